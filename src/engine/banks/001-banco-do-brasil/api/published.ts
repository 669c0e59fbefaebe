/**
 * Banco do Brasil's API Cobrança v2 request schemas, transcribed from published material (never
 * from lote's builders): the simulator checks every request against them, the tests check every
 * request lote builds against them with this engine's validator and with Ajv.
 *
 * Sources (`x-source` per field group):
 * - [DOC] BB's documentation of the API Cobrança (developers.bb.com.br "Documentação negocial"),
 *   as transcribed in higorocha/SistemaWebAlencarFrutas `backend/src/cobranca/
 *   DOCUMENTACAO_BB_COBRANCA.md` @780930e (§5.4, §7.1–7.5);
 * - [V1] BB's "Manual API de Cobrança Bancária" v1 (Geração Aug/2020, Alteração and Listagem
 *   Jul/2020) and its Postman collection, in imobanco/bb-wrapper `docs/bb/` @88f3074;
 * - [OAS] BB's OpenAPI (RequisicaoRegistroBoletos, RequisicaoAlterarBoletos) as transcribed in
 *   Accordous/bb-client `README-endpoint-*.md` @5c7916e;
 * - [ACBR] frones/ACBr `Fontes/ACBrBoleto/WS/ACBrBoletoW_BancoBrasil_API.pas` @f0def97.
 * Objects are closed (`additionalProperties: false`) over the fields those sources list, so a
 * misspelt field fails here; BB itself may ignore unknown fields (unconfirmed).
 */
import type { JsonSchema } from "../../../connect/schema";

const DOC =
  "BB API Cobrança v2 documentation §7.1 (higorocha/SistemaWebAlencarFrutas DOCUMENTACAO_BB_COBRANCA.md @780930e)";
export const ALT =
  "BB API Cobrança v2 documentation §7.2 (ibid.); BB v1 manual 'CBR - Alteração de Boletos Portal' (imobanco/bb-wrapper docs/bb @88f3074)";

export const date: JsonSchema = {
  type: "string",
  pattern: "^\\d{2}\\.\\d{2}\\.\\d{4}$",
  "x-source": `${DOC} §5.3: datas dd.mm.aaaa`,
};
export const money: JsonSchema = {
  type: "number",
  minimum: 0,
  "x-source": `${DOC} §5.1: decimal separado por ponto`,
};
export const positive: JsonSchema = { type: "number", exclusiveMinimum: 0, "x-source": DOC };
export const sn: JsonSchema = { type: "string", enum: ["S", "N"] };
export const int: JsonSchema = { type: "integer", minimum: 0 };

const person = (nameMax: number, withAddress: boolean): JsonSchema => ({
  type: "object",
  additionalProperties: false,
  required: ["tipoInscricao", "numeroInscricao"],
  "x-source": `${DOC} items 25 (pagador) and 26 (beneficiarioFinal): tipoInscricao 1 PF / 2 PJ; numeroInscricao numérico sem zeros à esquerda; nome até ${nameMax}`,
  properties: {
    tipoInscricao: { type: "integer", enum: [1, 2] },
    numeroInscricao: { type: "integer", minimum: 1, maximum: 99999999999999 },
    nome: { type: "string", minLength: 1, maxLength: nameMax },
    ...(withAddress
      ? {
          endereco: { type: "string", maxLength: 60 },
          cep: {
            type: "integer",
            minimum: 0,
            maximum: 99999999,
            "x-source": `${DOC} 25.5: numérico, sem zeros à esquerda`,
          },
          cidade: { type: "string", maxLength: 30 },
          bairro: { type: "string", maxLength: 30 },
          uf: { type: "string", pattern: "^[A-Z]{2}$" },
          telefone: { type: "string", maxLength: 30 },
          email: { type: "string" },
        }
      : {}),
  },
});

const discount = (withType: boolean): JsonSchema => ({
  type: "object",
  additionalProperties: false,
  "x-source": `${DOC} items 20-22: tipo 0 sem desconto, 1 valor fixo, 2 percentual (3 por antecipação per [OAS]); segundo/terceiro take the first's tipo`,
  properties: {
    ...(withType ? { tipo: { type: "integer", enum: [0, 1, 2, 3] } } : {}),
    dataExpiracao: date,
    porcentagem: money,
    valor: money,
  },
});

/** `POST /cobrancas/v2/boletos` body (RequisicaoRegistroBoletos). */
export const REGISTER_BODY: JsonSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "numeroConvenio",
    "numeroCarteira",
    "numeroVariacaoCarteira",
    "codigoModalidade",
    "dataEmissao",
    "dataVencimento",
    "valorOriginal",
    "codigoAceite",
    "codigoTipoTitulo",
    "indicadorPermissaoRecebimentoParcial",
    "numeroTituloBeneficiario",
    "numeroTituloCliente",
    "pagador",
  ],
  "x-source": `${DOC}: the 'Obrigatório S' column (indicadorAceiteTituloVencido and indicadorPix marked S there, yet 'se não informado' BB assumes the convênio's rule / 'N': not required here)`,
  properties: {
    numeroConvenio: {
      type: "integer",
      minimum: 1000000,
      maximum: 9999999,
      "x-source": `${DOC} item 1: convênio com 7 dígitos`,
    },
    numeroCarteira: { type: "integer", minimum: 1, "x-source": DOC },
    numeroVariacaoCarteira: { type: "integer", minimum: 1, "x-source": DOC },
    codigoModalidade: { type: "integer", enum: [1, 4], "x-source": `${DOC} item 4: 1 simples, 4 vinculada` },
    dataEmissao: date,
    dataVencimento: date,
    valorOriginal: positive,
    valorAbatimento: { ...positive, "x-source": `${DOC} item 8: se informado, deve ser maior que zero` },
    quantidadeDiasProtesto: { ...int, "x-source": `${DOC} item 9` },
    quantidadeDiasNegativacao: { ...int, "x-source": `${DOC} item 27` },
    orgaoNegativador: { type: "integer", enum: [10, 11], "x-source": `${DOC} item 28: 10 SERASA, 11 QUOD` },
    indicadorAceiteTituloVencido: { ...sn, "x-source": `${DOC} item 10` },
    numeroDiasLimiteRecebimento: { ...int, "x-source": `${DOC} item 11` },
    codigoAceite: { type: "string", enum: ["A", "N"], "x-source": `${DOC} item 12` },
    codigoTipoTitulo: {
      type: "integer",
      enum: [...Array.from({ length: 25 }, (_, i) => i + 1), 31, 32, 33, 99],
      "x-source":
        "[OAS] codigoTipoTitulo domain 1-25, 31, 32, 33, 99 (Accordous/bb-client README-endpoint-RequisicaoRegistroBoletos.md @5c7916e)",
    },
    descricaoTipoTitulo: { type: "string", "x-source": `${DOC} item 14 (no length given)` },
    indicadorPermissaoRecebimentoParcial: { ...sn, "x-source": `${DOC} item 15` },
    numeroTituloBeneficiario: {
      type: "string",
      pattern: "^[A-Z0-9 '-]{1,15}$",
      "x-source": `${DOC} item 16: até 15 caracteres, A-Z, 0-9, hífen, apóstrofo, branco`,
    },
    campoUtilizacaoBeneficiario: {
      type: "string",
      maxLength: 25,
      "x-source": `${DOC} item 17: até 25 caracteres, maiúsculas (§5.4 says 30; the stricter kept)`,
    },
    numeroTituloCliente: {
      type: "string",
      pattern: "^000\\d{17}$",
      "x-source": `${DOC} item 18 and §5.4: "000" + convênio (7) + número de controle (10), 20 dígitos`,
    },
    mensagemBloquetoOcorrencia: {
      type: "string",
      maxLength: 165,
      pattern: "^[^\\r\\n]*$",
      "x-source": `${DOC} item 19: até 165 caracteres, sem \\r ou \\n`,
    },
    desconto: discount(true),
    segundoDesconto: discount(false),
    terceiroDesconto: discount(false),
    jurosMora: {
      type: "object",
      additionalProperties: false,
      required: ["tipo"],
      "x-source": `${DOC} item 23: tipo 0 dispensar, 1 valor por dia, 2 taxa mensal, 3 isento`,
      properties: { tipo: { type: "integer", enum: [0, 1, 2, 3] }, porcentagem: money, valor: money },
    },
    multa: {
      type: "object",
      additionalProperties: false,
      required: ["tipo"],
      "x-source": `${DOC} item 24: tipo 0 dispensar, 1 valor fixo, 2 percentual; data a partir da qual é cobrada`,
      properties: {
        tipo: { type: "integer", enum: [0, 1, 2] },
        data: date,
        porcentagem: money,
        valor: money,
      },
    },
    pagador: person(60, true),
    beneficiarioFinal: person(30, false),
    indicadorPix: { ...sn, "x-source": `${DOC} item 29: S QRCode dinâmico, N sem Pix` },
  },
};

/** `POST /cobrancas/v2/boletos/{id}/baixar` body. */
export const WRITE_OFF_BODY: JsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["numeroConvenio"],
  "x-source":
    "BB API Cobrança v2 documentation §7.5; BB Postman collection 'Baixa de Boleto' {numeroConvenio}",
  properties: { numeroConvenio: { type: "integer", minimum: 1000000, maximum: 9999999 } },
};
