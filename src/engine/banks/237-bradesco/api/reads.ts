/**
 * Bradesco API Cobrança — the query of one title (`POST /v1/boleto/titulo-consultar`), the
 * write-off (`POST /v1/boleto/titulo-baixar`) and the probe. Both bodies name the title by the
 * beneficiary's document, the product (carteira), the negociação and the nosso número
 * (ottomillrath/BoletoNetCore BancoBradesco.Online.cs BradescoConsultaStatusRequest /
 * BradescoSolicitarBaixaRequest @0d310407018b22adda1d97c0df33251f23d9760c; ACBr DefinirURL).
 */
import type { ApiInstruction, ApiRequest, TitleKey } from "../../../connect/types";
import { negotiation, product, splitDocument, titleNumber } from "./format";

export const QUERY_PATH = "/v1/boleto/titulo-consultar";
export const WRITE_OFF_PATH = "/v1/boleto/titulo-baixar";
/** `codigoBaixa` BoletoNetCore sends for a write-off requested by the beneficiary. */
export const WRITE_OFF_CODE = 57;

function titleOf(k: TitleKey, ourNumber: string) {
  const d = splitDocument(k.beneficiary_document);
  return {
    cpfCnpj: { cpfCnpj: Number(d.root), filial: Number(d.branch), controle: Number(d.control) },
    produto: Number(product(k.account)),
    // 18 digits exceed a JSON number JavaScript can write exactly: sent as a digit string (see the docs).
    negociacao: negotiation(k.account),
    nossoNumero: Number(ourNumber),
    sequencia: 0,
  };
}

/** The key's nosso número: the one Bradesco returned (`nuTituloGerado`), else lote's. */
const keyNumber = (k: TitleKey): string => k.provider_ids?.nuTituloGerado ?? titleNumber(k.our_number);

/**
 * The query of one title: what lote asks before retrying a registration.
 *
 * @example buildQuery(key).body // { json: { cpfCnpj: { cpfCnpj: 11222333, filial: 1, controle: 81 }, produto: 9, … } }
 */
export function buildQuery(k: TitleKey): ApiRequest {
  return { method: "POST", path: QUERY_PATH, body: { json: titleOf(k, keyNumber(k)) } };
}

/** The instructions the API offers in the sources found: the write-off only. */
export function buildInstruction(k: TitleKey, i: ApiInstruction): ApiRequest[] | null {
  if (i.type !== "write_off") return null;
  return [
    {
      method: "POST",
      path: WRITE_OFF_PATH,
      body: { json: { ...titleOf(k, keyNumber(k)), codigoBaixa: WRITE_OFF_CODE } },
    },
  ];
}

/**
 * The probe: a query of nosso número 0 of the account, which no title has. It needs the token and
 * the signature and changes nothing: any answer but 401/403 proves the credentials (the account
 * alone has no beneficiary document, so the document is zeros).
 */
export function buildProbe(account: TitleKey["account"]): ApiRequest {
  return {
    method: "POST",
    path: QUERY_PATH,
    body: { json: titleOf({ our_number: "0", account, beneficiary_document: "00000000000000" }, "0") },
  };
}
