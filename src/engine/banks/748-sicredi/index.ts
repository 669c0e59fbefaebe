import type { BankModule } from "../types";
import { api } from "./api";
import { boleto } from "./boleto";
import { cnab } from "./cnab";

/** 748 — Sicredi. Manuals and rules are cited in `boleto.ts`, `cnab.ts` and `api/connector.ts`. */
export const bank: BankModule = {
  code: "748",
  codeDigit: "X",
  name: "Sicredi",
  slug: "sicredi",
  boleto,
  cnab,
  api,
};
