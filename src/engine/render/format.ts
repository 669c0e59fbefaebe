/**
 * Brazilian print formats for the values on a boleto: dates, money, CPF/CNPJ, CEP, addresses and
 * the instruction lines derived from juros, multa and desconto. Pure string functions: no locale
 * APIs (their output differs between runtimes), no clock.
 */
import type { Address, BoletoInput } from "../types";

/**
 * `YYYY-MM-DD` → `DD/MM/YYYY`; anything else is returned unchanged.
 *
 * @example formatDate("2016-07-05") // "05/07/2016"
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/**
 * Integer centavos → `1.234,56` (no currency symbol: the slip prints "R$" in the Espécie box).
 *
 * @example formatMoney(224674) // "2.246,74"
 */
export function formatMoney(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  const reais = String(Math.trunc(abs / 100));
  const centavos = String(abs % 100).padStart(2, "0");
  let grouped = "";
  for (let i = 0; i < reais.length; i++) {
    if (i > 0 && (reais.length - i) % 3 === 0) grouped += ".";
    grouped += reais[i];
  }
  return `${negative ? "-" : ""}${grouped},${centavos}`;
}

/**
 * Basis points → percentage with two decimals, e.g. `200` → `2,00%`.
 *
 * @example formatRate(150) // "1,50%"
 */
export function formatRate(basisPoints: number): string {
  return `${formatMoney(basisPoints)}%`;
}

/**
 * CPF (11 digits) as `000.000.000-00`, CNPJ (14 characters, digits or the 2026 alphanumeric form)
 * as `00.000.000/0000-00`; other lengths unchanged.
 *
 * @example formatDocument("43576788000191") // "43.576.788/0001-91"
 */
export function formatDocument(doc: string): string {
  const d = doc.replace(/[.\-/\s]/g, "").toUpperCase();
  if (/^\d{11}$/.test(d)) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
  if (/^[0-9A-Z]{12}\d{2}$/.test(d)) {
    return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
  }
  return doc;
}

/** `CPF 000.000.000-00` or `CNPJ 00.000.000/0000-00`, by length. */
export function labelledDocument(doc: string): string {
  const d = doc.replace(/[.\-/\s]/g, "");
  if (d.length === 0) return "";
  return `${d.length === 11 ? "CPF" : "CNPJ"} ${formatDocument(doc)}`;
}

/** CEP as `00000-000`. @example formatZip("20030030") // "20030-030" */
export function formatZip(zip: string): string {
  const d = zip.replace(/\D/g, "");
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : zip;
}

/**
 * An address as two print lines: street, number, complement and district; then CEP, city and UF.
 *
 * @example addressLines({ street: "Rua Pedro Lessa", number: "15", district: "Centro",
 *   city: "Rio de Janeiro", state: "RJ", zip_code: "20030030" })
 * // ["Rua Pedro Lessa, 15 - Centro", "CEP 20030-030 - Rio de Janeiro/RJ"]
 */
export function addressLines(a: Address | undefined): [string, string] {
  if (!a) return ["", ""];
  let street = a.street;
  if (a.number) street += `, ${a.number}`;
  if (a.complement) street += ` - ${a.complement}`;
  if (a.district) street += ` - ${a.district}`;
  const zip = a.zip_code ? `CEP ${formatZip(a.zip_code)} - ` : "";
  return [street, `${zip}${a.city}/${a.state}`];
}

/** When a charge starts: its own start date, or after the due date. */
function fromDate(start: string | undefined, due: string | null): string {
  return start ? `A partir de ${formatDate(start)}` : `Após ${formatDate(due) || "o vencimento"}`;
}

/**
 * Instruction lines the engine writes from the structured charges, before the beneficiary's own
 * instructions, so the cashier and the payer read the same rules the bank registered.
 *
 * @example
 * chargeInstructions({ due_date: "2025-03-10", fine: { kind: "rate", value: 200 },
 *   interest: { kind: "daily_amount", value: 33 } } as BoletoInput)
 * // ["Após 10/03/2025, multa de 2,00%.", "Após 10/03/2025, juros de R$ 0,33 ao dia."]
 */
export function chargeInstructions(input: BoletoInput): string[] {
  const lines: string[] = [];
  if (input.fine) {
    const v =
      input.fine.kind === "rate" ? formatRate(input.fine.value) : `R$ ${formatMoney(input.fine.value)}`;
    lines.push(`${fromDate(input.fine.start_date, input.due_date)}, multa de ${v}.`);
  }
  if (input.interest) {
    const v =
      input.interest.kind === "monthly_rate"
        ? `${formatRate(input.interest.value)} ao mês`
        : `R$ ${formatMoney(input.interest.value)} ao dia`;
    lines.push(`${fromDate(input.interest.start_date, input.due_date)}, juros de ${v}.`);
  }
  if (input.discount) {
    lines.push(
      `Desconto de R$ ${formatMoney(input.discount.amount_cents)} até ${formatDate(input.discount.until)}.`,
    );
  }
  if (input.rebate_cents) lines.push(`Abatimento de R$ ${formatMoney(input.rebate_cents)}.`);
  return lines;
}
