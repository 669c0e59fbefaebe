/**
 * A simulator of Santander's API de Cobrança (collection_bill_management v2), speaking its paths
 * relative to the API base, its auth (client credentials in the form with the certificate; the
 * `X-Application-Key` header on every call) and its error body `{ _errorCode, _message, _errors }`.
 * Every request is validated against published.ts first (400 "Request validation exception").
 *
 * Santander publishes no `_code` values in the sources found: the codes below (`SIM_…`) are the
 * simulator's own; a duplicate answers 409, as the public reference's table reads 409.
 */
import {
  nextSeq,
  type SimContext,
  type SimRequest,
  type SimResult,
  type SimRoute,
  type SimulatorSpec,
} from "../../../connect/sim";
import { padDigits } from "../../../math/check-digits";
import { INSTRUCTION_BODY, QUERY_PARAMS, REGISTER_BODY, SETTLED_PARAMS, WORKSPACE_BODY } from "./published";
import {
  answer,
  type Body,
  billOf,
  cents,
  check,
  errorBody,
  fail,
  JSON_HEADERS,
  notification,
  registerAnswer,
  type SimTitle,
  type SimWorkspace,
  titleKey,
  today,
} from "./simulator-state";

type Params = Record<string, string>;

async function workspaceOf(ctx: SimContext, id: string | undefined): Promise<SimWorkspace | undefined> {
  return id === undefined ? undefined : ctx.store.get<SimWorkspace>(`workspace:${id}`);
}

async function createWorkspace(req: SimRequest, _p: Params, ctx: SimContext): Promise<SimResult> {
  const bad = check(WORKSPACE_BODY, req.body);
  if (bad) return bad;
  const b = req.body as Body;
  const id = `00000000-0000-4000-8000-${padDigits(String(await nextSeq(ctx, "workspace")), 12)}`;
  const w: SimWorkspace = {
    id,
    type: "BILLING",
    ...(typeof b.description === "string" ? { description: b.description } : {}),
    covenants: (b.covenants as { code: number }[]).map((c) => ({ code: String(c.code) })),
    ...(typeof b.webhookURL === "string" ? { webhookURL: b.webhookURL } : {}),
    bankSlipBillingWebhookActive: b.bankSlipBillingWebhookActive === true,
    pixBillingWebhookActive: b.pixBillingWebhookActive === true,
    status: "ACTIVE",
  };
  await ctx.store.put(`workspace:${id}`, w);
  return answer(201, w, true);
}

async function listWorkspaces(_r: SimRequest, _p: Params, ctx: SimContext): Promise<SimResult> {
  const all = (await ctx.store.list<SimWorkspace>("workspace:")).map(([, w]) => w);
  return answer(200, { _content: all, _pageable: { _limit: 50, _offset: 0, _totalElements: all.length } });
}

async function register(req: SimRequest, p: Params, ctx: SimContext): Promise<SimResult> {
  const w = await workspaceOf(ctx, p.ws);
  if (!w) return fail(404, "SIM_WORKSPACE", "Workspace não encontrada", "workspace_id");
  const bad = check(REGISTER_BODY, req.body);
  if (bad) return bad;
  const b = req.body as Body;
  if (!w.covenants.some((c) => Number(c.code) === Number(b.covenantCode)))
    return fail(400, "SIM_CONVENIO", "Convênio não cadastrado na workspace", "covenantCode");
  const nsuKey = `nsu:${Number(b.covenantCode)}:${b.nsuDate}:${b.nsuCode}`;
  if ((await ctx.store.get(titleKey(b.covenantCode, b.bankNumber))) || (await ctx.store.get(nsuKey)))
    return fail(409, "SIM_DUPLICADO", "Título já existente para o convênio", "bankNumber");
  if (String(b.dueDate) < String(b.issueDate))
    return fail(400, "SIM_VENCIMENTO", "Data de vencimento anterior à data de emissão", "dueDate");
  const t: SimTitle = {
    workspace: w.id,
    body: b,
    status: "ATIVO",
    protested: false,
    entryDate: today(ctx),
    payments: [],
    ...(b.key ? { qrId: `00000000-0000-4000-9000-${padDigits(String(b.bankNumber), 12).slice(-12)}` } : {}),
  };
  await ctx.store.put(titleKey(b.covenantCode, b.bankNumber), t);
  await ctx.store.put(nsuKey, titleKey(b.covenantCode, b.bankNumber));
  return answer(201, await registerAnswer(ctx, t), true);
}

/** Applies one PATCH body: an operation or the changed fields. */
function apply(t: SimTitle, b: Body, day: string): SimResult | null {
  const op = b.operation;
  if (op === "CANCELAR_PROTESTO") {
    if (!t.protested) return fail(400, "SIM_PROTESTO", "Título sem instrução de protesto", "operation");
    t.protested = false;
    return null;
  }
  if (t.status !== "ATIVO")
    return fail(400, "SIM_SITUACAO", "Operação não permitida para a situação do título");
  if (op === "BAIXAR") t.status = "BAIXADO";
  else if (op === "PROTESTAR") {
    if (String(t.body.dueDate) >= day)
      return fail(400, "SIM_PROTESTO", "Título não vencido não pode ser protestado", "operation");
    t.protested = true;
  }
  for (const f of [
    "dueDate",
    "deductionValue",
    "interestPercentage",
    "finePercentage",
    "fineQuantityDays",
    "discount",
    "clientNumber",
  ])
    if (b[f] !== undefined) t.body[f] = b[f];
  return null;
}

async function instruct(req: SimRequest, p: Params, ctx: SimContext): Promise<SimResult> {
  if (!(await workspaceOf(ctx, p.ws)))
    return fail(404, "SIM_WORKSPACE", "Workspace não encontrada", "workspace_id");
  const bad = check(INSTRUCTION_BODY, req.body);
  if (bad) return bad;
  const b = req.body as Body;
  const key = titleKey(b.covenantCode, b.bankNumber);
  const t = await ctx.store.get<SimTitle>(key);
  if (!t) return fail(404, "SIM_NAO_ENCONTRADO", "Título não encontrado", "bankNumber");
  const refused = apply(t, b, today(ctx));
  if (refused) return refused;
  await ctx.store.put(key, t);
  return answer(
    200,
    { covenantCode: b.covenantCode, bankNumber: b.bankNumber, message: "Instrução realizada com sucesso" },
    true,
  );
}

async function query(req: SimRequest, _p: Params, ctx: SimContext): Promise<SimResult> {
  const bad = check(QUERY_PARAMS, req.query);
  if (bad) return bad;
  const t = await ctx.store.get<SimTitle>(titleKey(req.query.beneficiaryCode, req.query.bankNumber));
  if (!t) return fail(404, "SIM_NAO_ENCONTRADO", "Boleto não encontrado", "bankNumber");
  return answer(200, {
    _content: [await billOf(ctx, t)],
    _pageable: { _limit: 1, _offset: 0, _totalElements: 1 },
  });
}

async function settled(req: SimRequest, p: Params, ctx: SimContext): Promise<SimResult> {
  if (!(await workspaceOf(ctx, p.ws)))
    return fail(404, "SIM_WORKSPACE", "Workspace não encontrada", "workspace_id");
  const bad = check(SETTLED_PARAMS, req.query);
  if (bad) return bad;
  const q = req.query;
  const hits: Body[] = [];
  for (const [, t] of await ctx.store.list<SimTitle>("title:")) {
    const last = t.payments[t.payments.length - 1];
    if (
      t.workspace !== p.ws ||
      !last ||
      last.paid_on < String(q.paymentDateInitial) ||
      last.paid_on > String(q.paymentDateFinal)
    )
      continue;
    if (q.bankNumber !== undefined && Number(q.bankNumber) !== Number(t.body.bankNumber)) continue;
    hits.push(await billOf(ctx, t));
  }
  const limit = Number(q.limit ?? "50");
  const offset = Number(q.offset ?? "0");
  const page = hits.slice(offset, offset + limit);
  return answer(200, {
    _content: page,
    _pageable: {
      _limit: limit,
      _offset: offset,
      _pageNumber: Math.floor(offset / limit),
      _pageElements: page.length,
      _totalPages: Math.ceil(hits.length / limit),
      _totalElements: hits.length,
    },
  });
}

/** The sonda: `GET …/bank_slips/{nsuCode.nsuDate.env.covenantCode.bankNumber}`. */
async function sonda(_r: SimRequest, p: Params, ctx: SimContext): Promise<SimResult> {
  const parts = (p.id ?? "").split(".");
  if (parts.length !== 5) return fail(400, "2084", "Formato da chave bankslip_id inválido", "bankslip_id");
  const t = await ctx.store.get<SimTitle>(titleKey(parts[3], parts[4]));
  if (!t || t.workspace !== p.ws || String(t.body.nsuCode) !== parts[0])
    return fail(404, "SIM_NAO_ENCONTRADO", "Boleto não encontrado");
  return answer(200, await registerAnswer(ctx, t));
}

const routes: SimRoute[] = [
  { operation: "webhook_register", method: "POST", path: "/workspaces", handle: createWorkspace },
  { operation: "query", method: "GET", path: "/workspaces", handle: listWorkspaces },
  { operation: "register", method: "POST", path: "/workspaces/:ws/bank_slips", handle: register },
  { operation: "due_date_change", method: "PATCH", path: "/workspaces/:ws/bank_slips", handle: instruct },
  { operation: "settled", method: "GET", path: "/workspaces/:ws/bank_slips", handle: settled },
  { operation: "query", method: "GET", path: "/workspaces/:ws/bank_slips/:id", handle: sonda },
  { operation: "query", method: "GET", path: "/bills", handle: query },
];

/** Santander's simulator spec. */
export const simulator: SimulatorSpec = {
  provider: "033",
  tokenPath: "/auth/oauth/v2/token",
  clientAuth: "form",
  mtls: true,
  apiKey: { in: "header", name: "X-Application-Key" },
  routes,
  error: (status, code, message) => errorBody(status, message, [{ _code: code, _message: message }]),
  async pay(ctx, title, payment, settings) {
    let found: [string, SimTitle] | undefined;
    for (const [k, t] of await ctx.store.list<SimTitle>("title:")) {
      const bn = padDigits(String(t.body.bankNumber), 13);
      if (
        (title.id !== undefined && Number(title.id) === Number(bn)) ||
        (title.our_number !== undefined && bn.slice(0, 12) === padDigits(title.our_number, 12))
      )
        found = [k, t];
    }
    if (!found) return { found: false, webhooks: [] };
    const [key, t] = found;
    const p = {
      amount_cents: payment.amount_cents,
      paid_on: payment.paid_on,
      channel: payment.channel ?? "boleto",
    } as const;
    t.payments.push(p);
    t.status = p.amount_cents >= cents(t.body.nominalValue) ? "LIQUIDADO" : "LIQUIDADO PARCIALMENTE";
    await ctx.store.put(key, t);
    const w = await workspaceOf(ctx, t.workspace);
    const hooked =
      (w?.webhookURL && (p.channel === "pix" ? w.pixBillingWebhookActive : w.bankSlipBillingWebhookActive)) ||
      settings.webhookUrl;
    return {
      found: true,
      webhooks: hooked ? [{ headers: JSON_HEADERS, body: JSON.stringify(notification(t, p)) }] : [],
    };
  },
};
