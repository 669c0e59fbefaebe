/**
 * A `fetch` that waits and tries again when lote says "not now": `429` (rate limit, too many
 * pending jobs), `503` (a storage or queue service briefly unavailable; nothing was recorded) and
 * `409 IDEMPOTENCY_KEY_IN_PROGRESS`, each after the `Retry-After` it was sent. A POST is only
 * repeated when it carries an `Idempotency-Key` (or cannot create anything twice), so a retry can
 * never create a second job.
 */

export interface RetryOptions {
  /** Attempts after the first (default 5). */
  maxRetries?: number;
  /** Upper bound for one wait, whatever Retry-After says (default 60 s). */
  maxDelayMs?: number;
  /** Injected for tests. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Seconds from a `Retry-After` header (delta-seconds or an HTTP date), or `undefined`.
 * @example retryAfterMs("2") // 2000
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function repeatable(req: Request): boolean {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "DELETE") return true;
  return (
    req.headers.has("idempotency-key") ||
    /\/(retry|retry-failed|redeliver|artifacts)$/.test(new URL(req.url).pathname)
  );
}

/** Wraps `base` so that 429/503 (and 409 while an idempotent request is in flight) are retried. */
export function retryingFetch(base: typeof fetch, opts: RetryOptions = {}): typeof fetch {
  const maxRetries = opts.maxRetries ?? 5;
  const maxDelay = opts.maxDelayMs ?? 60_000;
  const sleep = opts.sleep ?? defaultSleep;
  return async (input, init) => {
    const first = new Request(input, init);
    // Keep the body to send it again (requests are small, except uploads, which are bytes already).
    const body = first.body ? await first.arrayBuffer() : undefined;
    for (let attempt = 0; ; attempt++) {
      const req = new Request(first, body === undefined ? {} : { body });
      const res = await base(req);
      const wait = retryAfterMs(res.headers.get("retry-after"));
      const again =
        res.status === 429 ||
        res.status === 503 ||
        (res.status === 409 && res.headers.get("retry-after") !== null);
      if (!again || wait === undefined || attempt >= maxRetries || !repeatable(req)) return res;
      await res.body?.cancel();
      await sleep(Math.min(maxDelay, Math.max(wait, 250)));
    }
  };
}
