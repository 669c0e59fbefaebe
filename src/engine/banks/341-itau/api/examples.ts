/**
 * Itaú's published examples, transcribed (values as published, placeholders included), each with
 * its source. EI = "API Boletos - Emissão e Instrução" OpenAPI 2.75.147 `components.examples`
 * (leonardolermen/payment-gateway@ee0a6645, gateway-providers/src/test/resources/itau/boleto/
 * instruction.openapi.json); CD = boletoscash OpenAPI 1.2.9 (same repository @b037e849); V3 =
 * "API Boletos (v3)" 1.34.1 (@f1d3b366); DP = the devportal's registration response example as a
 * public ExpItau integration note transcribes it (code index id 66673510236; its repository is not
 * named by the index).
 */

/** EI `200_boleto`: the registration example (request fields + the codes the answer adds). */
export const EI_200_BOLETO = {
  data: {
    id_boleto: "b1ff5cc0-8a9c-497e-b983-738904c23386",
    etapa_processo_boleto: "efetivacao",
    codigo_canal_operacao: "API",
    beneficiario: { id_beneficiario: "id_beneficiario" },
    dado_boleto: {
      descricao_instrumento_cobranca: "boleto",
      forma_envio: "email",
      texto_endereco_email: "exemplo@itau.com.br",
      mensagem_email: "Texto para enviar ao cliente",
      tipo_boleto: "a vista",
      codigo_carteira: "109",
      valor_total_titulo: "00000000000001000",
      codigo_especie: "01",
      valor_abatimento: "000",
      data_emissao: "2022-12-21",
      pagamento_parcial: true,
      quantidade_maximo_parcial: 2,
      pagador: {
        pessoa: {
          nome_pessoa: "Pessoa teste",
          tipo_pessoa: { codigo_tipo_pessoa: "F", numero_cadastro_pessoa_fisica: "cpf_cnpj_pagador" },
        },
        endereco: {
          nome_logradouro: "Rua endereço,71",
          nome_bairro: "Bairro",
          nome_cidade: "Cidade",
          sigla_UF: "PE",
          numero_CEP: "51340540",
        },
      },
      dados_individuais_boleto: [
        {
          numero_nosso_numero: "2000000",
          data_vencimento: "2023-01-14",
          valor_titulo: "00000000000119900",
          numero_linha_digitavel: "34101234567890123456789012345678901234567890123",
          texto_uso_beneficiario: "2",
          texto_seu_numero: "2",
          codigo_barras: "34101234567890123456789012345678901234567890",
        },
      ],
      multa: { codigo_tipo_multa: "02", data_multa: "2024-09-21", percentual_multa: "000000100000" },
      juros: { codigo_tipo_juros: 90, data_juros: "2024-09-21", percentual_juros: "000000100000" },
      recebimento_divergente: { codigo_tipo_autorizacao: "01" },
      instrucao_cobranca: [
        { codigo_instrucao_cobranca: "2", quantidade_dias_apos_vencimento: 10, dia_util: false },
      ],
      protesto: { protesto: true, quantidade_dias_protesto: 10 },
      desconto_expresso: false,
    },
  },
} as const;

/** DP: the registration answer with real codes (carteira 157, nosso número 00001056, R$ 100,01). */
export const DP_REGISTER_RESPONSE = {
  codigo_canal_operacao: "BKL",
  codigo_operador: "889911348",
  etapa_processo_boleto: "efetivacao",
  beneficiario: {
    id_beneficiario: "150000052061",
    nome_cobranca: "MUNDI EMPRRENDIMENTOS E L ME",
    tipo_pessoa: { codigo_tipo_pessoa: "J", numero_cadastro_nacional_pessoa_juridica: "08867659000151" },
  },
  dado_boleto: {
    descricao_instrumento_cobranca: "boleto",
    forma_envio: "impressao",
    tipo_boleto: "a vista",
    pagador: {
      pessoa: {
        nome_pessoa: "Nubibat",
        tipo_pessoa: { codigo_tipo_pessoa: "F", numero_cadastro_pessoa_fisica: "05201005225" },
      },
      endereco: {
        nome_logradouro: "Av Hilario Pereira de Souza, 492",
        nome_bairro: " ",
        nome_cidade: "Osasco",
        sigla_UF: "SP",
        numero_CEP: "04131020",
      },
    },
    codigo_carteira: "157",
    codigo_tipo_vencimento: 3,
    valor_total_titulo: "00000000000010001",
    dados_individuais_boleto: [
      {
        id_boleto_individual: "8835353e-ecb5-43f8-adeb-4cbf796f6be4",
        numero_nosso_numero: "00001056",
        dac_titulo: "8",
        data_vencimento: "2021-06-01",
        valor_titulo: "00000000000010001",
        codigo_barras: "34192863800000100011570000105681500052061000",
        numero_linha_digitavel: "34191570070010568150600520610007286380000010001",
        data_limite_pagamento: "2031-06-01",
        lista_mensagens_cobranca: [],
      },
    ],
    codigo_especie: "01",
    data_emissao: "2021-05-25",
    pagamento_parcial: false,
  },
} as const;

/** EI PATCH request examples (`*-patch-request`). */
export const EI_PATCH_REQUESTS = {
  abatimento: { valor_abatimento: "100.00" },
  data_vencimento: { data_vencimento: "2019-12-31" },
  valor_nominal: { valor_titulo: "180.00" },
  data_limite_pagamento: { data_limite_pagamento: "2019-12-31" },
  seu_numero: { texto_seu_numero: "1234567890" },
} as const;

/** EI `200_instrucao` (its `value` nests `value` once more; this is the inner body). */
export const EI_200_INSTRUCAO = {
  data: {
    codigo: "200",
    mensagem: " Aguardando aprovação",
    campos: [
      { campo: "COD-RET", mensagem: " Processamento efetuado. Aguardando aprovação do gerente", valor: "" },
    ],
  },
} as const;

/** CD `query_200_boletos_get_response`, its second item (carteira 109, paid, with a write-off). */
export const CD_QUERY_ITEM = {
  id_boleto: "05d6489c-0dce-4467-b8ea-0f6bfd3bf039",
  beneficiario: { id_beneficiario: "000000000000" },
  dado_boleto: {
    descricao_instrumento_cobranca: "boleto",
    codigo_carteira: "109",
    dados_individuais_boleto: [
      {
        situacao_geral_boleto: "Em Aberto",
        status_vencimento: "A vencer",
        numero_nosso_numero: "00000000",
        dac_titulo: "1",
        data_vencimento: "2020-08-06",
        valor_titulo: "2100.00",
        texto_seu_numero: "123456aby",
        codigo_barras: "34195833900002100001560004386391500052061000",
        numero_linha_digitavel: "34191560090438639150400520610007583390000210000",
        data_limite_pagamento: "2030-08-06",
      },
    ],
    codigo_especie: "95",
    data_emissao: "2020-07-09",
    pagamentos_cobranca: [
      {
        numero_agencia_recebedora: "1234",
        data_inclusao_pagamento: "2020-01-20",
        valor_pago_total_cobranca: "2100.00",
        codigo_instituicao_financeira_pagamento: "314",
        descricao_canal_pagamento: "BANKFONE",
        descricao_meio_pagamento: "DÉBITO EM CONTA",
      },
    ],
    baixa: { data_inclusao_alteracao_baixa: "2020-01-01", motivo_baixa: "Baixa por ter sido liquidado" },
  },
} as const;
