import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 637 — Banco Sofisa. The boleto rule and its sources are cited in `boleto.ts`. The CNAB is cited in `cnab400.ts`. */
export const bank: BankModule = {
  code: "637",
  // "637-9" as frones/ACBr (ACBrBancoSofisa.pas) prints it.
  codeDigit: "9",
  name: "Banco Sofisa",
  slug: "sofisa",
  boleto,
  cnab,
};
