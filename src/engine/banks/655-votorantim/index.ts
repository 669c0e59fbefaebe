import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 655 — Banco Votorantim. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "655",
  codeDigit: "6",
  name: "Banco Votorantim",
  slug: "votorantim",
  boleto,
  cnab,
};
