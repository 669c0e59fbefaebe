import type { BankModule } from "../types";
import { api } from "./api";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 237 — Bradesco. Manuals and rules are cited in `boleto.ts` and `cnab.ts`. */
export const bank: BankModule = {
  code: "237",
  codeDigit: "2",
  name: "Bradesco",
  slug: "bradesco",
  boleto,
  cnab,
  api,
};
