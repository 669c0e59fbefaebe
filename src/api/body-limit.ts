import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Config } from "../platform/config";
import { ApiError } from "./errors";
import type { HonoEnv } from "./types";

const utf8 = new TextEncoder();

/**
 * Rejects with `413 PAYLOAD_TOO_LARGE` one JSON value that is stored as a single D1 value (an
 * item, a title, `defaults`, a retry patch) when it serialises to more than `max` bytes: D1
 * refuses values over 2 MB, which the client would otherwise see as a 500. (`metadata` and a
 * remessa's `company` have tighter bounds of their own in their schemas: 422.)
 * @example limitStoredJson(body.defaults, "body.defaults", config.MAX_ITEM_BYTES)
 */
export function limitStoredJson(value: unknown, path: string, max: number): void {
  if (value === undefined) return;
  const text = JSON.stringify(value);
  const size = text.length * 3 <= max ? text.length : utf8.encode(text).byteLength;
  if (size > max) {
    const message = `${size} bytes as JSON; at most ${max}`;
    throw new ApiError("PAYLOAD_TOO_LARGE", `${path} is ${message}`, {
      issues: [{ code: "TOO_LARGE", path, message }],
    });
  }
}

/** Rejects bodies over the configured size with `413 PAYLOAD_TOO_LARGE` (checked while streaming). */
export function limitBody(pick: (c: Config) => number): MiddlewareHandler<HonoEnv> {
  return (c, next) => {
    const max = pick(c.get("svc").config);
    return bodyLimit({
      maxSize: max,
      onError: () => {
        throw new ApiError("PAYLOAD_TOO_LARGE", `the request body exceeds ${max} bytes`);
      },
    })(c, next);
  };
}

/** Every body but a bulk endpoint's (webhook, admin, retry, artifact, sandbox requests) is small. */
export const SMALL_BODY_BYTES = 1024 * 1024;

/**
 * Caps the body of every non-bulk write at 1 MiB, so no route buffers an unbounded body. `bulk`:
 * the endpoints with their own (larger) limit, set on the route — every kind's `routes.bulk`,
 * handed over by app.ts (this file cannot import the registry: the kinds' routes import it).
 */
export function limitSmallBodies(bulk: ReadonlySet<string>): MiddlewareHandler<HonoEnv> {
  return (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || bulk.has(c.req.path)) return next();
    return limitBody(() => SMALL_BODY_BYTES)(c, next);
  };
}
