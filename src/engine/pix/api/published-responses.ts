/**
 * The BACEN Pix API's published response schemas lote reads, transcribed from the Central Bank's
 * OpenAPI document: the cobrança com vencimento (`CobVGerada`, `CobVCompleta`), a received Pix,
 * a devolução, a lote, the list of Pix, a webhook and the problem+json errors. Responses may
 * carry fields added later (the spec's compatibility rules), so nothing here forbids extra ones.
 * The simulator's answers are held to these in the tests.
 */
import type { JsonSchema } from "../../connect/schema";
import { at } from "./published-source";

const DECIMAL = "^\\d{1,10}\\.\\d{2}$";
const dec: JsonSchema = { type: "string", pattern: DECIMAL };
const dateTime: JsonSchema = { type: "string", format: "date-time" };

/** `#/components/schemas/Problema` (RFC 7807) with `violacoes`. */
export const Problema: JsonSchema = {
  type: "object",
  required: ["type", "title", "status"],
  properties: {
    type: {
      type: "string",
      "x-source": at("#/components/schemas/Problema", "https://pix.bcb.gov.br/api/v2/error/<TipoErro>"),
    },
    title: { type: "string" },
    status: { type: "integer" },
    detail: { type: "string" },
    correlationId: { type: "string" },
    violacoes: {
      type: "array",
      items: {
        type: "object",
        properties: { razao: { type: "string" }, propriedade: { type: "string" }, valor: { type: "string" } },
        "x-source": at("#/components/schemas/Violacao"),
      },
    },
  },
  "x-source": at("#/components/schemas/Problema"),
};

/** `#/components/schemas/Devolucao`. */
export const Devolucao: JsonSchema = {
  type: "object",
  required: ["id", "rtrId", "valor", "horario", "status"],
  properties: {
    id: { type: "string", pattern: "^[a-zA-Z0-9]{1,35}$" },
    rtrId: { type: "string", pattern: "^[a-zA-Z0-9]{32}$", minLength: 32, maxLength: 32 },
    valor: dec,
    natureza: {
      type: "string",
      enum: ["ORIGINAL", "RETIRADA", "MED_OPERACIONAL", "MED_FRAUDE", "MED_PIX_AUTOMATICO"],
      "x-source": at("#/components/schemas/DevolucaoNatureza"),
    },
    descricao: { type: "string", maxLength: 140 },
    horario: { type: "object", properties: { solicitacao: dateTime, liquidacao: dateTime } },
    status: { type: "string", enum: ["EM_PROCESSAMENTO", "DEVOLVIDO", "NAO_REALIZADO"] },
    motivo: { type: "string", maxLength: 140 },
  },
  "x-source": at("#/components/schemas/Devolucao"),
};

const componente: JsonSchema = { type: "object", required: ["valor"], properties: { valor: dec } };

/** `#/components/schemas/Pix`: a received Pix (in lists, queries and the webhook body). */
export const Pix: JsonSchema = {
  type: "object",
  required: ["endToEndId", "valor", "horario"],
  properties: {
    endToEndId: { type: "string", pattern: "^[a-zA-Z0-9]{32}$", minLength: 32, maxLength: 32 },
    txid: {
      type: "string",
      pattern: "^[a-zA-Z0-9]{1,35}$",
      "x-source": at("#/components/schemas/Pix/properties/txid", "allOf [TxId, 1–35]: the 1–35 override"),
    },
    valor: dec,
    componentesValor: {
      type: "object",
      properties: {
        original: componente,
        juros: componente,
        multa: componente,
        desconto: componente,
        abatimento: componente,
      },
      "x-source": at(
        "#/components/schemas/Pix/properties/componentesValor",
        "valor = original (+ saque + troco) + multa + juros − abatimento − desconto; saque/troco not read",
      ),
    },
    chave: { type: "string", maxLength: 77 },
    horario: {
      ...dateTime,
      "x-source": at("#/components/schemas/Pix/properties/horario", "processed at the PSP"),
    },
    infoPagador: { type: "string", maxLength: 140 },
    devolucoes: { type: "array", items: Devolucao },
  },
  "x-source": at("#/components/schemas/Pix"),
};

const pessoa: Record<string, JsonSchema> = {
  cpf: { type: "string", pattern: "^\\d{11}$" },
  cnpj: { type: "string", pattern: "^[0-9A-Z]{14}$" },
  nome: { type: "string", maxLength: 200 },
  logradouro: { type: "string", maxLength: 200 },
  cidade: { type: "string", maxLength: 200 },
  uf: { type: "string", maxLength: 2 },
  cep: { type: "string", maxLength: 8 },
};
const cpfOrCnpj: JsonSchema[] = [{ required: ["cpf", "nome"] }, { required: ["cnpj", "nome"] }];

/** `#/components/schemas/CobVGerada`: the answer of PUT and PATCH `/cobv/{txid}`. */
export const CobVGerada: JsonSchema = {
  type: "object",
  // The yaml requires `location` but defines it only under `loc`; its example cobResponse4 has none.
  required: ["location", "txid", "devedor", "calendario", "revisao", "status", "valor", "chave", "recebedor"],
  properties: {
    calendario: {
      type: "object",
      required: ["criacao", "dataDeVencimento", "validadeAposVencimento"],
      properties: {
        criacao: dateTime,
        dataDeVencimento: { type: "string", format: "date" },
        validadeAposVencimento: { type: "integer" },
      },
    },
    txid: { type: "string", pattern: "^[a-zA-Z0-9]{26,35}$" },
    revisao: {
      type: "integer",
      "x-source": at("#/components/schemas/Revisao", "starts at 0, +1 per change but loc"),
    },
    devedor: { type: "object", properties: { ...pessoa, email: { type: "string" } }, oneOf: cpfOrCnpj },
    recebedor: {
      type: "object",
      required: ["logradouro", "cidade", "uf", "cep"],
      properties: { ...pessoa, nomeFantasia: { type: "string", maxLength: 200 } },
      oneOf: cpfOrCnpj,
      "x-source": at("#/components/schemas/DadosRecebedor"),
    },
    loc: {
      type: "object",
      // allOf of CobVGerada's [id, txid, tipoCob, criacao] and PayloadLocation's [id, location, tipoCob, criacao].
      required: ["id", "location", "txid", "tipoCob", "criacao"],
      properties: {
        id: { type: "integer" },
        location: {
          type: "string",
          maxLength: 77,
          "x-source": at(
            "#/components/schemas/PayloadLocation/properties/location",
            "format uri, but no scheme in every example",
          ),
        },
        tipoCob: { type: "string", enum: ["cob", "cobv"] },
        criacao: dateTime,
      },
    },
    location: {
      type: "string",
      maxLength: 77,
      "x-source": at("#/components/schemas/CobGerada/properties/location"),
    },
    status: {
      type: "string",
      enum: ["ATIVA", "CONCLUIDA", "REMOVIDA_PELO_USUARIO_RECEBEDOR", "REMOVIDA_PELO_PSP"],
      "x-source": at("#/components/schemas/CobrancaStatus"),
    },
    valor: { type: "object", required: ["original"], properties: { original: dec } },
    chave: { type: "string", maxLength: 77 },
    solicitacaoPagador: { type: "string", maxLength: 140 },
    pixCopiaECola: {
      type: "string",
      maxLength: 512,
      "x-source": at("#/components/schemas/CobBaseCopiaCola"),
    },
  },
  "x-source": at("#/components/schemas/CobVGerada"),
};

/** `#/components/schemas/CobVCompleta`: the answer of `GET /cobv/{txid}`, with the Pix received. */
export const CobVCompleta: JsonSchema = {
  ...CobVGerada,
  properties: { ...CobVGerada.properties, pix: { type: "array", items: Pix } },
  "x-source": at("#/components/schemas/CobVCompleta"),
};

const paginacao: JsonSchema = {
  type: "object",
  required: ["paginaAtual", "itensPorPagina", "quantidadeDePaginas", "quantidadeTotalDeItens"],
  properties: {
    paginaAtual: { type: "integer", minimum: 0 },
    itensPorPagina: { type: "integer", minimum: 1 },
    quantidadeDePaginas: { type: "integer", minimum: 1 },
    quantidadeTotalDeItens: { type: "integer", minimum: 0 },
  },
  "x-source": at("#/components/schemas/Paginacao"),
};

/** `#/components/schemas/PixConsultados`: the answer of `GET /pix`. */
export const PixConsultados: JsonSchema = {
  type: "object",
  // The yaml requires ["parametros", "cobs"]; `cobs` is no property of it (the list is `pix`).
  required: ["parametros"],
  properties: {
    parametros: {
      type: "object",
      required: ["inicio", "fim", "paginacao"],
      properties: { inicio: dateTime, fim: dateTime, paginacao },
    },
    pix: { type: "array", items: Pix },
  },
  "x-source": at("#/components/schemas/PixConsultados", "required lists `cobs`, read as the list `pix`"),
};

/** `#/components/schemas/LoteCobVConsultado`: the answer of `GET /lotecobv/{id}`. */
export const LoteCobVConsultado: JsonSchema = {
  type: "object",
  required: ["id", "descricao", "criacao", "cobsv"],
  properties: {
    id: { type: "integer" },
    descricao: { type: "string" },
    criacao: dateTime,
    cobsv: {
      type: "array",
      items: {
        type: "object",
        required: ["txid", "status"],
        properties: {
          txid: { type: "string", pattern: "^[a-zA-Z0-9]{26,35}$" },
          status: { type: "string", enum: ["EM_PROCESSAMENTO", "CRIADA", "NEGADA"] },
          problema: Problema,
          criacao: dateTime,
        },
      },
    },
  },
  "x-source": at("#/components/schemas/LoteCobVConsultado"),
};

/** `#/components/schemas/WebhookCompleto`: the answer of `GET /webhook/{chave}`. */
export const WebhookCompleto: JsonSchema = {
  type: "object",
  // The yaml requires cnpj; its example webhookResponse1 carries `chave` instead.
  required: ["webhookUrl", "cnpj", "criacao"],
  properties: {
    webhookUrl: { type: "string", format: "uri" },
    cnpj: { type: "string", pattern: "^[0-9A-Z]{14}$" },
    chave: { type: "string", maxLength: 77 },
    criacao: dateTime,
  },
  "x-source": at("#/components/schemas/WebhookCompleto", "chave: in the example only"),
};

/** `#/components/requestBodies/WebhookPixBody`: what the PSP POSTs to `{webhookUrl}/pix`. */
export const WebhookPixBody: JsonSchema = {
  type: "object",
  properties: { pix: { type: "array", items: Pix } },
  "x-source": at(
    "#/paths/~1webhook~1{chave}/put/callbacks/listaPix",
    "POST {webhookUrl}/pix, mTLS, no OAuth",
  ),
};
