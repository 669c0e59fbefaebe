import { createRoute, z } from "@hono/zod-openapi";
import { ApiError } from "../../../api/errors";
import { requireTenant } from "../../../api/middleware";
import { Issue, JobIdParam, problem } from "../../../api/schemas";
import type { App } from "../../../api/types";
import { maskDocument } from "../../../platform/logger";
import type { Services } from "../../../services";
import { artifactLink } from "../../../storage/links";
import { ARTIFACT_STATUS_VALUES } from "../../../storage/schema";
import { findJob } from "../../core/job-store";
import { isFinal } from "../../core/model";
import { type CarnePayers, carnePayers, payerOf } from "../carne-payers";
import { consolidatedId, requestConsolidated } from "../consolidate";
import { buildManifest } from "../manifest";
import { consolidatedArtifact, consolidatedArtifacts } from "../store";

const Link = { url: z.string(), expires_at: z.string() };
const ManifestArtifactView = z.object({
  artifact_id: z.string(),
  type: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  sha256: z.string(),
  size: z.number().int(),
  ...Link,
});
const Consolidated = z
  .object({
    artifact_id: z.string(),
    type: z.enum(["zip", "merged_pdf", "manifest", "carne", "carne_html"]),
    generation: z.number().int(),
    payer_document: z.string().nullable().openapi({
      description: "For a carnê of a job with several payers: the payer (CPF/CNPJ) it is for; null otherwise",
    }),
    payer_name: z.string().nullable().openapi({
      description:
        "For a carnê (`carne`, `carne_html`): the payer's name (of its first parcela), to label it; null for other types",
    }),
    payer_document_masked: z.string().nullable().openapi({
      description:
        "For a carnê: the payer's CPF/CNPJ masked but for its last two characters (`*********25`); null for other types",
    }),
    status: z.enum(ARTIFACT_STATUS_VALUES),
    sha256: z.string().nullable(),
    size: z.number().int().nullable(),
    url: z.string().nullable(),
    expires_at: z.string().nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
  })
  .openapi("ConsolidatedArtifact");

const ManifestView = z
  .object({
    manifest_version: z.literal(1),
    job_id: z.string(),
    status: z.string(),
    generation: z.number().int(),
    totals: z.record(z.string(), z.number()),
    items: z.array(
      z.object({
        item_id: z.string(),
        index: z.number().int(),
        external_id: z.string().nullable(),
        status: z.string(),
        attempt: z.number().int(),
        our_number: z.string().nullable(),
        digitable_line: z.string().nullable(),
        errors: z.array(Issue),
        artifacts: z.array(ManifestArtifactView),
      }),
    ),
    consolidated: z.array(Consolidated),
  })
  .passthrough()
  .openapi("Manifest");

export const getArtifactsRoute = createRoute({
  method: "get",
  path: "/v1/jobs/boletos/{job_id}/artifacts",
  tags: ["delivery"],
  summary:
    "The manifest: per item status, attempt, messages and artifacts with signed URLs; consolidated artifacts",
  security: [{ apiKey: [] }],
  middleware: [requireTenant] as const,
  request: { params: JobIdParam },
  responses: {
    200: { description: "The manifest", content: { "application/json": { schema: ManifestView } } },
    401: problem("Missing or invalid API key"),
    404: problem("No such job for this tenant"),
  },
});

export const requestArtifactRoute = createRoute({
  method: "post",
  path: "/v1/jobs/boletos/{job_id}/artifacts",
  tags: ["delivery"],
  summary:
    "Request a consolidated artifact (zip of every PDF + manifest + error report, one merged PDF, or the carnê)",
  description:
    "Built in the background and stored once per job generation; asking again returns the same artifact. `carne` builds one carnê per payer of the completed boletos (with `options.carne` of the job, and an HTML carnê each when the job has `html`); the answer is the first payer's, the manifest lists them all.",
  security: [{ apiKey: [] }],
  middleware: [requireTenant] as const,
  request: {
    params: JobIdParam,
    body: {
      required: true,
      content: {
        "application/json": { schema: z.strictObject({ type: z.enum(["zip", "merged_pdf", "carne"]) }) },
      },
    },
  },
  responses: {
    200: { description: "Already built", content: { "application/json": { schema: Consolidated } } },
    202: {
      description:
        "Being built; ask again after `Retry-After` seconds (the same answer, `200` once ready), poll the manifest or wait for `artifact.ready`",
      headers: z.object({ "Retry-After": z.string() }),
      content: { "application/json": { schema: Consolidated } },
    },
    401: problem("Missing or invalid API key"),
    404: problem("No such job for this tenant"),
    409: problem("JOB_NOT_FINAL"),
  },
});

type ArtRow = Awaited<ReturnType<typeof consolidatedArtifacts>>[number];

/** The carnês' payers of the job, read only when `rows` hold a carnê. */
async function payersFor(svc: Services, tenantId: string, jobId: string, rows: ArtRow[]) {
  const carne = rows.some((a) => a.kind === "carne" || a.kind === "carne_html");
  return carne
    ? carnePayers(await svc.data(tenantId, jobId), tenantId, jobId)
    : { first: null, byDocument: new Map() };
}

async function consolidatedView(
  svc: Services,
  link: { origin: string; tenantId: string; issuer: string },
  a: ArtRow,
  payers: CarnePayers,
) {
  const payer = payerOf(payers, a);
  const url =
    a.status === "ready" && a.r2Key
      ? await artifactLink(svc, { ...link, artifactId: a.id, key: a.r2Key, fileName: a.fileName })
      : null;
  return {
    artifact_id: a.id,
    type: a.kind,
    generation: a.generation,
    payer_document: a.payerDocument,
    payer_name: payer?.name ?? null,
    payer_document_masked: payer ? maskDocument(payer.document) : null,
    status: a.status,
    sha256: a.sha256,
    size: a.size,
    url: url?.url ?? null,
    expires_at: url?.expires_at ?? null,
    error: a.error ?? null,
  };
}

export function registerArtifacts(app: App): void {
  app.openapi(getArtifactsRoute, async (c) => {
    const svc = c.get("svc");
    const tenantId = c.get("auth").tenantId;
    const { job_id } = c.req.valid("param");
    const m = await buildManifest(svc, tenantId, job_id);
    if (m?.kind !== "boletos") throw new ApiError("NOT_FOUND", "job not found");
    const origin = new URL(c.req.url).origin;
    const issuer = c.get("auth").apiKeyId;
    const items = await Promise.all(
      m.items.map(async (i) => ({
        ...i,
        artifacts: await Promise.all(
          i.artifacts.map(async ({ key, offset, ...a }) => ({
            ...a,
            ...(await artifactLink(svc, {
              origin,
              tenantId,
              issuer,
              artifactId: a.artifact_id,
              key: key as string,
              fileName: a.file_name,
              slice: offset != null,
            })),
          })),
        ),
      })),
    );
    const rows = await consolidatedArtifacts(await svc.data(tenantId, job_id), job_id);
    const payers = await payersFor(svc, tenantId, job_id, rows);
    const consolidated = await Promise.all(
      rows.map((a) => consolidatedView(svc, { origin, tenantId, issuer }, a, payers)),
    );
    return c.json({ ...m, items, consolidated }, 200);
  });

  app.openapi(requestArtifactRoute, async (c) => {
    const svc = c.get("svc");
    const tenantId = c.get("auth").tenantId;
    const { job_id } = c.req.valid("param");
    const { type } = c.req.valid("json");
    const data = await svc.data(tenantId, job_id);
    const job = await findJob(data, tenantId, job_id, "boletos");
    if (!job) throw new ApiError("NOT_FOUND", "job not found");
    if (!isFinal(job.status))
      throw new ApiError("JOB_NOT_FINAL", "consolidated artifacts are built once the job is final");
    await requestConsolidated(svc, { tenantId, jobId: job_id, generation: job.generation, type });
    const row = await consolidatedArtifact(data, consolidatedId(job_id, type, job.generation));
    if (!row) throw new Error(`consolidated artifact of ${job_id} vanished after its request`);
    const view = await consolidatedView(
      svc,
      { origin: new URL(c.req.url).origin, tenantId, issuer: c.get("auth").apiKeyId },
      row,
      await payersFor(svc, tenantId, job_id, [row]),
    );
    if (view.status === "ready") return c.json(view, 200);
    return c.json(view, 202, { "retry-after": "2" });
  });
}
