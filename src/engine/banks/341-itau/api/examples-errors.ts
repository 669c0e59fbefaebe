/**
 * Itaú's published error bodies (with the status they come with and the outcome lote reads) and the
 * boleto notification example. CD = boletoscash OpenAPI 1.2.9 `components.responses`
 * (leonardolermen/payment-gateway@b037e849, docs/providers/itau/itau-ep9-gtw-boletoscash-boletoscash-
 * v2-ext-aws.openapi.json); V3 = "API Boletos (v3)" 1.34.1 (same repository @f1d3b366); EI =
 * cash_management OpenAPI 2.75.147 (its error responses have no body schema).
 */

/** Published error bodies, with the status they come with. */
export const ERROR_EXAMPLES = [
  {
    source: "CD responses.400",
    status: 400,
    body: {
      codigo: "400",
      mensagem:
        "Erros de validação ou os campos informados. Verifique na resposta da API os campos informados.",
      campos: [
        {
          campo: "id_beneficiario",
          mensagem: "Campo 'id_beneficiario' não pode ser nulo ou vazio.",
          valor: "null",
        },
      ],
    },
    kind: "rejected",
    field: "id_beneficiario",
  },
  {
    source: "CD responses.401",
    status: 401,
    body: { codigo: "401", mensagem: "Unauthorized" },
    kind: "unauthorized",
  },
  {
    source: "CD responses.403",
    status: 403,
    body: { codigo: "403", mensagem: "Acesso Proibido" },
    kind: "rejected",
  },
  {
    source: "CD responses.422",
    status: 422,
    body: {
      codigo: "422",
      mensagem: "Consulta não realizada por alguma regra de negócio não atendida.",
      campos: [{ campo: "id_boleto", mensagem: "Não é possivel consultar este boleto.", valor: "97b97450" }],
    },
    kind: "rejected",
    field: "id_boleto",
  },
  {
    source: "V3 notificacoes_boletos 400 (misspells mensagem as mensagen)",
    status: 400,
    body: {
      codigo: "400",
      mensagem: "Corpo da requisição inválido",
      campos: [{ campo: "campo 1", mensagen: "mensagem 1" }],
    },
    kind: "rejected",
    field: "campo 1",
  },
  {
    source: "V3 francesas erro_400 (messages[])",
    status: 400,
    body: {
      messages: [
        {
          codigo: "validation_error",
          mensagem: "Solicitação Imprópria",
          campos: [{ campo: "usuario.teste", mensagem: "Campo Obrigatório", valor: "" }],
        },
      ],
    },
    kind: "rejected",
    field: "usuario.teste",
  },
  {
    source: "CD responses.500",
    status: 500,
    body: { codigo: "500", mensagem: "Erro Inesperado. Entre em contato com o suporte Itaú." },
    kind: "transient",
  },
  {
    source: "CD responses.503",
    status: 503,
    body: { codigo: "503", mensagem: "Serviço Indisponível" },
    kind: "transient",
  },
  {
    source: "V3 erro_501",
    status: 501,
    body: { messages: [{ codigo: "", mensagem: "Não implementado" }] },
    kind: "rejected",
  },
  { source: "EI 503 (no body, as ACBr handles it)", status: 503, body: null, kind: "transient" },
] as const;

/**
 * A boleto notification as a public integration test transcribes "o exemplo de webhook do Itau"
 * (code index id 61721285389; repository not named). Unconfirmed against Itaú's own text.
 */
export const WH_NOTIFICATION = {
  boletos: [
    {
      dataNotificacao: "2022-07-27",
      tipoLiquidacao: "95",
      idBoleto: "139bbd22-a164-4128-bb2d-8ef1e22e1213",
      numeroNossoNumero: "00007965",
      valorTitulo: "300.00",
      valorPagoTotalCobranca: "300.00",
      valorCreditado: null,
      dataCredito: "2022-03-31",
    },
  ],
} as const;
