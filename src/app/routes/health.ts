import { createRoute, z } from "@hono/zod-openapi";
import { count } from "drizzle-orm";
import { refuseExhaustedClient, spendBudget } from "../../api/middleware";
import { problem } from "../../api/schemas";
import type { App } from "../../api/types";
import { jobs, tenants } from "../../storage/schema";

export const VERSION = "0.1.0";

const Check = z.object({ ok: z.boolean(), ms: z.number(), error: z.string().optional() });
const HealthResponse = z
  .object({
    status: z.enum(["ok", "degraded"]),
    version: z.string(),
    environment: z.string(),
    checks: z.object({ d1: Check, r2: Check, queues: Check, tenant_gate: Check, config: Check }),
  })
  .openapi("Health");

export const healthRoute = createRoute({
  method: "get",
  path: "/v1/health",
  tags: ["health"],
  summary: "Liveness and dependency checks",
  description:
    "Queries D1, heads an R2 key and checks the queue producer bindings. 503 names the failing part.",
  responses: {
    200: { description: "All checks passed", content: { "application/json": { schema: HealthResponse } } },
    503: { description: "A dependency failed", content: { "application/json": { schema: HealthResponse } } },
    429: problem("RATE_LIMITED: this client's budget of anonymous requests is spent (Retry-After)"),
  },
});

async function timed(f: () => Promise<void>): Promise<z.infer<typeof Check>> {
  const t0 = Date.now();
  try {
    await f();
    return { ok: true, ms: Date.now() - t0 };
  } catch (e) {
    return { ok: false, ms: Date.now() - t0, error: (e as Error).message };
  }
}

export function registerHealth(app: App): void {
  app.openapi(healthRoute, async (c) => {
    const svc = c.get("svc");
    // Anonymous and it costs a D1 query and an R2 head: it counts against the client's budget.
    refuseExhaustedClient(c);
    spendBudget(c);
    const [d1, r2, queues, gate] = await Promise.all([
      timed(async () => {
        // Real queries that also prove the migrations ran: the directory, then every data database.
        await svc.directory.db.select({ n: count() }).from(tenants).get();
        for (const data of svc.allData()) await data.db.select({ id: jobs.id }).from(jobs).limit(1).get();
      }),
      timed(async () => {
        await svc.blobs.head("health/probe");
      }),
      timed(async () => {
        for (const [name, q] of Object.entries(svc.queues)) {
          if (!q || typeof (q as Queue).send !== "function" || typeof (q as Queue).sendBatch !== "function") {
            throw new Error(`queue producer ${name} is not bound`);
          }
        }
      }),
      timed(async () => {
        if (!c.env.TENANT_GATE || typeof c.env.TENANT_GATE.idFromName !== "function")
          throw new Error("TENANT_GATE is not bound");
      }),
    ]);
    const config = await timed(async () => {
      if (!svc.config.signingSecret)
        throw new Error(svc.config.signingSecretProblem ?? "SIGNING_SECRET is not set");
    });
    const checks = { d1, r2, queues, tenant_gate: gate, config };
    const ok = Object.values(checks).every((x) => x.ok);
    return c.json(
      {
        status: ok ? ("ok" as const) : ("degraded" as const),
        version: VERSION,
        environment: svc.config.ENVIRONMENT,
        checks,
      },
      ok ? 200 : 503,
    );
  });
}
