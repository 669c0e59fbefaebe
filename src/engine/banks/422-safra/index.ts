import type { BankModule } from "../types";
import { api } from "./api/index";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 422 — Safra. Manuals and rules are cited in `boleto.ts` and `cnab.ts`; the API connector in `api/`. */
export const bank: BankModule = {
  code: "422",
  codeDigit: "7",
  name: "Safra",
  slug: "safra",
  boleto,
  cnab,
  api,
};
