/**
 * What one retorno occurrence means for a boleto and its instructions: the bank status it says, and
 * whether it answers an instruction (which types, accepted or rejected). The engine normalises
 * each bank's codes to an occurrence kind and, for the codes that say which movement they answer,
 * to `answers` (docs/cnab.md, "Occurrence mapping": FEBRABAN 14 a due-date change, 12/13 the
 * abatimento, 19/20 the protest and its sustação, 26/30 an instruction rejected with its motivos,
 * a bank's "baixado conforme instrução" …). An instruction of type T is answered by an occurrence
 * answering A when `answersMovement(A, T)` (A is T, or the nearest movement the bank confirms T
 * with). A kind this file does not know is recorded in the boleto's history and changes nothing.
 */
import type { RetornoEntry } from "../../engine/index";
import { typesAnswered, WRITE_OFF_TYPES } from "../../ledger/instruction-rules";
import type { BankStatus, LedgerEvent } from "../../ledger/machine";

/** Every occurrence kind the engine reads, for the API's filter: the engine's own list. */
export { OCCURRENCE_KINDS } from "../../engine/index";

/** Which kind of retorno an entry makes (`summary.kind` of the retorno job). */
export type Role = "registration" | "payment" | "instructions" | "other";

export interface Answer {
  role: Role;
  /** What it says happened to the boleto (the state machine decides what that does). */
  event?: LedgerEvent;
  /** The instruction it answers: accepted or rejected, of one of `answers` (null: the code does not say). */
  instruction?: { state: "accepted" | "rejected"; answers: readonly string[] | null };
}

/**
 * What entry `e` says about a boleto at bank status `current` with the sent instructions `sent`.
 * @example interpret(dueDateChanged, "registered", [dueDateChange]).instruction // { state: "accepted", answers: ["due_date_change"] }
 */
export function interpret(
  e: RetornoEntry,
  current: BankStatus | null,
  sent: readonly { type: string }[],
  opts: { rejectsInstructionsApart?: boolean } = {},
): Answer {
  const kind: string = e.occurrence.kind;
  const said = e.occurrence.answers;
  const answers = said === undefined ? null : typesAnswered(said);
  const waiting = (types: readonly string[]) => sent.some((s) => types.includes(s.type));
  /** What the code names, or — where it names nothing — the types the kind itself stands for. */
  const named = (fallback: readonly string[]) => answers ?? fallback;
  switch (kind) {
    case "registered":
      return { role: "registration", event: "registered" };
    case "rejected": {
      // The entry rejected — unless the boleto is registered already: then a bank that answers
      // every command with one code (BB 400, Citibank 400) rejects an instruction with it.
      // A bank with its own code for refused instructions never means one by this code.
      const entry = current === null || current === "issued" || current === "sent" || current === "rejected";
      if (entry || sent.length === 0 || opts.rejectsInstructionsApart)
        return { role: "registration", event: "entry_rejected" };
      return { role: "instructions", instruction: { state: "rejected", answers } };
    }
    case "paid":
      return { role: "payment", event: "paid" };
    case "written_off":
      // A baixa that confirms a pedido de baixa (`answers`), or any baixa while one is waiting.
      return answers || waiting(WRITE_OFF_TYPES)
        ? {
            role: "instructions",
            event: "written_off",
            instruction: { state: "accepted", answers: named(WRITE_OFF_TYPES) },
          }
        : { role: "other", event: "written_off" };
    case "due_date_changed":
      return {
        role: "instructions",
        instruction: { state: "accepted", answers: named(["due_date_change"]) },
      };
    case "protest":
    case "protested":
      // At the cartório or protested: the boleto is under protest; a waiting protest is answered.
      return waiting(["protest"])
        ? {
            role: "instructions",
            event: "protested",
            instruction: { state: "accepted", answers: ["protest"] },
          }
        : { role: "other", event: "protested" };
    case "protest_cancelled":
      return {
        role: "instructions",
        event: "protest_cancelled",
        instruction: { state: "accepted", answers: typesAnswered("protest_cancel") },
      };
    case "instruction_accepted":
      return { role: "instructions", instruction: { state: "accepted", answers } };
    case "instruction_rejected":
      return { role: "instructions", instruction: { state: "rejected", answers } };
    default:
      return { role: "other" };
  }
}
