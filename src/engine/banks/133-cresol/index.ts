import type { BankModule } from "../types";
import { api } from "./api/index";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 133 — Cresol. The boleto rule and its sources are cited in `boleto.ts`; the API connector in `api/`. */
export const bank: BankModule = {
  code: "133",
  codeDigit: "3",
  name: "Cresol",
  slug: "cresol",
  boleto,
  cnab,
  api,
};
