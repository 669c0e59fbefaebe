/**
 * Boleto PDFs, built for speed and byte-identical output.
 *
 * - The static frame (outlines, rules, labels) of each layout variant is one Form XObject whose
 *   compressed bytes are computed once per process; a document holds it once and every page draws
 *   it with a single `Do`. Per page only the variable text, the barcode and the QR are written, as
 *   a hand-built content stream (`pdf-content.ts`).
 * - Fonts are the standard Helvetica and Helvetica-Bold (nothing embedded, WinAnsiEncoding).
 * - Deterministic: no dates, no document ID, a fixed Producer: the sha256 identifies the artifact.
 *
 * Object numbers: 1 catalog, 2 page tree, 3–4 fonts, 5 info, then per used layout variant a form
 * and a resource dictionary, then per page its dictionary and its content stream.
 */
import { zlibSync } from "fflate";
import { EngineError } from "../errors";
import type { Boleto } from "../types";
import { drawBoleto, frameOf, renderIssues } from "./draw";
import { PAGE_H, PAGE_W, pageLayout } from "./layout";
import { byteString, frameOps, num, symbolOps, textOps } from "./pdf-content";
import { PdfFile, utf16Hex } from "./pdf-file";

/** Options of {@link renderBoletoPdf}. */
export interface RenderPdfOptions {
  /** Document title (Info dictionary); default none. */
  title?: string;
  /**
   * Deflate level of each page's content, 0 (store) to 9. Default 6; `npm run bench` prints what
   * the other levels cost and save.
   */
  level?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
}

/** Compressed frame streams per layout variant, built on first use and reused by the process. */
const frames = new Map<boolean, Uint8Array>();

function frameBytes(pix: boolean): Uint8Array {
  let bytes = frames.get(pix);
  if (!bytes) {
    bytes = zlibSync(byteString(frameOps(frameOf(pageLayout(pix)))), { level: 9 });
    frames.set(pix, bytes);
  }
  return bytes;
}

const MEDIA_BOX = `[0 0 ${num(PAGE_W)} ${num(PAGE_H)}]`;
const FONTS = "<</F1 3 0 R/F2 4 0 R>>";

/**
 * Renders boletos as one A4 PDF, one boleto per page in order: one boleto gives the single PDF,
 * many give the merged "PDF único". Synchronous and pure: same boletos, same bytes.
 *
 * @example
 * const single = renderBoletoPdf(boleto);        // 1 page, ~3–6 KB
 * const merged = renderBoletoPdf(boletos);       // boletos.length pages
 * new TextDecoder().decode(single.slice(0, 8))   // "%PDF-1.7"
 */
export function renderBoletoPdf(
  boletos: Boleto | readonly Boleto[],
  options: RenderPdfOptions = {},
): Uint8Array {
  const many = Array.isArray(boletos);
  const list: readonly Boleto[] = many ? boletos : [boletos as Boleto];
  if (list.length === 0) {
    throw new EngineError({
      code: "NOTHING_TO_RENDER",
      path: [],
      message: "at least one boleto is required",
    });
  }
  // Every unprintable boleto is reported at once, before any work, with its index.
  const issues = list.flatMap((b, i) => renderIssues(b, many ? [i] : []));
  if (issues.length > 0) throw new EngineError(issues);
  const level = options.level ?? 6;
  const file = new PdfFile();

  // Number the variant objects first, only for the variants this document uses.
  const variants = new Map<boolean, number>();
  let next = 6;
  for (const b of list) {
    const pix = Boolean(b.pix_payload);
    if (!variants.has(pix)) {
      variants.set(pix, next);
      next += 2;
    }
  }
  const firstPage = next;
  const kids: string[] = [];
  for (let i = 0; i < list.length; i++) kids.push(`${firstPage + 2 * i} 0 R`);

  file.object(1, "<</Type/Catalog/Pages 2 0 R>>");
  file.object(2, `<</Type/Pages/Kids[${kids.join(" ")}]/Count ${list.length}>>`);
  file.object(3, "<</Type/Font/Subtype/Type1/BaseFont/Helvetica/Encoding/WinAnsiEncoding>>");
  file.object(4, "<</Type/Font/Subtype/Type1/BaseFont/Helvetica-Bold/Encoding/WinAnsiEncoding>>");
  const title = options.title ? `/Title${utf16Hex(options.title)}` : "";
  file.object(5, `<</Producer(lote)${title}>>`);
  for (const [pix, n] of variants) {
    const dict = `/Type/XObject/Subtype/Form/BBox${MEDIA_BOX}/Resources<</Font ${FONTS}>>/Filter/FlateDecode`;
    file.stream(n, dict, frameBytes(pix));
    file.object(n + 1, `<</Font ${FONTS}/XObject<</Fr ${n} 0 R>>>>`);
  }

  list.forEach((boleto, i) => {
    const draw = drawBoleto(boleto, many ? [i] : []);
    const n = firstPage + 2 * i;
    const resources = variants.get(draw.pix)! + 1;
    file.object(
      n,
      `<</Type/Page/Parent 2 0 R/MediaBox${MEDIA_BOX}/Resources ${resources} 0 R/Contents ${n + 1} 0 R>>`,
    );
    const raw = byteString(`/Fr Do\n${textOps(draw.texts)}${symbolOps(draw.symbols)}`);
    if (level === 0) file.stream(n + 1, "", raw);
    else file.stream(n + 1, "/Filter/FlateDecode", zlibSync(raw, { level }));
  });
  return file.finish(1, 5);
}
