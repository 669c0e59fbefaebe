/**
 * A 128-bit content digest for the PDF document ID (PDF 32000-1 §14.4: the ID identifies the
 * file; it need not be secret, only stable and distinct). Synchronous and dependency-free because
 * the engine has no crypto: four 32-bit FNV-1a lanes with distinct offset bases, each finished with
 * MurmurHash3's `fmix32` avalanche. Not a cryptographic hash: the service's sha256 of the whole
 * file is what identifies an artifact.
 */

const FNV_PRIME = 0x01000193;
/** FNV-1a's offset basis, then three other fixed starting points (one per lane). */
const SEEDS = [0x811c9dc5, 0x050c5d1f, 0x1b873593, 0x9e3779b9] as const;

function fmix32(h: number): number {
  let x = h ^ (h >>> 16);
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/**
 * The digest of `chunks` as 32 upper-case hex digits. Each lane also mixes in its index and the
 * running length, so lanes differ and chunk boundaries count.
 *
 * @example digest128([new Uint8Array([1, 2, 3])]).length // 32
 */
export function digest128(chunks: readonly Uint8Array[]): string {
  const lanes = [...SEEDS] as number[];
  let length = 0;
  for (const chunk of chunks) {
    for (let l = 0; l < 4; l++) {
      let h = lanes[l]!;
      for (let i = 0; i < chunk.length; i++) h = Math.imul(h ^ chunk[i]!, FNV_PRIME);
      lanes[l] = Math.imul(h ^ (chunk.length + l), FNV_PRIME);
      // Lanes must not stay identical: rotate each by its index after every chunk.
      lanes[l] = ((lanes[l]! << (l * 7 + 1)) | (lanes[l]! >>> (31 - l * 7))) >>> 0;
    }
    length += chunk.length;
  }
  return lanes
    .map((h, l) =>
      fmix32((h ^ length ^ (l * 0x9e3779b9)) >>> 0)
        .toString(16)
        .toUpperCase()
        .padStart(8, "0"),
    )
    .join("");
}
