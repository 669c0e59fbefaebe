/**
 * Cheap defences for traffic that carries no valid credential (issue 13, defect 12), kept in the
 * isolate's memory so they cost no storage request:
 * - a per-client budget (by `CF-Connecting-IP`) of failed or anonymous requests per minute: a
 *   client over it gets `429 RATE_LIMITED` before any D1 query;
 * - a short-lived negative cache of API keys that do not exist, so a repeated bad key is answered
 *   from memory.
 * Both are per isolate and therefore approximate: they bound the cost of a flood on each instance;
 * an operator who needs a global limit adds a Cloudflare rate-limiting rule in front.
 */

/** How long an unknown key is remembered. New keys are random, so none can become valid meanwhile. */
export const BAD_KEY_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/** Keeps a Map below `max` entries by dropping the oldest insertions (Map keeps insertion order). */
function trim<K, V>(map: Map<K, V>, max: number): void {
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done) return;
    map.delete(oldest.value);
  }
}

/** Fixed one-minute windows per client. */
export class ClientBudget {
  private readonly windows = new Map<string, { start: number; used: number }>();

  constructor(private readonly perMinute: number) {}

  /** Whether `client` has already spent its budget in the current window (without charging). */
  exhausted(client: string, now: number): { exhausted: boolean; retryAfter: number } {
    const w = this.windows.get(client);
    if (!w || now - w.start >= 60_000) return { exhausted: false, retryAfter: 0 };
    return {
      exhausted: w.used >= this.perMinute,
      retryAfter: Math.max(1, Math.ceil((w.start + 60_000 - now) / 1000)),
    };
  }

  /** Charges one request to `client`. */
  charge(client: string, now: number): void {
    let w = this.windows.get(client);
    if (!w || now - w.start >= 60_000) {
      w = { start: now, used: 0 };
      this.windows.delete(client);
      this.windows.set(client, w);
      trim(this.windows, MAX_ENTRIES);
    }
    w.used++;
  }
}

/** SHA-256 hashes of API keys known not to exist, each until its expiry. */
export class BadKeys {
  private readonly until = new Map<string, number>();

  has(hash: string, now: number): boolean {
    const t = this.until.get(hash);
    if (t === undefined) return false;
    if (t > now) return true;
    this.until.delete(hash);
    return false;
  }

  add(hash: string, now: number): void {
    this.until.set(hash, now + BAD_KEY_TTL_MS);
    trim(this.until, MAX_ENTRIES);
  }
}

export interface Guard {
  clients: ClientBudget;
  badKeys: BadKeys;
}

/** A guard for one isolate. @example createGuard(120).clients.charge("203.0.113.9", Date.now()) */
export function createGuard(perMinute: number): Guard {
  return { clients: new ClientBudget(perMinute), badKeys: new BadKeys() };
}
