import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 329 — QI SCD. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "329",
  codeDigit: "8",
  name: "QI SCD",
  slug: "qi",
  boleto,
  cnab,
};
