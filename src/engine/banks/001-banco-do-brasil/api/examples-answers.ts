/**
 * Published answers of Banco do Brasil's API Cobrança v2, each with its source: registration
 * answers (with and without the Pix BB attaches), error bodies with the outcome kind lote gives
 * them, and BB's webhook example. Data only (the requests are in examples.ts).
 */

/** BB's answers to a registration: the full one, and one whose Pix BB could not attach. */
export const REGISTER_ANSWER_PIX = {
  source: "imobanco/bb-wrapper examples/cobranças/data/registra_boleto_1.json @88f3074 (b64 images dropped)",
  body: {
    qrCode: {
      url: "qrcodepix-h.bb.com.br/pix/v2/cobv/eb1aab37-f02e-4cac-9b37-6d7c1b197dc9",
      txId: "BOLETO31285579999999984DATA27122024",
      emv: "00020101021226920014br.gov.bcb.pix2570qrcodepix-h.bb.com.br/pix/v2/cobv/eb1aab37-f02e-4cac-9b37-6d7c1b197dc95204000053039865802BR5925MERCEARIA MANASSES PEREIR6008BRASILIA62070503***63049B32",
    },
    numero: "00031285579999999984",
    numeroCarteira: 17,
    numeroVariacaoCarteira: 35,
    codigoCliente: 704950857,
    linhaDigitavel: "00190000090312855799299999984174499430000000310",
    codigoBarraNumerico: "00194994300000003100000003128557999999998417",
    numeroContratoCobranca: 19581316,
    observacao: "",
  },
};
export const REGISTER_ANSWER_PIX_REFUSED = {
  source: "imobanco/bb-wrapper examples/cobranças/data/registra_boleto_5.json @88f3074",
  body: {
    numero: "00031285579999999996",
    numeroCarteira: 17,
    numeroVariacaoCarteira: 35,
    codigoCliente: 704950857,
    linhaDigitavel: "00190000090312855799299999996178684620000010000",
    codigoBarraNumerico: "00196846200000100000000003128557999999999617",
    numeroContratoCobranca: 19581316,
    qrCode: { url: "O campo data de expiração não é válido.", txId: "Pix não registrado", emv: "" },
  },
};

/** Error answers: status, body, the outcome kind lote gives them, and where they come from. */
export const ERROR_EXAMPLES = [
  {
    source: "BB OpenAPI error example, as transcribed in Accordous/bb-client README-endpoints.md @5c7916e",
    status: 400,
    body: {
      erros: [
        {
          codigo: "4874915",
          versao: "1",
          mensagem: "Nosso Número já incluído anteriormente.",
          providencia: "Informar outro Nosso Número.",
          ocorrencia: "2AzBShK/zFE=C0700051620C",
        },
      ],
    },
    kind: "duplicate",
  },
  {
    source: "imobanco/bb-wrapper issue #46 (BB homologação, 2022-09-01)",
    status: 400,
    body: {
      erros: [
        {
          codigo: "4432632",
          versao: "1",
          mensagem: "Convenio/Carteira/Variacao nao cadastrado.",
          ocorrencia: "CHOM00000075256534170101",
        },
      ],
    },
    kind: "rejected",
  },
  {
    source: "imobanco/bb-wrapper issue #46 (BB homologação, 2022-09-01)",
    status: 500,
    body: { errors: [{ code: "4125718.1", message: "Internal Server Error" }] },
    kind: "transient",
  },
  {
    source:
      "BB Pix API swagger, gateway 401 example (imobanco/bb-wrapper docs/pix/swagger pix.json @88f3074)",
    status: 401,
    body: { statusCode: 401, error: "string", message: "string", attributes: { error: "string" } },
    kind: "unauthorized",
  },
  {
    source: "ACBr ACBrBoletoRet_BancoBrasil_API.pas @0adf3eb: 503 without a body ('ERRO INTERNO BB')",
    status: 503,
    body: null,
    kind: "transient",
  },
  {
    source:
      "plausible: the field names of the codigoMensagem/textoMensagem variant ACBr ACBrBoletoRet_BancoBrasil_API.pas @0adf3eb reads; the values are placeholders, not BB's",
    status: 400,
    body: {
      erros: [{ codigoMensagem: "PLACEHOLDER", versaoMensagem: "1", textoMensagem: "placeholder text" }],
    },
    kind: "rejected",
  },
] as const;

/** BB's webhook example: the documented object (BB delivers an array of them). */
export const WEBHOOK_EXAMPLE = {
  source: "Accordous/bb-client README-webhooks.md @5c7916e (BB's 'baixa-operacional' example)",
  body: [
    {
      id: "00031285570000104055",
      dataRegistro: "11.06.2025",
      dataVencimento: "11.06.2025",
      valorOriginal: 1000,
      valorPagoSacado: 1000,
      numeroConvenio: 3128557,
      numeroOperacao: 10055680,
      carteiraConvenio: 17,
      variacaoCarteiraConvenio: 35,
      codigoEstadoBaixaOperacional: 1,
      dataLiquidacao: "12/06/2025 16:29:30",
      instituicaoLiquidacao: "001",
      canalLiquidacao: 4,
      codigoModalidadeBoleto: 1,
      tipoPessoaPortador: 2,
      identidadePortador: 98959112000179,
      nomePortador: "CINE VENTURA DE PADUA",
      formaPagamento: 2,
    },
  ],
};
