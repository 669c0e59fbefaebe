/**
 * The boleto page as data: an A4 sheet with the recibo do pagador on top and the ficha de
 * compensação at the bottom (FEBRABAN: on A4 the ficha is printed on the lower part, 95–108 mm tall,
 * fields in the standard order). Units are PDF points (1/72 in), origin top-left, y downwards; the
 * PDF writer flips y, the SVG writer uses it as is. Every field is a box with a label and a value
 * slot, so both writers draw the same page and a value can never leave its box.
 */
import type { Box, Caption, LogoSlot, Rule, ValueKey } from "./layout-types";

export type { Box, Caption, LogoSlot, Rule, ValueKey } from "./layout-types";

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
/** Left and right edges of the frame; 36 pt = 12.7 mm leaves the barcode's left quiet zone blank. */
export const LEFT = 36;
export const RIGHT = 559.28;
/** Left edge of the right-hand column (vencimento, valores): 130 pt ≈ 46 mm. */
const COL = RIGHT - 130;
const COL_W = RIGHT - COL;

/** Label font size and the inner padding of every box. */
export const LABEL_SIZE = 5.5;
export const PAD = 2.5;

/**
 * Where the recibo's header and the ficha's header start, and the cut line between them. The
 * bands above each header hold the beneficiary's logo when there is one (blank otherwise): above
 * the recibo up to 160 × 40 pt, above the ficha's header (outside its FEBRABAN frame, so no field
 * moves) up to 110 × 20 pt.
 */
export const RECIBO_TOP = 80;
export const CUT_Y = 470;
export const FICHA_TOP = 500;
export const RECIBO_LOGO: LogoSlot = { x: LEFT, y: 24, w: 160, h: 40 };
export const FICHA_LOGO: LogoSlot = { x: LEFT, y: CUT_Y + 7, w: 110, h: 20 };
/** Bottom of the ficha's frame; the barcode goes below it. */
export const FICHA_FRAME_BOTTOM = FICHA_TOP + 257;
/** Top of the barcode: 12 pt under the frame, room for the autenticação caption. */
export const BARCODE_TOP = FICHA_FRAME_BOTTOM + 12;
/** Top of the recibo's lower block (demonstrativo, PIX) and its height. */
const BLOCK_TOP = RECIBO_TOP + 22 + 110;
const BLOCK_H = 130;

/**
 * The PIX panel of the recibo (QR code and its caption), when the boleto is a Bolepix.
 *
 * Why the recibo: the ficha de compensação's fields, their order and the barcode area are fixed
 * by FEBRABAN (a field may not be removed or displaced, the barcode needs blank quiet zones),
 * while the recibo do pagador's layout is the beneficiary's choice. So the QR, its "Pague com Pix"
 * caption and the copia-e-cola text go in the recibo, at the right of the demonstrativo: the ficha
 * stays exactly standard, the QR can never crowd the instructions or the barcode, and it sits in
 * the part the payer keeps and points a phone at. (gerar-boletos moved its QR out of the ficha for
 * the same reasons, PR #63: "adequação às normas do BACEN … evitar sobreposição das instruções".)
 */
export const PIX_PANEL = { x: COL, y: BLOCK_TOP, w: COL_W, h: BLOCK_H };
/** The QR square (quiet zone included) inside the panel, under the "Pague com Pix" caption. */
export const QR_BOX = { x: COL + 9, y: BLOCK_TOP + 16, size: 112 };

type Options = Partial<Omit<Box, "x" | "y" | "w" | "h" | "label" | "value">>;

function cell(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  value: ValueKey,
  o: Options = {},
): Box {
  return { x, y, w, h, label, value, ...o };
}

/** Codes, numbers and amounts: printed whole, shrunk when too wide, never cut. */
const WHOLE: Options = { whole: true };
const BOLD_RIGHT: Options = { face: "bold", align: "right", whole: true };
const RIGHT_ALIGNED: Options = { align: "right", whole: true };
const CENTER: Options = { align: "center" };

/** Bank name, bank code and linha digitável across the top of a section, and the rules around them. */
function header(y: number): { boxes: Box[]; rules: Rule[] } {
  const bare = { face: "bold", bare: true } as const;
  return {
    boxes: [
      cell(LEFT, y, 90, 22, "", "bank_name", { ...bare, size: 10, minSize: 6, baseline: 15 }),
      cell(LEFT + 90, y, 64, 22, "", "bank_code", {
        ...bare,
        size: 19,
        align: "center",
        baseline: 19,
        whole: true,
      }),
      cell(LEFT + 154, y, RIGHT - LEFT - 154, 22, "", "digitable_line", {
        ...bare,
        size: 12.5,
        align: "right",
        baseline: 17,
        whole: true,
      }),
    ],
    rules: [
      { x1: LEFT + 90, y1: y + 2, x2: LEFT + 90, y2: y + 22, width: 1.5 },
      { x1: LEFT + 154, y1: y + 2, x2: LEFT + 154, y2: y + 22, width: 1.5 },
      { x1: LEFT, y1: y + 22, x2: RIGHT, y2: y + 22, width: 1.5 },
    ],
  };
}

/** Boxes of the recibo do pagador (upper part). */
function recibo(pix: boolean): Box[] {
  const [r1, r2, r3, r4, r5] = [0, 1, 2, 3, 4].map((i) => RECIBO_TOP + 22 + 22 * i) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const boxes = [
    cell(LEFT, r1, 264, 22, "Beneficiário", "beneficiary_name"),
    cell(300, r1, COL - 300, 22, "CPF/CNPJ do Beneficiário", "beneficiary_document", WHOLE),
    cell(COL, r1, COL_W, 22, "Vencimento", "due_date", BOLD_RIGHT),
    cell(LEFT, r2, COL - LEFT, 22, "Endereço do Beneficiário", "beneficiary_address"),
    cell(COL, r2, COL_W, 22, "Agência / Código do Beneficiário", "agency_code", RIGHT_ALIGNED),
    cell(LEFT, r3, 264, 22, "Pagador", "payer_name"),
    cell(300, r3, COL - 300, 22, "CPF/CNPJ do Pagador", "payer_document", WHOLE),
    cell(COL, r3, COL_W, 22, "Nosso Número", "our_number", RIGHT_ALIGNED),
    cell(LEFT, r4, 90, 22, "Data do Documento", "document_date"),
    cell(126, r4, 110, 22, "Nº do Documento", "document_number", WHOLE),
    cell(236, r4, 64, 22, "Espécie Doc.", "document_kind"),
    cell(300, r4, COL - 300, 22, "Data Processamento", "processed_on"),
    cell(COL, r4, COL_W, 22, "(=) Valor do Documento", "amount", BOLD_RIGHT),
    cell(LEFT, r5, 90, 22, "Carteira", "wallet"),
    cell(126, r5, 60, 22, "Espécie", "currency"),
    cell(186, r5, 114, 22, "(-) Desconto / Abatimento", "discount", RIGHT_ALIGNED),
    cell(300, r5, COL - 300, 22, "(+) Juros / Multa", "empty"),
    cell(COL, r5, COL_W, 22, "(=) Valor Cobrado", "charged", RIGHT_ALIGNED),
  ];
  const text = { size: 7.5, baseline: 15, leading: 9 };
  if (!pix) {
    boxes.push(
      cell(LEFT, BLOCK_TOP, RIGHT - LEFT, BLOCK_H, "Demonstrativo", "description", { ...text, lines: 12 }),
    );
    return boxes;
  }
  boxes.push(
    cell(LEFT, BLOCK_TOP, COL - LEFT, 80, "Demonstrativo", "description", { ...text, lines: 7 }),
    cell(LEFT, BLOCK_TOP + 80, COL - LEFT, 50, "Pix Copia e Cola", "pix_payload", {
      ...text,
      size: 7,
      leading: 8,
      lines: 4,
      charWrap: true,
    }),
    cell(PIX_PANEL.x, PIX_PANEL.y, PIX_PANEL.w, PIX_PANEL.h, "", "empty"),
  );
  return boxes;
}

/** Boxes of the ficha de compensação (lower part), in the FEBRABAN field order. */
function ficha(): Box[] {
  const r1 = FICHA_TOP + 22;
  const r2 = r1 + 22;
  const r3 = r2 + 24;
  const r4 = r3 + 22;
  const r5 = r4 + 22;
  const side = (i: number, label: string, value: ValueKey): Box =>
    cell(COL, r5 + i * 19, COL_W, 19, label, value, {
      align: "right",
      baseline: 15,
      face: i === 4 ? "bold" : "regular",
      whole: true,
    });
  return [
    cell(LEFT, r1, COL - LEFT, 22, "Local de Pagamento", "payment_place"),
    cell(COL, r1, COL_W, 22, "Vencimento", "due_date", BOLD_RIGHT),
    cell(LEFT, r2, COL - LEFT, 24, "Beneficiário", "beneficiary_block", {
      size: 7,
      lines: 2,
      noWrap: true,
      baseline: 13.5,
      leading: 8,
    }),
    cell(COL, r2, COL_W, 24, "Agência / Código do Beneficiário", "agency_code", RIGHT_ALIGNED),
    cell(LEFT, r3, 84, 22, "Data do Documento", "document_date"),
    cell(120, r3, 105, 22, "Nº do Documento", "document_number", WHOLE),
    cell(225, r3, 55, 22, "Espécie Doc.", "document_kind", CENTER),
    cell(280, r3, 40, 22, "Aceite", "acceptance", CENTER),
    cell(320, r3, COL - 320, 22, "Data Processamento", "processed_on"),
    cell(COL, r3, COL_W, 22, "Nosso Número", "our_number", RIGHT_ALIGNED),
    cell(LEFT, r4, 84, 22, "Uso do Banco", "empty"),
    cell(120, r4, 70, 22, "Carteira", "wallet", CENTER),
    cell(190, r4, 50, 22, "Espécie", "currency", CENTER),
    cell(240, r4, 80, 22, "Quantidade", "empty"),
    cell(320, r4, COL - 320, 22, "(x) Valor", "empty"),
    cell(COL, r4, COL_W, 22, "(=) Valor do Documento", "amount", BOLD_RIGHT),
    cell(LEFT, r5, COL - LEFT, 95, "Instruções (texto de responsabilidade do beneficiário)", "instructions", {
      size: 7.5,
      lines: 9,
      baseline: 15,
      leading: 9,
    }),
    side(0, "(-) Desconto / Abatimento", "discount"),
    side(1, "(-) Outras Deduções", "empty"),
    side(2, "(+) Mora / Multa", "empty"),
    side(3, "(+) Outros Acréscimos", "empty"),
    side(4, "(=) Valor Cobrado", "charged"),
    cell(LEFT, r5 + 95, RIGHT - LEFT, 36, "Pagador", "payer_block", {
      size: 7.5,
      lines: 3,
      noWrap: true,
      baseline: 14,
      leading: 9,
    }),
    cell(LEFT, r5 + 131, RIGHT - LEFT, 14, "Sacador/Avalista", "guarantor", {
      size: 7,
      baseline: 10.5,
      indent: 48,
    }),
  ];
}

/** A page layout: the boxes, the fixed rules and captions around them, and the logo slots. */
export interface Layout {
  boxes: Box[];
  rules: Rule[];
  captions: Caption[];
  logos: LogoSlot[];
}

/**
 * The page layout, with or without the PIX panel. Pure data, built once per process by the writers.
 *
 * @example pageLayout(true).boxes.filter((b) => b.value === "due_date").length // 2 (recibo + ficha)
 */
export function pageLayout(pix: boolean): Layout {
  const top = header(RECIBO_TOP);
  const bottom = header(FICHA_TOP);
  const boxes = [...top.boxes, ...recibo(pix), ...bottom.boxes, ...ficha()];
  const rules = [
    ...top.rules,
    ...bottom.rules,
    { x1: LEFT, y1: CUT_Y, x2: RIGHT, y2: CUT_Y, width: 0.6, dash: true },
  ];
  const caption = (
    x: number,
    y: number,
    text: string,
    face: Caption["face"],
    size: number,
    align: Caption["align"],
  ) => ({
    x,
    y,
    text,
    face,
    size,
    align,
  });
  const captions: Caption[] = [
    caption(LEFT, RECIBO_TOP - 6, "Recibo do Pagador", "bold", 9, "left"),
    caption(RIGHT, BLOCK_TOP + BLOCK_H + 8, "Autenticação Mecânica", "regular", 6, "right"),
    caption(RIGHT, CUT_Y - 3, "Corte na linha pontilhada", "regular", 5.5, "right"),
    caption(
      RIGHT,
      FICHA_FRAME_BOTTOM + 8,
      "Autenticação Mecânica - Ficha de Compensação",
      "bold",
      6,
      "right",
    ),
  ];
  if (pix) captions.push(caption(COL + COL_W / 2, BLOCK_TOP + 13, "Pague com Pix", "bold", 9, "center"));
  return { boxes, rules, captions, logos: [RECIBO_LOGO, FICHA_LOGO] };
}
