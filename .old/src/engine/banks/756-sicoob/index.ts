import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 756 — Sicoob. Manuals and rules are cited in `boleto.ts` and `cnab.ts`. */
export const bank: BankModule = {
  code: "756",
  codeDigit: "0",
  name: "Sicoob",
  slug: "sicoob",
  boleto,
  cnab,
};
