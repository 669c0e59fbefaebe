/**
 * Types of the page layout (see `layout.ts`): boxes with a label and a value slot, the fixed rules
 * and captions of the frame. Units are PDF points, origin top-left, y downwards.
 */
import type { Face } from "./metrics";

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
  | "installment"
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
  /**
   * A code or number that must print whole (linha digitável, CPF/CNPJ, nosso número, amounts):
   * a value too wide shrinks, with no lower bound, and is never cut.
   */
  whole?: boolean;
  /**
   * With `lines`: wrap by characters and keep every character (a PIX copia-e-cola payload); the
   * size shrinks until the whole value fits the box, so it is never cut either.
   */
  charWrap?: boolean;
  /** Shown only when the page has no logo (the logo takes the box's place). */
  unlessLogo?: boolean;
}

/** Where a beneficiary logo goes: scaled to fit, aspect kept, anchored left and centred vertically. */
export interface LogoSlot {
  x: number;
  y: number;
  w: number;
  h: number;
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
