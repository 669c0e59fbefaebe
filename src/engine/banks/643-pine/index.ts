import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 643 — Banco Pine. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "643",
  codeDigit: "2",
  name: "Banco Pine",
  slug: "pine",
  boleto,
  cnab,
};
