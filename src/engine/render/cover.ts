/**
 * The carnê's cover (capa): who charges whom, the installment summary (count, total, first and
 * last due date) and one table row per parcela. A long plan continues on further pages, so every
 * parcela is listed whatever the count. Drawn directly (texts and rules), with no frame.
 */
import { toWinAnsiText } from "../transliterate";
import type { Address, Boleto } from "../types";
import type { ImageDraw, PageDraw, TextRun } from "./draw";
import { boletoValues, type Entry, type Values } from "./fields";
import { addressLines, formatMoney } from "./format";
import { LEFT, RIGHT, type Rule } from "./layout";
import { type Logo, placeLogo } from "./logo";
import { type Face, fitText, textWidth } from "./metrics";
import { fitParty } from "./place";

const ROW = 14;
const FIRST_ROWS_TOP = 262;
const MORE_ROWS_TOP = 96;
const ROWS_BOTTOM = 800;

/** Table columns: left edge (or right edge for the amount) and heading. */
const COLUMNS = [
  { x: LEFT + 4, w: 46, head: "Parcela" },
  { x: LEFT + 54, w: 66, head: "Vencimento" },
  { x: LEFT + 124, w: 130, head: "Nº do Documento" },
  { x: LEFT + 258, w: 150, head: "Nosso Número" },
  { x: RIGHT - 4, w: 100, head: "Valor (R$)" },
] as const;

function text(out: TextRun[], x: number, y: number, s: string, face: Face, size: number, width = 1e9): void {
  const t = fitText(s, face, size, width);
  if (t) out.push({ x, y, text: t, face, size });
}

function right(out: TextRun[], x: number, y: number, s: string, face: Face, size: number): void {
  out.push({ x: x - textWidth(s, face, size), y, text: s, face, size });
}

/** A party block: heading, name with its document kept whole, then the address lines. */
function partyBlock(out: TextRun[], x: number, y: number, w: number, head: string, lines: Entry[]): void {
  text(out, x, y, head, "bold", 8);
  lines.slice(0, 3).forEach((line, i) => {
    const fit =
      typeof line === "string"
        ? { text: fitText(line, "regular", 8, w), size: 8 }
        : fitParty(line, "regular", 8, w);
    out.push({ x, y: y + 12 + i * 10, text: fit.text, face: "regular", size: fit.size });
  });
}

const day = (iso: string | null): string =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : "";

/**
 * Cover pages for the carnê of `boletos` (parcela `i` of `n` is `boletos[i]`).
 *
 * @example drawCover(boletos, undefined)[0]?.texts.some((t) => t.text === "Carnê de Pagamento") // true
 */
export function drawCover(boletos: readonly Boleto[], logo: Logo | undefined): PageDraw[] {
  const first = boletos[0]!;
  const v = boletoValues(first);
  const pages: PageDraw[] = [];
  const page = (): PageDraw => {
    const p: PageDraw = { frames: [], texts: [], rules: [], bars: [], qrs: [], images: [] };
    pages.push(p);
    return p;
  };
  let p = page();
  const images: ImageDraw[] = logo ? [{ logo, ...placeLogo(logo, { x: LEFT, y: 40, w: 200, h: 54 }) }] : [];
  p.images.push(...images);
  right(p.texts, RIGHT, 62, "Carnê de Pagamento", "bold", 18);
  right(
    p.texts,
    RIGHT,
    80,
    `${boletos.length} ${boletos.length === 1 ? "parcela" : "parcelas"}`,
    "regular",
    10,
  );
  const half = (RIGHT - LEFT - 20) / 2;
  const party = (block: Values["payer_block"], address: Address | undefined): Entry[] => [
    (block as Entry[])[0] ?? "",
    ...addressLines(address)
      .map((l) => toWinAnsiText(l))
      .filter((l) => l.length > 0),
  ];
  partyBlock(
    p.texts,
    LEFT,
    122,
    half,
    "Beneficiário",
    party(v.beneficiary_block, first.input.beneficiary.address),
  );
  partyBlock(
    p.texts,
    LEFT + half + 20,
    122,
    half,
    "Pagador",
    party(v.payer_block, first.input.payer.address),
  );
  const total = boletos.reduce((sum, b) => sum + b.amount_cents, 0);
  const dues = boletos
    .map((b) => b.input.due_date)
    .filter((d): d is string => typeof d === "string")
    .sort();
  const summary = [
    `Total: R$ ${formatMoney(total)}`,
    dues.length > 0 ? `Primeiro vencimento: ${day(dues[0]!)}` : "",
    dues.length > 0 ? `Último vencimento: ${day(dues[dues.length - 1]!)}` : "",
  ].filter(Boolean);
  p.rules.push({ x1: LEFT, y1: 190, x2: RIGHT, y2: 190, width: 0.5 });
  text(p.texts, LEFT, 208, summary.join("    "), "bold", 9, RIGHT - LEFT);
  text(
    p.texts,
    LEFT,
    224,
    "Pague cada parcela até o vencimento com o boleto dela: código de barras, linha digitável ou Pix.",
    "regular",
    7.5,
    RIGHT - LEFT,
  );
  let y = tableHead(p, FIRST_ROWS_TOP - ROW - 4);
  boletos.forEach((b, i) => {
    if (y + ROW > ROWS_BOTTOM) {
      p = page();
      text(p.texts, LEFT, 62, "Carnê de Pagamento - parcelas (continuação)", "bold", 11);
      y = tableHead(p, MORE_ROWS_TOP - ROW - 4);
    }
    y += ROW;
    const values = boletoValues(b);
    const cells = [
      `${i + 1}/${boletos.length}`,
      values.due_date as string,
      values.document_number as string,
      values.our_number as string,
    ];
    cells.forEach((c, k) => {
      text(p.texts, COLUMNS[k]!.x, y, c, "regular", 8, COLUMNS[k]!.w);
    });
    right(p.texts, COLUMNS[4].x, y, values.amount as string, "regular", 8);
    p.rules.push({ x1: LEFT, y1: y + 4, x2: RIGHT, y2: y + 4, width: 0.25 });
  });
  return pages;
}

/** The table heading at baseline `y` with a rule under it; returns the baseline of the row before. */
function tableHead(p: PageDraw, y: number): number {
  COLUMNS.forEach((c, k) => {
    if (k === 4) right(p.texts, c.x, y, c.head, "bold", 8);
    else text(p.texts, c.x, y, c.head, "bold", 8, c.w);
  });
  p.rules.push({ x1: LEFT, y1: y + 4, x2: RIGHT, y2: y + 4, width: 0.8 } satisfies Rule);
  return y;
}
