import type { BankModule } from "../types";
import { boleto } from "./boleto";

/** 218 — Banco BS2. The boleto rule and its source are cited in `boleto.ts`. No CNAB in lote. */
export const bank: BankModule = {
  code: "218",
  // "218-6" as frones/ACBr (ACBrBancoBS2.pas) prints it.
  codeDigit: "6",
  name: "Banco BS2",
  slug: "bs2",
  boleto,
};
