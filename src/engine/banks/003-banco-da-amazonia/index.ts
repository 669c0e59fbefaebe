import type { BankModule } from "../types";
import { boleto } from "./boleto";

/** 003 — Banco da Amazônia. The boleto rule and its source are cited in `boleto.ts`. No CNAB in lote. */
export const bank: BankModule = {
  code: "003",
  // "003-5" as frones/ACBr (ACBrBancoAmazonia.pas) prints it.
  codeDigit: "5",
  name: "Banco da Amazônia",
  slug: "banco-da-amazonia",
  boleto,
};
