/**
 * A simulator of Sicoob's API Cobrança Bancária V3, speaking its published paths (relative to
 * .../cobranca-bancaria/v3), auth (client credentials with the certificate and `client_id` only;
 * the `client_id` header on every call) and error body `{ mensagens: [{ codigo, mensagem }] }`.
 * Every request is validated against published.ts first (400 with one message per violation).
 *
 * Sicoob publishes no `codigo` values for Cobrança V3: the codes below (`SIM_…`) are the
 * simulator's own; the messages of a duplicate follow what PyPI sicoob-sdk recognises.
 */
import {
  nextSeq,
  type SimContext,
  type SimRequest,
  type SimResult,
  type SimRoute,
  type SimulatorSpec,
  type SimWebhook,
} from "../../../connect/sim";
import { CHANGE_BODY, QUERY_PARAMS, REGISTER_BODY } from "./published";
import {
  movements,
  protest,
  ranges,
  registerWebhook,
  requestMovements,
  unprotest,
  writeOff,
} from "./simulator-commands";
import {
  answer,
  type Body,
  check,
  codesOf,
  fail,
  JSON_HEADERS,
  load,
  notFound,
  notOpen,
  paymentNotification,
  queryResult,
  recordPayment,
  type SimTitle,
  titleKey,
  today,
} from "./simulator-titles";

async function register(req: SimRequest, _p: Record<string, string>, ctx: SimContext): Promise<SimResult> {
  const bad = check(REGISTER_BODY, req.body);
  if (bad) return bad;
  const body = req.body as Body;
  const nn =
    typeof body.nossoNumero === "number" ? body.nossoNumero : (await nextSeq(ctx, "nossoNumero")) * 10;
  if (await load(ctx, body.numeroCliente, nn)) return fail(400, "SIM_DUPLICADO", "Já existe título");
  const due = String(body.dataVencimento);
  for (const f of ["dataMulta", "dataJurosMora"])
    if (body[f] !== undefined && String(body[f]) <= due)
      return fail(400, "SIM_DATA", `${f}: deve ser maior que a data de vencimento do boleto.`);
  const t: SimTitle = {
    body,
    nossoNumero: nn,
    situacao: "Em Aberto",
    protestado: false,
    registeredOn: today(ctx),
    payments: [],
    history: [{ dataHistorico: today(ctx), tipoHistorico: "1", descricaoHistorico: "ENTRADA" }],
  };
  await ctx.store.put(titleKey(body.numeroCliente, nn), t);
  const { listaHistorico: _h, situacaoBoleto: _s, ...resultado } = await queryResult(ctx, t);
  return answer(200, { resultado }, true);
}

async function query(req: SimRequest, _p: Record<string, string>, ctx: SimContext): Promise<SimResult> {
  const bad = check(QUERY_PARAMS, req.query);
  if (bad) return bad;
  const q = req.query;
  let t = q.nossoNumero !== undefined ? await load(ctx, q.numeroCliente, q.nossoNumero) : undefined;
  if (!t && q.nossoNumero === undefined)
    for (const [, x] of await ctx.store.list<SimTitle>(`title:${Number(q.numeroCliente)}:`)) {
      const c = await codesOf(ctx, x);
      if (c.codigoBarras === q.codigoBarras || c.linhaDigitavel === q.linhaDigitavel) t = x;
    }
  if (!t) return { response: { status: 204, headers: {}, body: null }, committed: false };
  return answer(200, { resultado: await queryResult(ctx, t) });
}

/** Applies one change object of PATCH /boletos/{nossoNumero} to the stored body. */
function applyChange(t: SimTitle, b: Body): void {
  const o = (k: string) => (b[k] ?? {}) as Body;
  if (b.prorrogacaoVencimento) t.body.dataVencimento = o("prorrogacaoVencimento").dataVencimento;
  if (b.prorrogacaoLimitePagamento)
    t.body.dataLimitePagamento = o("prorrogacaoLimitePagamento").dataLimitePagamento;
  if (b.valorNominal) t.body.valor = o("valorNominal").valor;
  if (b.abatimento) t.body.valorAbatimento = o("abatimento").valorAbatimento;
  if (b.pix) t.body.codigoCadastrarPIX = o("pix").utilizarPix ? 1 : 2;
  if (b.especieDocumento) t.body.codigoEspecieDocumento = o("especieDocumento").codigoEspecieDocumento;
  for (const k of ["desconto", "multa", "jurosMora", "seuNumero"]) if (b[k]) Object.assign(t.body, o(k));
}

async function change(req: SimRequest, p: Record<string, string>, ctx: SimContext): Promise<SimResult> {
  const bad = check(CHANGE_BODY, req.body);
  if (bad) return bad;
  const b = req.body as Body;
  const t = await load(ctx, b.numeroCliente, p.nossoNumero);
  if (!t) return notFound();
  if (t.situacao !== "Em Aberto") return notOpen();
  applyChange(t, b);
  await ctx.store.put(titleKey(b.numeroCliente, t.nossoNumero), t);
  return { response: { status: 204, headers: {}, body: null }, committed: true };
}

/** Write-off and the three protest commands: a state change on an open title. */
const routes: SimRoute[] = [
  { operation: "settled", method: "POST", path: "/boletos/movimentacoes", handle: requestMovements },
  { operation: "settled", method: "GET", path: "/boletos/movimentacoes", handle: movements(false) },
  { operation: "settled", method: "GET", path: "/boletos/movimentacoes/download", handle: movements(true) },
  { operation: "query", method: "GET", path: "/boletos/faixas-nosso-numero", handle: ranges },
  { operation: "register", method: "POST", path: "/boletos", handle: register },
  { operation: "query", method: "GET", path: "/boletos", handle: query },
  { operation: "due_date_change", method: "PATCH", path: "/boletos/:nossoNumero", handle: change },
  { operation: "write_off", method: "POST", path: "/boletos/:nossoNumero/baixar", handle: writeOff },
  { operation: "protest", method: "POST", path: "/boletos/:nossoNumero/protestos", handle: protest },
  {
    operation: "protest_cancel",
    method: "PATCH",
    path: "/boletos/:nossoNumero/protestos",
    handle: unprotest,
  },
  {
    operation: "protest_cancel",
    method: "DELETE",
    path: "/boletos/:nossoNumero/protestos",
    handle: unprotest,
  },
  { operation: "webhook_register", method: "POST", path: "/webhooks", handle: registerWebhook },
  { operation: "query", method: "GET", path: "/health", handle: async () => answer(200, { status: "UP" }) },
];

/** Finds a stored title by the API nosso número (`id`) or lote's (7 digits, no DV). */
async function findTitle(
  ctx: SimContext,
  sel: { id?: string; our_number?: string },
): Promise<SimTitle | undefined> {
  for (const [, t] of await ctx.store.list<SimTitle>("title:")) {
    const api = String(t.nossoNumero);
    if (sel.id !== undefined && Number(sel.id) === t.nossoNumero) return t;
    if (sel.our_number !== undefined && api.padStart(8, "0").slice(0, 7) === sel.our_number.padStart(7, "0"))
      return t;
  }
  return undefined;
}

/** Sicoob's simulator spec. */
export const simulator: SimulatorSpec = {
  provider: "756",
  tokenPath: "/auth/realms/cooperado/protocol/openid-connect/token",
  clientAuth: "client_id_only",
  mtls: true,
  apiKey: { in: "header", name: "client_id" },
  routes,
  error: (_status, code, message) => ({ mensagens: [{ codigo: code, mensagem: message }] }),
  async pay(ctx, title, payment, settings) {
    const t = await findTitle(ctx, title);
    if (!t) return { found: false, webhooks: [] };
    const p = {
      amount_cents: payment.amount_cents,
      paid_on: payment.paid_on,
      channel: payment.channel ?? "boleto",
    };
    recordPayment(t, p);
    await ctx.store.put(titleKey(t.body.numeroCliente, t.nossoNumero), t);
    const hooks = (await ctx.store.list<{ idWebhook: number }>("webhook:")).map(([, w]) => w.idWebhook);
    if (hooks.length === 0 && settings.webhookUrl) hooks.push(1);
    const webhooks: SimWebhook[] = [];
    for (const id of hooks) {
      const body = await paymentNotification(ctx, t, p, id, await nextSeq(ctx, "baixa"));
      webhooks.push({ headers: JSON_HEADERS, body: JSON.stringify(body) });
    }
    return { found: true, webhooks };
  },
};
