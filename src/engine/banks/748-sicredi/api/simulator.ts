/**
 * A simulator of Sicredi's API de Cobrança, speaking its published paths (relative to
 * …/cobranca/boleto/v1, the token paths relative to the host), its auth (the password grant,
 * simulator-auth.ts; `x-api-key` checked by the harness), its headers (cooperativa, posto, and
 * codigoBeneficiario on the instructions) and its error body (`{ status, error, message }`, ACBr).
 * Every request is validated against published.ts first (400 listing each violation).
 *
 * Sicredi publishes no error codes nor the wording of its refusals: the `code` values (`SIM_…`)
 * and the messages below are the simulator's own, except "Contrato já existente." and "Nenhum
 * contrato encontrado" (Ctrl-Mota's client matches those). A missing title answers 404 without a
 * body (ACBr's handling).
 */

import type { JsonSchema } from "../../../connect/schema";
import {
  nextSeq,
  type SimContext,
  type SimRequest,
  type SimResult,
  type SimRoute,
  type SimulatorSpec,
  type SimWebhook,
} from "../../../connect/sim";
import {
  ACCOUNT_HEADERS,
  DISCOUNT_BODY,
  DISCOUNT_DATE_BODY,
  DUE_DATE_BODY,
  EMPTY_BODY,
  INSTRUCTION_HEADERS,
  INTEREST_BODY,
  QUERY_PARAMS,
  REBATE_BODY,
  REGISTER_BODY,
  SETTLED_PARAMS,
  WEBHOOK_CONTRACT_BODY,
} from "./published";
import { authorized, token } from "./simulator-auth";
import {
  answer,
  type Body,
  cents,
  check,
  contractKey,
  errorBody,
  fail,
  generatedOurNumber,
  JSON_HEADERS,
  load,
  movimentoOf,
  notFound,
  ourNumberDigit,
  paymentEvent,
  queryAnswer,
  registerAnswer,
  type SimPayment,
  type SimTitle,
  save,
  settledItem,
  today,
} from "./simulator-titles";

async function register(req: SimRequest, _p: Record<string, string>, ctx: SimContext): Promise<SimResult> {
  const h = check(ACCOUNT_HEADERS, req.headers, "headers") ?? check(REGISTER_BODY, req.body, "body");
  if (h) return h;
  const b = req.body as Body;
  const coop = req.headers.cooperativa as string;
  const posto = req.headers.posto as string;
  const benef = String(b.codigoBeneficiario);
  const denied = await authorized(req, ctx, { cooperativa: coop, beneficiario: benef });
  if (denied) return denied;
  const seq = await nextSeq(ctx, "title");
  let nn: string;
  if (b.nossoNumero === undefined) {
    nn = generatedOurNumber(coop, posto, benef, today(ctx).slice(2, 4), seq);
  } else {
    nn = String(b.nossoNumero).padStart(9, "0");
    if (ourNumberDigit(coop, posto, benef, nn.slice(0, 8)) !== nn.slice(8))
      return fail(422, "SIM_NOSSO_NUMERO", "nossoNumero: dígito verificador inválido");
  }
  if (await load(ctx, coop, benef, nn))
    return fail(422, "SIM_DUPLICADO", "Já existe um título cadastrado com este nossoNumero");
  for (const n of [1, 2, 3]) {
    const d = b[`dataDesconto${n}`];
    if (d !== undefined && String(d) > String(b.dataVencimento))
      return fail(422, "SIM_DATA_DESCONTO", `dataDesconto${n}: deve ser menor ou igual à data de vencimento`);
  }
  const t: SimTitle = {
    body: b,
    cooperativa: coop,
    posto,
    nossoNumero: nn,
    situacao: "EM CARTEIRA",
    abatimento: 0,
    protesto: false,
    registeredOn: today(ctx),
    seq,
    payments: [],
  };
  await save(ctx, t);
  return answer(201, registerAnswer(t), true);
}

async function query(req: SimRequest, _p: Record<string, string>, ctx: SimContext): Promise<SimResult> {
  const h = check(ACCOUNT_HEADERS, req.headers, "headers") ?? check(QUERY_PARAMS, req.query, "query");
  if (h) return h;
  const coop = req.headers.cooperativa as string;
  const benef = req.query.codigoBeneficiario as string;
  const denied = await authorized(req, ctx, { cooperativa: coop, beneficiario: benef });
  if (denied) return denied;
  const t = await load(ctx, coop, benef, req.query.nossoNumero as string);
  return t ? answer(200, queryAnswer(t)) : notFound();
}

/** A command's change to an open title (the body has been validated). */
type Apply = (t: SimTitle, b: Body) => SimResult | null;

/** One PATCH /boletos/{nossoNumero}/{command} route: headers, body schema, title, open, apply, 202. */
function command(
  operation: SimRoute["operation"],
  name: string,
  schema: JsonSchema,
  tipoMensagem: string,
  apply: Apply,
): SimRoute {
  return {
    operation,
    method: "PATCH",
    path: `/boletos/:nossoNumero/${name}`,
    async handle(req, p, ctx) {
      const h = check(INSTRUCTION_HEADERS, req.headers, "headers") ?? check(schema, req.body ?? {}, "body");
      if (h) return h;
      const coop = req.headers.cooperativa as string;
      const benef = req.headers.codigobeneficiario as string;
      const denied = await authorized(req, ctx, { cooperativa: coop, beneficiario: benef });
      if (denied) return denied;
      const t = await load(ctx, coop, benef, String(p.nossoNumero).padStart(9, "0"));
      if (!t) return notFound();
      if (t.situacao !== "EM CARTEIRA")
        return fail(422, "SIM_SITUACAO", `Título ${t.situacao}: comando não permitido`);
      const refused = apply(t, (req.body ?? {}) as Body);
      if (refused) return refused;
      await save(ctx, t);
      return answer(
        202,
        {
          transactionId: `sim-${t.nossoNumero}-${await nextSeq(ctx, "command")}`,
          dataMovimento: today(ctx),
          codigoBeneficiario: benef,
          nossoNumero: t.nossoNumero,
          cooperativa: coop,
          posto: t.posto,
          statusComando: "MOVIMENTO_ENVIADO",
          dataHoraRegistro: new Date(ctx.now).toISOString(),
          tipoMensagem,
        },
        true,
      );
    },
  };
}

const COMMANDS: SimRoute[] = [
  command("due_date_change", "data-vencimento", DUE_DATE_BODY, "ALTERACAO_VENCIMENTO", (t, b) => {
    t.body.dataVencimento = b.dataVencimento;
    return null;
  }),
  command("discount_change", "desconto", DISCOUNT_BODY, "ALTERACAO_DESCONTO", (t, b) => {
    for (const n of [1, 2, 3])
      if (b[`valorDesconto${n}`] !== undefined) t.body[`valorDesconto${n}`] = b[`valorDesconto${n}`];
    return null;
  }),
  command("discount_change", "data-desconto", DISCOUNT_DATE_BODY, "ALTERACAO_DATA_DESCONTO", (t, b) => {
    for (const n of [1, 2, 3]) if (b[`data${n}`] !== undefined) t.body[`dataDesconto${n}`] = b[`data${n}`];
    return null;
  }),
  command("interest_change", "juros", INTEREST_BODY, "ALTERACAO_JUROS", (t, b) => {
    t.body.juros =
      typeof b.valorOuPercentual === "string" ? Number(b.valorOuPercentual) : b.valorOuPercentual;
    return null;
  }),
  command("rebate", "conceder-abatimento", REBATE_BODY, "CONCESSAO_ABATIMENTO", (t, b) => {
    const c = cents(b.valorAbatimento);
    if (c >= cents(t.body.valor))
      return fail(422, "SIM_ABATIMENTO", "valorAbatimento deve ser menor que o valor do título");
    t.abatimento = c;
    return null;
  }),
  command("rebate_cancel", "cancelar-abatimento", EMPTY_BODY, "CANCELAMENTO_ABATIMENTO", (t) => {
    if (t.abatimento === 0) return fail(422, "SIM_SEM_ABATIMENTO", "Título sem abatimento concedido");
    t.abatimento = 0;
    return null;
  }),
  command("write_off", "baixa", EMPTY_BODY, "BAIXA", (t) => {
    t.situacao = "BAIXADO POR SOLICITACAO";
    return null;
  }),
  command("protest", "protesto", EMPTY_BODY, "PEDIDO_PROTESTO", (t) => {
    t.protesto = true;
    return null;
  }),
  command("protest_cancel", "sustar-protesto-manter-titulo", EMPTY_BODY, "SUSTAR_PROTESTO", (t) => {
    if (!t.protesto) return fail(422, "SIM_SEM_PROTESTO", "Título sem pedido de protesto");
    t.protesto = false;
    return null;
  }),
  command("protest_cancel", "sustar-protesto-baixar-titulo", EMPTY_BODY, "SUSTAR_PROTESTO_BAIXA", (t) => {
    if (!t.protesto) return fail(422, "SIM_SEM_PROTESTO", "Título sem pedido de protesto");
    t.protesto = false;
    t.situacao = "BAIXADO POR SOLICITACAO";
    return null;
  }),
];

/** Items of the liquidados list a page shows (500 per page, DanielBBarcelos' Sicredi interface). */
export const SETTLED_PAGE_SIZE = 500;

async function settled(req: SimRequest, _p: Record<string, string>, ctx: SimContext): Promise<SimResult> {
  const h = check(ACCOUNT_HEADERS, req.headers, "headers") ?? check(SETTLED_PARAMS, req.query, "query");
  if (h) return h;
  const coop = req.headers.cooperativa as string;
  const benef = req.query.codigoBeneficiario as string;
  const denied = await authorized(req, ctx, { cooperativa: coop, beneficiario: benef });
  if (denied) return denied;
  const [d, m, y] = (req.query.dia as string).split("/");
  const day = `${y}-${m}-${d}`;
  const size = (await ctx.store.get<number>("config:pageSize")) ?? SETTLED_PAGE_SIZE;
  const page = Number(req.query.pagina ?? "1");
  const all: Body[] = [];
  for (const [, t] of await ctx.store.list<SimTitle>(`title:${coop}:${benef}:`))
    for (const p of t.payments) if (p.paid_on === day) all.push(settledItem(t, p));
  const items = all.slice((page - 1) * size, page * size);
  return answer(200, { items, hasNext: page * size < all.length });
}

async function contract(req: SimRequest, _p: Record<string, string>, ctx: SimContext): Promise<SimResult> {
  const h = check(ACCOUNT_HEADERS, req.headers, "headers") ?? check(WEBHOOK_CONTRACT_BODY, req.body, "body");
  if (h) return h;
  const b = req.body as Body;
  const denied = await authorized(req, ctx, { cooperativa: b.cooperativa, beneficiario: b.codBeneficiario });
  if (denied) return denied;
  const key = contractKey(String(b.cooperativa), String(b.codBeneficiario));
  const existing = await ctx.store.get<Body>(key);
  if (existing && existing.contratoStatus === "ATIVO")
    return fail(422, "SIM_CONTRATO", "Contrato já existente.");
  await ctx.store.put(key, b);
  return answer(201, b, true);
}

async function contractQuery(
  req: SimRequest,
  _p: Record<string, string>,
  ctx: SimContext,
): Promise<SimResult> {
  const denied = await authorized(req, ctx, {
    cooperativa: req.query.cooperativa,
    beneficiario: req.query.beneficiario,
  });
  if (denied) return denied;
  const c = await ctx.store.get<Body>(
    contractKey(String(req.query.cooperativa), String(req.query.beneficiario)),
  );
  return c ? answer(200, c) : fail(422, "SIM_SEM_CONTRATO", "Nenhum contrato encontrado");
}

const routes: SimRoute[] = [
  { operation: "query", method: "POST", path: "/auth/openapi/token", handle: token },
  { operation: "query", method: "POST", path: "/sb/auth/openapi/token", handle: token },
  { operation: "settled", method: "GET", path: "/boletos/liquidados/dia", handle: settled },
  { operation: "register", method: "POST", path: "/boletos", handle: register },
  { operation: "query", method: "GET", path: "/boletos", handle: query },
  ...COMMANDS,
  { operation: "webhook_register", method: "POST", path: "/webhook/contrato/", handle: contract },
  { operation: "webhook_register", method: "GET", path: "/webhook/contrato/", handle: contractQuery },
];

/** Finds a stored title by the 9-digit nosso número (`id`), lote's 5-digit sequence or the Pix txid. */
async function findTitle(
  ctx: SimContext,
  sel: { id?: string; our_number?: string; txid?: string },
): Promise<SimTitle | undefined> {
  for (const [, t] of await ctx.store.list<SimTitle>("title:")) {
    if (sel.id !== undefined && t.nossoNumero === sel.id.padStart(9, "0")) return t;
    if (sel.our_number !== undefined && t.nossoNumero.slice(3, 8) === sel.our_number.padStart(5, "0"))
      return t;
    if (sel.txid !== undefined && registerAnswer(t).txid === sel.txid) return t;
  }
  return undefined;
}

/** Whether a contract's events cover a movimento ("LIQUIDACAO" covers every liquidação). */
const covers = (eventos: unknown, movimento: string): boolean =>
  Array.isArray(eventos) && (eventos.includes("LIQUIDACAO") || eventos.includes(movimento));

/** Sicredi's simulator spec. */
export const simulator: SimulatorSpec = {
  provider: "748",
  mtls: false,
  apiKey: { in: "header", name: "x-api-key" },
  routes,
  error: errorBody,
  async pay(ctx, title, payment, settings) {
    const t = await findTitle(ctx, title);
    if (!t) return { found: false, webhooks: [] };
    const p: SimPayment = {
      amount_cents: payment.amount_cents,
      paid_on: payment.paid_on,
      channel: payment.channel ?? "boleto",
      seq: await nextSeq(ctx, "payment"),
    };
    t.payments.push(p);
    t.situacao = "LIQUIDADO";
    await save(ctx, t);
    const c = await ctx.store.get<Body>(contractKey(t.cooperativa, String(t.body.codigoBeneficiario)));
    const active =
      c?.contratoStatus === "ATIVO" && c.urlStatus === "ATIVO" && covers(c.eventos, movimentoOf(p));
    const webhooks: SimWebhook[] =
      active || settings.webhookUrl
        ? [{ headers: { ...JSON_HEADERS }, body: JSON.stringify(paymentEvent(t, p)) }]
        : [];
    return { found: true, webhooks };
  },
};
