import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 099 — Uniprime Central. The boleto rule and its source are cited in `boleto.ts`, the CNAB in `cnab400.ts`. */
export const bank: BankModule = {
  code: "099",
  // "099-4" as frones/ACBr (ACBrUniprime.pas) prints it.
  codeDigit: "4",
  name: "Uniprime Central",
  slug: "uniprime-central",
  boleto,
  cnab,
};
