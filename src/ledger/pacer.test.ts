// The pace primitive (src/platform/pacer.ts): tokens refill at the rate, slots cap concurrency,
// lapsed leases come back, a hold stops everything until it ends.
import { describe, expect, it } from "vitest";
import { acquire, hold, NEW_PACE, release } from "../platform/pacer";

describe("pacer", () => {
  it("lets a burst through, then one request per 1/rate seconds", () => {
    const limits = { ratePerSecond: 2, concurrency: 0 };
    let s = NEW_PACE;
    const take = (id: string, now: number) => {
      const r = acquire(s, limits, id, now);
      s = r.state;
      return r.ok ? 0 : r.waitMs;
    };
    expect([take("a", 0), take("b", 0), take("c", 0)]).toEqual([0, 0, 500]);
    expect(take("c", 500)).toBe(0);
  });

  it("caps the slots in flight; a release or a lapsed lease frees one", () => {
    const limits = { ratePerSecond: 0, concurrency: 1, leaseMs: 1000 };
    const a = acquire(NEW_PACE, limits, "a", 0);
    expect(a.ok).toBe(true);
    expect(acquire(a.state, limits, "b", 10).ok).toBe(false);
    expect(acquire(release(a.state, "a"), limits, "b", 10).ok).toBe(true);
    expect(acquire(a.state, limits, "b", 1001).ok).toBe(true);
    // The same id again is the slot it holds (a redelivered message).
    expect(acquire(a.state, limits, "a", 10).ok).toBe(true);
  });

  it("holds every request until the hold ends", () => {
    const limits = { ratePerSecond: 10, concurrency: 5 };
    const s = hold(NEW_PACE, 5000);
    expect(acquire(s, limits, "a", 1000)).toMatchObject({ ok: false, waitMs: 4000 });
    expect(acquire(s, limits, "a", 5000).ok).toBe(true);
  });
});
