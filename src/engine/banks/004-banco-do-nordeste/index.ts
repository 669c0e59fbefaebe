import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 004 — Banco do Nordeste. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "004",
  codeDigit: "3",
  name: "Banco do Nordeste",
  slug: "bnb",
  boleto,
  cnab,
};
