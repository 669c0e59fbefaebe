import type { BankCnab } from "../../cnab/bank";
import { cnab400 } from "./cnab400";

/** CNAB support of Banco Original: 400 (unconfirmed), remessa and retorno (sources cited in `cnab400.ts`). */
export const cnab: BankCnab = { cnab400 };
