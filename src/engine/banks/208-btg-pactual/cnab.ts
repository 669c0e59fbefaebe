import type { BankCnab } from "../../cnab/bank";
import { cnab240 } from "./cnab240";

/** CNAB support of BTG Pactual: 240, remessa and retorno (sources cited in `cnab240.ts`). */
export const cnab: BankCnab = { cnab240 };
