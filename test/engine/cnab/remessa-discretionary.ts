/**
 * What a remessa may differ in from a reference writer's file for the same inputs, field by
 * field: per bank × layout the discretionary fields (the generation date and time, the NSA, the
 * beneficiary's free-use areas: any value is valid there), per corpus file the differences that
 * were looked into (each with the manual saying what lote writes), and the adaptations that let
 * a publisher's inputs reach lote (fields the corpus JSON could not map). The corpus remessa test
 * enforces all three. Each bank's rows are in its folder (`src/engine/banks/<code>-<name>/
 * evidence.fixtures.ts`); the shapes and shared wording in `src/engine/banks/evidence.fixtures.ts`.
 */
import type { Adaptation, Allowed } from "../../../src/engine/banks/evidence.fixtures";
import { bankEvidence } from "../bank-folders";

export {
  type Adaptation,
  type Allowed,
  DEFAULT,
  DEPARTURE,
} from "../../../src/engine/banks/evidence.fixtures";

/** Discretionary fields per bank × layout. */
export const DISCRETIONARY: Readonly<Record<string, readonly Allowed[]>> =
  bankEvidence("remessaDiscretionary");

/** Reviewed differences per corpus file (`record` `lote:X` / `ref:X`: a record only one side writes). */
export const REVIEWED: Readonly<Record<string, readonly Allowed[]>> = bankEvidence("remessaReviewed");

/** Per corpus file: how its `lote_input` is completed, or why it is not compared. */
export const ADAPTATIONS: Readonly<Record<string, Adaptation>> = bankEvidence("remessaAdaptations");
