import type { BankCnab } from "../../cnab/bank";

/** CNAB support of this bank: none yet (CNAB layouts for this bank are a later issue). */
export const cnab: BankCnab | undefined = undefined;
