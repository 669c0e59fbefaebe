import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 274 — BMP Money Plus. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "274",
  codeDigit: "7",
  name: "BMP Money Plus",
  slug: "bmp",
  boleto,
  cnab,
};
