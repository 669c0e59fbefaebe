/**
 * Sicredi cobrança API — the published request schemas (body, headers, query parameters, token
 * form), transcribed as JSON Schema. Sicredi's manual ("Manual API da Cobrança") could not be read
 * beyond its table of contents, so every constraint comes from the independent material below;
 * where they disagree the schema accepts what each shows and says so in `x-source`.
 *
 * Sources: [A] ACBr ACBrBoletoW_Sicredi_APIV2.pas (frones/ACBr @c7aab42f89cf18f28be3603f7fceb5236598f7da);
 * [C] Ctrl-Mota/banco-sicredi-connector-php @0cd7695fce9315254776f48ced42318057bcdb34 (Boleto,
 * Pessoa, ValidationTrait, SicrediCobranca); [D] divulgueregional/api-sicredi
 * @f19370c1c7dc6d86858377382a3dbfb680c74f82 (docs/boletos/README.md, src/SicrediBoletos.php);
 * [K] a Go adapter's structs (KaminoClone, package sicredi); [P] a Python client's pydantic models
 * (app/services/sicredi/schemas.py: lengths); [R] a research note of the same Python app.
 */
import type { JsonSchema } from "../../../connect/schema";

const A = "ACBr ACBrBoletoW_Sicredi_APIV2.pas";
const C = "Ctrl-Mota/banco-sicredi-connector-php";
const D = "divulgueregional/api-sicredi";
const K = "KaminoClone Go adapter (sicredi)";
const P = "Python client schemas.py";

const src = (s: string, x: JsonSchema): JsonSchema => ({ ...x, "x-source": s });
const text = (max?: number): JsonSchema => ({
  type: "string",
  minLength: 1,
  ...(max ? { maxLength: max } : {}),
});
/** A decimal as a JSON number ("precision 14, scale 2" [R]). */
const NUMBER: JsonSchema = { type: "number", minimum: 0 };
/** A decimal as a string with two places ("10.00" [D], Decimal in [P]). */
const DECIMAL_TEXT: JsonSchema = { type: "string", pattern: "^\\d{1,12}\\.\\d{2}$" };
const DATE: JsonSchema = { type: "string", format: "date" };
const DOCUMENT: JsonSchema = { type: "string", pattern: "^(\\d{11}|[0-9A-Z]{12}\\d{2})$" };
const UF: JsonSchema = { type: "string", pattern: "^[A-Z]{2}$" };
const CEP: JsonSchema = { type: "string", pattern: "^\\d{8}$" };

/** `especieDocumento` values [A CodigoTipoTitulo; C ValidationTrait; K EspecieDocumento; R]. */
export const ESPECIE_VALUES = [
  "DUPLICATA_MERCANTIL_INDICACAO",
  "DUPLICATA_RURAL",
  "NOTA_PROMISSORIA",
  "NOTA_PROMISSORIA_RURAL",
  "NOTA_SEGUROS",
  "RECIBO",
  "LETRA_CAMBIO",
  "NOTA_DEBITO",
  "DUPLICATA_SERVICO_INDICACAO",
  "OUTROS",
  "BOLETO_PROPOSTA",
  "CARTAO_CREDITO",
  "BOLETO_DEPOSITO",
] as const;

const PERSON_KIND: JsonSchema = { type: "string", enum: ["PESSOA_FISICA", "PESSOA_JURIDICA"] };

/** `pagador` [A GerarPagador; C Pagador; K Pagador; P Pagador lengths]. */
export const PAGADOR: JsonSchema = src(`${A}; ${K}; lengths ${P}`, {
  type: "object",
  required: ["tipoPessoa", "documento", "nome"],
  additionalProperties: false,
  properties: {
    tipoPessoa: PERSON_KIND,
    documento: DOCUMENT,
    nome: text(40),
    endereco: text(40),
    cidade: text(20),
    uf: UF,
    cep: CEP,
    telefone: text(15),
    email: text(40),
  },
});

/** `beneficiarioFinal` (sacador/avalista) [A GerarBenificiarioFinal; D example; K; P]. */
export const BENEFICIARIO_FINAL: JsonSchema = src(
  `${A}; ${K}; ${D} sends numeroEndereco and cep as numbers, ${A} as strings`,
  {
    type: "object",
    required: ["tipoPessoa", "documento", "nome"],
    additionalProperties: false,
    properties: {
      tipoPessoa: PERSON_KIND,
      documento: DOCUMENT,
      nome: text(40),
      logradouro: text(),
      numeroEndereco: { type: ["string", "integer"] },
      complemento: text(),
      cidade: text(),
      uf: UF,
      cep: { anyOf: [CEP, { type: "integer", minimum: 0, maximum: 99999999 }] },
      telefone: text(15),
      email: text(40),
    },
  },
);

const LINES = (n: number): JsonSchema => ({
  type: "array",
  maxItems: n,
  items: { type: "string", maxLength: 80 },
});

/** POST /boletos body [A RequisicaoJson; C Boleto/ValidationTrait; D; K CriarBoletoRequest; P CriarBoletoRequest]. */
export const REGISTER_BODY: JsonSchema = {
  type: "object",
  required: [
    "tipoCobranca",
    "codigoBeneficiario",
    "pagador",
    "especieDocumento",
    "seuNumero",
    "dataVencimento",
    "valor",
  ],
  additionalProperties: false,
  "x-source": `required: ${C} ValidationTrait (seuNumero too), ${P}`,
  properties: {
    tipoCobranca: src(`${A} (HIBRIDO when Pix); ${K}`, { type: "string", enum: ["NORMAL", "HIBRIDO"] }),
    codigoBeneficiario: src("5 digits, a string with its zeros (Microsys notes; a TS client's test)", {
      type: "string",
      pattern: "^\\d{5}$",
    }),
    pagador: { $ref: "#/$defs/pagador" },
    beneficiarioFinal: { $ref: "#/$defs/beneficiarioFinal" },
    especieDocumento: src(A, { type: "string", enum: ESPECIE_VALUES }),
    nossoNumero: src(
      `${A} OnlyNumber(MontarCampoNossoNumero) as a string; ${P} and ${K}: optional (Sicredi generates it)`,
      {
        anyOf: [
          { type: "string", pattern: "^\\d{9}$" },
          { type: "integer", minimum: 0, maximum: 999999999 },
        ],
      },
    ),
    seuNumero: src(`${P} max_length 15`, text(15)),
    idTituloEmpresa: src(`${D} ("semelhante ao seuNumero, permite mais caracteres")`, text()),
    dataVencimento: src(`${A} 'YYYY-MM-DD'`, DATE),
    diasProtestoAuto: src(`${A} (days after the due date); ${K}`, { type: "integer", minimum: 0 }),
    diasNegativacaoAuto: src(`${A}; ${K}`, { type: "integer", minimum: 0 }),
    validadeAposVencimento: src(`${D}; ${K} (HIBRIDO: days the QR code stays valid)`, {
      type: "integer",
      minimum: 0,
    }),
    valor: src(`${A} AsNumber; ${D} 55.00`, { type: "number", exclusiveMinimum: 0 }),
    tipoDesconto: src(`${A} TipoDescontoToString; ${D}`, { type: "string", enum: ["VALOR", "PERCENTUAL"] }),
    valorDesconto1: src(A, NUMBER),
    dataDesconto1: src(A, DATE),
    valorDesconto2: src(A, NUMBER),
    dataDesconto2: src(A, DATE),
    valorDesconto3: src(A, NUMBER),
    dataDesconto3: src(A, DATE),
    descontoAntecipado: src(`${D}; ${K}`, NUMBER),
    tipoJuros: src(`${A} TipoJuros; ${C} setTipoJuros`, { type: "string", enum: ["VALOR", "PERCENTUAL"] }),
    juros: src(`${D} "Valor de juros a cobrar por dia"; ${A} AsNumber`, NUMBER),
    tipoMulta: src(P, { type: "string", enum: ["VALOR", "PERCENTUAL"] }),
    multa: src(`${D} "Percentual de multa a cobrar"; ${C} setMulta`, NUMBER),
    informativos: src(`${A} GerarInfomativo (80 each, 5); ${C} ValidationTrait`, LINES(5)),
    mensagens: src(`${A} GerarMensagem (80 each, 4); ${C} ValidationTrait`, LINES(4)),
    postarBoleto: src(P, { type: "string" }),
  },
  $defs: { pagador: PAGADOR, beneficiarioFinal: BENEFICIARIO_FINAL },
};

/** Headers of every API call [A GerarHeader: posto, cooperativa; D; K]. */
export const ACCOUNT_HEADERS: JsonSchema = src(`${A} GerarHeader; ${D}; ${K}`, {
  type: "object",
  required: ["cooperativa", "posto"],
  properties: {
    cooperativa: { type: "string", pattern: "^\\d{4}$" },
    posto: { type: "string", pattern: "^\\d{2}$" },
  },
});

/** Headers of the instructions: the account's plus codigoBeneficiario [A DefinirCodigoBeneficiario for tpBaixa/tpAltera; D; K]. */
export const INSTRUCTION_HEADERS: JsonSchema = src(`${A}; ${D}; ${K}`, {
  type: "object",
  required: ["cooperativa", "posto", "codigobeneficiario"],
  properties: {
    cooperativa: { type: "string", pattern: "^\\d{4}$" },
    posto: { type: "string", pattern: "^\\d{2}$" },
    codigobeneficiario: { type: "string", pattern: "^\\d{5}$" },
  },
});

/** GET /boletos query [C getBoleto; D consultarNossoNumeroBoleto; K ConsultarBoleto]. */
export const QUERY_PARAMS: JsonSchema = src(`${C}; ${D}; ${K}`, {
  type: "object",
  required: ["codigoBeneficiario", "nossoNumero"],
  additionalProperties: false,
  properties: {
    codigoBeneficiario: { type: "string", pattern: "^\\d{5}$" },
    nossoNumero: { type: "string", pattern: "^\\d{9}$" },
    "data-movimento": { type: "string", enum: ["true", "false"] },
  },
});

/** GET /boletos/liquidados/dia query [A DefinirParametros: dia DD/MM/YYYY, cpfCnpjBeneficiarioFinal, pagina; C listBoletosPagosByDay; K]. */
export const SETTLED_PARAMS: JsonSchema = src(`${A}; ${C}; ${K}`, {
  type: "object",
  required: ["codigoBeneficiario", "dia"],
  additionalProperties: false,
  properties: {
    codigoBeneficiario: { type: "string", pattern: "^\\d{5}$" },
    dia: { type: "string", pattern: "^(0[1-9]|[12]\\d|3[01])/(0[1-9]|1[0-2])/\\d{4}$" },
    pagina: { type: "string", pattern: "^[1-9]\\d*$" },
    cpfCnpjBeneficiarioFinal: DOCUMENT,
  },
});

/** PATCH …/data-vencimento [A RequisicaoAlteraVencto; C updateVencimento; D; K]. */
export const DUE_DATE_BODY: JsonSchema = src(`${A}; ${C}; ${D}; ${K}`, {
  type: "object",
  required: ["dataVencimento"],
  additionalProperties: false,
  properties: { dataVencimento: DATE },
});

/** PATCH …/desconto: at least one of valorDesconto1..3 [A RequisicaoAlteraDesconto; D; K]. */
export const DISCOUNT_BODY: JsonSchema = src(`${A}; ${D}; ${K}`, {
  type: "object",
  additionalProperties: false,
  properties: { valorDesconto1: NUMBER, valorDesconto2: NUMBER, valorDesconto3: NUMBER },
  anyOf: [
    { required: ["valorDesconto1"] },
    { required: ["valorDesconto2"] },
    { required: ["valorDesconto3"] },
  ],
});

/**
 * PATCH …/data-desconto: data1..3 [D example; K AlterarDataDesconto; DanielBBarcelos interface
 * "data1..3"]. ACBr RequisicaoAlteraDataDesconto writes dataDesconto1..3 instead: the majority
 * is transcribed, the disagreement is in the docs.
 */
export const DISCOUNT_DATE_BODY: JsonSchema = src(`${D}; ${K} (${A} writes dataDesconto1..3)`, {
  type: "object",
  additionalProperties: false,
  properties: { data1: DATE, data2: DATE, data3: DATE },
  anyOf: [{ required: ["data1"] }, { required: ["data2"] }, { required: ["data3"] }],
});

/** PATCH …/juros: valorOuPercentual, a number [D 2.00; K float64] or a decimal string [P "2.00"]. */
export const INTEREST_BODY: JsonSchema = src(`${D}; ${K}; ${P} (${A} spells it valorouPercentual)`, {
  type: "object",
  required: ["valorOuPercentual"],
  additionalProperties: false,
  properties: { valorOuPercentual: { anyOf: [NUMBER, DECIMAL_TEXT] } },
});

/** PATCH …/conceder-abatimento: valorAbatimento "10.00" [D; P Decimal]. */
export const REBATE_BODY: JsonSchema = src(`${D}; ${P}`, {
  type: "object",
  required: ["valorAbatimento"],
  additionalProperties: false,
  properties: { valorAbatimento: { anyOf: [DECIMAL_TEXT, { type: "number", exclusiveMinimum: 0 }] } },
});

/** The commands without data (baixa, cancelar-abatimento, protesto, sustar-protesto-*): `{}` [A RequisicaoBaixa; D]. */
export const EMPTY_BODY: JsonSchema = src(`${A} RequisicaoBaixa '{}'; ${D} body '{}'`, {
  type: "object",
  additionalProperties: false,
  properties: {},
});

/** POST /webhook/contrato/ [C createWebhook; P WebhookContratoRequest; R]. */
export const WEBHOOK_CONTRACT_BODY: JsonSchema = src(`${C}; ${P}`, {
  type: "object",
  required: ["cooperativa", "posto", "codBeneficiario", "eventos", "url", "urlStatus", "contratoStatus"],
  additionalProperties: false,
  properties: {
    cooperativa: { type: "string", pattern: "^\\d{4}$" },
    posto: { type: "string", pattern: "^\\d{2}$" },
    codBeneficiario: { type: "string", pattern: "^\\d{5}$" },
    eventos: {
      type: "array",
      minItems: 1,
      items: {
        type: "string",
        enum: [
          "LIQUIDACAO",
          "LIQUIDACAO_PIX",
          "LIQUIDACAO_COMPE_H5",
          "LIQUIDACAO_COMPE_H6",
          "LIQUIDACAO_COMPE_H8",
          "LIQUIDACAO_REDE",
          "LIQUIDACAO_CARTORIO",
          "AVISO_PAGAMENTO_COMPE",
          "ESTORNO_LIQUIDACAO_REDE",
        ],
      },
    },
    url: { type: "string", pattern: "^https://" },
    urlStatus: { type: "string", enum: ["ATIVO", "INATIVO"] },
    contratoStatus: { type: "string", enum: ["ATIVO", "INATIVO"] },
    nomeResponsavel: text(),
    email: text(),
    telefone: text(),
    enviarIdTituloEmpresa: { type: "boolean" },
  },
});

/**
 * The token form: the password grant (username = beneficiário 5 + cooperativa 4, scope cobranca)
 * or the refresh grant [A DefinirParamOAuth; C HttpService::login; K Authenticate/Refresh].
 */
export const TOKEN_FORM: JsonSchema = src(`${A}; ${C}; ${K}`, {
  oneOf: [
    {
      type: "object",
      required: ["grant_type", "username", "password", "scope"],
      additionalProperties: false,
      properties: {
        grant_type: { const: "password" },
        username: { type: "string", pattern: "^\\d{9}$" },
        password: text(),
        scope: { const: "cobranca" },
      },
    },
    {
      type: "object",
      required: ["grant_type", "refresh_token"],
      additionalProperties: false,
      properties: { grant_type: { const: "refresh_token" }, refresh_token: text() },
    },
  ],
});

/** The token call's headers besides x-api-key: context COBRANCA [A GerarTokenAutenticacao; K]. */
export const TOKEN_HEADERS: JsonSchema = src(`${A}; ${K}`, {
  type: "object",
  required: ["context"],
  properties: { context: { const: "COBRANCA" } },
});
