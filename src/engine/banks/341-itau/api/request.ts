/**
 * Itaú registration, query and probe requests (cash_management v2, "API Boletos - Emissão e
 * Instrução" 2.75.147). Field names are the OpenAPI's; the `{ data: … }` envelope, the 17-digit
 * amounts and `desconto_expresso: false` follow the OpenAPI's `200_boleto` example and ACBr's
 * `ACBrBoletoW_Itau_API.pas` (ProjetoACBr/ACBr@9d6a3c39), which send the same shape. Each mapping
 * is cited in docs/connectors/341-itau.md.
 */
import type { ApiRequest, ApiTitle, TitleKey } from "../../../connect/types";
import { documentKind } from "../../../math/documents";
import type { Address, Party } from "../../../types";
import { amount17, beneficiaryId, daysBetween, ourNumber8, percent12 } from "./format";

type Issue = { path: string; code: string; message: string };

/** Itaú's `codigo_especie` for lote's espécie (the enum of the query OpenAPI 1.2.9, and ACBr's ND → 13). */
export const ESPECIES: Readonly<Record<string, string>> = {
  DM: "01",
  NP: "02",
  NS: "03",
  ME: "04",
  RC: "05",
  CT: "06",
  DS: "08",
  LC: "09",
  ND: "13",
  DD: "15",
  EC: "16",
  PS: "17",
  BDP: "18",
  CBI: "88",
  CC: "89",
  CCB: "90",
  CD: "91",
  CH: "92",
  CM: "93",
  CPS: "94",
  DMI: "95",
  DSI: "96",
  RA: "97",
  TA: "98",
};

/** Longest texts the devportal's field notes give ("Máximo caracteres"): lote cuts there, as its CNAB does. */
const MAX = { name: 50, street: 45, district: 15, city: 20, ourOwnNumber: 10, message: 100 } as const;

const cut = (s: string, n: number) => ([...s].length > n ? [...s].slice(0, n).join("") : s);

function person(p: Party, path: string, issues: Issue[]) {
  const kind = documentKind(p.document) ?? (p.document.length === 14 ? "cnpj" : undefined);
  if (!kind) issues.push({ path: `${path}.document`, code: "ITAU_API_DOCUMENT", message: "CPF or CNPJ" });
  return {
    nome_pessoa: cut(p.name, MAX.name),
    tipo_pessoa:
      kind === "cpf"
        ? { codigo_tipo_pessoa: "F", numero_cadastro_pessoa_fisica: p.document }
        : { codigo_tipo_pessoa: "J", numero_cadastro_nacional_pessoa_juridica: p.document },
  };
}

function address(a: Address) {
  const street = [a.street, a.number, a.complement].filter((s) => s !== undefined && s !== "").join(", ");
  return {
    nome_logradouro: cut(street, MAX.street),
    ...(a.district ? { nome_bairro: cut(a.district, MAX.district) } : {}),
    nome_cidade: cut(a.city, MAX.city),
    sigla_UF: a.state,
    numero_CEP: a.zip_code,
  };
}

function party(p: Party, path: string, issues: Issue[], addressRequired: boolean) {
  if (!p.address && addressRequired)
    issues.push({
      path: `${path}.address`,
      code: "ITAU_API_ADDRESS_REQUIRED",
      message: "Itaú asks for the payer's and the guarantor's address when a sacador/avalista is given",
    });
  return { pessoa: person(p, path, issues), ...(p.address ? { endereco: address(p.address) } : {}) };
}

/** Days after the due date a charge starts (`quantidade_dias_*`): the start date's distance, default 1. */
function startDays(due: string, start: string | undefined, path: string, issues: Issue[]): number {
  if (start === undefined) return 1;
  const days = daysBetween(due, start);
  if (days < 1) issues.push({ path, code: "ITAU_API_START_DATE", message: "must be after the due date" });
  return days;
}

/**
 * The registration request of a title, or the reasons it cannot be expressed in Itaú's API.
 * @example register(title).path // "/boletos"
 */
export function register(t: ApiTitle): ApiRequest | { issues: Issue[] } {
  const i = t.input;
  const issues: Issue[] = [];
  if (i.due_date === null)
    issues.push({
      path: "due_date",
      code: "ITAU_API_NO_DUE_DATE",
      message:
        "Itaú's à vista type sets the due date to the emission day; lote's barcode would carry factor 0000",
    });
  if (i.pix)
    issues.push({
      path: "pix",
      code: "ITAU_API_PIX",
      message: "a boleto with Pix is Itaú's Bolecode API (its own credentials), not cash_management v2",
    });
  const kind = i.document_kind ?? "DM";
  const especie = ESPECIES[kind];
  if (!especie)
    issues.push({
      path: "document_kind",
      code: "ITAU_API_DOCUMENT_KIND",
      message: `Itaú has no espécie ${kind}`,
    });
  if (i.document_number !== undefined && [...i.document_number].length > MAX.ourOwnNumber)
    issues.push({ path: "document_number", code: "ITAU_API_SEU_NUMERO", message: "at most 10 characters" });
  for (const [n, line] of (i.instructions ?? []).entries())
    if ([...line].length > MAX.message)
      issues.push({ path: `instructions.${n}`, code: "ITAU_API_MESSAGE", message: "at most 100 characters" });
  const due = i.due_date ?? t.today;
  const withGuarantor = i.guarantor !== undefined;
  const dado: Record<string, unknown> = {
    descricao_instrumento_cobranca: "boleto",
    tipo_boleto: "a vista",
    codigo_carteira: i.wallet,
    codigo_tipo_vencimento: 3,
    valor_total_titulo: amount17(i.amount_cents),
    codigo_especie: especie ?? "",
    codigo_aceite: i.acceptance === "A" ? "S" : "N",
    data_emissao: i.issue_date ?? t.today,
    ...(i.rebate_cents ? { valor_abatimento: amount17(i.rebate_cents) } : {}),
    pagador: party(i.payer, "payer", issues, withGuarantor),
    ...(i.guarantor ? { sacador_avalista: party(i.guarantor, "guarantor", issues, true) } : {}),
    dados_individuais_boleto: [
      {
        numero_nosso_numero: ourNumber8(i.our_number),
        data_vencimento: due,
        valor_titulo: amount17(i.amount_cents),
        ...(i.document_number ? { texto_seu_numero: i.document_number } : {}),
      },
    ],
    desconto_expresso: false,
  };
  if (i.interest) {
    const days = startDays(due, i.interest.start_date, "interest.start_date", issues);
    dado.juros =
      i.interest.kind === "daily_amount"
        ? { codigo_tipo_juros: "93", quantidade_dias_juros: days, valor_juros: amount17(i.interest.value) }
        : {
            codigo_tipo_juros: "90",
            quantidade_dias_juros: days,
            percentual_juros: percent12(i.interest.value),
          };
  }
  if (i.fine) {
    const days = startDays(due, i.fine.start_date, "fine.start_date", issues);
    dado.multa =
      i.fine.kind === "amount"
        ? { codigo_tipo_multa: "01", quantidade_dias_multa: days, valor_multa: amount17(i.fine.value) }
        : { codigo_tipo_multa: "02", quantidade_dias_multa: days, percentual_multa: percent12(i.fine.value) };
  }
  if (i.discount) {
    if (daysBetween(i.discount.until, due) < 0)
      issues.push({ path: "discount.until", code: "ITAU_API_DISCOUNT_DATE", message: "after the due date" });
    dado.desconto = {
      codigo_tipo_desconto: "01",
      descontos: [{ data_desconto: i.discount.until, valor_desconto: amount17(i.discount.amount_cents) }],
    };
  }
  if (i.instructions?.length) dado.mensagens_cobranca = i.instructions.map((mensagem) => ({ mensagem }));
  if (issues.length > 0) return { issues };
  return {
    method: "POST",
    path: "/boletos",
    headers: { "x-itau-correlationid": t.reference },
    body: {
      json: {
        data: {
          etapa_processo_boleto: "efetivacao",
          codigo_canal_operacao: "API",
          beneficiario: { id_beneficiario: beneficiaryId(i) },
          dado_boleto: dado,
        },
      },
    },
  };
}

/**
 * The query of one title by lote's key: `GET /boletos` with `id_beneficiario`, `codigo_carteira`,
 * `nosso_numero` and `view=specific`, which the OpenAPI says returns the charge's details (payments,
 * history, write-off); ACBr asks the same (`view=specific`, "suporte sugeriu utilizar specific").
 */
export function query(k: TitleKey): ApiRequest {
  return {
    method: "GET",
    path: "/boletos",
    query: {
      id_beneficiario: beneficiaryId(k.account),
      codigo_carteira: k.account.wallet,
      nosso_numero: ourNumber8(k.our_number),
      view: "specific",
    },
    headers: { "x-itau-correlationid": `query-${beneficiaryId(k.account)}${ourNumber8(k.our_number)}` },
  };
}

/** A harmless call: the query of nosso número 00000000 in the connection's carteira (404/204 or a list: both prove the credentials). */
export function probe(account: TitleKey["account"], today: string): ApiRequest {
  const req = query({ our_number: "0", account, beneficiary_document: "" });
  return { ...req, headers: { "x-itau-correlationid": `probe-${today}` } };
}
