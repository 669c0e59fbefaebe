/**
 * The reviewed differences between lote's field tables and `@banco-br/cnab_yaml` (see
 * `layout-crosscheck.test.ts`): each with its resolution — the manual that says lote is right
 * ("cnab_yaml is wrong because …"), or why the difference does not matter (a field lote does not
 * read, a check digit that may be a letter). Where cnab_yaml showed lote wrong, lote was fixed and
 * the difference no longer occurs. The test fails on a difference missing here and on an entry
 * here that no longer occurs. Manuals: docs/cnab.md lists them per bank.
 */
import { bankEvidence } from "../bank-folders";

/** Bank × layout pairs cnab_yaml describes as another product than lote's. */
export const EXCLUDED: Readonly<Record<string, string>> = bankEvidence("layoutExcluded");

/** Difference key (`<bank> <layout> <record>[ (retorno)] <start>-<end> <kind>`) → resolution. */
export const REVIEWED: Readonly<Record<string, string>> = bankEvidence("layoutReviewed");
