/**
 * Boleto PDFs: one boleto per A4 page (the single PDF, or many merged into the "PDF único"),
 * built for speed and byte-identical output; the document itself is pdf-lib's (`pdf-doc.ts`).
 */

import type { Boleto } from "../types";
import { checkBoletos, checkOptions, type LogoOption, logoOf } from "./args";
import { drawBoletoPage } from "./draw";
import { DEFAULT_PAGE_LEVEL, writePdf } from "./pdf-doc";

/** Options of {@link renderBoletoPdf}. */
export interface RenderPdfOptions {
  /** Document title (Info dictionary); default none. */
  title?: string;
  /**
   * Deflate level of each page's content, 0 (store) to 9. Default 1 (`DEFAULT_PAGE_LEVEL`,
   * pdf-doc.ts says why); `bench/render.ts` prints what the other levels cost and save.
   */
  level?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  /**
   * The beneficiary's logo (from `prepareLogo`), printed above the recibo and above the ficha's
   * header; or a function choosing it per boleto (a merged PDF of several beneficiaries).
   */
  logo?: LogoOption;
}

/** The latest processing date of `list`: the document's date, a pure function of its input. */
export function documentDate(list: readonly Boleto[]): string {
  let date = list[0]!.processed_on;
  for (const b of list) if (b.processed_on > date) date = b.processed_on;
  return date;
}

/**
 * Renders boletos as one A4 PDF, one boleto per page in order: one boleto gives the single PDF,
 * many give the merged "PDF único". Pure: same boletos and options, same bytes. Bad arguments
 * (anything but a boleto or a non-empty list of them, a boleto that cannot be drawn, a bad
 * option) reject with an {@link EngineError} listing every problem with its path.
 *
 * @example
 * const single = await renderBoletoPdf(boleto);     // 1 page, ~3–6 KB
 * const merged = await renderBoletoPdf(boletos);    // boletos.length pages
 * new TextDecoder().decode(single.slice(0, 8))      // "%PDF-1.7"
 */
export async function renderBoletoPdf(
  boletos: Boleto | readonly Boleto[],
  options?: RenderPdfOptions,
): Promise<Uint8Array> {
  const { list } = checkBoletos(boletos, "any");
  const o = checkOptions<RenderPdfOptions>(options, { title: true, level: true, logo: true });
  // A generator: each page is drawn when the writer gets to it (see writePdf).
  function* pages() {
    for (const [i, b] of list.entries()) yield drawBoletoPage(b, logoOf(o.logo, b, i));
  }
  return writePdf(pages(), {
    date: documentDate(list),
    level: o.level ?? DEFAULT_PAGE_LEVEL,
    ...(o.title ? { title: o.title } : {}),
  });
}
