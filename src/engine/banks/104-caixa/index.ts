import type { BankModule } from "../types";
import { api } from "./api";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 104 — Caixa Econômica Federal. Manuals and rules are cited in `boleto.ts`, `cnab.ts` and `api/connector.ts`. */
export const bank: BankModule = {
  code: "104",
  codeDigit: "0",
  name: "Caixa Econômica Federal",
  slug: "caixa",
  boleto,
  cnab,
  api,
};
