import type { BankCnab } from "../../cnab/bank";
import { cnab240 } from "./cnab240";
import { cnab400 } from "./cnab400";

/** CNAB support of Banco do Brasil: 240 and 400 (convênio 7), remessa and retorno. */
export const cnab: BankCnab = { cnab240, cnab400 };
