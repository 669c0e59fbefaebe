import type { BankModule } from "../types";
import { boleto } from "./boleto";

/** 310 — Vórtx DTVM. The boleto rule and its source are cited in `boleto.ts`. No CNAB in lote. */
export const bank: BankModule = {
  code: "310",
  // "310-0" as frones/ACBr (ACBrBancoVortx.pas, fpDigito) prints it; not the módulo 11 of 310 (7).
  codeDigit: "0",
  name: "Vórtx",
  slug: "vortx",
  boleto,
};
