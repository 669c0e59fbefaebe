/**
 * Structural checks of an uploaded logo before anything decodes it, so a broken file is refused
 * with a typed error instead of becoming a broken PDF.
 *
 * - PNG (ISO/IEC 15948 / W3C PNG 2nd ed.): signature; chunks within the file, each with a valid
 *   CRC-32; IHDR first with a legal bit depth / colour type pair; PLTE for indexed colour; IDAT
 *   present; IEND last. The IDAT stream is inflated (bounded by the size IHDR implies) and must
 *   give exactly that many bytes, with a legal filter byte on every row.
 * - JPEG (ITU-T T.81 / JFIF): SOI; every segment within the file; one SOF that a PDF DCTDecode
 *   filter reads (baseline, extended sequential or progressive Huffman, 8-bit, 1/3/4 components);
 *   at least one SOS; the entropy-coded data runs to an EOI marker (a truncated upload fails here).
 */
import { Unzlib } from "fflate";
import { EngineError } from "../errors";

/** Width and height in pixels of an image that passed its check. */
export interface ImageSize {
  width: number;
  height: number;
}

const invalid = (message: string): never => {
  throw new EngineError({ code: "LOGO_INVALID", path: [], message });
};

/** Largest logo side and area in pixels: bounds the memory a decode takes (4 bytes a pixel). */
export const MAX_LOGO_SIDE = 2048;
export const MAX_LOGO_PIXELS = 2048 * 1024;

/** Refuses an image too large to decode safely, before any pixel is inflated. */
function checkDimensions(size: ImageSize): ImageSize {
  if (
    size.width > MAX_LOGO_SIDE ||
    size.height > MAX_LOGO_SIDE ||
    size.width * size.height > MAX_LOGO_PIXELS
  ) {
    throw new EngineError({
      code: "LOGO_TOO_LARGE",
      path: [],
      message: `logo must be at most ${MAX_LOGO_SIDE} pixels a side and ${MAX_LOGO_PIXELS} pixels in all (got ${size.width}×${size.height})`,
    });
  }
  return size;
}

let crcTable: Uint32Array | undefined;

/** CRC-32 (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320) of `data[start, end)`. */
export function crc32(data: Uint8Array, start = 0, end = data.length): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = crcTable[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const u32 = (b: Uint8Array, at: number): number =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u16 = (b: Uint8Array, at: number): number => (b[at]! << 8) | b[at + 1]!;

/** Legal bit depths per PNG colour type, and the channel count of each type. */
const PNG_DEPTHS: Record<number, { depths: number[]; channels: number }> = {
  0: { depths: [1, 2, 4, 8, 16], channels: 1 },
  2: { depths: [8, 16], channels: 3 },
  3: { depths: [1, 2, 4, 8], channels: 1 },
  4: { depths: [8, 16], channels: 2 },
  6: { depths: [8, 16], channels: 4 },
};

/** Adam7 passes: x start, y start, x step, y step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** Rows (width in bytes without the filter byte) of the filtered image data IHDR implies. */
function pngRows(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number[] {
  const rows: number[] = [];
  const passes = interlaced ? ADAM7 : [[0, 0, 1, 1] as const];
  for (const [xs, ys, dx, dy] of passes) {
    const w = width > xs ? Math.ceil((width - xs) / dx) : 0;
    const h = height > ys ? Math.ceil((height - ys) / dy) : 0;
    if (w === 0) continue;
    for (let r = 0; r < h; r++) rows.push(Math.ceil((w * bitsPerPixel) / 8));
  }
  return rows;
}

/** Inflates `idat` into exactly `expected` bytes, or refuses (corrupt, short or overlong data). */
function inflateExactly(idat: Uint8Array[], expected: number): Uint8Array {
  const out = new Uint8Array(expected);
  let at = 0;
  let done = false;
  const z = new Unzlib((chunk, final) => {
    if (at + chunk.length > expected) invalid("PNG image data is longer than its header says");
    out.set(chunk, at);
    at += chunk.length;
    done = final;
  });
  try {
    idat.forEach((c, i) => {
      z.push(c, i === idat.length - 1);
    });
  } catch (e) {
    if (e instanceof EngineError) throw e;
    invalid("PNG image data does not decompress");
  }
  if (!done || at !== expected) invalid("PNG image data is shorter than its header says");
  return out;
}

/**
 * Checks a PNG file's structure and image data; returns its size in pixels.
 *
 * @example checkPng(pngBytes) // { width: 600, height: 200 }
 */
export function checkPng(b: Uint8Array): ImageSize {
  let at = 8;
  let size: ImageSize | undefined;
  let bitsPerPixel = 0;
  let interlaced = false;
  let palette = false;
  let colorType = -1;
  const idat: Uint8Array[] = [];
  for (let first = true; ; first = false) {
    if (at + 12 > b.length) invalid("PNG ends before its IEND chunk");
    const len = u32(b, at);
    const type = String.fromCharCode(b[at + 4]!, b[at + 5]!, b[at + 6]!, b[at + 7]!);
    const end = at + 8 + len;
    if (len > 0x7fffffff || end + 4 > b.length) invalid(`PNG chunk ${type} runs past the end of the file`);
    if (crc32(b, at + 4, end) !== u32(b, end)) invalid(`PNG chunk ${type} has a wrong CRC`);
    if (first !== (type === "IHDR")) invalid("PNG must start with its IHDR chunk");
    if (type === "IHDR") {
      if (len !== 13) invalid("PNG IHDR must be 13 bytes");
      const width = u32(b, at + 8);
      const height = u32(b, at + 12);
      const depth = b[at + 16]!;
      colorType = b[at + 17]!;
      const rule = PNG_DEPTHS[colorType];
      if (width === 0 || height === 0) invalid("PNG width and height must be positive");
      if (!rule?.depths.includes(depth)) invalid("PNG has an illegal bit depth / colour type");
      if (b[at + 18] !== 0 || b[at + 19] !== 0 || b[at + 20]! > 1) invalid("PNG has an unknown method");
      size = checkDimensions({ width, height });
      bitsPerPixel = depth * rule!.channels;
      interlaced = b[at + 20] === 1;
    } else if (type === "PLTE") palette = true;
    else if (type === "IDAT") idat.push(b.subarray(at + 8, end));
    else if (type === "IEND") break;
    at = end + 4;
  }
  if (!size) return invalid("PNG has no IHDR chunk");
  if (colorType === 3 && !palette) invalid("indexed-colour PNG has no PLTE chunk");
  if (idat.length === 0) invalid("PNG has no image data");
  checkPngData(idat, size, bitsPerPixel, interlaced);
  return size;
}

/** Inflates the image data and checks every row's filter byte (throws on a problem). */
function checkPngData(idat: Uint8Array[], size: ImageSize, bpp: number, interlaced: boolean): void {
  const rows = pngRows(size.width, size.height, bpp, interlaced);
  const raw = inflateExactly(
    idat,
    rows.reduce((sum, r) => sum + r + 1, 0),
  );
  let at = 0;
  for (const r of rows) {
    if (raw[at]! > 4) invalid("PNG row has an unknown filter type");
    at += r + 1;
  }
}

/** SOF markers a PDF DCTDecode filter reads: baseline, extended sequential, progressive (Huffman). */
const SOF_OK = new Set([0xc0, 0xc1, 0xc2]);
/** Every other SOF marker (lossless, hierarchical, arithmetic): refused. */
const SOF_OTHER = new Set([0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * Checks a JPEG file's marker structure up to its EOI; returns its size in pixels.
 *
 * @example checkJpeg(jpegBytes) // { width: 600, height: 200 }
 */
export function checkJpeg(b: Uint8Array): ImageSize {
  let at = 2;
  let size: ImageSize | undefined;
  let scans = 0;
  while (true) {
    if (at + 2 > b.length) invalid("JPEG ends before its EOI marker");
    if (b[at] !== 0xff) invalid("JPEG has data where a marker should be");
    const m = b[at + 1]!;
    if (m === 0xff) {
      at++; // fill byte
      continue;
    }
    if (m === 0xd9) break; // EOI
    if ((m >= 0xd0 && m <= 0xd7) || m === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > b.length) invalid("JPEG ends inside a marker");
    const len = u16(b, at + 2);
    if (len < 2 || at + 2 + len > b.length) invalid("JPEG segment runs past the end of the file");
    if (SOF_OTHER.has(m)) {
      throw new EngineError({
        code: "LOGO_UNSUPPORTED_TYPE",
        path: [],
        message:
          "JPEG must be baseline or progressive (lossless, hierarchical and arithmetic are not supported)",
      });
    }
    if (SOF_OK.has(m)) {
      if (len < 8) invalid("JPEG frame header is too short");
      const comps = b[at + 9]!;
      if (b[at + 4] !== 8 || ![1, 3, 4].includes(comps))
        invalid("JPEG must be 8-bit gray, RGB/YCbCr or CMYK");
      size = { width: u16(b, at + 7), height: u16(b, at + 5) };
      if (size.width === 0 || size.height === 0) invalid("JPEG width and height must be positive");
      checkDimensions(size);
    }
    at += 2 + len;
    if (m === 0xda) {
      if (!size) invalid("JPEG scan comes before its frame header");
      scans++;
      // Entropy-coded data: 0xFF is followed by 0x00 (stuffing), a restart marker or the next marker.
      while (at < b.length) {
        if (b[at] !== 0xff) at++;
        else {
          const next = b[at + 1];
          if (next === undefined) break;
          if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
          else if (next === 0xff) at++;
          else break;
        }
      }
    }
  }
  if (!size || scans === 0) invalid("JPEG has no image data");
  return size!;
}

/**
 * The image type of `b` by its signature, or `undefined` for anything but PNG and JPEG.
 *
 * @example sniffImage(new Uint8Array([0xff, 0xd8, 0xff])) // "jpeg"
 */
export function sniffImage(b: Uint8Array): "png" | "jpeg" | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length >= 8 && png.every((v, i) => b[i] === v)) return "png";
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  return undefined;
}
