import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 212 — Banco Original. The boleto rule and its source are cited in `boleto.ts`. CNAB 400 in `cnab400.ts`. */
export const bank: BankModule = {
  code: "212",
  // "212-7" as frones/ACBr (ACBrBancoOriginal.pas, fpDigito) prints it.
  codeDigit: "7",
  name: "Banco Original",
  slug: "original",
  boleto,
  cnab,
};
