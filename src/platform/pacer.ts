/**
 * A pace for one scope of work — a bank connection, a tenant's share of the consumers, a task type
 * — as plain state: a token bucket (`ratePerSecond`, with a burst) and a concurrency limit (slots
 * in flight, each with a lease that lapses so a dead worker's slot comes back). Pure: time is a
 * parameter, the state is a value a Durable Object keeps in its storage between calls (one object
 * per scope serialises them). The fair dispatch of tenants and the connectors' pacing both use it.
 */

export interface PaceLimits {
  /** Requests (or units of work) per second; 0: no rate limit. */
  ratePerSecond: number;
  /** Tokens the bucket holds at most (a burst); default one second's worth, at least 1. */
  burst?: number;
  /** Units in flight at once; 0: no limit. */
  concurrency: number;
  /** A slot not released within this many ms lapses (its worker died). */
  leaseMs?: number;
}

export interface PaceState {
  tokens: number;
  /** When `tokens` was last refilled (epoch ms). */
  at: number;
  /** Slots in flight: id → lease expiry (epoch ms). */
  slots: Record<string, number>;
  /** Until when the scope waits for the far side (a 429's Retry-After, a circuit that is open). */
  holdUntil: number;
  /**
   * Turns booked ahead (id → when it may start, epoch ms): a request that must wait for the rate
   * spends its token now and comes back at its time, so a line of waiting requests is served in
   * order, each woken once, instead of all of them asking again every moment.
   */
  booked?: Record<string, number>;
}

export const NEW_PACE: PaceState = { tokens: Number.NaN, at: 0, slots: {}, holdUntil: 0 };

/** How early a booked request may claim its turn (clocks of consumers and the object differ a little). */
const BOOKED_SLACK_MS = 50;

export type Acquired = { ok: true; state: PaceState } | { ok: false; state: PaceState; waitMs: number };

const DEFAULT_LEASE_MS = 60_000;

function refill(s: PaceState, l: PaceLimits, now: number): PaceState {
  const burst = Math.max(1, l.burst ?? l.ratePerSecond);
  const slots = Object.fromEntries(Object.entries(s.slots).filter(([, until]) => until > now));
  // A booked turn nobody came back for within a lease is forgotten (its token stays spent).
  const lease = l.leaseMs ?? DEFAULT_LEASE_MS;
  const booked = Object.fromEntries(Object.entries(s.booked ?? {}).filter(([, at]) => at + lease > now));
  s = { ...s, booked };
  if (l.ratePerSecond <= 0) return { ...s, tokens: burst, at: now, slots };
  const start = Number.isNaN(s.tokens) ? burst : s.tokens;
  const tokens = Math.min(burst, start + ((now - s.at) / 1000) * l.ratePerSecond);
  return { ...s, tokens, at: now, slots };
}

/**
 * Takes one slot (`id`) if the scope has a token and a free slot now; otherwise says how long to
 * wait. With `book`, a request that must wait for the rate books its turn: the token is spent now
 * (the bucket goes into debt), `waitMs` says when the turn comes, and the same `id` asked again
 * from then on goes (a free slot permitting) without waiting behind requests that came after it.
 * @example acquire(NEW_PACE, { ratePerSecond: 5, concurrency: 2 }, "req-1", now) // { ok: true, state }
 */
export function acquire(
  state: PaceState,
  limits: PaceLimits,
  id: string,
  now: number,
  opts: { book?: boolean } = {},
): Acquired {
  let s = refill(state, limits, now);
  if (s.holdUntil > now) return { ok: false, state: s, waitMs: s.holdUntil - now };
  if (id in s.slots) return { ok: true, state: s };
  const booked = s.booked?.[id];
  if (booked !== undefined && booked > now + BOOKED_SLACK_MS)
    return { ok: false, state: s, waitMs: booked - now };
  const inFlight = Object.keys(s.slots).length;
  if (limits.concurrency > 0 && inFlight >= limits.concurrency) {
    const soonest = Math.min(...Object.values(s.slots));
    // A slot frees when a request ends (usually well before its lease): look again soon.
    return { ok: false, state: s, waitMs: Math.max(1, Math.min(soonest - now, 250)) };
  }
  const take = (st: PaceState): PaceState => ({
    ...st,
    slots: { ...st.slots, [id]: now + (limits.leaseMs ?? DEFAULT_LEASE_MS) },
  });
  if (booked !== undefined) {
    // Its turn, paid for when it was booked.
    const { [id]: _claimed, ...rest } = s.booked ?? {};
    return { ok: true, state: take({ ...s, booked: rest }) };
  }
  if (limits.ratePerSecond > 0 && s.tokens < 1) {
    const waitMs = Math.max(1, Math.ceil(((1 - s.tokens) / limits.ratePerSecond) * 1000));
    if (!opts.book) return { ok: false, state: s, waitMs };
    s = { ...s, tokens: s.tokens - 1, booked: { ...s.booked, [id]: now + waitMs } };
    return { ok: false, state: s, waitMs };
  }
  const tokens = limits.ratePerSecond > 0 ? s.tokens - 1 : s.tokens;
  return { ok: true, state: take({ ...s, tokens }) };
}

/** Gives slot `id` back. */
export function release(state: PaceState, id: string): PaceState {
  const { [id]: _gone, ...slots } = state.slots;
  return { ...state, slots };
}

/**
 * Holds the whole scope until `until` (a 429 with Retry-After, an open circuit); the turns booked
 * before it move back behind it, keeping their order and spacing.
 */
export function hold(state: PaceState, until: number): PaceState {
  const times = Object.values(state.booked ?? {});
  const shift = times.length > 0 ? Math.max(0, until - Math.min(...times)) : 0;
  const booked = Object.fromEntries(Object.entries(state.booked ?? {}).map(([id, at]) => [id, at + shift]));
  return { ...state, holdUntil: Math.max(state.holdUntil, until), booked };
}
