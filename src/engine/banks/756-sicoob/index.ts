import type { BankModule } from "../types";
import { api } from "./api";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 756 — Sicoob. Manuals and rules are cited in `boleto.ts`, `cnab.ts` and `api/connector.ts`. */
export const bank: BankModule = {
  code: "756",
  codeDigit: "0",
  name: "Sicoob",
  slug: "sicoob",
  boleto,
  cnab,
  api,
};
