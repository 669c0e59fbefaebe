import type { BankModule } from "../types";
import { boleto } from "./boleto";

/** 174 — Pefisa. The boleto rule and its source are cited in `boleto.ts`. No CNAB in lote. */
export const bank: BankModule = {
  code: "174",
  // "174-0" as frones/ACBr (ACBrBancoPefisa.pas, fpDigito) prints it: the módulo 11 of 174.
  codeDigit: "0",
  name: "Pefisa",
  slug: "pefisa",
  boleto,
};
