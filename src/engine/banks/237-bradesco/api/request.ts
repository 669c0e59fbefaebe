/**
 * Bradesco API Cobrança — the registration (`POST /v1/boleto/registrarBoleto`) built from lote's
 * title, in the "Registro On-line" layout: every field present, numbers and amounts as digit
 * strings, dates `dd.mm.aaaa`. Field sources are in docs/connectors/237-bradesco.md; the schema it is
 * checked against is published.ts. The request is signed by the service (signing.ts).
 */

import { FEBRABAN_KINDS } from "../../../cnab/spec/febraban-codes";
import type { ApiRequest, ApiTitle } from "../../../connect/types";
import { isDigits, padDigits } from "../../../math/check-digits";
import type { Party } from "../../../types";
import {
  cents,
  clip,
  daysBetween,
  dotted,
  negotiation,
  percent8,
  product,
  splitDocument,
  titleNumber,
} from "./format";

/** A reason the title cannot be sent as it is (the API lacks or refuses the field). */
export interface BuildIssue {
  path: string;
  code: string;
  message: string;
}

export const REGISTER_PATH = "/v1/boleto/registrarBoleto";

/** The fields lote never sets, at the layout's empty values (the manual's example). */
const FIXED: Readonly<Record<string, string>> = {
  cdTipoAcesso: "2",
  clubBanco: "0",
  cdTipoContrato: "0",
  nuSequenciaContrato: "0",
  cdBanco: "237",
  eNuSequenciaContrato: "0",
  tpRegistro: "1",
  cdProduto: "0",
  tpVencimento: "0",
  tpProtestoAutomaticoNegativacao: "0",
  prazoProtestoAutomaticoNegativacao: "0",
  cdPagamentoParcial: "",
  qtdePagamentoParcial: "0",
  percentualDesconto1: "0",
  percentualDesconto2: "0",
  vlDesconto2: "0",
  dataLimiteDesconto2: "",
  percentualDesconto3: "0",
  vlDesconto3: "0",
  dataLimiteDesconto3: "",
  prazoBonificacao: "0",
  percentualBonificacao: "0",
  vlBonificacao: "0",
  dtLimiteBonificacao: "",
  vlIOF: "0",
};

function address(p: Party | undefined, prefix: "Pagador" | "SacadorAvalista"): Record<string, string> {
  const a = p?.address;
  const cep = a ? padDigits(a.zip_code, 8) : "";
  const maxCity = prefix === "Pagador" ? 30 : 40;
  return {
    [`logradouro${prefix}`]: a
      ? clip(a.number && !isDigits(a.number) ? `${a.street} ${a.number}` : a.street, 40)
      : "",
    // A number with letters ("100A") goes with the street: the field takes digits.
    [`nuLogradouro${prefix}`]: a?.number && isDigits(a.number) ? a.number : "0",
    [`complementoLogradouro${prefix}`]: a?.complement ? clip(a.complement, 15) : "",
    [`cep${prefix}`]: a ? cep.slice(0, 5) : "0",
    [`complementoCep${prefix}`]: a ? cep.slice(5) : "0",
    [`bairro${prefix}`]: a?.district ? clip(a.district, 40) : "",
    [`municipio${prefix}`]: a ? clip(a.city, maxCity) : "",
    [`uf${prefix}`]: a?.state ?? "",
  };
}

function charges(t: ApiTitle, issues: BuildIssue[]): Record<string, string> {
  const i = t.input;
  const due = i.due_date as string;
  const days = (start: string | undefined, path: string) => {
    const n = start ? daysBetween(due, start) : 1;
    if (n === undefined || n < 1 || n > 999)
      issues.push({
        path,
        code: "BRADESCO_API_CHARGE_DAYS",
        message: "the start is 1 to 999 days after the due date",
      });
    return String(n ?? 1);
  };
  const fine = i.fine;
  const interest = i.interest;
  return {
    percentualJuros: interest?.kind === "monthly_rate" ? percent8(interest.value) : "0",
    vlJuros: interest?.kind === "daily_amount" ? cents(interest.value) : "0",
    qtdeDiasJuros: interest ? days(interest.start_date, "interest.start_date") : "0",
    percentualMulta: fine?.kind === "rate" ? percent8(fine.value) : "0",
    vlMulta: fine?.kind === "amount" ? cents(fine.value) : "0",
    qtdeDiasMulta: fine ? days(fine.start_date, "fine.start_date") : "0",
    vlDesconto1: i.discount ? cents(i.discount.amount_cents) : "0",
    dataLimiteDesconto1: i.discount ? dotted(i.discount.until) : "",
    vlAbatimento: i.rebate_cents ? cents(i.rebate_cents) : "0",
  };
}

/**
 * The `POST /v1/boleto/registrarBoleto` request for a title, or the issues that keep it from being
 * expressed.
 *
 * @example buildRegister(title) // { method: "POST", path: "/v1/boleto/registrarBoleto", body: { json: { nuCPFCNPJ, … } } }
 */
export function buildRegister(t: ApiTitle): ApiRequest | { issues: BuildIssue[] } {
  const i = t.input;
  const issues: BuildIssue[] = [];
  if (i.due_date === null)
    issues.push({
      path: "due_date",
      code: "BRADESCO_API_DUE_DATE",
      message: "Bradesco requires dtVencimentoTitulo",
    });
  if (i.pix)
    issues.push({
      path: "pix",
      code: "BRADESCO_API_PIX",
      message: "registrarBoleto has no Pix; the boleto híbrido API is not in lote's connector",
    });
  const kind = FEBRABAN_KINDS[i.document_kind ?? "DM"];
  if (!kind)
    issues.push({
      path: "document_kind",
      code: "BRADESCO_API_DOCUMENT_KIND",
      message: `espécie ${i.document_kind} has no code`,
    });
  for (const [path, doc] of [
    ["beneficiary.document", i.beneficiary.document],
    ["payer.document", i.payer.document],
    ["guarantor.document", i.guarantor?.document ?? "0"],
  ] as const)
    if (!isDigits(doc))
      issues.push({ path, code: "BRADESCO_API_DOCUMENT", message: "Bradesco takes CPF/CNPJ digits only" });
  if (!i.payer.address)
    issues.push({
      path: "payer.address",
      code: "BRADESCO_API_PAYER_ADDRESS",
      message: "Bradesco requires the payer's address",
    });
  const nuCliente = i.document_number ?? i.our_number;
  if ([...nuCliente].length > 10)
    issues.push({
      path: "document_number",
      code: "BRADESCO_API_SEU_NUMERO",
      message: "nuCliente (seu número) has at most 10 characters",
    });
  const extra = i.due_date === null ? {} : charges(t, issues);
  if (issues.length > 0 || i.due_date === null) return { issues };
  const ben = splitDocument(i.beneficiary.document);
  const g = i.guarantor;
  const body: Record<string, string> = {
    // The layout has 9 positions for the root (the example "123456789"; a published "002203539").
    nuCPFCNPJ: padDigits(ben.root, 9),
    filialCPFCNPJ: ben.branch,
    ctrlCPFCNPJ: ben.control,
    ...FIXED,
    idProduto: product(i),
    nuNegociacao: negotiation(i),
    nuTitulo: titleNumber(i.our_number),
    nuCliente,
    dtEmissaoTitulo: dotted(i.issue_date ?? t.today),
    dtVencimentoTitulo: dotted(i.due_date),
    vlNominalTitulo: cents(i.amount_cents),
    cdEspecieTitulo: kind as string,
    // lote's item id, for reconciliation; omitted (empty) when longer than the 25 characters.
    controleParticipante: [...t.reference].length <= 25 ? t.reference : "",
    ...extra,
    nomePagador: clip(i.payer.name, 70),
    ...address(i.payer, "Pagador"),
    cdIndCpfcnpjPagador: i.payer.document.length === 11 ? "1" : "2",
    nuCpfcnpjPagador: padDigits(i.payer.document, 14),
    endEletronicoPagador: "",
    nomeSacadorAvalista: g ? clip(g.name, 40) : "",
    ...address(g, "SacadorAvalista"),
    cdIndCpfcnpjSacadorAvalista: g ? (g.document.length === 11 ? "1" : "2") : "0",
    nuCpfcnpjSacadorAvalista: g ? padDigits(g.document, 14) : "0",
    endEletronicoSacadorAvalista: "",
  };
  return { method: "POST", path: REGISTER_PATH, body: { json: body } };
}
