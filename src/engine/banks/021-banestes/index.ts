import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 021 — Banestes. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "021",
  codeDigit: "3",
  name: "Banestes",
  slug: "banestes",
  boleto,
  cnab,
};
