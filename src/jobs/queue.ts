/**
 * The Worker's `queue()` handler: routes each message by type, and acks or retries each one on
 * its own (a failure never re-runs the whole batch). Failures retry with exponential backoff and
 * jitter; after `max_retries` the platform moves the message to the queue's dead-letter queue,
 * whose handler marks the work failed with `RETRIES_EXHAUSTED`.
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

const EXHAUSTED = {
  code: "RETRIES_EXHAUSTED",
  message: "processing kept failing with transient errors and was given up after the maximum retries",
};

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

/** Platform hiccups that surface as built-in errors (workerd reports a lost connection as a TypeError). */
const TRANSIENT_TEXT =
  /network connection lost|internal error|timed? ?out|overloaded|unavailable|reset|disconnected|D1_ERROR/i;

/**
 * A failure no retry can fix: a programming error tripping over a value (TypeError, RangeError,
 * ReferenceError, SyntaxError) or an engine error escaping a consumer. Retrying it six times and
 * calling it "transient" would only hide its cause.
 */
export function isPermanentFailure(e: unknown): boolean {
  if (e instanceof TransientError || e instanceof RetryLater) return false;
  if (isEngineError(e)) return true;
  const bug =
    e instanceof TypeError ||
    e instanceof RangeError ||
    e instanceof ReferenceError ||
    e instanceof SyntaxError;
  return bug && !TRANSIENT_TEXT.test((e as Error).message);
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
      if (table === handlers && fail && isPermanentFailure(e)) {
        // Not retried: the work fails now, with its real cause, and the job moves on.
        svc.logger.error("message failed permanently; its work is failed", {
          queue: batch.queue,
          type: body.type,
          ...idsOf(body),
          attempts: msg.attempts,
          error: e,
        });
        try {
          await fail(svc, body, {
            code: "PROCESSING_ERROR",
            message: `processing failed: ${describeError(e)}`,
          });
          msg.ack();
        } catch (failure) {
          svc.logger.error("failing the work failed; retrying", { ...idsOf(body), error: failure });
          msg.retry({ delaySeconds: backoffSeconds(msg.attempts, svc.config.RETRY_BASE_DELAY_SECONDS) });
        }
        continue;
      }
      const transient = e instanceof TransientError;
      const log = transient ? svc.logger.warn : svc.logger.error;
      log("message failed; retrying with backoff", {
        queue: batch.queue,
        type: body.type,
        ...idsOf(body),
        attempts: msg.attempts,
        transient,
        error: e,
      });
      msg.retry({ delaySeconds: backoffSeconds(msg.attempts, svc.config.RETRY_BASE_DELAY_SECONDS) });
    }
  }
}
