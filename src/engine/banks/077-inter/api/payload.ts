/**
 * The body of Inter's "Emitir cobrança" (`POST /cobranca/v3/cobrancas`) from lote's title, or the
 * list of what the title asks that the API cannot carry. Field names and limits: Inter API
 * Cobrança v3 (developers.inter.co/references/cobranca-bolepix, `EmitirCobrancaRequestBody`),
 * cited field by field in `docs/connectors/077-inter.md`; samfelgar/inter-sdk
 * `CreatePixChargeRequest.php` (@d3f1b588) serialises the same names.
 *
 * Money is formatted from the integer: `12345` centavos → `"123.45"` → the JSON number 123.45.
 */
import { addDays, isoToDays } from "../../../math/date";
import { centsToDecimal } from "../../../math/money";
import type { Address, BoletoInput, Party } from "../../../types";

/** One thing the title asks that Inter's API cannot express. */
export interface PayloadIssue {
  path: string;
  code: string;
  message: string;
}

/** Inter's `EnumUF`. */
const UFS = new Set(
  "AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO".split(" "),
);

/** A decimal JSON number from an integer (centavos, or basis points read as hundredths of a percent). */
export function decimalNumber(hundredths: number): number {
  return Number(centsToDecimal(hundredths));
}

const chars = (s: string) => [...s].length;

class Collector {
  readonly issues: PayloadIssue[] = [];
  add(path: string, code: string, message: string): void {
    this.issues.push({ path, code, message });
  }
  /** `value` when it fits `max` characters, else an issue (Inter would refuse the whole title). */
  text(path: string, value: string | undefined, max: number, label: string): string | undefined {
    if (value === undefined || value === "") return undefined;
    if (chars(value) > max)
      this.add(path, "INTER_FIELD_TOO_LONG", `${label} has ${chars(value)} characters; Inter takes ${max}`);
    return value;
  }
}

/** `pagador` or `beneficiarioFinal`: Inter requires the address (endereço, cidade, UF, CEP). */
function party(c: Collector, p: Party, path: string, contact: boolean): Record<string, string> | undefined {
  const doc = p.document;
  const tipoPessoa = doc.length === 11 ? "FISICA" : doc.length === 14 ? "JURIDICA" : undefined;
  if (tipoPessoa === undefined)
    c.add(`${path}.document`, "INTER_DOCUMENT", "Inter takes a CPF (11 digits) or a CNPJ (14 characters)");
  const a: Address | undefined = p.address;
  if (a === undefined) {
    c.add(`${path}.address`, "INTER_ADDRESS_REQUIRED", "Inter requires the address (street, city, UF, CEP)");
    return undefined;
  }
  const out: Record<string, string> = { cpfCnpj: doc, tipoPessoa: tipoPessoa ?? "" };
  out.nome = c.text(`${path}.name`, p.name, 100, "name") ?? "";
  // beneficiarioFinal has no número/complemento: the number goes after the street there.
  const street = contact || !a.number ? a.street : `${a.street}, ${a.number}`;
  out.endereco = c.text(`${path}.address.street`, street, 100, "street") ?? "";
  if (contact) {
    const numero = c.text(`${path}.address.number`, a.number, 10, "number");
    if (numero !== undefined) out.numero = numero;
    const complemento = c.text(`${path}.address.complement`, a.complement, 30, "complement");
    if (complemento !== undefined) out.complemento = complemento;
  }
  const bairro = c.text(`${path}.address.district`, a.district, 60, "district");
  if (bairro !== undefined) out.bairro = bairro;
  out.cidade = c.text(`${path}.address.city`, a.city, 60, "city") ?? "";
  if (!UFS.has(a.state)) c.add(`${path}.address.state`, "INTER_UF", `${a.state} is not a UF Inter takes`);
  out.uf = a.state;
  out.cep = a.zip_code.replace(/\D/g, "");
  if (out.cep.length !== 8) c.add(`${path}.address.zip_code`, "INTER_CEP", "Inter takes an 8-digit CEP");
  return out;
}

/** Inter has no start date for fine or interest: they run from the day after the due date. */
function startsNextDay(c: Collector, path: string, start: string | undefined, due: string): void {
  if (start !== undefined && start !== addDays(due, 1))
    c.add(
      path,
      "INTER_START_DATE_UNSUPPORTED",
      "Inter applies fine and interest from the day after due_date",
    );
}

/** The charges: `desconto` (value until a day), `multa`, `mora`. */
function charges(c: Collector, input: BoletoInput, due: string, body: Record<string, unknown>): void {
  const { interest, fine, discount } = input;
  if (interest && interest.value > 0) {
    startsNextDay(c, "interest.start_date", interest.start_date, due);
    body.mora =
      interest.kind === "daily_amount"
        ? { codigo: "VALORDIA", valor: decimalNumber(interest.value) }
        : { codigo: "TAXAMENSAL", taxa: decimalNumber(interest.value) };
  }
  if (fine && fine.value > 0) {
    startsNextDay(c, "fine.start_date", fine.start_date, due);
    body.multa =
      fine.kind === "amount"
        ? { codigo: "VALORFIXO", valor: decimalNumber(fine.value) }
        : { codigo: "PERCENTUAL", taxa: decimalNumber(fine.value) };
  }
  if (discount && discount.amount_cents > 0) {
    const days = (isoToDays(due) ?? 0) - (isoToDays(discount.until) ?? 0);
    if (days < 0) c.add("discount.until", "INTER_DISCOUNT_AFTER_DUE", "the discount must end by due_date");
    body.desconto = {
      codigo: "VALORFIXODATAINFORMADA",
      quantidadeDias: Math.max(days, 0),
      valor: decimalNumber(discount.amount_cents),
    };
  }
  if ((input.rebate_cents ?? 0) > 0)
    c.add("rebate_cents", "INTER_REBATE_UNSUPPORTED", "API Cobrança v3 has no abatimento field");
}

/**
 * The "Emitir cobrança" body, or the issues that stop it.
 *
 * @example emitirBody(input, 60).body?.seuNumero // input.document_number ?? input.our_number
 */
export function emitirBody(
  input: BoletoInput,
  daysToCancel: number,
): { body: Record<string, unknown>; issues: PayloadIssue[] } {
  const c = new Collector();
  const seuNumero = input.document_number ?? input.our_number;
  if (seuNumero === "" || chars(seuNumero) > 15)
    c.add(
      "document_number",
      "INTER_SEU_NUMERO",
      "seuNumero (document_number, else our_number) takes 1–15 characters",
    );
  if (input.amount_cents < 250)
    c.add("amount_cents", "INTER_AMOUNT_TOO_SMALL", "Inter's valorNominal starts at R$ 2,50");
  const due = input.due_date;
  if (due === null) c.add("due_date", "INTER_DUE_DATE_REQUIRED", "Inter requires a due date");
  const body: Record<string, unknown> = {
    seuNumero,
    valorNominal: decimalNumber(input.amount_cents),
    dataVencimento: due ?? "",
    numDiasAgenda: daysToCancel,
  };
  body.pagador = party(c, input.payer, "payer", true);
  if (input.guarantor) body.beneficiarioFinal = party(c, input.guarantor, "guarantor", false);
  if (due !== null) charges(c, input, due, body);
  const lines = input.instructions ?? [];
  if (lines.length > 5) c.add("instructions", "INTER_TOO_MANY_LINES", "Inter's mensagem has 5 lines");
  if (lines.length > 0)
    body.mensagem = Object.fromEntries(
      lines.slice(0, 5).map((line, i) => [`linha${i + 1}`, c.text(`instructions.${i}`, line, 78, "line")]),
    );
  if (input.pix && "emv" in input.pix)
    c.add("pix", "INTER_PIX_EMV_UNSUPPORTED", "Inter makes the Pix itself with the account's key");
  body.formasRecebimento = input.pix ? ["BOLETO", "PIX"] : ["BOLETO"];
  return { body, issues: c.issues };
}
