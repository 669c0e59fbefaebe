import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 413 — Banco BV. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "413",
  codeDigit: "8",
  name: "Banco BV",
  slug: "bv",
  boleto,
  cnab,
};
