import { createRoute, z } from "@hono/zod-openapi";
import { ApiError } from "../../api/errors";
import { requireAdmin } from "../../api/middleware";
import { problem } from "../../api/schemas";
import type { App } from "../../api/types";
import { createApiKey, createTenant, getTenant, revokeApiKey, updateTenant } from "../../tenants/admin";

const Limits = z.strictObject({
  max_concurrent_jobs: z.number().int().min(1).max(100),
  max_pending_jobs: z.number().int().min(0).max(10_000),
  max_items_per_job: z.number().int().min(1).max(1000),
  rate_limit_per_minute: z.number().int().min(1).max(1_000_000),
});

const NewKey = z
  .object({
    id: z.string(),
    key: z.string().openapi({ description: "Shown once; store it now" }),
    prefix: z.string(),
    name: z.string(),
  })
  .openapi("NewApiKey");

/** What every admin route shares: tag, operator token. */
const adminRoute = { tags: ["admin"], security: [{ adminToken: [] }], middleware: [requireAdmin] };

const TenantIdParam = z.object({
  tenant_id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "tenant_id", in: "path" } }),
});

export const createTenantRoute = createRoute({
  method: "post",
  path: "/v1/admin/tenants",
  ...adminRoute,
  summary: "Create a tenant with limits and its first API key",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.strictObject({
            name: z.string().min(1).max(200),
            limits: Limits.partial().optional(),
            shard: z.string().min(1).max(64).optional().openapi({
              description:
                "The data shard (a binding named in `DATA_SHARDS`) for the tenant's data; default: the emptiest open shard",
            }),
          }),
        },
      },
    },
  },
  responses: {
    201: {
      description: "Created",
      content: {
        "application/json": {
          schema: z
            .object({
              tenant_id: z.string(),
              name: z.string(),
              limits: Limits,
              api_key: NewKey,
              shard: z.string().openapi({ description: "The data shard holding the tenant's slot 0" }),
            })
            .openapi("NewTenant"),
        },
      },
    },
    401: problem("Admin token required"),
    403: problem("ADMIN_DISABLED"),
    409: problem("The shard named is draining"),
    422: problem("VALIDATION_FAILED"),
  },
});

export const getTenantRoute = createRoute({
  method: "get",
  path: "/v1/admin/tenants/{tenant_id}",
  ...adminRoute,
  summary: "A tenant, its limits and its API keys (never the keys themselves)",
  request: { params: TenantIdParam },
  responses: {
    200: {
      description: "The tenant",
      content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
    },
    401: problem("Admin token required"),
    404: problem("No such tenant"),
  },
});

export const updateTenantRoute = createRoute({
  method: "patch",
  path: "/v1/admin/tenants/{tenant_id}",
  ...adminRoute,
  summary: "Change a tenant's limits, name or status (`disabled` refuses its API keys at once)",
  request: {
    params: TenantIdParam,
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.strictObject({
            name: z.string().min(1).max(200).optional(),
            status: z.enum(["active", "disabled"]).optional(),
            limits: Limits.partial().optional(),
          }),
        },
      },
    },
  },
  responses: {
    200: {
      description: "The tenant after the change",
      content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
    },
    401: problem("Admin token required"),
    404: problem("No such tenant"),
    422: problem("VALIDATION_FAILED"),
  },
});

export const createKeyRoute = createRoute({
  method: "post",
  path: "/v1/admin/tenants/{tenant_id}/api-keys",
  ...adminRoute,
  summary: "Mint another API key for a tenant",
  request: {
    params: TenantIdParam,
    body: {
      required: true,
      content: { "application/json": { schema: z.strictObject({ name: z.string().min(1).max(200) }) } },
    },
  },
  responses: {
    201: { description: "Created", content: { "application/json": { schema: NewKey } } },
    401: problem("Admin token required"),
    404: problem("No such tenant"),
  },
});

export const revokeKeyRoute = createRoute({
  method: "delete",
  path: "/v1/admin/tenants/{tenant_id}/api-keys/{key_id}",
  ...adminRoute,
  summary: "Revoke an API key (effective immediately)",
  request: {
    params: TenantIdParam.extend({
      key_id: z
        .string()
        .min(1)
        .max(64)
        .openapi({ param: { name: "key_id", in: "path" } }),
    }),
  },
  responses: {
    204: { description: "Revoked" },
    401: problem("Admin token required"),
    404: problem("No such active key"),
  },
});

type TenantRow = NonNullable<Awaited<ReturnType<typeof getTenant>>>["tenant"];

function tenantView(t: TenantRow) {
  return {
    tenant_id: t.id,
    name: t.name,
    status: t.status,
    limits: {
      max_concurrent_jobs: t.maxConcurrentJobs,
      max_pending_jobs: t.maxPendingJobs,
      max_items_per_job: t.maxItemsPerJob,
      rate_limit_per_minute: t.rateLimitPerMinute,
    },
  };
}

export function registerAdmin(app: App): void {
  app.openapi(createTenantRoute, async (c) =>
    c.json(await createTenant(c.get("svc"), c.req.valid("json")), 201),
  );
  app.openapi(getTenantRoute, async (c) => {
    const t = await getTenant(c.get("svc"), c.req.valid("param").tenant_id);
    if (!t) throw new ApiError("NOT_FOUND", "tenant not found");
    return c.json(
      {
        ...tenantView(t.tenant),
        api_keys: t.keys.map((k) => ({
          id: k.id,
          name: k.name,
          prefix: k.prefix,
          created_at: new Date(k.createdAt).toISOString(),
          revoked_at: k.revokedAt ? new Date(k.revokedAt).toISOString() : null,
        })),
      },
      200,
    );
  });
  app.openapi(updateTenantRoute, async (c) => {
    const svc = c.get("svc");
    const { tenant_id } = c.req.valid("param");
    if (!(await updateTenant(svc, tenant_id, c.req.valid("json"))))
      throw new ApiError("NOT_FOUND", "tenant not found");
    const t = (await getTenant(svc, tenant_id))?.tenant;
    if (!t) throw new ApiError("NOT_FOUND", "tenant not found");
    return c.json(tenantView(t), 200);
  });
  app.openapi(createKeyRoute, async (c) => {
    const key = await createApiKey(c.get("svc"), c.req.valid("param").tenant_id, c.req.valid("json").name);
    if (!key) throw new ApiError("NOT_FOUND", "tenant not found");
    return c.json(key, 201);
  });
  app.openapi(revokeKeyRoute, async (c) => {
    const { tenant_id, key_id } = c.req.valid("param");
    if (!(await revokeApiKey(c.get("svc"), tenant_id, key_id)))
      throw new ApiError("NOT_FOUND", "no such active key");
    return c.body(null, 204);
  });
}
