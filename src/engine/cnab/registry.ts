/**
 * CNAB specs come from the same bank registry as the boletos: `getBank(code).cnab.cnab240/400/444`.
 * This module only looks them up and lists what is supported.
 */
import { BANK_CODES, getBank } from "../banks/registry";
import { EngineError } from "../errors";
import type { Cnab240Spec } from "./cnab240/spec";
import type { Cnab400Spec } from "./cnab400/spec";
import {
  MOVEMENT_NEEDS,
  type MovementSupport,
  movementRecords,
  REMESSA_MOVEMENTS,
  type RemessaMovement,
} from "./movements";
import type { CnabLayout } from "./types";

export type CnabSpec = Cnab240Spec | Cnab400Spec;

/** The bank's spec for `layout`, or undefined. @example cnabSpec("341", "cnab400")?.bank_name */
export function cnabSpec(bankCode: string, layout: CnabLayout): CnabSpec | undefined {
  const cnab = getBank(bankCode)?.cnab;
  if (!(LAYOUTS as readonly string[]).includes(layout)) return undefined;
  return cnab?.[layout];
}

/** Every layout lote knows, in the order {@link cnabSupport} lists them. */
export const LAYOUTS = ["cnab240", "cnab400", "cnab444"] as const satisfies readonly CnabLayout[];

/** Like {@link cnabSpec}, but an unsupported bank or layout is the typed error. */
export function requireSpec(bankCode: string, layout: CnabLayout, path: (string | number)[]): CnabSpec {
  if (!(LAYOUTS as readonly string[]).includes(layout)) {
    throw new EngineError({
      code: "CNAB_UNKNOWN_LAYOUT",
      path: ["layout"],
      message: `layout must be "cnab240", "cnab400" or "cnab444"`,
    });
  }
  const spec = cnabSpec(bankCode, layout);
  if (spec === undefined) {
    throw new EngineError({
      code: "CNAB_UNSUPPORTED_BANK",
      path,
      message: `bank ${String(bankCode)} has no ${layout.toUpperCase()} support in lote`,
    });
  }
  return spec;
}

export interface CnabSupport {
  bank_code: string;
  layout: CnabLayout;
  /** Manual the tables follow. */
  manual: string;
}

/**
 * Every bank × layout lote writes (remessa) and reads (retorno), sorted by bank code then layout.
 *
 * @example cnabSupport().map((s) => `${s.bank_code}/${s.layout}`)
 */
export function cnabSupport(): CnabSupport[] {
  const out: CnabSupport[] = [];
  for (const code of BANK_CODES) {
    for (const layout of LAYOUTS) {
      const spec = cnabSpec(code, layout);
      if (spec) out.push({ bank_code: code, layout, manual: spec.manual });
    }
  }
  return out;
}

/**
 * The movements bank `bankCode` offers in `layout`, in {@link REMESSA_MOVEMENTS} order, each with
 * its code, the title fields it needs and the records it writes. Empty for a bank × layout lote
 * does not write.
 *
 * @example movementSupport("237", "cnab400").get("due_date_change") // { code: "06", needs: ["due_date"], records: ["detail"] }
 */
export function movementSupport(
  bankCode: string,
  layout: CnabLayout,
): ReadonlyMap<RemessaMovement, MovementSupport> {
  const spec = cnabSpec(bankCode, layout);
  const out = new Map<RemessaMovement, MovementSupport>();
  if (spec === undefined) return out;
  const fineRecord = spec.layout !== "cnab240" && spec.extraRecords.fine !== undefined;
  const own = spec.layout === "cnab240" ? spec.movement_records : undefined;
  for (const m of REMESSA_MOVEMENTS) {
    const code = spec.movements[m];
    if (code === undefined) continue;
    out.set(m, {
      code,
      needs: spec.movement_needs?.[m] ?? MOVEMENT_NEEDS[m],
      records: movementRecords(layout, m, own, fineRecord),
    });
  }
  return out;
}

/**
 * Whether the bank × layout answers a refused instruction with an occurrence of its own (kind
 * `instruction_rejected`): when it does, a `rejected` occurrence is always about an entry; when it
 * does not (one code for every refusal: BB 400, Citibank 400), a `rejected` on a registered boleto
 * may be an instruction's.
 * @example rejectsInstructionsApart("341", "cnab400") // true
 */
export function rejectsInstructionsApart(bankCode: string, layout: CnabLayout): boolean {
  const spec = cnabSpec(bankCode, layout);
  if (!spec) return false;
  return Object.values(spec.occurrences.codes).some((d) => d.kind === "instruction_rejected");
}

/**
 * Whether the bank × layout writes a protest in calendar and in business days (its manual's
 * protest codes): what a protest instruction may ask before any file is built.
 * @example protestSupport("104", "cnab240").calendar // true or false, as Caixa's manual says
 */
export function protestSupport(
  bankCode: string,
  layout: CnabLayout,
): { calendar: boolean; business: boolean } {
  const p = cnabSpec(bankCode, layout)?.protest;
  return { calendar: p?.calendar !== undefined, business: p?.business !== undefined };
}
