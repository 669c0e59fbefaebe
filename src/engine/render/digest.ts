/**
 * A 128-bit content digest for the PDF document ID (PDF 32000-1 §14.4: the ID identifies the
 * file; it need not be secret, only stable and distinct). Synchronous and dependency-free because
 * the engine has no crypto: two 32-bit lanes (FNV-1a, and the same step with a second multiplier)
 * over every byte, finished with MurmurHash3's `fmix32` avalanche into four words. Not a
 * cryptographic hash: the service's sha256 of the whole file is what identifies an artifact.
 */

const FNV_PRIME = 0x01000193;
/** A second multiplier (MurmurHash3's c1) for the second lane, so the two lanes are independent. */
const PRIME_2 = 0xcc9e2d51;

function fmix32(h: number): number {
  let x = h ^ (h >>> 16);
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/**
 * The digest of `chunks` as 32 upper-case hex digits. Two lanes read every byte (FNV-1a, and the
 * same step with a second multiplier); each chunk's length is mixed in after it, so boundaries
 * count; four output words are avalanched combinations of the lanes and the total length.
 *
 * @example digest128([new Uint8Array([1, 2, 3])]).length // 32
 */
export function digest128(chunks: readonly Uint8Array[]): string {
  let a = 0x811c9dc5; // FNV-1a offset basis
  let b = 0x9e3779b9;
  let length = 0;
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) {
      const v = chunk[i]!;
      a = Math.imul(a ^ v, FNV_PRIME);
      b = Math.imul(b ^ v, PRIME_2);
    }
    a = Math.imul(a ^ chunk.length, FNV_PRIME);
    b = Math.imul(b ^ chunk.length, PRIME_2);
    length += chunk.length;
  }
  const words = [a ^ length, b ^ length, a ^ ((b << 13) | (b >>> 19)), b ^ ((a << 7) | (a >>> 25))];
  return words
    .map((w, i) =>
      fmix32((w ^ Math.imul(i + 1, 0x27d4eb2f)) >>> 0)
        .toString(16)
        .toUpperCase()
        .padStart(8, "0"),
    )
    .join("");
}
