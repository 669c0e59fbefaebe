/**
 * Cresol's boleto API (Governarti, `cresolapi.governarti.com.br`) as published sources show it,
 * transcribed as JSON Schema for the simulator (the request builders never import this module).
 * Cresol's own Swagger (`/v3/api-docs`) is behind the bank's portal; what is public:
 *
 * - ACBR: frones/ACBr `Fontes/ACBrBoleto/WS/ACBrBoletoW_Cresol.pas` @1726250073b800b7cd6e7e912522e54b1ed2b111
 *   (URLs, token form, POST /titulos body, PUT due date, baixa, list filters) and
 *   `ACBrBoletoRet_Cresol.pas` (answers: id, codigoBarras, linhaDigitavel, nossoNumero, status,
 *   ocorrencias tipo C with valor/dtOcorrencia/dtCredito; errors `{ code, message }`).
 * - REF: an integrator's "Cresol API, boletos" reference (GitHub Markdown, code index id
 *   56897390966): the paths its production Swagger listed on 2026-07-08, the list's query
 *   parameters, the token form and answer (expires_in 300, refresh_expires_in 1800), the body's
 *   fields, a rejected `numeroDocumento` over 15 characters, and a homologação title
 *   (id 22389619, nossoNumero 352, dvNossoNumero 5, status EM_PROCESSAMENTO, its linha digitável).
 * - BNC: BoletoNetCore's Cresol client (code index ids 3734923763, 3717170524): the two hosts.
 */
import type { JsonSchema } from "../../../connect/schema";

const ACBR = "ACBr ACBrBoletoW_Cresol.pas @1726250073";
const REF = "'Cresol API, boletos' reference (code index 56897390966)";

const date: JsonSchema = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" };

/** The token form (password grant at the Keycloak realm `cresol`). */
export const TOKEN_FORM: JsonSchema = {
  type: "object",
  "x-source": `${ACBR} DefinirParamOAuth; ${REF} Autenticação`,
  required: ["grant_type", "client_id", "username", "password"],
  properties: {
    grant_type: { const: "password" },
    client_id: { type: "string", minLength: 1, "x-source": "cresolApi in both sources" },
    client_secret: { type: "string" },
    username: { type: "string", minLength: 1 },
    password: { type: "string", minLength: 1 },
    scope: { type: "string", "x-source": `${REF}: read` },
  },
};

/** One title of `POST /titulos` (the body is an array, even for one title: REF). */
export const TITLE: JsonSchema = {
  type: "object",
  "x-source": `${ACBR} RequisicaoJson; ${REF} Campos observados`,
  required: [
    "idEspecie",
    "tipoPagador",
    "docPagador",
    "pagadorNome",
    "numeroDocumento",
    "dtVencimento",
    "dtDocumento",
    "valorNominal",
  ],
  additionalProperties: false,
  properties: {
    idEmissao: { type: "integer", "x-source": `${ACBR}: 2 = emissão pelo cliente` },
    idEspecie: { type: "integer", minimum: 1 },
    tipoPagador: { type: "string", enum: ["0", "1"], "x-source": `${ACBR}: 0 CPF, 1 CNPJ` },
    docPagador: { type: "string", pattern: "^(\\d{11}|\\d{14})$" },
    pagadorNome: { type: "string", minLength: 1, maxLength: 50, "x-source": `${ACBR} Copy(…, 1, 50)` },
    pagadorEndereco: { type: "string" },
    pagadorEnderecoNumero: { type: "string" },
    pagadorBairro: { type: "string" },
    pagadorCep: { type: "integer", minimum: 0, maximum: 99999999 },
    pagadorCidade: { type: "string" },
    pagadorUf: { type: "string", pattern: "^[A-Z]{2}$" },
    numeroDocumento: {
      type: "string",
      minLength: 1,
      maxLength: 15,
      "x-source": `${REF}: "numeroDocumento maior que 15 caracteres" rejected`,
    },
    dtVencimento: date,
    dtDocumento: date,
    valorNominal: { type: "number", exclusiveMinimum: 0 },
    nossoNumero: { type: ["string", "integer"], "x-source": `${ACBR}: sent when the client has one` },
    valorDesconto: { type: "number" },
    cdTipoJuros: { type: ["string", "integer"] },
    valorJuros: { type: "number" },
    cdTipoMulta: { type: ["string", "integer"] },
    valorMulta: { type: "number" },
    nrProtestoDias: { type: "integer" },
  },
};

export const REGISTER_BODY: JsonSchema = {
  type: "array",
  "x-source": `${ACBR} Format('[%s]'); ${REF} "Payload base … é array"`,
  minItems: 1,
  items: TITLE,
};

/** `PUT /titulos/{id}`: the due date (ACBr RequisicaoAltera; REF "Atualizar vencimento … com dtVencimento"). */
export const ALTER_BODY: JsonSchema = {
  type: "object",
  "x-source": `${ACBR} RequisicaoAltera; ${REF} Títulos de cobrança`,
  required: ["dtVencimento"],
  additionalProperties: false,
  properties: { dtVencimento: date },
};

/** `GET /titulos` query parameters (REF, "Query params confirmados"). */
export const LIST_QUERY: JsonSchema = {
  type: "object",
  "x-source": `${REF} Query params confirmados; ${ACBR} RequisicaoConsulta`,
  additionalProperties: false,
  properties: {
    page: { type: "string", pattern: "^\\d+$" },
    size: { type: "string", pattern: "^\\d+$" },
    status: {
      type: "string",
      enum: [
        "EM_ABERTO",
        "EM_PROCESSAMENTO",
        "LIQUIDACAO_EM_PROCESSAMENTO",
        "LIQUIDADO",
        "BAIXADO_MANUALMENTE",
        "BAIXADO_PROTESTADO",
        "BAIXADO_DECURSO_DE_PRAZO",
        "REJEITADO",
      ],
      "x-source": `${ACBR} RequisicaoConsulta (the status list in its comments)`,
    },
    dt_vencimento_ini: date,
    dt_vencimento_fim: date,
    dt_processamento_ini: date,
    dt_processamento_fim: date,
  },
};
