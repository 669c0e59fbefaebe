/**
 * Fault injection at the service's own boundaries (storage, database, queue, consumer steps).
 * Inert unless a test arms a fault: production code only ever calls {@link checkFault}, a map
 * lookup. Tests run in the same isolate as the worker, so arming here affects the real code.
 */

export type FaultPoint =
  | "r2.put"
  | "r2.get"
  | "d1.write"
  | "queue.send"
  | "consumer.after_artifact_put"
  | "consumer.before_item_write"
  /** A remessa's plan or build, after its writes on the tenant's other shards, before its own batch. */
  | "remessa.before_home_batch"
  | "webhook.fetch"
  | "job.final_effects"
  | "housekeeping.step"
  | "housekeeping.row"
  /** A bank or PSP call: after its attempt is recorded, before it is sent; after its answer, before it is recorded. */
  | "connector.before_call"
  | "connector.after_call";

interface Armed {
  remaining: number;
  error: string;
  /** `bug`: a programming error (TypeError), the kind no retry can fix. */
  kind: "transient" | "bug";
}

const armed = new Map<FaultPoint, Armed>();

/**
 * Makes the next `times` passes through `point` throw a {@link TransientError} (or, with
 * `kind: "bug"`, a TypeError, like a consumer tripping over an unexpected value).
 */
export function armFault(
  point: FaultPoint,
  times = 1,
  error = `injected fault at ${point}`,
  kind: "transient" | "bug" = "transient",
): void {
  armed.set(point, { remaining: times, error, kind });
}

export function disarmAllFaults(): void {
  armed.clear();
}

/** Whether a fault is still armed at `point` (a test waits for work it expects to trip it). */
export function isFaultArmed(point: FaultPoint): boolean {
  return armed.has(point);
}

/** Throws when a fault is armed at `point` (and counts it down). */
export function checkFault(point: FaultPoint): void {
  if (armed.size === 0) return;
  const f = armed.get(point);
  if (!f) return;
  f.remaining--;
  if (f.remaining <= 0) armed.delete(point);
  throw f.kind === "bug" ? new TypeError(f.error) : new TransientError(f.error);
}

/** A failure worth retrying (storage hiccup, network): the queue consumer backs off and retries. */
export class TransientError extends Error {
  override name = "TransientError";
}

/**
 * A write to a tenant slot that is being copied to another shard (src/tenants/placement-ops.ts):
 * nothing was written; the same write succeeds once the move flips the slot. Transient, so
 * consumers retry it and routes answer `503` with `Retry-After`.
 */
export class SlotMovingError extends TransientError {
  override name = "SlotMovingError";
}
