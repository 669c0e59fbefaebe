/**
 * The Worker's `queue()` handler: routes each message by type through the job kinds' modules
 * (src/jobs/registry.ts) and the system routes, and acks or retries each one on its own (a
 * failure never re-runs the whole batch). Only transient failures (storage, queue and platform
 * hiccups) retry, with exponential backoff and jitter; anything else fails its work at once with
 * `PROCESSING_ERROR` and its cause (the route's `deadLetter`). A transient failure on the last
 * delivery fails the work with `RETRIES_EXHAUSTED` and the last error; should even that fail, the
 * platform moves the message to the dead-letter queue, whose handler marks the work failed with
 * `RETRIES_EXHAUSTED`.
 */
import { isEngineError } from "../engine/index";
import { expressArrived, expressExpected, isBulkSlice } from "../platform/express";
import { SlotMovingError, TransientError } from "../platform/faults";
import type { GateStub, Services } from "../services";
import { RetryLater } from "../webhooks/deliver";
import { describeError } from "./core/finalize";
import type { WorkError } from "./core/model";
import type { MessageRoute, QueueName } from "./kind";
import type { QueueMessage } from "./messages";
import { registry } from "./registry";
import { systemMessages } from "./system";

/**
 * Exponential backoff with jitter: between half and all of base × 2^(attempts−1) seconds, capped
 * at 5 minutes (`RETRY_BASE_DELAY_SECONDS`, 0 in tests).
 * @example backoffSeconds(3, 2) // 4..8
 */
export function backoffSeconds(attempts: number, base: number): number {
  if (base <= 0) return 0;
  const ceiling = Math.min(300, base * 2 ** Math.min(Math.max(attempts - 1, 0), 9));
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

/** How long a message whose tenant slot is being moved waits before it is tried again. */
const MOVING_RETRY_SECONDS = 5;

/** A message type's route, as the router calls it. */
export interface Route<M extends QueueMessage = QueueMessage> {
  queue: QueueName;
  handle(svc: Services, msg: M): Promise<void>;
  /** Fails the message's work; null when it names none (the message is dropped from the DLQ). */
  deadLetter: MessageRoute<M>["deadLetter"] | null;
}

/** Every message type's route: each kind's (from its module in the registry) and the system's. */
function buildRoutes(): Map<string, Route> {
  const out = new Map<string, Route>(Object.entries(systemMessages) as [string, Route][]);
  for (const module of Object.values(registry)) {
    for (const [type, route] of Object.entries(module.messages)) {
      if (out.has(type)) throw new Error(`message type ${type} is routed twice (kind ${module.kind})`);
      out.set(type, route as Route);
    }
  }
  return out;
}

const ROUTES = buildRoutes();

/**
 * The route of a message type. Typed by the message union, which derives from the registry: a
 * type no kind (and no system route) owns does not compile.
 * @example routeOf("retorno.parse").queue // "jobs"
 */
export function routeOf<T extends QueueMessage["type"]>(type: T): Route<Extract<QueueMessage, { type: T }>> {
  return ROUTES.get(type) as Route<Extract<QueueMessage, { type: T }>>;
}

/** Every routed message type (the tests check that each has a consumer and a dead-letter decision). */
export function routedTypes(): QueueMessage["type"][] {
  return [...ROUTES.keys()] as QueueMessage["type"][];
}

/**
 * The delivery at which a queue's message is given up: wrangler.toml's `max_retries` + 1 for the
 * consumers whose work can be failed (a test keeps the two in step). At that attempt a failure
 * fails the work with RETRIES_EXHAUSTED and the last error's cause, instead of leaving the dead-
 * letter consumer to say only that retries ran out.
 */
export const LAST_ATTEMPT: Readonly<Record<string, number>> = { "lote-jobs": 6, "lote-render": 6 };

/** The dead-letter consumer's error: it gets the message, not the error that exhausted it. */
const EXHAUSTED: WorkError = {
  code: "RETRIES_EXHAUSTED",
  message:
    "processing kept failing and was given up after the maximum retries (the last attempt ended without an error to record, e.g. it ran out of time)",
};

/** RETRIES_EXHAUSTED with the cause of the last attempt's failure. */
function exhausted(attempts: number, e: unknown): WorkError {
  return {
    code: "RETRIES_EXHAUSTED",
    message: `processing kept failing with transient errors and was given up after ${attempts} attempts; last error: ${describeError(e)}`,
  };
}

/**
 * Failures of the platform that a retry may fix, as the runtime reports them: D1 errors (all
 * prefixed `D1_`, see Cloudflare's D1 error list and its retry guidance), a lost or reset
 * connection (workerd reports some as TypeError), an overloaded or restarting Durable Object or
 * storage, a timeout, a rate limit, anything the platform says to try again (R2's internal error).
 */
const PLATFORM_TEXT =
  /\bD1_[A-Z_]*ERROR\b|D1 DB|network connection lost|connection (?:was )?(?:reset|refused|closed)|internal error|timed? ?out|overloaded|temporarily unavailable|service unavailable|storage caused object to be reset|reset because its code was updated|disconnected|too many (?:requests|concurrent)|try again/i;

/**
 * A failure worth retrying: one marked transient by lote (TransientError, which the storage and
 * queue wrappers throw), a RetryLater, an error the runtime marks retryable (Durable Objects'
 * `.retryable`), or a platform error recognised by its text. Nothing else is: an error lote did
 * not expect (a plain Error, a TypeError tripping over a value, an engine error escaping a
 * consumer) fails the same way on every retry, and six retries called "transient" would only
 * hide its cause.
 */
export function isTransientFailure(e: unknown): boolean {
  if (e instanceof TransientError || e instanceof RetryLater) return true;
  if (isEngineError(e)) return false;
  if (typeof e !== "object" || e === null) return false;
  if ((e as { retryable?: unknown }).retryable === true) return true;
  return e instanceof Error && PLATFORM_TEXT.test(e.message);
}

/** Not {@link isTransientFailure}: the work fails now, with its real cause. */
export function isPermanentFailure(e: unknown): boolean {
  return !isTransientFailure(e);
}

/** The ids a message carries (job, tenant, file, artifact, delivery), for its log lines. */
function idsOf(body: QueueMessage | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const b = (body ?? {}) as unknown as Record<string, unknown>;
  for (const k of ["job_id", "tenant_id", "file_id", "artifact_id", "delivery_id"]) {
    const v = b[k];
    if (typeof v === "string") out[k] = v;
  }
  return out;
}

/** Fails the work `msg` names with `error` and acks it; if that fails too, the message is retried. */
async function failNow(
  svc: Services,
  msg: Message<QueueMessage>,
  fail: (svc: Services, m: QueueMessage, error: WorkError) => Promise<void>,
  error: WorkError,
  what: string,
  cause: unknown,
): Promise<void> {
  const ids = idsOf(msg.body);
  svc.logger.error(what, { type: msg.body.type, ...ids, attempts: msg.attempts, error: cause });
  try {
    await fail(svc, msg.body, error);
    msg.ack();
  } catch (failure) {
    // Retried with backoff; past the last attempt the dead-letter consumer fails the work.
    svc.logger.error("failing the work failed; retrying", { ...ids, error: failure });
    msg.retry({ delaySeconds: backoffSeconds(msg.attempts, svc.config.RETRY_BASE_DELAY_SECONDS) });
  }
}

/** The fair-dispatch slot a message holds (src/tenants/slices.ts), with its tenant; else null. */
function sliceOf(body: QueueMessage | undefined): { tenant: string; slice: string } | null {
  const b = (body ?? {}) as { slice?: unknown; tenant_id?: unknown };
  return typeof b.slice === "string" && typeof b.tenant_id === "string"
    ? { tenant: b.tenant_id, slice: b.slice }
    : null;
}

/**
 * Tells the tenant's gate that a slice is done, so it sends its next one (`gate`: the tenant's
 * stub, one per batch). Not awaited by the message loop: the next slice is on its way while the
 * batch goes on. A lost call costs only time (the slot lapses after its lease).
 */
async function releaseSlice(svc: Services, gate: GateStub, tenant: string, slice: string): Promise<void> {
  try {
    await gate.slicesDone([slice], svc.clock.now());
  } catch (e) {
    svc.logger.warn("releasing a slice failed; its slot lapses", { tenant_id: tenant, slice, error: e });
  }
}

/**
 * The Worker's `queue()` handler. On a `…-dlq` queue each message's work is failed with
 * RETRIES_EXHAUSTED (its route's `deadLetter`); elsewhere its route's `handle` runs, a bulk
 * tenant's slices after the others' ({@link servingOrder}). A message that holds a fair-dispatch
 * slot gives it back once it is settled (acked, not retried). With `waitUntil` (the invocation's,
 * from worker.ts; wrangler.toml's `queue_consumer_no_wait_for_wait_until` lets the batch report
 * before that work ends) the batch does not wait for those calls: the consumer takes its next
 * batch while the gate sends the tenant's next slices; without it (tests), the batch waits for
 * them.
 */
export async function handleQueue(
  batch: MessageBatch<QueueMessage>,
  svc: Services,
  waitUntil?: (p: Promise<unknown>) => void,
): Promise<void> {
  const releases: Promise<void>[] = [];
  // One stub per tenant for the batch's releases.
  const gates = new Map<string, GateStub>();
  const settled = (msg: Message<QueueMessage>) => {
    const s = sliceOf(msg.body);
    if (!s) return;
    let gate = gates.get(s.tenant);
    if (!gate) {
      gate = svc.gate(s.tenant);
      gates.set(s.tenant, gate);
    }
    const p = releaseSlice(svc, gate, s.tenant, s.slice);
    if (waitUntil) waitUntil(p);
    else releases.push(p);
  };
  try {
    await handleMessages(batch, svc, settled);
  } finally {
    await Promise.all(releases);
  }
}

/**
 * The batch's messages in the order they are worked: a bulk tenant's slices (marked by its gate,
 * src/tenants/slices.ts) after everyone else's, otherwise as delivered. A tenant with a short
 * backlog whose slices landed in the same batch as a flood's does not wait behind them.
 */
export function servingOrder<M extends { body: unknown }>(messages: readonly M[]): M[] {
  const bulk = (m: M) => isBulkSlice(m.body);
  return [...messages.filter((m) => !bulk(m)), ...messages.filter(bulk)];
}

/**
 * Whether a message about to start goes back to its queue's tail instead: a bulk slice does while
 * a small tenant's slices of the same queue, dispatched through this isolate, have not been worked
 * here yet (src/platform/express.ts) and so wait behind this batch. Each slice goes back at most once
 * (`deferred`); it keeps its slot, which the re-sent message gives back when it settles. A refused
 * send keeps the message here, worked now.
 */
async function deferredBehindExpress(svc: Services, queue: QueueName, body: QueueMessage): Promise<boolean> {
  // A small tenant's slice starting here is one fewer expected.
  if (sliceOf(body) && !isBulkSlice(body)) expressArrived(queue);
  if (!isBulkSlice(body) || (body as { deferred?: unknown }).deferred === true) return false;
  if (!expressExpected(queue, svc.clock.now())) return false;
  try {
    const again: QueueMessage & { deferred: true } = { ...body, deferred: true };
    await svc.queues[queue].send(again, { contentType: "json" });
    return true;
  } catch {
    return false;
  }
}

async function handleMessages(
  batch: MessageBatch<QueueMessage>,
  svc: Services,
  settled: (msg: Message<QueueMessage>) => void,
): Promise<void> {
  const dead = batch.queue.endsWith("-dlq");
  for (const msg of servingOrder(batch.messages)) {
    const body = msg.body;
    const route = typeof body?.type === "string" ? ROUTES.get(body.type) : undefined;
    const fail = route?.deadLetter ?? undefined;
    const handler = dead
      ? fail && ((s: Services, m: QueueMessage) => fail(s, m, EXHAUSTED))
      : route?.handle.bind(route);
    if (!handler) {
      svc.logger.error("no handler for message; dropping", {
        queue: batch.queue,
        type: body?.type,
        ...idsOf(body),
      });
      msg.ack();
      settled(msg);
      continue;
    }
    if (!dead && route && (await deferredBehindExpress(svc, route.queue, body))) {
      msg.ack();
      continue;
    }
    try {
      await handler(svc, body);
      msg.ack();
      settled(msg);
    } catch (e) {
      if (e instanceof RetryLater) {
        msg.retry({ delaySeconds: e.delaySeconds });
        continue;
      }
      if (e instanceof SlotMovingError && !dead && route) {
        // The tenant slot is being moved: the same message is sent again for after the move
        // (a fresh message, so the wait spends none of its retries).
        try {
          await svc.queues[route.queue].send(body, {
            contentType: "json",
            delaySeconds: MOVING_RETRY_SECONDS,
          });
          msg.ack();
        } catch {
          msg.retry({ delaySeconds: MOVING_RETRY_SECONDS });
        }
        continue;
      }
      const last = LAST_ATTEMPT[batch.queue];
      if (!dead && fail && isPermanentFailure(e)) {
        // Not retried: the work fails now, with its real cause, and the job moves on.
        const error = { code: "PROCESSING_ERROR", message: `processing failed: ${describeError(e)}` };
        await failNow(svc, msg, fail, error, "message failed permanently; its work is failed", e);
        settled(msg);
        continue;
      }
      if (!dead && fail && last !== undefined && msg.attempts >= last) {
        // The last delivery: the work fails now, naming what kept failing (the dead-letter
        // consumer would know only that the retries ran out).
        const error = exhausted(msg.attempts, e);
        await failNow(svc, msg, fail, error, "message failed on its last attempt; its work is failed", e);
        settled(msg);
        continue;
      }
      svc.logger.warn("message failed; retrying with backoff", {
        queue: batch.queue,
        type: body.type,
        ...idsOf(body),
        attempts: msg.attempts,
        transient: true,
        error: e,
      });
      msg.retry({ delaySeconds: backoffSeconds(msg.attempts, svc.config.RETRY_BASE_DELAY_SECONDS) });
    }
  }
}
