/**
 * Checking one instruction against its boleto, in the background (a bad one fails alone, with its
 * code and path): the boleto exists for this tenant and is issued; the bank × layout writes the
 * movement (the engine's movement table); the boleto's state allows it (no new due date on a paid
 * or written-off boleto, no protest cancel without a protest); the fields the movement needs are
 * given and the boleto with them is still valid. The result is the remessa title that will carry
 * it and its group (the file it belongs in).
 */

import { connectorOf } from "../../connectors/store";
import {
  type ApiOperation,
  accountKey,
  type CnabLayout,
  MOVEMENT_NEEDS,
  protestIssues,
  protestSupport,
  type RemessaTitle,
  validateBoletoInput,
} from "../../engine/index";
import { isIssued, type TargetBoleto } from "../../ledger/boletos";
import { engineInput } from "../../ledger/input";
import { allowedFrom, decideInstruction } from "../../ledger/instruction-rules";
import type { BankStatus } from "../../ledger/machine";
import { INSTRUCTION_TYPES, type InstructionType, movementSupport } from "../../ledger/movements";
import { type ItemError, toItemErrors } from "../core/items";
import { mergeItem } from "../core/merge";

/** Fields an "alteração de outros dados" (change_data) may change. */
const OTHER_DATA = ["payer", "guarantor", "document_number", "interest", "fine", "discount"] as const;
const ALWAYS = new Set(["boleto", "type", "layout"]);
const PROTEST_TYPES = new Set<string>(["protest"]);

export type Checked =
  | {
      ok: true;
      type: InstructionType;
      layout: CnabLayout | "api";
      changes: Record<string, unknown>;
      title: RemessaTitle;
      groupKey: string;
      /** The queued instruction it replaces, and those a write-off makes moot. */
      replaces?: string;
      supersedes: string[];
    }
  | { ok: false; errors: ItemError[] };

type Failed = Extract<Checked, { ok: false }>;
type Reference = NonNullable<ReturnType<typeof referenceOf>>;

const fail = (code: string, path: string, message: string): Failed => ({
  ok: false,
  errors: [{ code, path, message }],
});

/** The reference an instruction names its boleto by: `{ item_id }` or `{ external_id }`. */
export function referenceOf(input: unknown): { key: "item_id" | "external_id"; value: string } | null {
  const b = (input as { boleto?: unknown } | null)?.boleto;
  if (typeof b !== "object" || b === null) return null;
  const o = b as Record<string, unknown>;
  if (typeof o.item_id === "string") return { key: "item_id", value: o.item_id };
  if (typeof o.external_id === "string") return { key: "external_id", value: o.external_id };
  return null;
}

/** What the bank's API offers for `type` (an instruction about a boleto registered by API), or undefined. */
function apiSupport(bank: string, type: InstructionType): { needs: readonly string[] } | undefined {
  const ops = connectorOf(bank)?.connector.operations;
  if (!ops?.has(type as ApiOperation)) return undefined;
  return { needs: MOVEMENT_NEEDS[type] };
}

/**
 * The layout the instruction is written in: given, else its boleto's last remessa's, else the
 * bank's only one of 240 and 400 (a CNAB 444 instruction is asked for, or follows its file).
 */
function layoutOf(given: unknown, boleto: TargetBoleto): CnabLayout | "ambiguous" | "none" {
  if (given === "cnab240" || given === "cnab400" || given === "cnab444") return given;
  if (boleto.fileLayout) return boleto.fileLayout;
  const offered = (["cnab240", "cnab400"] as const).filter(
    (l) => movementSupport(boleto.bankCode ?? "", l).size > 0,
  );
  if (offered.length === 1) return offered[0] as CnabLayout;
  return offered.length === 0 ? "none" : "ambiguous";
}

/** An instruction of the boleto that is queued, sent or accepted, as the check reads it. */
export interface KnownInstruction {
  id: string;
  type: string;
  state: string;
  remessaFileId: string | null;
  payload: Record<string, unknown>;
}

/**
 * Checks `input` (one instruction as the client sent it) against `boleto` (undefined: not found)
 * and the boleto's instructions (`live`: queued, sent or accepted ones). What the boleto's state
 * allows and what the new one does to the queued ones are the ledger's rules
 * (src/ledger/instruction-rules.ts). `today` is São Paulo's date.
 */
export function checkInstruction(
  input: unknown,
  boleto: TargetBoleto | undefined,
  live: KnownInstruction[],
  today: string,
): Checked {
  const named = namedInstruction(input);
  if ("ok" in named) return named;
  const { o, ref, type } = named;
  if (!boleto)
    return fail(
      "INSTRUCTION_BOLETO_NOT_FOUND",
      `boleto.${ref.key}`,
      `no boleto of yours has this ${ref.key}`,
    );
  if (!isIssued(boleto))
    return fail("BOLETO_NOT_ISSUED", `boleto.${ref.key}`, `the boleto is ${boleto.status}, not issued`);
  const path = pathOf(o, boleto, type);
  if ("ok" in path) return path;
  const { bank, layout } = path;
  const fields = fieldProblem(o, type, path.needs, bank, layout);
  if (fields) return fields;
  const allowed_ = allowedFrom(type, boleto.bankStatus as BankStatus | null);
  if (!allowed_.ok) return fail(allowed_.code, "type", allowed_.message);
  const state = stateProblem(type, boleto, live);
  if (state) return fail("INSTRUCTION_NOT_ALLOWED", "type", state);
  if (type === "due_date_change" && typeof o.due_date === "string" && o.due_date < today)
    return fail("INSTRUCTION_DUE_DATE_PAST", "due_date", `the new due date is before today (${today})`);
  const changes = Object.fromEntries(Object.entries(o).filter(([k]) => !ALWAYS.has(k) && k !== "protest"));
  if (type === "change_data" && Object.keys(changes).length === 0)
    return fail(
      "INSTRUCTION_FIELD_REQUIRED",
      "",
      `a change_data instruction changes one of ${OTHER_DATA.join(", ")}`,
    );
  const v = validateBoletoInput(mergeItem(engineInput(boleto.input), changes), { today });
  if (!v.ok) return { ok: false, errors: toItemErrors(v.issues) };
  const decision = decideInstruction(
    type,
    changes,
    live.flatMap((l) =>
      l.state === "queued" || l.state === "sent"
        ? [{ id: l.id, type: l.type, state: l.state, claimed: l.remessaFileId !== null, payload: l.payload }]
        : [],
    ),
  );
  if (decision.verdict === "refuse") return fail(decision.code, "type", decision.message);
  const protest = o.protest as RemessaTitle["protest"] | undefined;
  // By API the "title" is the boleto with the change (its layout names the path, not a CNAB file).
  const title = {
    ...v.value,
    movement: type,
    layout,
    ...(protest ? { protest } : {}),
  } as unknown as RemessaTitle;
  return {
    ok: true,
    type,
    layout,
    changes,
    title,
    groupKey: layout === "api" ? `api:${bank}` : accountKey(v.value, layout),
    ...(decision.replaces ? { replaces: decision.replaces } : {}),
    supersedes: decision.supersedes,
  };
}

/** The instruction as an object, with its boleto's reference and a known type; or why not. */
function namedInstruction(
  input: unknown,
): Failed | { o: Record<string, unknown>; ref: Reference; type: InstructionType } {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return fail("INVALID_TYPE", "", "an instruction is an object");
  const o = input as Record<string, unknown>;
  const ref = referenceOf(o);
  if (!ref) return fail("INVALID_REFERENCE", "boleto", "boleto must be { item_id } or { external_id }");
  if (!(INSTRUCTION_TYPES as readonly unknown[]).includes(o.type))
    return fail("INSTRUCTION_UNKNOWN_TYPE", "type", `type must be one of ${INSTRUCTION_TYPES.join(", ")}`);
  return { o, ref, type: o.type as InstructionType };
}

/**
 * The path the instruction goes by (the bank's API for a boleto registered by API, else a CNAB
 * layout) and the fields its movement needs there; or why the bank offers none.
 */
function pathOf(
  o: Record<string, unknown>,
  boleto: TargetBoleto,
  type: InstructionType,
): Failed | { bank: string; layout: CnabLayout | "api"; needs: readonly string[] } {
  if (o.layout !== undefined && o.layout !== "cnab240" && o.layout !== "cnab400" && o.layout !== "cnab444")
    return fail("INVALID_VALUE", "layout", 'layout must be "cnab240", "cnab400" or "cnab444"');
  const bank = boleto.bankCode ?? "";
  const byApi = boleto.registrationPath === "api";
  const layout = byApi ? "api" : layoutOf(o.layout, boleto);
  if (layout === "none")
    return fail("INSTRUCTION_UNSUPPORTED", "type", `bank ${bank} has no CNAB remessa in lote`);
  if (layout === "ambiguous")
    return fail(
      "INSTRUCTION_LAYOUT_REQUIRED",
      "layout",
      `bank ${bank} has CNAB 240 and 400 and no remessa carried this boleto yet: say which layout`,
    );
  const support = layout === "api" ? apiSupport(bank, type) : movementSupport(bank, layout).get(type);
  if (!support)
    return fail(
      "INSTRUCTION_UNSUPPORTED",
      "type",
      layout === "api"
        ? `bank ${bank}'s API (the boleto was registered by API) has no ${type} (see docs/connectors.md)`
        : `bank ${bank} has no ${type} movement in ${layout.toUpperCase()} (see docs/cnab.md)`,
    );
  return { bank, layout, needs: support.needs };
}

/**
 * Why the instruction's fields do not fit its movement, or null: a field it does not take, one
 * it needs missing, or a protest the remessa cannot write.
 */
function fieldProblem(
  o: Record<string, unknown>,
  type: InstructionType,
  needs: readonly string[],
  bank: string,
  layout: CnabLayout | "api",
): Failed | null {
  const allowed = new Set([
    ...ALWAYS,
    ...needs,
    ...(type === "change_data" ? OTHER_DATA : []),
    ...(PROTEST_TYPES.has(type) ? ["protest"] : []),
  ]);
  for (const k of Object.keys(o))
    if (!allowed.has(k)) return fail("UNKNOWN_FIELD", k, `${k} is not a field of a ${type} instruction`);
  for (const k of needs)
    if (o[k] === undefined || o[k] === null)
      return fail("INSTRUCTION_FIELD_REQUIRED", k, `a ${type} instruction needs ${k}`);
  // The days go into a 2-digit field of the remessa: a bad value fails here, not the file later.
  if (o.protest === undefined) return null;
  const bad = protestIssues(o.protest);
  if (bad.length > 0) return { ok: false, errors: toItemErrors(bad) };
  // And the layout must have a protest code for those days (calendar or business).
  if (layout === "api") return null;
  const business = (o.protest as { business_days?: boolean }).business_days === true;
  const can = protestSupport(bank, layout);
  if (!(business ? can.business : can.calendar))
    return fail(
      "CNAB_UNSUPPORTED_PROTEST",
      "protest",
      `bank ${bank} has no protest in ${business ? "business" : "calendar"} days in ${layout.toUpperCase()} (docs/cnab.md)`,
    );
  return null;
}

/** Why the boleto's protest or abatimento does not allow `type` (its state already does), or null. */
function stateProblem(type: InstructionType, b: TargetBoleto, live: KnownInstruction[]) {
  const status = b.bankStatus as BankStatus | null;
  const has = (t: string) => live.some((x) => x.type === t);
  if (
    (type === "protest_cancel" || type === "protest_cancel_and_write_off") &&
    status !== "protested" &&
    !has("protest")
  )
    return "the boleto has no protest to cancel";
  const rebate = (b.input as { rebate_cents?: unknown } | null)?.rebate_cents;
  if (type === "rebate_cancel" && !(typeof rebate === "number" && rebate > 0) && !has("rebate"))
    return "the boleto has no abatimento to cancel";
  return null;
}
