/**
 * The PDF document layer: pdf-lib builds the document (catalog, page tree, the standard fonts,
 * images, metadata, cross-reference table) and serialises it; lote hands it each page's content
 * as one raw stream of hand-written operators (`pdf-content.ts`).
 *
 * - Each static frame (a layout's outlines, rules and labels) is one Form XObject whose compressed
 *   bytes are computed once per process; a document holds it once and every page draws it with a
 *   single `Do` (moved by a `cm` for the slots of a carnê page).
 * - Fonts are the standard Helvetica and Helvetica-Bold through `embedStandardFont` (nothing
 *   embedded, WinAnsiEncoding). Logos are image XObjects cloned from their prepared streams.
 * - Deterministic: resource names are fixed (`/F1`, `/Fr0`, `/Im0`, never pdf-lib's random
 *   suffixes), the creation and modification dates come from the boletos' processing date, and the
 *   document ID is a digest of the content; pdf-lib's default Producer/Creator/dates are off.
 */
import { zlibSync } from "fflate";
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFPageLeaf,
  PDFRawStream,
  type PDFRef,
  StandardFonts,
} from "pdf-lib";
import { zlibFast } from "./deflate";
import { digest128 } from "./digest";
import type { PageDraw } from "./draw";
import { PAGE_H, PAGE_W } from "./layout";
import { embedLogo, type Logo, logoDigest } from "./logo";
import {
  byteString,
  ContentWriter,
  frameOps,
  frameUseOps,
  imageOps,
  ruleOps,
  symbolOps,
  textOps,
} from "./pdf-content";
import { frameOf } from "./place";

/** What the document says about itself. */
export interface PdfMeta {
  /** Info dictionary title, stored as UTF-16. */
  title?: string;
  /** `YYYY-MM-DD`: creation and modification date, at 00:00 in São Paulo (03:00 UTC). */
  date: string;
  /** Deflate level of each page's content, 0 (stored) to 9. */
  level: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
}

/**
 * Deflate level of the page content streams unless the caller asks for another. Level 1 is
 * lote's own greedy encoder (`deflate.ts`), built for these few KB of short, repetitive
 * operators: it packs a page as small as fflate's level 6 (1,000 plain pages: 1,167 against
 * 1,171 bytes a page) in under a third of the time, and faster than fflate's level 1 (0.048
 * against 0.148 ms; 2026-12-04, same run). Levels 2–9 are fflate's. The frames, drawn once per process, stay at fflate's level 9.
 */
export const DEFAULT_PAGE_LEVEL = 1;

/** Compressed frame streams per layout key, built on first use and reused by the process. */
const frames = new Map<string, Uint8Array>();

function frameBytes(use: PageDraw["frames"][number]): Uint8Array {
  let bytes = frames.get(use.key);
  if (!bytes) {
    const w = new ContentWriter();
    frameOps(w, frameOf(use.layout));
    bytes = zlibSync(w.view(), { level: 9 });
    frames.set(use.key, bytes);
  }
  return bytes;
}

const MEDIA_BOX = [0, 0, PAGE_W, PAGE_H];

/** The writer every page's operators go through (reset per page; its buffer is reused). */
const writer = new ContentWriter();

/** The operators of one page, given the names its frames and logos have in this document. */
function pageContent(
  page: PageDraw,
  frameName: Map<string, string>,
  imageName: Map<Logo, string>,
): Uint8Array {
  const w = writer.reset();
  for (const f of page.frames) frameUseOps(w, frameName.get(f.key)!, f.dx, f.dy);
  if (page.rules.length > 0) {
    w.op("0 G 0 g\n");
    ruleOps(w, page.rules);
  }
  textOps(w, page.texts);
  symbolOps(w, page.bars, page.qrs);
  for (const im of page.images) imageOps(w, imageName.get(im.logo)!, im.x, im.y, im.w, im.h);
  return w.view();
}

/**
 * Writes `pages` as one A4 PDF through pdf-lib. Same pages and meta, same bytes. `pages` may be a
 * generator: each page is drawn, compressed and dropped before the next, so a merged document
 * holds only the compressed content of its pages, not their display lists.
 *
 * @example
 * const bytes = await writePdf([drawBoletoPage(boleto)], { date: "2025-06-01", level: 6 });
 */
export async function writePdf(pages: Iterable<PageDraw>, meta: PdfMeta): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const ctx = doc.context;
  const fonts = ctx.obj({
    F1: doc.embedStandardFont(StandardFonts.Helvetica).ref,
    F2: doc.embedStandardFont(StandardFonts.HelveticaBold).ref,
  });
  const pagesRef = doc.catalog.get(PDFName.of("Pages")) as PDFRef;
  const pageTree = doc.catalog.Pages();
  const mediaBox = ctx.obj(MEDIA_BOX);
  const frameName = new Map<string, string>();
  const frameRef = new Map<string, PDFRef>();
  const imageName = new Map<Logo, string>();
  const imageRef = new Map<Logo, PDFRef>();
  const resources = new Map<string, PDFRef>();
  const hashed: Uint8Array[] = [];

  for (const page of pages) {
    const names: Record<string, PDFRef> = {};
    for (const f of page.frames) {
      if (!frameName.has(f.key)) {
        const dict = ctx.obj({
          Type: "XObject",
          Subtype: "Form",
          BBox: MEDIA_BOX,
          Resources: { Font: fonts },
          Filter: "FlateDecode",
        });
        const bytes = frameBytes(f);
        frameName.set(f.key, `Fr${frameName.size}`);
        frameRef.set(f.key, ctx.register(PDFRawStream.of(dict, bytes)));
        hashed.push(byteString(f.key));
      }
      names[frameName.get(f.key)!] = frameRef.get(f.key)!;
    }
    for (const im of page.images) {
      if (!imageName.has(im.logo)) {
        imageName.set(im.logo, `Im${imageName.size}`);
        imageRef.set(im.logo, embedLogo(ctx, im.logo));
        hashed.push(byteString(logoDigest(im.logo)));
      }
      names[imageName.get(im.logo)!] = imageRef.get(im.logo)!;
    }
    // Pages drawing the same frames and images share one resource dictionary.
    const key = Object.keys(names).sort().join(" ");
    let res = resources.get(key);
    if (!res) {
      res = ctx.register(ctx.obj({ Font: fonts, XObject: names }));
      resources.set(key, res);
    }
    // `raw` is a view of the shared writer: each branch keeps a copy of its own.
    const raw = pageContent(page, frameName, imageName);
    const data =
      meta.level === 0
        ? raw.slice()
        : meta.level === 1
          ? zlibFast(raw)
          : zlibSync(raw, { level: meta.level });
    hashed.push(data);
    const contents = ctx.register(
      PDFRawStream.of(meta.level === 0 ? ctx.obj({}) : ctx.obj({ Filter: "FlateDecode" }), data),
    );
    // The page leaf is built directly and appended to the page tree: `doc.addPage` walks the
    // tree's kids on every insert (quadratic over a 1,000-page merge) and wraps each page in an
    // API object this writer never uses.
    const leaf = new Map<PDFName, PDFObject>([
      [PDFName.Type, PDFName.Page],
      [PDFName.Parent, pagesRef],
      [PDFName.Resources, res],
      [PDFName.MediaBox, mediaBox],
      [PDFName.Contents, contents],
    ]);
    pageTree.pushLeafNode(ctx.register(PDFPageLeaf.fromMapWithContext(leaf, ctx, false)));
  }

  doc.setProducer("lote");
  if (meta.title) doc.setTitle(meta.title);
  const [y, m, d] = meta.date.split("-").map(Number) as [number, number, number];
  const when = new Date(Date.UTC(y, m - 1, d, 3));
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  hashed.push(byteString(`${meta.date}\n`), new TextEncoder().encode(meta.title ?? ""));
  const id = PDFHexString.of(digest128(hashed));
  ctx.trailerInfo.ID = ctx.obj([id, id]);
  return doc.save({
    useObjectStreams: false,
    addDefaultPage: false,
    objectsPerTick: Number.POSITIVE_INFINITY,
    updateFieldAppearances: false,
  });
}
