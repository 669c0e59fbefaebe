/**
 * CAIXA SIGCB web service — the request bodies (the content of SERVICO_ENTRADA in the JSON form
 * published.ts describes): the manutenção service (INCLUI_BOLETO, ALTERA_BOLETO, BAIXA_BOLETO) and
 * the consulta service (CONSULTA_BOLETO). Required fields follow the XSD where it and the manual's
 * OBRIGAT column disagree (VALOR_ABATIMENTO: "Sim" in [M §4.2], minOccurs 0 in [X]).
 */
import type { JsonSchema } from "../../../connect/schema";
import {
  ADDRESS,
  DATE,
  DEC10_5,
  DEC13_2,
  datedAmount,
  digits,
  headerSchema,
  MANUAL as M,
  messagesSchema,
  oneAmount,
  PAYMENT,
  personSchema,
  str,
  XSD as X,
} from "./published";

const JUROS_TIPO: JsonSchema = { type: "string", enum: ["VALOR_POR_DIA", "TAXA_MENSAL", "ISENTO"] };
const ACAO: JsonSchema = { type: "string", enum: ["PROTESTAR", "DEVOLVER"] };
const FLAG: JsonSchema = { type: "string", enum: ["S", "N"] };
/** NOSSO_NUMERO: long 17, "iniciando com 14" or zeros when CAIXA assigns it [M Nota 2]. */
const NOSSO_NUMERO = digits(17, `${M} Nota 2; ${X} long 0..99999999999999999`);
/** CODIGO_BENEFICIARIO: int 0..9999999 [M Nota 1; X]. */
const BENEFICIARIO = digits(7, `${M} Nota 1`);
/** TIPO HIBRIDO: the boleto with a Pix QR (version 3.2) [A ACBrBoletoW_Caixa.pas; PHP CaixaService, see docs]. Not in the 2017 XSD. */
const TIPO_HIBRIDO: JsonSchema = {
  type: "string",
  enum: ["HIBRIDO"],
  "x-source": "ACBr ACBrBoletoW_Caixa.pas C_TIPO_HIBRIDO",
};

/** TITULO of INCLUI_BOLETO (titulo_entrada_Type [X]; [M §4.2]). */
const INCLUI_TITULO: JsonSchema = {
  type: "object",
  "x-source": `${X} titulo_entrada_Type; ${M} §4.2`,
  required: [
    ...["NUMERO_DOCUMENTO", "DATA_VENCIMENTO", "VALOR", "TIPO_ESPECIE", "FLAG_ACEITE", "JUROS_MORA"],
    ...["POS_VENCIMENTO", "CODIGO_MOEDA", "PAGADOR"],
  ],
  additionalProperties: false,
  properties: {
    NOSSO_NUMERO,
    TIPO: TIPO_HIBRIDO,
    NUMERO_DOCUMENTO: str(11, `${M} Nota 3`),
    DATA_VENCIMENTO: DATE,
    VALOR: DEC13_2,
    TIPO_ESPECIE: digits(2, `${M} Nota 6`),
    FLAG_ACEITE: FLAG,
    DATA_EMISSAO: DATE,
    JUROS_MORA: {
      type: "object",
      "x-source": `${X} juros_mora_Type; ${M} Notas 9–11`,
      required: ["TIPO"],
      additionalProperties: false,
      properties: { TIPO: JUROS_TIPO, DATA: DATE, VALOR: DEC13_2, PERCENTUAL: DEC10_5 },
      oneOf: oneAmount(true),
    },
    VALOR_ABATIMENTO: DEC13_2,
    POS_VENCIMENTO: {
      type: "object",
      "x-source": `${X} pos_vencimento_Type; ${M} Notas 13–14`,
      required: ["ACAO", "NUMERO_DIAS"],
      additionalProperties: false,
      properties: { ACAO, NUMERO_DIAS: digits(3) },
    },
    CODIGO_MOEDA: digits(2, `${M} Nota 15 "09"`),
    PAGADOR: personSchema({ ENDERECO: ADDRESS }, `${X} pagador_Type; ${M} Nota 16`),
    SACADOR_AVALISTA: personSchema({}, `${X} sacador_avalista_Type; ${M} Nota 21`),
    MULTA: datedAmount(true, `${X} multa_Type; ${M} Notas 22–23`),
    DESCONTOS: {
      type: "object",
      required: ["DESCONTO"],
      additionalProperties: false,
      properties: {
        DESCONTO: { type: "array", minItems: 1, maxItems: 3, items: datedAmount(true, `${M} Notas 24–25`) },
      },
    },
    VALOR_IOF: DEC13_2,
    IDENTIFICACAO_EMPRESA: str(25, `${M} Nota 27`),
    FICHA_COMPENSACAO: messagesSchema(2),
    RECIBO_PAGADOR: messagesSchema(4),
    PAGAMENTO: PAYMENT,
  },
};

/** ENDERECO of ALTERA_BOLETO: every field optional (altera_boleto_endereco_Type [X]). */
const ALTERA_ADDRESS: JsonSchema = { ...ADDRESS, required: [] };

/** TITULO of ALTERA_BOLETO (altera_boleto_titulo_entrada_Type [X]; [M §4.4]): all but NOSSO_NUMERO optional. */
const ALTERA_TITULO: JsonSchema = {
  type: "object",
  "x-source": `${X} altera_boleto_titulo_entrada_Type; ${M} §4.4`,
  required: ["NOSSO_NUMERO"],
  additionalProperties: false,
  properties: {
    NOSSO_NUMERO,
    TIPO: TIPO_HIBRIDO,
    NUMERO_DOCUMENTO: str(11),
    DATA_VENCIMENTO: DATE,
    VALOR: DEC13_2,
    TIPO_ESPECIE: digits(2),
    FLAG_ACEITE: FLAG,
    JUROS_MORA: {
      type: "object",
      additionalProperties: false,
      properties: { TIPO: JUROS_TIPO, DATA: DATE, VALOR: DEC13_2, PERCENTUAL: DEC10_5 },
      oneOf: oneAmount(false),
    },
    VALOR_ABATIMENTO: DEC13_2,
    POS_VENCIMENTO: {
      type: "object",
      additionalProperties: false,
      properties: { ACAO, NUMERO_DIAS: digits(3) },
    },
    PAGADOR: {
      type: "object",
      "x-source": `${X} altera_boleto_pagador_Type (no CPF/CNPJ)`,
      additionalProperties: false,
      properties: { NOME: str(40), RAZAO_SOCIAL: str(40), ENDERECO: ALTERA_ADDRESS },
    },
    SACADOR_AVALISTA: personSchema({}, `${X} altera_boleto_sacador_avalista_Type`),
    MULTA: datedAmount(false, `${X} altera_boleto_multa_Type`),
    DESCONTOS: {
      type: "object",
      required: ["DESCONTO"],
      additionalProperties: false,
      properties: {
        DESCONTO: { type: "array", minItems: 1, maxItems: 3, items: datedAmount(false, `${X}`) },
      },
    },
    VALOR_IOF: DEC13_2,
    IDENTIFICACAO_EMPRESA: str(25),
    FICHA_COMPENSACAO: messagesSchema(2),
    RECIBO_PAGADOR: messagesSchema(4),
    PAGAMENTO: { ...PAYMENT, required: [] },
  },
};

/** CODIGO_BENEFICIARIO + NOSSO_NUMERO (baixa_boleto_entrada_Type, consulta_boleto_entrada_Type [X]; [M §4.3, §4.6]). */
const BY_OUR_NUMBER: JsonSchema = {
  type: "object",
  required: ["CODIGO_BENEFICIARIO", "NOSSO_NUMERO"],
  additionalProperties: false,
  properties: { CODIGO_BENEFICIARIO: BENEFICIARIO, NOSSO_NUMERO },
};

const withTitle = (titulo: JsonSchema): JsonSchema => ({
  type: "object",
  required: ["CODIGO_BENEFICIARIO", "TITULO"],
  additionalProperties: false,
  properties: { CODIGO_BENEFICIARIO: BENEFICIARIO, TITULO: titulo },
});

const only = (name: string, schema: JsonSchema): JsonSchema => ({
  type: "object",
  required: [name],
  additionalProperties: false,
  properties: { [name]: schema },
});

const manutencao = (dados: JsonSchema): JsonSchema => ({
  type: "object",
  "x-source": `${X} servico_entrada_negocial_Type, dados_entrada_Type; ${M} §4.1–4.4`,
  required: ["HEADER", "DADOS"],
  additionalProperties: false,
  properties: { HEADER: headerSchema(["INCLUI_BOLETO", "ALTERA_BOLETO", "BAIXA_BOLETO"]), DADOS: dados },
});

/** SERVICO_ENTRADA of the manutenção service per operation (the simulator's precise check). */
export const MANUTENCAO_BY_OPERATION: Readonly<Record<string, JsonSchema>> = {
  INCLUI_BOLETO: manutencao(only("INCLUI_BOLETO", withTitle(INCLUI_TITULO))),
  ALTERA_BOLETO: manutencao(only("ALTERA_BOLETO", withTitle(ALTERA_TITULO))),
  BAIXA_BOLETO: manutencao(only("BAIXA_BOLETO", BY_OUR_NUMBER)),
};

/** SERVICO_ENTRADA of the manutenção service: HEADER + DADOS with one of the three operations (dados_entrada_Type [X]). */
export const MANUTENCAO_REQUEST: JsonSchema = manutencao({
  oneOf: Object.values(MANUTENCAO_BY_OPERATION).map((s) => s.properties?.DADOS ?? {}),
});

/** SERVICO_ENTRADA of the consulta service: HEADER + DADOS/CONSULTA_BOLETO ([X] DADOS_ENTRADA_TYPE; [M §4.5–4.6]). */
export const CONSULTA_REQUEST: JsonSchema = {
  type: "object",
  "x-source": `${X} SERVICO_ENTRADA_NEGOCIAL_TYPE; ${M} §4.5–4.6`,
  required: ["HEADER", "DADOS"],
  additionalProperties: false,
  properties: { HEADER: headerSchema(["CONSULTA_BOLETO"]), DADOS: only("CONSULTA_BOLETO", BY_OUR_NUMBER) },
};
