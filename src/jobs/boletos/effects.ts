/**
 * What happens once when a boleto job reaches a final state (or reaches it again after a
 * reprocess, as a new generation): the manifest is stored in R2 as an immutable object, the
 * merged PDF and the carnê are requested when the job asked for them (`merged_pdf`,
 * `layout: "carne"`), and the `job.*` webhook event is emitted.
 * Each step is idempotent, so the cron may run them again after a crash.
 */

import { sha256Hex } from "../../platform/crypto";
import type { Services } from "../../services";
import { artifactKey } from "../../storage/blobs";
import { emitJobFinalEvent } from "../core/events";
import { findJob } from "../core/jobs";
import type { FinalJob } from "../core/model";
import { type ConsolidatedType, requestConsolidated } from "./consolidate";
import { boletoLinks } from "./links";
import { buildManifest, publicManifest } from "./manifest";

export function manifestArtifactId(jobId: string, generation: number): string {
  return `art_${jobId.slice(4)}_manifest_g${generation}`;
}

/** Stores the manifest of the job's current state; returns its artifact id. */
export async function storeManifest(svc: Services, job: FinalJob): Promise<string | null> {
  const m = await buildManifest(svc, job.tenant_id, job.id);
  if (!m) return null;
  const bytes = new TextEncoder().encode(JSON.stringify(publicManifest(m)));
  const sha256 = await sha256Hex(bytes);
  const key = artifactKey(job.tenant_id, "manifest", sha256, "json");
  await svc.blobs.putImmutable(key, bytes, { contentType: "application/json", sha256 });
  const id = manifestArtifactId(job.id, job.generation);
  const now = svc.clock.now();
  await svc.d1
    .prepare(
      `INSERT OR IGNORE INTO artifacts (id, tenant_id, job_id, kind, status, r2_key, sha256, size, content_type, file_name, generation, created_at, updated_at)
       VALUES (?1, ?2, ?3, 'manifest', 'ready', ?4, ?5, ?6, 'application/json', ?7, ?8, ?9, ?9)`,
    )
    .bind(
      id,
      job.tenant_id,
      job.id,
      key,
      sha256,
      bytes.byteLength,
      `${job.id}-manifest-g${job.generation}.json`,
      job.generation,
      now,
    )
    .run();
  return id;
}

/** `finalEffects` of the boleto kind: manifest, requested consolidated artifacts, `job.*` event. */
export async function boletoJobFinal(svc: Services, job: FinalJob): Promise<void> {
  await storeManifest(svc, job);
  const row = await findJob(svc, job.tenant_id, job.id);
  if (!row) return;
  const options = row.options ? (JSON.parse(row.options) as { merged_pdf?: boolean; layout?: string }) : {};
  const wanted: ConsolidatedType[] = [];
  if (options.merged_pdf) wanted.push("merged_pdf");
  if (options.layout === "carne") wanted.push("carne");
  if (job.status !== "failed") {
    for (const type of wanted) {
      await requestConsolidated(svc, {
        tenantId: job.tenant_id,
        jobId: job.id,
        generation: job.generation,
        type,
      });
    }
  }
  await emitJobFinalEvent(svc, job, boletoLinks);
}
