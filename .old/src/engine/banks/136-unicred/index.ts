import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 136 — Unicred. Manuals and rules are cited in `boleto.ts` and `cnab.ts`. */
export const bank: BankModule = {
  code: "136",
  codeDigit: "8",
  name: "Unicred",
  slug: "unicred",
  boleto,
  cnab,
};
