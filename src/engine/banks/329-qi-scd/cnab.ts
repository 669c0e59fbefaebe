import type { BankCnab } from "../../cnab/bank";
import { cnab240 } from "./cnab240";
import { cnab400 } from "./cnab400";

/** CNAB support of QI SCD: 240 and 400 (unconfirmed), remessa and retorno (sources cited in `cnab240.ts`, `cnab400.ts`). */
export const cnab: BankCnab = { cnab240, cnab400 };
