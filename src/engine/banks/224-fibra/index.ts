import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 224 — Banco Fibra. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "224",
  codeDigit: "0",
  name: "Banco Fibra",
  slug: "fibra",
  boleto,
  cnab,
};
