import type { BankCnab } from "../../cnab/bank";
import { cnab240 } from "./cnab240";
import { cnab400 } from "./cnab400";

/** CNAB support of Banco ABC Brasil: 400 and 240 (unconfirmed), remessa and retorno (sources cited in `cnab400.ts`, `cnab240.ts`). */
export const cnab: BankCnab = { cnab240, cnab400 };
