/**
 * A lote title as a cobrança com vencimento (`cobv`) of the BACEN Pix API: the body of
 * `PUT /cobv/{txid}` (`CobVSolicitada`) and of each element of `PUT /lotecobv/{id}`.
 *
 * Field by field (bacen/pix-api openapi.yaml 2.9.0, `#/components/schemas/CobVSolicitada`,
 * `CobVValor`, `DadosDevedor`, `CobBase`; docs/connectors/pix.md has the table):
 * - `calendario.dataDeVencimento` ← `due_date`; `validadeAposVencimento` ← the option, else the
 *   spec's default 30 (days the charge may still be paid after the due date);
 * - `devedor.cpf`/`cnpj` + `nome` ← `payer`; `logradouro` (street, number, complement, district),
 *   `cidade`, `uf`, `cep` ← `payer.address`;
 * - `valor.original` ← `amount_cents`; `multa` ← `fine` (modalidade 1 valor fixo, 2 percentual);
 *   `juros` ← `interest` (1 valor por dia corrido, 3 percentual ao mês, dias corridos);
 *   `abatimento` ← `rebate_cents` (1 valor fixo); `desconto` ← `discount` (1 valor fixo até a data);
 * - `chave` ← `pix.key`; `infoAdicionais` ← `document_number` and `description` lines.
 * lote never sends `loc`: the PSP creates the location with the cobv.
 */
import type { ApiTitle } from "../../connect/types";
import { addDays } from "../../math/date";
import { centsToDecimal } from "../../math/money";
import type { BoletoInput } from "../../types";

/** Spec fields lote's input does not carry; a connection or a job may set them. */
export interface CobvOptions {
  /** `calendario.validadeAposVencimento`, days; the spec's default (30) when absent. */
  validade_apos_vencimento?: number;
  /** `solicitacaoPagador` (≤ 140): a prompt the payer's app shows for a free-text answer. */
  solicitacao_pagador?: string;
}

export interface BodyIssue {
  path: string;
  code: string;
  message: string;
}

/** The spec's default of `validadeAposVencimento` (`CobDataDeVencimento`). */
export const DEFAULT_VALIDADE_APOS_VENCIMENTO = 30;

const issue = (path: string, code: string, message: string): BodyIssue => ({ path, code, message });

function tooLong(out: BodyIssue[], path: string, value: string | undefined, max: number): void {
  if (value !== undefined && [...value].length > max)
    out.push(
      issue(path, "PIX_FIELD_TOO_LONG", `${path} must have at most ${max} characters for the Pix API`),
    );
}

/** `devedor`: CPF (11 digits) or CNPJ (14 characters) with the name and the address fields. */
function devedor(input: BoletoInput, out: BodyIssue[]): Record<string, string> {
  const p = input.payer;
  const d: Record<string, string> = {};
  const a = p.address;
  if (a) {
    d.logradouro = [a.street, a.number, a.complement, a.district]
      .filter((s) => s !== undefined && s !== "")
      .join(", ");
    d.cidade = a.city;
    d.uf = a.state;
    d.cep = a.zip_code;
    tooLong(out, "payer.address.street", d.logradouro, 200);
    tooLong(out, "payer.address.city", a.city, 200);
  }
  if (/^\d{11}$/.test(p.document)) d.cpf = p.document;
  else if (/^[0-9A-Z]{12}\d{2}$/.test(p.document)) d.cnpj = p.document;
  else out.push(issue("payer.document", "PIX_PAYER_DOCUMENT", "payer.document must be a CPF or a CNPJ"));
  d.nome = p.name;
  tooLong(out, "payer.name", p.name, 200);
  return d;
}

/** A charge that starts the day after the due date is the only one a cobv can carry. */
function startsAfterDue(path: string, start: string | undefined, due: string, out: BodyIssue[]): void {
  if (start !== undefined && start !== addDays(due, 1))
    out.push(
      issue(
        path,
        "PIX_CHARGE_START_UNSUPPORTED",
        `${path} must be the day after due_date: a cobv charges from then on`,
      ),
    );
}

/** `valor`: the original amount and its multa, juros, abatimento and desconto. */
function valor(input: BoletoInput, due: string, out: BodyIssue[]): Record<string, unknown> {
  const v: Record<string, unknown> = { original: centsToDecimal(input.amount_cents) };
  if (input.amount_cents <= 0)
    out.push(issue("amount_cents", "PIX_AMOUNT_ZERO", "a cobv's valor.original cannot be zero"));
  if (input.fine) {
    v.multa = {
      modalidade: input.fine.kind === "amount" ? 1 : 2,
      valorPerc: centsToDecimal(input.fine.value),
    };
    startsAfterDue("fine.start_date", input.fine.start_date, due, out);
  }
  if (input.interest) {
    const daily = input.interest.kind === "daily_amount";
    v.juros = { modalidade: daily ? 1 : 3, valorPerc: centsToDecimal(input.interest.value) };
    startsAfterDue("interest.start_date", input.interest.start_date, due, out);
  }
  if (input.rebate_cents !== undefined && input.rebate_cents > 0) {
    v.abatimento = { modalidade: 1, valorPerc: centsToDecimal(input.rebate_cents) };
    if (input.rebate_cents >= input.amount_cents)
      out.push(
        issue("rebate_cents", "PIX_REBATE_TOO_LARGE", "a cobv's abatimento must be less than the amount"),
      );
  }
  if (input.discount && input.discount.amount_cents > 0) {
    const { amount_cents, until } = input.discount;
    v.desconto = {
      modalidade: 1,
      descontoDataFixa: [{ data: until, valorPerc: centsToDecimal(amount_cents) }],
    };
    if (amount_cents >= input.amount_cents)
      out.push(
        issue(
          "discount.amount_cents",
          "PIX_DISCOUNT_TOO_LARGE",
          "a cobv's desconto must be less than the amount",
        ),
      );
    if (until > due)
      out.push(
        issue(
          "discount.until",
          "PIX_DISCOUNT_AFTER_DUE",
          "a cobv's desconto date must not be after due_date",
        ),
      );
  }
  return v;
}

/** `infoAdicionais`: what lote prints for the payer besides the amount (document number, description). */
function infoAdicionais(input: BoletoInput, out: BodyIssue[]): { nome: string; valor: string }[] {
  const info: { nome: string; valor: string }[] = [];
  if (input.document_number) info.push({ nome: "Documento", valor: input.document_number });
  for (const [i, line] of (input.description ?? []).entries()) {
    if (line.trim() === "") continue;
    info.push({ nome: "Descrição", valor: line });
    tooLong(out, `description.${i}`, line, 200);
  }
  return info;
}

/**
 * The `CobVSolicitada` body of a title, or the reasons it cannot be one (no due date, no Pix key,
 * a zero amount, a charge a cobv cannot express).
 *
 * @example cobvBody(title).body // { calendario: { dataDeVencimento: "2026-09-30", … }, devedor: {…}, valor: { original: "150.00" }, chave: "…" }
 */
export function cobvBody(
  t: ApiTitle,
  options: CobvOptions = {},
): { body: Record<string, unknown> } | { issues: BodyIssue[] } {
  const input = t.input;
  const out: BodyIssue[] = [];
  const due = input.due_date;
  if (due === null)
    return { issues: [issue("due_date", "PIX_DUE_DATE_REQUIRED", "a cobv needs a due date")] };
  if (due < t.today)
    out.push(issue("due_date", "PIX_DUE_DATE_PAST", "a cobv's due date cannot be before its creation"));
  const key = input.pix && "key" in input.pix ? input.pix.key : undefined;
  if (key === undefined)
    out.push(issue("pix.key", "PIX_KEY_REQUIRED", "a cobv needs the receiver's Pix key (pix.key)"));
  const validade = options.validade_apos_vencimento ?? DEFAULT_VALIDADE_APOS_VENCIMENTO;
  if (!Number.isSafeInteger(validade) || validade < 0)
    out.push(
      issue(
        "validade_apos_vencimento",
        "PIX_INVALID_VALIDITY",
        "validadeAposVencimento must be 0 or more days",
      ),
    );
  const body: Record<string, unknown> = {
    calendario: { dataDeVencimento: due, validadeAposVencimento: validade },
    devedor: devedor(input, out),
    valor: valor(input, due, out),
    chave: key,
  };
  if (options.solicitacao_pagador !== undefined) {
    body.solicitacaoPagador = options.solicitacao_pagador;
    tooLong(out, "solicitacao_pagador", options.solicitacao_pagador, 140);
  }
  const info = infoAdicionais(input, out);
  if (info.length > 0) body.infoAdicionais = info;
  return out.length > 0 ? { issues: out } : { body };
}
