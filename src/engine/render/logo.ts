/**
 * The beneficiary's logo: a PNG or JPEG checked once (`prepareLogo`), then printed on any number
 * of pages. Preparation runs pdf-lib's own image embedders (PNG decoded, split into colour and
 * alpha, deflated; JPEG passed through as DCT) into a scratch context and keeps the resulting image
 * streams, so each document only clones them: a job that prints the same logo on a thousand
 * boletos decodes it once.
 */
import { JpegEmbedder, PDFContext, PDFName, PDFRawStream, type PDFRef, PngEmbedder } from "pdf-lib";
import { EngineError } from "../errors";
import { digest128 } from "./digest";
import { checkJpeg, checkPng, sniffImage } from "./image-check";

export { MAX_LOGO_PIXELS, MAX_LOGO_SIDE } from "./image-check";

/** Largest logo file accepted, in bytes. */
export const MAX_LOGO_BYTES = 256 * 1024;

/** A logo that passed {@link prepareLogo}: what the renderers take. */
export interface Logo {
  readonly contentType: "image/png" | "image/jpeg";
  /** Size in pixels. */
  readonly width: number;
  readonly height: number;
  /** The file as uploaded (the HTML writer inlines it as a data URI). */
  readonly bytes: Uint8Array;
}

interface Prepared {
  image: PDFRawStream;
  smask?: PDFRawStream;
  /** {@link digest128} of the file, computed once: it goes into each document's ID. */
  digest: string;
}

/** pdf-lib streams of every prepared logo; membership also marks a value as a real {@link Logo}. */
const prepared = new WeakMap<Logo, Prepared>();

/** True for a value {@link prepareLogo} returned. */
export function isLogo(value: unknown): value is Logo {
  return typeof value === "object" && value !== null && prepared.has(value as Logo);
}

function problem(code: string, message: string): EngineError {
  return new EngineError({ code, path: [], message });
}

/**
 * Checks an uploaded logo and readies it for printing. Throws an {@link EngineError}:
 * `INVALID_ARGUMENT` (not bytes), `LOGO_TOO_LARGE` (over {@link MAX_LOGO_BYTES}, or more pixels
 * than `MAX_LOGO_SIDE`/`MAX_LOGO_PIXELS`), `LOGO_UNSUPPORTED_TYPE` (not PNG or JPEG, or a JPEG
 * process PDF readers do not decode), `LOGO_INVALID` (a damaged or truncated file).
 *
 * @example
 * const logo = await prepareLogo(pngBytes);
 * await renderBoletoPdf(boleto, { logo }); // printed on the recibo and above the ficha
 */
export async function prepareLogo(bytes: Uint8Array): Promise<Logo> {
  if (!(bytes instanceof Uint8Array)) {
    throw problem("INVALID_ARGUMENT", "logo must be the bytes of a PNG or JPEG file (Uint8Array)");
  }
  if (bytes.length > MAX_LOGO_BYTES) {
    throw problem("LOGO_TOO_LARGE", `logo must be at most ${MAX_LOGO_BYTES} bytes (got ${bytes.length})`);
  }
  const kind = sniffImage(bytes);
  if (!kind) throw problem("LOGO_UNSUPPORTED_TYPE", "logo must be a PNG or JPEG file");
  // A private copy: the caller's buffer may change, and pdf-lib's JPEG reader ignores byteOffset.
  const copy = bytes.slice();
  const size = kind === "png" ? checkPng(copy) : checkJpeg(copy);
  let streams: Prepared;
  try {
    const context = PDFContext.create();
    const embedder = kind === "png" ? await PngEmbedder.for(copy) : await JpegEmbedder.for(copy);
    const ref = await embedder.embedIntoContext(context);
    const image = context.lookup(ref);
    if (!(image instanceof PDFRawStream)) throw new Error("no image stream");
    const mask = context.lookup(image.dict.get(PDFName.of("SMask")));
    image.dict.delete(PDFName.of("SMask"));
    const digest = digest128([copy]);
    streams = mask instanceof PDFRawStream ? { image, smask: mask, digest } : { image, digest };
  } catch {
    throw problem("LOGO_INVALID", `logo is not a readable ${kind.toUpperCase()} image`);
  }
  const logo: Logo = Object.freeze({
    contentType: kind === "png" ? "image/png" : "image/jpeg",
    width: size.width,
    height: size.height,
    bytes: copy,
  });
  prepared.set(logo, streams);
  return logo;
}

/**
 * Adds `logo`'s image (and its alpha mask) to a document's context; returns the image's reference.
 * The prepared streams are cloned, so one logo can go into any number of documents.
 */
export function embedLogo(context: PDFContext, logo: Logo): PDFRef {
  const p = prepared.get(logo);
  if (!p) throw problem("INVALID_ARGUMENT", "logo must come from prepareLogo");
  const image = p.image.clone(context);
  if (p.smask) image.dict.set(PDFName.of("SMask"), context.register(p.smask.clone(context)));
  return context.register(image);
}

/** A digest of `logo`'s file (see {@link digest128}). */
export function logoDigest(logo: Logo): string {
  return prepared.get(logo)?.digest ?? "";
}

/**
 * Where `logo` goes inside a slot: scaled to fit (never enlarged past 1 px = 0.75 pt, i.e. 96 dpi,
 * so a small logo is not blown up into a blur), aspect ratio kept, left-aligned and vertically
 * centred.
 */
export function placeLogo(
  logo: Logo,
  slot: { x: number; y: number; w: number; h: number },
): { x: number; y: number; w: number; h: number } {
  const scale = Math.min(slot.w / logo.width, slot.h / logo.height, 0.75);
  const w = logo.width * scale;
  const h = logo.height * scale;
  return { x: slot.x, y: slot.y + (slot.h - h) / 2, w, h };
}
