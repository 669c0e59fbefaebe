/**
 * The carnê (installment booklet) as PDF and HTML: the boletos of a payment plan, `per_page` (by
 * convention 3) strips per A4 sheet, each strip a stub for the payer plus the ficha de
 * compensação with its barcode (`carne-layout.ts`), and an optional cover page with the plan's
 * summary (`cover.ts`). Parcela `i` of `n` is the `i`-th boleto of the list, printed `i/n`.
 */
import type { Boleto } from "../types";
import { checkBoletos, checkOptions, type LogoOption, logoOf } from "./args";
import { CARNE_BARCODE, CARNE_MARGIN, CARNE_QR, carneLayout, STRIP_H } from "./carne-layout";
import { drawCover } from "./cover";
import { barSymbol, logoDraws, type PageDraw, placeValues, qrSymbol } from "./draw";
import { boletoValues } from "./fields";
import { htmlDocument } from "./html";
import { PAGE_W } from "./layout";
import { documentDate } from "./pdf";
import { DEFAULT_PAGE_LEVEL, writePdf } from "./pdf-doc";

/** Options of {@link renderCarnePdf} and {@link renderCarneHtml}. */
export interface RenderCarneOptions {
  /** Parcelas per A4 sheet: 1, 2 or 3 (default 3). */
  per_page?: 1 | 2 | 3;
  /** Starts with a cover page: the payer, the beneficiary and a table of every parcela. Default false. */
  cover?: boolean;
  /** The beneficiary's logo (from `prepareLogo`), or a function choosing it per boleto. */
  logo?: LogoOption;
  /** PDF: document title; HTML: `<title>` (default "Carnê - <payer>"). */
  title?: string;
  /** PDF only: deflate level of each page's content, 0–9 (default 1, `DEFAULT_PAGE_LEVEL`). */
  level?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  /** HTML only: `lang` of the page (default `pt-BR`). */
  lang?: string;
}

const layouts = { plain: carneLayout(false), pix: carneLayout(true) };

/** The strips of one sheet and the dashed cut lines between them (and under a short sheet's last). */
function sheet(strips: number): PageDraw {
  const page: PageDraw = { frames: [], texts: [], rules: [], bars: [], qrs: [], images: [] };
  for (let k = 1; k <= Math.min(strips, 2); k++) {
    const y = CARNE_MARGIN + k * STRIP_H;
    page.rules.push({ x1: 22, y1: y, x2: PAGE_W - 22, y2: y, width: 0.6, dash: true });
  }
  return page;
}

/**
 * Every page of the carnê of `list`, one at a time: the cover (when asked), then the sheets of
 * strips (a generator, so a long plan is never held as display lists all at once).
 *
 * @example [...drawCarnePages(boletos12, {})].length // 4 sheets of 3
 */
export function* drawCarnePages(list: readonly Boleto[], o: RenderCarneOptions): Generator<PageDraw> {
  const perPage = o.per_page ?? 3;
  if (o.cover) yield* drawCover(list, logoOf(o.logo, list[0]!, 0));
  for (let first = 0; first < list.length; first += perPage) {
    const page = sheet(Math.min(perPage, list.length - first));
    for (let i = first; i < Math.min(first + perPage, list.length); i++) {
      const boleto = list[i]!;
      const pix = Boolean(boleto.pix_payload);
      const layout = pix ? layouts.pix : layouts.plain;
      const dy = CARNE_MARGIN + (i - first) * STRIP_H;
      const logo = logoOf(o.logo, boleto, i);
      page.frames.push({ key: pix ? "carne.pix" : "carne.plain", layout, dx: 0, dy });
      const values = boletoValues(boleto, { installment: `${i + 1}/${list.length}` });
      page.texts.push(...placeValues(layout, values, 0, dy, logo !== undefined));
      page.bars.push(barSymbol(boleto.barcode, CARNE_BARCODE.x, dy + CARNE_BARCODE.y));
      if (boleto.pix_payload) {
        page.qrs.push(qrSymbol(boleto.pix_payload, CARNE_QR.x, dy + CARNE_QR.y, CARNE_QR.size));
      }
      page.images.push(...logoDraws(layout, logo, 0, dy));
    }
    yield page;
  }
}

/**
 * Renders the boletos of a payment plan as one carnê PDF: `per_page` parcelas per A4 sheet (3 by
 * default), an optional cover page. Pure and deterministic like {@link renderBoletoPdf}; bad
 * arguments reject with an `EngineError` listing every problem with its path.
 *
 * @example
 * const pdf = await renderCarnePdf(parcelas, { cover: true }); // 1 + ceil(n / 3) pages
 */
export async function renderCarnePdf(
  boletos: readonly Boleto[],
  options?: RenderCarneOptions,
): Promise<Uint8Array> {
  const { list } = checkBoletos(boletos, "many");
  const o = checkOptions<RenderCarneOptions>(options, {
    title: true,
    level: true,
    logo: true,
    perPage: true,
    cover: true,
  });
  return writePdf(drawCarnePages(list, o), {
    date: documentDate(list),
    level: o.level ?? DEFAULT_PAGE_LEVEL,
    ...(o.title ? { title: o.title } : {}),
  });
}

/**
 * The carnê as one self-contained HTML document of A4 sheets (the same pages as the PDF; each
 * prints on its own page). Bad arguments throw an `EngineError`.
 *
 * @example renderCarneHtml(parcelas).includes('class="i25"') // true
 */
export function renderCarneHtml(boletos: readonly Boleto[], options?: RenderCarneOptions): string {
  const { list } = checkBoletos(boletos, "many");
  const o = checkOptions<RenderCarneOptions>(options, {
    title: true,
    lang: true,
    logo: true,
    perPage: true,
    cover: true,
  });
  const title = o.title ?? `Carnê - ${list[0]!.input.payer.name}`;
  return htmlDocument([...drawCarnePages(list, o)], title, o.lang ?? "pt-BR");
}
