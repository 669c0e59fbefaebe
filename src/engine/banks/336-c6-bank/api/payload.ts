/**
 * The body of C6's BolePix registration (`POST /v2/bank_slips/`) from lote's title, or what the
 * title asks that the API cannot carry. Field names: `published.ts` (a Go adapter of C6's BolePix
 * OpenAPI 3.0.3 v1.0.1 and a Python provider validated in C6's sandbox). Field by field:
 * docs/connectors/336-c6-bank.md.
 *
 * Money goes as reais with two decimals, formatted from the integer (`12345` → 123.45); rates as
 * percent from basis points; fee deadlines as whole days after (fine, interest) the due date.
 */
import { isoToDays } from "../../../math/date";
import { centsToDecimal } from "../../../math/money";
import type { BoletoInput } from "../../../types";

/** One thing the title asks that C6's API cannot express. */
export interface PayloadIssue {
  path: string;
  code: string;
  message: string;
}

/** A decimal JSON number from an integer of hundredths (centavos or basis points). */
export function decimalOf(hundredths: number): number {
  return Number(centsToDecimal(hundredths));
}

/** An EVP (chave aleatória): a UUID. C6's BolePix takes no other key type. */
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Days from `due` to `start` (the first day the charge applies); 1 when lote's default. */
function deadline(due: string, start: string | undefined): number {
  if (start === undefined) return 1;
  return (isoToDays(start) ?? 0) - (isoToDays(due) ?? 0);
}

function fees(input: BoletoInput, add: (p: string, c: string, m: string) => void) {
  const out: Record<string, unknown> = {};
  const due = input.due_date ?? "";
  const { fine, interest, discount } = input;
  if (fine) {
    out.fine_type = fine.kind === "amount" ? "FIXED_VALUE" : "PERCENTAGE";
    out.fine_value = decimalOf(fine.value);
    out.fine_deadline = deadline(due, fine.start_date);
  }
  if (interest) {
    out.interest_type = interest.kind === "daily_amount" ? "VALUE_PER_DAY" : "MONTHLY_PERCENTAGE";
    out.interest_value = decimalOf(interest.value);
    out.interest_deadline = deadline(due, interest.start_date);
  }
  if (discount)
    // The two clients disagree on discount_type's values (FIXED_VALUE vs VALUE_PER_DAY): a
    // discount is money, so lote sends none rather than guess.
    add(
      "discount",
      "C6_DISCOUNT_UNCONFIRMED",
      "C6's discount_type values are not confirmed; lote sends no discount",
    );
  for (const [k, v] of Object.entries(out))
    if (typeof v === "number" && v < 0) add(k, "C6_DEADLINE", `${k} is before the due date`);
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * C6's body for the title with its `external_reference_id`, and what cannot be sent.
 *
 * @example bolepixBody(input, "K7Q…").body.payment_method // { bank_slip: { billing_scheme: "21" } }
 */
export function bolepixBody(
  input: BoletoInput,
  externalReferenceId: string,
): { body: Record<string, unknown>; issues: PayloadIssue[] } {
  const issues: PayloadIssue[] = [];
  const add = (path: string, code: string, message: string) => issues.push({ path, code, message });
  if (input.due_date === null) add("due_date", "C6_DUE_DATE_REQUIRED", "C6's BolePix needs a due date");
  if (input.rebate_cents !== undefined && input.rebate_cents > 0)
    add("rebate_cents", "C6_NO_REBATE", "C6's BolePix has no abatimento");
  if (input.guarantor !== undefined)
    add("guarantor", "C6_NO_GUARANTOR", "C6's BolePix has no sacador/avalista");
  const a = input.payer.address;
  if (!a) add("payer.address", "C6_ADDRESS_REQUIRED", "C6 requires the payer's address");
  else if (!a.district)
    add("payer.address.district", "C6_DISTRICT_REQUIRED", "C6 requires the neighborhood (bairro)");
  const description = input.description?.[0] ?? `Cobrança ${input.document_number ?? externalReferenceId}`;
  if ([...description].length > 100)
    add("description", "C6_FIELD_TOO_LONG", "C6's description takes 100 characters");
  const bankSlip: Record<string, unknown> = { billing_scheme: input.wallet };
  const lines = input.instructions ?? [];
  if (lines.length > 4 || lines.some((l) => [...l].length > 80))
    add("instructions", "C6_INSTRUCTIONS", "C6 takes at most 4 instruction lines of 80 characters");
  if (lines.length > 0) bankSlip.instructions = lines;
  const method: Record<string, unknown> = { bank_slip: bankSlip };
  const pix = input.pix;
  if (pix && "key" in pix) {
    if (!EVP.test(pix.key))
      add("pix.key", "C6_PIX_KEY_NOT_EVP", "C6's BolePix takes only a random (EVP) Pix key");
    method.pix = { key: pix.key, type: "EVP" };
  } else if (pix) add("pix", "C6_PIX_KEY_REQUIRED", "C6's BolePix needs the account's EVP Pix key");
  const body: Record<string, unknown> = {
    external_reference_id: externalReferenceId,
    amount: decimalOf(input.amount_cents),
    due_date: input.due_date ?? "",
    description,
    payer: {
      name: input.payer.name,
      tax_id: input.payer.document,
      address: a
        ? {
            address: a.number ? `${a.street}, ${a.number}` : a.street,
            neighborhood: a.district ?? "",
            city: a.city,
            state: a.state,
            zip_code: a.zip_code.replace(/\D/g, ""),
          }
        : {},
    },
    payment_method: method,
  };
  const f = fees(input, add);
  if (f) body.fees = f;
  return { body, issues };
}
