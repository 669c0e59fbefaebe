/**
 * The reviewed differences between lote's field tables and the bank manuals' tables transcribed
 * in the banks' `manual/*.table.json` (see `manual-crosscheck.test.ts`), each with its resolution: the manual's
 * own words that make lote right, or why the difference does not matter. Keys are
 * `<bank> <layout> <record> <start>-<end> <kind>`; a key that no longer occurs fails the test.
 */
import { bankEvidence } from "../bank-folders";

/** Difference key → resolution. */
export const REVIEWED: Readonly<Record<string, string>> = bankEvidence("manualReviewed");
