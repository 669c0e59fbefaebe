/**
 * `connector.register` (lote-jobs): register one boleto at its bank's API, or create its Pix charge
 * (cobv) at its PSP — exactly once, whatever fails:
 * 1. a previous attempt that may have reached the provider (state `calling` or `unknown`: a
 *    timeout after the bank committed, a worker that died mid-call) is reconciled by a **query by
 *    the title's natural key** before anything is sent again;
 * 2. the attempt is **recorded before the call** (`beginAttempt`: one conditional statement), so
 *    of two consumers only one calls;
 * 3. the request carries the provider's idempotency key where it has one (a Pix txid, Cora's
 *    Idempotency-Key);
 * 4. the answer goes through the ledger: `entry_sent` at the first attempt, then `registered`
 *    (with the provider's ids and, when it assigns them, its codes — checked before anything is
 *    rendered) or `entry_rejected` with the provider's code; a transient answer or a timeout
 *    leaves the registration `unknown` and the message comes back later, which queries first.
 * A wait for the connection's turn (pace, a 429, an open circuit) sends the message again with a
 * delay instead of holding a consumer.
 */
import {
  type ApiTitle,
  type BoletoInput,
  buildBoleto,
  type ProviderCodes,
  pixProviderIds,
  type TitleKey,
  validateBoletoInput,
} from "../engine/index";
import { applyAnswersNow } from "../ledger/answers";
import type { BankAnswer } from "../ledger/decide";
import { engineInput } from "../ledger/input";
import { saoPauloDate } from "../platform/clock";
import { checkFault } from "../platform/faults";
import type { Services } from "../services";
import type { DataDb } from "../storage/db";
import { callProvider, retryAfter } from "./call";
import { itemForRegistration, providerCodesStatements } from "./items";
import type { ConnectorMessage } from "./messages";
import { beginAttempt, findRegistration, type RegistrationRow, settleStatement } from "./registrations";
import { connectorOf, credentialsOf, findConnection } from "./store";

type RegisterMessage = Extract<ConnectorMessage, { type: "connector.register" }>;

/** Seconds before a transient failure is tried again, by attempt (then the cron's safety net). */
const BACKOFF = [1, 2, 5, 15, 60, 300];

/** The title's natural key at its provider, from its input and what the provider returned. */
export function titleKeyOf(
  input: BoletoInput,
  reg: Pick<RegistrationRow, "providerIds" | "idempotencyKey" | "provider">,
): TitleKey {
  // A Pix charge's txid is lote's own, derived from the reference: known before any call.
  const ids =
    reg.providerIds ?? (reg.provider === "pix" ? pixProviderIds({ reference: reg.idempotencyKey }) : null);
  return {
    our_number: input.our_number,
    account: {
      agency: input.agency,
      account: input.account,
      wallet: input.wallet,
      agreement: input.agreement,
      bank_fields: input.bank_fields,
      account_digit: input.account_digit,
      agency_digit: input.agency_digit,
    },
    beneficiary_document: input.beneficiary.document,
    ...(ids ? { provider_ids: ids } : {}),
    ...(input.document_number ? { document_number: input.document_number } : {}),
    due_date: input.due_date,
    ...(input.issue_date ? { issue_date: input.issue_date } : {}),
    reference: reg.idempotencyKey,
  };
}

export async function registerTitle(svc: Services, msg: RegisterMessage): Promise<void> {
  const data = await svc.data(msg.tenant_id, msg.item_id);
  const reg = await findRegistration(data, msg.tenant_id, msg.item_id, msg.provider);
  if (!reg || reg.state === "rejected" || reg.state === "failed_over") return;
  const item = await itemForRegistration(data, msg.tenant_id, msg.item_id);
  const conn = await findConnection(svc, msg.tenant_id, reg.connectionId);
  const c = connectorOf(reg.provider);
  if (!item || !conn || !c || item.status === "failed" || item.status === "skipped") return;
  const connector = c.connector;
  // A bank that assigns the codes: lote's placeholder nosso número stands until its own arrives.
  const v = validateBoletoInput(engineInput(item.input), { codesFromBank: connector.assignsCodes });
  if (!v.ok) return;
  const input = v.value;
  const creds = await credentialsOf(svc, conn);
  const now = svc.clock.now();
  const key = titleKeyOf(input, reg);
  const call = (req: Parameters<typeof callProvider>[4], op: Parameters<typeof callProvider>[5]) =>
    // One name per registration at the gate, across deliveries: a turn booked while waiting is
    // claimed when the message comes back (only the consumer whose attempt landed ever calls).
    callProvider(svc, conn, connector, creds, req, op, `${reg.provider}:${reg.itemId}`);
  const later = (seconds: number, why: Record<string, unknown>) =>
    retryLater(svc, data, msg, reg, seconds, why);

  // Registered, but the provider's codes are not out yet (Inter answers asynchronously): ask again.
  if (reg.state === "registered") {
    if (reg.codes || !needsCodes(reg.provider, connector.assignsCodes)) return;
    // A Pix charge of a boleto re-issued with a new due date or amount follows it first.
    if (reg.provider === "pix") {
      for (const type of ["due_date_change", "amount_change"] as const) {
        const reqs = connector.instruct(key, {
          type,
          reference: reg.idempotencyKey,
          today: saoPauloDate(now),
          ...(type === "due_date_change" && input.due_date ? { due_date: input.due_date } : {}),
          ...(type === "amount_change" ? { amount_cents: input.amount_cents } : {}),
        });
        for (const r of reqs ?? []) {
          const x = await call(r, type);
          if (x.kind !== "response")
            return later(x.kind === "waiting" ? Math.ceil(x.waitMs / 1000) : 2, { following: type });
        }
      }
    }
    const q = await call(connector.query(key), "query");
    if (q.kind !== "response")
      return later(q.kind === "waiting" ? Math.ceil(q.waitMs / 1000) : 2, { awaiting_codes: true });
    const o = connector.parseQuery(q.res, key);
    if (o.kind === "ok" && o.codes && hasCodes(o.codes))
      return settleCodes(svc, data, msg, reg, reg.attempts, o.codes, input);
    return later(2, { awaiting_codes: true });
  }

  // 1. An attempt may have reached the provider: look before sending anything again.
  let absent = false;
  if (reg.attempts > 0 && (reg.state === "calling" || reg.state === "unknown")) {
    const q = await call(connector.query(key), "query");
    if (q.kind === "waiting") return later(Math.ceil(q.waitMs / 1000), { waiting: q.circuit });
    if (q.kind !== "response") return later(backoff(reg), { query: q.kind });
    const o = connector.parseQuery(q.res, key);
    if (o.kind === "ok")
      return registered(
        svc,
        data,
        msg,
        reg,
        reg.attempts,
        { provider_ids: o.provider_ids, codes: o.codes },
        input,
        "query",
      );
    if (o.kind !== "not_found")
      return later(backoff(reg), { query: o.kind, code: "code" in o ? o.code : null });
    absent = true;
  }

  // 2. Record the attempt; only the consumer whose record lands calls.
  const title: ApiTitle = {
    input,
    ...(connector.assignsCodes
      ? {}
      : { boleto: buildBoleto(input, { today: String(item.result?.processed_on ?? saoPauloDate(now)) }) }),
    reference: reg.idempotencyKey,
    today: saoPauloDate(now),
  };
  const req = connector.register(title);
  if ("issues" in req) {
    // The title cannot be said in this API (a field it lacks): refused here, nothing sent.
    const first = req.issues[0];
    const message = req.issues
      .map((i: { path: string; message: string }) => `${i.path}: ${i.message}`)
      .join("; ");
    return rejected(svc, data, msg, reg, reg.attempts, {
      code: first?.code ?? "API_CANNOT_EXPRESS",
      message,
    });
  }
  if (!(await beginAttempt(data, reg, now))) return;
  const attempts = reg.attempts + 1;
  checkFault("connector.before_call");
  const x = await call(req, "register");
  const held = { ...reg, attempts, state: "calling" as const };
  if (x.kind === "waiting") {
    // Never sent (the connection's turn did not come): nothing can have reached the provider. A
    // title the query just found absent is pending again — else each return would spend its
    // booked turn on the query and book the registration behind the whole line once more.
    const back = reg.state === "pending" || absent ? "pending" : "unknown";
    await data.d1.batch([
      settleStatement(data, reg, attempts, { state: back, lastOutcome: { waiting: x.circuit } }, now),
    ]);
    return later(Math.ceil(x.waitMs / 1000), { waiting: x.circuit });
  }
  // Something went out: the boleto's entry is on its way to the bank (once).
  if (reg.provider !== "pix" && item.bankStatus !== "sent" && item.bankStatus !== "registered")
    await sent(svc, data, msg, reg);
  checkFault("connector.after_call");
  if (x.kind !== "response") {
    await data.d1.batch([
      settleStatement(
        data,
        reg,
        attempts,
        { state: "unknown", lastOutcome: { kind: x.kind } },
        svc.clock.now(),
      ),
    ]);
    return later(backoff(held), { kind: x.kind });
  }
  const o = connector.parseRegister(x.res, title);
  if (o.kind === "ok") return registered(svc, data, msg, held, attempts, o, input, "register");
  if (o.kind === "rejected")
    return rejected(svc, data, msg, held, attempts, {
      code: o.code,
      message: o.message,
      ...(o.field ? { field: o.field } : {}),
    });
  // A duplicate (the title exists: a timeout earlier, or another system) is reconciled by a query.
  await data.d1.batch([
    settleStatement(
      data,
      reg,
      attempts,
      { state: "unknown", lastOutcome: { kind: o.kind, code: o.code, status: o.status } },
      svc.clock.now(),
    ),
  ]);
  // A 429 is the connection's pace, not this title's trouble: its Retry-After (already holding the
  // connection at the gate), not the title's growing backoff.
  const wait = o.kind === "duplicate" ? 0 : x.res.status === 429 ? (retryAfter(x) ?? 1) : backoff(held);
  return later(wait, { kind: o.kind });
}

const needsCodes = (provider: string, assignsCodes: boolean) => provider === "pix" || assignsCodes;
const hasCodes = (c: ProviderCodes) => Boolean(c.barcode || c.digitable_line || c.pix_emv);
const backoff = (r: Pick<RegistrationRow, "attempts">) =>
  BACKOFF[Math.min(r.attempts, BACKOFF.length - 1)] as number;

/** The message again after `seconds` (a fresh message: waiting spends none of its retries), and the cron's due time. */
async function retryLater(
  svc: Services,
  data: DataDb,
  msg: RegisterMessage,
  reg: RegistrationRow,
  seconds: number,
  why: Record<string, unknown>,
) {
  const s = Math.min(Math.max(0, seconds), 3600);
  const at = svc.clock.now() + s * 1000;
  await data.d1
    .prepare(
      `UPDATE bank_registrations SET next_attempt_at = ?1, last_outcome = json_patch(COALESCE(last_outcome, '{}'), ?2), updated_at = ?3
        WHERE item_id = ?4 AND provider = ?5`,
    )
    .bind(at + 60_000, JSON.stringify(why), svc.clock.now(), reg.itemId, reg.provider)
    .run();
  await svc.queues.jobs.send(msg, { contentType: "json", ...(s > 0 ? { delaySeconds: s } : {}) });
}

/** The boleto's entry is on its way to the bank (bank status `sent`), as a remessa's would be. */
async function sent(svc: Services, data: DataDb, msg: RegisterMessage, reg: RegistrationRow) {
  await applyAnswersNow(svc, data, {
    tenantId: msg.tenant_id,
    jobId: reg.jobId,
    now: svc.clock.now(),
    answers: [
      {
        itemId: reg.itemId,
        key: `api:${reg.provider}:sent`,
        index: 0,
        event: "entry_sent",
        occurrence: { source: "api", provider: reg.provider, connection_id: reg.connectionId },
        eventData: {
          bank_code: reg.provider,
          registration: { path: "api", connection_id: reg.connectionId },
        },
      },
    ],
  });
}

async function registered(
  svc: Services,
  data: DataDb,
  msg: RegisterMessage,
  reg: RegistrationRow,
  attempts: number,
  o: { provider_ids: Record<string, string>; codes?: ProviderCodes },
  input: BoletoInput,
  how: "register" | "query",
) {
  const now = svc.clock.now();
  const settle = settleStatement(
    data,
    reg,
    attempts,
    {
      state: "registered",
      providerIds: o.provider_ids,
      lastOutcome: { kind: "ok", how },
      nextAttemptAt: null,
    },
    now,
  );
  if (reg.provider !== "pix") {
    const answer: BankAnswer = {
      itemId: reg.itemId,
      key: `api:${reg.provider}:registered`,
      index: 0,
      event: "registered",
      occurrence: { source: "api", provider: reg.provider, provider_ids: o.provider_ids, how },
      eventData: { bank_code: reg.provider, provider_ids: o.provider_ids },
    };
    await applyAnswersNow(svc, data, { tenantId: msg.tenant_id, jobId: reg.jobId, now, answers: [answer] }, [
      settle,
    ]);
  } else await data.d1.batch([settle]);
  const c = connectorOf(reg.provider);
  if (!needsCodes(reg.provider, c?.connector.assignsCodes ?? false)) return;
  if (o.codes && hasCodes(o.codes))
    return settleCodes(svc, data, msg, { ...reg, state: "registered" }, attempts, o.codes, input);
  await retryLater(svc, data, msg, { ...reg, state: "registered" }, 1, { awaiting_codes: true });
}

/** The provider's codes: checked against the title, then on the item, which renders with them. */
async function settleCodes(
  svc: Services,
  data: DataDb,
  msg: RegisterMessage,
  reg: RegistrationRow,
  attempts: number,
  codes: ProviderCodes,
  input: BoletoInput,
) {
  const now = svc.clock.now();
  const check = reg.provider === "pix" ? [] : (connectorOf(reg.provider)?.checkCodes?.(codes, input) ?? []);
  const stmts = [
    settleStatement(
      data,
      reg,
      attempts,
      { state: "registered", codes: { ...codes } as Record<string, string> },
      now,
    ),
    ...(check.length === 0 ? bankOurNumberStatements(data, reg, codes, input) : []),
    ...providerCodesStatements(data, reg.itemId, reg.provider, codes, check, now),
  ];
  await data.d1.batch(stmts);
  await svc.kinds.providerCodesReady(svc, msg.tenant_id, reg.jobId, reg.itemId);
}

/**
 * The bank's nosso número into the boleto's input when lote's placeholder is one the bank's rules
 * refuse (Cora's 18 digits): from then on the input is the title the bank holds, and every later
 * step (rendering, instructions, payments) reads it as a valid boleto of that bank.
 */
function bankOurNumberStatements(
  data: DataDb,
  reg: RegistrationRow,
  codes: ProviderCodes,
  input: BoletoInput,
): D1PreparedStatement[] {
  const ours = codes.our_number?.replace(/\D/g, "");
  if (reg.provider === "pix" || !ours || validateBoletoInput(input).ok) return [];
  if (!validateBoletoInput({ ...input, our_number: ours }).ok) return [];
  return [
    data.d1
      .prepare(
        `UPDATE items SET input = json_set(input, '$.our_number', ?2)
          WHERE id = ?1 AND json_extract(result, '$.awaiting_provider') = ?3`,
      )
      .bind(reg.itemId, ours, reg.provider),
  ];
}

async function rejected(
  svc: Services,
  data: DataDb,
  msg: RegisterMessage,
  reg: RegistrationRow,
  attempts: number,
  why: { code: string; message: string; field?: string },
) {
  const now = svc.clock.now();
  const settle = settleStatement(
    data,
    reg,
    attempts,
    { state: "rejected", lastOutcome: { kind: "rejected", ...why }, nextAttemptAt: null },
    now,
  );
  const waiting = providerCodesStatements(
    data,
    reg.itemId,
    reg.provider,
    null,
    [{ path: why.field ?? "", code: `PROVIDER_REJECTED_${why.code}`.slice(0, 64), message: why.message }],
    now,
  );
  if (reg.provider !== "pix") {
    const answer: BankAnswer = {
      itemId: reg.itemId,
      key: `api:${reg.provider}:rejected:${attempts}`,
      index: 0,
      event: "entry_rejected",
      reason: {
        occurrence: { source: "api", code: why.code, description: why.message, field: why.field ?? null },
      },
      occurrence: { source: "api", provider: reg.provider, code: why.code, description: why.message },
      eventData: { bank_code: reg.provider, rejection: why },
    };
    await applyAnswersNow(svc, data, { tenantId: msg.tenant_id, jobId: reg.jobId, now, answers: [answer] }, [
      settle,
      ...waiting,
    ]);
  } else await data.d1.batch([settle, ...waiting]);
  await svc.kinds.providerCodesReady(svc, msg.tenant_id, reg.jobId, reg.itemId);
}
