import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 089 — Credisan. The boleto rule and its source are cited in `boleto.ts`. CNAB 400 in `cnab400.ts`. */
export const bank: BankModule = {
  code: "089",
  // "089-2" as frones/ACBr (ACBrBancoCredisan.pas, fpDigito) prints it: the módulo 11 of 089.
  codeDigit: "2",
  name: "Credisan",
  slug: "credisan",
  boleto,
  cnab,
};
