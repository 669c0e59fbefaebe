/**
 * The carnê: up to three parcelas per A4 sheet, each a horizontal strip with the recibo do pagador
 * as a stub (canhoto) on the left and the ficha de compensação on the right, cut apart along
 * dashed lines. Units are PDF points, origin at the strip's top-left, y downwards; the page
 * writer moves each strip into place.
 *
 * The ficha keeps the FEBRABAN fields in their standard order (header with bank, code and linha
 * digitável; local de pagamento and vencimento; beneficiário; the document row; the carteira row;
 * instruções beside the value column; pagador; sacador/avalista) and the barcode below it at its
 * full size, 102.87 × 13 mm, with quiet zones of more than 10 modules on both sides. A strip is
 * 94.3 mm tall. The stub carries what the payer keeps: parcela, vencimento, nosso número, nº do
 * documento, valor, pagador and, for a Bolepix, the Pix QR code and copia-e-cola.
 */
import { I25_HEIGHT_PT } from "./i25";
import { type Box, type Caption, type Layout, PAGE_H, PAGE_W, type Rule, type ValueKey } from "./layout";
import type { LogoSlot } from "./layout-types";

/** Top and bottom page margin, and the height of one strip (three fill the sheet). */
export const CARNE_MARGIN = 20;
export const STRIP_H = (PAGE_H - 2 * CARNE_MARGIN) / 3;

/** Stub and ficha columns, and the dashed vertical cut line between them. */
const STUB_X = 22;
const STUB_W = 128;
export const CARNE_CUT_X = 158;
const FX = 166;
const FR = PAGE_W - 22;
const FW = FR - FX;
const COL_W = 110;
const COL = FR - COL_W;

/** Top of the strip's content, bottom of the ficha's frame, top of the barcode. */
const Y0 = 8;
const FRAME_BOTTOM = Y0 + 196;
export const CARNE_BARCODE = { x: FX + 6, y: FRAME_BOTTOM + 10 };
const CONTENT_BOTTOM = CARNE_BARCODE.y + I25_HEIGHT_PT;

/** The stub's lower panel: the Pix QR (and copia-e-cola) of a Bolepix, else the demonstrativo. */
const PANEL_Y = Y0 + 148;
export const CARNE_QR = { x: STUB_X + 2, y: PANEL_Y + 12, size: 72 };
/**
 * The logo, at the top of the stub (the beneficiary's name is printed there when none). The ficha
 * has no logo slot: its header row is full, and it cannot move down to make room above it, since
 * the barcode's centre must stay 12 mm above the cut line (FEBRABAN; tested in carne.test.ts).
 */
export const CARNE_LOGO: LogoSlot = { x: STUB_X, y: Y0, w: STUB_W, h: 22 };

type Options = Partial<Omit<Box, "x" | "y" | "w" | "h" | "label" | "value">>;
const cell = (
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  value: ValueKey,
  o: Options = {},
): Box => ({
  x,
  y,
  w,
  h,
  label,
  value,
  size: 7.5,
  baseline: h - 3.5,
  ...o,
});
const WHOLE = { whole: true } as const;
const BOLD_RIGHT = { face: "bold", align: "right", whole: true } as const;
const RIGHT = { align: "right", whole: true } as const;
const CENTER = { align: "center" } as const;

/** The stub (canhoto): what the payer keeps. */
function stub(pix: boolean): Box[] {
  const r = (i: number) => Y0 + 24 + 20 + 17 * i;
  const boxes = [
    cell(STUB_X, Y0, STUB_W, 22, "", "beneficiary_name", {
      face: "bold",
      size: 7,
      bare: true,
      unlessLogo: true,
      baseline: 14,
    }),
    cell(STUB_X, Y0 + 24, 44, 20, "", "bank_code", {
      face: "bold",
      size: 12,
      align: "center",
      whole: true,
      baseline: 14.5,
    }),
    cell(STUB_X + 44, Y0 + 24, STUB_W - 44, 20, "Parcela", "installment", {
      ...BOLD_RIGHT,
      size: 9,
      baseline: 16,
    }),
    cell(STUB_X, r(0), STUB_W, 17, "Vencimento", "due_date", BOLD_RIGHT),
    cell(STUB_X, r(1), STUB_W, 17, "Nosso Número", "our_number", RIGHT),
    cell(STUB_X, r(2), STUB_W, 17, "Nº do Documento", "document_number", RIGHT),
    cell(STUB_X, r(3), STUB_W, 17, "(=) Valor do Documento", "amount", BOLD_RIGHT),
    cell(STUB_X, r(4), STUB_W, 17, "Pagador", "payer_name", { size: 7 }),
    cell(STUB_X, r(5), STUB_W, 17, "CPF/CNPJ do Pagador", "payer_document", { ...WHOLE, size: 7 }),
  ];
  const h = CONTENT_BOTTOM - PANEL_Y - 2;
  if (!pix) {
    boxes.push(
      cell(STUB_X, PANEL_Y + 2, STUB_W, h, "Demonstrativo", "description", {
        size: 6,
        lines: 11,
        baseline: 13,
        leading: 7,
      }),
    );
    return boxes;
  }
  const textX = CARNE_QR.x + CARNE_QR.size;
  boxes.push(
    cell(STUB_X, PANEL_Y + 2, STUB_W, h, "", "empty"),
    cell(textX, PANEL_Y + 8, STUB_X + STUB_W - textX, h - 6, "Pix Copia e Cola", "pix_payload", {
      size: 4.5,
      leading: 5.2,
      lines: 16,
      baseline: 12,
      charWrap: true,
      bare: true,
    }),
  );
  return boxes;
}

/** The ficha de compensação: FEBRABAN fields in the standard order, at carnê size. */
function ficha(): Box[] {
  const r1 = Y0 + 20;
  const r2 = r1 + 17;
  const r3 = r2 + 22;
  const r4 = r3 + 17;
  const r5 = r4 + 17;
  const r6 = r5 + 65;
  const left = COL - FX;
  const side = (i: number, label: string, value: ValueKey): Box =>
    cell(COL, r5 + 13 * i, COL_W, 13, label, value, {
      ...RIGHT,
      size: 7,
      baseline: 11,
      face: i === 4 ? "bold" : "regular",
    });
  const bare = { face: "bold", bare: true } as const;
  return [
    cell(FX, Y0, 78, 20, "", "bank_name", { ...bare, size: 9, minSize: 6, baseline: 14 }),
    cell(FX + 78, Y0, 44, 20, "", "bank_code", {
      ...bare,
      size: 14,
      align: "center",
      whole: true,
      baseline: 15.5,
    }),
    cell(FX + 122, Y0, FW - 122, 20, "", "digitable_line", {
      ...bare,
      size: 10,
      align: "right",
      whole: true,
      baseline: 14.5,
    }),
    cell(FX, r1, left, 17, "Local de Pagamento", "payment_place", { size: 7 }),
    cell(COL, r1, COL_W, 17, "Vencimento", "due_date", BOLD_RIGHT),
    cell(FX, r2, left, 22, "Beneficiário", "beneficiary_block", {
      size: 6.5,
      lines: 2,
      noWrap: true,
      baseline: 12.5,
      leading: 7.5,
    }),
    cell(COL, r2, COL_W, 22, "Agência / Código do Beneficiário", "agency_code", RIGHT),
    cell(FX, r3, 60, 17, "Data do Documento", "document_date"),
    cell(FX + 60, r3, 80, 17, "Nº do Documento", "document_number", WHOLE),
    cell(FX + 140, r3, 40, 17, "Espécie Doc.", "document_kind", CENTER),
    cell(FX + 180, r3, 27, 17, "Aceite", "acceptance", CENTER),
    cell(FX + 207, r3, left - 207, 17, "Data Processamento", "processed_on"),
    cell(COL, r3, COL_W, 17, "Nosso Número", "our_number", RIGHT),
    cell(FX, r4, 60, 17, "Uso do Banco", "empty"),
    cell(FX + 60, r4, 50, 17, "Carteira", "wallet", CENTER),
    cell(FX + 110, r4, 35, 17, "Espécie", "currency", CENTER),
    cell(FX + 145, r4, 55, 17, "Quantidade", "empty"),
    cell(FX + 200, r4, left - 200, 17, "(x) Valor", "empty"),
    cell(COL, r4, COL_W, 17, "(=) Valor do Documento", "amount", BOLD_RIGHT),
    cell(FX, r5, left, 65, "Instruções (texto de responsabilidade do beneficiário)", "instructions", {
      size: 6.5,
      lines: 7,
      baseline: 13,
      leading: 7.5,
    }),
    side(0, "(-) Desconto / Abatimento", "discount"),
    side(1, "(-) Outras Deduções", "empty"),
    side(2, "(+) Mora / Multa", "empty"),
    side(3, "(+) Outros Acréscimos", "empty"),
    side(4, "(=) Valor Cobrado", "charged"),
    cell(FX, r6, FW, 27, "Pagador", "payer_block", {
      size: 6.5,
      lines: 3,
      noWrap: true,
      baseline: 12,
      leading: 7,
    }),
    cell(FX, r6 + 27, FW, 11, "Sacador/Avalista", "guarantor", { size: 6, baseline: 8.5, indent: 50 }),
  ];
}

/**
 * The layout of one carnê strip, with or without the Pix panel. Pure data, built once per process.
 *
 * @example carneLayout(true).boxes.some((b) => b.value === "installment") // true
 */
export function carneLayout(pix: boolean): Layout {
  const rules: Rule[] = [
    { x1: FX + 78, y1: Y0 + 2, x2: FX + 78, y2: Y0 + 20, width: 1.5 },
    { x1: FX + 122, y1: Y0 + 2, x2: FX + 122, y2: Y0 + 20, width: 1.5 },
    { x1: FX, y1: Y0 + 20, x2: FR, y2: Y0 + 20, width: 1.5 },
    { x1: CARNE_CUT_X, y1: Y0, x2: CARNE_CUT_X, y2: CONTENT_BOTTOM, width: 0.6, dash: true },
  ];
  const captions: Caption[] = [
    {
      x: FR,
      y: FRAME_BOTTOM + 7,
      text: "Autenticação Mecânica - Ficha de Compensação",
      face: "bold",
      size: 5.5,
      align: "right",
    },
  ];
  if (pix) {
    const x = CARNE_QR.x + CARNE_QR.size / 2;
    captions.push({ x, y: PANEL_Y + 11, text: "Pague com Pix", face: "bold", size: 7, align: "center" });
  }
  return { boxes: [...stub(pix), ...ficha()], rules, captions, logos: [CARNE_LOGO] };
}
