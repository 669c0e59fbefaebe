import type { BankCnab } from "../../cnab/bank";
import { cnab240 } from "./cnab240";
import { cnab400 } from "./cnab400";

/** CNAB support of Santander: 240 and 400 (with the PIX record), remessa and retorno. */
export const cnab: BankCnab = { cnab240, cnab400 };
