import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 208 — BTG Pactual. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "208",
  codeDigit: "1",
  name: "BTG Pactual",
  slug: "btg",
  boleto,
  cnab,
};
