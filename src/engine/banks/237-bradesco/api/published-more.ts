/**
 * Bradesco API Cobrança — the other published shapes: the query and write-off bodies, the token
 * form, the JWT assertion and the signature headers, and the answers lote reads (answers allow
 * extra properties). Sources as in published.ts.
 */
import type { JsonSchema } from "../../../connect/schema";

const BNC = "ottomillrath/BoletoNetCore BancoBradesco.Online.cs @0d310407018b22adda1d97c0df33251f23d9760c";
const POSTMAN =
  "HelioNeto/postman-bradesco-boleto-hibrido pre-request.js @68afeb04e077d92db7d640fd68cc6413e81b209f";
const ACBR = "ACBr ACBrBoletoW_Bradesco.pas @1dc1f9a512d031c8ebda286fc8abb3299f239464";
const RET = "ACBr ACBrBoletoRet_Bradesco.pas @32f915d2fb6de6b0374b1f8d965badee6c8b6d6b";

const int = (source: string): JsonSchema => ({ type: "integer", minimum: 0, "x-source": source });

const TITLE_REF: Record<string, JsonSchema> = {
  cpfCnpj: {
    type: "object",
    required: ["cpfCnpj", "filial", "controle"],
    properties: { cpfCnpj: int(`${BNC} BradescoCpfCnpj`), filial: int(BNC), controle: int(BNC) },
    additionalProperties: false,
  },
  produto: int(`${BNC} produto (carteira)`),
  negociacao: {
    type: ["integer", "string"],
    pattern: "^\\d{18}$",
    "x-source": `${BNC} negociacao, a long (agência + 0000000 + conta); lote sends its 18 digits as a string`,
  },
  nossoNumero: int(`${BNC} nossoNumero`),
  sequencia: { type: "integer", enum: [0], "x-source": `${BNC} "Sequencia = 0, //fixo"` },
};

/** `POST /v1/boleto/titulo-consultar`. */
export const QUERY_BODY: JsonSchema = {
  type: "object",
  "x-source": `${BNC} BradescoConsultaStatusRequest; path: ${ACBR} DefinirURL`,
  required: Object.keys(TITLE_REF),
  properties: TITLE_REF,
  additionalProperties: false,
};

/** `POST /v1/boleto/titulo-baixar`. */
export const WRITE_OFF_BODY: JsonSchema = {
  type: "object",
  "x-source": `${BNC} BradescoSolicitarBaixaRequest (CodigoBaixa = 57); path: ${ACBR} DefinirURL`,
  required: [...Object.keys(TITLE_REF), "codigoBaixa"],
  properties: { ...TITLE_REF, codigoBaixa: int(`${BNC} codigoBaixa`) },
  additionalProperties: false,
};

/** The token form (RFC 7523 §2.1). */
export const TOKEN_FORM: JsonSchema = {
  type: "object",
  "x-source": `${POSTMAN} requestTokenOptions; ${BNC} GerarToken; ${ACBR} DefinirParamOAuth`,
  required: ["grant_type", "assertion"],
  properties: {
    grant_type: { const: "urn:ietf:params:oauth:grant-type:jwt-bearer" },
    assertion: { type: "string", pattern: "^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$" },
  },
  additionalProperties: false,
};

/** The assertion's payload. */
export const ASSERTION_PAYLOAD: JsonSchema = {
  type: "object",
  "x-source": `${POSTMAN} buildAssertion; ${BNC} GenerateJWS; ${ACBR} PARAMS_OAUTH`,
  required: ["aud", "sub", "iat", "exp", "jti", "ver"],
  properties: {
    aud: { type: "string", pattern: "^https://.+/auth/server/v1\\.[12]/token$" },
    sub: { type: "string", minLength: 1, "x-source": "the client id (the portal's access token)" },
    iat: { type: "integer" },
    exp: { type: "integer" },
    jti: {
      type: "integer",
      "x-source": "milliseconds (Postman now.getTime(); BoletoNetCore ToUnixTimeMilliseconds)",
    },
    ver: { type: "string", enum: ["1.1", "1.2"] },
  },
};

/** The headers of a signed call. */
export const SIGNED_HEADERS: JsonSchema = {
  type: "object",
  "x-source": `${POSTMAN} headers; ${BNC} request.Headers.Add`,
  required: [
    "authorization",
    "x-brad-signature",
    "x-brad-nonce",
    "x-brad-timestamp",
    "x-brad-algorithm",
    "access-token",
  ],
  properties: {
    authorization: { type: "string", pattern: "^Bearer .+" },
    "x-brad-signature": { type: "string", pattern: "^[A-Za-z0-9+/]+={0,2}$" },
    "x-brad-nonce": { type: "string", pattern: "^\\d+$" },
    "x-brad-timestamp": { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}" },
    "x-brad-algorithm": { const: "SHA256" },
    "access-token": { type: "string", minLength: 1 },
  },
};

/** 200 of the registration (the fields lote reads). */
export const REGISTER_RESPONSE: JsonSchema = {
  type: "object",
  "x-source": `${BNC} BradescoRegistrarTituloResponse`,
  required: ["nuTituloGerado", "cdBarras", "linhaDigitavel"],
  properties: {
    codigoRetorno: { type: "string" },
    mensagemRetorno: { type: "string" },
    nuTituloGerado: { type: ["integer", "string"] },
    cdBarras: { type: "string", pattern: "^\\d{44}$" },
    linhaDigitavel: { type: "string", pattern: "^[\\d. ]{47,54}$" },
    vlTitulo: { type: ["integer", "string"] },
    dtVencimento: { type: "string" },
  },
};

/** 200 of the query. */
export const QUERY_RESPONSE: JsonSchema = {
  type: "object",
  "x-source": `${BNC} BradescoConsultarStatusResponse / TITULO / BAIXA`,
  required: ["STATUS", "MENSAGEM"],
  properties: {
    STATUS: { type: "integer" },
    MENSAGEM: { type: "string" },
    TITULO: {
      type: "object",
      required: ["CODSTATUS", "STATUS", "VALMOEDA", "DATAVENCTO", "CODBARRAS", "LINHADIG"],
      properties: {
        CODSTATUS: { type: "integer" },
        STATUS: { type: "string" },
        VALMOEDA: { type: "integer", "x-source": "centavos, as vlTitulo (unconfirmed)" },
        DATAVENCTO: { type: "string" },
        CODBARRAS: { type: "string" },
        LINHADIG: { type: "string" },
        DTPAGTO: { type: "integer", "x-source": "ddmmaaaa, as ACBr reads the portal's dates (unconfirmed)" },
        VLRPAGTO: { type: "number", "x-source": "reais (a double in BoletoNetCore: unconfirmed)" },
        BAIXA: {
          type: "object",
          properties: {
            CODIGO: { type: "integer" },
            DESCRICAO: { type: "string" },
            DATA: { type: "integer" },
          },
        },
      },
    },
  },
};

/** Error bodies: the API's `{ codigo, mensagem, erros }` and the gateway's `{ code, message, details }`. */
export const ERROR_BODY: JsonSchema = {
  type: "object",
  "x-source": `${BNC} BradescoErrorRegisterResponse / BradescoErrorResponse; ${RET} (code, message, details[].name/value)`,
  anyOf: [{ required: ["codigo", "mensagem"] }, { required: ["code", "message"] }],
  properties: {
    codigo: { type: ["string", "integer"] },
    mensagem: { type: "string" },
    erros: {
      type: "array",
      items: { type: "object", properties: { campo: { type: "string" }, mensagem: { type: "string" } } },
    },
    code: { type: ["string", "integer"] },
    message: { type: "string" },
    details: {
      type: "array",
      items: { type: "object", properties: { name: { type: "string" }, value: { type: "string" } } },
    },
  },
};
