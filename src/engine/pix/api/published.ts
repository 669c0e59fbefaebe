/**
 * The BACEN Pix API's published request schemas, transcribed from the Central Bank's OpenAPI
 * document as `JsonSchema` constants: the bodies, path and query parameters of every request lote
 * sends. The simulator validates what it receives against these; the request builders never
 * import this module (connect/AGENTS.md), so a field wrong in a builder cannot be wrong here too.
 *
 * Transcription rules (each case says so in its `x-source`):
 * - The yaml's patterns are unanchored (`[a-zA-Z0-9]{26,35}`); JSON Schema patterns match
 *   anywhere, so the patterns are anchored here as the descriptions intend.
 * - The yaml writes the CPF pattern as a JavaScript literal, `/^\d{11}$/`; read here as `^\d{11}$`.
 * - `allOf` parts with disjoint properties are flattened into one object.
 * - `additionalProperties: false` is lote's strictness, not the spec's: the spec lists no other
 *   field for these objects, and a misspelt field must fail in the simulator.
 * - Query parameters are text on the wire: integers and booleans are patterns and enums of text.
 */
import type { JsonSchema } from "../../connect/schema";
import { at, PIX_SPEC } from "./published-source";

export { PIX_SPEC };

const DECIMAL = "^\\d{1,10}\\.\\d{2}$";
const decimal = (pointer: string): JsonSchema => ({
  type: "string",
  pattern: DECIMAL,
  "x-source": at(pointer, "pattern `\\d{1,10}\\.\\d{2}`, anchored"),
});

/** `#/components/schemas/TxId`: 26–35 letters and digits. */
export const TxId: JsonSchema = {
  type: "string",
  pattern: "^[a-zA-Z0-9]{26,35}$",
  "x-source": at("#/components/schemas/TxId", "pattern `[a-zA-Z0-9]{26,35}`, anchored"),
};

/** `#/components/schemas/EndToEndId`: 32 letters and digits. */
export const EndToEndId: JsonSchema = {
  type: "string",
  pattern: "^[a-zA-Z0-9]{32}$",
  minLength: 32,
  maxLength: 32,
  "x-source": at("#/components/schemas/EndToEndId"),
};

/** `#/components/schemas/DevolucaoId`: the client's id of a devolução, 1–35 letters and digits. */
export const DevolucaoId: JsonSchema = {
  type: "string",
  pattern: "^[a-zA-Z0-9]{1,35}$",
  "x-source": at("#/components/schemas/DevolucaoId", "pattern anchored"),
};

/** The `{chave}` of `/webhook/{chave}`: a DICT key, at most 77 characters. */
export const WebhookChave: JsonSchema = {
  type: "string",
  maxLength: 77,
  "x-source": at("#/paths/~1webhook~1{chave}/parameters/0"),
};

/** The `{id}` of `/lotecobv/{id}`: text (the lote's numeric id as the responses show it). */
export const LoteCobVId: JsonSchema = {
  type: "string",
  minLength: 1,
  "x-source": at(
    "#/paths/~1lotecobv~1{id}/parameters/0",
    "type string, no pattern; responses carry it as int64 (LoteCobVConsultado.id); minLength is lote's",
  ),
};

const devedorSource = at(
  "#/components/schemas/DadosDevedor",
  "oneOf PessoaFisica (cpf, nome) | PessoaJuridica (cnpj, nome), allOf email + DadosComplementaresPessoa",
);

/** `DadosDevedor.devedor`: a CPF or a CNPJ with a name, and the optional address fields. */
export const Devedor: JsonSchema = {
  type: "object",
  properties: {
    cpf: {
      type: "string",
      pattern: "^\\d{11}$",
      "x-source": at("#/components/schemas/PessoaFisica/properties/cpf", "yaml writes `/^\\d{11}$/`"),
    },
    cnpj: {
      type: "string",
      pattern: "^[0-9A-Z]{14}$",
      "x-source": at("#/components/schemas/PessoaJuridica/properties/cnpj", "alphanumeric since 2.9.0"),
    },
    nome: { type: "string", maxLength: 200, "x-source": at("#/components/schemas/PessoaFisica") },
    email: { type: "string", "x-source": devedorSource },
    logradouro: {
      type: "string",
      maxLength: 200,
      "x-source": at("#/components/schemas/DadosComplementaresPessoa"),
    },
    cidade: {
      type: "string",
      maxLength: 200,
      "x-source": at("#/components/schemas/DadosComplementaresPessoa"),
    },
    uf: { type: "string", maxLength: 2, "x-source": at("#/components/schemas/DadosComplementaresPessoa") },
    cep: { type: "string", maxLength: 8, "x-source": at("#/components/schemas/DadosComplementaresPessoa") },
  },
  additionalProperties: false,
  oneOf: [{ required: ["cpf", "nome"] }, { required: ["cnpj", "nome"] }],
  "x-source": devedorSource,
};

/** `CobDataDeVencimento`: the due date and the days after it the charge may still be paid. */
export const Calendario: JsonSchema = {
  type: "object",
  required: ["dataDeVencimento"],
  properties: {
    dataDeVencimento: {
      type: "string",
      format: "date",
      "x-source": at("#/components/schemas/CobDataDeVencimento"),
    },
    validadeAposVencimento: {
      type: "integer",
      "x-source": at(
        "#/components/schemas/CobDataDeVencimento",
        "int32, default 30; < 0 is a CobVOperacaoInvalida",
      ),
    },
  },
  additionalProperties: false,
  "x-source": at("#/components/schemas/CobDataDeVencimento"),
};

const modalidade = (pointer: string, max: number): JsonSchema => ({
  type: "integer",
  minimum: 1,
  maximum: max,
  "x-source": at(pointer, `int32, domain 1–${max}`),
});

const valorSource = "#/components/schemas/CobVValor/properties";

/** `CobVValor`: original amount, multa, juros, abatimento and desconto with their modalidades. */
function cobvValor(required: readonly string[]): JsonSchema {
  return {
    type: "object",
    required,
    properties: {
      original: decimal(`${valorSource}/original`),
      multa: {
        type: "object",
        required: ["modalidade", "valorPerc"],
        properties: {
          modalidade: modalidade(`${valorSource}/multa`, 2),
          valorPerc: decimal(`${valorSource}/multa`),
        },
        additionalProperties: false,
        "x-source": at(`${valorSource}/multa`, "1 valor fixo, 2 percentual"),
      },
      juros: {
        type: "object",
        required: ["modalidade", "valorPerc"],
        properties: {
          modalidade: modalidade(`${valorSource}/juros`, 8),
          valorPerc: decimal(`${valorSource}/juros`),
        },
        additionalProperties: false,
        "x-source": at(
          `${valorSource}/juros`,
          "1 valor/dia corrido, 2 %/dia, 3 %/mês, 4 %/ano (corridos); 5–8 the same in dias úteis",
        ),
      },
      abatimento: {
        type: "object",
        required: ["modalidade", "valorPerc"],
        properties: {
          modalidade: modalidade(`${valorSource}/abatimento`, 2),
          valorPerc: decimal(`${valorSource}/abatimento`),
        },
        additionalProperties: false,
        "x-source": at(`${valorSource}/abatimento`, "1 valor fixo, 2 percentual"),
      },
      desconto: {
        type: "object",
        required: ["modalidade"],
        properties: {
          modalidade: modalidade(`${valorSource}/desconto`, 6),
          descontoDataFixa: {
            type: "array",
            minItems: 1,
            maxItems: 3,
            items: {
              type: "object",
              required: ["data", "valorPerc"],
              properties: {
                data: { type: "string", format: "date", "x-source": at(`${valorSource}/desconto`) },
                valorPerc: decimal(`${valorSource}/desconto`),
              },
              additionalProperties: false,
            },
            "x-source": at(`${valorSource}/desconto`, "uniqueItems (not checked here: lote sends one)"),
          },
          valorPerc: decimal(`${valorSource}/desconto`),
        },
        additionalProperties: false,
        // The yaml's first branch requires nothing, so a modalidade 3–6 body (valorPerc) matches
        // both branches; lote sends only modalidade 1 with descontoDataFixa.
        oneOf: [{ properties: { descontoDataFixa: { type: "array" } } }, { required: ["valorPerc"] }],
        "x-source": at(
          `${valorSource}/desconto`,
          "1 valor fixo até a(s) data(s), 2 % até a data, 3–6 por antecipação; oneOf descontoDataFixa | valorPerc",
        ),
      },
    },
    additionalProperties: false,
    "x-source": at("#/components/schemas/CobVValor"),
  };
}

/** `CobBase`: the receiver's key, the text to the payer and the additional information. */
const cobBase: Record<string, JsonSchema> = {
  chave: { type: "string", maxLength: 77, "x-source": at("#/components/schemas/CobBase/properties/chave") },
  solicitacaoPagador: {
    type: "string",
    maxLength: 140,
    "x-source": at("#/components/schemas/CobBase/properties/solicitacaoPagador"),
  },
  infoAdicionais: {
    type: "array",
    maxItems: 50,
    items: {
      type: "object",
      required: ["nome", "valor"],
      properties: {
        nome: { type: "string", maxLength: 50 },
        valor: { type: "string", maxLength: 200 },
      },
      additionalProperties: false,
    },
    "x-source": at(
      "#/components/schemas/CobBase/properties/infoAdicionais",
      "the yaml writes `maximum: 50` on the array, read here as maxItems",
    ),
  },
};

/** `PayloadLocationCob`: a location the client created before (`POST /loc`). lote never sends it. */
const locCob: JsonSchema = {
  type: "object",
  required: ["id", "tipoCob"],
  properties: { id: { type: "integer" }, tipoCob: { type: "string", enum: ["cob", "cobv"] } },
  "x-source": at(
    "#/components/schemas/PayloadLocationCob",
    "required id, tipoCob (the examples send only id)",
  ),
};

/** `CobVSolicitada`: the body of `PUT /cobv/{txid}`. */
export const CobVSolicitada: JsonSchema = {
  type: "object",
  required: ["valor", "chave", "devedor", "calendario"],
  properties: {
    calendario: Calendario,
    devedor: Devedor,
    loc: locCob,
    valor: cobvValor(["original"]),
    ...cobBase,
  },
  additionalProperties: false,
  "x-source": at("#/components/schemas/CobVSolicitada", "requestBodies/CobVBody"),
};

const statusRemovida: JsonSchema = {
  type: "string",
  enum: ["REMOVIDA_PELO_USUARIO_RECEBEDOR"],
  "x-source": at("#/components/schemas/CobVRevisada", "status: the only value a client may set"),
};

/** `CobVRevisada`: the body of `PATCH /cobv/{txid}` (every field optional). */
export const CobVRevisada: JsonSchema = {
  type: "object",
  properties: {
    calendario: Calendario,
    devedor: Devedor,
    loc: locCob,
    status: statusRemovida,
    valor: cobvValor([]),
    ...cobBase,
  },
  additionalProperties: false,
  "x-source": at("#/components/schemas/CobVRevisada", "requestBodies/CobVBodyRevisada"),
};

const withTxid = (schema: JsonSchema): JsonSchema => ({
  ...schema,
  required: ["txid", ...(schema.required ?? [])],
  properties: { txid: TxId, ...schema.properties },
});

/** The body of `PUT /lotecobv/{id}`: a description and the cobranças, each with its txid. */
export const LoteCobVBody: JsonSchema = {
  type: "object",
  required: ["descricao", "cobsv"],
  properties: {
    descricao: { type: "string", "x-source": at("#/components/requestBodies/LoteCobVBody") },
    cobsv: { type: "array", items: withTxid(CobVSolicitada) },
  },
  additionalProperties: false,
  "x-source": at("#/components/requestBodies/LoteCobVBody", "items allOf [txid required, CobVSolicitada]"),
};

/** The body of `PATCH /lotecobv/{id}`: some of the lote's cobranças, each a revision with its txid. */
export const LoteCobVBodyRevisado: JsonSchema = {
  type: "object",
  properties: {
    descricao: { type: "string" },
    cobsv: { type: "array", items: withTxid(CobVRevisada) },
  },
  additionalProperties: false,
  "x-source": at(
    "#/components/requestBodies/LoteCobVBodyRevisado",
    "items allOf [txid required, CobVRevisada]",
  ),
};

/** `WebhookSolicitado`: the body of `PUT /webhook/{chave}`. */
export const WebhookSolicitado: JsonSchema = {
  type: "object",
  required: ["webhookUrl"],
  properties: { webhookUrl: { type: "string", format: "uri" } },
  additionalProperties: false,
  "x-source": at(
    "#/components/schemas/WebhookSolicitado",
    "format uri (checked by Ajv, not by validateSchema)",
  ),
};

/** `DevolucaoSolicitada`: the body of `PUT /pix/{e2eid}/devolucao/{id}`. */
export const DevolucaoSolicitada: JsonSchema = {
  type: "object",
  required: ["valor"],
  properties: {
    valor: decimal("#/components/schemas/DevolucaoSolicitada/properties/valor"),
    natureza: {
      type: "string",
      enum: ["ORIGINAL", "RETIRADA"],
      "x-source": at("#/components/schemas/DevolucaoSolicitadaNatureza", "absent means ORIGINAL"),
    },
    descricao: { type: "string", maxLength: 140 },
  },
  additionalProperties: false,
  "x-source": at("#/components/schemas/DevolucaoSolicitada"),
};

export { CobvListQuery, CobvReadQuery, PixListQuery } from "./published-query";
