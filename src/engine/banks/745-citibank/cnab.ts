import type { BankCnab } from "../../cnab/bank";
import { cnab240 } from "./cnab240";
import { cnab400 } from "./cnab400";

/** CNAB support of Citibank: 240 and 400, remessa and retorno (manuals cited in `cnab240.ts`, `cnab400.ts`). */
export const cnab: BankCnab = { cnab240, cnab400 };
