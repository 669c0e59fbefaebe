import { createRoute, z } from "@hono/zod-openapi";
import { ApiError } from "../../api/errors";
import { requireAdmin } from "../../api/middleware";
import { problem } from "../../api/schemas";
import type { App } from "../../api/types";
import { d1Counts } from "../../storage/db";
import { PLACEMENT_OP_PHASES, SHARD_STATES } from "../../storage/schema";
import { listShards, readPlacement, setShardState } from "../../tenants/placement";
import { getOp, listOps, opView, startAddSlot, startMove } from "../../tenants/placement-ops";

/** What every admin route shares: tag, operator token. */
const adminRoute = { tags: ["admin"], security: [{ adminToken: [] }], middleware: [requireAdmin] };

const pathParam = (name: string) =>
  z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name, in: "path" } });

const ShardName = z.string().min(1).max(64);

const D1CountsSchema = z
  .object({ statements: z.number().int(), round_trips: z.number().int() })
  .openapi("D1Counts");

const Shard = z
  .object({
    name: z.string().openapi({ description: "The D1 binding, as named in `DATA_SHARDS`" }),
    state: z.enum(SHARD_STATES).openapi({
      description:
        "`open` takes new tenants; `closed` keeps its tenants and takes no new ones; `draining` is being emptied",
    }),
    configured: z.boolean().openapi({ description: "Whether `DATA_SHARDS` still names it" }),
    tenants: z.number().int().openapi({ description: "Tenants whose write slot is there" }),
    slots: z.number().int(),
    size_bytes: z.number().int().openapi({ description: "D1's size of the database (`meta.size_after`)" }),
    d1: D1CountsSchema.nullable().openapi({
      description: "Statements this isolate sent it since it started (only with `COUNT_D1_STATEMENTS=on`)",
    }),
  })
  .openapi("Shard");

const Slot = z
  .object({
    slot: z.number().int(),
    shard: z.string(),
    role: z.enum(["write", "read"]),
    state: z.enum(["active", "moving"]),
  })
  .openapi("TenantSlot");

const Placement = z
  .object({ tenant_id: z.string(), epoch: z.number().int(), slots: z.array(Slot) })
  .openapi("TenantPlacement");

const Op = z
  .object({
    op_id: z.string(),
    kind: z.enum(["move", "add_slot"]),
    tenant_id: z.string(),
    slot: z.number().int(),
    source: z.string().nullable(),
    target: z.string(),
    phase: z.enum(PLACEMENT_OP_PHASES),
    progress: z.record(z.string(), z.unknown()),
    error: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .openapi("PlacementOperation");

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const listShardsRoute = createRoute({
  method: "get",
  path: "/v1/admin/shards",
  ...adminRoute,
  summary: "The data shards: state, tenants and size",
  responses: {
    200: json(
      z.object({
        data: z.array(Shard),
        directory: z.object({ d1: D1CountsSchema.nullable() }),
      }),
      "Every shard the catalogue knows, and the directory's statement counts",
    ),
    401: problem("Admin token required"),
  },
});

export const updateShardRoute = createRoute({
  method: "patch",
  path: "/v1/admin/shards/{shard}",
  ...adminRoute,
  summary: "Open or close a shard to new tenants",
  request: {
    params: z.object({ shard: pathParam("shard") }),
    body: {
      required: true,
      content: {
        "application/json": { schema: z.strictObject({ state: z.enum(SHARD_STATES) }) },
      },
    },
  },
  responses: {
    200: json(Shard, "The shard after the change"),
    401: problem("Admin token required"),
    404: problem("No such shard"),
    422: problem("VALIDATION_FAILED"),
  },
});

const TenantParam = z.object({ tenant_id: pathParam("tenant_id") });

export const getSlotsRoute = createRoute({
  method: "get",
  path: "/v1/admin/tenants/{tenant_id}/slots",
  ...adminRoute,
  summary: "Where a tenant's data lives: its slots and their shards",
  request: { params: TenantParam },
  responses: {
    200: json(Placement, "The tenant's placement"),
    401: problem("Admin token required"),
    404: problem("No such tenant"),
  },
});

export const addSlotRoute = createRoute({
  method: "post",
  path: "/v1/admin/tenants/{tenant_id}/slots",
  ...adminRoute,
  summary: "Give a tenant a new write slot on a shard (its current write slot turns read)",
  request: {
    params: TenantParam,
    body: {
      required: false,
      content: {
        "application/json": { schema: z.strictObject({ shard: ShardName.optional() }) },
      },
    },
  },
  responses: {
    202: json(Op, "Started; follow it at /v1/admin/placement-ops/{op_id}"),
    401: problem("Admin token required"),
    404: problem("No such tenant"),
    409: problem("Another placement operation runs for the tenant, or the shard is draining"),
    422: problem("VALIDATION_FAILED"),
  },
});

export const moveSlotRoute = createRoute({
  method: "post",
  path: "/v1/admin/tenants/{tenant_id}/slots/{slot}/move",
  ...adminRoute,
  summary: "Move one slot of a tenant to another shard (pause, copy, verify, flip, clean)",
  request: {
    params: TenantParam.extend({
      slot: z.coerce
        .number()
        .int()
        .min(0)
        .max(1023)
        .openapi({ param: { name: "slot", in: "path" } }),
    }),
    body: {
      required: true,
      content: { "application/json": { schema: z.strictObject({ shard: ShardName }) } },
    },
  },
  responses: {
    202: json(Op, "Started; follow it at /v1/admin/placement-ops/{op_id}"),
    401: problem("Admin token required"),
    404: problem("No such tenant or slot"),
    409: problem("Another placement operation runs, the slot is already there, or the shard is draining"),
    422: problem("VALIDATION_FAILED"),
  },
});

export const listOpsRoute = createRoute({
  method: "get",
  path: "/v1/admin/tenants/{tenant_id}/placement-ops",
  ...adminRoute,
  summary: "A tenant's placement operations, newest first",
  request: { params: TenantParam },
  responses: {
    200: json(z.object({ data: z.array(Op) }), "The operations"),
    401: problem("Admin token required"),
  },
});

export const getOpRoute = createRoute({
  method: "get",
  path: "/v1/admin/placement-ops/{op_id}",
  ...adminRoute,
  summary: "One placement operation: its phase and progress",
  request: { params: z.object({ op_id: pathParam("op_id") }) },
  responses: {
    200: json(Op, "The operation"),
    401: problem("Admin token required"),
    404: problem("No such operation"),
  },
});

/** This isolate's statement counts for a database, when counting is on. */
function countsOf(name: string) {
  const c = d1Counts().get(name);
  return c ? { statements: c.statements, round_trips: c.roundTrips } : null;
}

function shardView(s: Awaited<ReturnType<typeof listShards>>[number]) {
  return {
    name: s.name,
    state: s.state,
    configured: s.configured,
    tenants: s.tenants,
    slots: s.slots,
    size_bytes: s.sizeBytes,
    d1: countsOf(s.name),
  };
}

/** The operator's routes for data shards, tenant slots and the operations that move them. */
export function registerAdminPlacement(app: App): void {
  app.openapi(listShardsRoute, async (c) => {
    const svc = c.get("svc");
    const list = await listShards(svc.directory, svc.allData(), svc.clock.now());
    return c.json({ data: list.map(shardView), directory: { d1: countsOf(svc.directory.name) } }, 200);
  });
  app.openapi(updateShardRoute, async (c) => {
    const svc = c.get("svc");
    const { shard } = c.req.valid("param");
    const now = svc.clock.now();
    await listShards(svc.directory, svc.allData(), now); // the catalogue knows every configured shard
    if (!(await setShardState(svc.directory, shard, c.req.valid("json").state, now)))
      throw new ApiError("NOT_FOUND", "no such shard");
    const s = (await listShards(svc.directory, svc.allData(), now)).find((x) => x.name === shard);
    if (!s) throw new ApiError("NOT_FOUND", "no such shard");
    return c.json(shardView(s), 200);
  });
  app.openapi(getSlotsRoute, async (c) => {
    const p = await readPlacement(c.get("svc").directory, c.req.valid("param").tenant_id);
    if (!p) throw new ApiError("NOT_FOUND", "tenant not found");
    return c.json({ tenant_id: p.tenantId, epoch: p.epoch, slots: [...p.slots] }, 200);
  });
  app.openapi(addSlotRoute, async (c) => {
    const body = c.req.valid("json") ?? {};
    const op = await startAddSlot(c.get("svc"), { tenantId: c.req.valid("param").tenant_id, ...body });
    return c.json(opView(op), 202);
  });
  app.openapi(moveSlotRoute, async (c) => {
    const { tenant_id, slot } = c.req.valid("param");
    const op = await startMove(c.get("svc"), {
      tenantId: tenant_id,
      slot: Number(slot),
      target: c.req.valid("json").shard,
    });
    return c.json(opView(op), 202);
  });
  app.openapi(listOpsRoute, async (c) => {
    const ops = await listOps(c.get("svc"), c.req.valid("param").tenant_id);
    return c.json({ data: ops.map(opView) }, 200);
  });
  app.openapi(getOpRoute, async (c) => {
    const op = await getOp(c.get("svc"), c.req.valid("param").op_id);
    if (!op) throw new ApiError("NOT_FOUND", "no such placement operation");
    return c.json(opView(op), 200);
  });
}
