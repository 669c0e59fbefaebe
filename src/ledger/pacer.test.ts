// The pace primitive (src/platform/pacer.ts): tokens refill at the rate, slots cap concurrency,
// lapsed leases come back, a hold stops everything until it ends.
import { describe, expect, it } from "vitest";
import { acquire, hold, NEW_PACE, type PaceState, release } from "../platform/pacer";

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

  it("books a waiting request's turn: each comes back once, in order, at the rate", () => {
    const limits = { ratePerSecond: 2, concurrency: 0 };
    let s: PaceState = NEW_PACE;
    const ask = (id: string, now: number) => {
      const r = acquire(s, limits, id, now, { book: true });
      s = r.state;
      return r.ok ? 0 : r.waitMs;
    };
    // A burst of two goes; the next three book turns 500 ms apart.
    expect(["a", "b", "c", "d", "e"].map((id) => ask(id, 0))).toEqual([0, 0, 500, 1000, 1500]);
    // Too early: still waits for its own turn, nothing spent again.
    expect(ask("d", 400)).toBe(600);
    // At its time each goes, whoever else came since.
    expect(ask("f", 500)).toBe(1500);
    expect([ask("c", 500), ask("d", 1000), ask("e", 1500)]).toEqual([0, 0, 0]);
    expect(ask("f", 2000)).toBe(0);
  });

  it("moves booked turns behind a hold, keeping their spacing", () => {
    const limits = { ratePerSecond: 1, concurrency: 0 };
    let s: PaceState = NEW_PACE;
    for (const id of ["a", "b", "c"]) s = acquire(s, limits, id, 0, { book: true }).state;
    expect(s.booked).toEqual({ b: 1000, c: 2000 });
    s = hold(s, 5000);
    expect(s.booked).toEqual({ b: 5000, c: 6000 });
    expect(acquire(s, limits, "b", 5000, { book: true }).ok).toBe(true);
    expect(acquire(s, limits, "c", 5000, { book: true })).toMatchObject({ ok: false, waitMs: 1000 });
  });

  it("forgets a booked turn nobody claims within a lease", () => {
    const limits = { ratePerSecond: 1, concurrency: 0, leaseMs: 1000 };
    let s: PaceState = NEW_PACE;
    for (const id of ["a", "b"]) s = acquire(s, limits, id, 0, { book: true }).state;
    expect(Object.keys(acquire(s, limits, "z", 2500).state.booked ?? {})).toEqual([]);
  });
});
