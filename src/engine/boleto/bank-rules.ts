/**
 * Building blocks the bank modules (`banks/<code>-<slug>/boleto.ts`) use to validate their own
 * fields with the same codes, paths and messages everywhere. Each bank states its limits; this file
 * turns them into {@link Issue}s.
 */

import type { BankFieldSpec } from "../banks/types";
import type { Issue } from "../errors";
import { isDigits } from "../math/check-digits";
import type { BoletoInput } from "../types";

/** The `BankAccount`/`BoletoInput` fields a bank may constrain, with the code of a bad value. */
const FIELD_CODES = {
  agency: "INVALID_AGENCY",
  agency_digit: "INVALID_AGENCY_DIGIT",
  account: "INVALID_ACCOUNT",
  account_digit: "INVALID_ACCOUNT_DIGIT",
  agreement: "INVALID_AGREEMENT",
  our_number: "INVALID_OUR_NUMBER",
  document_number: "INVALID_DOCUMENT_NUMBER",
} as const;

export type CheckedField = keyof typeof FIELD_CODES;

export interface DigitsRule {
  /** Most digits the bank accepts (shorter values are zero-padded on the left). */
  max: number;
  /** Fewest digits; default 1. */
  min?: number;
  /** Default true. A missing optional field is reported as `REQUIRED`. */
  required?: boolean;
  /** Extra text for the message, e.g. `"for convênio of 7 digits"`. */
  context?: string;
}

/**
 * Collects the issues of one bank's validation.
 *
 * @example
 * const c = new RuleCheck(input, "Bradesco");
 * c.digits("agency", { max: 4 });
 * c.wallet(["06", "09"]);
 * return c.issues;
 */
export class RuleCheck {
  readonly issues: Issue[] = [];

  constructor(
    readonly input: BoletoInput,
    readonly bankName: string,
  ) {}

  add(code: string, path: (string | number)[], message: string): void {
    this.issues.push({ code, path, message });
  }

  /** A digits-only field of `rule.min`–`rule.max` digits. Returns true when it is valid. */
  digits(field: CheckedField, rule: DigitsRule): boolean {
    const value = this.input[field];
    const min = rule.min ?? 1;
    const suffix = rule.context ? ` ${rule.context}` : "";
    if (value === undefined || value === "") {
      if (rule.required === false) return true;
      this.add("REQUIRED", [field], `${field} is required for ${this.bankName}${suffix}`);
      return false;
    }
    if (!isDigits(value) || value.length < min || value.length > rule.max) {
      const size = min === rule.max ? `${min} digits` : `${min} to ${rule.max} digits`;
      this.add(FIELD_CODES[field], [field], `${field} must be ${size} for ${this.bankName}${suffix}`);
      return false;
    }
    return true;
  }

  /** An optional single check digit the bank computes itself: when given, it must match. */
  matches(field: "agency_digit" | "account_digit", expected: string): void {
    const given = this.input[field];
    if (given !== undefined && given !== "" && given.toUpperCase() !== expected) {
      this.add(FIELD_CODES[field], [field], `${field} is ${given} but ${this.bankName} computes ${expected}`);
    }
  }

  /** The carteira must be one the module knows. */
  wallet(wallets: readonly string[]): boolean {
    if (wallets.includes(this.input.wallet)) return true;
    this.add(
      "UNSUPPORTED_WALLET",
      ["wallet"],
      `wallet ${JSON.stringify(this.input.wallet)} is not supported for ${this.bankName}; use one of ${wallets.join(", ")}`,
    );
    return false;
  }

  /**
   * A carteira the bank assigns in the contract (`BankBoletoRules.contractWallet`): exactly
   * `width` digits, taken as given.
   */
  contractWallet(width: number): boolean {
    const wallet = this.input.wallet;
    if (wallet.length === width && isDigits(wallet)) return true;
    this.add(
      "UNSUPPORTED_WALLET",
      ["wallet"],
      `wallet ${JSON.stringify(wallet)} is not supported for ${this.bankName}; give the ${width}-digit carteira of the contract`,
    );
    return false;
  }

  /** Checks `bank_fields` against the bank's specs: unknown keys, missing required ones, formats. */
  bankFields(specs: readonly BankFieldSpec[]): void {
    const given = this.input.bank_fields ?? {};
    let unknown: string[] | undefined; // allocated only when there is something to report
    for (const key of Object.keys(given)) {
      if (specs.some((s) => s.name === key)) continue;
      unknown ??= [];
      unknown.push(key);
    }
    if (unknown !== undefined) {
      const known = specs.length > 0 ? specs.map((s) => s.name).join(", ") : "none";
      for (const key of unknown.sort()) {
        this.add(
          "UNKNOWN_BANK_FIELD",
          ["bank_fields", key],
          `${this.bankName} has no bank field ${key} (known: ${known})`,
        );
      }
    }
    for (const spec of specs) {
      const value = given[spec.name];
      if (value === undefined) {
        if (spec.required) {
          this.add(
            "REQUIRED",
            ["bank_fields", spec.name],
            `bank_fields.${spec.name} is required for ${this.bankName}`,
          );
        }
        continue;
      }
      const okPattern = spec.values
        ? spec.values.includes(value)
        : isDigits(value) && value.length <= spec.maxDigits;
      if (!okPattern) {
        const expected = spec.values ? `one of ${spec.values.join(", ")}` : `1 to ${spec.maxDigits} digits`;
        this.add(
          "INVALID_BANK_FIELD",
          ["bank_fields", spec.name],
          `bank_fields.${spec.name} must be ${expected} for ${this.bankName}`,
        );
      }
    }
  }
}

/**
 * A bank field's value, or its documented default.
 *
 * @example bankField(input, "modality", "01") // "01" unless input.bank_fields.modality is set
 */
export function bankField(input: BoletoInput, name: string, fallback: string): string {
  return input.bank_fields?.[name] ?? fallback;
}
