/**
 * The Worker's `queue()` handler: routes each message by type, and acks or retries each one on
 * its own (a failure never re-runs the whole batch). Only transient failures (storage, queue and
 * platform hiccups) retry, with exponential backoff and jitter; anything else fails its work at
 * once with `PROCESSING_ERROR` and its cause. A transient failure on the last delivery fails the
 * work with `RETRIES_EXHAUSTED` and the last error; should even that fail, the platform moves the
 * message to the dead-letter queue, whose handler marks the work failed with `RETRIES_EXHAUSTED`.
 */
import { type Services, services } from "../context";
import { isEngineError } from "../engine/index";
import { TransientError } from "../platform/faults";
import { deliverWebhook, failDelivery, RetryLater } from "../webhooks/deliver";
import { buildConsolidated, failConsolidated } from "./boletos/consolidate";
import { failItems } from "./boletos/dlq";
import { processBoletoChunk } from "./boletos/process";
import { renderBoletoChunk } from "./boletos/render";
import { buildRemessaFile, failRemessaFile } from "./cnab/remessa-build";
import { planRemessa } from "./cnab/remessa-plan";
import { failRetornoJob, parseRetornoJob } from "./cnab/retorno-parse";
import { describeError } from "./finalize";
import type { QueueMessage } from "./messages";
import { handleOpsPing } from "./ops";

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

type Handlers = {
  [T in QueueMessage["type"]]?: (
    svc: Services,
    msg: Extract<QueueMessage, { type: T }>,
    env: Env,
  ) => Promise<void>;
};

const handlers: Handlers = {
  "ops.ping": (_svc, msg, env) => handleOpsPing(env, msg),
  "boletos.process": processBoletoChunk,
  "boletos.render": renderBoletoChunk,
  "artifact.build": buildConsolidated,
  "remessa.plan": planRemessa,
  "remessa.build": buildRemessaFile,
  "retorno.parse": parseRetornoJob,
  "webhook.deliver": (svc, msg) => deliverWebhook(svc, msg.delivery_id, { manual: msg.manual }),
};

/**
 * The delivery at which a queue's message is given up: wrangler.toml's `max_retries` + 1 for the
 * consumers whose work can be failed (a test keeps the two in step). At that attempt a failure
 * fails the work with RETRIES_EXHAUSTED and the last error's cause, instead of leaving the dead-
 * letter consumer to say only that retries ran out.
 */
export const LAST_ATTEMPT: Readonly<Record<string, number>> = { "lote-jobs": 6, "lote-render": 6 };

/** The dead-letter consumer's error: it gets the message, not the error that exhausted it. */
const EXHAUSTED = {
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

type WorkError = { code: string; message: string };
type FailWork = {
  [T in QueueMessage["type"]]?: (
    svc: Services,
    msg: Extract<QueueMessage, { type: T }>,
    error: WorkError,
  ) => Promise<void>;
};

/** Failing the work a message names, with a given error (dead letters, permanent failures). */
const failWork: FailWork = {
  "boletos.process": async (svc, msg, error) => {
    await failItems(svc, msg.job_id, msg.tenant_id, msg.items, error);
  },
  "boletos.render": async (svc, msg, error) => {
    await failItems(svc, msg.job_id, msg.tenant_id, msg.items, error);
  },
  "artifact.build": (svc, msg, error) => failConsolidated(svc, msg.artifact_id, error),
  "remessa.plan": async (svc, msg, error) => {
    const refs = await svc.d1
      .prepare("SELECT id, attempt FROM items WHERE job_id = ? AND status IN ('pending', 'validating')")
      .bind(msg.job_id)
      .all<{ id: string; attempt: number }>();
    await failItems(svc, msg.job_id, msg.tenant_id, refs.results, error);
  },
  "remessa.build": (svc, msg, error) => failRemessaFile(svc, msg.file_id, error),
  "retorno.parse": (svc, msg, error) => failRetornoJob(svc, msg.job_id, error),
  "webhook.deliver": (svc, msg) => failDelivery(svc, msg.delivery_id),
};

/** What a dead-lettered message means for its work: it failed with RETRIES_EXHAUSTED. */
const deadLetterHandlers: Handlers = Object.fromEntries(
  Object.entries(failWork).map(([type, fail]) => [
    type,
    (svc: Services, msg: QueueMessage) =>
      (fail as (s: Services, m: QueueMessage, e: WorkError) => Promise<void>)(svc, msg, EXHAUSTED),
  ]),
) as Handlers;

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

export async function handleQueue(batch: MessageBatch<QueueMessage>, env: Env): Promise<void> {
  const svc = services(env);
  const table = batch.queue.endsWith("-dlq") ? deadLetterHandlers : handlers;
  for (const msg of batch.messages) {
    const body = msg.body;
    const handler = table[body.type] as
      | ((svc: Services, m: QueueMessage, env: Env) => Promise<void>)
      | undefined;
    if (!handler) {
      svc.logger.error("no handler for message; dropping", {
        queue: batch.queue,
        type: body?.type,
        ...idsOf(body),
      });
      msg.ack();
      continue;
    }
    try {
      await handler(svc, body, env);
      msg.ack();
    } catch (e) {
      if (e instanceof RetryLater) {
        msg.retry({ delaySeconds: e.delaySeconds });
        continue;
      }
      const fail = failWork[body.type] as
        | ((svc: Services, m: QueueMessage, error: WorkError) => Promise<void>)
        | undefined;
      const last = LAST_ATTEMPT[batch.queue];
      if (table === handlers && fail && isPermanentFailure(e)) {
        // Not retried: the work fails now, with its real cause, and the job moves on.
        const error = { code: "PROCESSING_ERROR", message: `processing failed: ${describeError(e)}` };
        await failNow(svc, msg, fail, error, "message failed permanently; its work is failed", e);
        continue;
      }
      if (table === handlers && fail && last !== undefined && msg.attempts >= last) {
        // The last delivery: the work fails now, naming what kept failing (the dead-letter
        // consumer would know only that the retries ran out).
        const error = exhausted(msg.attempts, e);
        await failNow(svc, msg, fail, error, "message failed on its last attempt; its work is failed", e);
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
