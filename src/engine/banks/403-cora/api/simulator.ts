/**
 * A simulated Cora API v2 (Integração Direta) for the harness (`connect/sim.ts`): `/token` on the
 * API host with only the client id in the form, behind mTLS; Cora's paths; every body, query and
 * idempotency header validated against `published.ts`; the idempotency key answering the invoice
 * it made; payments of any amount, by boleto or Pix, notified as Cora does — a bodiless `POST`
 * whose headers name the event and the invoice — to every registered endpoint.
 *
 * Error bodies as frones/ACBr `ACBrBoletoRet_Cora.pas` reads Cora's: 400 `{ errors: [{ code,
 * message }] }`, 404 and 422 `{ code, message }`; the codes themselves are lote's (Cora lists none).
 */
import { type SchemaIssue, validateSchema } from "../../../connect/schema";
import {
  nextSeq,
  type SimContext,
  type SimResult,
  type SimRoute,
  type SimulatorSpec,
} from "../../../connect/sim";
import { ENDPOINT_REQUEST, IDEMPOTENT_HEADERS, INVOICE_REQUEST, LIST_QUERY } from "./published";
import {
  idempotencyKeyOf,
  invoiceIdOf,
  load,
  ourNumberOf,
  type SimInvoice,
  save,
  spToday,
  view,
} from "./simulator-state";

const error = (_status: number, code: string, message: string) => ({ code, message });

const answer = (status: number, body: unknown, committed = false): SimResult => ({
  response: { status, headers: { "content-type": "application/json" }, body },
  committed,
});

/** A 400 as ACBr reads Cora's: `errors[]` of `{ code, message }` (the codes here are lote's). */
function invalid(issues: SchemaIssue[]): SimResult | undefined {
  if (issues.length === 0) return undefined;
  return answer(400, {
    errors: issues.map((i) => ({ code: "INVALID_FIELD", message: `${i.path}: ${i.message}` })),
  });
}

const obj = (v: unknown) => (typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {});

const create: SimRoute["handle"] = async (req, _p, ctx) => {
  const bad =
    invalid(validateSchema(IDEMPOTENT_HEADERS, req.headers, "headers")) ??
    invalid(validateSchema(INVOICE_REQUEST, req.body, "body"));
  if (bad) return bad;
  const key = req.headers["idempotency-key"] as string;
  const seen = await load(ctx, await ctx.store.get<string>(idempotencyKeyOf(key)));
  // Cora: "se a resposta não for recebida e o mesmo UUID for reenviado, o registro não é duplicado".
  if (seen) return answer(200, view(seen, spToday(ctx)));
  const b = obj(req.body);
  const services = Array.isArray(b.services) ? b.services : [];
  const cents = services.reduce<number>((s, x) => s + Number(obj(x).amount), 0);
  const n = await nextSeq(ctx, "cora-invoice");
  const inv: SimInvoice = {
    id: invoiceIdOf(n),
    ...(typeof b.code === "string" ? { code: b.code } : {}),
    status: "OPEN",
    cents,
    dueDate: String(obj(b.payment_terms).due_date),
    createdOn: spToday(ctx),
    customer: obj(b.customer),
    services,
    forms: Array.isArray(b.payment_forms) ? b.payment_forms.map(String) : ["BANK_SLIP"],
    ourNumber: ourNumberOf(n),
    paidCents: 0,
  };
  await save(ctx, inv);
  await ctx.store.put(idempotencyKeyOf(key), inv.id);
  return answer(200, view(inv, spToday(ctx)), true);
};

const detail: SimRoute["handle"] = async (_req, p, ctx) => {
  const inv = await load(ctx, p.id);
  return inv
    ? answer(200, view(inv, spToday(ctx)))
    : answer(404, error(404, "NOT_FOUND", "invoice not found"));
};

const list: SimRoute["handle"] = async (req, _p, ctx) => {
  const bad = invalid(validateSchema(LIST_QUERY, req.query, "query"));
  if (bad) return bad;
  const { start, end, state } = req.query;
  const today = spToday(ctx);
  const all = (await ctx.store.list<SimInvoice>("cora:invoice:"))
    .map(([, i]) => i)
    .filter((i) => (!start || i.dueDate >= start) && (!end || i.dueDate <= end))
    .map((i) => view(i, today))
    .filter((v) => !state || v.status === state);
  const per = Number(req.query.perPage ?? "20");
  const page = Number(req.query.page ?? "1");
  return answer(200, { totalItems: all.length, items: all.slice((page - 1) * per, page * per) });
};

const cancel: SimRoute["handle"] = async (_req, p, ctx) => {
  const inv = await load(ctx, p.id);
  if (!inv) return answer(404, error(404, "NOT_FOUND", "invoice not found"));
  if (inv.status !== "OPEN") return answer(422, error(422, "INVALID_STATUS", `invoice is ${inv.status}`));
  inv.status = "CANCELLED";
  await save(ctx, inv);
  return { response: { status: 204, body: null }, committed: true };
};

const endpoint: SimRoute["handle"] = async (req, _p, ctx) => {
  const bad =
    invalid(validateSchema(IDEMPOTENT_HEADERS, req.headers, "headers")) ??
    invalid(validateSchema(ENDPOINT_REQUEST, req.body, "body"));
  if (bad) return bad;
  const b = obj(req.body);
  const id = `end_${await nextSeq(ctx, "cora-endpoint")}`;
  await ctx.store.put(`cora:endpoint:${id}`, { id, url: b.url, resource: b.resource, trigger: b.trigger });
  return answer(201, { id, url: b.url, resource: b.resource, trigger: b.trigger }, true);
};

const routes: readonly SimRoute[] = [
  { operation: "register", method: "POST", path: "/v2/invoices/", handle: create },
  { operation: "register", method: "POST", path: "/v2/invoices", handle: create },
  { operation: "query", method: "GET", path: "/v2/invoices", handle: list },
  { operation: "query", method: "GET", path: "/v2/invoices/:id", handle: detail },
  { operation: "write_off", method: "DELETE", path: "/v2/invoices/:id", handle: cancel },
  { operation: "webhook_register", method: "POST", path: "/endpoints/", handle: endpoint },
];

async function findInvoice(ctx: SimContext, t: { id?: string; our_number?: string }) {
  const byId = await load(ctx, t.id);
  if (byId) return byId;
  return (await ctx.store.list<SimInvoice>("cora:invoice:"))
    .map(([, i]) => i)
    .find((i) => i.ourNumber === t.our_number);
}

export const simulator: SimulatorSpec = {
  provider: "403",
  titlePrefix: "cora:invoice:",
  tokenPath: "/token",
  clientAuth: "client_id_only",
  mtls: true,
  routes,
  error,
  async pay(ctx, title, payment) {
    const inv = await findInvoice(ctx, title);
    if (inv?.status !== "OPEN") return { found: false, webhooks: [] };
    inv.status = "PAID";
    inv.paidCents = payment.amount_cents;
    inv.paidOn = payment.paid_on;
    await save(ctx, inv);
    const n = await nextSeq(ctx, "cora-event");
    const endpoints = (await ctx.store.list<{ resource: string; trigger: string }>("cora:endpoint:")).filter(
      ([, e]) => e.resource === "invoice" && e.trigger === "paid",
    );
    const headers = {
      "user-agent": "Cora-Webhook",
      "webhook-event-id": `evt_sim${String(n).padStart(17, "0")}`,
      "webhook-event-type": "invoice.paid",
      "webhook-resource-id": inv.id,
      "content-length": "0",
    };
    return { found: true, webhooks: endpoints.map(() => ({ headers, body: "" })) };
  },
};
