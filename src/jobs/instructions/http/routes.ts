import { createRoute, z } from "@hono/zod-openapi";
import { admitJob } from "../../../api/admit";
import { limitStoredJson } from "../../../api/body-limit";
import { ApiError } from "../../../api/errors";
import { freeFormObject } from "../../../api/json-limits";
import type { KindApi } from "../../../api/kind-http";
import { requireTenant } from "../../../api/middleware";
import { Accepted, IdempotencyHeader, Issue, ItemState, JobIdParam, problem } from "../../../api/schemas";
import { requireWebhookUrl } from "../../../api/webhook-url";
import { instructionView } from "../../../ledger/instruction-view";
import { cancelInstruction, findInstruction } from "../../../ledger/instructions";
import { sha256Hex } from "../../../platform/crypto";
import { findJob } from "../../core/job-store";
import { createInstructionsJob } from "../create";
import { boletoInstructions, findBoleto, instructionItems } from "../query";
import {
  BoletoIdParam,
  InstructionFields,
  InstructionIdParam,
  InstructionItem,
  InstructionView,
} from "./schemas";

/** Instructions per job: a remessa carries them by group, and a job checks them in one pass. */
export const MAX_INSTRUCTIONS_PER_JOB = 1000;

const sec = { tags: ["instructions"], security: [{ apiKey: [] }], middleware: [requireTenant] };

const CreateBody = z
  .strictObject({
    instructions: z.array(InstructionItem).min(1).max(MAX_INSTRUCTIONS_PER_JOB),
    webhook_url: z.string().max(2048).optional(),
    metadata: freeFormObject("Echoed back on the job and its webhooks").optional(),
  })
  .openapi("CreateInstructionsJob");

const OneBody = z
  .object({ ...InstructionFields, webhook_url: z.string().max(2048).optional() })
  .catchall(z.unknown())
  .openapi("CreateInstruction");

const AcceptedInstructions = Accepted.extend({
  instruction_ids: z.array(z.string()).openapi({
    description: "The id each instruction gets once checked (a failed check leaves it without a row)",
  }),
});

export const createInstructionsRoute = createRoute({
  ...sec,
  method: "post",
  path: "/v1/jobs/instructions",
  summary:
    "Queue instructions about issued boletos (baixa, new due date, abatimento, protest, …) for the next remessa",
  description:
    "1–1000 instructions; each is an item checked in the background against its boleto (yours, issued, the bank × layout writes the movement, its state allows it). A valid one is `queued` and the next remessa of its bank × layout × convênio × account carries it; an invalid one fails alone with its code and path.",
  request: {
    headers: IdempotencyHeader,
    body: { required: true, content: { "application/json": { schema: CreateBody } } },
  },
  responses: {
    202: { description: "Accepted", content: { "application/json": { schema: AcceptedInstructions } } },
    401: problem("Missing or invalid API key"),
    413: problem("PAYLOAD_TOO_LARGE"),
    422: problem("VALIDATION_FAILED or IDEMPOTENCY_KEY_REUSED"),
    429: problem("RATE_LIMITED or TOO_MANY_PENDING_JOBS"),
  },
});

export const createBoletoInstructionRoute = createRoute({
  ...sec,
  method: "post",
  path: "/v1/boletos/{item_id}/instructions",
  summary: "Queue one instruction about this boleto (a one-instruction job)",
  request: {
    headers: IdempotencyHeader,
    params: BoletoIdParam,
    body: { required: true, content: { "application/json": { schema: OneBody } } },
  },
  responses: {
    202: {
      description: "Accepted; the instruction is checked in the background",
      content: {
        "application/json": { schema: AcceptedInstructions.extend({ instruction_id: z.string() }) },
      },
    },
    401: problem("Missing or invalid API key"),
    404: problem("No such boleto for this tenant"),
    422: problem("VALIDATION_FAILED or IDEMPOTENCY_KEY_REUSED"),
    429: problem("RATE_LIMITED or TOO_MANY_PENDING_JOBS"),
  },
});

export const listBoletoInstructionsRoute = createRoute({
  ...sec,
  method: "get",
  path: "/v1/boletos/{item_id}/instructions",
  summary: "The instructions about this boleto, oldest first, with their states",
  request: { params: BoletoIdParam },
  responses: {
    200: {
      description: "Its instructions",
      content: { "application/json": { schema: z.object({ data: z.array(InstructionView) }) } },
    },
    401: problem("Missing or invalid API key"),
    404: problem("No such boleto for this tenant"),
  },
});

export const cancelInstructionRoute = createRoute({
  ...sec,
  method: "delete",
  path: "/v1/instructions/{instruction_id}",
  summary: "Cancel a queued instruction no remessa has claimed yet",
  request: { params: InstructionIdParam },
  responses: {
    200: { description: "Cancelled", content: { "application/json": { schema: InstructionView } } },
    401: problem("Missing or invalid API key"),
    404: problem("No such instruction for this tenant"),
    409: problem("INSTRUCTION_NOT_CANCELLABLE: sent, resolved, or claimed by a remessa being written"),
  },
});

const InstructionJobItem = z
  .object({
    item_id: z.string(),
    index: z.number().int(),
    status: ItemState,
    input: z.record(z.string(), z.unknown()).nullable(),
    errors: z.array(Issue),
    instruction: InstructionView.nullable(),
  })
  .openapi("InstructionJobItem");

export const listInstructionItemsRoute = createRoute({
  ...sec,
  method: "get",
  path: "/v1/jobs/instructions/{job_id}/items",
  summary:
    "The instructions of a job, in order: each checked one with its instruction, each failed one with its errors",
  request: {
    params: JobIdParam,
    query: z.object({
      page_size: z.coerce.number().int().min(1).max(1000).default(100),
      page_token: z.string().max(512).optional(),
    }),
  },
  responses: {
    200: {
      description: "A page of items",
      content: {
        "application/json": {
          schema: z.object({ data: z.array(InstructionJobItem), next_page_token: z.string() }),
        },
      },
    },
    400: problem("INVALID_PAGE_TOKEN"),
    404: problem("No such job"),
  },
});

/** The instructions kind's routes: the job, its status and items, and the per-boleto and per-instruction routes. */
export function registerInstructions({ app, jobStatus }: KindApi): void {
  registerCreateInstructions(app);
  jobStatus({
    tags: ["instructions"],
    summary: "An instructions job: each instruction checked and queued, or failed with its code",
    responses: { 404: "No such job" },
  });
  registerListInstructionItems(app);
  registerCreateBoletoInstruction(app);
  registerListBoletoInstructions(app);
  registerCancelInstruction(app);
}

type App = KindApi["app"];

/** POST: an instructions job over many boletos. */
function registerCreateInstructions(app: App): void {
  app.openapi(createInstructionsRoute, async (c) => {
    const svc = c.get("svc");
    const body = c.req.valid("json");
    body.instructions.forEach((x, i) => {
      limitStoredJson(x, `body.instructions[${i}]`, svc.config.MAX_ITEM_BYTES);
    });
    requireWebhookUrl(body.webhook_url, svc.config, "body.webhook_url");
    const requestSha256 = await sha256Hex(await c.req.text());
    const key = c.req.valid("header")["idempotency-key"] ?? null;
    const res = await admitJob(c, { key, requestSha256 }, async () => {
      const accepted = await createInstructionsJob({
        svc,
        auth: c.get("auth"),
        input: { ...body, requestSha256, idempotencyKey: key },
      });
      return { jobId: accepted.job_id, body: accepted, location: accepted.links.self as string };
    });
    return res as never;
  });
}

/** A job's items, page by page. */
function registerListInstructionItems(app: App): void {
  app.openapi(listInstructionItemsRoute, async (c) => {
    const tenantId = c.get("auth").tenantId;
    const { job_id } = c.req.valid("param");
    const q = c.req.valid("query");
    const data = await c.get("svc").data(tenantId, job_id);
    if (!(await findJob(data, tenantId, job_id, "boleto_instructions")))
      throw new ApiError("NOT_FOUND", "job not found");
    return c.json(
      await instructionItems(data, {
        tenantId,
        jobId: job_id,
        pageSize: q.page_size,
        pageToken: q.page_token,
      }),
      200,
    );
  });
}

/** POST: one instruction for one boleto, as a job of one. */
function registerCreateBoletoInstruction(app: App): void {
  app.openapi(createBoletoInstructionRoute, async (c) => {
    const svc = c.get("svc");
    const auth = c.get("auth");
    const { item_id } = c.req.valid("param");
    const { webhook_url, ...fields } = c.req.valid("json");
    limitStoredJson(fields, "body", svc.config.MAX_ITEM_BYTES);
    requireWebhookUrl(webhook_url, svc.config, "body.webhook_url");
    if (!(await findBoleto(await svc.data(auth.tenantId, item_id), auth.tenantId, item_id)))
      throw new ApiError("NOT_FOUND", "boleto not found");
    const requestSha256 = await sha256Hex(`${item_id}\n${await c.req.text()}`);
    const key = c.req.valid("header")["idempotency-key"] ?? null;
    const res = await admitJob(c, { key, requestSha256 }, async () => {
      const accepted = await createInstructionsJob({
        svc,
        auth,
        input: {
          instructions: [{ boleto: { item_id }, ...fields }],
          webhook_url,
          requestSha256,
          idempotencyKey: key,
        },
      });
      const body = { ...accepted, instruction_id: accepted.instruction_ids[0] as string };
      return { jobId: accepted.job_id, body, location: accepted.links.self as string };
    });
    return res as never;
  });
}

/** A boleto's instructions. */
function registerListBoletoInstructions(app: App): void {
  app.openapi(listBoletoInstructionsRoute, async (c) => {
    const tenantId = c.get("auth").tenantId;
    const { item_id } = c.req.valid("param");
    const svc = c.get("svc");
    if (!(await findBoleto(await svc.data(tenantId, item_id), tenantId, item_id)))
      throw new ApiError("NOT_FOUND", "boleto not found");
    return c.json({ data: await boletoInstructions(await svc.tenantData(tenantId), tenantId, item_id) }, 200);
  });
}

/** Cancels a queued instruction; any other state is a 409 naming it. */
function registerCancelInstruction(app: App): void {
  app.openapi(cancelInstructionRoute, async (c) => {
    const svc = c.get("svc");
    const tenantId = c.get("auth").tenantId;
    const { instruction_id } = c.req.valid("param");
    // An instruction's id carries its slot: its row is on that slot's shard.
    const data = await svc.data(tenantId, instruction_id);
    const cancelled = await cancelInstruction(data, tenantId, instruction_id, svc.clock.now());
    if (cancelled) return c.json(instructionView(cancelled), 200);
    const found = await findInstruction(data, tenantId, instruction_id);
    if (!found) throw new ApiError("NOT_FOUND", "instruction not found");
    throw new ApiError(
      "INSTRUCTION_NOT_CANCELLABLE",
      found.state === "queued"
        ? "a remessa is writing this instruction into its file; it can no longer be cancelled"
        : `the instruction is ${found.state}; only a queued one can be cancelled`,
    );
  });
}
