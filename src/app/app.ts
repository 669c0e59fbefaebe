/**
 * The HTTP app: Hono with zod-openapi. Routes are one file per operation under `routes/`, each
 * exporting its route definition and a `register…(app)` function; this file wires them, the
 * middleware and the single error handler.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import type { ZodError } from "zod";
import { limitSmallBodies } from "../api/body-limit";
import { ApiError, problemResponse, safeInstance } from "../api/errors";
import { MAX_JSON_DEPTH } from "../api/json-limits";
import { markJobCreation, provideServices, requestContext } from "../api/middleware";
import type { App, HonoEnv } from "../api/types";
import type { KindRoutes } from "../jobs/kind";
import { registry } from "../jobs/registry";
import { DomainError, formatPath } from "../platform/errors";
import { SlotMovingError, TransientError } from "../platform/faults";
import { newId } from "../platform/ids";
import { tooDeep } from "../platform/json";
import type { Services } from "../services";
import { registerDocs } from "./routes/docs";
import { registerRoutes } from "./routes/index";

/** The paths every kind's module declares (`routes`), for the middleware that cannot import the registry. */
function kindPaths(pick: (routes: KindRoutes) => readonly string[]): ReadonlySet<string> {
  return new Set(Object.values(registry).flatMap((k) => pick(k.routes)));
}

function zodIssues(target: string, error: ZodError) {
  return error.issues.flatMap((i) =>
    // An unknown key is named by its own path, like an item's UNKNOWN_FIELD.
    i.code === "unrecognized_keys"
      ? i.keys.map((k) => ({
          code: "UNKNOWN_FIELD",
          path: formatPath(target, [...i.path, k]),
          message: `${k} is not a known field`,
        }))
      : [
          {
            // zod's own codes upper-cased (invalid_type → INVALID_TYPE, too_big → TOO_BIG); custom checks carry theirs.
            code:
              i.code === "custom" && typeof i.params?.code === "string"
                ? i.params.code
                : i.code.toUpperCase(),
            path: formatPath(target, i.path),
            message: i.message,
          },
        ],
  );
}

/**
 * Builds the app (routes are stateless; `services` makes each request's services from its `env`:
 * the composition root's, handed in by src/worker.ts).
 */
export function createApp(services: (env: Env) => Services): App {
  const app = new OpenAPIHono<HonoEnv>({
    defaultHook: (result, c) => {
      // Every JSON body, valid or not: nesting deeper than MAX_JSON_DEPTH is refused with its path.
      // On failure zod-validator passes the parsed input as `data` too (the type omits it).
      const data = (result as { data?: unknown }).data;
      const deep = result.target === "json" ? tooDeep(data, MAX_JSON_DEPTH) : null;
      const depthIssues = deep
        ? [
            {
              code: "TOO_DEEP",
              path: formatPath("body", deep),
              message: `objects and arrays nest deeper than ${MAX_JSON_DEPTH} levels`,
            },
          ]
        : [];
      if (result.success && depthIssues.length > 0) {
        const err = new ApiError("VALIDATION_FAILED", "the JSON body nests too deep", {
          issues: depthIssues,
        });
        return problemResponse(err, c.get("requestId"), safeInstance(c.req.path));
      }
      if (!result.success) {
        const issues = [
          ...zodIssues(result.target === "json" ? "body" : result.target, result.error),
          ...depthIssues,
        ];
        const badKey = result.target === "header" && issues.some((i) => i.path === "header.idempotency-key");
        const err = badKey
          ? new ApiError(
              "INVALID_IDEMPOTENCY_KEY",
              "Idempotency-Key must be 1 to 255 printable ASCII characters",
              { issues },
            )
          : new ApiError("VALIDATION_FAILED", `${issues.length} problem(s) in the request`, { issues });
        return problemResponse(err, c.get("requestId"), safeInstance(c.req.path));
      }
    },
  });

  app.use("*", provideServices(services));
  app.use("*", requestContext);
  app.use("/v1/*", limitSmallBodies(kindPaths((r) => r.bulk)));
  app.use("/v1/*", markJobCreation(kindPaths((r) => r.create)));
  registerRoutes(app);
  registerDocs(app);

  app.notFound((c) =>
    problemResponse(
      new ApiError("NOT_FOUND", `no route for ${c.req.method} ${safeInstance(c.req.path)}`),
      c.get("requestId") ?? newId("req"),
      safeInstance(c.req.path),
    ),
  );

  app.onError((err, c) => {
    const requestId = c.get("requestId") ?? newId("req");
    const instance = safeInstance(c.req.path);
    if (err instanceof DomainError) return problemResponse(err, requestId, instance);
    if (err instanceof HTTPException) {
      const status = err.status;
      const code =
        status === 400
          ? /json/i.test(err.message)
            ? "INVALID_JSON"
            : "INVALID_REQUEST"
          : status === 413
            ? "PAYLOAD_TOO_LARGE"
            : status === 415
              ? "UNSUPPORTED_MEDIA_TYPE"
              : status === 401
                ? "UNAUTHORIZED"
                : status === 404
                  ? "NOT_FOUND"
                  : "INVALID_REQUEST";
      return problemResponse(new ApiError(code, err.message || "bad request"), requestId, instance);
    }
    if (err instanceof TransientError) {
      // Storage or queue unavailable for a moment: nothing was recorded (writes are atomic); retry.
      c.get("log")?.warn("transient failure", { error: err, path: instance });
      // A write to a tenant slot being moved between shards waits for the move's flip.
      const moving = err instanceof SlotMovingError;
      return problemResponse(
        new ApiError(
          "SERVICE_UNAVAILABLE",
          moving
            ? "this tenant's data is being moved to another database; nothing was recorded — retry shortly"
            : "a storage service is briefly unavailable; nothing was recorded — retry shortly",
          { headers: { "retry-after": moving ? "5" : "2" } },
        ),
        requestId,
        instance,
      );
    }
    c.get("log")?.error("unhandled error", { error: err, path: instance });
    return problemResponse(
      new ApiError("INTERNAL_ERROR", "an unexpected error occurred; quote the request_id"),
      requestId,
      instance,
    );
  });
  return app;
}
