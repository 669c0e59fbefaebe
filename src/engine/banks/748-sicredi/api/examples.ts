/**
 * Published Sicredi cobrança API examples: request bodies for given inputs, the answers and error
 * bodies, each with its source. Sicredi's manual could not be read, so the examples are the ones
 * open-source clients publish (most of them Sicredi's sandbox data: username 123456789 = beneficiário
 * 12345 + cooperativa 6789, posto 03). Values as published; where a client sends a number as a
 * string (PHP arrays) the example keeps it, and the test compares the values, not the JSON types.
 */

/**
 * POST /boletos, divulgueregional/api-sicredi docs/boletos/README.md "Gerar o Boleto" (its PHP
 * array lists `informativos` twice, so PHP sends the second: the "mens" lines; the empty-string
 * fields are left out, as a client sending nothing for them).
 */
export const REGISTER_EXAMPLE = {
  source: "divulgueregional/api-sicredi @f19370c1c7dc6d86858377382a3dbfb680c74f82 docs/boletos/README.md",
  account: { agency: "6789", post: "03", agreement: "12345" },
  body: {
    beneficiarioFinal: {
      cep: 91250000,
      cidade: "PORTO ALEGRE",
      documento: "65613259585",
      logradouro: "RUA DOUTOR VARGAS NETO 180",
      nome: "TESTE FAKE",
      numeroEndereco: 119,
      tipoPessoa: "PESSOA_FISICA",
      uf: "RS",
    },
    codigoBeneficiario: "12345",
    dataVencimento: "2024-12-15",
    multa: "3.00",
    especieDocumento: "DUPLICATA_MERCANTIL_INDICACAO",
    pagador: {
      cep: "91250000",
      cidade: "PORTO ALEGRE",
      documento: "35169335695",
      nome: "TESTE FAKE",
      tipoPessoa: "PESSOA_FISICA",
      endereco: "RUA DOUTOR VARGAS NETO 180",
      uf: "RS",
    },
    tipoCobranca: "HIBRIDO",
    seuNumero: "TESTE",
    valor: 55.0,
    informativos: ["mens 1", "mens 2", "mens 3", "mens 4"],
  },
} as const;

/** POST /boletos, a TypeScript client's test (issueInput with the sandbox's beneficiário 12345). */
export const REGISTER_MINIMAL_EXAMPLE = {
  source: "a TypeScript Sicredi client's tests (sicredi-client test: issueInput, testIssueBankSlip)",
  account: { agency: "6789", post: "03", agreement: "12345" },
  body: {
    tipoCobranca: "NORMAL",
    codigoBeneficiario: "12345",
    pagador: { tipoPessoa: "PESSOA_FISICA", documento: "12345678901", nome: "Aluno Teste" },
    especieDocumento: "RECIBO",
    seuNumero: "AT0000001",
    dataVencimento: "2026-08-10",
    valor: "120.50",
  },
} as const;

/** POST /boletos 201, Ctrl-Mota/banco-sicredi-connector-php README ("exemplo de body esperado", HIBRIDO). */
export const REGISTER_RESPONSE_EXAMPLE = {
  source: "Ctrl-Mota/banco-sicredi-connector-php @0cd7695fce9315254776f48ced42318057bcdb34 README.md",
  status: 201,
  body: {
    linhaDigitavel: "74891125110061420512803153351030188640000009990",
    codigoBarras: "74891886400000099901125100614205120315335103",
    cooperativa: "0512",
    posto: "03",
    nossoNumero: "251006142",
    txid: "f69d2a0076fb4ea2bddd7babd1200525",
    qrCode:
      "00020101021226930014br.gov.bcb.pix2571pix-qrcodeh.sicredi.com.br/qr/v2/cobv/6946459e4b6e4c19ab5c9689fe0df30a520400005303986540599.905802BR5921OLIVEIRA MULTI MARCAS6008BRASILIA62070503***6304E5E1",
  },
  /** The title the codes belong to: cooperativa 0512, posto 03, beneficiário 15335, nosso número 25/1 00614-2, R$ 99,90, factor 8864. */
  title: {
    agency: "0512",
    post: "03",
    agreement: "15335",
    year: "25",
    byte: "1",
    sequence: "00614",
    amount_cents: 9990,
    due_date: "2022-01-13",
  },
} as const;

/** The instruction requests of divulgueregional/api-sicredi docs/boletos/README.md (nosso número 211001292). */
export const INSTRUCTION_EXAMPLES = {
  source:
    "divulgueregional/api-sicredi @f19370c1c7dc6d86858377382a3dbfb680c74f82 docs/boletos/README.md and src/SicrediBoletos.php",
  nossoNumero: "211001292",
  headers: { cooperativa: "6789", posto: "03", codigobeneficiario: "12345" },
  due_date: { path: "/boletos/211001292/data-vencimento", body: { dataVencimento: "2024-12-17" } },
  discount: { path: "/boletos/211001292/desconto", body: { valorDesconto1: 0.5 } },
  discount_date: { path: "/boletos/211001292/data-desconto", body: { data1: "2024-12-20" } },
  interest: { path: "/boletos/211001292/juros", body: { valorOuPercentual: 2.0 } },
  rebate: { path: "/boletos/211001292/conceder-abatimento", body: { valorAbatimento: "10.00" } },
  rebate_cancel: { path: "/boletos/211001292/cancelar-abatimento", body: {} },
  write_off: { path: "/boletos/211001292/baixa", body: {} },
  protest: { path: "/boletos/211001292/protesto", body: {} },
  protest_cancel: { path: "/boletos/211001292/sustar-protesto-manter-titulo", body: {} },
} as const;

/** GET requests of a TypeScript client's tests (testOperationalUrlsPreserveBasePath). */
export const QUERY_EXAMPLES = {
  source: "a TypeScript Sicredi client's tests (testOperationalUrlsPreserveBasePath)",
  query: { path: "/boletos", query: { codigoBeneficiario: "12345", nossoNumero: "123456789" } },
  settled: {
    path: "/boletos/liquidados/dia",
    query: { codigoBeneficiario: "12345", dia: "10/08/2026", pagina: "1" },
  },
} as const;

/** The token form (ACBr DefinirParamOAuth; the sandbox's username/password in Ctrl-Mota's README). */
export const TOKEN_EXAMPLE = {
  source:
    "ACBr ACBrBoletoW_Sicredi_APIV2.pas DefinirParamOAuth; Ctrl-Mota README (sandbox 123456789 / teste123)",
  credentials: { beneficiary: "12345", cooperativa: "6789", accessCode: "teste123" },
  form: { username: "123456789", password: "teste123", scope: "cobranca", grant_type: "password" },
  headers: { context: "COBRANCA" },
} as const;

/** POST /webhook/contrato/, Ctrl-Mota SicrediCobranca::createWebhook and example/ContratarWebhook.php. */
export const WEBHOOK_CONTRACT_EXAMPLE = {
  source: "Ctrl-Mota/banco-sicredi-connector-php src/SicrediCobranca.php createWebhook",
  url: "https://myapi.com.br/webhook/cobranca",
  body: {
    cooperativa: "6789",
    posto: "03",
    codBeneficiario: "12345",
    eventos: ["LIQUIDACAO"],
    url: "https://myapi.com.br/webhook/cobranca",
    urlStatus: "ATIVO",
    contratoStatus: "ATIVO",
  },
} as const;

/**
 * A payment notification, Ctrl-Mota SicrediCobranca::createWebhook docblock ("Exemplo de
 * recebimento desse webhook após contratado"), transcribed as valid JSON (the docblock misses
 * commas and uses typographic quotes around `carteira`).
 */
export const WEBHOOK_EXAMPLE = {
  source: "Ctrl-Mota/banco-sicredi-connector-php src/SicrediCobranca.php createWebhook docblock",
  body: {
    agencia: "9999",
    posto: "99",
    beneficiario: "12345",
    nossoNumero: "221000144",
    dataEvento: [2024, 3, 20, 11, 40, 39, 24000000],
    movimento: "LIQUIDACAO_PIX",
    valorLiquidacao: "101.01",
    valorDesconto: "0",
    valorJuros: "0",
    valorMulta: "0",
    valorAbatimento: "0",
    carteira: "CARTEIRA SIMPLES",
    dataPrevisaoPagamento: [2024, 3, 20],
    idEventoWebhook: "N000000000000000000000000000000LIQUIDACAO_PIX",
  },
} as const;

/** GET /boletos/liquidados/dia 200 as a C# client captured it (comment of BancoSicrediApiDTO_BoletosLiquidadosPorDia). */
export const SETTLED_EXAMPLE = {
  source: "a C# Sicredi client's DTO comment (BancoSicrediApiDTO_BoletosLiquidadosPorDia)",
  body: {
    items: [
      {
        cooperativa: "0740",
        codigoBeneficiario: "12817",
        cooperativaPostoBeneficiario: "074018",
        nossoNumero: "242194717",
        seuNumero: "PD20759201",
        tipoCarteira: "A",
        dataPagamento: "2024-06-18 00:00:00.0",
        valor: 122.22,
        valorLiquidado: 130.42,
        jurosLiquido: 4.53,
        descontoLiquido: 0,
        multaLiquida: 3.67,
        abatimentoLiquido: 0,
        tipoLiquidacao: "COMPE",
      },
    ],
    hasNext: false,
  },
} as const;

/** GET /boletos 200 of a liquidated title, a TypeScript client's tests (bankSlipResponse). */
export const QUERY_RESPONSE_EXAMPLE = {
  source: "a TypeScript Sicredi client's tests (bankSlipResponse)",
  body: {
    nossoNumero: "123456789",
    seuNumero: "AT0000001",
    situacao: "LIQUIDADO",
    valorNominal: 120.5,
    dataVencimento: "2026-08-10",
    linhaDigitavel: "74891125110061420512803153351030188640000009990",
    codigoBarras: "74891886400000099901125100614205120315335103",
    dadosLiquidacao: {
      data: "2026-08-10T12:00:00.000Z",
      valor: 120.5,
      multa: 0,
      abatimento: 0,
      juros: 0,
      desconto: 0,
    },
  },
} as const;

/** PATCH …/baixa 202, a TypeScript client's tests (testCancellation). */
export const INSTRUCTION_RESPONSE_EXAMPLE = {
  source: "a TypeScript Sicredi client's tests (testCancellation)",
  status: 202,
  body: {
    transactionId: "tx-1",
    dataMovimento: "2026-08-10",
    codigoBeneficiario: "12345",
    nossoNumero: "123456789",
    cooperativa: "6789",
    posto: "03",
    statusComando: "MOVIMENTO_ENVIADO",
    tipoMensagem: "BAIXA",
  },
} as const;

/** Error bodies (published shapes; the messages where marked are plausible, not published) and the outcome lote gives them. */
export const ERROR_EXAMPLES = [
  {
    source:
      "shape: ACBr ACBrBoletoRet_Sicredi_APIV2.pas LerRetorno tpInclui 400 (status, error, message); message: lote's plausible wording",
    status: 400,
    body: { status: 400, error: "Bad Request", message: "O campo dataVencimento é obrigatório" },
    kind: "rejected",
  },
  {
    source:
      "shape: ACBr ACBrBoletoRet_Sicredi_APIV2.pas LerRetorno tpBaixa/tpAltera 400 (errors[].status, message); message: lote's plausible wording",
    status: 400,
    body: { errors: [{ status: "400", message: "Título já baixado" }] },
    kind: "rejected",
  },
  {
    source: "a TypeScript Sicredi client's tests (testSafe401Retry)",
    status: 401,
    body: { message: "UNAUTHORIZED" },
    kind: "unauthorized",
  },
  {
    source:
      "shape: a TypeScript Sicredi client's tests (testIssueErrorsAreSanitized: message + code 422); message: plausible, Sicredi's wording of a duplicate is unpublished",
    status: 422,
    body: { message: "Nosso número já cadastrado para o beneficiário", code: "422" },
    kind: "duplicate",
  },
  {
    source: "ACBr ACBrBoletoRet_Sicredi_APIV2.pas 503 'SERVIÇO INDISPONÍVEL' (no body)",
    status: 503,
    body: null,
    kind: "transient",
  },
  {
    source: "ACBr ACBrBoletoRet_Sicredi_APIV2.pas 404 'NÃO ENCONTRADO' (no body) on POST /boletos",
    status: 404,
    body: null,
    kind: "unknown",
  },
] as const;
