/**
 * The Worker's `queue()` handler: routes each message by type, and acks or retries each one on
 * its own (a failure never re-runs the whole batch). Failures retry with exponential backoff and
 * jitter; after `max_retries` the platform moves the message to the queue's dead-letter queue,
 * whose handler marks the work failed with `RETRIES_EXHAUSTED`.
 */
import { type Services, services } from "../context";
import { TransientError } from "../platform/faults";
import { deliverWebhook, failDelivery, RetryLater } from "../webhooks/deliver";
import { buildConsolidated, failConsolidated } from "./boletos/consolidate";
import { failItems } from "./boletos/dlq";
import { processBoletoChunk } from "./boletos/process";
import { renderBoletoChunk } from "./boletos/render";
import { buildRemessaFile, failRemessaFile } from "./cnab/remessa-build";
import { planRemessa } from "./cnab/remessa-plan";
import { failRetornoJob, parseRetornoJob } from "./cnab/retorno-parse";
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

/** What a dead-lettered message means for its work. */
const deadLetterHandlers: Handlers = {
  "boletos.process": async (svc, msg) => {
    await failItems(svc, msg.job_id, msg.tenant_id, msg.items, EXHAUSTED);
  },
  "boletos.render": async (svc, msg) => {
    await failItems(svc, msg.job_id, msg.tenant_id, msg.items, EXHAUSTED);
  },
  "artifact.build": (svc, msg) => failConsolidated(svc, msg.artifact_id, EXHAUSTED),
  "remessa.plan": async (svc, msg) => {
    const refs = await svc.d1
      .prepare("SELECT id, attempt FROM items WHERE job_id = ? AND status IN ('pending', 'validating')")
      .bind(msg.job_id)
      .all<{ id: string; attempt: number }>();
    await failItems(svc, msg.job_id, msg.tenant_id, refs.results, EXHAUSTED);
  },
  "remessa.build": (svc, msg) => failRemessaFile(svc, msg.file_id, EXHAUSTED),
  "retorno.parse": (svc, msg) => failRetornoJob(svc, msg.job_id, EXHAUSTED),
  "webhook.deliver": (svc, msg) => failDelivery(svc, msg.delivery_id),
};

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
