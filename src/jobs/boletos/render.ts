/**
 * Consumer step 2 (`lote-render`, message `boletos.render`): render each computed item's PDF (and
 * HTML when asked), store the message's documents in R2 as one pack (a content-addressed,
 * write-once object holding them back to back: storage/packs.ts), then record the artifacts and
 * complete the items in one D1 batch.
 *
 * The boleto is rebuilt from the stored input with the stored `processed_on` date, so a redelivery
 * renders byte-identical files and lands on the same key: nothing is duplicated. If the consumer
 * dies between the R2 put and the D1 write, the redelivery re-puts (a no-op) and records.
 */

import {
  type Boleto,
  buildBoleto,
  formatDigitableLine,
  renderBoletoHtml,
  renderBoletoPdf,
  validateBoletoInput,
} from "../../engine/index";
import { engineInput } from "../../ledger/input";
import { sha256Hex } from "../../platform/crypto";
import { checkFault } from "../../platform/faults";
import { yieldToEventLoop } from "../../platform/yield";
import type { Services } from "../../services";
import { runD1Batch } from "../../storage/db";
import { storePack } from "../../storage/packs";
import { jobLogoChooser } from "../../tenants/logos";
import { emitEvents, type WebhookEvent } from "../../webhooks/events";
import { finalizeDecided } from "../core/finalize";
import { type ChunkRow, type ItemTransition, itemUpdates, loadChunk, toItemErrors } from "../core/items";
import { decideFinalStatement } from "../core/job-store";
import type { BoletoMessage } from "./messages";
import { updatedEvent } from "./reissue";
import { type ItemArtifact, insertItemArtifacts } from "./store";

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

interface Document {
  kind: "pdf" | "html";
  bytes: Uint8Array;
  sha256: string;
  contentType: string;
  ext: string;
}

/** An item rendered in this message: its documents and the time they took. */
interface Rendered {
  row: ChunkRow;
  docs: Document[];
  ms: number;
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
  const want = { pdf: job.options?.pdf !== false, html: job.options?.html === true };
  const logoFor = await jobLogoChooser(svc, msg.tenant_id, job.audit);
  const now = svc.clock.now();
  const { rendered, failed } = await renderRows(svc, rows, want, logoFor, now);
  const { where, putShare } = await storeDocuments(svc, msg.tenant_id, rendered);
  const { recorded, updated, transitions } = decideRendered(msg, rendered, where, {
    now,
    loadShare,
    putShare,
  });
  // The artifact rows first, then every item's transition (a few bulk statements per message),
  // and last the finalize-once decision, in the same transaction: one round trip.
  const stmts = recorded.length > 0 ? [insertItemArtifacts(data, recorded)] : [];
  stmts.push(
    ...itemUpdates(data, [...failed, ...transitions]),
    decideFinalStatement(data, msg.job_id, svc.clock.now()),
  );
  const results = await runD1Batch(data.d1, stmts);
  await emitEvents(svc, msg.tenant_id, updated);
  await finalizeDecided(svc, data, msg.job_id, results.at(-1));
}

/**
 * Items rendered between two turns given to the event loop ({@link yieldToEventLoop}): ≈ 10 ms of
 * work. In the fairness scenario (docs/scaling.md "Fair dispatch"), with a turn every 5 items a
 * small job under another tenant's flood took 1.43–1.88× its time alone over eight rounds, against
 * 1.57× and 2.47× without the turns; every 10 items was no faster.
 */
const YIELD_EVERY = 5;

type LogoChooser = Awaited<ReturnType<typeof jobLogoChooser>>;

/** Renders the rows still `rendering`; an input that no longer validates fails its item. */
async function renderRows(
  svc: Services,
  rows: ChunkRow[],
  want: { pdf: boolean; html: boolean },
  logoFor: LogoChooser,
  now: number,
): Promise<{ rendered: Rendered[]; failed: ItemTransition[] }> {
  const rendered: Rendered[] = [];
  const failed: ItemTransition[] = [];
  for (const row of rows) {
    if (row.status !== "rendering") continue;
    const itemStart = svc.clock.now();
    const v = validateBoletoInput(engineInput(row.input));
    if (!v.ok) {
      failed.push({
        id: row.id,
        attempt: row.attempt,
        from: ["rendering"],
        status: "failed",
        errors: toItemErrors(v.issues),
        now,
      });
      continue;
    }
    // Still waiting for its provider's codes (a bank that assigns them, a PSP's Pix charge): not yet.
    if (row.result?.awaiting_provider !== undefined) continue;
    const today = String(row.result?.processed_on ?? "");
    const boleto = withProviderCodes(buildBoleto(v.value, { today }), row.result);
    const docs = await renderDocuments(boleto, want, logoFor(boleto.input.beneficiary.document));
    rendered.push({ row, docs, ms: svc.clock.now() - itemStart });
    // A few items at a time: the isolate's other work runs between them, not after the message.
    if (rendered.length % YIELD_EVERY === 0) await yieldToEventLoop();
  }
  return { rendered, failed };
}

async function renderDocuments(
  boleto: Boleto,
  want: { pdf: boolean; html: boolean },
  logo: ReturnType<LogoChooser>,
): Promise<Document[]> {
  const docs: Document[] = [];
  if (want.pdf) {
    const bytes = await renderBoletoPdf([boleto], logo ? { logo } : {});
    docs.push({
      kind: "pdf",
      bytes,
      sha256: await sha256Hex(bytes),
      contentType: "application/pdf",
      ext: "pdf",
    });
  }
  if (want.html) {
    const bytes = new TextEncoder().encode(renderBoletoHtml(boleto, logo ? { logo } : {}));
    const contentType = "text/html; charset=utf-8";
    docs.push({ kind: "html", bytes, sha256: await sha256Hex(bytes), contentType, ext: "html" });
  }
  return docs;
}

type Where = (i: number) => { key: string; offset: number };

/** One object for every document of the message; each artifact row points into it. */
async function storeDocuments(
  svc: Services,
  tenantId: string,
  rendered: Rendered[],
): Promise<{ where: Where; putShare: number }> {
  const all = rendered.flatMap((r) => r.docs);
  const putStart = svc.clock.now();
  const pack =
    all.length > 0
      ? await storePack(
          svc.blobs,
          tenantId,
          all.map((d) => d.bytes),
        )
      : null;
  if (pack) checkFault("consumer.after_artifact_put");
  const where = (i: number) => ({ key: pack?.key ?? "", offset: pack?.offsets[i] ?? 0 });
  const putShare = rendered.length > 0 ? Math.round((svc.clock.now() - putStart) / rendered.length) : 0;
  return { where, putShare };
}

/** The artifact rows, the re-issue events and the completions of the rendered items (pure). */
function decideRendered(
  msg: { tenant_id: string; job_id: string },
  rendered: Rendered[],
  where: Where,
  t: { now: number; loadShare: number; putShare: number },
): { recorded: ItemArtifact[]; updated: Omit<WebhookEvent, "tenantId">[]; transitions: ItemTransition[] } {
  const recorded: ItemArtifact[] = [];
  const transitions: ItemTransition[] = [];
  // A re-issued boleto (new due date, amount or bank PIX) tells its new codes once its documents exist.
  const updated: Omit<WebhookEvent, "tenantId">[] = [];
  let n = 0;
  for (const { row, docs, ms } of rendered) {
    const views: { artifact_id: string; type: string; sha256: string; size: number }[] = [];
    for (const doc of docs) {
      const id = itemArtifactId(row.id, row.attempt, doc.kind);
      recorded.push({
        id,
        tenantId: msg.tenant_id,
        jobId: msg.job_id,
        itemId: row.id,
        attempt: row.attempt,
        kind: doc.kind,
        ...where(n++),
        sha256: doc.sha256,
        size: doc.bytes.byteLength,
        contentType: doc.contentType,
        fileName: `${fileBase(row)}.${doc.ext}`,
        now: t.now,
      });
      views.push({ artifact_id: id, type: doc.kind, sha256: doc.sha256, size: doc.bytes.byteLength });
    }
    if (row.result?.reissue) {
      const item = { id: row.id, jobId: msg.job_id, externalId: row.externalId, attempt: row.attempt };
      updated.push(updatedEvent({ ...item, result: row.result }, views));
    }
    transitions.push({
      id: row.id,
      attempt: row.attempt,
      from: ["rendering"],
      status: "completed",
      now: t.now,
      processingMs: t.loadShare + ms + t.putShare,
      bankStatus: "issued",
    });
  }
  return { recorded, updated, transitions };
}

/**
 * The boleto as its provider registered it: the codes a bank that assigns them returned, the Pix
 * QR of a PSP's charge (`result.provider_codes`, checked when they arrived), over lote's own.
 */
function withProviderCodes(b: Boleto, result: Record<string, unknown> | null): Boleto {
  const p = result?.provider_codes as
    | { barcode?: string; digitable_line?: string; our_number?: string; pix_emv?: string }
    | undefined;
  if (!p) return b;
  return {
    ...b,
    ...(p.barcode ? { barcode: p.barcode, free_field: p.barcode.slice(19) } : {}),
    ...(p.digitable_line
      ? { digitable_line: p.digitable_line, digitable_line_formatted: formatDigitableLine(p.digitable_line) }
      : {}),
    ...(p.our_number ? { our_number: p.our_number } : {}),
    ...(p.pix_emv ? { pix_payload: p.pix_emv } : {}),
  };
}
