/**
 * The simulator's received Pix and devoluções (bacen/pix-api openapi.yaml 2.9.0, tag Pix):
 * `GET /v2/pix`, `GET /v2/pix/{e2eid}`, `PUT|GET /v2/pix/{e2eid}/devolucao/{id}`, and the payment
 * of a cobv, which records a Pix and builds the callback the PSP POSTs to `<webhookUrl>/pix`:
 * `{ "pix": [ … ] }`.
 *
 * End-to-end ids: `E` + the payer PSP's ISPB (8) + `yyyyMMddHHmm` in UTC + 11 letters or digits;
 * a devolução's `rtrId` the same with `D` (the spec's examples, and independent implementations:
 * starkinfra/sdk-python `endtoendid.py`, PicPay's `EndToEndGenerator.java`).
 */
import { validateSchema } from "../../connect/schema";
import type { SimContext, SimRoute, SimSettings, SimWebhook } from "../../connect/sim";
import { DevolucaoId, DevolucaoSolicitada, EndToEndId, PixListQuery } from "./published";
import {
  centsOf,
  decimalOf,
  e2eClock,
  getCobv,
  isoAt,
  json,
  type PixRow,
  page,
  pixKey,
  problem,
  SANDBOX_ISPB,
  seq36,
  violations,
  webhookKey,
} from "./simulator-common";

const PIX_NOT_FOUND = () =>
  problem(404, "PixNaoEncontrado", "Pix não encontrado.", "Pix não encontrado para o e2eid informado.");
const REFUND_INVALID =
  "A presente requisição de devolução não respeita o _schema_ ou não faz sentido semanticamente.";

async function nextSeq(ctx: SimContext, name: string): Promise<number> {
  const n = ((await ctx.store.get<number>(`seq:${name}`)) ?? 0) + 1;
  await ctx.store.put(`seq:${name}`, n);
  return n;
}

/** The Pix as the spec answers it, with its devoluções when it has any. */
const pixAnswer = (r: PixRow) => ({
  ...r.pix,
  ...(r.devolucoes.length > 0 ? { devolucoes: r.devolucoes } : {}),
});

/** The callback for `rows` when the key has a webhook (or the sandbox connection set one). */
async function callback(
  ctx: SimContext,
  chave: string,
  rows: PixRow[],
  settings?: SimSettings,
): Promise<SimWebhook[]> {
  const hook = await ctx.store.get<{ webhookUrl: string }>(webhookKey(chave));
  if (!hook && !settings?.webhookUrl) return [];
  return [
    { headers: { "content-type": "application/json" }, body: JSON.stringify({ pix: rows.map(pixAnswer) }) },
  ];
}

export const pixRoutes: SimRoute[] = [
  {
    operation: "settled",
    method: "GET",
    path: "/v2/pix",
    async handle(req, _p, ctx) {
      const issues = validateSchema(PixListQuery, req.query, "query");
      const q = req.query;
      if (issues.length > 0 || (q.cpf && q.cnpj))
        return problem(
          400,
          "PixConsultaInvalida",
          "Consulta inválida.",
          "parâmetros inválidos",
          violations(issues),
        );
      const from = Date.parse(q.inicio ?? "");
      const to = Date.parse(q.fim ?? "");
      if (to < from)
        return problem(400, "PixConsultaInvalida", "Consulta inválida.", "fim anterior a inicio");
      const rows = (await ctx.store.list<PixRow>("pix:")).map(([, r]) => r);
      const hit = rows.filter((r) => {
        const t = Date.parse(r.pix.horario);
        if (t < from || t > to) return false;
        if (q.txid !== undefined && r.pix.txid !== q.txid) return false;
        if (q.txIdPresente !== undefined && (r.pix.txid !== undefined) !== (q.txIdPresente === "true"))
          return false;
        return (
          q.devolucaoPresente === undefined || r.devolucoes.length > 0 === (q.devolucaoPresente === "true")
        );
      });
      const p = page(hit, q);
      return json(200, {
        parametros: { inicio: q.inicio, fim: q.fim, paginacao: p.paginacao },
        pix: p.items.map(pixAnswer),
      });
    },
  },
  {
    operation: "settled",
    method: "GET",
    path: "/v2/pix/:e2eid",
    async handle(_req, { e2eid = "" }, ctx) {
      const issues = validateSchema(EndToEndId, e2eid, "e2eid");
      if (issues.length > 0)
        return problem(
          400,
          "RequisicaoInvalida",
          "Requisição inválida.",
          "e2eid inválido",
          violations(issues),
        );
      const row = await ctx.store.get<PixRow>(pixKey(e2eid));
      return row ? json(200, pixAnswer(row)) : PIX_NOT_FOUND();
    },
  },
  {
    operation: "settled",
    method: "PUT",
    path: "/v2/pix/:e2eid/devolucao/:id",
    async handle(req, { e2eid = "", id = "" }, ctx) {
      const issues = [
        ...validateSchema(EndToEndId, e2eid, "e2eid"),
        ...validateSchema(DevolucaoId, id, "id"),
        ...validateSchema(DevolucaoSolicitada, req.body, "devolucao"),
      ];
      if (issues.length > 0)
        return problem(
          400,
          "PixDevolucaoInvalida",
          "Devolução inválida.",
          REFUND_INVALID,
          violations(issues),
        );
      const row = await ctx.store.get<PixRow>(pixKey(e2eid));
      if (!row) return PIX_NOT_FOUND();
      const body = req.body as { valor: string; descricao?: string };
      if (row.devolucoes.some((d) => d.id === id))
        return problem(400, "PixDevolucaoInvalida", "Devolução inválida.", REFUND_INVALID, [
          { propriedade: "id", razao: "id já utilizado por outra devolução deste e2eid" },
        ]);
      const done = row.devolucoes
        .filter((d) => d.status !== "NAO_REALIZADO")
        .reduce((s, d) => s + centsOf(d.valor), 0);
      if (done + centsOf(body.valor) > centsOf(row.pix.valor))
        return problem(400, "PixDevolucaoInvalida", "Devolução inválida.", REFUND_INVALID, [
          { propriedade: "devolucao.valor", razao: "excederia o valor do pix originário" },
        ]);
      const n = await nextSeq(ctx, "rtr");
      const at = isoAt(ctx.now);
      const answer = {
        id,
        rtrId: `D${SANDBOX_ISPB}${e2eClock(ctx.now)}${seq36(n, 11)}`,
        valor: body.valor,
        ...(body.descricao ? { descricao: body.descricao } : {}),
        horario: { solicitacao: at },
        status: "EM_PROCESSAMENTO",
      };
      // The sandbox settles a devolução at once: a read after the answer says DEVOLVIDO.
      const settled = { ...answer, horario: { solicitacao: at, liquidacao: at }, status: "DEVOLVIDO" };
      const next: PixRow = { ...row, devolucoes: [...row.devolucoes, settled] };
      await ctx.store.put(pixKey(e2eid), next);
      return { ...json(201, answer, true), webhooks: await callback(ctx, row.chave, [next]) };
    },
  },
  {
    operation: "settled",
    method: "GET",
    path: "/v2/pix/:e2eid/devolucao/:id",
    async handle(_req, { e2eid = "", id = "" }, ctx) {
      const row = await ctx.store.get<PixRow>(pixKey(e2eid));
      const d = row?.devolucoes.find((x) => x.id === id);
      if (!d)
        return problem(
          404,
          "PixDevolucaoNaoEncontrada",
          "Devolução não encontrada.",
          "Devolução não encontrada para o e2eid informado.",
        );
      return json(200, d);
    },
  },
];

/**
 * Pays the cobv `txid` with `amount_cents` on `paid_on` (any amount: an over-payment or the payment
 * of a removed cobv are what devoluções are for). An ATIVA cobv becomes CONCLUIDA.
 */
export async function payCobv(
  ctx: SimContext,
  txid: string,
  payment: { amount_cents: number; paid_on: string },
  settings: SimSettings,
): Promise<{ found: boolean; webhooks: SimWebhook[] }> {
  const cobv = await getCobv(ctx, txid);
  if (!cobv) return { found: false, webhooks: [] };
  // The time of day is the clock's; the day is the payment's (São Paulo, UTC−3).
  const dayStart = Date.parse(`${payment.paid_on}T00:00:00-03:00`);
  const paidAt = dayStart + ((((ctx.now - 3 * 3600 * 1000) % 86_400_000) + 86_400_000) % 86_400_000);
  const n = await nextSeq(ctx, "e2e");
  const valor = cobv.fields.valor as {
    original: string;
    abatimento?: { modalidade: number; valorPerc: string };
  };
  const original = centsOf(valor.original);
  const rebate = valor.abatimento?.modalidade === 1 ? centsOf(valor.abatimento.valorPerc) : 0;
  // componentesValor only when the amount is what the parts explain (no multa, juros or desconto).
  const parts =
    payment.amount_cents === original - rebate
      ? {
          componentesValor: {
            original: { valor: valor.original },
            ...(rebate > 0 ? { abatimento: { valor: decimalOf(rebate) } } : {}),
          },
        }
      : {};
  const row: PixRow = {
    pix: {
      endToEndId: `E${SANDBOX_ISPB}${e2eClock(paidAt)}${seq36(n, 11)}`,
      txid,
      valor: decimalOf(payment.amount_cents),
      ...parts,
      chave: cobv.fields.chave as string,
      horario: isoAt(paidAt),
    },
    chave: cobv.fields.chave as string,
    devolucoes: [],
  };
  await ctx.store.put(pixKey(row.pix.endToEndId), row);
  if (cobv.status === "ATIVA") await ctx.store.put(`cobv:${txid}`, { ...cobv, status: "CONCLUIDA" });
  return { found: true, webhooks: await callback(ctx, row.chave, [row], settings) };
}
