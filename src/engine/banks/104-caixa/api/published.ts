/**
 * CAIXA SIGCB web service — the published request schema, transcribed as JSON Schema over an
 * intermediate JSON form of the XML. The form (made by simulator-xml.ts from what the simulator
 * receives): the content of `SERVICO_ENTRADA` as an object; an element is a property by its local
 * name (no namespace prefix); an element with children is an object, one with text a string (the
 * text as sent, "" when empty); the elements XSD lets repeat (`REPEATED`) are arrays. Numbers,
 * decimals and dates stay strings and are held by patterns to the manual's TIPO/TAM columns. What
 * JSON Schema cannot say — XSD element order — is `SEQUENCES`, checked by the simulator too.
 *
 * Sources: [M] CAIXA 38.239 v002 micro (julho/2017) §4 and Notas 1–33; [X] the SIGCB XSD as
 * generated into JAXB classes (mmitsunaga/projeto src/br/gov/caixa/jaxws, types named below);
 * [A] ACBr ACBrBoletoW_Caixa.pas (TIPO HIBRIDO).
 */
import type { JsonSchema } from "../../../connect/schema";

const M = "CAIXA 38.239 v002";
const X = "SIGCB XSD (mmitsunaga/projeto @bca555895ece1c7822b65540b9fdc5bcc759a48a)";

export const str = (max: number, src?: string): JsonSchema => ({
  type: "string",
  maxLength: max,
  ...(src ? { "x-source": src } : {}),
});
/** `int`/`long`/`short` of up to `n` digits, as text. */
export const digits = (n: number, src?: string): JsonSchema => ({
  type: "string",
  pattern: `^\\d{1,${n}}$`,
  ...(src ? { "x-source": src } : {}),
});
/** `dec 13,2` "9999999999999.99" [M Notas 5, 11, 12]. */
export const DEC13_2: JsonSchema = { type: "string", pattern: "^\\d{1,13}(\\.\\d{1,2})?$" };
/** `dec 10,5` "9999999999.99999" [M Notas 11, 23, 24, 33]. */
export const DEC10_5: JsonSchema = { type: "string", pattern: "^\\d{1,10}(\\.\\d{1,5})?$" };
/** `date` "yyyy-MM-dd" [M Notas 4, 8, 10]. */
export const DATE: JsonSchema = { type: "string", format: "date" };

/** XSD element order per element (the manual: "prezando o correto ordenamento dos campos", §3.1). */
export const SEQUENCES: Readonly<Record<string, readonly string[]>> = {
  HEADER: [
    "VERSAO",
    "AUTENTICACAO",
    "USUARIO_SERVICO",
    "USUARIO",
    "OPERACAO",
    "INDICE",
    "SISTEMA_ORIGEM",
    "UNIDADE",
    "IDENTIFICADOR_ORIGEM",
    "DATA_HORA",
    "ID_PROCESSO",
  ],
  // titulo_entrada_Type [X]; TIPO after NOSSO_NUMERO [A].
  "INCLUI_BOLETO.TITULO": [
    ...[
      "NOSSO_NUMERO",
      "TIPO",
      "NUMERO_DOCUMENTO",
      "DATA_VENCIMENTO",
      "VALOR",
      "TIPO_ESPECIE",
      "FLAG_ACEITE",
    ],
    ...["DATA_EMISSAO", "JUROS_MORA", "VALOR_ABATIMENTO", "POS_VENCIMENTO", "CODIGO_MOEDA", "PAGADOR"],
    ...["SACADOR_AVALISTA", "MULTA", "DESCONTOS", "VALOR_IOF", "IDENTIFICACAO_EMPRESA", "FICHA_COMPENSACAO"],
    ...["RECIBO_PAGADOR", "PAGAMENTO"],
  ],
  // altera_boleto_titulo_entrada_Type [X].
  "ALTERA_BOLETO.TITULO": [
    ...[
      "NOSSO_NUMERO",
      "TIPO",
      "NUMERO_DOCUMENTO",
      "DATA_VENCIMENTO",
      "VALOR",
      "TIPO_ESPECIE",
      "FLAG_ACEITE",
    ],
    ...["JUROS_MORA", "VALOR_ABATIMENTO", "POS_VENCIMENTO", "PAGADOR", "SACADOR_AVALISTA", "MULTA"],
    ...[
      "DESCONTOS",
      "VALOR_IOF",
      "IDENTIFICACAO_EMPRESA",
      "FICHA_COMPENSACAO",
      "RECIBO_PAGADOR",
      "PAGAMENTO",
    ],
  ],
  JUROS_MORA: ["TIPO", "DATA", "VALOR", "PERCENTUAL"],
  POS_VENCIMENTO: ["ACAO", "NUMERO_DIAS"],
  ENDERECO: ["LOGRADOURO", "BAIRRO", "CIDADE", "UF", "CEP"],
  MULTA: ["DATA", "VALOR", "PERCENTUAL"],
  DESCONTO: ["DATA", "VALOR", "PERCENTUAL"],
};

/** Elements the XSD lets occur more than once: arrays in the JSON form. */
export const REPEATED: ReadonlySet<string> = new Set(["MENSAGEM", "DESCONTO", "CONTROLE_NEGOCIAL"]);

/** The SIBAR HEADER of a request (HEADER_BARRAMENTO_TYPE [X]; [M §4.1, §4.5]). */
export function headerSchema(operations: readonly string[]): JsonSchema {
  return {
    type: "object",
    "x-source": `${M} §4.1/§4.5; ${X} HEADER_BARRAMENTO_TYPE`,
    required: ["VERSAO", "AUTENTICACAO", "USUARIO_SERVICO", "OPERACAO", "SISTEMA_ORIGEM", "DATA_HORA"],
    additionalProperties: false,
    properties: {
      VERSAO: str(10),
      // SHA-256 in Base64 is 44 characters [M §3.2]; the XSD allows 64.
      AUTENTICACAO: { type: "string", pattern: "^[A-Za-z0-9+/]{43}=$", "x-source": `${M} §3.2` },
      USUARIO_SERVICO: str(8, `${M} §4.1 "Informar SGCBS02P"`),
      USUARIO: str(8),
      OPERACAO: { type: "string", enum: operations },
      INDICE: digits(4),
      SISTEMA_ORIGEM: { type: "string", const: "SIGCB", "x-source": `${M} §4.1 "Informar SIGCB"` },
      // "NÚMERO DA AGÊNCIA DE RELACIONAMENTO, COM 4 POSIÇÕES, SEM DV" [M]; the XSD allows 5.
      UNIDADE: digits(5),
      IDENTIFICADOR_ORIGEM: str(255),
      DATA_HORA: { type: "string", pattern: "^\\d{14}$", "x-source": `${M} §4.1 "yyyyMMddHHmmss"` },
      ID_PROCESSO: str(50),
    },
  };
}

/** VALOR or PERCENTUAL, exactly one (the XSD's `choice`). */
export const oneAmount = (required: boolean): JsonSchema["oneOf"] =>
  required
    ? [{ required: ["VALOR"] }, { required: ["PERCENTUAL"] }]
    : [
        { required: ["VALOR"] },
        { required: ["PERCENTUAL"] },
        { properties: { TIPO: {}, DATA: {} }, additionalProperties: false },
      ];

/** CPF + NOME or CNPJ + RAZAO_SOCIAL (pagador_Type / sacador_avalista_Type [X]; [M Nota 16]). */
export function personSchema(extra: Readonly<Record<string, JsonSchema>>, src: string): JsonSchema {
  const branch = (doc: "CPF" | "CNPJ", name: "NOME" | "RAZAO_SOCIAL", n: number): JsonSchema => ({
    type: "object",
    required: [doc, name],
    additionalProperties: false,
    properties: { [doc]: digits(n), [name]: str(40), ...extra },
  });
  return { "x-source": src, oneOf: [branch("CPF", "NOME", 11), branch("CNPJ", "RAZAO_SOCIAL", 14)] };
}

/** ENDERECO (endereco_Type [X]: every field present; [M] TAM 40/15/15/2/8). */
export const ADDRESS: JsonSchema = {
  type: "object",
  "x-source": `${X} endereco_Type; ${M} §4.2 Notas 17–20`,
  required: ["LOGRADOURO", "BAIRRO", "CIDADE", "UF", "CEP"],
  additionalProperties: false,
  properties: { LOGRADOURO: str(40), BAIRRO: str(15), CIDADE: str(15), UF: str(2), CEP: digits(8) },
};

/** MENSAGENS of up to `n` MENSAGEM of 40 [M Notas 28 (2), 29 (4)]. */
export const messagesSchema = (n: number): JsonSchema => ({
  type: "object",
  required: ["MENSAGENS"],
  additionalProperties: false,
  properties: {
    MENSAGENS: {
      type: "object",
      required: ["MENSAGEM"],
      additionalProperties: false,
      properties: { MENSAGEM: { type: "array", minItems: 1, maxItems: n, items: str(40) } },
    },
  },
});

/** A date + VALOR/PERCENTUAL group (multa_Type, desconto_Type [X]; [M Notas 22–25]). */
export const datedAmount = (dateRequired: boolean, src: string): JsonSchema => ({
  type: "object",
  "x-source": src,
  ...(dateRequired ? { required: ["DATA"] } : {}),
  additionalProperties: false,
  properties: { DATA: DATE, VALOR: DEC13_2, PERCENTUAL: DEC10_5 },
  oneOf: dateRequired
    ? [{ required: ["VALOR"] }, { required: ["PERCENTUAL"] }]
    : [
        { required: ["VALOR"] },
        { required: ["PERCENTUAL"] },
        { properties: { DATA: {} }, additionalProperties: false },
      ],
});

/** PAGAMENTO (pagamento_Type [X]; [M Notas 30–33]). */
export const PAYMENT: JsonSchema = {
  type: "object",
  "x-source": `${X} pagamento_Type; ${M} Notas 30–33`,
  required: ["QUANTIDADE_PERMITIDA", "TIPO"],
  additionalProperties: false,
  properties: {
    QUANTIDADE_PERMITIDA: digits(2),
    TIPO: {
      type: "string",
      enum: [
        "ACEITA_QUALQUER_VALOR",
        "ACEITA_VALORES_ENTRE_MINIMO_MAXIMO",
        "NAO_ACEITA_VALOR_DIVERGENTE",
        "SOMENTE_VALOR_MINIMO",
      ],
    },
    VALOR_MINIMO: DEC13_2,
    VALOR_MAXIMO: DEC13_2,
    PERCENTUAL_MINIMO: DEC10_5,
    PERCENTUAL_MAXIMO: DEC10_5,
  },
  oneOf: [
    { required: ["VALOR_MINIMO", "VALOR_MAXIMO"] },
    { required: ["PERCENTUAL_MINIMO", "PERCENTUAL_MAXIMO"] },
  ],
};

export { M as MANUAL, X as XSD };
