import type { BankCnab } from "../../cnab/bank";
import { cnab400 } from "./cnab400";

/** CNAB support of Banco Sofisa: 400, remessa and retorno, unconfirmed (sources cited in `cnab400.ts`). */
export const cnab: BankCnab = { cnab400 };
