import type { BankCnab } from "../../cnab/bank";
import { cnab240 } from "./cnab240";
import { cnab400 } from "./cnab400";

/** CNAB support of UY3: 240 and 400, remessa and retorno, unconfirmed (sources cited in each file). */
export const cnab: BankCnab = { cnab240, cnab400 };
