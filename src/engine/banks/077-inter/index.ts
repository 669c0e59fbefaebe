import type { BankModule } from "../types";
import { api } from "./api";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 077 — Banco Inter. Manuals and rules are cited in `boleto.ts` and `cnab.ts`; the API in `api/`. */
export const bank: BankModule = {
  code: "077",
  codeDigit: "9",
  name: "Banco Inter",
  slug: "inter",
  boleto,
  cnab,
  api,
};
