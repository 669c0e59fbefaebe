import type { BankModule } from "../types";
import { boleto } from "./boleto";

/** 037 — Banpará. The boleto rule and its source are cited in `boleto.ts`. No CNAB in lote. */
export const bank: BankModule = {
  code: "037",
  // "037-1" as kivanio/brcobranca (banpara.rb, pull request 194, `banco_dv`) prints it.
  codeDigit: "1",
  name: "Banpará",
  slug: "banpara",
  boleto,
};
