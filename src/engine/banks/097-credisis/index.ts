import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 097 — CrediSIS. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "097",
  codeDigit: "3",
  name: "CrediSIS",
  slug: "credisis",
  boleto,
  cnab,
};
