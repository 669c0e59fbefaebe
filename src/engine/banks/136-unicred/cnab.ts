import type { BankCnab } from "../../cnab/bank";
import { cnab400 } from "./cnab400";

/** CNAB support of Unicred: 400, remessa and retorno (manuals cited in `cnab400.ts`). */
export const cnab: BankCnab = { cnab400 };
