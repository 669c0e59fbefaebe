import type { BankModule } from "../types";
import { boleto } from "./boleto";

/** 389 — Banco Mercantil do Brasil. The boleto rule and its sources are cited in `boleto.ts`. No CNAB in lote. */
export const bank: BankModule = {
  code: "389",
  // "389-1" as BoletoNet/boletonet (Banco_MercantilDoBrasil.cs) prints it: the módulo 11 of 389.
  codeDigit: "1",
  name: "Banco Mercantil do Brasil",
  slug: "mercantil",
  boleto,
};
