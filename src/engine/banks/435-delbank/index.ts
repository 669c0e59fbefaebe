import type { BankModule } from "../types";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 435 — Delbank. The boleto rule and its sources are cited in `boleto.ts`. */
export const bank: BankModule = {
  code: "435",
  codeDigit: "9",
  name: "Delbank",
  slug: "delbank",
  boleto,
  cnab,
};
