/**
 * The job-creation protocol shared by every POST that creates a job, around the tenant's gate:
 * begin (rate limit, idempotency, pending limit) → record the job → complete (store the response
 * for replays, admit the job to a slot). A failure while recording frees the idempotency key.
 *
 * An Idempotency-Key is fingerprinted with the method and the route as well as the body: the same
 * key on another job-creating route is a different request (422), never a replay of the first.
 */
import type { Context } from "hono";
import { sha256Hex } from "../platform/crypto";
import { ApiError } from "./errors";
import type { HonoEnv } from "./types";

/**
 * What an Idempotency-Key is bound to: method, route and the body's SHA-256.
 * @example await requestFingerprint("POST", "/v1/jobs/boletos", sha) // sha256("POST /v1/jobs/boletos\n" + sha)
 */
export function requestFingerprint(method: string, route: string, bodySha256: string): Promise<string> {
  return sha256Hex(`${method.toUpperCase()} ${route}\n${bodySha256}`);
}

export async function admitJob(
  c: Context<HonoEnv>,
  req: { key: string | null; requestSha256: string },
  create: () => Promise<{ jobId: string; body: unknown; location: string }>,
): Promise<Response> {
  const svc = c.get("svc");
  const auth = c.get("auth");
  const gate = svc.gate(auth.tenantId);
  const decision = await gate.begin({
    key: req.key,
    requestHash: await requestFingerprint(c.req.method, c.req.routePath, req.requestSha256),
    now: svc.clock.now(),
    limits: auth.limits,
    ttlMs: svc.config.IDEMPOTENCY_TTL_SECONDS * 1000,
  });
  switch (decision.kind) {
    case "replay":
      return new Response(decision.body, {
        status: decision.status,
        headers: { ...decision.headers, "idempotent-replayed": "true", "x-request-id": c.get("requestId") },
      });
    case "mismatch":
      throw new ApiError(
        "IDEMPOTENCY_KEY_REUSED",
        "this Idempotency-Key was used with a different request (another body or another route)",
      );
    case "in_progress":
      throw new ApiError(
        "IDEMPOTENCY_KEY_IN_PROGRESS",
        "a request with this Idempotency-Key is still being accepted; retry shortly",
        {
          headers: { "retry-after": "1" },
        },
      );
    case "rate_limited":
      throw new ApiError("RATE_LIMITED", "rate limit exceeded for this tenant", {
        headers: { "retry-after": String(decision.retryAfter) },
      });
    case "too_many_pending":
      throw new ApiError(
        "TOO_MANY_PENDING_JOBS",
        `the tenant already has ${auth.limits.maxPendingJobs} jobs waiting`,
        {
          headers: { "retry-after": String(decision.retryAfter) },
        },
      );
  }
  let created: Awaited<ReturnType<typeof create>>;
  try {
    created = await create();
  } catch (e) {
    await gate.abort(req.key, decision.reservation);
    throw e;
  }
  const text = JSON.stringify(created.body);
  const headers = { "content-type": "application/json", location: created.location, "retry-after": "1" };
  await gate.complete({
    key: req.key,
    reservation: decision.reservation,
    jobId: created.jobId,
    status: 202,
    body: text,
    headers,
    now: svc.clock.now(),
    ttlMs: svc.config.IDEMPOTENCY_TTL_SECONDS * 1000,
    limits: auth.limits,
  });
  return new Response(text, { status: 202, headers: { ...headers, "x-request-id": c.get("requestId") } });
}
