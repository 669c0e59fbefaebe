import { createRoute, z } from "@hono/zod-openapi";
import { admitJob } from "../../../api/admit";
import { limitBody, limitStoredJson } from "../../../api/body-limit";
import { ApiError } from "../../../api/errors";
import { ItemPatch, Layout, Movement, smallRecord, TitleEnvelope } from "../../../api/inputs";
import { freeFormObject } from "../../../api/json-limits";
import type { KindApi } from "../../../api/kind-http";
import { requireTenant } from "../../../api/middleware";
import {
  Accepted,
  IdempotencyHeader,
  Issue,
  JobIdParam,
  problem,
  RemessaTitleView,
} from "../../../api/schemas";
import { requireWebhookUrl } from "../../../api/webhook-url";
import { partySchema } from "../../../engine/index";
import { sha256Hex } from "../../../platform/crypto";
import { CNAB_FILE_STATUS_VALUES } from "../../../storage/schema";
import { findJob } from "../../core/job-store";
import { chooseTitles, refuseUnwritableCompany } from "../choose";
import { createRemessaJob } from "../create";
import { remessaFiles } from "../query";
import { retryRemessaFile } from "../retry";

export const CreateRemessaJobBody = z
  .strictObject({
    titles: z.array(TitleEnvelope).default([]).openapi({
      description:
        'The titles; none (`[]`) sends only the queued instructions (`instructions: "include"`), one file per group. A title naming an issued boleto sends its entry once: a boleto already sent, registered, protested, written off or paid is refused (`TITLE_ALREADY_SENT`, `TITLE_ALREADY_REGISTERED`, `TITLE_PROTESTED`, `TITLE_WRITTEN_OFF`, `TITLE_PAID`) unless the title says `resend: true` (allowed for sent and registered ones only)',
    }),
    select: z.enum(["given", "pending"]).default("given").openapi({
      description:
        "`given` (default): the titles given; `pending`: send what needs sending — every issued boleto whose entry no remessa sent yet (oldest first, up to the job's item limit; of `bank_code` when given), with the queued instructions. `titles` must then be empty",
    }),
    bank_code: z
      .string()
      .regex(/^\d{3}$/)
      .optional()
      .openapi({ description: 'With `select: "pending"`: only this bank\'s boletos' }),
    instructions: z.enum(["include", "none"]).default("include").openapi({
      description:
        "`include` (default): each file also carries its group's queued instructions (POST /v1/jobs/instructions) with their movement codes; `none`: titles only",
    }),
    layout: Layout.optional().openapi({ description: "Layout for titles that carry none" }),
    movement: Movement.optional().openapi({
      description: "Movement for titles that carry none (default `entry`)",
    }),
    company: partySchema.optional().openapi({
      description:
        "Party named in the file headers (default: each file's beneficiary). An alphanumeric CNPJ that a file of the job would have to carry is 422 CNAB_ALPHANUMERIC_DOCUMENT (docs/cnab.md)",
    }),
    max_titles_per_file: z.number().int().min(1).max(100_000).optional(),
    file_bank_fields: smallRecord(
      z.string().regex(/^\d{3}$/),
      smallRecord(z.string().max(40), z.string().max(40), 20),
      20,
    )
      .optional()
      .openapi({
        description:
          'Settings of the files (not of the boletos) per bank code, e.g. `{"001": {"wallet_variation": "019"}}` (Banco do Brasil) or `{"033": {"transmission_code": "…"}}` (Santander). See docs/cnab.md.',
      }),
    webhook_url: z.string().max(2048).optional(),
    metadata: freeFormObject("Echoed back on the job and its webhooks").optional(),
  })
  .openapi("CreateRemessaJob");

const FileView = z
  .object({
    file_id: z.string(),
    status: z.enum(CNAB_FILE_STATUS_VALUES),
    attempt: z.number().int(),
    bank_code: z.string(),
    layout: z.string(),
    agreement: z.string(),
    wallet: z.string(),
    agency: z.string(),
    account: z.string(),
    group_key: z.string(),
    file_sequence: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "NSA: strictly increasing per tenant × bank × agreement" }),
    file_name: z.string().nullable(),
    record_count: z.number().int().nullable(),
    title_count: z.number().int(),
    amount_cents: z.number().int(),
    sha256: z.string().nullable(),
    size: z.number().int().nullable(),
    url: z.string().nullable(),
    expires_at: z.string().nullable(),
    errors: z.array(Issue).openapi({ description: "File-level problems; per-title ones name `titles[i]`" }),
    warnings: z.array(Issue).openapi({
      description:
        "What was written with a departure (text cut to fit, instructions or PIX the layout cannot carry), and titles the layout refused and left out (`CNAB_TITLES_LEFT_OUT`): `path` relative to this file (`titles[1].payer.name`), `line` of the file (0: the file as a whole)",
    }),
    titles: z.array(RemessaTitleView),
  })
  .openapi("RemessaFile");

const FilesView = z
  .object({
    files: z.array(FileView),
    rejected_titles: z.array(RemessaTitleView).openapi({
      description: "Titles refused before grouping (unknown reference, invalid title): in no file",
    }),
  })
  .openapi("RemessaFiles");
const sec = { tags: ["cnab"], security: [{ apiKey: [] }], middleware: [requireTenant] };

export const createRemessaRoute = createRoute({
  ...sec,
  method: "post",
  path: "/v1/jobs/cnab/remessas",
  summary:
    "Create a CNAB remessa job: titles are split into files per bank, layout, agreement, wallet and account",
  middleware: [requireTenant, limitBody((c) => c.MAX_BODY_BYTES)],
  request: {
    headers: IdempotencyHeader,
    body: { required: true, content: { "application/json": { schema: CreateRemessaJobBody } } },
  },
  responses: {
    202: { description: "Accepted", content: { "application/json": { schema: Accepted } } },
    401: problem("Missing or invalid API key"),
    413: problem("BATCH_TOO_LARGE or PAYLOAD_TOO_LARGE"),
    409: problem(
      'NO_QUEUED_INSTRUCTIONS: no titles, and no instruction is queued; NOTHING_TO_SEND: select "pending" found nothing to send',
    ),
    422: problem("VALIDATION_FAILED or IDEMPOTENCY_KEY_REUSED"),
    429: problem("RATE_LIMITED or TOO_MANY_PENDING_JOBS"),
  },
});

export const getRemessaFilesRoute = createRoute({
  ...sec,
  method: "get",
  path: "/v1/jobs/cnab/remessas/{job_id}/files",
  summary:
    "The files of a remessa job: name, bank, layout, NSA, counts, total, sha256, signed URL, per-title errors",
  request: { params: JobIdParam },
  responses: {
    200: { description: "Files", content: { "application/json": { schema: FilesView } } },
    404: problem("No such job"),
  },
});

export const retryRemessaFileRoute = createRoute({
  ...sec,
  method: "post",
  path: "/v1/jobs/cnab/remessas/{job_id}/files/{file_id}/retry",
  summary: "Rebuild one failed file (sub-batch) as a new attempt; optional per-title patches",
  request: {
    params: JobIdParam.extend({
      file_id: z
        .string()
        .max(80)
        .openapi({ param: { name: "file_id", in: "path" } }),
    }),
    body: {
      required: false,
      content: {
        "application/json": {
          schema: z.strictObject({
            patches: z.record(z.string().max(64), ItemPatch).optional().openapi({
              description: "Per failed title, keyed by item_id: merged over the title, which must stay valid",
            }),
          }),
        },
      },
    },
  },
  responses: {
    202: {
      description: "Queued",
      content: {
        "application/json": {
          schema: z.object({ file_id: z.string(), attempt: z.number().int(), titles: z.number().int() }),
        },
      },
    },
    404: problem("No such job or file"),
    409: problem("JOB_NOT_RETRYABLE: the file is not failed"),
  },
});

/**
 * The remessa kind's routes: create, the job's status with its files, the files, a file's retry.
 */
export function registerRemessas({ app, jobStatus }: KindApi): void {
  registerCreateRemessa(app);
  jobStatus({
    tags: ["cnab"],
    summary: "A remessa job with its files",
    responses: { 404: "No such job" },
    extra: {
      fields: { files: z.array(FileView), rejected_titles: z.array(RemessaTitleView) },
      read: (c, data, job) =>
        remessaFiles(c.get("svc"), data, {
          origin: new URL(c.req.url).origin,
          tenantId: job.tenantId,
          issuer: c.get("auth").apiKeyId,
          jobId: job.id,
        }),
    },
  });
  registerGetRemessaFiles(app);
  registerRetryRemessaFile(app);
}

type App = KindApi["app"];

/** POST: a remessa job over the titles given or chosen. */
function registerCreateRemessa(app: App): void {
  app.openapi(createRemessaRoute, async (c) => {
    const svc = c.get("svc");
    const auth = c.get("auth");
    const body = c.req.valid("json");
    const max = Math.min(auth.limits.maxItemsPerJob, svc.config.MAX_ITEMS_PER_JOB);
    body.titles = await chooseTitles(svc, auth.tenantId, body, max);
    const maxItem = svc.config.MAX_ITEM_BYTES;
    body.titles.forEach((title, i) => {
      limitStoredJson(title, `body.titles[${i}]`, maxItem);
    });
    requireWebhookUrl(body.webhook_url, svc.config, "body.webhook_url");
    if (body.company) refuseUnwritableCompany(body.company, body.titles, body.layout);
    const requestSha256 = await sha256Hex(await c.req.text());
    const key = c.req.valid("header")["idempotency-key"] ?? null;
    const res = await admitJob(c, { key, requestSha256 }, async () => {
      const accepted = await createRemessaJob({
        svc,
        auth,
        input: {
          titles: body.titles,
          options: {
            layout: body.layout,
            movement: body.movement,
            company: body.company,
            max_titles_per_file: body.max_titles_per_file,
            file_bank_fields: body.file_bank_fields,
            instructions: body.instructions,
            ...(body.select === "pending" ? { select: "pending" as const } : {}),
          },
          webhook_url: body.webhook_url,
          metadata: body.metadata,
          requestSha256,
          idempotencyKey: key,
        },
      });
      return { jobId: accepted.job_id, body: accepted, location: accepted.links.self };
    });
    return res as never;
  });
}

/** A job's files, each with its download link. */
function registerGetRemessaFiles(app: App): void {
  app.openapi(getRemessaFilesRoute, async (c) => {
    const svc = c.get("svc");
    const tenantId = c.get("auth").tenantId;
    const { job_id } = c.req.valid("param");
    const data = await svc.data(tenantId, job_id);
    if (!(await findJob(data, tenantId, job_id, "cnab_remessa")))
      throw new ApiError("NOT_FOUND", "job not found");
    return c.json(
      await remessaFiles(svc, data, {
        origin: new URL(c.req.url).origin,
        tenantId,
        issuer: c.get("auth").apiKeyId,
        jobId: job_id,
      }),
      200,
    );
  });
}

/** POST: a failed file's retry, with patches to its titles. */
function registerRetryRemessaFile(app: App): void {
  app.openapi(retryRemessaFileRoute, async (c) => {
    const { job_id, file_id } = c.req.valid("param");
    const body = c.req.header("content-type")?.includes("json") ? c.req.valid("json") : {};
    for (const [itemId, patch] of Object.entries(body.patches ?? {}))
      limitStoredJson(patch, `body.patches.${itemId}`, c.get("svc").config.MAX_ITEM_BYTES);
    return c.json(
      await retryRemessaFile({
        svc: c.get("svc"),
        auth: c.get("auth"),
        jobId: job_id,
        fileId: file_id,
        patches: body.patches,
      }),
      202,
    );
  });
}
