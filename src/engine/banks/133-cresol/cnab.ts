import type { BankCnab } from "../../cnab/bank";
import { cnab400 } from "./cnab400";

/** CNAB support of Cresol: 400, remessa and retorno (manual cited in `cnab400.ts`). */
export const cnab: BankCnab = { cnab400 };
