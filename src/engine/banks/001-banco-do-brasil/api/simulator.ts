/**
 * A simulator of Banco do Brasil's API Cobrança v2: BB's paths, OAuth2 token (Basic client
 * authentication), the `gw-dev-app-key` query key, BB's bodies. Every request is first checked
 * against the published schemas (published.ts, published-reads.ts); a violation is a 400 in BB's
 * `erros[]` shape. BB publishes no per-field validation codes, so the simulator's own are
 * `SIM0001` (schema), `SIM0002` (a documented business rule), `SIM0404` (unknown title): BB's shape,
 * lote's codes. The duplicate nosso número answers BB's `4874915`.
 *
 * Not simulated (documented by BB): changes and write-offs refused in the first 30 minutes after
 * registration; a repeated query within 30 s answered from cache. Faults, rate limits and the
 * token endpoint come from the harness (connect/sim.ts).
 */

import {
  nextSeq,
  type SimContext,
  type SimRequest,
  type SimResult,
  type SimRoute,
  type SimulatorSpec,
} from "../../../connect/sim";
import { buildPixPayload } from "../../../pix/build";
import { REGISTER_BODY } from "./published";
import { LIST_PARAMS, QUERY_PARAMS } from "./published-reads";
import { change, OPEN, writeOff } from "./simulator-changes";
import {
  answer,
  bbCodes,
  cents,
  clock,
  erros,
  fail,
  fromBb,
  gatewayError,
  invalid,
  listItem,
  load,
  num,
  queryAnswer,
  type SimTitle,
  stateAfterPayment,
  titleKey,
  toBb,
  webhookItem,
} from "./simulator-state";

const BASE = "/cobrancas/v2/boletos";
const SETTLED = new Set([5, 6, 7, 9, 10, 11, 12, 13]);

async function register(req: SimRequest, _p: Record<string, string>, ctx: SimContext): Promise<SimResult> {
  const bad = await invalid(ctx, REGISTER_BODY, req.body, "body");
  if (bad) return bad;
  const b = req.body as Record<string, unknown>;
  const numero = b.numeroTituloCliente as string;
  if (numero.slice(3, 10) !== String(num(b, "numeroConvenio")))
    return fail(
      ctx,
      400,
      "SIM0002",
      'numeroTituloCliente deve ser "000" + convênio (7) + número de controle (10)',
    );
  const issued = fromBb(b.dataEmissao as string);
  const due = fromBb(b.dataVencimento as string);
  if (due < issued) return fail(ctx, 400, "SIM0002", "dataVencimento anterior à dataEmissao");
  const amount = cents(b.valorOriginal);
  const rebate = b.valorAbatimento === undefined ? 0 : cents(b.valorAbatimento);
  const discount = cents((b.desconto as { valor?: number } | undefined)?.valor ?? 0);
  if (amount === undefined || rebate === undefined || discount === undefined)
    return fail(ctx, 400, "SIM0001", "valores com mais de duas casas decimais");
  if (amount <= rebate + discount)
    return fail(ctx, 400, "SIM0002", "valorOriginal deve ser maior que a soma de desconto e abatimento");
  if (await ctx.store.get(titleKey(numero)))
    return answer(
      400,
      erros(
        "4874915",
        "Nosso Número já incluído anteriormente.",
        `SIM${await nextSeq(ctx, "ocorrencia")}`,
        "Informar outro Nosso Número.",
      ),
    );
  const carteira = num(b, "numeroCarteira");
  const today = clock(ctx).iso;
  const payer = b.pagador as Record<string, unknown>;
  const title: SimTitle = {
    numero,
    convenio: num(b, "numeroConvenio"),
    carteira,
    variacao: num(b, "numeroVariacaoCarteira"),
    tipoTitulo: num(b, "codigoTipoTitulo"),
    seuNumero: b.numeroTituloBeneficiario as string,
    issuedOn: issued,
    registeredOn: today,
    due,
    amount,
    rebate,
    state: 1,
    ...bbCodes(numero, carteira, due, amount),
    payer: {
      tipo: num(payer, "tipoInscricao"),
      numero: num(payer, "numeroInscricao"),
      nome: String(payer.nome ?? ""),
    },
    payments: [],
    changes: [],
  };
  if (b.indicadorPix === "S") {
    const url = `qrcodepix-h.bb.com.br/pix/v2/cobv/sim-${await nextSeq(ctx, "qr")}`;
    const txId = `BOLETO${numero.slice(3)}DATA${toBb(issued).replaceAll(".", "")}`;
    title.qr = {
      url,
      txId,
      emv: buildPixPayload({ url, merchant_name: "SIMULADOR BB", merchant_city: "BRASILIA" }),
    };
  }
  await ctx.store.put(titleKey(numero), title);
  return answer(
    200,
    {
      numero,
      numeroCarteira: carteira,
      numeroVariacaoCarteira: title.variacao,
      codigoCliente: title.convenio,
      linhaDigitavel: title.line,
      codigoBarraNumerico: title.barcode,
      numeroContratoCobranca: title.convenio,
      ...(title.qr ? { qrCode: title.qr } : {}),
      observacao: "",
    },
    true,
  );
}

async function query(req: SimRequest, p: Record<string, string>, ctx: SimContext): Promise<SimResult> {
  const bad = await invalid(ctx, QUERY_PARAMS, req.query, "query");
  if (bad) return bad;
  const t = await load(ctx, p.id as string);
  if (!t || String(t.convenio) !== req.query.numeroConvenio)
    return fail(ctx, 404, "SIM0404", "Boleto não encontrado.");
  return answer(200, queryAnswer(t));
}

async function list(req: SimRequest, _p: Record<string, string>, ctx: SimContext): Promise<SimResult> {
  const bad = await invalid(ctx, LIST_PARAMS, req.query, "query");
  if (bad) return bad;
  const q = req.query;
  const within = (iso: string | undefined, from?: string, to?: string) =>
    iso !== undefined && (!from || iso >= fromBb(from)) && (!to || iso <= fromBb(to));
  const all = (await ctx.store.list<SimTitle>("bb:title:")).map(([, t]) => t);
  const hits = all.filter(
    (t) =>
      (q.indicadorSituacao === "A" ? OPEN.has(t.state) : SETTLED.has(t.state)) &&
      (!q.codigoEstadoTituloCobranca || Number(q.codigoEstadoTituloCobranca) === t.state) &&
      (!q.carteiraConvenio || Number(q.carteiraConvenio) === t.carteira) &&
      (!q.variacaoCarteiraConvenio || Number(q.variacaoCarteiraConvenio) === t.variacao) &&
      (!(q.dataInicioMovimento || q.dataFimMovimento) ||
        within(t.movedOn, q.dataInicioMovimento, q.dataFimMovimento)) &&
      (!(q.dataInicioRegistro || q.dataFimRegistro) ||
        within(t.registeredOn, q.dataInicioRegistro, q.dataFimRegistro)),
  );
  // BB: "a combinação dos parâmetros não encontra resultado (lista vazia), o retorno será 404".
  if (hits.length === 0) return fail(ctx, 404, "SIM0404", "Nenhum boleto encontrado.");
  const from = Number(q.indice ?? "0");
  const page = hits.slice(from, from + 300);
  const more = from + 300 < hits.length;
  return answer(200, {
    indicadorContinuidade: more ? "S" : "N",
    quantidadeRegistros: page.length,
    proximoIndice: from + page.length,
    boletos: page.map(listItem),
  });
}

const routes: SimRoute[] = [
  { operation: "register", method: "POST", path: BASE, handle: register },
  { operation: "query", method: "GET", path: `${BASE}/:id`, handle: query },
  // One PATCH carries every change; faults aimed at a change are aimed at due_date_change.
  { operation: "due_date_change", method: "PATCH", path: `${BASE}/:id`, handle: change },
  { operation: "write_off", method: "POST", path: `${BASE}/:id/baixar`, handle: writeOff },
  { operation: "settled", method: "GET", path: BASE, handle: list },
];

export const simulator: SimulatorSpec = {
  provider: "001",
  titlePrefix: "bb:title:",
  tokenPath: "/oauth/token",
  clientAuth: "basic",
  mtls: false,
  apiKey: { in: "query", name: "gw-dev-app-key" },
  routes,
  error(status, code, message) {
    return status === 400 ? erros(code, message, "SIM") : gatewayError(status, code, message);
  },
  async pay(ctx, which, payment) {
    let t = which.id ? await load(ctx, which.id) : undefined;
    if (!t && (which.our_number || which.txid)) {
      const all = (await ctx.store.list<SimTitle>("bb:title:")).map(([, x]) => x);
      const seq = which.our_number?.replace(/^0+/, "");
      t = all.find(
        (x) =>
          (seq !== undefined && x.numero.slice(10).replace(/^0+/, "") === seq) ||
          (which.txid !== undefined && x.qr?.txId === which.txid),
      );
    }
    if (!t) return { found: false, webhooks: [] };
    const p = {
      amount: payment.amount_cents,
      paidOn: payment.paid_on,
      channel: payment.channel ?? "boleto",
      at: ctx.now,
    };
    t.payments.push(p);
    t.state = stateAfterPayment(t);
    t.movedOn = payment.paid_on;
    await ctx.store.put(titleKey(t.numero), t);
    const body = JSON.stringify([webhookItem(t, p, clock(ctx).time)]);
    return { found: true, webhooks: [{ headers: { "content-type": "application/json" }, body }] };
  },
};
