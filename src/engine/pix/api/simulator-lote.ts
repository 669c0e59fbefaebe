/**
 * The simulator's lotes de cobranças com vencimento: `PUT`, `PATCH`, `GET /v2/lotecobv/{id}`
 * (bacen/pix-api openapi.yaml 2.9.0, tag LoteCobV). A real PSP processes a lote later
 * (`EM_PROCESSAMENTO`); the simulator processes it before answering 202, so the next GET shows each
 * cobv `CRIADA` or `NEGADA` with the problem a `PUT /cobv/{txid}` would have answered.
 */
import { validateSchema } from "../../connect/schema";
import type { SimContext, SimRoute } from "../../connect/sim";
import { LoteCobVBody, LoteCobVBodyRevisado, LoteCobVId } from "./published";
import { patchCobv, putCobv } from "./simulator-cobv-rules";
import {
  getCobv,
  isoAt,
  json,
  type LoteRow,
  loteKey,
  problem,
  type Violacao,
  violations,
} from "./simulator-common";

const TITLE = "Lote de cobranças inválido.";
const DETAIL =
  "A requisição que busca alterar ou criar um lote de cobranças com vencimento não respeita o _schema_ ou está semanticamente errada.";

type Obj = Record<string, unknown>;

const denied = (violacoes: Violacao[]) => ({
  type: "https://pix.bcb.gov.br/api/v2/error/CobVOperacaoInvalida",
  title: "Cobrança inválida.",
  status: 400,
  detail:
    "A requisição que busca alterar ou criar uma cobrança com vencimento não respeita o _schema_ ou está semanticamente errada.",
  violacoes,
});

/** The lote id: text in the path, an int64 in the answers, so the simulator takes digits only. */
function badId(id: string) {
  const issues = validateSchema(LoteCobVId, id, "id");
  if (issues.length === 0 && /^[1-9]\d{0,17}$/.test(id)) return null;
  return problem(400, "LoteCobVOperacaoInvalida", TITLE, "id do lote inválido", [
    ...violations(issues),
    { propriedade: "id", razao: "o simulador guarda o id como número (LoteCobVConsultado.id é int64)" },
  ]);
}

async function processItem(ctx: SimContext, item: Obj, creating: boolean) {
  const { txid, ...fields } = item as Obj & { txid: string };
  const criacao = isoAt(ctx.now);
  const row = await getCobv(ctx, txid);
  const r = creating || !row ? await putCobv(ctx, txid, fields) : await patchCobv(ctx, row, fields);
  const status = "violacoes" in r ? ("NEGADA" as const) : ("CRIADA" as const);
  await ctx.store.put(`lotetx:${txid}`, { status });
  return "violacoes" in r ? { txid, status, problema: denied(r.violacoes) } : { txid, status, criacao };
}

export const loteRoutes: SimRoute[] = [
  {
    operation: "register",
    method: "PUT",
    path: "/v2/lotecobv/:id",
    async handle(req, { id = "" }, ctx) {
      const bad = badId(id);
      if (bad) return bad;
      const issues = validateSchema(LoteCobVBody, req.body, "loteCobV");
      if (issues.length > 0)
        return problem(400, "LoteCobVOperacaoInvalida", TITLE, DETAIL, violations(issues));
      const body = req.body as { descricao: string; cobsv: Obj[] };
      const txids = body.cobsv.map((c) => c.txid as string);
      const existing = await ctx.store.get<LoteRow>(loteKey(id));
      if (existing) {
        const same =
          JSON.stringify([...txids].sort()) === JSON.stringify(existing.cobsv.map((c) => c.txid).sort());
        if (!same)
          return problem(400, "LoteCobVOperacaoInvalida", TITLE, DETAIL, [
            {
              propriedade: "loteCobV.cobsv",
              razao: "não referencia exatamente as cobranças da requisição original",
            },
          ]);
      } else {
        for (const txid of txids)
          if ((await getCobv(ctx, txid)) || (await ctx.store.get(`lotetx:${txid}`)))
            return problem(400, "LoteCobVOperacaoInvalida", TITLE, DETAIL, [
              { propriedade: "loteCobV.cobsv", razao: `a cobrança ${txid} já encontra-se criada` },
            ]);
      }
      const cobsv = [];
      for (const item of body.cobsv) {
        const done = await processItem(ctx, item, true);
        // A retried PUT keeps the creation time of a cobv the first one created.
        const before = existing?.cobsv.find((c) => c.txid === done.txid && c.status === "CRIADA");
        cobsv.push(before && done.status === "CRIADA" ? { ...done, criacao: before.criacao } : done);
      }
      const row: LoteRow = {
        id: Number(id),
        descricao: body.descricao,
        criacao: existing?.criacao ?? isoAt(ctx.now),
        cobsv,
      };
      await ctx.store.put(loteKey(id), row);
      return { response: { status: 202, headers: {}, body: null }, committed: true };
    },
  },
  {
    operation: "due_date_change",
    method: "PATCH",
    path: "/v2/lotecobv/:id",
    async handle(req, { id = "" }, ctx) {
      const bad = badId(id);
      if (bad) return bad;
      const issues = validateSchema(LoteCobVBodyRevisado, req.body, "loteCobV");
      if (issues.length > 0)
        return problem(400, "LoteCobVOperacaoInvalida", TITLE, DETAIL, violations(issues));
      const row = await ctx.store.get<LoteRow>(loteKey(id));
      if (!row)
        return problem(
          404,
          "LoteCobVNaoEncontrado",
          "Lote não encontrado.",
          "Lote não encontrado para o id informado.",
        );
      const body = req.body as { descricao?: string; cobsv?: Obj[] };
      const known = new Set(row.cobsv.map((c) => c.txid));
      const stranger = (body.cobsv ?? []).find((c) => !known.has(c.txid as string));
      if (stranger)
        return problem(400, "LoteCobVOperacaoInvalida", TITLE, DETAIL, [
          { propriedade: "loteCobV.cobsv", razao: `a cobrança ${String(stranger.txid)} não consta do lote` },
        ]);
      const cobsv = [...row.cobsv];
      for (const item of body.cobsv ?? []) {
        const done = await processItem(ctx, item, false);
        const i = cobsv.findIndex((c) => c.txid === done.txid);
        cobsv[i] = done;
      }
      await ctx.store.put(loteKey(id), { ...row, descricao: body.descricao ?? row.descricao, cobsv });
      return { response: { status: 202, headers: {}, body: null }, committed: true };
    },
  },
  {
    operation: "query",
    method: "GET",
    path: "/v2/lotecobv/:id",
    async handle(_req, { id = "" }, ctx) {
      const row = await ctx.store.get<LoteRow>(loteKey(id));
      if (!row)
        return problem(
          404,
          "LoteCobVNaoEncontrado",
          "Lote não encontrado.",
          "Lote não encontrado para o id informado.",
        );
      return json(200, row);
    },
  },
];
