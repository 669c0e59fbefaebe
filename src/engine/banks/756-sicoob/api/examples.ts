/**
 * Sicoob API Cobrança Bancária V3 — the examples Sicoob publishes, verbatim as data, each with
 * its source. Tests map them to lote's inputs and compare lote's requests and parsers with them.
 */

const OAS =
  "Sicoob OpenAPI Cobrança Bancária 3.0.8.0, Sicoob-Cooperativa/sicoob_sdk_java cobrancav3/api/openapi.yaml @4cfe2c821fc011b9969f3374caa8e9430bb29c3f";
const PORTAL = "Sicoob Developers portal, APIs › Cobrança Bancária V3 › Informações Importantes";

/** POST /boletos request example (components.schemas.Boleto.example). */
export const REGISTER_EXAMPLE = {
  source: `${OAS}, components.schemas.Boleto.example`,
  body: {
    numeroCliente: 25546454,
    codigoModalidade: 1,
    numeroContaCorrente: 123456,
    codigoEspecieDocumento: "DM",
    dataEmissao: "2025-09-01",
    // biome-ignore lint/correctness/noPrecisionLoss: Sicoob's example as published; it exceeds a double (and its own int32).
    nossoNumero: 123456789012345678,
    seuNumero: "012345678901234567",
    identificacaoBoletoEmpresa: "01234567890123456789",
    identificacaoEmissaoBoleto: 1,
    identificacaoDistribuicaoBoleto: 1,
    valor: 156.23,
    dataVencimento: "2025-09-25",
    dataLimitePagamento: "2025-11-05",
    valorAbatimento: 5.57,
    tipoDesconto: 1,
    dataPrimeiroDesconto: "2025-09-15",
    valorPrimeiroDesconto: 22.5,
    dataSegundoDesconto: "2025-09-20",
    valorSegundoDesconto: 15.5,
    dataTerceiroDesconto: "2025-09-24",
    valorTerceiroDesconto: 10.5,
    tipoMulta: 1,
    dataMulta: "2025-11-05",
    valorMulta: 5.5,
    tipoJurosMora: 1,
    dataJurosMora: "2025-11-05",
    valorJurosMora: 4.5,
    numeroParcela: 1,
    aceite: true,
    codigoNegativacao: 2,
    numeroDiasNegativacao: 60,
    codigoProtesto: 1,
    numeroDiasProtesto: 30,
    pagador: {
      numeroCpfCnpj: "11122233300",
      nome: "Nome completo do pagador X",
      endereco: "Endereço do pagador X",
      bairro: "Bairro do pagador X",
      cidade: "Cidade do pagador X",
      cep: "00000000",
      uf: "OU",
      email: "pagador@dominio.com br",
    },
    beneficiarioFinal: { numeroCpfCnpj: "11122233300", nome: "Beneficiário Y" },
    mensagensInstrucao: [
      "Descrição da Instrução 1",
      "Descrição da Instrução 2",
      "Descrição da Instrução 3",
      "Descrição da Instrução 4",
      "Descrição da Instrução 5",
    ],
    gerarPdf: false,
    rateioCreditos: [
      {
        numeroBanco: 33,
        numeroAgencia: 1,
        numeroContaCorrente: "987654",
        contaPrincipal: true,
        codigoTipoValorRateio: 1,
        valorRateio: "100",
        codigoTipoCalculoRateio: 1,
        numeroCpfCnpjTitular: "11122233300",
        nomeTitular: "Nome completo do titular X",
        codigoFinalidadeTed: "10",
        codigoTipoContaDestinoTed: "CC",
        quantidadeDiasFloat: 1,
        dataFloatCredito: "2020-12-30",
      },
    ],
    codigoCadastrarPIX: 1,
    numeroContratoCobranca: 1,
  },
} as const;

/** PATCH /boletos/{nossoNumero} objects (components.schemas.BoletoAlteracao.example, one at a time). */
export const CHANGE_EXAMPLES = {
  source: `${OAS}, components.schemas.BoletoAlteracao.example`,
  contract: { numeroCliente: 25546454, codigoModalidade: 1 },
  prorrogacaoVencimento: { dataVencimento: "2018-09-20" },
  valorNominal: { valor: 156.23 },
  abatimento: { valorAbatimento: 156.23 },
  multa: { tipoMulta: 1, valorMulta: 5.0, dataMulta: "2018-09-20" },
  jurosMora: { tipoJurosMora: 1, valorJurosMora: 4.0, dataJurosMora: "2018-09-20" },
  desconto: { tipoDesconto: 1, dataPrimeiroDesconto: "2018-09-20", valorPrimeiroDesconto: 1.0 },
} as const;

/** POST /boletos/{nossoNumero}/baixar body (components.schemas.BoletoBaixa.example). */
export const WRITE_OFF_EXAMPLE = {
  source: `${OAS}, components.schemas.BoletoBaixa.example`,
  body: { numeroCliente: 5224, codigoModalidade: 1 },
} as const;

/** POST /boletos/movimentacoes request and the three answers of the movimentações flow. */
export const MOVEMENTS_EXAMPLES = {
  source: `${OAS}, /boletos/movimentacoes and /boletos/movimentacoes/download examples`,
  requested: {
    resultado: {
      codigoSolicitacao: 132,
      mensagem:
        "Solicitação recebida com sucesso. Utilize o 'Código da Solicitação' para verificar se já foi processada.",
    },
  },
  status: {
    resultado: {
      quantidadeTotalRegistros: 0,
      quantidadeArquivo: 3,
      idArquivos: [30025254, 30025255, 30025256],
      quantidadeRegistrosArquivo: 500000,
    },
  },
  fileName: "ENTR_3066_189189_201904260922011189887_47_0.zip",
} as const;

/** The error body (components.schemas.MensagensErro.example, the same text the sandbox answers). */
export const ERROR_EXAMPLE = {
  source: `${OAS}, components.schemas.MensagensErro.example`,
  body: {
    mensagens: [
      { codigo: "codigo", mensagem: "mensagem" },
      { codigo: "codigo", mensagem: "mensagem" },
    ],
  },
} as const;

/**
 * The duplicate-registration message an independent client recognises: PyPI sicoob-sdk,
 * sicoob/boleto.py, MENSAGENS_DUPLICACAO (`já existe`, `duplicad`, `já cadastrad`, `título
 * existente`) and its docstring ('O Sicoob retorna erro 400 "Já existe título"'). Sicoob publishes
 * no code for it.
 */
export const DUPLICATE_EXAMPLE = {
  source: "PyPI sicoob-sdk, sicoob/boleto.py (MENSAGENS_DUPLICACAO; emitir_com_recovery docstring)",
  status: 400,
  message: "Já existe título",
} as const;

/** The payment webhook ("Exemplo de webhook recebido"). */
export const WEBHOOK_EXAMPLE = {
  source: `${PORTAL}, Webhook, "Exemplo de webhook recebido"`,
  body: {
    idWebhook: 214,
    tipoMovimento: 7,
    dados: {
      numeroIdentificadorBaixa: "2024102000741150823",
      codigoBarrasBoleto: "75692868200000405001434201006355000002443003",
      codigoBarrasBaixa: "75692868200000405001434201006355000002443003",
      nossoNumero: "0000002443",
      seuNumero: "00-03",
      codigoBancoRecebedor: "756",
      codigoAgenciaRecebedora: 3069,
      numeroCliente: 63550,
      cpfCnpjBeneficiario: "00500754977",
      codigoTipoPessoaPagador: "F",
      nomePagador: "Amanda",
      cpfCnpjPagador: "09992004959",
      nomeFantasiaPagador: "Amanda",
      codigoTipoPessoaPortador: "F",
      nomePortador: "João",
      cpfCnpjPortador: "09197004979",
      valorBoleto: 405,
      valorPagamento: 407.41,
      codigoCanalPagamento: 3,
      codigoMotivoCancelamento: 2,
      dataEmissao: "2021-04-19",
      dataVencimento: "2021-07-15",
      dataLimitePagamento: "2022-01-10",
      dataHoraSituacaoBaixa: "2021-07-22T13:45:33.000Z",
      baixaRealizadaEmContigencia: false,
      cancelamentoBaixa: false,
    },
  },
} as const;

/** The URL check sent on registration, URL change and reactivation of a webhook. */
export const WEBHOOK_VALIDATION_EXAMPLE = {
  source: `${PORTAL}, Webhook, "Exemplo JSON da notificação de validação da URL do webhook"`,
  body: { idWebhook: 990, validacaoWebhook: true },
} as const;

/** POST /webhooks request (components.schemas.WebhookCadastro.example). */
export const WEBHOOK_REGISTER_EXAMPLE = {
  source: `${OAS}, components.schemas.WebhookCadastro.example`,
  body: { url: "https://webhook.com", codigoTipoMovimento: 7, codigoPeriodoMovimento: 1, email: "email" },
} as const;
