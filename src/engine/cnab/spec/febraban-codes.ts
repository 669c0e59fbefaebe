/**
 * FEBRABAN CNAB 240 v10.x code lists banks start from: espécie do título (G069), código de
 * movimento remessa (C004) and the retorno codes the simulator answers with (C044, C047).
 */

import type { RemessaMovement } from "../types";
import type { SimulateCodes } from "./occurrences";

/** G069 — espécie do título, by the engine's `document_kind`. */
export const FEBRABAN_KINDS: Readonly<Record<string, string>> = {
  CH: "01",
  DM: "02",
  DMI: "03",
  DS: "04",
  DSI: "05",
  DR: "06",
  LC: "07",
  NCC: "08",
  NCE: "09",
  NCI: "10",
  NCR: "11",
  NP: "12",
  NPR: "13",
  TM: "14",
  TS: "15",
  NS: "16",
  RC: "17",
  FAT: "18",
  ND: "19",
  AP: "20",
  ME: "21",
  PC: "22",
  NF: "23",
  DD: "24",
  CPR: "25",
  CC: "31",
  BDP: "32",
  OUT: "99",
};

/**
 * C004 — código de movimento remessa (v10.06), for the movements lote names. A bank takes only
 * those its own manual lists, through {@link febrabanMovements}.
 */
export const FEBRABAN_MOVEMENTS: Readonly<Partial<Record<RemessaMovement, string>>> = {
  entry: "01",
  write_off: "02",
  rebate: "04",
  rebate_cancel: "05",
  due_date_change: "06",
  discount: "07",
  discount_cancel: "08",
  protest: "09",
  protest_cancel_and_write_off: "10",
  protest_cancel: "11",
  interest_change: "12",
  interest_waive: "13",
  fine_change: "14",
  fine_waive: "15",
  discount_change: "16",
  document_number_change: "21",
  payer_change: "23",
  change_data: "31",
  negativacao: "45",
  amount_change: "47",
};

/**
 * The C004 codes of `names`, for a bank whose manual lists those movements with FEBRABAN's codes.
 *
 * @example febrabanMovements("entry", "write_off") // { entry: "01", write_off: "02" }
 */
export function febrabanMovements(...names: RemessaMovement[]): Partial<Record<RemessaMovement, string>> {
  const out: Partial<Record<RemessaMovement, string>> = {};
  for (const n of names) {
    const code = FEBRABAN_MOVEMENTS[n];
    if (code === undefined) throw new Error(`FEBRABAN C004 has no code for ${n}`);
    out[n] = code;
  }
  return out;
}

/** C044/C047 — what the simulator answers: 02, 03 (motivo 08), 06, 09, 14. */
export const FEBRABAN_SIMULATE: SimulateCodes = {
  registered: "02",
  rejected: "03",
  paid: "06",
  written_off: "09",
  due_date_changed: "14",
  rejection_reason: "08",
};

/** The check digit(s) of a printed nosso número (`109/12345678-9` → `9`; `12345678-90` → `90`). */
export function printedCheckDigits(printed: string): string {
  const i = printed.lastIndexOf("-");
  return i === -1 ? "" : printed.slice(i + 1);
}
