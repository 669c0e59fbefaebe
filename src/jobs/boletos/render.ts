/**
 * Consumer step 2 (`lote-render`, message `boletos.render`): render each computed item's PDF (and
 * HTML when asked), store it in R2 under a content-addressed write-once key, then record the
 * artifact and complete the item in one D1 batch.
 *
 * The boleto is rebuilt from the stored input with the stored `processed_on` date, so a redelivery
 * renders byte-identical files and lands on the same keys: nothing is duplicated. If the consumer
 * dies between the R2 put and the D1 write, the redelivery re-puts (a no-op) and records.
 */

import { buildBoleto, renderBoletoHtml, renderBoletoPdf, validateBoletoInput } from "../../engine/index";
import { sha256Hex } from "../../platform/crypto";
import { checkFault } from "../../platform/faults";
import type { Services } from "../../services";
import { artifactKey } from "../../storage/blobs";
import { runD1Batch } from "../../storage/db";
import { jobLogoChooser } from "../../tenants/logos";
import { emitEvents, type WebhookEvent } from "../../webhooks/events";
import { finalizeJob } from "../core/finalize";
import { itemUpdate, loadChunk, toItemErrors } from "../core/items";
import { engineInput } from "./input";
import type { BoletoMessage } from "./messages";
import { updatedEvent } from "./reissue";
import { insertItemArtifact } from "./store";

/** Deterministic artifact id: one per item × attempt × kind. */
export function itemArtifactId(itemId: string, attempt: number, kind: string): string {
  return `art_${itemId.slice(4)}_${attempt}_${kind}`;
}

function fileBase(row: { idx: number; externalId: string | null }): string {
  const safe = row.externalId?.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 80);
  return safe
    ? `${String(row.idx + 1).padStart(4, "0")}-${safe}`
    : `boleto-${String(row.idx + 1).padStart(4, "0")}`;
}

export async function renderBoletoChunk(
  svc: Services,
  msg: Extract<BoletoMessage, { type: "boletos.render" }>,
): Promise<void> {
  const received = svc.clock.now();
  const data = await svc.data(msg.tenant_id, msg.job_id);
  const { job, rows } = await loadChunk(data, msg.job_id, msg.tenant_id, msg.items);
  if (!job) return;
  // The load is shared by the items; each item adds its own rendering and storing time.
  const loadShare = rows.length > 0 ? Math.round((svc.clock.now() - received) / rows.length) : 0;
  const wantPdf = job.options?.pdf !== false;
  const wantHtml = job.options?.html === true;
  const logoFor = await jobLogoChooser(svc, msg.tenant_id, job.audit);
  const stmts: D1PreparedStatement[] = [];
  // A re-issued boleto (new due date, amount or bank PIX) tells its new codes once its documents exist.
  const updated: Omit<WebhookEvent, "tenantId">[] = [];
  const now = svc.clock.now();
  for (const row of rows) {
    if (row.status !== "rendering") continue;
    const itemStart = svc.clock.now();
    const v = validateBoletoInput(engineInput(row.input));
    if (!v.ok) {
      stmts.push(
        ...itemUpdate(data, {
          id: row.id,
          attempt: row.attempt,
          from: ["rendering"],
          status: "failed",
          errors: toItemErrors(v.issues),
          now,
        }),
      );
      continue;
    }
    const today = String(row.result?.processed_on ?? "");
    const boleto = buildBoleto(v.value, { today });
    const logo = logoFor(boleto.input.beneficiary.document);
    const outputs: { kind: "pdf" | "html"; bytes: Uint8Array; contentType: string; ext: string }[] = [];
    if (wantPdf)
      outputs.push({
        kind: "pdf",
        bytes: await renderBoletoPdf([boleto], logo ? { logo } : {}),
        contentType: "application/pdf",
        ext: "pdf",
      });
    if (wantHtml) {
      outputs.push({
        kind: "html",
        bytes: new TextEncoder().encode(renderBoletoHtml(boleto, logo ? { logo } : {})),
        contentType: "text/html; charset=utf-8",
        ext: "html",
      });
    }
    const rendered: { artifact_id: string; type: string; sha256: string; size: number }[] = [];
    for (const out of outputs) {
      const sha256 = await sha256Hex(out.bytes);
      const key = artifactKey(msg.tenant_id, out.kind, sha256, out.ext);
      await svc.blobs.putImmutable(key, out.bytes, { contentType: out.contentType, sha256 });
      checkFault("consumer.after_artifact_put");
      stmts.push(
        insertItemArtifact(data, {
          id: itemArtifactId(row.id, row.attempt, out.kind),
          tenantId: msg.tenant_id,
          jobId: msg.job_id,
          itemId: row.id,
          attempt: row.attempt,
          kind: out.kind,
          key,
          sha256,
          size: out.bytes.byteLength,
          contentType: out.contentType,
          fileName: `${fileBase(row)}.${out.ext}`,
          now,
        }),
      );
      rendered.push({
        artifact_id: itemArtifactId(row.id, row.attempt, out.kind),
        type: out.kind,
        sha256,
        size: out.bytes.byteLength,
      });
    }
    if (row.result?.reissue)
      updated.push(
        updatedEvent(
          {
            id: row.id,
            jobId: msg.job_id,
            externalId: row.externalId,
            attempt: row.attempt,
            result: row.result,
          },
          rendered,
        ),
      );
    const processingMs = loadShare + svc.clock.now() - itemStart;
    stmts.push(
      ...itemUpdate(data, {
        id: row.id,
        attempt: row.attempt,
        from: ["rendering"],
        status: "completed",
        now,
        processingMs,
        bankStatus: "issued",
      }),
    );
  }
  await runD1Batch(data.d1, stmts);
  await emitEvents(svc, msg.tenant_id, updated);
  await finalizeJob(svc, data, msg.job_id);
}
