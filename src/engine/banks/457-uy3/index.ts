import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 457 — UY3. The boleto rule and its source are cited in `boleto.ts`, the CNAB in `cnab.ts`. */
export const bank: BankModule = {
  code: "457",
  // "457-2" as frones/ACBr (ACBrBancoUY3.pas) prints it.
  codeDigit: "2",
  name: "UY3",
  slug: "uy3",
  boleto,
  cnab,
};
