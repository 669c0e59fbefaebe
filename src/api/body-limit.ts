import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Config } from "../platform/config";
import { ApiError } from "./errors";
import type { HonoEnv } from "./types";

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
