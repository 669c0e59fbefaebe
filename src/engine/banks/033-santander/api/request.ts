/**
 * Santander API de Cobrança (collection_bill_management v2) — the registration request
 * (`POST …/workspaces/{workspace_id}/bank_slips`) built from lote's title (the reads are in
 * request-reads.ts). Field sources are in docs/connectors/033-santander.md; the schema they are
 * checked against is published.ts.
 *
 * Workspace-bound requests carry `host: "workspace"`: the base URL of the connection's workspace,
 * `<api>/workspaces/<workspace_id>` (connector.ts `withWorkspace`), so the title requests stay pure
 * of a per-connection identifier the shared `TitleKey` has no field for.
 */
import type { ApiRequest, ApiTitle } from "../../../connect/types";
import { isDigits } from "../../../math/check-digits";
import { isValidTxid } from "../../../pix/fields";
import type { Party } from "../../../types";
import {
  bankNumberOf,
  clip,
  covenantOf,
  daysBetween,
  documentType,
  keyType,
  money,
  percent,
  zipCode,
} from "./format";

/** A reason the title cannot be sent as it is (the API lacks or refuses the field). */
export interface BuildIssue {
  path: string;
  code: string;
  message: string;
}

/** lote's espécie → `documentKind` (the API's list as in hyperswitch SantanderBoletoDocumentKind; ACBr's map). */
const DOCUMENT_KINDS: Readonly<Record<string, string>> = {
  DM: "DUPLICATA_MERCANTIL",
  DS: "DUPLICATA_SERVICO",
  NS: "DUPLICATA_SERVICO",
  NP: "NOTA_PROMISSORIA",
  NR: "NOTA_PROMISSORIA_RURAL",
  NPR: "NOTA_PROMISSORIA_RURAL",
  RC: "RECIBO",
  REC: "RECIBO",
  AP: "APOLICE_SEGURO",
  CC: "BOLETO_CARTAO_CREDITO",
  BDP: "BOLETO_PROPOSTA",
  CH: "CHEQUE",
  OU: "OUTROS",
};

/**
 * The `environment` every registration carries. ACBr sends PRODUCAO in every environment, "orientado
 * pelo SUPORTECONECTIVIDADE" of Santander (08/01/2024, TK 4804); lote cannot tell the environment
 * from a title, so it does the same (the sandbox accepts TESTE or PRODUCAO).
 */
export const ENVIRONMENT = "PRODUCAO";

function party(
  p: Party,
  path: string,
  issues: BuildIssue[],
): { documentType: string; documentNumber: string } {
  if (!isDigits(p.document))
    issues.push({
      path: `${path}.document`,
      code: "SANTANDER_API_DOCUMENT",
      message: "Santander takes CPF/CNPJ digits only (an alphanumeric CNPJ is not documented)",
    });
  return { documentType: documentType(p.document), documentNumber: p.document };
}

function payer(p: Party, issues: BuildIssue[]): Record<string, string> {
  const a = p.address;
  if (!a) {
    issues.push({
      path: "payer.address",
      code: "SANTANDER_API_PAYER_ADDRESS",
      message: "Santander requires the payer's address",
    });
    return {};
  }
  if (!a.district?.trim())
    issues.push({
      path: "payer.address.district",
      code: "SANTANDER_API_PAYER_DISTRICT",
      message: "Santander requires the payer's bairro (payer.neighborhood)",
    });
  const street = [a.street, a.number].filter((x) => x !== undefined && x.trim() !== "").join(" ");
  return {
    name: clip(p.name, 40),
    ...party(p, "payer", issues),
    address: clip(street, 40),
    neighborhood: clip(a.district ?? "", 30),
    city: clip(a.city, 20),
    state: a.state,
    zipCode: zipCode(a.zip_code),
  };
}

/** Why each lote charge Santander cannot carry is refused, and the charge fields it can. */
function charges(t: ApiTitle, issues: BuildIssue[]): Record<string, unknown> {
  const i = t.input;
  const out: Record<string, unknown> = {};
  const due = i.due_date as string;
  if (i.fine) {
    if (i.fine.kind !== "rate")
      issues.push({
        path: "fine.kind",
        code: "SANTANDER_API_FINE_KIND",
        message: "Santander takes a multa as a percentage only (finePercentage)",
      });
    const days = daysBetween(due, i.fine.start_date ?? due) ?? 0;
    out.finePercentage = percent(i.fine.value);
    // fineQuantityDays counts from the due date (ACBr: Vencimento − DataMulta); lote's default start is the day after.
    out.fineQuantityDays = String(i.fine.start_date ? days : 1);
  }
  if (i.interest) {
    if (i.interest.kind !== "monthly_rate")
      issues.push({
        path: "interest.kind",
        code: "SANTANDER_API_INTEREST_KIND",
        message: "Santander takes juros as a monthly percentage only (interestPercentage)",
      });
    const start = i.interest.start_date;
    if (start !== undefined && daysBetween(due, start) !== 1)
      issues.push({
        path: "interest.start_date",
        code: "SANTANDER_API_INTEREST_START",
        message: "Santander has no start date for juros: they run from the day after the due date",
      });
    out.interestPercentage = percent(i.interest.value);
  }
  if (i.discount)
    out.discount = {
      type: "VALOR_DATA_FIXA",
      discountOne: { value: money(i.discount.amount_cents), limitDate: i.discount.until },
    };
  if (i.rebate_cents) out.deductionValue = money(i.rebate_cents);
  return out;
}

function pix(t: ApiTitle, issues: BuildIssue[]): Record<string, unknown> {
  const p = t.input.pix;
  if (!p) return {};
  if (!("key" in p)) {
    issues.push({
      path: "pix",
      code: "SANTANDER_API_PIX_EMV",
      message: "Santander builds the Bolepix QR from a key; an EMV cannot be sent",
    });
    return {};
  }
  const type = keyType(p.key);
  if (!type)
    issues.push({
      path: "pix.key",
      code: "SANTANDER_API_PIX_KEY",
      message: "not a Pix key Santander knows (CPF, CNPJ, CELULAR, EMAIL, EVP)",
    });
  // txId: 26 to 35 letters and digits, as the CNAB 240 segment Y-03 takes it (cnab240.ts).
  if (p.txid !== undefined && !(isValidTxid(p.txid, 35) && p.txid.length >= 26))
    issues.push({
      path: "pix.txid",
      code: "SANTANDER_API_TXID",
      message: "txId has 26 to 35 letters and digits",
    });
  return { key: { type: type ?? "EVP", dictKey: p.key }, ...(p.txid ? { txId: p.txid } : {}) };
}

/**
 * The registration request for a title, or the issues that keep it from being expressed.
 *
 * @example buildRegister(title) // { method: "POST", host: "workspace", path: "/bank_slips", body: { json: { environment, nsuCode, … } } }
 */
export function buildRegister(t: ApiTitle): ApiRequest | { issues: BuildIssue[] } {
  const i = t.input;
  const issues: BuildIssue[] = [];
  if (!i.agreement || !/^\d{1,9}$/.test(i.agreement))
    issues.push({
      path: "agreement",
      code: "SANTANDER_API_COVENANT",
      message: "covenantCode (agreement) is 1 to 9 digits",
    });
  if (i.due_date === null)
    issues.push({ path: "due_date", code: "SANTANDER_API_DUE_DATE", message: "Santander requires dueDate" });
  const kind = DOCUMENT_KINDS[i.document_kind ?? "DM"];
  if (!kind)
    issues.push({
      path: "document_kind",
      code: "SANTANDER_API_DOCUMENT_KIND",
      message: `espécie ${i.document_kind} has no Santander documentKind`,
    });
  const clientNumber = i.document_number ?? i.our_number;
  if ([...clientNumber].length > 15)
    issues.push({
      path: "document_number",
      code: "SANTANDER_API_CLIENT_NUMBER",
      message: "clientNumber (seu número) has at most 15 characters",
    });
  const body: Record<string, unknown> = {};
  const pagador = payer(i.payer, issues);
  const guarantor = i.guarantor
    ? { name: clip(i.guarantor.name, 40), ...party(i.guarantor, "guarantor", issues) }
    : undefined;
  const extra = i.due_date === null ? {} : charges(t, issues);
  const bolepix = pix(t, issues);
  if (issues.length > 0 || i.due_date === null) return { issues };
  const bankNumber = bankNumberOf(i.our_number);
  Object.assign(body, {
    environment: ENVIRONMENT,
    // nsuCode: unique per day and convênio; the nosso número is, as ACBr (GetNsu) and hyperswitch use it.
    nsuCode: bankNumber,
    nsuDate: t.today,
    covenantCode: covenantOf(i),
    bankNumber,
    clientNumber,
    dueDate: i.due_date,
    issueDate: i.issue_date ?? t.today,
    // participantCode: lote's item id for reconciliation; omitted when longer than 25.
    ...([...t.reference].length <= 25 && t.reference !== "" ? { participantCode: t.reference } : {}),
    nominalValue: money(i.amount_cents),
    payer: pagador,
    ...(guarantor ? { beneficiary: guarantor } : {}),
    documentKind: kind,
    ...extra,
    // lote protests only by instruction, never by a convênio default (ACBr sends SEM_PROTESTO too).
    protestType: "SEM_PROTESTO",
    paymentType: "REGISTRO",
    ...bolepix,
    ...messages(i.instructions),
  });
  return { method: "POST", host: "workspace", path: "/bank_slips", body: { json: body } };
}

/** messages: at most 4 lines of 100 characters (the stricter of the published maxima, see the docs). */
function messages(lines: readonly string[] | undefined): { messages?: string[] } {
  const kept = (lines ?? [])
    .map((l) => clip(l, 100))
    .filter((l) => l !== "")
    .slice(0, 4);
  return kept.length > 0 ? { messages: kept } : {};
}
