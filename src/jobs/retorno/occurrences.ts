/**
 * What one retorno occurrence means for a boleto and its instructions: the bank status it says, and
 * whether it answers an instruction (which types, accepted or rejected). The engine normalises
 * each bank's codes to an occurrence kind, and for the codes that say which movement they answer,
 * to `answers` (FEBRABAN C044 and the banks' own tables: 14 due date changed, 12/13 abatimento,
 * 19/20 protest, 26/30 instruction rejected with motivo, 09/10 baixa …). A kind this file does not
 * know is recorded in the boleto's history and changes nothing.
 */
import type { RetornoEntry } from "../../engine/index";
import type { BankStatus } from "../boletos/status";

/** Which kind of retorno an entry makes (`summary.kind` of the retorno job). */
export type Role = "registration" | "payment" | "instructions" | "other";

export interface Answer {
  role: Role;
  /** The bank status it says (subject to the monotone transitions). */
  status?: BankStatus;
  protestCancelled?: boolean;
  /** The instruction it answers: accepted or rejected, of one of `answers` (null: the code does not say). */
  instruction?: { state: "accepted" | "rejected"; answers: readonly string[] | null };
}

/** Instruction types a baixa (write-off) confirms. */
const WRITE_OFFS = ["write_off", "protest_cancel_and_write_off", "protest_and_write_off"];

/** The bank status an accepted instruction of `type` leaves the boleto in (beyond registered). */
export function acceptedEffect(type: string): { status?: BankStatus; protestCancelled?: boolean } {
  if (WRITE_OFFS.includes(type)) return { status: "written_off" };
  if (type === "protest") return { status: "protested" };
  if (type === "protest_cancel") return { status: "registered", protestCancelled: true };
  // The bank acting on an instruction holds the title: a boleto still issued or sent is registered.
  return { status: "registered" };
}

/**
 * What entry `e` says about a boleto at bank status `current` with the sent instructions `sent`.
 * @example interpret(dueDateChanged, "registered", [dueDateChange]).instruction // { state: "accepted", answers: ["due_date_change"] }
 */
export function interpret(
  e: RetornoEntry,
  current: BankStatus | null,
  sent: readonly { type: string }[],
): Answer {
  const kind: string = e.occurrence.kind;
  const said = (e.occurrence as { answers?: unknown }).answers;
  const answers = typeof said === "string" ? [said] : null;
  const waiting = (types: readonly string[]) => sent.some((s) => types.includes(s.type));
  switch (kind) {
    case "registered":
      return { role: "registration", status: "registered" };
    case "rejected": {
      // An entry rejected — unless the boleto is registered already: then it answers an instruction.
      const entry = current === null || current === "issued" || current === "sent" || current === "rejected";
      if (entry || sent.length === 0) return { role: "registration", status: "rejected" };
      return { role: "instructions", instruction: { state: "rejected", answers: null } };
    }
    case "paid":
      return { role: "payment", status: "paid" };
    case "written_off":
      return waiting(WRITE_OFFS)
        ? {
            role: "instructions",
            status: "written_off",
            instruction: { state: "accepted", answers: WRITE_OFFS },
          }
        : { role: "other", status: "written_off" };
    case "due_date_changed":
      return { role: "instructions", instruction: { state: "accepted", answers: ["due_date_change"] } };
    case "protest":
    case "protested":
      return {
        role: "instructions",
        status: "protested",
        instruction: { state: "accepted", answers: ["protest"] },
      };
    case "protest_cancelled":
      return {
        role: "instructions",
        status: "registered",
        protestCancelled: true,
        instruction: { state: "accepted", answers: ["protest_cancel"] },
      };
    case "instruction_accepted":
      return { role: "instructions", instruction: { state: "accepted", answers } };
    case "instruction_rejected":
      return { role: "instructions", instruction: { state: "rejected", answers } };
    default:
      return { role: "other" };
  }
}
