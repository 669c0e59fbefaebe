/**
 * ConnectionGate — one Durable Object per bank or PSP connection: what must be decided once per
 * connection, serialised in its storage.
 * - **Pace**: a token bucket and a concurrency limit (src/platform/pacer.ts), from the provider's
 *   documented limits or the connection's lower ones; a 429's Retry-After holds every request.
 * - **Token**: the OAuth2 access token, cached until shortly before it expires; when it must be
 *   fetched, one caller gets the refresh lease and the others wait for it (one refresh at a time).
 * - **Circuit**: consecutive transient failures open it (requests wait, the jobs say so); after
 *   the pause one request goes through (half-open); a success closes it.
 * It never calls the provider itself: callers do (src/connectors/call.ts), between `begin` and
 * `end`. Every method is synchronous over the object's storage, so each decision is atomic.
 */
import { DurableObject } from "cloudflare:workers";
import { acquire, hold, NEW_PACE, type PaceLimits, type PaceState, release } from "../platform/pacer";

export type BeginResult =
  | { kind: "wait"; waitMs: number; circuit: CircuitView["state"] }
  /** Go: the cached token (null when the provider takes none), or the lease to fetch a new one. */
  | { kind: "go"; token: string | null; refresh: string | null };

export interface CircuitView {
  state: "closed" | "open" | "half_open";
  failures: number;
  open_until: number | null;
  opened_at: number | null;
}

interface Circuit {
  failures: number;
  openUntil: number;
  openedAt: number | null;
  /** The pause of the next opening, ms (doubles up to a ceiling while it keeps failing). */
  pauseMs: number;
}

interface TokenRow {
  value: string;
  expiresAt: number;
}

/** Consecutive transient failures that open the circuit. */
export const CIRCUIT_FAILURES = 5;
const FIRST_PAUSE_MS = 5_000;
const MAX_PAUSE_MS = 300_000;
/** A token is renewed this long before it expires. */
const TOKEN_MARGIN_MS = 60_000;
const REFRESH_LEASE_MS = 30_000;

export class ConnectionGate extends DurableObject<Env> {
  private get kv() {
    return this.ctx.storage.kv;
  }

  private circuit(): Circuit {
    return (
      this.kv.get<Circuit>("circuit") ?? {
        failures: 0,
        openUntil: 0,
        openedAt: null,
        pauseMs: FIRST_PAUSE_MS,
      }
    );
  }

  /**
   * A request `reqId` may go now (with the token to send), or must wait. `needsToken`: the provider
   * authenticates by OAuth2 (else the token is null).
   */
  begin(input: { reqId: string; now: number; limits: PaceLimits; needsToken: boolean }): BeginResult {
    const { reqId, now } = input;
    const c = this.circuit();
    const halfOpen = c.openUntil > 0 && c.openUntil <= now;
    if (c.openUntil > now) return { kind: "wait", waitMs: c.openUntil - now, circuit: "open" };
    const pace = this.kv.get<PaceState>("pace") ?? NEW_PACE;
    // Half-open: one request at a time tries the provider.
    const limits = halfOpen ? { ...input.limits, concurrency: 1 } : input.limits;
    // A request that must wait for the rate books its turn (it comes back at its time, once).
    const got = acquire(pace, limits, reqId, now, { book: true });
    this.kv.put("pace", got.state);
    if (!got.ok) return { kind: "wait", waitMs: got.waitMs, circuit: halfOpen ? "half_open" : "closed" };
    if (!input.needsToken) return { kind: "go", token: null, refresh: null };
    const token = this.kv.get<TokenRow>("token");
    if (token && token.expiresAt - TOKEN_MARGIN_MS > now)
      return { kind: "go", token: token.value, refresh: null };
    const lease = this.kv.get<{ id: string; until: number }>("refresh");
    if (lease && lease.until > now && lease.id !== reqId) {
      // Another request is fetching the token: give the slot back and look again shortly.
      this.kv.put("pace", release(got.state, reqId));
      return { kind: "wait", waitMs: 100, circuit: "closed" };
    }
    this.kv.put("refresh", { id: reqId, until: now + REFRESH_LEASE_MS });
    return { kind: "go", token: null, refresh: reqId };
  }

  /** The token the refresh lease `reqId` fetched (valid `expiresIn` seconds from `now`). */
  setToken(input: { reqId: string; token: string; now: number; expiresIn: number }): void {
    this.kv.put("token", {
      value: input.token,
      expiresAt: input.now + input.expiresIn * 1000,
    } satisfies TokenRow);
    const lease = this.kv.get<{ id: string }>("refresh");
    if (lease?.id === input.reqId) this.kv.delete("refresh");
  }

  /** Forgets `token` (the provider refused it): the next request fetches a new one. */
  dropToken(token: string): void {
    if (this.kv.get<TokenRow>("token")?.value === token) this.kv.delete("token");
  }

  /**
   * The end of request `reqId`: its slot back, a 429's Retry-After held, and the circuit's count
   * (`transient`: a 5xx, a timeout, a network error; `ok`: any answer that is not).
   */
  end(input: { reqId: string; now: number; transient: boolean; retryAfterSeconds?: number }): CircuitView {
    let pace = release(this.kv.get<PaceState>("pace") ?? NEW_PACE, input.reqId);
    if (input.retryAfterSeconds) pace = hold(pace, input.now + input.retryAfterSeconds * 1000);
    this.kv.put("pace", pace);
    const lease = this.kv.get<{ id: string }>("refresh");
    if (lease?.id === input.reqId) this.kv.delete("refresh");
    const c = this.circuit();
    if (!input.transient) {
      this.kv.put("circuit", {
        failures: 0,
        openUntil: 0,
        openedAt: null,
        pauseMs: FIRST_PAUSE_MS,
      } satisfies Circuit);
    } else {
      const failures = c.failures + 1;
      const wasOpen = c.openUntil > 0;
      const open = failures >= CIRCUIT_FAILURES || wasOpen;
      this.kv.put("circuit", {
        failures,
        openUntil: open ? input.now + c.pauseMs : 0,
        openedAt: open ? (c.openedAt ?? input.now) : null,
        pauseMs: open ? Math.min(MAX_PAUSE_MS, c.pauseMs * 2) : c.pauseMs,
      } satisfies Circuit);
    }
    return this.state(input.now);
  }

  /** The circuit as the API and the console show it. */
  state(now: number): CircuitView {
    const c = this.circuit();
    const state = c.openUntil === 0 ? "closed" : c.openUntil > now ? "open" : "half_open";
    return {
      state,
      failures: c.failures,
      open_until: c.openUntil || null,
      opened_at: c.openedAt,
    };
  }

  /** Forgets everything (a connection's credentials changed, or tests). */
  reset(): void {
    for (const k of ["pace", "token", "refresh", "circuit"]) this.kv.delete(k);
  }
}
