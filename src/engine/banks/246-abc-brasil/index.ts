import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 246 — Banco ABC Brasil. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "246",
  codeDigit: "1",
  name: "Banco ABC Brasil",
  slug: "abc",
  boleto,
  cnab,
};
