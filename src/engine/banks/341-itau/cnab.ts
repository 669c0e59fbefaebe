import type { BankCnab } from "../../cnab/bank";
import { cnab240 } from "./cnab240";
import { cnab400 } from "./cnab400";
import { cnab444 } from "./cnab444";

/** CNAB support of Itaú: 240 and 400, remessa and retorno, and the 444 remessa (sources cited in each file). */
export const cnab: BankCnab = { cnab240, cnab400, cnab444 };
