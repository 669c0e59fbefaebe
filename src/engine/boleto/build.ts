/**
 * Issuing one boleto: validate, ask the bank for its campo livre and nosso número, assemble the
 * barcode and linha digitável, and attach the Bolepix payload.
 */

import { getBank } from "../banks/registry";
import type { BankModule } from "../banks/types";
import { EngineError } from "../errors";
import { isDigits } from "../math/check-digits";
import { isoToDays } from "../math/date";
import { dueFactorOfDays, NO_DUE_DATE_FACTOR } from "../math/due-factor";
import { amountField } from "../math/money";
import type { Boleto, BoletoInput, EngineClock } from "../types";
import { assembleBarcode, barcodeToDigitableLine, formatDigitableLine } from "./barcode";
import { isCanonicalBoletoInput } from "./fast-path";
import { bolepixPayload } from "./pix";
import { parseBoletoStructure, semanticIssues } from "./validate";

/** The full boleto of a validated input (issue_date filled), built as one object literal. */
function assemble(input: BoletoInput, bank: BankModule, clock: EngineClock): Boleto {
  const context = { today: clock.today };
  const free = bank.boleto.freeField(input, context);
  if (free.length !== 25 || !isDigits(free)) {
    // A bank module broke its contract; never print a slip that cannot be paid.
    throw new Error(`internal: bank ${bank.code} produced a campo livre of ${JSON.stringify(free)}`);
  }
  const factor =
    input.due_date === null
      ? NO_DUE_DATE_FACTOR
      : String(dueFactorOfDays(isoToDays(input.due_date) as number));
  const barcode = assembleBarcode(bank.code, factor, amountField(input.amount_cents), free);
  const line = barcodeToDigitableLine(barcode);
  return {
    bank_code: bank.code,
    barcode,
    digitable_line: line,
    digitable_line_formatted: formatDigitableLine(line),
    our_number: bank.boleto.ourNumber(input, context),
    due_factor: factor,
    amount_cents: input.amount_cents,
    free_field: free,
    beneficiary_code: bank.boleto.beneficiaryCode(input),
    bank_code_formatted: `${bank.code}-${bank.codeDigit}`,
    input,
    processed_on: clock.today,
  };
}

/**
 * Validates `value` as a boleto item and computes everything printed on the slip. `clock.today`
 * is the data de processamento, the default `issue_date`, and the reference the due date must be
 * decodable from (3,000 days before to 5,500 days after).
 *
 * Throws an {@link EngineError} listing every issue: the same issues, in the same order, that
 * `validateBoletoInput(value, { today })` returns. An already-canonical item skips the zod schema
 * (see `fast-path.ts`); the result is the same either way.
 *
 * @example
 * buildBoleto(item, { today: "2025-01-10" }).digitable_line_formatted
 * // "34191.09008 01015.271248 80212.460002 4 25480000675787"
 */
export function buildBoleto(value: unknown, clock: EngineClock): Boleto {
  if (
    clock === null ||
    typeof clock !== "object" ||
    typeof clock.today !== "string" ||
    isoToDays(clock.today) === undefined
  ) {
    throw new EngineError({
      code: "INVALID_DATE",
      path: ["today"],
      message: "today must be a real date YYYY-MM-DD",
    });
  }
  let input: BoletoInput;
  if (isCanonicalBoletoInput(value)) {
    input = value;
  } else {
    const structure = parseBoletoStructure(value);
    if (!structure.ok) throw new EngineError(structure.issues);
    input = structure.value;
  }
  const issues = semanticIssues(input, clock.today, clock.codesFromBank === true);
  if (issues.length > 0) throw new EngineError(issues);

  // A copy, so the caller's object is never aliased by the result.
  const prepared: BoletoInput = { ...input, issue_date: input.issue_date ?? clock.today };
  const bank = getBank(prepared.bank_code) as BankModule; // the schema checked the registry
  const boleto = assemble(prepared, bank, clock);
  const pix = bolepixPayload(prepared);
  if (pix !== undefined) boleto.pix_payload = pix;
  return boleto;
}
