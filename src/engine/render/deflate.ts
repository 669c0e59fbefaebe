/**
 * A fast zlib encoder (RFC 1950 wrapper around RFC 1951 deflate) for page content streams.
 *
 * A merged PDF compresses one small stream per page (≈ 4 KB of operators). fflate's `zlibSync`
 * spends most of its time on such inputs setting up: it allocates its hash and window tables
 * (≈ 180 KB) on every call and searches for lazy matches meant for large files, which made
 * deflate the most expensive step of a merged page (0.13–0.15 of 0.31 ms). This encoder keeps
 * its tables across calls and does one greedy pass; on the benchmark's 1,000 plain pages it takes
 * 0.048 ms a page against fflate's 0.148 at level 1 and packs 3.7 % smaller (1,167 against 1,212
 * bytes, as small as fflate's level 6; Bolepix pages 0.16 against 0.26 ms, 5 % smaller;
 * 2026-12-04, same run):
 *
 * - LZ77: a 4-byte hash into a chain over the 32 KB window, at most {@link MAX_CHAIN} candidates
 *   per position, the longest match taken at once (no lazy evaluation). Every position of a match
 *   is hashed, so repeated operators (`re`, `Tm`, …) keep finding each other.
 * - Each block of up to {@link BLOCK_SYMBOLS} symbols is written with whichever costs fewer bits:
 *   its own Huffman codes (built by Moffat and Katajainen's in-place method, lengths limited to 15
 *   and 7 bits), the fixed codes, or stored bytes.
 *
 * The tables are reused between calls, but no state carries from one stream to the next: each
 * call sees only the positions it inserted itself (positions are stamped with a per-call base),
 * so the output depends only on the input. Any inflater reads it; the tests check two.
 */

const WINDOW = 1 << 15;
const WMASK = WINDOW - 1;
const HASH_BITS = 13;
/** Bytes hashed to find candidates: four find fewer, better ones than three on operator text. */
const HASH_BYTES = 4;
const MIN_MATCH = 3;
/** Knuth's multiplicative hash constant (2^32 / φ). */
const HASH_MULTIPLIER = 0x9e3779b1;
const MAX_MATCH = 258;
/** Candidates examined per position: enough for repeated operators, cheap for short streams. */
const MAX_CHAIN = 4;
/** A match this long is taken without looking at older candidates. */
const NICE = 64;
/** Symbols per block: each block gets codes fitted to its own content. */
const BLOCK_SYMBOLS = 1 << 14;
const EOB = 256;

const LEN_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
  227, 258,
];
const LEN_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
  6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
/** Order in which the code-length code lengths are written (RFC 1951 §3.2.7). */
const CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** Length 3…258 → length code index 0…28 (symbol 257 + index). */
const LEN_CODE = new Uint8Array(MAX_MATCH + 1);
for (let c = 0; c < LEN_BASE.length; c++) {
  const end = c + 1 < LEN_BASE.length ? LEN_BASE[c + 1]! : MAX_MATCH + 1;
  for (let l = LEN_BASE[c]!; l < end; l++) LEN_CODE[l] = c;
}
LEN_CODE[MAX_MATCH] = 28;
/** Distance code of distance d: DIST_LOW[d - 1] for d ≤ 256, DIST_HIGH[(d - 1) >> 7] above. */
const DIST_LOW = new Uint8Array(256);
const DIST_HIGH = new Uint8Array(256);
for (let c = 0; c < DIST_BASE.length; c++) {
  const end = c + 1 < DIST_BASE.length ? DIST_BASE[c + 1]! : WINDOW + 1;
  for (let d = DIST_BASE[c]!; d < end; d++) {
    if (d <= 256) DIST_LOW[d - 1] = c;
    else DIST_HIGH[(d - 1) >> 7] = c;
  }
}
const distCode = (d: number): number => (d <= 256 ? DIST_LOW[d - 1]! : DIST_HIGH[(d - 1) >> 7]!);

const lengthCount = new Uint16Array(16);
const nextCode = new Uint16Array(16);

/** Bit-reversed canonical codes for `lens` (deflate sends Huffman codes most significant bit first). */
function canonical(lens: Uint8Array, n: number, codes: Uint16Array): void {
  const count = lengthCount.fill(0);
  for (let s = 0; s < n; s++) count[lens[s]!]!++;
  count[0] = 0;
  const next = nextCode;
  for (let len = 1, code = 0; len < 16; len++) {
    code = (code + count[len - 1]!) << 1;
    next[len] = code;
  }
  for (let s = 0; s < n; s++) {
    const len = lens[s]!;
    if (len === 0) continue;
    let c = next[len]!++;
    let r = 0;
    for (let i = 0; i < len; i++, c >>= 1) r = (r << 1) | (c & 1);
    codes[s] = r;
  }
}

const FIXED_LIT_LENS = new Uint8Array(288);
FIXED_LIT_LENS.fill(8, 0, 144).fill(9, 144, 256).fill(7, 256, 280).fill(8, 280, 288);
const FIXED_DIST_LENS = new Uint8Array(30).fill(5);
const FIXED_LIT_CODES = new Uint16Array(288);
const FIXED_DIST_CODES = new Uint16Array(30);
canonical(FIXED_LIT_LENS, 288, FIXED_LIT_CODES);
canonical(FIXED_DIST_LENS, 30, FIXED_DIST_CODES);

// Scratch for huffLengths: sort keys and Moffat–Katajainen's working array.
const keys = new Uint32Array(288);
const work = new Int32Array(288);
/** Codes per depth; a tree over 288 symbols is at most 287 deep. */
const depthCount = new Uint32Array(289);

/**
 * Code lengths of at most `limit` bits for the `n` symbols with frequencies `freq`, into `lens`:
 * minimum-redundancy lengths (Moffat and Katajainen, in place over the sorted weights), then, if
 * any is longer than `limit`, folded into `limit` bits and the Kraft sum restored by lengthening
 * the shortest codes that can give up space (the fold zlib-compatible encoders use). A lone symbol
 * gets a partner so every code is complete, which every inflater accepts.
 */
function huffLengths(freq: Uint32Array, n: number, limit: number, lens: Uint8Array): void {
  lens.fill(0, 0, n);
  let m = 0;
  for (let s = 0; s < n; s++) if (freq[s]! > 0) keys[m++] = (freq[s]! << 9) | s;
  if (m === 0) return;
  if (m === 1) {
    const s = keys[0]! & 511;
    lens[s] = 1;
    lens[s === 0 ? 1 : 0] = 1;
    return;
  }
  const sorted = keys.subarray(0, m).sort();
  const a = work;
  for (let i = 0; i < m; i++) a[i] = sorted[i]! >>> 9;
  // First pass: pair the two lightest of leaves and internal nodes, left to right.
  a[0] = a[0]! + a[1]!;
  let root = 0;
  let leaf = 2;
  for (let next = 1; next < m - 1; next++) {
    if (leaf >= m || a[root]! < a[leaf]!) {
      a[next] = a[root]!;
      a[root++] = next;
    } else a[next] = a[leaf++]!;
    if (leaf >= m || (root < next && a[root]! < a[leaf]!)) {
      a[next] = a[next]! + a[root]!;
      a[root++] = next;
    } else a[next] = a[next]! + a[leaf++]!;
  }
  // Second pass: depths of internal nodes, right to left.
  a[m - 2] = 0;
  for (let next = m - 3; next >= 0; next--) a[next] = a[a[next]!]! + 1;
  // Third pass: depths of leaves (a[0] ends up the deepest, the lightest symbol).
  let avail = 1;
  let used = 0;
  let depth = 0;
  root = m - 2;
  let next = m - 1;
  while (avail > 0) {
    while (root >= 0 && a[root] === depth) {
      used++;
      root--;
    }
    while (avail > used) {
      a[next--] = depth;
      avail--;
    }
    avail = 2 * used;
    depth++;
    used = 0;
  }
  // Count codes per length; fold anything deeper than `limit` and repair the Kraft sum.
  const deepest = Math.max(limit, a[0]!);
  const count = depthCount.fill(0, 0, deepest + 1);
  for (let i = 0; i < m; i++) count[a[i]!]!++;
  if (a[0]! > limit) {
    for (let len = limit + 1; len <= deepest; len++) {
      count[limit]! += count[len]!;
      count[len] = 0;
    }
    let total = 0;
    for (let len = 1; len <= limit; len++) total += count[len]! << (limit - len);
    while (total !== 1 << limit) {
      count[limit]!--;
      for (let len = limit - 1; len > 0; len--) {
        if (count[len]! > 0) {
          count[len]!--;
          count[len + 1]! += 2;
          break;
        }
      }
      total--;
    }
  }
  // Longest codes to the rarest symbols.
  let i = 0;
  for (let len = Math.min(limit, a[0]!); len > 0; len--)
    for (let k = count[len]!; k > 0; k--) lens[sorted[i++]! & 511] = len;
}

// ---- Output bits ----

let out = new Uint8Array(1 << 16);
let pos = 0;
let acc = 0;
let nbits = 0;

/** Appends the low `n` (≤ 16) bits of `v`, least significant first. */
function put(v: number, n: number): void {
  acc |= v << nbits;
  nbits += n;
  while (nbits >= 8) {
    out[pos++] = acc & 255;
    acc >>>= 8;
    nbits -= 8;
  }
}

function alignByte(): void {
  if (nbits > 0) put(0, 8 - nbits);
}

// ---- Per-block state, reused ----

const litFreq = new Uint32Array(286);
const distFreq = new Uint32Array(30);
const litLens = new Uint8Array(288);
const distLens = new Uint8Array(30);
const litCodes = new Uint16Array(288);
const distCodes = new Uint16Array(30);
const clFreq = new Uint32Array(19);
const clLens = new Uint8Array(19);
const clCodes = new Uint16Array(19);
/** Symbols of the current block: a literal byte, or (length << 16) | distance. */
const syms = new Uint32Array(BLOCK_SYMBOLS);
/** The run-length coded code lengths of a dynamic header: symbol | (extra value << 8). */
const rle = new Uint16Array(286 + 30);

const head = new Int32Array(1 << HASH_BITS);
const prev = new Int32Array(WINDOW);
/** Positions inserted by this call are `base + i`; anything below `base` is from an earlier call. */
let base = WINDOW;

const allLens = new Uint8Array(286 + 30);

/** Builds the code-length RLE of `litLens[0, nlit) ++ distLens[0, ndist)`; returns its size. */
function buildRle(nlit: number, ndist: number): number {
  const all = allLens.subarray(0, nlit + ndist);
  all.set(litLens.subarray(0, nlit));
  all.set(distLens.subarray(0, ndist), nlit);
  clFreq.fill(0);
  let r = 0;
  for (let i = 0; i < all.length; ) {
    const v = all[i]!;
    let run = 1;
    while (i + run < all.length && all[i + run] === v) run++;
    i += run;
    if (v === 0) {
      while (run >= 11) {
        const k = Math.min(run, 138);
        rle[r++] = 18 | ((k - 11) << 8);
        clFreq[18]!++;
        run -= k;
      }
      if (run >= 3) {
        rle[r++] = 17 | ((run - 3) << 8);
        clFreq[17]!++;
        run = 0;
      }
    } else {
      rle[r++] = v;
      clFreq[v]!++;
      run--;
      while (run >= 3) {
        const k = Math.min(run, 6);
        rle[r++] = 16 | ((k - 3) << 8);
        clFreq[16]!++;
        run -= k;
      }
    }
    for (; run > 0; run--) {
      rle[r++] = v;
      clFreq[v]!++;
    }
  }
  return r;
}

const CL_EXTRA = [2, 3, 7];

/** Bits the block's symbols cost with the given litlen and distance lengths (excluding headers). */
function bodyBits(ll: Uint8Array, dl: Uint8Array): number {
  let bits = 0;
  for (let s = 0; s < 286; s++) if (litFreq[s]) bits += litFreq[s]! * ll[s]!;
  for (let c = 0; c < 29; c++) if (litFreq[257 + c]) bits += litFreq[257 + c]! * LEN_EXTRA[c]!;
  for (let c = 0; c < 30; c++) if (distFreq[c]) bits += distFreq[c]! * (dl[c]! + DIST_EXTRA[c]!);
  return bits;
}

/** Writes the symbols `syms[0, nsym)` as one block covering `data[from, to)`. */
function writeBlock(data: Uint8Array, from: number, to: number, nsym: number, final: boolean): void {
  litFreq[EOB] = 1;
  huffLengths(litFreq, 286, 15, litLens);
  huffLengths(distFreq, 30, 15, distLens);
  // A block of literals only still declares two distance codes, so its distance code is complete.
  if (distLens[0] === 0 && distLens[1] === 0 && distFreq.every((f) => f === 0)) distLens[0] = distLens[1] = 1;
  let nlit = 286;
  while (nlit > 257 && litLens[nlit - 1] === 0) nlit--;
  let ndist = 30;
  while (ndist > 1 && distLens[ndist - 1] === 0) ndist--;
  const nrle = buildRle(nlit, ndist);
  huffLengths(clFreq, 19, 7, clLens);
  let ncl = 19;
  while (ncl > 4 && clLens[CL_ORDER[ncl - 1]!] === 0) ncl--;
  let dynBits = 3 + 14 + 3 * ncl + bodyBits(litLens, distLens);
  for (let i = 0; i < nrle; i++) {
    const s = rle[i]! & 255;
    dynBits += clLens[s]! + (s >= 16 ? CL_EXTRA[s - 16]! : 0);
  }
  const fixedBits = 3 + bodyBits(FIXED_LIT_LENS, FIXED_DIST_LENS);
  const storedBits = (to - from) * 8 + Math.ceil((to - from) / 65535 || 1) * 40 + 8;
  const last = final ? 1 : 0;

  if (storedBits < dynBits && storedBits < fixedBits) {
    for (let at = from; ; ) {
      const len = Math.min(65535, to - at);
      const end = at + len === to;
      put(end ? last : 0, 1);
      put(0, 2);
      alignByte();
      put(len & 255, 8);
      put(len >>> 8, 8);
      put(~len & 255, 8);
      put((~len >>> 8) & 255, 8);
      out.set(data.subarray(at, at + len), pos);
      pos += len;
      at += len;
      if (end) break;
    }
    return;
  }

  let lc: Uint16Array;
  let ll: Uint8Array;
  let dc: Uint16Array;
  let dl: Uint8Array;
  if (dynBits < fixedBits) {
    put(last, 1);
    put(2, 2);
    put(nlit - 257, 5);
    put(ndist - 1, 5);
    put(ncl - 4, 4);
    for (let i = 0; i < ncl; i++) put(clLens[CL_ORDER[i]!]!, 3);
    canonical(clLens, 19, clCodes);
    for (let i = 0; i < nrle; i++) {
      const s = rle[i]! & 255;
      put(clCodes[s]!, clLens[s]!);
      if (s >= 16) put(rle[i]! >>> 8, CL_EXTRA[s - 16]!);
    }
    canonical(litLens, nlit, litCodes);
    canonical(distLens, ndist, distCodes);
    lc = litCodes;
    ll = litLens;
    dc = distCodes;
    dl = distLens;
  } else {
    put(last, 1);
    put(1, 2);
    lc = FIXED_LIT_CODES;
    ll = FIXED_LIT_LENS;
    dc = FIXED_DIST_CODES;
    dl = FIXED_DIST_LENS;
  }
  // The hot loop keeps the bit buffer in locals. It holds fewer than 16 bits between symbols, so a
  // literal's code (≤ 15 bits) fits in 31; a match flushes bytes between its parts (length code;
  // length extra bits and distance code, ≤ 5 + 15; distance extra bits, ≤ 13).
  const o = out;
  let p = pos;
  let bits = acc;
  let nb = nbits;
  for (let i = 0; i < nsym; i++) {
    const s = syms[i]!;
    if (s < 256) {
      bits |= lc[s]! << nb;
      nb += ll[s]!;
    } else {
      const len = s >>> 16;
      const dist = s & 0xffff;
      const c = LEN_CODE[len]!;
      bits |= lc[257 + c]! << nb;
      nb += ll[257 + c]!;
      while (nb >= 8) {
        o[p++] = bits & 255;
        bits >>>= 8;
        nb -= 8;
      }
      bits |= (len - LEN_BASE[c]!) << nb;
      nb += LEN_EXTRA[c]!;
      const d = distCode(dist);
      bits |= dc[d]! << nb;
      nb += dl[d]!;
      while (nb >= 8) {
        o[p++] = bits & 255;
        bits >>>= 8;
        nb -= 8;
      }
      bits |= (dist - DIST_BASE[d]!) << nb;
      nb += DIST_EXTRA[d]!;
    }
    while (nb >= 16) {
      o[p++] = bits & 255;
      o[p++] = (bits >>> 8) & 255;
      bits >>>= 16;
      nb -= 16;
    }
  }
  pos = p;
  acc = bits;
  nbits = nb;
  put(lc[EOB]!, ll[EOB]!);
}

/** The hash-table slot of the {@link HASH_BYTES} bytes at `i`. */
function hash(data: Uint8Array, i: number): number {
  const word = (data[i]! << 24) | (data[i + 1]! << 16) | (data[i + 2]! << 8) | data[i + 3]!;
  return Math.imul(word, HASH_MULTIPLIER) >>> (32 - HASH_BITS);
}

function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < data.length; ) {
    const end = Math.min(i + 5552, data.length);
    for (; i < end; i++) {
      a += data[i]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/**
 * `data` as a zlib stream (RFC 1950, deflate inside, FLEVEL "fastest"). Same input, same bytes.
 *
 * @example unzlibSync(zlibFast(bytes)) // equals bytes
 */
export function zlibFast(data: Uint8Array): Uint8Array {
  const n = data.length;
  const worst = n + 5 * Math.ceil(n / 65535 + 1) + 64 + Math.ceil(n / BLOCK_SYMBOLS) * 400;
  if (out.length < worst) out = new Uint8Array(worst);
  pos = 0;
  acc = 0;
  nbits = 0;
  put(0x78, 8);
  put(0x01, 8);
  if (base > 0x3fffffff - n - 2 * WINDOW) {
    head.fill(0);
    prev.fill(0);
    base = WINDOW;
  }
  const b0 = base;
  litFreq.fill(0);
  distFreq.fill(0);
  let nsym = 0;
  let blockFrom = 0;
  let i = 0;
  while (i < n) {
    let bestLen = 0;
    let bestDist = 0;
    if (i + HASH_BYTES <= n) {
      const h = hash(data, i);
      let cand = head[h]!;
      const max = Math.min(n - i, MAX_MATCH);
      for (let chain = MAX_CHAIN; cand >= b0 && chain > 0; chain--) {
        const j = cand - b0;
        const dist = i - j;
        if (dist <= 0 || dist > WINDOW) break;
        if (data[j + bestLen] === data[i + bestLen]) {
          let l = 0;
          while (l < max && data[j + l] === data[i + l]) l++;
          if (l > bestLen) {
            bestLen = l;
            bestDist = dist;
            if (l >= NICE || l === max) break;
          }
        }
        cand = prev[cand & WMASK]!;
      }
      prev[(b0 + i) & WMASK] = head[h]!;
      head[h] = b0 + i;
    }
    if (bestLen >= MIN_MATCH) {
      syms[nsym++] = (bestLen << 16) | bestDist;
      litFreq[257 + LEN_CODE[bestLen]!]!++;
      distFreq[distCode(bestDist)]!++;
      const end = i + bestLen;
      // The positions inside the match, hashed from a rolling 4-byte word: one load each.
      const stop = Math.min(end, n - HASH_BYTES + 1);
      let word = (data[i]! << 24) | (data[i + 1]! << 16) | (data[i + 2]! << 8) | data[i + 3]!;
      for (i++; i < stop; i++) {
        word = (word << 8) | data[i + 3]!;
        const h = Math.imul(word, HASH_MULTIPLIER) >>> (32 - HASH_BITS);
        prev[(b0 + i) & WMASK] = head[h]!;
        head[h] = b0 + i;
      }
      i = end;
    } else {
      syms[nsym++] = data[i]!;
      litFreq[data[i]!]!++;
      i++;
    }
    if (nsym === BLOCK_SYMBOLS && i < n) {
      writeBlock(data, blockFrom, i, nsym, false);
      blockFrom = i;
      nsym = 0;
      litFreq.fill(0);
      distFreq.fill(0);
    }
  }
  writeBlock(data, blockFrom, n, nsym, true);
  base = b0 + Math.ceil((n + 1) / WINDOW) * WINDOW + WINDOW;
  alignByte();
  const check = adler32(data);
  put(check >>> 24, 8);
  put((check >>> 16) & 255, 8);
  put((check >>> 8) & 255, 8);
  put(check & 255, 8);
  return out.slice(0, pos);
}
