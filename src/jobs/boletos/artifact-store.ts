/**
 * Shared pieces of the consolidated artifacts (zip, merged PDF, carnê): their ids, storing a
 * built document in R2 under its content-addressed key, and the `artifact.ready` event.
 */

import { sha256Hex } from "../../platform/crypto";
import type { Services } from "../../services";
import { artifactKey } from "../../storage/blobs";
import { emitEvent } from "../../webhooks/events";

/** Consolidated artifacts a client can request. */
export type ConsolidatedType = "zip" | "merged_pdf" | "carne";

/** The id of a consolidated artifact of a job generation (`carne_html` rows ride along with `carne`). */
export function consolidatedId(
  jobId: string,
  type: ConsolidatedType | "carne_html",
  generation: number,
): string {
  return `art_${jobId.slice(4)}_${type}_g${generation}`;
}

/** Emits `artifact.ready` for a consolidated artifact that just became ready. */
export async function artifactReady(
  svc: Services,
  msg: { job_id: string; tenant_id: string },
  a: { id: string; kind: string; generation: number; sha256: string; size: number },
): Promise<void> {
  await emitEvent(svc, {
    type: "artifact.ready",
    tenantId: msg.tenant_id,
    jobId: msg.job_id,
    key: `artifact:${a.id}`,
    data: {
      job_id: msg.job_id,
      artifact_id: a.id,
      type: a.kind,
      generation: a.generation,
      sha256: a.sha256,
      size: a.size,
      links: { artifacts: `/v1/jobs/boletos/${msg.job_id}/artifacts` },
    },
  });
}

/** Stores a built document (PDF by default) under its content-addressed key. */
export async function storeDocument(
  svc: Services,
  tenantId: string,
  kind: string,
  bytes: Uint8Array,
  ext = "pdf",
  contentType = "application/pdf",
): Promise<{ key: string; sha256: string; size: number }> {
  const sha256 = await sha256Hex(bytes);
  const key = artifactKey(tenantId, kind, sha256, ext);
  await svc.blobs.putImmutable(key, bytes, { contentType, sha256 });
  return { key, sha256, size: bytes.byteLength };
}
