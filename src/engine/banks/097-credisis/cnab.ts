import type { BankCnab } from "../../cnab/types";
import { cnab240 } from "./cnab240";

/** CNAB support of CrediSIS: 240, remessa and retorno (manual cited in `cnab240.ts`). */
export const cnab: BankCnab = { cnab240 };
