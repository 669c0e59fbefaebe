/**
 * Banco Inter, API Cobrança v3: published examples (request and answer bodies, error bodies) and
 * codes of real Inter boletos found in public material, each with its source. Data only: this
 * module imports nothing.
 */

/** Inter's reference pages, as the OpenAPI document the portal renders (components `examples`). */
export const PORTAL =
  "Inter, API Cobrança (Boleto com Pix) v3, developers.inter.co/references/cobranca-bolepix; OpenAPI transcribed in edusouza/inter-pj-cli spec/inter-empresas-openapi.json @29c94b63f41c5a7871d9a2f21457d21ba63e6287";

export interface Example<T = unknown> {
  source: string;
  body: T;
}

/** `exemploEmitirCobranca`: the request of "Emitir cobrança". */
export const EMITIR_REQUEST: Example<Record<string, unknown>> = {
  source: `${PORTAL}, examples.exemploEmitirCobranca`,
  body: {
    seuNumero: "123456",
    valorNominal: 2.5,
    dataVencimento: "2026-10-20",
    numDiasAgenda: 60,
    pagador: {
      email: "nome.sobrenome@example.com",
      ddd: "31",
      telefone: "999999999",
      numero: "3456",
      complemento: "apartamento 3 bloco 4",
      cpfCnpj: "01123456789",
      tipoPessoa: "FISICA",
      nome: "Nome do pagador",
      endereco: "Avenida Brasil, 1200",
      bairro: "Centro",
      cidade: "Belo Horizonte",
      uf: "MG",
      cep: "30110000",
    },
    desconto: { taxa: 3, codigo: "PERCENTUALDATAINFORMADA", quantidadeDias: 7 },
    multa: { taxa: 2, codigo: "PERCENTUAL" },
    mora: { taxa: 5, codigo: "TAXAMENSAL" },
    mensagem: {
      linha1: "mensagem 1",
      linha2: "mensagem 2",
      linha3: "mensagem 3",
      linha4: "mensagem 4",
      linha5: "mensagem 5",
    },
    beneficiarioFinal: {
      cpfCnpj: "12345678901",
      tipoPessoa: "FISICA",
      nome: "Nome do beneficiário",
      endereco: "Avenida Brasil, 1200",
      bairro: "Centro",
      cidade: "Belo Horizonte",
      uf: "MG",
      cep: "30110000",
    },
    formasRecebimento: ["BOLETO", "PIX"],
    notaFiscal: {
      chaveNFe: "87268327085470029496566305356486731069319792",
      numero: 31231,
      serie: 910,
      dataEmissao: "2026-01-15",
      parcela: 1,
      naturezaOperacao: "Venda",
    },
  },
};

/** `exemploRetornoEmitirCobranca`. */
export const EMITIR_RESPONSE: Example = {
  source: `${PORTAL}, examples.exemploRetornoEmitirCobranca`,
  body: { codigoSolicitacao: "183e982a-34e5-4bc0-9643-def5432a" },
};

/** `exemploRetornoRecuperarCobranca` (its codes are placeholders, not a boleto). */
export const RECUPERAR_RESPONSE: Example = {
  source: `${PORTAL}, examples.exemploRetornoRecuperarCobranca`,
  body: {
    cobranca: {
      codigoSolicitacao: "183e982a-34e5-4bc0-9643-def5432a",
      seuNumero: "12345678",
      dataEmissao: "2023-09-24",
      dataVencimento: "2023-10-15",
      valorNominal: 1234.56,
      tipoCobranca: "SIMPLES",
      situacao: "RECEBIDO",
      dataSituacao: "2023-09-26",
      valorTotalRecebido: "1234.56",
      origemRecebimento: "BOLETO",
      arquivada: true,
      descontos: [{ codigo: "PERCENTUALDATAINFORMADA", quantidadeDias: 7, taxa: 5 }],
      multa: { codigo: "VALORFIXO", valor: 4 },
      mora: { codigo: "TAXAMENSAL", taxa: 5 },
      pagador: { cpfCnpj: "12345678901", tipoPessoa: "FISICA", nome: "Nome do pagador" },
    },
    boleto: {
      nossoNumero: "12345678",
      codigoBarras: "01234567890123456789012345678901234567890123",
      linhaDigitavel: "01234567890123456789012345678901234567890123456",
    },
    pix: {
      txid: "012345678901234567890123456789012345",
      pixCopiaECola: "012345678901234567890BR.GOV.BCB.PIX2576spi-qrcode-h.bancointer.com.br...",
    },
  },
};

/** `exemploRetornoListaCobrancas`. */
export const LISTA_RESPONSE: Example = {
  source: `${PORTAL}, examples.exemploRetornoListaCobrancas`,
  body: {
    totalPaginas: 1,
    totalElementos: 0,
    tamanhoPagina: 20,
    primeiraPagina: true,
    ultimaPagina: true,
    numeroDeElementos: 1,
    cobrancas: [
      {
        cobranca: {
          codigoSolicitacao: "183e982a-34e5-4bc0-9643-def5432a",
          seuNumero: "123456",
          situacao: "A_RECEBER",
          dataSituacao: "2023-09-26",
          dataEmissao: "2023-09-26",
          dataVencimento: "2023-10-01",
          valorNominal: "123.45",
          tipoCobranca: "SIMPLES",
          pagador: { nome: "Nome do pagador", cpfCnpj: "01234567890" },
        },
        boleto: {
          nossoNumero: "01234567890",
          codigoBarras: "01234567890123456789012345678901234567890123",
          linhaDigitavel: "01234567890123456789012345678901234567890123456",
        },
        pix: {
          txid: "012345678901234567890123456789012345",
          pixCopiaECola: "012345678901234567890BR.GOV.BCB.PIX2576spi-qrcode-h.bancointer.com.br...",
        },
      },
    ],
  },
};

/** "Editar cobrança" (Beta): request and answer samples. */
export const EDITAR_REQUEST: Example = {
  source: `${PORTAL}, paths./cobranca/v3/cobrancas/{codigoSolicitacao}.patch (Redoc sample)`,
  body: { dataVencimento: "2019-08-24", valorNominal: 2.5 },
};
export const EDITAR_RESPONSE: Example = {
  source: `${PORTAL}, UpdateCobrancaResponseBody (Redoc sample)`,
  body: { status: "PROCESSANDO", mensagem: "string", codigoEdicao: "string" },
};

/** `ExemploCancelarCobranca`. */
export const CANCELAR_REQUEST: Example = {
  source: `${PORTAL}, examples.ExemploCancelarCobranca`,
  body: { motivoCancelamento: "Devedor pagou por outra forma" },
};

/** `exemploCriarWebhook`. */
export const WEBHOOK_REQUEST: Example = {
  source: `${PORTAL}, examples.exemploCriarWebhook`,
  body: { webhookUrl: "https://cobranca.example.com/api/webhook" },
};

export { ERRORS, REAL_CODES, type RealCodes } from "./examples-codes";
