/**
 * Consolidated artifacts, built in the background on request and stored once per job generation:
 * - `zip`: every completed item's PDF (and HTML) stored without recompression, plus
 *   `manifest.json` and `errors.json`, streamed through fflate into an R2 multipart upload;
 * - `merged_pdf`: one PDF with every completed boleto;
 * - `carne`: the carnê of the completed boletos, one per payer (`carne.ts`).
 * The zip is deterministic (fixed timestamps, index order), so it is built twice: a first pass
 * streams it into a SHA-256 digest, the second uploads it under the key that carries that hash.
 * Memory stays bounded: one PDF and one ≤ 5 MiB part at a time.
 */
import { and, eq } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { toHex } from "../../platform/crypto";
import { TransientError } from "../../platform/faults";
import type { Services } from "../../services";
import { artifactKey } from "../../storage/blobs";
import { RowDecodeError } from "../../storage/rows";
import { artifacts } from "../../storage/schema";
import { artifactReady, type ConsolidatedType, consolidatedId, storeDocument } from "./artifact-store";
import { finishCarnes } from "./carne";
import { buildMergedPdf } from "./consolidate-pdf";
import { buildManifest, errorReport, type Manifest, publicManifest } from "./manifest";

export { type ConsolidatedType, consolidatedId } from "./artifact-store";

const PART_SIZE = 5 * 1024 * 1024;
/** 1980-01-01, the DOS epoch: fixed so the same files give the same zip bytes. */
const ZIP_MTIME = new Date(Date.UTC(1980, 0, 1));

type Sink = (chunk: Uint8Array) => Promise<void>;

/** Streams the zip of `m` into `sink`; returns the total size. */
async function writeZip(svc: Services, m: Manifest, sink: Sink): Promise<number> {
  const pending: Uint8Array[] = [];
  let failed: Error | null = null;
  let size = 0;
  const zip = new Zip((err, chunk) => {
    if (err) failed = err;
    else if (chunk.length) pending.push(chunk);
  });
  const drain = async () => {
    if (failed) throw failed;
    while (pending.length) {
      const c = pending.shift() as Uint8Array;
      size += c.byteLength;
      await sink(c);
    }
  };
  for (const item of m.items) {
    if (item.status !== "completed") continue;
    for (const a of item.artifacts) {
      if (!a.key) continue;
      const obj = await svc.blobs.get(a.key);
      if (!obj || !("arrayBuffer" in obj)) throw new TransientError(`artifact ${a.key} missing from R2`);
      const entry = new ZipPassThrough(a.file_name); // PDFs are already compressed
      entry.mtime = ZIP_MTIME;
      zip.add(entry);
      entry.push(new Uint8Array(await obj.arrayBuffer()), true);
      await drain();
    }
  }
  const enc = new TextEncoder();
  for (const [name, value] of [
    ["manifest.json", publicManifest(m)],
    ["errors.json", errorReport(m)],
  ] as const) {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = ZIP_MTIME;
    zip.add(entry);
    entry.push(enc.encode(JSON.stringify(value, null, 2)), true);
    await drain();
  }
  zip.end();
  await drain();
  return size;
}

async function zipDigest(svc: Services, m: Manifest): Promise<{ sha256: string; size: number }> {
  const ds = new crypto.DigestStream("SHA-256");
  const writer = ds.getWriter();
  const size = await writeZip(svc, m, (c) => writer.write(c));
  await writer.close();
  return { sha256: toHex(await ds.digest), size };
}

async function uploadZip(svc: Services, m: Manifest, key: string): Promise<void> {
  if (await svc.blobs.head(key)) return; // same bytes already stored
  let buf = new Uint8Array(PART_SIZE * 2);
  let len = 0;
  let upload: R2MultipartUpload | null = null;
  const parts: R2UploadedPart[] = [];
  const flush = async (final: boolean) => {
    if (!upload && final) return; // small file: single put below
    upload ??= await svc.blobs.createMultipartUpload(key, "application/zip");
    parts.push(await upload.uploadPart(parts.length + 1, buf.slice(0, len)));
    len = 0;
  };
  await writeZip(svc, m, async (c) => {
    if (len + c.byteLength > buf.length) {
      const bigger = new Uint8Array(Math.max(buf.length * 2, len + c.byteLength));
      bigger.set(buf.subarray(0, len));
      buf = bigger;
    }
    buf.set(c, len);
    len += c.byteLength;
    if (len >= PART_SIZE) await flush(false);
  });
  if (!upload) {
    await svc.blobs.putImmutable(key, buf.slice(0, len), { contentType: "application/zip" });
    return;
  }
  if (len > 0) await flush(true);
  await (upload as R2MultipartUpload).complete(parts);
}

/** Consumer of `artifact.build` (on `lote-render`). */
export async function buildConsolidated(
  svc: Services,
  msg: { job_id: string; tenant_id: string; artifact_id: string },
): Promise<void> {
  const data = await svc.data(msg.tenant_id, msg.job_id);
  const art = await data.db
    .select({
      id: artifacts.id,
      kind: artifacts.kind,
      status: artifacts.status,
      generation: artifacts.generation,
    })
    .from(artifacts)
    .where(and(eq(artifacts.id, msg.artifact_id), eq(artifacts.tenantId, msg.tenant_id)))
    .get();
  if (art?.status !== "building") return;
  // A consolidated row always has its generation; one without is a broken row.
  if (art.generation === null) throw new RowDecodeError("artifacts", "generation", `of ${art.id} is null`);
  const generation = art.generation;
  const m = await buildManifest(svc, msg.tenant_id, msg.job_id);
  if (!m) return;
  let key: string;
  let sha256: string;
  let size: number;
  if (art.kind === "zip") {
    ({ sha256, size } = await zipDigest(svc, m));
    key = artifactKey(msg.tenant_id, "zip", sha256, "zip");
    await uploadZip(svc, m, key);
  } else if (art.kind === "merged_pdf") {
    const pdf = await buildMergedPdf(svc, msg.tenant_id, msg.job_id);
    ({ key, sha256, size } = await storeDocument(svc, msg.tenant_id, "merged_pdf", pdf));
  } else {
    await finishCarnes(svc, msg, { id: art.id, generation });
    return;
  }
  const res = await data.db
    .update(artifacts)
    .set({ status: "ready", r2Key: key, sha256, size, updatedAt: svc.clock.now() })
    .where(and(eq(artifacts.id, art.id), eq(artifacts.status, "building")))
    .run();
  if ((res.meta.changes ?? 0) === 0) return;
  await artifactReady(svc, msg, { id: art.id, kind: art.kind, generation, sha256, size });
}

/**
 * Requests a consolidated artifact for the job's current generation: creates it (status
 * `building`) and queues the build, or returns the existing one. A failed build is retried.
 */
export async function requestConsolidated(
  svc: Services,
  args: { tenantId: string; jobId: string; generation: number; type: ConsolidatedType },
): Promise<{ id: string; status: string; created: boolean }> {
  const id = consolidatedId(args.jobId, args.type, args.generation);
  const now = svc.clock.now();
  const fileName =
    args.type === "zip"
      ? `${args.jobId}.zip`
      : args.type === "carne"
        ? `${args.jobId}-carne.pdf`
        : `${args.jobId}.pdf`;
  const contentType = args.type === "zip" ? "application/zip" : "application/pdf";
  const data = await svc.data(args.tenantId, args.jobId);
  const ins = await data.db
    .insert(artifacts)
    .values({
      id,
      tenantId: args.tenantId,
      jobId: args.jobId,
      kind: args.type,
      status: "building",
      contentType,
      fileName,
      generation: args.generation,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: artifacts.id,
      set: { status: "building", error: null, updatedAt: now },
      setWhere: eq(artifacts.status, "failed"),
    })
    .run();
  const created = (ins.meta.changes ?? 0) > 0;
  if (created) {
    await svc.queues.render.send(
      { type: "artifact.build", job_id: args.jobId, tenant_id: args.tenantId, artifact_id: id },
      { contentType: "json" },
    );
  }
  const row = await data.db
    .select({ status: artifacts.status })
    .from(artifacts)
    .where(eq(artifacts.id, id))
    .get();
  return { id, status: row?.status ?? "building", created };
}

/** Dead-lettered build: the artifact is `failed` (a new request builds it again). */
export async function failConsolidated(
  svc: Services,
  tenantId: string,
  artifactId: string,
  error: { code: string; message: string },
): Promise<void> {
  await (await svc.data(tenantId, artifactId)).db
    .update(artifacts)
    .set({ status: "failed", error, updatedAt: svc.clock.now() })
    .where(and(eq(artifacts.id, artifactId), eq(artifacts.status, "building")))
    .run();
}
