import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 748 — Sicredi. Manuals and rules are cited in `boleto.ts` and `cnab.ts`. */
export const bank: BankModule = {
  code: "748",
  codeDigit: "X",
  name: "Sicredi",
  slug: "sicredi",
  boleto,
  cnab,
};
