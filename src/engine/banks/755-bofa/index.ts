import type { BankModule } from "../types";
import { boleto } from "./boleto";

/** 755 — Bank of America Merrill Lynch Banco Múltiplo. The boleto rule and its source are cited in `boleto.ts`. No CNAB in lote. */
export const bank: BankModule = {
  code: "755",
  // "755-2" as caelum/caelum-stella (BofA.java) prints it: the módulo 11 of 755.
  codeDigit: "2",
  name: "Bank of America",
  slug: "bofa",
  boleto,
};
