/**
 * A simulated C6 Bank BolePix API for the harness (`connect/sim.ts`): OAuth2 client credentials at
 * `/v1/auth` with the client id and secret in the form, behind mTLS; the BolePix paths keyed by
 * lote's `external_reference_id`; every body validated against `published.ts`; C6's error body
 * (`status`, `title`, `detail`, `correlation_id`, as frones/ACBr reads it); the same
 * `external_reference_id` registered again answering the BolePix it made (the roteiro's
 * duplicate case, BP_01_02: its result is not published); payments of any amount notified with
 * the BolePix object to the webhook registered for `BANK_SLIP`.
 */
import { type SchemaIssue, validateSchema } from "../../../connect/schema";
import { nextSeq, type SimResult, type SimRoute, type SimulatorSpec } from "../../../connect/sim";
import { BOLEPIX_REQUEST, BOLEPIX_UPDATE, WEBHOOK_REQUEST } from "./published";
import { load, type SimSlip, save, slipIdOf, view } from "./simulator-state";

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  404: "Not Found",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  503: "Service Unavailable",
};

const error = (status: number, code: string, message: string) => ({
  status,
  title: TITLES[status] ?? "Error",
  detail: message,
  type: code,
  correlation_id: `sim-${code.toLowerCase()}`,
});

const answer = (status: number, body: unknown, committed = false): SimResult => ({
  response: { status, headers: { "content-type": "application/json" }, body },
  committed,
});

function invalid(issues: SchemaIssue[]): SimResult | undefined {
  const first = issues[0];
  return first ? answer(400, error(400, "VALIDATION", `${first.path}: ${first.message}`)) : undefined;
}

const obj = (v: unknown) => (typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {});

/** Centavos of a decimal the simulator received, from its digits (no float maths). */
function cents(v: unknown): number {
  const [whole = "0", frac = ""] = String(v).split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0").slice(0, 2));
}

const create: SimRoute["handle"] = async (req, _p, ctx) => {
  const bad = invalid(validateSchema(BOLEPIX_REQUEST, req.body, "body"));
  if (bad) return bad;
  const b = obj(req.body);
  const ext =
    typeof b.external_reference_id === "string"
      ? b.external_reference_id
      : `SIM${String(await nextSeq(ctx, "c6-ext")).padStart(23, "0")}`;
  const seen = await load(ctx, ext);
  if (seen) return answer(201, view(seen));
  const n = await nextSeq(ctx, "c6-slip");
  const pm = obj(b.payment_method);
  const pixKey = obj(pm.pix).key;
  const s: SimSlip = {
    id: slipIdOf(n),
    ext,
    status: "CREATED",
    cents: cents(b.amount),
    dueDate: String(b.due_date),
    description: String(b.description),
    payer: obj(b.payer),
    ...(b.fees ? { fees: obj(b.fees) } : {}),
    billingScheme: String(obj(pm.bank_slip).billing_scheme),
    ourNumber: String(n).padStart(10, "0"),
    ...(typeof pixKey === "string" ? { pixKey } : {}),
  };
  await save(ctx, s);
  return answer(201, view(s), true);
};

const read: SimRoute["handle"] = async (_req, p, ctx) => {
  const s = await load(ctx, p.ext);
  return s ? answer(200, view(s)) : answer(404, error(404, "NOT_FOUND", "bank slip not found"));
};

const update: SimRoute["handle"] = async (req, p, ctx) => {
  const bad = invalid(validateSchema(BOLEPIX_UPDATE, req.body, "body"));
  if (bad) return bad;
  const s = await load(ctx, p.ext);
  if (!s) return answer(404, error(404, "NOT_FOUND", "bank slip not found"));
  if (s.status !== "CREATED") return answer(422, error(422, "INVALID_STATUS", `bank slip is ${s.status}`));
  const b = obj(req.body);
  if (b.amount !== undefined) s.cents = cents(b.amount);
  if (typeof b.due_date === "string") s.dueDate = b.due_date;
  if (typeof b.description === "string") s.description = b.description;
  await save(ctx, s);
  return answer(200, view(s), true);
};

const cancel: SimRoute["handle"] = async (_req, p, ctx) => {
  const s = await load(ctx, p.ext);
  if (!s) return answer(404, error(404, "NOT_FOUND", "bank slip not found"));
  if (s.status !== "CREATED") return answer(422, error(422, "INVALID_STATUS", `bank slip is ${s.status}`));
  s.status = "CANCELLED";
  await save(ctx, s);
  return { response: { status: 204, body: null }, committed: true };
};

const webhookPut: SimRoute["handle"] = async (req, _p, ctx) => {
  const bad = invalid(validateSchema(WEBHOOK_REQUEST, req.body, "body"));
  if (bad) return bad;
  const b = obj(req.body);
  await ctx.store.put(`c6:webhook:${String(b.service)}`, { url: b.url, service: b.service });
  return answer(200, { url: b.url, service: b.service }, true);
};

const webhookGet: SimRoute["handle"] = async (req, _p, ctx) => {
  const w = await ctx.store.get(`c6:webhook:${req.query.service ?? "BANK_SLIP"}`);
  return answer(200, w ? [w] : []);
};

const routes: readonly SimRoute[] = [
  { operation: "register", method: "POST", path: "/v2/bank_slips/", handle: create },
  { operation: "register", method: "POST", path: "/v2/bank_slips", handle: create },
  { operation: "query", method: "GET", path: "/v2/bank_slips/:ext", handle: read },
  { operation: "due_date_change", method: "PATCH", path: "/v2/bank_slips/:ext", handle: update },
  { operation: "write_off", method: "PUT", path: "/v2/bank_slips/:ext/cancel", handle: cancel },
  { operation: "webhook_register", method: "POST", path: "/v1/webhooks/", handle: webhookPut },
  { operation: "query", method: "GET", path: "/v1/webhooks/", handle: webhookGet },
];

export const simulator: SimulatorSpec = {
  provider: "336",
  titlePrefix: "c6:slip:",
  tokenPath: "/v1/auth",
  clientAuth: "form",
  mtls: true,
  routes,
  error,
  async pay(ctx, title, payment) {
    let s = await load(ctx, title.id);
    if (!s && title.our_number)
      s = (await ctx.store.list<SimSlip>("c6:slip:"))
        .map(([, x]) => x)
        .find((x) => x.ourNumber === title.our_number);
    if (s?.status !== "CREATED") return { found: false, webhooks: [] };
    s.status = "PAID";
    s.paidCents = payment.amount_cents;
    s.paidOn = payment.paid_on;
    await save(ctx, s);
    const hook = await ctx.store.get("c6:webhook:BANK_SLIP");
    const webhooks = hook
      ? [{ headers: { "content-type": "application/json" }, body: JSON.stringify(view(s)) }]
      : [];
    return { found: true, webhooks };
  },
};
