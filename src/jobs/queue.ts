/**
 * The Worker's `queue()` handler: routes each message by type through the job kinds' modules
 * (src/jobs/registry.ts) and the system routes, and acks or retries each one on its own (a
 * failure never re-runs the whole batch). Failures retry with exponential backoff and
 * jitter; after `max_retries` the platform moves the message to the queue's dead-letter queue,
 * whose handler marks the work failed with `RETRIES_EXHAUSTED`.
 */
import { services } from "../context";
import { isEngineError } from "../engine/index";
import { TransientError } from "../platform/faults";
import type { Services } from "../services";
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

const EXHAUSTED: WorkError = {
  code: "RETRIES_EXHAUSTED",
  message: "processing kept failing with transient errors and was given up after the maximum retries",
};

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

/**
 * The Worker's `queue()` handler. On a `…-dlq` queue each message's work is failed with
 * RETRIES_EXHAUSTED (its route's `deadLetter`); elsewhere its route's `handle` runs.
 */
export async function handleQueue(batch: MessageBatch<QueueMessage>, env: Env): Promise<void> {
  const svc = services(env);
  const dead = batch.queue.endsWith("-dlq");
  for (const msg of batch.messages) {
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
      continue;
    }
    try {
      await handler(svc, body);
      msg.ack();
    } catch (e) {
      if (e instanceof RetryLater) {
        msg.retry({ delaySeconds: e.delaySeconds });
        continue;
      }
      if (!dead && fail && isPermanentFailure(e)) {
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
