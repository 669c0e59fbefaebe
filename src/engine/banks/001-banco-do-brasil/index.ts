import type { BankModule } from "../types";
import { api } from "./api";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 001 — Banco do Brasil. Manuals and rules are cited in `boleto.ts`, `cnab.ts` and `api/`. */
export const bank: BankModule = {
  code: "001",
  codeDigit: "9",
  name: "Banco do Brasil",
  slug: "bb",
  boleto,
  cnab,
  api,
};
