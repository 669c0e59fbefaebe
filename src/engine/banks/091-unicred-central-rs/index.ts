import type { BankModule } from "../types";
import { boleto } from "./boleto";

/** 091 — Unicred Central RS. The boleto rule and its source are cited in `boleto.ts`. No CNAB in lote. */
export const bank: BankModule = {
  code: "091",
  // "091-4" as frones/ACBr (ACBrBancoUnicredRS.pas) prints it.
  codeDigit: "4",
  name: "Unicred Central RS",
  slug: "unicred-central-rs",
  boleto,
};
