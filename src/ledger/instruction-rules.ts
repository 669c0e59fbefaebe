/**
 * The instruction queue of one boleto, as rules: which instructions each bank status allows, and
 * what a new instruction does to the live ones (queued or sent) of the same boleto. Pure: the
 * instructions kind reads the boleto and its live instructions, asks {@link decideInstruction},
 * and writes what it says.
 *
 * - **From each state** ({@link ALLOWED}): nothing before the entry was sent (the bank does not
 *   hold the title), anything while it is sent or registered, only the protest's cancellation
 *   while protested, nothing once it is rejected, written off or paid.
 * - **One live instruction per slot**: the movements that change the same thing share a slot
 *   (`rebate` and `rebate_cancel`, the discount's three, the protest's, …). A new one of the same
 *   movement replaces a queued one that no remessa claimed yet (the last due date asked wins); it
 *   is refused while the old one is claimed or at the bank (`INSTRUCTION_PENDING`), when it
 *   repeats it (`INSTRUCTION_DUPLICATE`), and when the queued one is another movement of its slot
 *   (`INSTRUCTION_CONFLICT`: a `rebate_cancel` does not silently undo a queued `rebate`).
 * - **Nothing after a write-off**: once a `write_off` (or protest cancel + write-off) is live,
 *   every new instruction is refused (`INSTRUCTION_AFTER_WRITE_OFF`); a new write-off cancels the
 *   queued, unclaimed instructions it makes moot (`supersedes`).
 */
import { answersMovement, REMESSA_MOVEMENTS, type RemessaMovement } from "../engine/index";
import type { BankStatus, LedgerEvent } from "./machine";

/** A live instruction of the boleto, as the rules read it. */
export interface LiveInstruction {
  id: string;
  type: string;
  state: "queued" | "sent";
  /** A remessa file claimed it (it will be written): it cannot be replaced any more. */
  claimed: boolean;
  payload: Record<string, unknown>;
}

export type InstructionDecision =
  | { verdict: "queue"; replaces?: string; supersedes: string[] }
  | { verdict: "refuse"; code: string; message: string; conflict?: string };

const WRITE_OFFS = new Set(["write_off", "protest_cancel_and_write_off"]);
const PROTEST_CANCELS = new Set(["protest_cancel", "protest_cancel_and_write_off"]);

/** The slot of a movement: instructions of one slot change the same thing (one live at a time). */
const SLOTS: Record<string, string> = {
  rebate: "rebate",
  rebate_cancel: "rebate",
  discount: "discount",
  discount_change: "discount",
  discount_cancel: "discount",
  interest_change: "interest",
  interest_waive: "interest",
  fine_change: "fine",
  fine_waive: "fine",
  protest: "protest",
  protest_cancel: "protest",
  do_not_protest: "protest",
  protest_cancel_and_write_off: "write_off",
  write_off: "write_off",
  negativacao: "negativacao",
  negativacao_cancel: "negativacao",
};

/** The slot of `type` (its own name unless it shares one). @example slotOf("rebate_cancel") // "rebate" */
export function slotOf(type: string): string {
  return SLOTS[type] ?? type;
}

/** Whether `type` may be asked of a boleto at `status` (see the module's table). */
export function allowedFrom(
  type: string,
  status: BankStatus | null,
): { ok: true } | { ok: false; code: string; message: string } {
  const s = status ?? "issued";
  switch (s) {
    case "issued":
      return {
        ok: false,
        code: "INSTRUCTION_ENTRY_NOT_SENT",
        message:
          "the boleto's entry was never sent: the bank does not hold it yet (send it in a remessa first)",
      };
    case "sent":
    case "registered":
      return { ok: true };
    case "protested":
      return PROTEST_CANCELS.has(type)
        ? { ok: true }
        : {
            ok: false,
            code: "INSTRUCTION_NOT_ALLOWED",
            message: "the boleto is protested: only the protest's cancellation may be asked now",
          };
    case "rejected":
      return {
        ok: false,
        code: "INSTRUCTION_NOT_ALLOWED",
        message: "the bank rejected this boleto's entry: it is not registered",
      };
    default:
      return {
        ok: false,
        code: "INSTRUCTION_NOT_ALLOWED",
        message: `the boleto is ${s}: the bank no longer holds it`,
      };
  }
}

function samePayload(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

function sorted(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sorted);
  if (v && typeof v === "object")
    return Object.fromEntries(
      Object.keys(v as object)
        .sort()
        .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
    );
  return v;
}

/**
 * What a new instruction of `type` (with `payload`) does, given the boleto's live instructions.
 * @example decideInstruction("due_date_change", { due_date: "2027-01-10" }, [queuedDueDate]) // { verdict: "queue", replaces: queuedDueDate.id, supersedes: [] }
 */
export function decideInstruction(
  type: string,
  payload: Record<string, unknown>,
  live: readonly LiveInstruction[],
): InstructionDecision {
  const writeOff = live.find((l) => WRITE_OFFS.has(l.type));
  if (writeOff)
    return {
      verdict: "refuse",
      code: "INSTRUCTION_AFTER_WRITE_OFF",
      message: `a write-off (${writeOff.id}) is ${writeOff.state} for this boleto: nothing may follow it`,
      conflict: writeOff.id,
    };
  const slot = slotOf(type);
  const same = live.find((l) => slotOf(l.type) === slot);
  let replaces: string | undefined;
  if (same) {
    if (same.state === "sent" || same.claimed)
      return {
        verdict: "refuse",
        code: "INSTRUCTION_PENDING",
        message: `a ${same.type} instruction (${same.id}) is ${same.state === "sent" ? "at the bank" : "in a remessa being built"}: wait for its answer`,
        conflict: same.id,
      };
    if (same.type !== type)
      return {
        verdict: "refuse",
        code: "INSTRUCTION_CONFLICT",
        message: `a queued ${same.type} instruction (${same.id}) changes the same thing: cancel it (DELETE /v1/instructions/${same.id}) or wait for its answer`,
        conflict: same.id,
      };
    if (samePayload(same.payload, payload))
      return {
        verdict: "refuse",
        code: "INSTRUCTION_DUPLICATE",
        message: `the same ${type} instruction (${same.id}) is already queued`,
        conflict: same.id,
      };
    replaces = same.id;
  }
  const supersedes = WRITE_OFFS.has(type)
    ? live.filter((l) => l.state === "queued" && !l.claimed && l.id !== replaces).map((l) => l.id)
    : [];
  return { verdict: "queue", ...(replaces ? { replaces } : {}), supersedes };
}

/** The instruction types an answer naming `movement` resolves. @example typesAnswered("write_off") // ["write_off", …] */
export function typesAnswered(movement: RemessaMovement): RemessaMovement[] {
  return REMESSA_MOVEMENTS.filter((t) => t !== "entry" && answersMovement(movement, t));
}

/** Instruction types a baixa (write-off) confirms. */
export const WRITE_OFF_TYPES: readonly string[] = typesAnswered("write_off");

/**
 * The event an accepted instruction of `type` is for the boleto: a baixa writes it off, a protest
 * protests it, a protest cancellation cancels it; any other means the bank holds the title.
 * @example acceptedEvent("write_off") // "written_off"
 */
export function acceptedEvent(type: string): LedgerEvent {
  if (WRITE_OFF_TYPES.includes(type)) return "written_off";
  if (type === "protest") return "protested";
  if (type === "protest_cancel") return "protest_cancelled";
  return "registered";
}
