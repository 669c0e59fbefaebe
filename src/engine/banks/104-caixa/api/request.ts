/**
 * CAIXA SIGCB web service — INCLUI_BOLETO (register), CONSULTA_BOLETO (query by nosso número) and
 * the probe, from lote's title. Element order follows the XSD `titulo_entrada_Type` (the manual
 * asks for "o correto ordenamento dos campos", 38.239 v002 §3.1); field rules cite the manual's
 * Notas Explicativas [M n]; `TIPO` HIBRIDO (Pix) follows ACBr ACBrBoletoW_Caixa.pas [A].
 * Field table and sources: docs/connectors/104-caixa.md.
 */
import type { ApiTitle, TitleKey } from "../../../connect/types";
import { addDays } from "../../../math/date";
import type { BoletoInput, Party } from "../../../types";
import { envelope } from "./envelope";
import type { CaixaRequest } from "./fill";
import {
  authenticationInput,
  beneficiaryCode,
  ESPECIES,
  isNumericDocument,
  money,
  ourNumber17,
  percent,
  text,
} from "./format";
import { leaf, node, type XmlOut } from "./xml";

/** A reason the title cannot be sent as it is. */
export interface BuildIssue {
  path: string;
  code: string;
  message: string;
}

/**
 * POS_VENCIMENTO when lote sends no protest: DEVOLVER after 60 days. "Se informado 00, será
 * considerado D+1" [M 14] would stop a late payer; 60 is lote's CAIXA CNAB 240 default (cnab240.ts).
 */
export const RETURN_DAYS = 60;

const issue = (path: string, code: string, message: string): BuildIssue => ({ path, code, message });

/** CPF + NOME or CNPJ + RAZAO_SOCIAL (`pagador_Type`, `sacador_avalista_Type`; [M 16]). */
function person(p: Party, path: string, issues: BuildIssue[]): XmlOut[] {
  if (!isNumericDocument(p.document) || (p.document.length !== 11 && p.document.length !== 14)) {
    issues.push(
      issue(`${path}.document`, "CAIXA_API_DOCUMENT", "CAIXA takes a CPF or a numeric CNPJ (long 11/14)"),
    );
    return [];
  }
  return p.document.length === 11
    ? [leaf("CPF", p.document), leaf("NOME", text(p.name, 40))]
    : [leaf("CNPJ", p.document), leaf("RAZAO_SOCIAL", text(p.name, 40))];
}

/** ENDERECO: LOGRADOURO 40 (street, number, complement [M 17]), BAIRRO 15, CIDADE 15, UF 2, CEP 8. */
function address(p: Party, issues: BuildIssue[]): XmlOut | undefined {
  const a = p.address;
  // 0023–0027: "ENDERECO/BAIRRO/CEP/CIDADE/UF DO PAGADOR NAO INFORMADO" [M 39].
  if (!a) {
    issues.push(issue("payer.address", "CAIXA_API_PAYER_ADDRESS", "CAIXA requires the payer's address"));
    return undefined;
  }
  if (!a.district?.trim())
    issues.push(issue("payer.address.district", "CAIXA_API_PAYER_DISTRICT", "CAIXA requires the bairro"));
  const street = [a.street, a.number, a.complement].filter((x) => x?.trim()).join(" ");
  return node("ENDERECO", [
    leaf("LOGRADOURO", text(street, 40)),
    leaf("BAIRRO", text(a.district ?? "", 15)),
    leaf("CIDADE", text(a.city, 15)),
    leaf("UF", a.state),
    leaf("CEP", a.zip_code),
  ]);
}

/** JUROS_MORA [M 9–11]: VALOR_POR_DIA + VALOR, TAXA_MENSAL + PERCENTUAL, ISENTO + VALOR 0 (no DATA). */
export function interestXml(j: BoletoInput["interest"] | null | undefined, due: string | null): XmlOut {
  if (!j) return node("JUROS_MORA", [leaf("TIPO", "ISENTO"), leaf("VALOR", "0")]);
  // "deverá ser maior que a Data de Vencimento" [M 10].
  const start = j.start_date ?? (due ? addDays(due, 1) : undefined);
  return node("JUROS_MORA", [
    leaf("TIPO", j.kind === "daily_amount" ? "VALOR_POR_DIA" : "TAXA_MENSAL"),
    start ? leaf("DATA", start) : undefined,
    j.kind === "daily_amount" ? leaf("VALOR", money(j.value)) : leaf("PERCENTUAL", percent(j.value)),
  ]);
}

/** MULTA [M 22–23]: DATA (lote: the day after the due date unless given) + VALOR or PERCENTUAL. */
export function fineXml(f: BoletoInput["fine"], due: string | null): XmlOut | undefined {
  const start = f?.start_date ?? (due ? addDays(due, 1) : undefined);
  if (!f || !start) return undefined;
  return node("MULTA", [
    leaf("DATA", start),
    f.kind === "amount" ? leaf("VALOR", money(f.value)) : leaf("PERCENTUAL", percent(f.value)),
  ]);
}

/** DESCONTOS/DESCONTO [M 24–25]: lote's one discount, DATA (the last day) + VALOR. */
export function discountXml(d: BoletoInput["discount"]): XmlOut | undefined {
  return d
    ? node("DESCONTOS", [node("DESCONTO", [leaf("DATA", d.until), leaf("VALOR", money(d.amount_cents))])])
    : undefined;
}

/** MENSAGENS of up to `max` lines of 40 characters [M 28, 29], or nothing. */
function messages(name: string, lines: readonly string[] | undefined, max: number): XmlOut | undefined {
  const kept = (lines ?? [])
    .map((l) => text(l, 40))
    .filter((l) => l !== "")
    .slice(0, max);
  return kept.length > 0
    ? node(name, [
        node(
          "MENSAGENS",
          kept.map((l) => leaf("MENSAGEM", l)),
        ),
      ])
    : undefined;
}

/** The checks CAIXA would refuse with its codes, made before sending. */
function check(i: BoletoInput, issues: BuildIssue[]): void {
  if (!/^\d{1,7}$/.test(i.agreement ?? ""))
    issues.push(issue("agreement", "CAIXA_API_BENEFICIARY", "CODIGO_BENEFICIARIO is up to 7 digits [M 1]"));
  if (i.due_date === null)
    issues.push(issue("due_date", "CAIXA_API_DUE_DATE", "CAIXA requires DATA_VENCIMENTO"));
  if (ESPECIES[i.document_kind ?? "DM"] === undefined)
    issues.push(
      issue("document_kind", "CAIXA_API_ESPECIE", `espécie ${i.document_kind} is not in CAIXA's list [M 6]`),
    );
  if ([...(i.document_number ?? i.our_number)].length > 11)
    issues.push(
      issue("document_number", "CAIXA_API_DOCUMENT_NUMBER", "NUMERO_DOCUMENTO has 11 characters [M 3]"),
    );
  if (i.discount && i.due_date && i.discount.until > i.due_date)
    issues.push(
      issue("discount.until", "CAIXA_API_DISCOUNT_DATE", "0045: the discount date is after the due date"),
    );
  if (i.rebate_cents !== undefined && i.rebate_cents >= i.amount_cents)
    issues.push(
      issue("rebate_cents", "CAIXA_API_REBATE", "0050: the abatimento must be less than the amount"),
    );
}

/**
 * The INCLUI_BOLETO request for a title, or the issues that keep CAIXA from taking it.
 *
 * @example buildRegister(title) // { method: "POST", path: "/ManutencaoCobrancaBancaria/Boleto/Externo", … }
 */
export function buildRegister(t: ApiTitle): CaixaRequest | { issues: BuildIssue[] } {
  const i = t.input;
  const issues: BuildIssue[] = [];
  check(i, issues);
  const payer = [...person(i.payer, "payer", issues), address(i.payer, issues)];
  const guarantor = i.guarantor ? person(i.guarantor, "guarantor", issues) : [];
  if (issues.length > 0 || i.due_date === null) return { issues };
  const nn = ourNumber17(i);
  const titulo = node("TITULO", [
    leaf("NOSSO_NUMERO", nn),
    i.pix ? leaf("TIPO", "HIBRIDO") : undefined,
    leaf("NUMERO_DOCUMENTO", i.document_number ?? i.our_number),
    leaf("DATA_VENCIMENTO", i.due_date),
    leaf("VALOR", money(i.amount_cents)),
    leaf("TIPO_ESPECIE", ESPECIES[i.document_kind ?? "DM"] ?? "99"),
    leaf("FLAG_ACEITE", i.acceptance === "A" ? "S" : "N"),
    leaf("DATA_EMISSAO", i.issue_date ?? t.today),
    interestXml(i.interest, i.due_date),
    leaf("VALOR_ABATIMENTO", i.rebate_cents ? money(i.rebate_cents) : "0"),
    node("POS_VENCIMENTO", [leaf("ACAO", "DEVOLVER"), leaf("NUMERO_DIAS", String(RETURN_DAYS))]),
    leaf("CODIGO_MOEDA", "9"),
    node("PAGADOR", payer),
    guarantor.length > 0 ? node("SACADOR_AVALISTA", guarantor) : undefined,
    fineXml(i.fine, i.due_date),
    discountXml(i.discount),
    // lote's item id, for reconciliation [M 27]; left out when longer than 25.
    [...t.reference].length <= 25 && t.reference !== ""
      ? leaf("IDENTIFICACAO_EMPRESA", t.reference)
      : undefined,
    messages("FICHA_COMPENSACAO", i.instructions, 2),
    messages("RECIBO_PAGADOR", i.description, 4),
  ]);
  const beneficiary = beneficiaryCode(i.agreement);
  return envelope({
    op: "INCLUI_BOLETO",
    hybrid: i.pix !== undefined,
    agency: i.agency,
    authentication: authenticationInput("INCLUI_BOLETO", {
      beneficiary,
      ourNumber: nn,
      due: i.due_date,
      amountCents: i.amount_cents,
      document: i.beneficiary.document,
    }),
    dados: node("INCLUI_BOLETO", [leaf("CODIGO_BENEFICIARIO", beneficiary), titulo]),
  });
}

/** The key's 17-digit nosso número: the one CAIXA returned, else lote's. */
export function keyOurNumber(k: TitleKey): string {
  const given = k.provider_ids?.NOSSO_NUMERO;
  return given && /^\d{17}$/.test(given)
    ? given
    : ourNumber17({ wallet: k.account.wallet, our_number: k.our_number });
}

/** CONSULTA_BOLETO or BAIXA_BOLETO: CODIGO_BENEFICIARIO + NOSSO_NUMERO, the hash with zeros [M 3.2]. */
export function byOurNumber(
  k: TitleKey,
  op: "CONSULTA_BOLETO" | "BAIXA_BOLETO",
  nn = keyOurNumber(k),
): CaixaRequest {
  const beneficiary = beneficiaryCode(k.account.agreement);
  return envelope({
    op,
    hybrid: k.provider_ids?.TIPO === "HIBRIDO",
    agency: k.account.agency,
    authentication: authenticationInput(op, { beneficiary, ourNumber: nn, document: k.beneficiary_document }),
    dados: node(op, [leaf("CODIGO_BENEFICIARIO", beneficiary), leaf("NOSSO_NUMERO", nn)]),
  });
}

/**
 * CONSULTA_BOLETO by the title's nosso número: what lote asks before retrying a registration.
 * @example buildQuery(key).path // "/ConsultaCobrancaBancaria/Boleto"
 */
export const buildQuery = (k: TitleKey): CaixaRequest => byOurNumber(k, "CONSULTA_BOLETO");

/**
 * The probe: CONSULTA_BOLETO of nosso número 14 + zeros — a read that the broker answers with
 * (RA01)/(RA03) when the beneficiary may not use the service and with a SIGCB answer (0047 "NOSSO
 * NUMERO NAO CADASTRADO") when it may. Read it with `parseQuery`: not_found or ok mean it works.
 */
export function buildProbe(account: TitleKey["account"], beneficiaryDocument: string): CaixaRequest {
  const k: TitleKey = { our_number: "0", account, beneficiary_document: beneficiaryDocument };
  return byOurNumber(k, "CONSULTA_BOLETO", `${account.wallet}4${"0".repeat(15)}`);
}
