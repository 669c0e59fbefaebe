/** CNAB 240/400: remessa writer, retorno reader, simulator and grouping. Public via `engine/index.ts`. */

export type { CnabIssue } from "./findings";
export { accountKey, type GroupOptions, groupForRemessa, type RemessaGroup } from "./group";
export {
  answersMovement,
  MOVEMENT_NEEDS,
  type MovementSupport,
  REMESSA_MOVEMENTS,
} from "./movements";
export { cnabWarnings, companyDocumentIssueAnywhere, isAlphanumericDocument } from "./registrable";
export { type CnabSupport, cnabSupport, movementSupport } from "./registry";
export { buildRemessa } from "./remessa";
export { parseRetorno } from "./retorno";
export {
  givenKeys as outcomeKeys,
  type SimulatedOutcome,
  type SimulatedRetorno,
  type SimulateOptions,
  simulateRetorno,
} from "./simulate";
export type {
  BankCnab,
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
