/**
 * The query parameters of the Pix API's reads lote makes (`GET /cobv`, `GET /cobv/{txid}`,
 * `GET /pix`), transcribed from the Central Bank's OpenAPI document. On the wire every parameter
 * is text, so the spec's integers and booleans are checked here as their text forms.
 */
import type { JsonSchema } from "../../connect/schema";
import { at } from "./published-source";

const dateTime = (pointer: string): JsonSchema => ({
  type: "string",
  format: "date-time",
  "x-source": at(pointer, "RFC 3339"),
});
const bool = (pointer: string): JsonSchema => ({
  type: "string",
  enum: ["true", "false"],
  "x-source": at(pointer, "boolean, as text"),
});
/** `#/components/parameters/paginaAtual` and `itensPorPagina` (integers ≥ 0 and 1–1000, as text). */
const paging: Record<string, JsonSchema> = {
  "paginacao.paginaAtual": {
    type: "string",
    pattern: "^(0|[1-9]\\d*)$",
    "x-source": at("#/components/parameters/paginaAtual", "int32, minimum 0, default 0"),
  },
  "paginacao.itensPorPagina": {
    type: "string",
    pattern: "^(1000|[1-9]\\d{0,2})$",
    "x-source": at("#/components/parameters/itensPorPagina", "int32, 1–1000, default 100"),
  },
};
const cpf: JsonSchema = {
  type: "string",
  pattern: "^\\d{11}$",
  "x-source": at("#/paths/~1pix/get/parameters", "cpf: yaml writes `/^\\d{11}$/`; not with cnpj"),
};
const cnpj: JsonSchema = {
  type: "string",
  pattern: "^[0-9A-Z]{14}$",
  "x-source": at("#/paths/~1pix/get/parameters", "cnpj; not with cpf"),
};

/** `GET /cobv`: cobranças com vencimento created between `inicio` and `fim` (lote's probe). */
export const CobvListQuery: JsonSchema = {
  type: "object",
  required: ["inicio", "fim"],
  properties: {
    inicio: dateTime("#/components/schemas/Inicio"),
    fim: dateTime("#/components/schemas/Fim"),
    cpf,
    cnpj,
    locationPresente: bool("#/paths/~1cobv/get/parameters"),
    status: { type: "string", "x-source": at("#/paths/~1cobv/get/parameters", "status filter") },
    loteCobVId: {
      type: "string",
      pattern: "^\\d+$",
      "x-source": at("#/paths/~1cobv/get/parameters", "int32, as text"),
    },
    ...paging,
  },
  additionalProperties: false,
  "x-source": at("#/paths/~1cobv/get/parameters"),
};

/** `GET /cobv/{txid}`: an optional revision. */
export const CobvReadQuery: JsonSchema = {
  type: "object",
  properties: {
    revisao: {
      type: "string",
      pattern: "^(0|[1-9]\\d*)$",
      "x-source": at("#/components/schemas/Revisao", "int32 from 0, as text"),
    },
  },
  additionalProperties: false,
  "x-source": at("#/paths/~1cobv~1{txid}/get/parameters"),
};

/** `GET /pix`: Pix received between `inicio` and `fim`, optionally by txid, payer or devolução. */
export const PixListQuery: JsonSchema = {
  type: "object",
  required: ["inicio", "fim"],
  properties: {
    inicio: dateTime("#/components/schemas/Inicio"),
    fim: dateTime("#/components/schemas/Fim"),
    txid: {
      type: "string",
      pattern: "^[a-zA-Z0-9]{1,35}$",
      "x-source": at(
        "#/paths/~1pix/get/parameters",
        "allOf [TxId, pattern [a-zA-Z0-9]{1,35}]: the 1–35 override",
      ),
    },
    txIdPresente: bool("#/paths/~1pix/get/parameters"),
    devolucaoPresente: bool("#/paths/~1pix/get/parameters"),
    cpf,
    cnpj,
    ...paging,
  },
  additionalProperties: false,
  "x-source": at("#/paths/~1pix/get/parameters"),
};
