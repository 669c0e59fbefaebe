/** CNAB 240/400: remessa writer, retorno reader, simulator and grouping. Public via `engine/index.ts`. */

export type { BankCnab } from "./bank";
export type { CnabIssue } from "./layout/findings";
export {
  answersMovement,
  MOVEMENT_NEEDS,
  type MovementSupport,
  REMESSA_MOVEMENTS,
} from "./movements";
export {
  type CnabSupport,
  cnabSupport,
  movementSupport,
  protestSupport,
  rejectsInstructionsApart,
} from "./registry";
export { accountKey, type GroupOptions, groupForRemessa, type RemessaGroup } from "./remessa/group";
export { cnabWarnings, companyDocumentIssueAnywhere, isAlphanumericDocument } from "./remessa/registrable";
export { buildRemessa } from "./remessa/remessa";
export { parseRetorno } from "./retorno/retorno";
export {
  givenKeys as outcomeKeys,
  type SimulatedOutcome,
  type SimulatedRetorno,
  type SimulateOptions,
  simulateRetorno,
} from "./simulate/simulate";
export type {
  BuildRemessaInput,
  CnabLayout,
  Occurrence,
  OccurrenceKind,
  OccurrenceReason,
  Remessa,
  RemessaMovement,
  RemessaTitle,
  RemessaTotals,
  Retorno,
  RetornoAmounts,
  RetornoEntry,
  RetornoPix,
  RetornoTotals,
} from "./types";
export { OCCURRENCE_KINDS } from "./types";
