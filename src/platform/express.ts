/**
 * Small tenants' slices on their way, as this isolate knows of them. When a tenant's gate sends
 * slices it did not mark bulk (a short backlog, src/tenants/slices.ts), the dispatch that caused it
 * notes them here; a consumer on this isolate that is about to start a bulk slice of the same queue
 * while some are still expected sends that bulk slice once more to the queue's tail instead
 * (src/jobs/queue.ts), so the small tenant's messages, queued behind the batch in hand, are worked
 * before the rest of it.
 *
 * Why: the gate bounds what a flood has queued, but a batch already delivered holds up to a bulk
 * tenant's whole share; where one consumer batch runs at a time per queue (locally), a small job's
 * render messages waited for all of it — 100–360 ms of a 500 ms job in the fairness scenario.
 *
 * The notes are per isolate and lapse after {@link EXPECT_MS}: where the small tenant's messages go
 * to another consumer (production's concurrent batches), nothing here learns of their arrival, and
 * at most each bulk message delivered meanwhile is sent once more. Times are the caller's clock.
 */

/** How long slices announced by a dispatch are expected on this isolate. */
export const EXPECT_MS = 2000;

/** Per queue, the expiry time of each small tenant's slice expected (oldest first). */
const expected = new Map<string, number[]>();

/** A dispatch sent, per queue, this many slices that their gate did not mark bulk. */
export function expectExpress(sent: Readonly<Record<string, number>>, now: number): void {
  for (const [queue, n] of Object.entries(sent)) {
    if (n <= 0) continue;
    const list = expected.get(queue) ?? [];
    for (let i = 0; i < n; i++) list.push(now + EXPECT_MS);
    expected.set(queue, list);
  }
}

/** Whether a small tenant's slice of `queue` is still expected. */
export function expressExpected(queue: string, now: number): boolean {
  const list = expected.get(queue);
  if (!list) return false;
  while (list.length > 0 && (list[0] ?? 0) <= now) list.shift();
  if (list.length === 0) expected.delete(queue);
  return list.length > 0;
}

/** A small tenant's slice of `queue` is being worked here: one fewer expected. */
export function expressArrived(queue: string): void {
  const list = expected.get(queue);
  if (!list) return;
  list.shift();
  if (list.length === 0) expected.delete(queue);
}

/** Whether a queue message is a fair-dispatch slice its gate marked bulk. */
export function isBulkSlice(body: unknown): boolean {
  return (body as { bulk?: unknown } | null)?.bulk === true;
}

/** Forgets every note (tests). */
export function resetExpress(): void {
  expected.clear();
}
