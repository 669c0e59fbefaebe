import type { BankModule } from "../types";
import { boleto } from "./boleto";

/** 025 — Banco Alfa. The boleto rule and its source are cited in `boleto.ts`. No CNAB in lote. */
export const bank: BankModule = {
  code: "025",
  // "025-2" as frones/ACBr (ACBrBancoAlfa.pas) prints it.
  codeDigit: "2",
  name: "Banco Alfa",
  slug: "alfa",
  boleto,
};
