/**
 * CNAB types. (Placeholder shape: the CNAB module owns and refines this file.)
 */
export interface BankCnab {
  cnab240?: unknown;
  cnab400?: unknown;
}
