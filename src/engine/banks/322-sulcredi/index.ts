import type { BankModule } from "../types";
import { boleto } from "./boleto";

/** 322 — Sulcredi. The boleto rule and its source are cited in `boleto.ts`. No CNAB in lote. */
export const bank: BankModule = {
  code: "322",
  // "322-0" as frones/ACBr (ACBrBancoSulcredi.pas) prints it.
  codeDigit: "0",
  name: "Sulcredi",
  slug: "sulcredi",
  boleto,
};
