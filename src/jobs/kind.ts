/**
 * A job kind is one module, the way a bank is (src/engine/banks/types.ts): it names itself,
 * declares its routes' paths and its links, starts a job the gate admitted, consumes each of its
 * queue messages (and fails their work when they are dead-lettered), runs its final effects,
 * resumes its stalled work, names the tables it owns and carries its HTTP routes. It is one
 * folder, src/jobs/<kind>/, whose `index.ts` assembles the module; `src/jobs/registry.ts` holds
 * one module per kind. The queue router, the finalizer, the cron, the gate and the API dispatch
 * through it, so a kind that lacks a part does not compile.
 */

import type { AnySQLiteColumn, AnySQLiteTable } from "drizzle-orm/sqlite-core";
import type { Services } from "../services";
import type { DataDb } from "../storage/db";
import type { FinalJob, JobLinks, JobRow, WorkError } from "./core/model";

/** The queue a message travels on (wrangler.toml): `lote-jobs`, `lote-render`, `lote-webhooks`. */
export type QueueName = "jobs" | "render" | "webhooks";

/** Any queue message: a `type` naming its route. */
export interface MessageBody {
  type: string;
}

/** How one message type is consumed. */
export interface MessageRoute<M extends MessageBody> {
  /** The queue it is sent on (its dead letters arrive on `lote-<queue>-dlq`). */
  queue: QueueName;
  /** Does the work. Idempotent; throws TransientError (or RetryLater) to be retried with backoff. */
  handle(svc: Services, msg: M): Promise<void>;
  /**
   * Fails the work the message names with `error`: RETRIES_EXHAUSTED for a dead letter,
   * PROCESSING_ERROR for a failure no retry can fix. Only work still unfinished is touched.
   */
  deadLetter(svc: Services, msg: M, error: WorkError): Promise<void>;
}

/** One route per message type of the union `M` — exhaustive: a type without a route does not compile. */
export type MessageRoutes<M extends MessageBody> = {
  [T in M["type"]]: MessageRoute<Extract<M, { type: T }>>;
};

/** The message union a routes table consumes. */
export type MessagesOf<R> = { [T in keyof R]: R[T] extends MessageRoute<infer M> ? M : never }[keyof R];

/**
 * A table a kind owns whose rows belong to one job of one tenant (`job_id`, `tenant_id`):
 * retention deletes them with the job, by both (a table without an index on `job_id` is then
 * searched by its tenant-first primary key instead of scanned).
 */
export type JobOwnedTable = AnySQLiteTable & { jobId: AnySQLiteColumn; tenantId: AnySQLiteColumn };

/** The paths of a kind's HTTP routes that the generic HTTP layer must know (src/api). */
export interface KindRoutes {
  /** The kind's base path; `links.self` of a job is `<base>/<job_id>`. */
  base: string;
  /**
   * POST paths that create a job: the rate limit is charged inside the gate's `begin` for them.
   * Under `base`, or templated paths of the resource a job is about
   * (`/v1/boletos/{item_id}/instructions`: one segment per `{parameter}`).
   * (`GET <base>/{job_id}`, the job's status, is built by src/api from `base`.)
   */
  create: readonly string[];
  /** POST paths with their own (large) body limit, set on the route. */
  bulk: readonly string[];
}

/**
 * A kind's HTTP routes: the files under its `http/` folder, which are the HTTP layer although they
 * live with their kind. The domain names no HTTP type, so the app they register on is the type
 * parameter `App`; src/api fixes it (`KindApi`, src/api/kind-http.ts) and checks every kind in
 * the registry against it, so routes written for another app do not compile.
 */
export interface KindHttp<App> {
  /** Registers the kind's routes (the OpenAPI document lists them in this order). */
  readonly register: (app: App) => void;
}

/** The app a kind's HTTP routes register on. @example AppOf<typeof boletosHttp> // KindApi */
export type AppOf<H> = H extends KindHttp<infer App> ? App : never;

/**
 * One job kind. `App` is the app its HTTP routes register on (see {@link KindHttp}): left open
 * (`never`) for the domain, which does not call them; src/api narrows it.
 */
export interface JobKindModule<K extends string = string, M extends MessageBody = MessageBody, App = never> {
  /** The `jobs.kind` value. */
  readonly kind: K;
  readonly routes: KindRoutes;
  /** Its HTTP routes (src/jobs/<kind>/http/): src/api registers every kind's from the registry. */
  readonly http: KindHttp<App>;
  /** The links of one of its jobs (`self`, `status` and the kind's own, in API order). */
  links(job: { id: string }): JobLinks;
  /**
   * Starts a job the gate gave a slot: `received → validating` and its first messages. Idempotent:
   * the gate calls it again after a crash, and it then re-sends only what is still pending.
   */
  start(svc: Services, job: JobRow): Promise<void>;
  /** Its queue messages, each with its consumer and its dead-letter handling. */
  readonly messages: MessageRoutes<M>;
  /** What happens once per generation when one of its jobs becomes final (idempotent). */
  finalEffects(svc: Services, job: FinalJob): Promise<void>;
  /** Re-sends the messages of its work on `data` that has not moved for a while; returns how many. */
  resumeStalled(svc: Services, data: DataDb, now: number): Promise<number>;
  /** The tables it owns beyond the shared jobs/items/artifacts/deliveries: deleted with a job by retention. */
  readonly retention: readonly JobOwnedTable[];
}
