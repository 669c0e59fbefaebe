import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 707 — Banco Daycoval. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "707",
  codeDigit: "2",
  name: "Banco Daycoval",
  slug: "daycoval",
  boleto,
  cnab,
};
