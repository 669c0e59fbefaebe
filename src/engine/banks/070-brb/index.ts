import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 070 — BRB Banco de Brasília. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "070",
  codeDigit: "1",
  name: "BRB Banco de Brasília",
  slug: "brb",
  boleto,
  cnab,
};
