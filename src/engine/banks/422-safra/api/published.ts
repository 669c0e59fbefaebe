/**
 * Safra's cobrança API as published sources show it, transcribed as JSON Schema for the simulator
 * (the request builders never import this module). Safra's own reference (developers portal) is
 * not public; what is:
 *
 * - ACBR: frones/ACBr `Fontes/ACBrBoleto/WS/ACBrBoletoW_Safra.pas` @16418a3fa2e9e9f189215f3f2b403adfc9749e76
 *   (`RequisicaoJson`, `GerarDocumento`, `GerarPagador`, `GerarEnderecoPagador`, `DefinirParametros`,
 *   `DefinirParamOAuth`).
 * - NODE: Node.js clients (code index ids 21136878784, 21322249456).
 * - PHP: a PHP integration (code index id 15825664632).
 * - ADVPL: a Protheus integration (code index id 41910201031).
 */
import type { JsonSchema } from "../../../connect/schema";

const ACBR = "ACBr ACBrBoletoW_Safra.pas @16418a3f";
const date: JsonSchema = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" };

/** The token form: the password grant (ACBR DefinirParamOAuth; NODE; ADVPL). */
export const TOKEN_FORM: JsonSchema = {
  type: "object",
  "x-source": `${ACBR} DefinirParamOAuth; NODE getSafraAccessToken; ADVPL fnToken`,
  required: ["grant_type", "client_id", "username", "password"],
  properties: {
    grant_type: { const: "password" },
    client_id: { type: "string", minLength: 1 },
    username: { type: "string", minLength: 1 },
    password: { type: "string", minLength: 1 },
    refresh_token: { type: "string", "x-source": `${ACBR}; ADVPL: sent empty` },
  },
};

/** The `Safra-Correlation-ID` header: a UUID (ACBR and ADVPL a fixed one, NODE a random one). */
export const CORRELATION_HEADER: JsonSchema = {
  type: "string",
  pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
};

const ADDRESS: JsonSchema = {
  type: "object",
  "x-source": `${ACBR} GerarEnderecoPagador; PHP; ADVPL`,
  additionalProperties: false,
  properties: {
    logradouro: { type: "string", maxLength: 40 },
    bairro: { type: "string", maxLength: 10 },
    cidade: { type: "string", maxLength: 15 },
    uf: { type: "string", pattern: "^[A-Z]{2}$" },
    cep: { type: "string", pattern: "^\\d{8}$" },
  },
};

const PAYER: JsonSchema = {
  type: "object",
  "x-source": `${ACBR} GerarPagador; PHP; ADVPL`,
  required: ["nome", "tipoPessoa", "numeroDocumento"],
  additionalProperties: false,
  properties: {
    nome: { type: "string", minLength: 1, maxLength: 40 },
    tipoPessoa: { type: "string", enum: ["F", "J"] },
    numeroDocumento: { type: "string", pattern: "^(\\d{11}|\\d{14})$" },
    email: { type: "string" },
    endereco: ADDRESS,
  },
};

const DOCUMENT: JsonSchema = {
  type: "object",
  "x-source": `${ACBR} GerarDocumento (as 'Documento'); PHP and ADVPL as 'documento'`,
  required: ["numero", "numeroCliente", "especie", "dataVencimento", "valor", "pagador"],
  additionalProperties: false,
  properties: {
    numero: {
      type: ["integer", "string"],
      "x-source": `${ACBR}: nosso número with DV, ≤ 15; PHP, ADVPL: a number`,
    },
    numeroCliente: { type: "string", maxLength: 10, "x-source": `${ACBR} ≤ 10; ADVPL: 9 digits` },
    diasDevolucao: { type: "integer" },
    especie: {
      type: "string",
      enum: ["01", "02", "03", "05", "09"],
      "x-source": `${ACBR} EPC_ constants; PHP 09; ADVPL 01`,
    },
    dataVencimento: date,
    valor: { type: "number", exclusiveMinimum: 0 },
    codigoMoeda: { type: "integer", const: 0 },
    quantidadeDiasProtesto: { type: "integer", minimum: 0 },
    campoLivre: { type: "string", maxLength: 25 },
    fidc: { type: ["integer", "string"] },
    danfe: { type: "string", maxLength: 44 },
    valorAbatimento: { type: "number" },
    desconto: { type: "object" },
    multa: {
      type: "object",
      "x-source": `${ACBR} GerarMultaJuros; PHP`,
      properties: {
        dataMulta: date,
        taxaMulta: { type: "number" },
        dataJuros: date,
        taxaJuros: { type: "number" },
      },
    },
    pagador: PAYER,
    beneficiario: { type: "object", "x-source": "PHP only" },
    mensagem: { type: "object" },
    mensagens: { type: "array" },
  },
};

/** `POST /boletos`. */
export const REGISTER_BODY: JsonSchema = {
  type: "object",
  "x-source": `${ACBR} RequisicaoJson; PHP; ADVPL`,
  required: ["agencia", "conta", "documento"],
  additionalProperties: false,
  properties: {
    agencia: { type: "string", pattern: "^\\d{5}$", "x-source": "ADVPL: 5 digits (agência and DV)" },
    conta: {
      type: "string",
      pattern: "^\\d{9}$",
      "x-source": `${ACBR}: Conta + ContaDigito; ADVPL: 9 digits`,
    },
    documento: DOCUMENT,
  },
};

/** `GET /boletos` query parameters (ACBR DefinirParametros; NODE; PHP). */
export const QUERY: JsonSchema = {
  type: "object",
  "x-source": `${ACBR} DefinirParametros; NODE consultarBoletoSafra; PHP`,
  required: ["agencia", "conta"],
  additionalProperties: false,
  properties: {
    agencia: { type: "string", pattern: "^\\d{5}$" },
    conta: { type: "string", pattern: "^\\d{9}$" },
    numero: { type: "string", pattern: "^\\d+$" },
    numeroCliente: { type: "string" },
  },
};
