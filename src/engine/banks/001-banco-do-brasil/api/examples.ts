/**
 * Published examples of Banco do Brasil's API Cobrança v2, each with its source: request bodies
 * (with the fields of lote's input that produce them, and the fields lote's input cannot say),
 * BB's answers with the codes it computed, error bodies and a webhook delivery. Data only.
 */

/** A published registration request: the body, and what lote's input cannot express of it. */
export interface RegisterExample {
  source: string;
  body: Record<string, unknown>;
  /** Top-level (or `pagador.x`) fields of `body` lote's BoletoInput has no word for, with why. */
  inexpressible: Record<string, string>;
  /** Fields whose value the source sends in another JSON type than BB's schema (a string for an integer). */
  typed: Record<string, string>;
}

/**
 * The body reproduced verbatim by independent public clients of the v2 API (two unrelated
 * repositories in the public code index: a Python script `register_invoice(body_request)` and an
 * `Invoice` model test), with BB's sample people of its documentation (pagador "Odorico
 * Paraguassu", beneficiário final "Dirceu Borboleta", valorOriginal 123.45, valorAbatimento 12.34,
 * BB's homologação convênio 3128557 17/35) — BB's documentation example as it circulates.
 */
export const REGISTER_DOC_EXAMPLE: RegisterExample = {
  source:
    "public code index ids 43739109754 and 43477225314 (same body in two repositories); values of BB's documentation table §7.1 (higorocha/SistemaWebAlencarFrutas DOCUMENTACAO_BB_COBRANCA.md @780930e)",
  body: {
    numeroConvenio: 3128557,
    numeroCarteira: 17,
    numeroVariacaoCarteira: 35,
    codigoModalidade: 1,
    dataEmissao: "15.02.2024",
    dataVencimento: "31.03.2024",
    valorOriginal: 123.45,
    valorAbatimento: 12.34,
    quantidadeDiasProtesto: 0,
    quantidadeDiasNegativacao: 0,
    orgaoNegativador: 10,
    indicadorAceiteTituloVencido: "S",
    numeroDiasLimiteRecebimento: 1,
    codigoAceite: "N",
    codigoTipoTitulo: 2,
    descricaoTipoTitulo: "DM",
    indicadorPermissaoRecebimentoParcial: "S",
    numeroTituloBeneficiario: "2A584SDGTE8JN2G",
    numeroTituloCliente: "00031285570689531552",
    desconto: { tipo: 2, dataExpiracao: "28.02.2024", porcentagem: 5 },
    segundoDesconto: { dataExpiracao: "10.03.2024", porcentagem: 4 },
    terceiroDesconto: { dataExpiracao: "20.03.2024", porcentagem: 3 },
    jurosMora: { tipo: 2, porcentagem: 1.0 },
    multa: { tipo: 1, data: "01.04.2024", valor: 10.0 },
    pagador: {
      tipoInscricao: 1,
      numeroInscricao: 97965940132,
      nome: "Odorico Paraguassu",
      endereco: "Avenida Dias Gomes 1970",
      cep: 77458000,
      cidade: "Sucupira",
      bairro: "Centro",
      uf: "TO",
      telefone: "63987654321",
    },
    beneficiarioFinal: { tipoInscricao: 2, numeroInscricao: 74910037000193, nome: "Dirceu Borboleta" },
    indicadorPix: "N",
  },
  inexpressible: {
    quantidadeDiasProtesto: "no protest days in BoletoInput (0 = none; lote omits it)",
    quantidadeDiasNegativacao: "no negativação in BoletoInput",
    orgaoNegativador: "no negativação in BoletoInput",
    indicadorAceiteTituloVencido: "no limit for paying late in BoletoInput (BB applies the convênio's)",
    numeroDiasLimiteRecebimento: "no limit for paying late in BoletoInput",
    indicadorPermissaoRecebimentoParcial: "no partial-payment flag in BoletoInput (lote sends N)",
    desconto: "lote's discount is an amount until a date (tipo 1); this one is a percentage (tipo 2)",
    segundoDesconto: "lote has one discount",
    terceiroDesconto: "lote has one discount",
    "pagador.telefone": "no phone in lote's Party",
  },
  typed: {},
};

/**
 * imobanco/bb-wrapper `examples/cobranças/registra_boleto_1.py` (its defaults from
 * `CobrancasBBWrapper.create_boleto_data_with_defaults`, convênio/carteira/variação from its
 * environment: 3128557/17/35 as BB's answer shows), sent to BB's homologação; the dates are
 * "today", 27.12.2024 by BB's answer (txId `…DATA27122024`, fator 9943) @88f3074.
 */
export const REGISTER_WRAPPER_EXAMPLE: RegisterExample = {
  source:
    "imobanco/bb-wrapper examples/cobranças/registra_boleto_1.py + bb_wrapper/wrapper/cobrancas.py @88f3074",
  body: {
    numeroConvenio: 3128557,
    numeroCarteira: 17,
    numeroVariacaoCarteira: 35,
    codigoModalidade: 1,
    quantidadeDiasProtesto: 0,
    indicadorAceiteTituloVencido: "S",
    numeroDiasLimiteRecebimento: 15,
    codigoAceite: "N",
    codigoTipoTitulo: 4,
    indicadorPermissaoRecebimentoParcial: "N",
    descricaoTipoTitulo: "DM",
    indicadorPix: "S",
    dataEmissao: "27.12.2024",
    dataVencimento: "27.12.2024",
    valorOriginal: 3.1,
    numeroTituloBeneficiario: "9999999984",
    numeroTituloCliente: "00031285579999999984",
    pagador: {
      tipoInscricao: 1,
      numeroInscricao: "71128590182",
      nome: "Nome",
      endereco: "Rua Prudente de morais",
      cep: "59150000",
      cidade: "Natal",
      bairro: "Tirol",
      uf: "RN",
      telefone: "",
    },
  },
  inexpressible: {
    quantidadeDiasProtesto: "no protest days in BoletoInput",
    indicadorAceiteTituloVencido: "no limit for paying late in BoletoInput",
    numeroDiasLimiteRecebimento: "no limit for paying late in BoletoInput",
    descricaoTipoTitulo:
      "bb-wrapper pairs codigoTipoTitulo 4 (DS) with the text DM; lote sends the espécie's own sigla",
    "pagador.telefone": "no phone in lote's Party",
  },
  typed: { "pagador.numeroInscricao": "integer", "pagador.cep": "integer" },
};

/** BB's answers with the codes BB computed (convênio 3128557, carteira 17, homologação). */
export const BB_CODE_VECTORS = [
  {
    source: "imobanco/bb-wrapper examples/cobranças/data/registra_boleto_1.json @88f3074",
    our_number: "9999999984",
    due_date: "2024-12-27",
    amount_cents: 310,
    numero: "00031285579999999984",
    barcode: "00194994300000003100000003128557999999998417",
    digitable_line: "00190000090312855799299999984174499430000000310",
  },
  {
    source: "imobanco/bb-wrapper examples/cobranças/data/registra_boleto.json @88f3074 (fator 8462)",
    our_number: "1231230009",
    due_date: "2020-12-07",
    amount_cents: 10000,
    numero: "00031285571231230009",
    barcode: "00196846200000100000000003128557123123000917",
    digitable_line: "00190000090312855712531230009172684620000010000",
  },
  {
    source:
      "imobanco/bb-wrapper examples/cobranças/data/consulta_boleto.json @88f3074 (vencimento 29.01.2021)",
    our_number: "9999999999",
    due_date: "2021-01-29",
    amount_cents: 310,
    numero: "00031285579999999999",
    barcode: "00191851500000003100000003128557999999999917",
    digitable_line: "00190000090312855799299999999172185150000000310",
  },
  {
    source:
      "BB Swagger PHP client sample (ApiBoletoBB, public code index id 3790927819): answer to a 15.12.2024 / 123.45 title",
    our_number: "0100223515",
    due_date: "2024-12-15",
    amount_cents: 12345,
    numero: "00031285570100223515",
    barcode: "00194993100000123450000003128557010022351517",
    digitable_line: "00190000090312855701800223515172499310000012345",
  },
] as const;

/** BB's Postman collection "API Cobrança" (v1 paths; the v2 bodies are the same), imobanco/bb-wrapper docs/bb @88f3074. */
export const POSTMAN_DUE_DATE_CHANGE = {
  source: "BB Postman collection 'Alterar Boleto' (docs/bb/API_Cobranca_postman_collection_e7409199cc.json)",
  body: {
    numeroConvenio: 3128557,
    indicadorNovaDataVencimento: "S",
    alteracaoData: { novaDataVencimento: "30.11.2019" },
  },
};
export const POSTMAN_WRITE_OFF = {
  source: "BB Postman collection 'Baixa de Boleto' (ibid.)",
  body: { numeroConvenio: 3128557 },
};
