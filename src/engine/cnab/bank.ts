/**
 * The CNAB of one bank, as each `banks/<code>-<slug>/cnab.ts` fills it in: one spec per layout
 * it offers. Its own module, above the 240 and 400 specs it names, so the public types
 * (`types.ts`) that the specs are built from never import a spec back.
 */
import type { Cnab240Spec } from "./cnab240/spec";
import type { Cnab400Spec } from "./cnab400/spec";

/** CNAB support of one bank: one spec per layout it offers (the key is the `CnabLayout`). */
export interface BankCnab {
  cnab240?: Cnab240Spec;
  cnab400?: Cnab400Spec;
  /** CNAB 444: a {@link Cnab400Spec} built with `layout: "cnab444"` (see `defineCnab400`). */
  cnab444?: Cnab400Spec;
}
