import type { BankModule } from "../types";
import { api } from "./api";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 336 — C6 Bank. The boleto rule and its sources are cited in `boleto.ts`; the BolePix API in `api/`. */
export const bank: BankModule = {
  code: "336",
  codeDigit: "0",
  name: "C6 Bank",
  slug: "c6",
  boleto,
  cnab,
  api,
};
