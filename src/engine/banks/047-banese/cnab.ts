import type { BankCnab } from "../../cnab/bank";
import { cnab400 } from "./cnab400";

/** CNAB support of Banese: 400, remessa and retorno, as ACBr alone lays it out (`cnab400.ts`). */
export const cnab: BankCnab = { cnab400 };
