// @ts-check
/**
 * The console's only way to the API: same origin, `Authorization: Bearer <key>` from this page's
 * memory (never a cookie, never Web Storage, never sent anywhere else), RFC 9457 problems turned
 * into {@link ApiProblem}, and `Retry-After` honoured on 429 and 503 before trying again.
 */

/**
 * The signed-in key. A module variable on purpose: the console is one page with hash routing, so
 * navigating never reloads it, and a key that lives only here is gone with a reload, a closed
 * tab or "Sair" — nothing of it is ever written to the disk or to storage a script could read
 * later.
 * @type {string | null}
 */
let key = null;

/** @returns {string | null} the API key of this page, if signed in */
export function apiKey() {
  return key;
}

/** @param {string} value */
export function rememberKey(value) {
  key = value;
}

export function forgetKey() {
  key = null;
}

/** @typedef {{ code: string, path: string, message: string }} Issue */

/** A problem+json answer (or a network failure, status 0). */
export class ApiProblem extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {Issue[]} errors
   */
  constructor(status, code, message, errors) {
    super(message);
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Calls the API. `json` sends a JSON body; `body` + `type` send raw bytes. Answers the parsed
 * JSON, or the Response itself with `raw: true`.
 * @param {string} path
 * @param {{ method?: string, json?: unknown, body?: BodyInit, type?: string, accept?: string,
 *   headers?: Record<string, string>, raw?: boolean }} [opts]
 * @returns {Promise<any>}
 */
export async function api(path, opts = {}) {
  const headers = new Headers(opts.headers);
  if (key) headers.set("authorization", `Bearer ${key}`);
  let body = opts.body;
  if (opts.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(opts.json);
  } else if (opts.type) headers.set("content-type", opts.type);
  if (opts.accept) headers.set("accept", opts.accept);
  for (let attempt = 1; ; attempt++) {
    /** @type {Response} */
    let res;
    try {
      res = await fetch(path, {
        method: opts.method ?? "GET",
        headers,
        body,
        credentials: "omit",
        cache: "no-store",
      });
    } catch (e) {
      throw new ApiProblem(0, "NETWORK", e instanceof Error ? e.message : String(e), []);
    }
    const wait = Number(res.headers.get("retry-after"));
    if ((res.status === 429 || res.status === 503) && attempt < 4 && wait >= 0 && wait <= 30) {
      await res.body?.cancel();
      await sleep(Math.max(wait, 1) * 1000);
      continue;
    }
    if (!res.ok) {
      let problem = /** @type {any} */ ({});
      try {
        problem = await res.json();
      } catch {
        // not a problem document
      }
      if (res.status === 401) window.dispatchEvent(new Event("lote:unauthorized"));
      throw new ApiProblem(
        res.status,
        problem.code ?? "HTTP_" + res.status,
        problem.detail ?? res.statusText,
        problem.errors ?? [],
      );
    }
    if (opts.raw) return res;
    if (res.status === 204) return null;
    return res.json();
  }
}

/**
 * A fresh Idempotency-Key for one user action (the same action retried keeps its key).
 * @returns {string}
 */
export function idempotencyKey() {
  return `console-${crypto.randomUUID()}`;
}
