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
import { artifacts } from "../../storage/schema";
import { emitJobFinalEvent } from "../core/events";
import { findJob } from "../core/job-store";
import type { FinalJob } from "../core/model";
import { type ConsolidatedType, requestConsolidated } from "./consolidate";
import { boletoLinks } from "./links";
import { buildManifest, publicManifest } from "./manifest";

export function manifestArtifactId(jobId: string, generation: number): string {
  return `art_${jobId.slice(4)}_manifest_g${generation}`;
}

/** Stores the manifest of the job's current state; returns its artifact id. */
export async function storeManifest(svc: Services, job: FinalJob): Promise<string | null> {
  const m = await buildManifest(svc, job.tenantId, job.id);
  if (!m) return null;
  const bytes = new TextEncoder().encode(JSON.stringify(publicManifest(m)));
  const sha256 = await sha256Hex(bytes);
  const key = artifactKey(job.tenantId, "manifest", sha256, "json");
  await svc.blobs.putImmutable(key, bytes, { contentType: "application/json", sha256 });
  const id = manifestArtifactId(job.id, job.generation);
  const now = svc.clock.now();
  await (await svc.data(job.tenantId, job.id)).db
    .insert(artifacts)
    .values({
      id,
      tenantId: job.tenantId,
      jobId: job.id,
      kind: "manifest",
      status: "ready",
      r2Key: key,
      sha256,
      size: bytes.byteLength,
      contentType: "application/json",
      fileName: `${job.id}-manifest-g${job.generation}.json`,
      generation: job.generation,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .run();
  return id;
}

/** `finalEffects` of the boleto kind: manifest, requested consolidated artifacts, `job.*` event. */
export async function boletoJobFinal(svc: Services, job: FinalJob): Promise<void> {
  await storeManifest(svc, job);
  const data = await svc.data(job.tenantId, job.id);
  const row = await findJob(data, job.tenantId, job.id);
  if (!row) return;
  const options = row.options ?? {};
  const wanted: ConsolidatedType[] = [];
  if (options.merged_pdf) wanted.push("merged_pdf");
  if (options.layout === "carne") wanted.push("carne");
  if (job.status !== "failed") {
    for (const type of wanted) {
      await requestConsolidated(svc, {
        tenantId: job.tenantId,
        jobId: job.id,
        generation: job.generation,
        type,
      });
    }
  }
  await emitJobFinalEvent(svc, data, job, boletoLinks);
}
