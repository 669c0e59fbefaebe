/**
 * The remessa movements and which bank × layout writes which, as the service uses them: the API's
 * movement and instruction enums, the remessa retry's check, the instructions' validation.
 *
 * This is the contract of issue 17 with the engine's CNAB movements (`REMESSA_MOVEMENTS`,
 * `movementSupport` exported by src/engine/index.ts). Until the engine exports them, they are
 * derived here from what it exports today: the `RemessaMovement` type (the tuple below must list
 * exactly its members, checked at compile time) and each bank's movement table
 * (`getBank(code).cnab[layout].movements`). Once the engine exports both, this file re-exports them.
 */
import { type CnabLayout, getBank, type RemessaMovement } from "../../engine/index";

/** Every movement a remessa title may carry, in the engine's order. */
export const REMESSA_MOVEMENTS = [
  "entry",
  "write_off",
  "rebate",
  "rebate_cancel",
  "due_date_change",
  "protest",
  "protest_cancel",
  "change_data",
] as const satisfies readonly RemessaMovement[];

// The tuple lists every member of the engine's type (a missing one fails to compile here).
type Missing = Exclude<RemessaMovement, (typeof REMESSA_MOVEMENTS)[number]>;
const _everyMovement: [Missing] extends [never] ? true : Missing = true;
void _everyMovement;

/** How a bank × layout writes one movement: its code, and the title fields it needs changed. */
export interface MovementSupport {
  code: string;
  needs: readonly string[];
}

/**
 * The title fields each movement carries beyond the boleto itself (what an instruction of that
 * type must give): the new due date, the abatimento, the new amount, the discount, the interest
 * and fine terms. Movements absent here carry none.
 */
const NEEDS: Partial<Record<string, readonly string[]>> = {
  due_date_change: ["due_date"],
  rebate: ["rebate_cents"],
  amount_change: ["amount_cents"],
  discount: ["discount"],
  interest_change: ["interest"],
  fine_change: ["fine"],
};

/**
 * The movements bank `bankCode` writes in `layout`, each with its code and needed fields; empty
 * for a bank × layout lote has no CNAB for.
 * @example movementSupport("341", "cnab240").get("due_date_change") // { code: "06", needs: ["due_date"] }
 */
export function movementSupport(
  bankCode: string,
  layout: CnabLayout,
): ReadonlyMap<RemessaMovement, MovementSupport> {
  const table = getBank(bankCode)?.cnab?.[layout]?.movements ?? {};
  const out = new Map<RemessaMovement, MovementSupport>();
  for (const m of REMESSA_MOVEMENTS) {
    const code = table[m];
    if (code !== undefined) out.set(m, { code, needs: NEEDS[m] ?? [] });
  }
  return out;
}

/** Whether `m` is a movement. @example isMovement("write_off") // true */
export function isMovement(m: unknown): m is RemessaMovement {
  return typeof m === "string" && (REMESSA_MOVEMENTS as readonly string[]).includes(m);
}

/** Instruction types: every movement but the entry (an instruction is about a boleto already issued). */
export const INSTRUCTION_TYPES = REMESSA_MOVEMENTS.filter(
  (m): m is Exclude<RemessaMovement, "entry"> => m !== "entry",
) as [Exclude<RemessaMovement, "entry">, ...Exclude<RemessaMovement, "entry">[]];
export type InstructionType = (typeof INSTRUCTION_TYPES)[number];
