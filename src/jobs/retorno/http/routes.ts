import { createRoute, z } from "@hono/zod-openapi";
import type { HonoRequest } from "hono";
import { admitJob } from "../../../api/admit";
import { limitBody } from "../../../api/body-limit";
import { ApiError } from "../../../api/errors";
import type { KindApi } from "../../../api/kind-http";
import { requireTenant } from "../../../api/middleware";
import {
  Accepted,
  CsvDialectParam,
  CsvFormat,
  IdempotencyHeader,
  JobIdParam,
  JobState,
  problem,
} from "../../../api/schemas";
import { requireWebhookUrl } from "../../../api/webhook-url";
import { csvHeaders, wantsCsv } from "../../../csv/write";
import { sha256Hex } from "../../../platform/crypto";
import { findJob } from "../../core/job-store";
import { acceptedBody, createRetornoJob, findRetornoBySha } from "../create";
import { retornoCsv } from "../csv-export";
import { OCCURRENCE_KINDS } from "../occurrences";
import { retornoEntries } from "../query";

const sec = { tags: ["cnab"], security: [{ apiKey: [] }], middleware: [requireTenant] };

export const uploadRetornoRoute = createRoute({
  ...sec,
  method: "post",
  path: "/v1/jobs/cnab/retornos",
  summary:
    "Upload a CNAB retorno file (raw body or multipart `file`, up to 20 MB); parsed and reconciled in the background",
  description:
    "The file is stored immutably before anything else. The same file (same sha256) uploaded again returns the existing job (`200`, `Idempotent-Replayed: true`). Optional `webhook_url` and `file_name` as query parameters or multipart fields.",
  middleware: [requireTenant, limitBody((c) => c.MAX_RETORNO_BYTES)],
  request: {
    headers: IdempotencyHeader,
    query: z.object({
      webhook_url: z.string().max(2048).optional(),
      file_name: z.string().max(200).optional(),
    }),
    body: {
      required: true,
      content: {
        "text/plain": { schema: z.string().openapi({ description: "The retorno file" }) },
        "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) },
        "multipart/form-data": {
          schema: z
            .object({
              file: z.unknown().optional().openapi({ type: "string", format: "binary" }),
              webhook_url: z.string().optional(),
            })
            .openapi({ description: "Field `file` holds the retorno; optional `webhook_url`" }),
        },
      },
    },
  },
  responses: {
    200: {
      description: "This file was already uploaded: its job, in its current state",
      content: {
        "application/json": {
          schema: Accepted.extend({ status: JobState, sha256: z.string(), size: z.number().int() }),
        },
      },
    },
    202: { description: "Accepted", content: { "application/json": { schema: Accepted } } },
    401: problem("Missing or invalid API key"),
    413: problem("PAYLOAD_TOO_LARGE"),
    422: problem("CNAB_INVALID_FILE (empty) or INVALID_WEBHOOK_URL"),
  },
});

export const listRetornoItemsRoute = createRoute({
  ...sec,
  method: "get",
  path: "/v1/jobs/cnab/retornos/{job_id}/items",
  summary: "Entries of a retorno in file order, with normalised occurrence, amounts and the matched boleto",
  request: {
    params: JobIdParam,
    query: z.object({
      kind: z.enum(OCCURRENCE_KINDS).optional(),
      matched: z.enum(["true", "false"]).optional(),
      page_size: z.coerce.number().int().min(1).max(1000).default(100),
      page_token: z.string().max(512).optional(),
      format: CsvFormat,
      dialect: CsvDialectParam,
    }),
  },
  responses: {
    200: {
      description: "A page of entries",
      content: {
        "application/json": {
          schema: z.object({ data: z.array(z.record(z.string(), z.unknown())), next_page_token: z.string() }),
        },
        "text/csv": {
          schema: z.string().openapi({
            description:
              "With `format=csv` or `Accept: text/csv`: the reconciliation — every entry (of `kind`/`matched`, if given) with its occurrence, amounts and matched boleto — in one streamed CSV",
          }),
        },
      },
    },
    400: problem("INVALID_PAGE_TOKEN"),
    404: problem("No such job"),
  },
});

/** The retorno kind's routes: the upload, the job's status, its entries. */
export function registerRetornos({ app, jobStatus }: KindApi): void {
  registerUpload(app);
  jobStatus({
    tags: ["cnab"],
    summary:
      "A retorno job: layout, bank, NSA, totals, matched/unmatched counts, parse warnings (in `summary`)",
    responses: { 404: "No such job" },
  });
  registerItems(app);
}

function registerUpload(app: KindApi["app"]): void {
  app.openapi(uploadRetornoRoute, async (c) => {
    const svc = c.get("svc");
    const auth = c.get("auth");
    const query = c.req.valid("query");
    const { bytes, fileName, webhookUrl, webhookUrlPath } = await readUpload(c.req, query);
    if (bytes.byteLength === 0) throw new ApiError("CNAB_INVALID_FILE", "the uploaded file is empty");
    requireWebhookUrl(webhookUrl, svc.config, webhookUrlPath);
    const sha256 = await sha256Hex(bytes);
    // The same file twice is the same job (answered before the gate: it creates nothing).
    const upload = {
      bytes,
      fileName: fileName.replace(/[^\w.-]+/g, "_").slice(0, 120),
      webhookUrl,
      metadata: null,
    };
    const existing = await findRetornoBySha(svc, auth.tenantId, sha256);
    if (existing) {
      const body = acceptedBody(
        existing.jobId,
        sha256,
        bytes.byteLength,
        existing.createdAt,
        existing.status,
      );
      return c.json(body, 200, { "idempotent-replayed": "true", location: body.links.self }) as never;
    }
    // The file's hash is its identity; an Idempotency-Key, when sent, is honoured as well.
    const key = c.req.valid("header")["idempotency-key"] ?? `retorno:${sha256}`;
    const res = await admitJob(c, { key, requestSha256: sha256 }, async () => {
      const accepted = await createRetornoJob({ svc, auth, upload, sha256 });
      return { jobId: accepted.body.job_id, body: accepted.body, location: accepted.body.links.self };
    });
    return res as never;
  });
}

/** The file and its fields: a raw body, or a multipart `file` with an optional `webhook_url`. */
async function readUpload(req: HonoRequest, query: { file_name?: string; webhook_url?: string }) {
  let fileName = query.file_name ?? "retorno.ret";
  let webhookUrl = query.webhook_url ?? null;
  let webhookUrlPath = "query.webhook_url";
  if (!(req.header("content-type") ?? "").startsWith("multipart/form-data")) {
    const bytes = new Uint8Array(await req.arrayBuffer());
    return { bytes, fileName, webhookUrl, webhookUrlPath };
  }
  const form = await req.parseBody();
  const file = form.file;
  if (!(file instanceof File))
    throw new ApiError("VALIDATION_FAILED", "multipart upload needs a `file` field", {
      issues: [{ code: "REQUIRED", path: "body.file", message: "file is required" }],
    });
  const bytes = new Uint8Array(await file.arrayBuffer());
  fileName = file.name || fileName;
  if (form.webhook_url !== undefined) {
    webhookUrlPath = "body.webhook_url";
    if (typeof form.webhook_url !== "string" || form.webhook_url.length > 2048)
      throw new ApiError("VALIDATION_FAILED", "webhook_url must be a text field of at most 2048 characters", {
        issues: [
          {
            code: "INVALID_TYPE",
            path: webhookUrlPath,
            message: "webhook_url must be a text field of at most 2048 characters",
          },
        ],
      });
    webhookUrl = form.webhook_url;
  }
  return { bytes, fileName, webhookUrl, webhookUrlPath };
}

function registerItems(app: KindApi["app"]): void {
  app.openapi(listRetornoItemsRoute, async (c) => {
    const svc = c.get("svc");
    const tenantId = c.get("auth").tenantId;
    const { job_id } = c.req.valid("param");
    const q = c.req.valid("query");
    const data = await svc.data(tenantId, job_id);
    if (!(await findJob(data, tenantId, job_id, "cnab_retorno")))
      throw new ApiError("NOT_FOUND", "job not found");
    const matched = q.matched === undefined ? undefined : q.matched === "true";
    if (wantsCsv(q.format, c.req.header("accept"))) {
      const stream = retornoCsv(data, { tenantId, jobId: job_id, kind: q.kind, matched, dialect: q.dialect });
      return new Response(stream, { headers: csvHeaders(`${job_id}-reconciliation.csv`) }) as never;
    }
    const page = await retornoEntries(data, {
      tenantId,
      jobId: job_id,
      kind: q.kind,
      matched,
      pageSize: q.page_size,
      pageToken: q.page_token,
    });
    return c.json(page, 200);
  });
}
