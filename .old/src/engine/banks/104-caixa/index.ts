import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 104 — Caixa Econômica Federal. Manuals and rules are cited in `boleto.ts` and `cnab.ts`. */
export const bank: BankModule = {
  code: "104",
  codeDigit: "0",
  name: "Caixa Econômica Federal",
  slug: "caixa",
  boleto,
  cnab,
};
