/**
 * Banco Inter, API Cobrança (Boleto com Pix) v3: the published request schemas and the response
 * fields lote reads, transcribed as `JsonSchema` constants. The simulator validates every request
 * against these; the request builders never import them.
 *
 * Source of every constraint (unless a field says otherwise): Inter's reference pages at
 * developers.inter.co/references/cobranca-bolepix, as the OpenAPI 3.0.3 document the portal
 * renders — transcribed from edusouza/inter-pj-cli `spec/inter-empresas-openapi.json`
 * (commit 29c94b63f41c5a7871d9a2f21457d21ba63e6287; components `EmitirCobrancaRequestBody`,
 * `Pagador`, `PagadorBase`, `BeneficiarioBase`, `Desconto*`, `Multa*`, `Mora*`, `Mensagem`,
 * `NotaFiscal`, `CancelarCobrancaRequestBody`, `UpdateCobrancaRequestBody`, `WebhookSolicitado`,
 * `PagamentoCobrancaRequestBody`, `CobrancaDetalhadaResponseBody`, `CobrancasResponse`,
 * `CallbackCobranca`, `Problema`, parameters `xContaCorrente`, `dataInicial`…).
 *
 * Two deliberate departures, both marked: the portal's schemas do not forbid unknown fields, but
 * these do (`additionalProperties: false`), so a misspelt field fails in the simulator instead of
 * being dropped silently; and `Pagador` (an `allOf` of `PagadorBase` plus contact fields in the
 * portal) is flattened into one object so that rule can hold.
 */
import type { JsonSchema } from "../../../connect/schema";

const SPEC = "Inter API Cobrança v3 OpenAPI (developers.inter.co/references/cobranca-bolepix)";
const LOTE_STRICT = "lote's strictness: the portal does not forbid unknown fields";

const UF: JsonSchema = {
  type: "string",
  enum: "AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO".split(" "),
  "x-source": `${SPEC}, EnumUF`,
};

const ADDRESSED_PARTY = {
  cpfCnpj: { type: "string", minLength: 11, maxLength: 18 },
  tipoPessoa: { type: "string", enum: ["FISICA", "JURIDICA"] },
  nome: { type: "string", minLength: 1, maxLength: 100 },
  endereco: { type: "string", minLength: 1, maxLength: 100 },
  bairro: { type: "string", maxLength: 60 },
  cidade: { type: "string", minLength: 1, maxLength: 60 },
  uf: { $ref: "#/$defs/uf" },
  cep: { type: "string", minLength: 8, maxLength: 8 },
} satisfies Record<string, JsonSchema>;

const REQUIRED_PARTY = ["cpfCnpj", "nome", "tipoPessoa", "cep", "endereco", "cidade", "uf"] as const;

/** A discount, fine or interest variant: its code fixed by the portal's `discriminator.mapping`. */
function variant(code: string, amountField: "taxa" | "valor", extra: Record<string, JsonSchema> = {}) {
  return {
    type: "object",
    required: ["codigo", amountField, ...Object.keys(extra)],
    properties: { codigo: { const: code }, [amountField]: { type: "number" }, ...extra },
    additionalProperties: false,
    "x-source": `${SPEC}; ${amountField} has at most two decimals (Inter rounds beyond)`,
  } satisfies JsonSchema;
}

const DAYS = { quantidadeDias: { type: "integer" } } satisfies Record<string, JsonSchema>;

/** `POST /cobranca/v3/cobrancas` body (`EmitirCobrancaRequestBody`). */
export const EMITIR_COBRANCA: JsonSchema = {
  type: "object",
  required: ["seuNumero", "dataVencimento", "valorNominal", "pagador", "numDiasAgenda"],
  additionalProperties: false,
  "x-source": `${SPEC}, EmitirCobrancaRequestBody; ${LOTE_STRICT}`,
  properties: {
    seuNumero: { type: "string", maxLength: 15 },
    valorNominal: { type: "number", minimum: 2.5, maximum: 99999999.99 },
    dataVencimento: { type: "string", format: "date" },
    numDiasAgenda: { type: "integer", minimum: 0, maximum: 60 },
    pagador: { $ref: "#/$defs/pagador" },
    desconto: {
      oneOf: [
        variant("PERCENTUALDATAINFORMADA", "taxa", DAYS),
        variant("VALORFIXODATAINFORMADA", "valor", DAYS),
      ],
    },
    multa: { oneOf: [variant("PERCENTUAL", "taxa"), variant("VALORFIXO", "valor")] },
    mora: { oneOf: [variant("TAXAMENSAL", "taxa"), variant("VALORDIA", "valor")] },
    mensagem: {
      type: "object",
      additionalProperties: false,
      properties: Object.fromEntries(
        [1, 2, 3, 4, 5].map((n) => [`linha${n}`, { type: "string", maxLength: 78 }]),
      ),
    },
    beneficiarioFinal: {
      type: "object",
      required: REQUIRED_PARTY,
      properties: ADDRESSED_PARTY,
      additionalProperties: false,
      "x-source": `${SPEC}, BeneficiarioBase`,
    },
    formasRecebimento: {
      type: "array",
      minItems: 1,
      items: { type: "string", enum: ["BOLETO", "PIX", "SEM_FORMA_PAGAMENTO"] },
      "x-source": `${SPEC}, FormaRecebimentoEnum (uniqueItems; PIX alone is not accepted, per the description)`,
    },
    notaFiscal: {
      type: "object",
      required: ["chaveNFe", "numero", "serie", "dataEmissao"],
      additionalProperties: false,
      properties: {
        chaveNFe: { type: "string", minLength: 44, maxLength: 44, pattern: "^[0-9]+$" },
        numero: { type: "integer" },
        serie: { type: "integer" },
        dataEmissao: { type: "string", format: "date" },
        parcela: { type: "integer" },
        naturezaOperacao: { type: "string" },
      },
    },
  },
  $defs: {
    uf: UF,
    pagador: {
      type: "object",
      required: REQUIRED_PARTY,
      additionalProperties: false,
      "x-source": `${SPEC}, Pagador = PagadorBase + contact fields (flattened by lote)`,
      properties: {
        ...ADDRESSED_PARTY,
        email: { type: "string", maxLength: 50 },
        ddd: { type: "string", maxLength: 2 },
        telefone: { type: "string", maxLength: 9 },
        numero: { type: "string", maxLength: 10 },
        complemento: { type: "string", maxLength: 30 },
      },
    },
  },
};

/** `POST /cobranca/v3/cobrancas/{codigoSolicitacao}/cancelar` body. */
export const CANCELAR_COBRANCA: JsonSchema = {
  type: "object",
  required: ["motivoCancelamento"],
  additionalProperties: false,
  properties: { motivoCancelamento: { type: "string", maxLength: 50 } },
  "x-source": `${SPEC}, CancelarCobrancaRequestBody; answered 202 with no body`,
};

/** `PATCH /cobranca/v3/cobrancas/{codigoSolicitacao}` body ("Editar cobrança", Beta). */
export const EDITAR_COBRANCA: JsonSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    dataVencimento: { type: "string", format: "date", "x-source": `${SPEC}, x-future-or-present` },
    valorNominal: { type: "number", minimum: 2.5, maximum: 99999999.99 },
  },
  "x-source": `${SPEC}, UpdateCobrancaRequestBody; ${LOTE_STRICT}`,
};

/** `PUT /cobranca/v3/cobrancas/webhook` body. */
export const WEBHOOK_SOLICITADO: JsonSchema = {
  type: "object",
  required: ["webhookUrl"],
  additionalProperties: false,
  properties: { webhookUrl: { type: "string", pattern: "^https://[^\\s]*$" } },
  "x-source": `${SPEC}, WebhookSolicitado`,
};

/** `POST /cobranca/v3/cobrancas/{codigoSolicitacao}/pagar` body (sandbox only). */
export const PAGAR_COBRANCA: JsonSchema = {
  type: "object",
  required: ["pagarCom"],
  additionalProperties: false,
  properties: { pagarCom: { type: "string", enum: ["BOLETO", "PIX"] } },
  "x-source": `${SPEC}, PagamentoCobrancaRequestBody`,
};

export { CONSULTA, HEADERS, SUMARIO, UUID } from "./published-query";
export { CALLBACK, COBRANCA_DETALHADA, LISTA_COBRANCAS, PROBLEMA } from "./published-response";
