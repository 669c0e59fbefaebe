import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 604 — Banco Industrial do Brasil. The boleto rule and its source are cited in `boleto.ts`. The CNAB is cited in `cnab400.ts`. */
export const bank: BankModule = {
  code: "604",
  // "604-1" as frones/ACBr (ACBrBancoIndustrialBrasil.pas) prints it.
  codeDigit: "1",
  name: "Banco Industrial do Brasil",
  slug: "industrial-do-brasil",
  boleto,
  cnab,
};
