/**
 * A simulator of Sicoob's API Cobrança Bancária V3, speaking its published paths (relative to
 * .../cobranca-bancaria/v3), auth (client credentials with the certificate and `client_id` only;
 * the `client_id` header on every call) and error body `{ mensagens: [{ codigo, mensagem }] }`.
 * Every request is validated against published.ts first (400 with one message per violation).
 *
 * Sicoob publishes no `codigo` values for Cobrança V3: the codes below (`SIM_…`) are the
 * simulator's own; the messages of a duplicate follow what PyPI sicoob-sdk recognises.
 */
import type { JsonSchema } from "../../../connect/schema";
import { validateSchema } from "../../../connect/schema";
import type {
  SimContext,
  SimRequest,
  SimResult,
  SimRoute,
  SimulatorSpec,
  SimWebhook,
} from "../../../connect/sim";
import { nextSeq } from "../../../connect/sim";
import { addDays } from "../../../math/date";
import {
  CHANGE_BODY,
  MOVEMENTS_BODY,
  MOVEMENTS_PARAMS,
  PROTEST_BODY,
  QUERY_PARAMS,
  RANGES_PARAMS,
  REGISTER_BODY,
  WEBHOOK_BODY,
  WRITE_OFF_BODY,
} from "./published";
import {
  codesOf,
  movementsFile,
  paymentNotification,
  queryResult,
  recordPayment,
  type SimTitle,
  settlementRecords,
  titleKey,
  today,
} from "./simulator-titles";

type Body = Record<string, unknown>;
const JSON_HEADERS = { "content-type": "application/json" };
const answer = (status: number, body: unknown, committed = false, webhooks?: SimWebhook[]): SimResult => ({
  response: { status, headers: JSON_HEADERS, body },
  committed,
  ...(webhooks ? { webhooks } : {}),
});
const fail = (status: number, codigo: string, mensagem: string) =>
  answer(status, { mensagens: [{ codigo, mensagem }] });

/** 400 with one message per schema violation, or null when `value` conforms. */
function check(schema: JsonSchema, value: unknown): SimResult | null {
  const issues = validateSchema(schema, value);
  if (issues.length === 0) return null;
  return answer(400, {
    mensagens: issues.map((i) => ({
      codigo: "SIM_SCHEMA",
      mensagem: `${i.path || "(corpo)"}: ${i.message}`,
    })),
  });
}

async function load(ctx: SimContext, cliente: unknown, nn: unknown): Promise<SimTitle | undefined> {
  return ctx.store.get<SimTitle>(titleKey(cliente, nn));
}

const notFound = () => fail(400, "SIM_NAO_ENCONTRADO", "Boleto não encontrado.");
const notOpen = () => fail(400, "SIM_SITUACAO", "Operação não permitida para a situação do boleto.");

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
function command(schema: JsonSchema, apply: (t: SimTitle, ctx: SimContext) => boolean) {
  return async (req: SimRequest, p: Record<string, string>, ctx: SimContext): Promise<SimResult> => {
    const bad = check(schema, req.body);
    if (bad) return bad;
    const b = req.body as Body;
    const t = await load(ctx, b.numeroCliente, p.nossoNumero);
    if (!t) return notFound();
    if (t.situacao !== "Em Aberto" || !apply(t, ctx)) return notOpen();
    await ctx.store.put(titleKey(b.numeroCliente, t.nossoNumero), t);
    return { response: { status: 204, headers: {}, body: null }, committed: true };
  };
}

const writeOff = command(WRITE_OFF_BODY, (t) => {
  t.situacao = "Baixado";
  return true;
});
// "Os boletos vencidos e não pagos podem ser protestados" (POST /protestos).
const protest = command(PROTEST_BODY, (t, ctx) => {
  if (t.protestado || today(ctx) <= String(t.body.dataVencimento)) return false;
  t.protestado = true;
  return true;
});
const unprotest = command(PROTEST_BODY, (t) => {
  if (!t.protestado) return false;
  t.protestado = false;
  return true;
});

interface Solicitation {
  numeroCliente: number;
  tipoMovimento: number;
  dataInicial: string;
  dataFinal: string;
}

async function requestMovements(
  req: SimRequest,
  _p: Record<string, string>,
  ctx: SimContext,
): Promise<SimResult> {
  const bad = check(MOVEMENTS_BODY, req.body);
  if (bad) return bad;
  const s = req.body as Solicitation;
  if (s.dataFinal < s.dataInicial || s.dataFinal > addDays(s.dataInicial, 2))
    return fail(400, "SIM_PERIODO", "As consultas estão limitadas em um período máximo de 2 dias.");
  const codigo = await nextSeq(ctx, "solicitacao");
  await ctx.store.put(`mov:${codigo}`, s);
  const mensagem =
    "Solicitação recebida com sucesso. Utilize o 'Código da Solicitação' para verificar se já foi processada.";
  return answer(200, { resultado: { codigoSolicitacao: codigo, mensagem } });
}

async function records(ctx: SimContext, s: Solicitation): Promise<unknown[]> {
  if (s.tipoMovimento !== 5) return [];
  const out: unknown[] = [];
  for (const [, t] of await ctx.store.list<SimTitle>(`title:${s.numeroCliente}:`))
    out.push(...(await settlementRecords(ctx, t, s.dataInicial, s.dataFinal)));
  return out;
}

function movements(download: boolean) {
  return async (req: SimRequest, _p: Record<string, string>, ctx: SimContext): Promise<SimResult> => {
    const bad = check(MOVEMENTS_PARAMS, req.query);
    if (bad) return bad;
    const codigo = Number(req.query.codigoSolicitacao);
    const s = await ctx.store.get<Solicitation>(`mov:${codigo}`);
    if (!s || s.numeroCliente !== Number(req.query.numeroCliente))
      return fail(400, "SIM_SOLICITACAO", "Solicitação não encontrada.");
    const recs = await records(ctx, s);
    const fileId = codigo * 10 + 1;
    if (!download)
      return answer(200, {
        resultado: {
          quantidadeTotalRegistros: recs.length,
          quantidadeRegistrosArquivo: 500000,
          quantidadeArquivo: recs.length > 0 ? 1 : 0,
          idArquivos: recs.length > 0 ? [fileId] : [],
        },
      });
    if (req.query.idArquivo === undefined || Number(req.query.idArquivo) !== fileId || recs.length === 0)
      return fail(400, "SIM_ARQUIVO", "Arquivo não encontrado.");
    const nomeArquivo = `LIQUI_${s.numeroCliente}_${codigo}_0.json`;
    return answer(200, {
      resultado: {
        nomeArquivo: nomeArquivo.replace(".json", ".zip"),
        arquivo: movementsFile(nomeArquivo, recs),
      },
    });
  };
}

async function registerWebhook(
  req: SimRequest,
  _p: Record<string, string>,
  ctx: SimContext,
): Promise<SimResult> {
  const bad = check(WEBHOOK_BODY, req.body);
  if (bad) return bad;
  const idWebhook = await nextSeq(ctx, "webhook");
  await ctx.store.put(`webhook:${idWebhook}`, { ...(req.body as Body), idWebhook });
  const validation = { headers: JSON_HEADERS, body: JSON.stringify({ idWebhook, validacaoWebhook: true }) };
  return answer(201, { resultado: { idWebhook } }, true, [validation]);
}

async function ranges(req: SimRequest): Promise<SimResult> {
  const bad = check(RANGES_PARAMS, req.query);
  if (bad) return bad;
  const numeroCliente = Number(req.query.numeroCliente);
  const faixa = {
    numeroCliente,
    nomeCliente: "BENEFICIARIO SIMULADO",
    numeroInicial: 1,
    numeroFinal: 9999999,
    quantidade: 9999999,
  };
  return answer(200, { resultado: [{ ...faixa, validaDigitoVerificadorNossoNumero: true }] });
}

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
