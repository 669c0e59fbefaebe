/**
 * Validation of one boleto item, in two steps with one outcome: the zod schema (structure and each
 * field on its own), then the rules that need several fields, the clock or the bank (registry).
 * `validateBoletoInput` is what the service calls per item; `buildBoleto` runs the same steps.
 */

import { getBank } from "../banks/registry";
import type { Issue } from "../errors";
import { isoToDays } from "../math/date";
import { normalizeCep, normalizeDocument } from "../math/documents";
import { FACTOR_FIRST_DAYS, FACTOR_WINDOW_AFTER_DAYS, FACTOR_WINDOW_BEFORE_DAYS } from "../math/due-factor";
import type { Address, BoletoInput, IsoDate, Party } from "../types";
import { fromZodIssues } from "./issues";
import { checkBolepix } from "./pix";
import { boletoItemSchema, LIMITS } from "./schema";

export type ValidationResult = { ok: true; value: BoletoInput } | { ok: false; issues: Issue[] };

export interface ValidateOptions {
  /** "Today": when given, the due date must also be one a reader can decode (3,000 days before to 5,500 after). */
  today?: IsoDate;
  /**
   * The title is registered by API at a bank that assigns nosso número and codes (Cora): its
   * `BANK_ASSIGNS_CODES` refusal of lote's placeholder nosso número does not apply. The codes
   * built from the placeholder are never printed: the bank's, checked, replace them.
   */
  codesFromBank?: boolean;
}

function normalizeAddress(a: Address): Address {
  return { ...a, state: a.state.toUpperCase(), zip_code: normalizeCep(a.zip_code) };
}

function normalizeParty(p: Party): Party {
  const out: Party = { ...p, document: normalizeDocument(p.document) };
  if (p.address) out.address = normalizeAddress(p.address);
  return out;
}

/**
 * The canonical form of a structurally valid item: documents without punctuation (letters upper
 * case), CEPs as 8 digits, UFs upper case. Everything else is kept as given.
 */
export function normalizeBoletoInput(input: BoletoInput): BoletoInput {
  const out: BoletoInput = {
    ...input,
    beneficiary: normalizeParty(input.beneficiary),
    payer: normalizeParty(input.payer),
  };
  if (input.guarantor) out.guarantor = normalizeParty(input.guarantor);
  return out;
}

function push(issues: Issue[], code: string, path: (string | number)[], message: string): void {
  issues.push({ code, path, message });
}

/** Interest and fine: rates capped at 100%, a due date to count from, a start after it. */
function checkCharge(issues: Issue[], input: BoletoInput, field: "interest" | "fine", code: string): void {
  const charge = input[field];
  if (charge === undefined) return;
  const isRate = charge.kind === "monthly_rate" || charge.kind === "rate";
  if (isRate && charge.value > LIMITS.rateBasisPoints) {
    push(
      issues,
      code,
      [field, "value"],
      `${field}.value must be at most ${LIMITS.rateBasisPoints} basis points (100%)`,
    );
  }
  if (input.due_date === null) {
    push(issues, "REQUIRES_DUE_DATE", [field], `${field} needs a due_date to start from`);
  } else if (charge.start_date !== undefined && charge.start_date <= input.due_date) {
    push(issues, "INVALID_START_DATE", [field, "start_date"], `${field}.start_date must be after due_date`);
  }
}

/**
 * Rules that need more than one field, the clock or the bank, on a structurally valid,
 * normalised input. Order: due date, amounts, interest, fine, Bolepix, then the bank's own rules.
 *
 * @example semanticIssues(input, "2025-01-10") // [] when the boleto can be issued
 */
export function semanticIssues(input: BoletoInput, today?: IsoDate, codesFromBank = false): Issue[] {
  const issues: Issue[] = [];
  if (input.due_date !== null) {
    const due = isoToDays(input.due_date) as number;
    const now = today === undefined ? undefined : isoToDays(today);
    if (due < FACTOR_FIRST_DAYS) {
      push(
        issues,
        "DUE_DATE_OUT_OF_RANGE",
        ["due_date"],
        "due_date must be 2000-07-03 or later (fator de vencimento starts there)",
      );
    } else if (
      now !== undefined &&
      (due < now - FACTOR_WINDOW_BEFORE_DAYS || due > now + FACTOR_WINDOW_AFTER_DAYS)
    ) {
      push(
        issues,
        "DUE_DATE_OUT_OF_RANGE",
        ["due_date"],
        "due_date must be between 3000 days before and 5500 days after today, or its fator de vencimento is ambiguous",
      );
    }
  }
  if (input.discount !== undefined) {
    if (input.discount.amount_cents >= input.amount_cents) {
      push(
        issues,
        "DISCOUNT_TOO_LARGE",
        ["discount", "amount_cents"],
        "discount.amount_cents must be less than amount_cents",
      );
    }
    if (input.due_date !== null && input.discount.until > input.due_date) {
      push(
        issues,
        "INVALID_DISCOUNT_DATE",
        ["discount", "until"],
        "discount.until must not be after due_date",
      );
    }
  }
  // Strictly less, like the desconto: an abatimento of the whole amount leaves nothing to pay, and
  // the banks refuse it (FEBRABAN CNAB 240 C047 motivo 34 "valor do abatimento maior ou igual ao
  // valor do título").
  if (input.rebate_cents !== undefined && input.rebate_cents >= input.amount_cents) {
    push(issues, "REBATE_TOO_LARGE", ["rebate_cents"], "rebate_cents must be less than amount_cents");
  }
  checkCharge(issues, input, "interest", "INVALID_INTEREST");
  checkCharge(issues, input, "fine", "INVALID_FINE");
  if (input.pix !== undefined) issues.push(...checkBolepix(input));
  const bank = getBank(input.bank_code);
  if (bank !== undefined)
    issues.push(
      ...bank.boleto.validate(input).filter((i) => !(codesFromBank && i.code === "BANK_ASSIGNS_CODES")),
    );
  return issues;
}

/**
 * The structural step alone: the zod schema, then normalisation.
 *
 * @example parseBoletoStructure({}).ok // false
 */
export function parseBoletoStructure(value: unknown): ValidationResult {
  const parsed = boletoItemSchema.safeParse(value);
  if (!parsed.success) return { ok: false, issues: fromZodIssues(parsed.error.issues, value) };
  // The schema's shape is BoletoInput's; `pix` is one object there and a union in the type, which
  // checkBolepix enforces in the next step.
  return { ok: true, value: normalizeBoletoInput(parsed.data as BoletoInput) };
}

/**
 * Validates one boleto item and returns it normalised, or every issue found (path + stable code).
 * Structural problems are reported first; the bank's and cross-field rules only run once the
 * structure is sound. Deterministic: same value, same issues in the same order.
 *
 * @example
 * validateBoletoInput({ bank_code: "999" })
 * // { ok: false, issues: [{ code: "UNSUPPORTED_BANK", path: ["bank_code"], … }, { code: "REQUIRED", path: ["agency"], … }, …] }
 */
export function validateBoletoInput(value: unknown, options: ValidateOptions = {}): ValidationResult {
  if (
    options.today !== undefined &&
    (typeof options.today !== "string" || isoToDays(options.today) === undefined)
  ) {
    return {
      ok: false,
      issues: [{ code: "INVALID_DATE", path: ["today"], message: "today must be a real date YYYY-MM-DD" }],
    };
  }
  const structure = parseBoletoStructure(value);
  if (!structure.ok) return structure;
  const issues = semanticIssues(structure.value, options.today, options.codesFromBank === true);
  return issues.length > 0 ? { ok: false, issues } : structure;
}
