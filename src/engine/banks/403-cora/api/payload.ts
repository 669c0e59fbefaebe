/**
 * The body of Cora's "Emissão de boleto registrado v2" (`POST /v2/invoices/`) from lote's title,
 * or what the title asks that Cora's API cannot carry. Names: Cora's reference table (code,
 * customer, services, payment_terms, notification) and the bodies of open-source clients —
 * helbertfurbino/contacora-api `GerarBoleto.php` @bedfba17 (customer.document.identity/type,
 * address street/number/district/city/state/complement/zip_code, services name/description/amount,
 * payment_terms fine.amount and interest.rate, payment_forms), DevNF/cora-api
 * `BoletoValidator.php` @dee846e0 (limits, fine.rate, discount FIXED/PERCENT). Field by field:
 * docs/connectors/403-cora.md.
 *
 * Cora's amounts are integer centavos (no conversion); rates are percent numbers, formatted from
 * lote's integer basis points (`250` → 2.5).
 */
import { centsToDecimal } from "../../../math/money";
import type { BoletoInput, Party } from "../../../types";

/** One thing the title asks that Cora's API cannot express. */
export interface PayloadIssue {
  path: string;
  code: string;
  message: string;
}

/** A percent JSON number from basis points, formatted from the integer (no float arithmetic). */
export function percentOf(basisPoints: number): number {
  return Number(centsToDecimal(basisPoints));
}

const chars = (s: string) => [...s].length;

class Collector {
  readonly issues: PayloadIssue[] = [];
  add(path: string, code: string, message: string): void {
    this.issues.push({ path, code, message });
  }
  text(path: string, value: string | undefined, max: number, label: string): string | undefined {
    if (value === undefined || value === "") return undefined;
    if (chars(value) > max)
      this.add(path, "CORA_FIELD_TOO_LONG", `${label} has ${chars(value)} characters; Cora takes ${max}`);
    return value;
  }
}

/** The payer as Cora's `customer`: name, document and, when lote has one, the address. */
function customer(c: Collector, p: Party): Record<string, unknown> {
  const doc = p.document;
  const type = doc.length === 11 ? "CPF" : doc.length === 14 && /^\d+$/.test(doc) ? "CNPJ" : undefined;
  if (type === undefined)
    c.add("payer.document", "CORA_DOCUMENT", "Cora takes a CPF (11 digits) or a numeric CNPJ (14 digits)");
  const out: Record<string, unknown> = {
    name: c.text("payer.name", p.name, 260, "payer name"),
    document: { identity: doc, type: type ?? "" },
  };
  const a = p.address;
  if (a === undefined) return out;
  if (!a.district)
    c.add("payer.address.district", "CORA_DISTRICT_REQUIRED", "Cora's address needs the district (bairro)");
  const address: Record<string, string> = {
    street: c.text("payer.address.street", a.street, 60, "street") ?? "",
    // Cora's address requires a number; lote's is optional: "S/N" (sem número), as slips print.
    number: c.text("payer.address.number", a.number, 8, "number") ?? "S/N",
    district: c.text("payer.address.district", a.district, 60, "district") ?? "",
    city: c.text("payer.address.city", a.city, 60, "city") ?? "",
    state: a.state,
    zip_code: a.zip_code.replace(/\D/g, ""),
  };
  const complement = c.text("payer.address.complement", a.complement, 60, "complement");
  if (complement !== undefined) address.complement = complement;
  out.address = address;
  return out;
}

/** `payment_terms`: due date, multa, juros (monthly rate only) and one desconto up to the due date. */
function paymentTerms(c: Collector, input: BoletoInput): Record<string, unknown> {
  if (input.due_date === null)
    c.add("due_date", "CORA_DUE_DATE_REQUIRED", "Cora's invoices need a due date (no à vista boletos)");
  const due = input.due_date ?? "";
  const terms: Record<string, unknown> = { due_date: due };
  const { fine, interest, discount } = input;
  if (fine) {
    terms.fine = fine.kind === "amount" ? { amount: fine.value } : { rate: percentOf(fine.value) };
    if (fine.start_date !== undefined)
      c.add("fine.start_date", "CORA_NO_START_DATE", "Cora has no start date for the fine");
  }
  if (interest) {
    if (interest.kind === "monthly_rate") terms.interest = { rate: percentOf(interest.value) };
    else
      c.add(
        "interest.kind",
        "CORA_INTEREST_KIND",
        "Cora takes interest as a monthly rate only, not a daily amount",
      );
    if (interest.start_date !== undefined)
      c.add("interest.start_date", "CORA_NO_START_DATE", "Cora has no start date for the interest");
  }
  if (discount) {
    // Cora's discount has a type and a value and no date of its own: it runs to the due date.
    if (discount.until !== due)
      c.add(
        "discount.until",
        "CORA_DISCOUNT_DATE",
        "Cora's discount runs to the due date: `until` must be it",
      );
    terms.discount = { type: "FIXED", value: discount.amount_cents };
  }
  return terms;
}

/** The title's seu número at Cora (`code`): the document number, else lote's reference. */
export function codeOf(input: Pick<BoletoInput, "document_number">, reference: string): string {
  return input.document_number ?? reference;
}

/**
 * Cora's body for the title, and what cannot be sent. Abatimento and sacador/avalista have no
 * field at Cora; lote's instructions and Pix key are Cora's to print (its Pix is the account's).
 *
 * @example invoiceBody(input, "item-1").body.payment_forms // ["BANK_SLIP"]
 */
export function invoiceBody(
  input: BoletoInput,
  reference: string,
): { body: Record<string, unknown>; issues: PayloadIssue[] } {
  const c = new Collector();
  if (input.rebate_cents !== undefined && input.rebate_cents > 0)
    c.add("rebate_cents", "CORA_NO_REBATE", "Cora's invoices have no abatimento");
  if (input.guarantor !== undefined)
    c.add("guarantor", "CORA_NO_GUARANTOR", "Cora's invoices have no sacador/avalista");
  const service: Record<string, unknown> = {
    name: input.description?.[0] ?? `Cobrança ${codeOf(input, reference)}`,
    amount: input.amount_cents,
  };
  const more = input.description?.slice(1).join(" ");
  if (more) service.description = more;
  const body: Record<string, unknown> = {
    code: codeOf(input, reference),
    customer: customer(c, input.payer),
    services: [service],
    payment_terms: paymentTerms(c, input),
    payment_forms: input.pix ? ["BANK_SLIP", "PIX"] : ["BANK_SLIP"],
  };
  return { body, issues: c.issues };
}
