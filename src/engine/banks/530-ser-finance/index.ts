import type { BankModule } from "../types";
import { boleto } from "./boleto";

/** 530 — Ser Finance SCD. The boleto rule and its source are cited in `boleto.ts`. No CNAB in lote. */
export const bank: BankModule = {
  code: "530",
  // No source prints it: the módulo 11 of 530, the rule of the bank codes (001-9, 237-2, 341-7).
  codeDigit: "4",
  name: "Ser Finance",
  slug: "ser-finance",
  boleto,
};
