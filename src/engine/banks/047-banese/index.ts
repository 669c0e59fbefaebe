import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 047 — Banese. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "047",
  codeDigit: "7",
  name: "Banese",
  slug: "banese",
  boleto,
  cnab,
};
