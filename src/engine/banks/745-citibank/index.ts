import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 745 — Citibank. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "745",
  codeDigit: "5",
  name: "Citibank",
  slug: "citibank",
  boleto,
  cnab,
};
