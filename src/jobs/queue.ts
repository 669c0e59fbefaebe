/**
 * The Worker's `queue()` handler: routes each batch by queue name, processes messages one by one
 * and acks or retries each individually (a failure never re-runs the whole batch). Transient
 * failures retry with exponential backoff and jitter; dead-letter queues mark the work failed.
 */
import { services } from "../context";
import { TransientError } from "../platform/faults";
import type { QueueMessage } from "./messages";
import { handleOpsPing } from "./ops";

export type Handler = (env: Env, msg: QueueMessage) => Promise<void>;

/** Exponential backoff with full jitter: 2^attempt seconds, capped at 5 minutes. */
export function backoffSeconds(attempt: number): number {
  const ceiling = Math.min(300, 2 ** Math.min(attempt, 8));
  return Math.max(1, Math.round(ceiling / 2 + Math.random() * (ceiling / 2)));
}

const handlers: Record<string, Handler> = {
  "ops.ping": handleOpsPing,
};

/** Registers the handler for a message type (each job module registers its own). */
export function onMessage(type: string, handler: Handler): void {
  handlers[type] = handler;
}

export async function handleQueue(
  batch: MessageBatch<QueueMessage>,
  env: Env,
  dlqHandler?: (env: Env, batch: MessageBatch<QueueMessage>) => Promise<void>,
): Promise<void> {
  const svc = services(env);
  if (batch.queue.endsWith("-dlq") && dlqHandler) {
    await dlqHandler(env, batch);
    return;
  }
  for (const msg of batch.messages) {
    const body = msg.body;
    const handler = handlers[body.type];
    if (!handler) {
      svc.logger.error("unknown message type; dropping", { queue: batch.queue, type: body.type });
      msg.ack();
      continue;
    }
    try {
      await handler(env, body);
      msg.ack();
    } catch (e) {
      const transient = e instanceof TransientError;
      svc.logger.warn("message failed; will retry", {
        queue: batch.queue,
        type: body.type,
        attempts: msg.attempts,
        transient,
        error: e,
      });
      msg.retry({ delaySeconds: backoffSeconds(msg.attempts) });
    }
  }
}
