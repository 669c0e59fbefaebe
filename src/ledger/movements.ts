/**
 * The remessa movements and which bank × layout writes which, as the service uses them: the API's
 * movement and instruction enums, the remessa retry's check, the instructions' validation.
 *
 * The vocabulary and each bank × layout's table are the engine's (issue 17's contract:
 * `REMESSA_MOVEMENTS` and `movementSupport` from src/engine/index.ts, the codes read from each
 * bank's manual); this file re-exports them and adds the service's own helpers.
 */
import { REMESSA_MOVEMENTS, type RemessaMovement } from "../engine/index";

export { type MovementSupport, movementSupport, REMESSA_MOVEMENTS } from "../engine/index";

/** Whether `m` is a movement. @example isMovement("write_off") // true */
export function isMovement(m: unknown): m is RemessaMovement {
  return typeof m === "string" && (REMESSA_MOVEMENTS as readonly string[]).includes(m);
}

/** Instruction types: every movement but the entry (an instruction is about a boleto already issued). */
export const INSTRUCTION_TYPES = REMESSA_MOVEMENTS.filter(
  (m): m is Exclude<RemessaMovement, "entry"> => m !== "entry",
) as [Exclude<RemessaMovement, "entry">, ...Exclude<RemessaMovement, "entry">[]];
export type InstructionType = (typeof INSTRUCTION_TYPES)[number];
