/**
 * The boleto page as data: an A4 sheet with the recibo do pagador on top and the ficha de
 * compensação at the bottom (FEBRABAN: on A4 the ficha is printed on the lower part, 95–108 mm tall,
 * fields in the standard order). Units are PDF points (1/72 in), origin top-left, y downwards; the
 * PDF writer flips y, the SVG writer uses it as is. Every field is a box with a label and a value
 * slot, so both writers draw the same page and a value can never leave its box.
 */
import type { Face } from "./metrics";

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
/** Left and right edges of the frame; 36 pt = 12.7 mm leaves the barcode's left quiet zone blank. */
export const LEFT = 36;
export const RIGHT = 559.28;
/** Left edge of the right-hand column (vencimento, valores): 130 pt ≈ 46 mm. */
const COL = RIGHT - 130;

/** Value slots a box can show; filled by `fields.ts`. */
export type ValueKey =
  | "bank_name"
  | "bank_code"
  | "digitable_line"
  | "payment_place"
  | "due_date"
  | "beneficiary_name"
  | "beneficiary_document"
  | "beneficiary_address"
  | "beneficiary_block"
  | "agency_code"
  | "document_date"
  | "document_number"
  | "document_kind"
  | "acceptance"
  | "processed_on"
  | "our_number"
  | "wallet"
  | "currency"
  | "amount"
  | "discount"
  | "charged"
  | "instructions"
  | "payer_name"
  | "payer_document"
  | "payer_block"
  | "guarantor"
  | "description"
  | "pix_payload"
  | "empty";

export interface Box {
  /** Top-left corner and size, points. */
  x: number;
  y: number;
  w: number;
  h: number;
  label?: string;
  value: ValueKey;
  face?: Face;
  /** Value font size; default 8. */
  size?: number;
  /** A single-line value that does not fit shrinks down to this size before it is cut. */
  minSize?: number;
  align?: "left" | "right" | "center";
  /** More than one line: every value entry is word-wrapped and the total cut to `lines`. */
  lines?: number;
  /** With `lines`: one entry per line, each cut with an ellipsis instead of wrapped. */
  noWrap?: boolean;
  /** Baseline of the (first) value line, from the top of the box; default `h - 4.5`. */
  baseline?: number;
  /** Line spacing for multi-line values; default `size × 1.2`. */
  leading?: number;
  /** Value starts this far right of the box's left edge (a label on the same line); default PAD. */
  indent?: number;
  /** Header cells have no outline: the thick rules around them are drawn separately. */
  bare?: boolean;
}

/** A rule of the static frame. */
export interface Rule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  dash?: boolean;
}

/** A fixed caption of the static frame. */
export interface Caption {
  x: number;
  y: number;
  text: string;
  face: Face;
  size: number;
  align: "left" | "right" | "center";
}

/** Label font size and the inner padding of every box. */
export const LABEL_SIZE = 5.5;
export const PAD = 2.5;

/** Bank name, bank code and linha digitável across the top of a section. */
function header(y: number): Box[] {
  return [
    {
      x: LEFT,
      y,
      w: 90,
      h: 22,
      value: "bank_name",
      face: "bold",
      size: 10,
      minSize: 6,
      baseline: 15,
      bare: true,
    },
    {
      x: LEFT + 90,
      y,
      w: 64,
      h: 22,
      value: "bank_code",
      face: "bold",
      size: 19,
      align: "center",
      baseline: 19,
      bare: true,
    },
    {
      x: LEFT + 154,
      y,
      w: RIGHT - LEFT - 154,
      h: 22,
      value: "digitable_line",
      face: "bold",
      size: 12.5,
      minSize: 9,
      align: "right",
      baseline: 17,
      bare: true,
    },
  ];
}

/** The thick rules under and between the header cells. */
function headerRules(y: number): Rule[] {
  return [
    { x1: LEFT + 90, y1: y + 2, x2: LEFT + 90, y2: y + 22, width: 1.5 },
    { x1: LEFT + 154, y1: y + 2, x2: LEFT + 154, y2: y + 22, width: 1.5 },
    { x1: LEFT, y1: y + 22, x2: RIGHT, y2: y + 22, width: 1.5 },
  ];
}

/** Where the recibo's header and the ficha's header start, and the cut line between them. */
export const RECIBO_TOP = 50;
export const CUT_Y = 486;
export const FICHA_TOP = 500;
/** Bottom of the ficha's frame; the barcode goes below it. */
export const FICHA_FRAME_BOTTOM = FICHA_TOP + 257;
/** Top of the barcode: 12 pt under the frame, room for the autenticação caption. */
export const BARCODE_TOP = FICHA_FRAME_BOTTOM + 12;

/** The PIX panel of the recibo (QR code and its caption), when the boleto is a Bolepix. */
export const PIX_PANEL = { x: COL, y: RECIBO_TOP + 132, w: RIGHT - COL, h: 130 };
/** The QR square (quiet zone included) inside the panel, under the "Pague com Pix" caption. */
export const QR_BOX = { x: COL + 9, y: PIX_PANEL.y + 16, size: 112 };

/** Boxes of the recibo do pagador (upper part). */
function recibo(pix: boolean): Box[] {
  const y = RECIBO_TOP + 22;
  const boxes: Box[] = [
    ...header(RECIBO_TOP),
    { x: LEFT, y, w: 264, h: 22, label: "Beneficiário", value: "beneficiary_name" },
    { x: 300, y, w: COL - 300, h: 22, label: "CPF/CNPJ do Beneficiário", value: "beneficiary_document" },
    {
      x: COL,
      y,
      w: RIGHT - COL,
      h: 22,
      label: "Vencimento",
      value: "due_date",
      face: "bold",
      align: "right",
    },
    {
      x: LEFT,
      y: y + 22,
      w: COL - LEFT,
      h: 22,
      label: "Endereço do Beneficiário",
      value: "beneficiary_address",
    },
    {
      x: COL,
      y: y + 22,
      w: RIGHT - COL,
      h: 22,
      label: "Agência / Código do Beneficiário",
      value: "agency_code",
      align: "right",
    },
    { x: LEFT, y: y + 44, w: 264, h: 22, label: "Pagador", value: "payer_name" },
    { x: 300, y: y + 44, w: COL - 300, h: 22, label: "CPF/CNPJ do Pagador", value: "payer_document" },
    { x: COL, y: y + 44, w: RIGHT - COL, h: 22, label: "Nosso Número", value: "our_number", align: "right" },
    { x: LEFT, y: y + 66, w: 90, h: 22, label: "Data do Documento", value: "document_date" },
    { x: 126, y: y + 66, w: 110, h: 22, label: "Nº do Documento", value: "document_number" },
    { x: 236, y: y + 66, w: 64, h: 22, label: "Espécie Doc.", value: "document_kind" },
    { x: 300, y: y + 66, w: COL - 300, h: 22, label: "Data Processamento", value: "processed_on" },
    {
      x: COL,
      y: y + 66,
      w: RIGHT - COL,
      h: 22,
      label: "(=) Valor do Documento",
      value: "amount",
      face: "bold",
      align: "right",
    },
    { x: LEFT, y: y + 88, w: 90, h: 22, label: "Carteira", value: "wallet" },
    { x: 126, y: y + 88, w: 60, h: 22, label: "Espécie", value: "currency" },
    {
      x: 186,
      y: y + 88,
      w: 114,
      h: 22,
      label: "(-) Desconto / Abatimento",
      value: "discount",
      align: "right",
    },
    { x: 300, y: y + 88, w: COL - 300, h: 22, label: "(+) Juros / Multa", value: "empty" },
    {
      x: COL,
      y: y + 88,
      w: RIGHT - COL,
      h: 22,
      label: "(=) Valor Cobrado",
      value: "charged",
      align: "right",
    },
  ];
  const top = y + 110;
  if (pix) {
    boxes.push(
      {
        x: LEFT,
        y: top,
        w: COL - LEFT,
        h: 80,
        label: "Demonstrativo",
        value: "description",
        size: 7.5,
        lines: 7,
        baseline: 15,
        leading: 9,
      },
      {
        x: LEFT,
        y: top + 80,
        w: COL - LEFT,
        h: 50,
        label: "Pix Copia e Cola",
        value: "pix_payload",
        size: 7,
        lines: 4,
        baseline: 15,
        leading: 9,
      },
      { ...PIX_PANEL, label: "", value: "empty" },
    );
  } else {
    boxes.push({
      x: LEFT,
      y: top,
      w: RIGHT - LEFT,
      h: 130,
      label: "Demonstrativo",
      value: "description",
      size: 7.5,
      lines: 12,
      baseline: 15,
      leading: 9.5,
    });
  }
  return boxes;
}

/** Boxes of the ficha de compensação (lower part), in the FEBRABAN field order. */
function ficha(): Box[] {
  const y = FICHA_TOP + 22;
  const r3 = y + 46;
  const r4 = r3 + 22;
  const r5 = r4 + 22;
  const side = (i: number, label: string, value: ValueKey): Box => ({
    x: COL,
    y: r5 + i * 19,
    w: RIGHT - COL,
    h: 19,
    label,
    value,
    align: "right",
    baseline: 15,
    face: value === "charged" ? "bold" : "regular",
  });
  return [
    ...header(FICHA_TOP),
    { x: LEFT, y, w: COL - LEFT, h: 22, label: "Local de Pagamento", value: "payment_place" },
    {
      x: COL,
      y,
      w: RIGHT - COL,
      h: 22,
      label: "Vencimento",
      value: "due_date",
      face: "bold",
      align: "right",
    },
    {
      x: LEFT,
      y: y + 22,
      w: COL - LEFT,
      h: 24,
      label: "Beneficiário",
      value: "beneficiary_block",
      size: 7,
      lines: 2,
      noWrap: true,
      baseline: 13.5,
      leading: 8,
    },
    {
      x: COL,
      y: y + 22,
      w: RIGHT - COL,
      h: 24,
      label: "Agência / Código do Beneficiário",
      value: "agency_code",
      align: "right",
    },
    { x: LEFT, y: r3, w: 84, h: 22, label: "Data do Documento", value: "document_date" },
    { x: 120, y: r3, w: 105, h: 22, label: "Nº do Documento", value: "document_number" },
    { x: 225, y: r3, w: 55, h: 22, label: "Espécie Doc.", value: "document_kind", align: "center" },
    { x: 280, y: r3, w: 40, h: 22, label: "Aceite", value: "acceptance", align: "center" },
    { x: 320, y: r3, w: COL - 320, h: 22, label: "Data Processamento", value: "processed_on" },
    { x: COL, y: r3, w: RIGHT - COL, h: 22, label: "Nosso Número", value: "our_number", align: "right" },
    { x: LEFT, y: r4, w: 84, h: 22, label: "Uso do Banco", value: "empty" },
    { x: 120, y: r4, w: 70, h: 22, label: "Carteira", value: "wallet", align: "center" },
    { x: 190, y: r4, w: 50, h: 22, label: "Espécie", value: "currency", align: "center" },
    { x: 240, y: r4, w: 80, h: 22, label: "Quantidade", value: "empty" },
    { x: 320, y: r4, w: COL - 320, h: 22, label: "(x) Valor", value: "empty" },
    {
      x: COL,
      y: r4,
      w: RIGHT - COL,
      h: 22,
      label: "(=) Valor do Documento",
      value: "amount",
      face: "bold",
      align: "right",
    },
    {
      x: LEFT,
      y: r5,
      w: COL - LEFT,
      h: 95,
      label: "Instruções (texto de responsabilidade do beneficiário)",
      value: "instructions",
      size: 7.5,
      lines: 9,
      baseline: 15,
      leading: 9,
    },
    side(0, "(-) Desconto / Abatimento", "discount"),
    side(1, "(-) Outras Deduções", "empty"),
    side(2, "(+) Mora / Multa", "empty"),
    side(3, "(+) Outros Acréscimos", "empty"),
    side(4, "(=) Valor Cobrado", "charged"),
    {
      x: LEFT,
      y: r5 + 95,
      w: RIGHT - LEFT,
      h: 36,
      label: "Pagador",
      value: "payer_block",
      size: 7.5,
      lines: 3,
      noWrap: true,
      baseline: 14,
      leading: 9,
    },
    {
      x: LEFT,
      y: r5 + 131,
      w: RIGHT - LEFT,
      h: 14,
      label: "Sacador/Avalista",
      value: "guarantor",
      size: 7,
      baseline: 10.5,
      indent: 48,
    },
  ];
}

/** A page layout: the boxes and the fixed rules and captions around them. */
export interface Layout {
  boxes: Box[];
  rules: Rule[];
  captions: Caption[];
}

/**
 * The page layout, with or without the PIX panel. Pure data, built once per process by the writers.
 *
 * @example pageLayout(true).boxes.filter((b) => b.value === "due_date").length // 2 (recibo + ficha)
 */
export function pageLayout(pix: boolean): Layout {
  const boxes = [...recibo(pix), ...ficha()];
  const reciboBottom = RECIBO_TOP + 22 + 110 + 130;
  const rules = [
    ...headerRules(RECIBO_TOP),
    ...headerRules(FICHA_TOP),
    { x1: LEFT, y1: CUT_Y, x2: RIGHT, y2: CUT_Y, width: 0.6, dash: true },
  ];
  const captions: Caption[] = [
    { x: LEFT, y: RECIBO_TOP - 6, text: "Recibo do Pagador", face: "bold", size: 9, align: "left" },
    {
      x: RIGHT,
      y: reciboBottom + 8,
      text: "Autenticação Mecânica",
      face: "regular",
      size: 6,
      align: "right",
    },
    { x: RIGHT, y: CUT_Y - 3, text: "Corte na linha pontilhada", face: "regular", size: 5.5, align: "right" },
    {
      x: RIGHT,
      y: FICHA_FRAME_BOTTOM + 8,
      text: "Autenticação Mecânica - Ficha de Compensação",
      face: "bold",
      size: 6,
      align: "right",
    },
  ];
  if (pix) {
    captions.push({
      x: PIX_PANEL.x + PIX_PANEL.w / 2,
      y: PIX_PANEL.y + 13,
      text: "Pague com Pix",
      face: "bold",
      size: 9,
      align: "center",
    });
  }
  return { boxes, rules, captions };
}
