/**
 * R2 access. Every object lote writes is immutable: keys are content-addressed (they carry the
 * sha256 of the bytes) and written with `onlyIf: { etagDoesNotMatch: "*" }`, so an existing object
 * is never overwritten — writing the same bytes twice is a no-op, which makes redelivered queue
 * messages harmless.
 */
import { sha256Hex } from "../platform/crypto";
import { checkFault, TransientError } from "../platform/faults";

export interface PutResult {
  key: string;
  size: number;
  /** false when the object already existed (same key → same bytes). */
  created: boolean;
}

export interface BlobStore {
  putImmutable(
    key: string,
    body: Uint8Array | string,
    opts: { contentType: string; sha256?: string; metadata?: Record<string, string> },
  ): Promise<PutResult>;
  get(key: string, options?: R2GetOptions): Promise<R2ObjectBody | R2Object | null>;
  head(key: string): Promise<R2Object | null>;
  delete(keys: string | string[]): Promise<void>;
  list(options: R2ListOptions): Promise<R2Objects>;
  createMultipartUpload(key: string, contentType: string): Promise<R2MultipartUpload>;
  bucket: R2Bucket;
}

/**
 * The content-addressed key of an artifact.
 * @example artifactKey("ten_1", "pdf", "ab12…", "pdf") // "t/ten_1/pdf/ab12….pdf"
 */
export function artifactKey(tenantId: string, kind: string, sha256: string, ext: string): string {
  return `t/${tenantId}/${kind}/${sha256}.${ext}`;
}

/** Wraps an R2 bucket; storage errors surface as {@link TransientError} so consumers retry. */
export function createBlobStore(bucket: R2Bucket): BlobStore {
  const guard = async <T>(point: "r2.put" | "r2.get", f: () => Promise<T>): Promise<T> => {
    checkFault(point);
    try {
      return await f();
    } catch (e) {
      throw new TransientError(`R2 ${point}: ${(e as Error).message}`);
    }
  };
  return {
    bucket,
    async putImmutable(key, body, opts) {
      const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
      const sha256 = opts.sha256 ?? (await sha256Hex(bytes));
      const res = await guard("r2.put", () =>
        bucket.put(key, bytes, {
          onlyIf: { etagDoesNotMatch: "*" },
          httpMetadata: { contentType: opts.contentType },
          customMetadata: { sha256, ...opts.metadata },
          sha256,
        }),
      );
      return { key, size: bytes.byteLength, created: res !== null };
    },
    get: (key, options) => guard("r2.get", () => bucket.get(key, options)),
    head: (key) => guard("r2.get", () => bucket.head(key)),
    async delete(keys) {
      await bucket.delete(keys);
    },
    list: (options) => bucket.list(options),
    createMultipartUpload: (key, contentType) =>
      bucket.createMultipartUpload(key, { httpMetadata: { contentType } }),
  };
}
