import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 341 — Itaú. Manuals and rules are cited in `boleto.ts` and `cnab.ts`. */
export const bank: BankModule = {
  code: "341",
  codeDigit: "7",
  name: "Itaú",
  slug: "itau",
  boleto,
  cnab,
};
