/**
 * The registration request of Banco do Brasil's API Cobrança v2: `POST /cobrancas/v2/boletos`
 * with a `RequisicaoRegistroBoletos` JSON body built from lote's title.
 *
 * Fields and domains: BB's documentation of the resource (transcribed in higorocha/
 * SistemaWebAlencarFrutas `DOCUMENTACAO_BB_COBRANCA.md` §7.1, 780930e), the v1 manual BB published
 * as "CBR - Geração de Boletos Portal" (Aug/2020, in imobanco/bb-wrapper `docs/bb/`, 88f3074),
 * ACBr `ACBrBoletoW_BancoBrasil_API.pas` `RequisicaoJson` (frones/ACBr f0def97). lote sends the
 * nosso número itself (`numeroTituloCliente`, convênio "tipo 4": cliente numera), so BB computes
 * the same barcode and linha digitável lote does; lote does not send what its input cannot say
 * (protest and negativação days, the limit for paying late): BB applies the convênio's defaults.
 */
import type { ApiRequest, ApiTitle } from "../../../connect/types";
import { addDays } from "../../../math/date";
import type { Party } from "../../../types";
import { TITLE_TYPE } from "./codes";
import { bbDate, bbInteger, bbMoney, inscriptionType, titleNumber } from "./format";

export const BOLETOS_PATH = "/cobrancas/v2/boletos";

/** A reason a title cannot be expressed in BB's request. */
export interface BbIssue {
  path: string;
  code: string;
  message: string;
}

/** The digits and lengths BB's documentation gives the request's text fields. */
const LIMITS = { payerName: 60, address: 60, city: 30, district: 30, phone: 30, finalName: 30, message: 165 };
const SEU_NUMERO = /^[A-Z0-9 '-]{1,15}$/;

/** `pagador` or `beneficiarioFinal` of a party; issues under `path`. */
function party(p: Party, path: string, issues: BbIssue[], withAddress: boolean): Record<string, unknown> {
  const tipo = inscriptionType(p.document);
  const numero = bbInteger(p.document);
  if (tipo === undefined || numero === undefined)
    issues.push({
      path: `${path}.document`,
      code: "BB_API_DOCUMENT",
      message: "Banco do Brasil's API takes a numeric CPF (11) or CNPJ (14) as an integer",
    });
  const nameMax = withAddress ? LIMITS.payerName : LIMITS.finalName;
  const out: Record<string, unknown> = { tipoInscricao: tipo, numeroInscricao: numero, nome: p.name };
  if (p.name.length > nameMax) issues.push(tooLong(`${path}.name`, nameMax));
  const a = p.address;
  if (!withAddress || a === undefined) return out;
  const street = [a.street, a.number, a.complement].filter((s) => s !== undefined && s !== "").join(" ");
  if (street.length > LIMITS.address) issues.push(tooLong(`${path}.address.street`, LIMITS.address));
  if (a.city.length > LIMITS.city) issues.push(tooLong(`${path}.address.city`, LIMITS.city));
  if ((a.district ?? "").length > LIMITS.district)
    issues.push(tooLong(`${path}.address.district`, LIMITS.district));
  out.endereco = street;
  out.cep = bbInteger(a.zip_code);
  out.cidade = a.city;
  if (a.district) out.bairro = a.district;
  out.uf = a.state;
  return out;
}

function tooLong(path: string, max: number): BbIssue {
  return {
    path,
    code: "BB_API_TOO_LONG",
    message: `Banco do Brasil's API takes at most ${max} characters here`,
  };
}

/** The charges after the due date (`jurosMora`, `multa`) and the discount, in BB's shape. */
function charges(t: ApiTitle, due: string, issues: BbIssue[]): Record<string, unknown> {
  const { interest, fine, discount } = t.input;
  const out: Record<string, unknown> = {};
  if (discount && discount.amount_cents > 0)
    out.desconto = { tipo: 1, dataExpiracao: bbDate(discount.until), valor: bbMoney(discount.amount_cents) };
  if (interest && interest.value > 0) {
    // BB's jurosMora has no start date: interest runs from the day after the due date.
    if (interest.start_date !== undefined && interest.start_date !== addDays(due, 1))
      issues.push({
        path: "interest.start_date",
        code: "BB_API_INTEREST_START",
        message:
          "Banco do Brasil's API charges interest from the day after the due date; it takes no start date",
      });
    out.jurosMora =
      interest.kind === "daily_amount"
        ? { tipo: 1, valor: bbMoney(interest.value) }
        : { tipo: 2, porcentagem: bbMoney(interest.value) };
  }
  if (fine && fine.value > 0) {
    const data = bbDate(fine.start_date ?? addDays(due, 1));
    out.multa =
      fine.kind === "amount"
        ? { tipo: 1, data, valor: bbMoney(fine.value) }
        : { tipo: 2, data, porcentagem: bbMoney(fine.value) };
  }
  return out;
}

/**
 * The `POST /cobrancas/v2/boletos` request of a title, or the reasons BB's API cannot carry it.
 *
 * @example registerRequest(title).body // { json: { numeroConvenio: 3128557, numeroCarteira: 17, … } }
 */
export function registerRequest(t: ApiTitle): ApiRequest | { issues: BbIssue[] } {
  const input = t.input;
  const issues: BbIssue[] = [];
  const agreement = input.agreement ?? "";
  if (!/^\d{7}$/.test(agreement))
    issues.push({
      path: "agreement",
      code: "BB_API_AGREEMENT",
      message: "Banco do Brasil's API registers titles of 7-digit convênios only",
    });
  const variation = input.bank_fields?.wallet_variation;
  if (variation === undefined || !/^\d{1,3}$/.test(variation))
    issues.push({
      path: "bank_fields.wallet_variation",
      code: "REQUIRED",
      message: "Banco do Brasil's API needs bank_fields.wallet_variation (variação da carteira)",
    });
  if (input.due_date === null)
    issues.push({
      path: "due_date",
      code: "BB_API_DUE_DATE",
      message: "Banco do Brasil's API needs a due date",
    });
  const kind = input.document_kind ?? "DM";
  const tipoTitulo = TITLE_TYPE[kind];
  if (tipoTitulo === undefined)
    issues.push({
      path: "document_kind",
      code: "BB_API_DOCUMENT_KIND",
      message: `Banco do Brasil's API has no codigoTipoTitulo for espécie ${kind}`,
    });
  // Seu número: BB's field is obligatory; lote's sequential number stands in when there is none.
  const seuNumero = (input.document_number ?? input.our_number).toUpperCase();
  if (!SEU_NUMERO.test(seuNumero))
    issues.push({
      path: "document_number",
      code: "BB_API_DOCUMENT_NUMBER",
      message: "Banco do Brasil's numeroTituloBeneficiario takes 1-15 of A-Z, 0-9, space, hyphen, apostrophe",
    });
  const message = (input.instructions ?? []).join(" ").trim();
  if (message.length > LIMITS.message) issues.push(tooLong("instructions", LIMITS.message));
  const pagador = party(input.payer, "payer", issues, true);
  const finalBeneficiary = input.guarantor ? party(input.guarantor, "guarantor", issues, false) : undefined;
  const due = input.due_date ?? t.today;
  const rest = charges(t, due, issues);
  if (issues.length > 0) return { issues };

  const body: Record<string, unknown> = {
    numeroConvenio: Number(agreement),
    numeroCarteira: Number(input.wallet),
    numeroVariacaoCarteira: Number(variation),
    codigoModalidade: 1,
    dataEmissao: bbDate(input.issue_date ?? t.today),
    dataVencimento: bbDate(due),
    valorOriginal: bbMoney(input.amount_cents),
  };
  if (input.rebate_cents) body.valorAbatimento = bbMoney(input.rebate_cents);
  body.codigoAceite = input.acceptance ?? "N";
  body.codigoTipoTitulo = tipoTitulo;
  body.descricaoTipoTitulo = kind;
  body.indicadorPermissaoRecebimentoParcial = "N";
  body.numeroTituloBeneficiario = seuNumero;
  body.numeroTituloCliente = titleNumber(agreement, input.our_number);
  if (message !== "") body.mensagemBloquetoOcorrencia = message;
  Object.assign(body, rest);
  body.pagador = pagador;
  if (finalBeneficiary) body.beneficiarioFinal = finalBeneficiary;
  // "S": BB attaches a dynamic Pix QR code (cobv) and returns it in qrCode{url, txId, emv}.
  body.indicadorPix = input.pix ? "S" : "N";
  return { method: "POST", path: BOLETOS_PATH, body: { json: body } };
}
