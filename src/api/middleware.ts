/**
 * Cross-cutting middleware: services, request id, the job-creation mark, API-key auth with rate
 * limit, admin auth.
 */
import type { Context, MiddlewareHandler } from "hono";
import { sha256Hex, timingSafeEqualStr } from "../platform/crypto";
import { newId } from "../platform/ids";
import type { Services } from "../services";
import { keyByHash } from "../tenants/directory";
import { ApiError, safeInstance } from "./errors";
import type { HonoEnv } from "./types";

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The client a request comes from: the address Cloudflare saw (never a header the client chose). */
export function clientOf(headers: { get(name: string): string | null | undefined }): string {
  return headers.get("cf-connecting-ip") ?? "unknown";
}

/**
 * Sets the request's services: the composition root's (src/context.ts), handed over by app.ts —
 * this file is imported by the kinds' routes, so it must not import the root (nor the registry).
 */
export function provideServices(services: (env: Env) => Services): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    c.set("svc", services(c.env));
    await next();
  };
}

/**
 * Assigns `X-Request-Id` (kept from the client when sane) and writes lote's own access line per
 * request (after {@link provideServices}). The platform's invocation logs are off (wrangler.toml):
 * they would record every URL as sent, download tokens included; this line records the path with
 * the token replaced (`/v1/downloads/{token}`).
 */
export const requestContext: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const incoming = c.req.header("x-request-id");
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : newId("req");
  const svc = c.get("svc");
  const started = Date.now();
  c.set("requestId", requestId);
  c.set("log", svc.logger.child({ request_id: requestId }));
  await next();
  c.header("x-request-id", requestId);
  if (svc.config.ACCESS_LOG === "on") {
    c.get("log").info("request", {
      method: c.req.method,
      path: safeInstance(c.req.path),
      status: c.res.status,
      ms: Date.now() - started,
    });
  }
};

/**
 * Marks the requests that create a job: POSTs to a path in `paths` (every kind's `routes.create`,
 * handed over by app.ts — this file cannot import the registry, whose kinds' routes import it).
 * Their rate limit is charged inside the gate's `begin`, so {@link requireTenant} skips it; a
 * request left unmarked is charged there, so a mistake errs towards charging, never skipping.
 */
export function markJobCreation(paths: ReadonlySet<string>): MiddlewareHandler<HonoEnv> {
  // A templated path (`/v1/boletos/{item_id}/instructions`) matches any one segment per parameter.
  const templates = [...paths]
    .filter((p) => p.includes("{"))
    .map((p) => new RegExp(`^${p.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^/}]+\}/g, "[^/]+")}$`));
  const creates = (path: string) => paths.has(path) || templates.some((t) => t.test(path));
  return async (c, next) => {
    c.set("createsJob", c.req.method === "POST" && creates(c.req.path));
    await next();
  };
}

/**
 * Refuses, before any storage request, a client that already spent its budget of requests without
 * a valid credential this minute (`UNAUTHENTICATED_PER_MINUTE`, per isolate).
 */
export function refuseExhaustedClient(c: Context<HonoEnv>): void {
  const svc = c.get("svc");
  const r = svc.guard.clients.exhausted(clientOf(c.req.raw.headers), svc.clock.now());
  if (r.exhausted)
    throw new ApiError("RATE_LIMITED", "too many requests without a valid credential from this client", {
      headers: { "retry-after": String(r.retryAfter) },
    });
}

/** Charges one request without a valid credential (a failure, or an anonymous route) to its client. */
export function spendBudget(c: Context<HonoEnv>): void {
  const svc = c.get("svc");
  svc.guard.clients.charge(clientOf(c.req.raw.headers), svc.clock.now());
}

/** {@link spendBudget}, then the error to throw. @example throw chargeClient(c, badKey()) */
export function chargeClient(c: Context<HonoEnv>, err: ApiError): ApiError {
  spendBudget(c);
  return err;
}

const badKey = () =>
  new ApiError("UNAUTHORIZED", "the API key is not valid", { headers: { "www-authenticate": "Bearer" } });

function bearer(header: string | undefined): string | undefined {
  const m = header?.match(/^Bearer\s+(\S{1,512})\s*$/i);
  return m?.[1];
}

/**
 * Tenant authentication by the API key `read` finds in the request (`hint` says where to send it):
 * the key's sha256 is looked up (keys are never stored), the tenant must be active and the key not
 * revoked; then the tenant's rate limit is charged in its Durable Object.
 */
function tenantByKey(
  read: (c: Context<HonoEnv>) => string | undefined,
  hint: string,
): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    refuseExhaustedClient(c);
    const key = read(c);
    if (!key)
      throw chargeClient(
        c,
        new ApiError("UNAUTHORIZED", hint, { headers: { "www-authenticate": "Bearer" } }),
      );
    await authenticate(c, key);
    await next();
  };
}

async function authenticate(c: Context<HonoEnv>, key: string): Promise<void> {
  const svc = c.get("svc");
  const hash = await sha256Hex(key);
  // A key seen not to exist a moment ago is answered from memory, without a D1 query.
  if (svc.guard.badKeys.has(hash, svc.clock.now())) throw chargeClient(c, badKey());
  const row = await keyByHash(svc.directory, hash);
  if (!row) svc.guard.badKeys.add(hash, svc.clock.now()); // unknown or revoked: that never changes back
  if (row?.status !== "active") throw chargeClient(c, badKey());
  const auth = {
    tenantId: row.tenantId,
    apiKeyId: row.keyId,
    limits: {
      maxConcurrentJobs: row.maxConcurrentJobs,
      maxPendingJobs: row.maxPendingJobs,
      maxItemsPerJob: row.maxItemsPerJob,
      rateLimitPerMinute: row.rateLimitPerMinute,
    },
  };
  c.set("auth", auth);
  c.set("log", c.get("log").child({ tenant_id: auth.tenantId }));
  // Job creation charges the bucket inside `begin` (same DO call); everything else here.
  if (c.get("createsJob") !== true) {
    const rate = await svc.gate(auth.tenantId).rateCheck(auth.limits, svc.clock.now());
    if (!rate.ok) {
      throw new ApiError("RATE_LIMITED", "rate limit exceeded for this tenant", {
        headers: { "retry-after": String(rate.retryAfter) },
      });
    }
  }
}

/** `Authorization: Bearer <api key>`: the tenant routes' authentication ({@link tenantByKey}). */
export const requireTenant: MiddlewareHandler<HonoEnv> = tenantByKey(
  (c) => bearer(c.req.header("authorization")),
  "send the API key as 'Authorization: Bearer <key>'",
);

/**
 * `X-Lote-Key: <api key>`: the tenant's key where `Authorization` belongs to someone else — the
 * simulated provider's API (`/v1/sandbox/providers/{provider}/api/…`), whose caller sends the
 * provider's own token there.
 */
export const requireTenantByLoteKey: MiddlewareHandler<HonoEnv> = tenantByKey(
  (c) => c.req.header("x-lote-key")?.match(/^\s*(\S{1,512})\s*$/)?.[1],
  "send the API key as 'X-Lote-Key: <key>' (Authorization is the simulated provider's here)",
);

/** `Authorization: Bearer <ADMIN_TOKEN>` for `/v1/admin/*`; closed when no token is configured. */
export const requireAdmin: MiddlewareHandler<HonoEnv> = async (c, next) => {
  refuseExhaustedClient(c);
  const expected = c.get("svc").config.adminToken;
  if (!expected)
    throw chargeClient(
      c,
      new ApiError("ADMIN_DISABLED", "admin API is disabled: no ADMIN_TOKEN is configured"),
    );
  const got = bearer(c.req.header("authorization"));
  if (!got || !timingSafeEqualStr(got, expected))
    throw chargeClient(
      c,
      new ApiError("UNAUTHORIZED", "admin token required", {
        headers: { "www-authenticate": 'Bearer realm="lote-admin"' },
      }),
    );
  await next();
};
