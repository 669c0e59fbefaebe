import type { BankModule } from "../types";
import { api } from "./api/index";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 041 — Banrisul. Manuals and rules are cited in `boleto.ts` and `cnab.ts`; the API connector in `api/`. */
export const bank: BankModule = {
  code: "041",
  codeDigit: "8",
  name: "Banrisul",
  slug: "banrisul",
  boleto,
  cnab,
  api,
};
