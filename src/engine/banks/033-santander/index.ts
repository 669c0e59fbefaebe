import type { BankModule } from "../types";
import { api } from "./api";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 033 — Santander. Manuals and rules are cited in `boleto.ts` and `cnab.ts`. */
export const bank: BankModule = {
  code: "033",
  codeDigit: "7",
  name: "Santander",
  slug: "santander",
  boleto,
  cnab,
  api,
};
