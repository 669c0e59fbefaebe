import type { BankCnab } from "../../cnab/bank";

/** CNAB support of this bank: none yet (the CNAB module fills this in). */
export const cnab: BankCnab | undefined = undefined;
