/** Shared helpers for service tests (run inside workerd). */

/** Polls `f` until it returns a truthy value, or fails after `timeoutMs`. */
export async function waitFor<T>(
  f: () => Promise<T | null | undefined | false>,
  timeoutMs = 20_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`waitFor: timed out after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
