import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 712 — Banco Ourinvest. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "712",
  codeDigit: "9",
  name: "Banco Ourinvest",
  slug: "ourinvest",
  boleto,
  cnab,
};
