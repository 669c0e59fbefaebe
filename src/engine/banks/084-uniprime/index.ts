import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 084 — Uniprime. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "084",
  codeDigit: "1",
  name: "Uniprime",
  slug: "uniprime",
  boleto,
  cnab,
};
