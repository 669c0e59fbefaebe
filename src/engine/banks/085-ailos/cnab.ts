import type { BankCnab } from "../../cnab/bank";
import { cnab240 } from "./cnab240";

/** CNAB support of Ailos: 240, remessa and retorno (manual cited in `cnab240.ts`). */
export const cnab: BankCnab = { cnab240 };
