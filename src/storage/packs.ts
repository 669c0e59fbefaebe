/**
 * Packs: the documents one render message makes (up to 25 boletos' PDFs, and their HTML), stored
 * back to back in one R2 object instead of one object each. An artifact row names its document by
 * the pack's key, its offset and its size, and keeps the document's own SHA-256; the documents
 * themselves are byte for byte what a lone object would hold.
 *
 * Why: every R2 put is a Class A operation and a round trip, and the consumer made one per
 * document, one after another; a pack is one put per message (25× fewer), and a zip of the job
 * reads one object per 25 documents instead of one per document. The pack is content-addressed
 * like every other object (its key carries the SHA-256 of its bytes) and written once, so a
 * redelivered message that renders the same documents lands on the same key.
 */
import { sha256Hex } from "../platform/crypto";
import { TransientError } from "../platform/faults";
import { artifactKey, type BlobStore } from "./blobs";

/** A pack as stored: its key and, per document (in the order given), where it starts. */
export interface StoredPack {
  key: string;
  offsets: number[];
  size: number;
}

/**
 * Stores `docs` as one pack of `tenantId`; returns its key and each document's offset.
 * @example const { key, offsets } = await storePack(svc.blobs, "ten_1", [pdfA, pdfB]) // offsets [0, pdfA.length]
 */
export async function storePack(
  blobs: BlobStore,
  tenantId: string,
  docs: readonly Uint8Array[],
): Promise<StoredPack> {
  const offsets: number[] = [];
  let size = 0;
  for (const d of docs) {
    offsets.push(size);
    size += d.byteLength;
  }
  const bytes = new Uint8Array(size);
  docs.forEach((d, i) => {
    bytes.set(d, offsets[i]);
  });
  const sha256 = await sha256Hex(bytes);
  const key = artifactKey(tenantId, "pack", sha256, "bin");
  await blobs.putImmutable(key, bytes, {
    contentType: "application/octet-stream",
    sha256,
    metadata: { documents: String(docs.length) },
  });
  return { key, offsets, size };
}

/**
 * Reads documents that may share packs, keeping the last object read: documents of one pack come
 * one after another (index order), so a whole job is read with one get per pack while at most one
 * pack is held in memory. A document stored alone (`offset` null) is read whole.
 */
export class DocumentReader {
  private last: { key: string; bytes: Uint8Array } | null = null;

  constructor(private readonly blobs: BlobStore) {}

  /** The bytes of the document at `offset` (null: the whole object) with `size` bytes in `key`. */
  async read(key: string, offset: number | null, size: number): Promise<Uint8Array> {
    if (this.last?.key !== key) {
      const obj = await this.blobs.get(key);
      if (!obj || !("arrayBuffer" in obj)) throw new TransientError(`artifact ${key} missing from R2`);
      this.last = { key, bytes: new Uint8Array(await obj.arrayBuffer()) };
    }
    const bytes = this.last.bytes;
    if (offset === null) return bytes;
    // A pack shorter than its rows say is broken, not late: no retry would fix it.
    if (offset + size > bytes.byteLength)
      throw new Error(`artifact ${key} holds ${bytes.byteLength} bytes, not ${offset} + ${size}`);
    return bytes.subarray(offset, offset + size);
  }
}
