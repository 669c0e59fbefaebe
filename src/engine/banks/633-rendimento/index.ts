import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 633 — Banco Rendimento. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "633",
  codeDigit: "5",
  name: "Banco Rendimento",
  slug: "rendimento",
  boleto,
  cnab,
};
