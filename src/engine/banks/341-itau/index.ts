import type { BankModule } from "../types";
import { api } from "./api";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 341 — Itaú. Manuals and rules are cited in `boleto.ts`, `cnab.ts` and `api/` (its cobrança API). */
export const bank: BankModule = {
  code: "341",
  codeDigit: "7",
  name: "Itaú",
  slug: "itau",
  boleto,
  cnab,
  api,
};
