import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 085 — Ailos. Manuals and rules are cited in `boleto.ts` and `cnab.ts`. */
export const bank: BankModule = {
  code: "085",
  codeDigit: "1",
  name: "Ailos",
  slug: "ailos",
  boleto,
  cnab,
};
