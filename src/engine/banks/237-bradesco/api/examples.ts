/**
 * Bradesco API Cobrança — published examples, verbatim as data, each with its source. Tests map
 * them to lote's inputs and compare lote's requests, signing texts and parsers with them.
 */

/** The manual's registration example ("Manual Registro de Boleto Bancário On-line"). */
export const MANUAL_EXAMPLE = {
  source:
    "Bradesco manual example as reproduced in full by a public PHP client (code index id 3563671869) and in part by vitorccs/bradesco-api-php README @026361674660808ebe733b60654fc670ae7fe333",
  body: {
    nuCPFCNPJ: "123456789",
    filialCPFCNPJ: "0001",
    ctrlCPFCNPJ: "39",
    cdTipoAcesso: "2",
    clubBanco: "0",
    cdTipoContrato: "0",
    nuSequenciaContrato: "0",
    idProduto: "09",
    nuNegociacao: "123400000001234567",
    cdBanco: "237",
    eNuSequenciaContrato: "0",
    tpRegistro: "1",
    cdProduto: "0",
    nuTitulo: "0",
    nuCliente: "123456",
    dtEmissaoTitulo: "25.05.2017",
    dtVencimentoTitulo: "20.06.2017",
    tpVencimento: "0",
    vlNominalTitulo: "100",
    cdEspecieTitulo: "04",
    tpProtestoAutomaticoNegativacao: "0",
    prazoProtestoAutomaticoNegativacao: "0",
    controleParticipante: "",
    cdPagamentoParcial: "",
    qtdePagamentoParcial: "0",
    percentualJuros: "0",
    vlJuros: "0",
    qtdeDiasJuros: "0",
    percentualMulta: "0",
    vlMulta: "0",
    qtdeDiasMulta: "0",
    percentualDesconto1: "0",
    vlDesconto1: "0",
    dataLimiteDesconto1: "",
    percentualDesconto2: "0",
    vlDesconto2: "0",
    dataLimiteDesconto2: "",
    percentualDesconto3: "0",
    vlDesconto3: "0",
    dataLimiteDesconto3: "",
    prazoBonificacao: "0",
    percentualBonificacao: "0",
    vlBonificacao: "0",
    dtLimiteBonificacao: "",
    vlAbatimento: "0",
    vlIOF: "0",
    nomePagador: "Cliente Teste",
    logradouroPagador: "rua Teste",
    nuLogradouroPagador: "90",
    complementoLogradouroPagador: "",
    cepPagador: "12345",
    complementoCepPagador: "500",
    bairroPagador: "bairro Teste",
    municipioPagador: "Teste",
    ufPagador: "SP",
    cdIndCpfcnpjPagador: "1",
    nuCpfcnpjPagador: "12345648901234",
    endEletronicoPagador: "",
    nomeSacadorAvalista: "",
    logradouroSacadorAvalista: "",
    nuLogradouroSacadorAvalista: "0",
    complementoLogradouroSacadorAvalista: "",
    cepSacadorAvalista: "0",
    complementoCepSacadorAvalista: "0",
    bairroSacadorAvalista: "",
    municipioSacadorAvalista: "",
    ufSacadorAvalista: "",
    cdIndCpfcnpjSacadorAvalista: "0",
    nuCpfcnpjSacadorAvalista: "0",
    endEletronicoSacadorAvalista: "",
  },
};

/** A published payload with juros and multa (the charge fields of a README's "Payload"). */
export const CHARGES_EXAMPLE = {
  source: "public README 'PHP API - Bradesco boleto online' §6 Payload (code index id 27233311064)",
  dueDate: "12.03.2022",
  fields: {
    percentualJuros: "00040000",
    vlJuros: "0",
    qtdeDiasJuros: "2",
    percentualMulta: "00200000",
    vlMulta: "0",
    qtdeDiasMulta: "2",
  },
};

/** How the published clients build the text to sign for registrarBoleto. */
export const SIGNING_EXAMPLES = {
  boletoNetCore: {
    source:
      "ottomillrath/BoletoNetCore BancoBradesco.Online.cs RegistrarBoleto @0d310407018b22adda1d97c0df33251f23d9760c",
    lines: (body: string, token: string, jti: string, ts: string) =>
      `POST\n/v1/boleto/registrarBoleto\n\n${body}\n${token}\n${jti}\n${ts}\nSHA256`,
  },
  postman: {
    source:
      "HelioNeto/postman-bradesco-boleto-hibrido pre-request.js buildRequestText @68afeb04e077d92db7d640fd68cc6413e81b209f",
    lines: (
      method: string,
      path: string,
      query: string,
      body: string,
      token: string,
      nonce: string,
      ts: string,
    ) => [method, path, query, body, token, nonce, ts, "SHA256"].join("\n"),
  },
  assertion: {
    source:
      "HelioNeto/postman-bradesco-boleto-hibrido pre-request.js buildAssertion; BoletoNetCore GenerateJWS",
    header: { alg: "RS256", typ: "JWT" },
    payloadKeys: ["aud", "sub", "iat", "exp", "jti", "ver"],
    lifetimeSeconds: 3600,
    ver: "1.1",
  },
};

/** Error bodies of the gateway and of the API. */
export const ERROR_EXAMPLES = {
  gateway: {
    source: "BoletoNetCore BradescoErrorResponse { code, message }",
    status: 401,
    body: { code: 401, message: "Unauthorized" },
  },
  acbr: {
    source: "ACBr ACBrBoletoRet_Bradesco.pas (207/400/406/500: details[].name / value)",
    status: 400,
    body: {
      code: "400",
      message: "Bad Request",
      details: [{ name: "dtVencimentoTitulo", value: "Data de vencimento inválida" }],
    },
  },
};
