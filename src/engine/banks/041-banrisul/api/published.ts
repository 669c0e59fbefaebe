/**
 * Banrisul's cobrança API as published sources show it, transcribed as JSON Schema for the
 * simulator (the request builders never import this module). Banrisul's own reference is behind
 * its developer portal (developers.banrisul.com.br); what is public:
 *
 * - ACBR: frones/ACBr `Fontes/ACBrBoleto/WS/ACBrBoletoW_Banrisul.pas`
 *   @0d707c9d134ad92e4cd8bd6dc0a27955ab594a7c (`RequisicaoJson`, `GeraDadoBoleto`, `GerarPagador`,
 *   `GerarJuros`, `GerarMulta`, `GerarDesconto`, `GerarProtesto`, `GerarPag_Parcial`,
 *   `GerarHibrido`, `CodigoTipoTitulo`, `DefinirKeyUser`, `ValidaAmbiente`) and
 *   `ACBrBoletoRet_Banrisul.pas` (answers).
 * - BNC: BoletoNetCore's Banrisul online client (code index id 52663306605).
 * - PHP: a PHP integration (code index id 3391403374): instrucoes juros/multa/desconto/protesto/
 *   abatimento/baixa, pag_parcial, pagador with aceite.
 */
import type { JsonSchema } from "../../../connect/schema";

const ACBR = "ACBr ACBrBoletoW_Banrisul.pas @0d707c9d";
const PHP = "PHP integration (code index 3391403374)";

const date: JsonSchema = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" };
const decimal: JsonSchema = { type: ["string", "number"], pattern: "^\\d+(\\.\\d{1,2})?$" };

/** The 13-digit `bergs-beneficiario` header (the integrator's notes and the JS app's 0010000001088). */
export const BENEFICIARY_HEADER: JsonSchema = { type: "string", pattern: "^\\d{13}$" };

/** The token form (client credentials; ACBr `DefinirParamOAuth`). */
export const TOKEN_FORM: JsonSchema = {
  type: "object",
  "x-source": `${ACBR} DefinirParamOAuth; BNC GetAccessToken`,
  required: ["grant_type"],
  properties: { grant_type: { const: "client_credentials" } },
};

const PAYER: JsonSchema = {
  type: "object",
  "x-source": `${ACBR} GerarPagador; ${PHP}`,
  required: ["tipo_pessoa", "cpf_cnpj", "nome"],
  additionalProperties: false,
  properties: {
    tipo_pessoa: { type: "string", enum: ["F", "J"] },
    cpf_cnpj: { type: "string", pattern: "^(\\d{11}|\\d{14})$" },
    nome: { type: "string", minLength: 1, maxLength: 40, "x-source": `${ACBR}: Copy(…, 0, 40)` },
    endereco: { type: "string", maxLength: 35, "x-source": `${ACBR}: Logradouro + ',' + Numero, 35` },
    cep: { type: "string", pattern: "^\\d{8}$" },
    cidade: { type: "string", maxLength: 15 },
    uf: { type: "string", pattern: "^[A-Z]{2}$" },
    aceite: { type: "string", enum: ["A", "N"] },
  },
};

const INSTRUCTIONS: JsonSchema = {
  type: "object",
  "x-source": `${ACBR} GerarIntrucoes; ${PHP}`,
  additionalProperties: false,
  properties: {
    juros: {
      type: "object",
      required: ["codigo"],
      additionalProperties: false,
      "x-source": `${ACBR} GerarJuros: 1 valor ao dia, 2 taxa mensal, 3 isento`,
      properties: { codigo: { type: "integer", enum: [1, 2, 3] }, data: date, valor: decimal, taxa: decimal },
    },
    multa: {
      type: "object",
      required: ["codigo"],
      additionalProperties: false,
      "x-source": `${ACBR} GerarMulta: 0 none, 1 valor, 2 taxa ('0.0')`,
      properties: {
        codigo: { type: "integer", enum: [0, 1, 2] },
        data: date,
        valor: { type: ["string", "number"] },
        taxa: { type: ["string", "number"], pattern: "^\\d+(\\.\\d)?$" },
      },
    },
    desconto: {
      type: "object",
      required: ["codigo"],
      additionalProperties: false,
      "x-source": `${ACBR} GerarDesconto: 1/3 valor, 2/5 taxa`,
      properties: {
        codigo: { type: "integer", minimum: 1, maximum: 5 },
        data: date,
        valor: decimal,
        taxa: decimal,
      },
    },
    protesto: {
      type: "object",
      required: ["codigo"],
      additionalProperties: false,
      "x-source": `${ACBR} GerarProtesto: codigo 1 and prazo; ${PHP}: codigo 3`,
      properties: { codigo: { type: "integer" }, prazo: { type: ["integer", "string"] } },
    },
    abatimento: {
      type: "object",
      "x-source": `${PHP} only`,
      properties: { valor: { type: ["string", "number"] } },
    },
    baixa: {
      type: "object",
      "x-source": `${PHP} only`,
      properties: { codigo: { type: "integer" }, prazo: { type: ["integer", "string"] } },
    },
  },
};

/** The title of `POST /boletos`. */
export const TITLE: JsonSchema = {
  type: "object",
  "x-source": `${ACBR} GeraDadoBoleto`,
  required: ["seu_numero", "data_emissao", "data_vencimento", "valor_nominal", "especie", "pagador"],
  additionalProperties: false,
  properties: {
    nosso_numero: {
      type: "string",
      pattern: "^\\d{10}$",
      "x-source": `${ACBR}: OnlyNumber(MontarCampoNossoNumero), sent when the client has one; Ret pads it to 10`,
    },
    seu_numero: { type: "string", maxLength: 10 },
    data_emissao: date,
    data_vencimento: date,
    valor_nominal: { ...decimal, "x-source": `${ACBR}: FormatFloat('0.00') with a point` },
    especie: { type: "string", pattern: "^\\d{2}$", "x-source": `${ACBR} CodigoTipoTitulo, PadLeft 2` },
    id_titulo_empresa: { type: "string", maxLength: 25 },
    pagador: PAYER,
    instrucoes: INSTRUCTIONS,
    pag_parcial: {
      type: "object",
      "x-source": `${ACBR} GerarPag_Parcial: autoriza 1, codigo 3 unless a range is allowed; ${PHP}`,
      properties: {
        autoriza: { type: "integer", enum: [1, 2] },
        codigo: { type: "integer" },
        tipo: { type: "integer" },
        quantidade: { type: "integer" },
        valor_min: decimal,
        valor_max: decimal,
        percentual_min: decimal,
        percentual_max: decimal,
      },
    },
    hibrido: {
      type: "object",
      "x-source": `${ACBR} GerarHibrido: autoriza S`,
      properties: { autoriza: { type: "string", enum: ["S", "N"] } },
    },
  },
};

/** `POST /boletos`: `{ ambiente, titulo }`. */
export const REGISTER_BODY: JsonSchema = {
  type: "object",
  "x-source": `${ACBR} RequisicaoJson; BNC BanrisulRegistrarRequest; ${PHP}`,
  required: ["ambiente", "titulo"],
  additionalProperties: false,
  properties: {
    ambiente: { type: "string", enum: ["T", "P"], "x-source": `${ACBR} ValidaAmbiente: P produção, T teste` },
    titulo: TITLE,
  },
};
