import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 001 — Banco do Brasil. Manuals and rules are cited in `boleto.ts` and `cnab.ts`. */
export const bank: BankModule = {
  code: "001",
  codeDigit: "9",
  name: "Banco do Brasil",
  slug: "bb",
  boleto,
  cnab,
};
