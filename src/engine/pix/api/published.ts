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
import { Calendario, cobBase, cobvValor, Devedor, locCob } from "./published-cobv";
import { at, decimal, PIX_SPEC } from "./published-source";

export { Calendario, Devedor, PIX_SPEC };

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
