import type { BankModule } from "../types";
import { api } from "./api";
import { boleto } from "./boleto";

/**
 * 403 — Cora Sociedade de Crédito Direto S.A. Boletos only by its API, which assigns the codes:
 * the rule lote rebuilds them with is in `boleto.ts`, the connector in `api/`. No CNAB.
 */
export const bank: BankModule = {
  code: "403",
  // "403-9" as Cora's slips print it (see boleto.ts); not the módulo 11 of 403.
  codeDigit: "9",
  name: "Cora",
  slug: "cora",
  boleto,
  api,
};
