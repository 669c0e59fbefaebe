import { createRoute, z } from "@hono/zod-openapi";
import { consolidatedId, requestConsolidated } from "../../jobs/boletos/consolidate";
import { buildManifest } from "../../jobs/boletos/manifest";
import { consolidatedArtifact, consolidatedArtifacts } from "../../jobs/boletos/store";
import { findJob } from "../../jobs/core/job-store";
import { isFinal } from "../../jobs/core/model";
import type { Services } from "../../services";
import { artifactLink } from "../../storage/links";
import { ApiError } from "../errors";
import { requireTenant } from "../middleware";
import { Issue, JobIdParam, problem } from "../schemas";
import type { App } from "../types";

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
    status: z.enum(["building", "ready", "failed"]),
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

async function consolidatedView(
  svc: Services,
  link: { origin: string; tenantId: string; issuer: string },
  a: ArtRow,
) {
  const url =
    a.status === "ready" && a.r2Key
      ? await artifactLink(svc, { ...link, artifactId: a.id, key: a.r2Key, fileName: a.fileName })
      : null;
  return {
    artifact_id: a.id,
    type: a.kind,
    generation: a.generation,
    payer_document: a.payerDocument,
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
          i.artifacts.map(async ({ key, ...a }) => ({
            ...a,
            ...(await artifactLink(svc, {
              origin,
              tenantId,
              issuer,
              artifactId: a.artifact_id,
              key: key as string,
              fileName: a.file_name,
            })),
          })),
        ),
      })),
    );
    const rows = await consolidatedArtifacts(svc.data(tenantId), job_id);
    const consolidated = await Promise.all(
      rows.map((a) => consolidatedView(svc, { origin, tenantId, issuer }, a)),
    );
    return c.json({ ...m, items, consolidated }, 200);
  });

  app.openapi(requestArtifactRoute, async (c) => {
    const svc = c.get("svc");
    const tenantId = c.get("auth").tenantId;
    const { job_id } = c.req.valid("param");
    const { type } = c.req.valid("json");
    const data = svc.data(tenantId);
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
    );
    if (view.status === "ready") return c.json(view, 200);
    return c.json(view, 202, { "retry-after": "2" });
  });
}
