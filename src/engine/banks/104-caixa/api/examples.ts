/**
 * CAIXA SIGCB web service — the published examples, as data, each with its source: the manual's
 * INCLUI request and its two answers, the manual's hash strings, an independent client's hash
 * vector and captured answers, and broker errors reported from CAIXA. Tests map them to lote's
 * inputs and compare lote's requests and parsers with them.
 */

const MANUAL =
  "CAIXA 38.239 v002 micro (julho/2017), vmassuchetto/WebserviceCaixa doc/MO38239.pdf @94cd7d74b7b3986e744108fd5b70013aba8862c8";
const MUNDIPAGG = "mundipagg/boleto-api @a3d7bbc9479c2babe311890a3f1c05d172af92fc";

/** §6.1 "Dados de entrada do serviço – Inclui boleto": DADOS/INCLUI_BOLETO in the JSON form. */
export const INCLUI_EXAMPLE = {
  source: `${MANUAL} §6.1`,
  header: { VERSAO: "1.0", OPERACAO: "INCLUI_BOLETO", SISTEMA_ORIGEM: "SIGCB", DATA_HORA: "20170221110643" },
  dados: {
    CODIGO_BENEFICIARIO: "537588",
    TITULO: {
      NOSSO_NUMERO: "14000000091946802",
      NUMERO_DOCUMENTO: "NF123456",
      DATA_VENCIMENTO: "2017-02-21",
      VALOR: "1.00",
      TIPO_ESPECIE: "99",
      FLAG_ACEITE: "S",
      DATA_EMISSAO: "2017-02-21",
      JUROS_MORA: { TIPO: "ISENTO", DATA: "2017-02-21", VALOR: "0" },
      VALOR_ABATIMENTO: "0",
      POS_VENCIMENTO: { ACAO: "DEVOLVER", NUMERO_DIAS: "0" },
      CODIGO_MOEDA: "9",
      PAGADOR: {
        CPF: "00000000191",
        NOME: "EXEMPLO DE NOME DO PAGADOR",
        ENDERECO: {
          LOGRADOURO: "SAUS QUADRA 3",
          BAIRRO: "BRASILIA",
          CIDADE: "BRASILIA",
          UF: "DF",
          CEP: "70070030",
        },
      },
      SACADOR_AVALISTA: { CNPJ: "00360305000104", RAZAO_SOCIAL: "EXEMPLO DE NOME DO SACADOR AVALISTA" },
      PAGAMENTO: {
        QUANTIDADE_PERMITIDA: "1",
        TIPO: "NAO_ACEITA_VALOR_DIVERGENTE",
        VALOR_MINIMO: "0.00",
        VALOR_MAXIMO: "0.00",
      },
    },
  },
} as const;

/**
 * §6.2 "Inclui boleto – Sucesso", verbatim but for the URL the PDF wraps across two lines. As
 * published it leaves `<URL>` unclosed (`<URL/>`) and names another title than §6.1's request.
 */
export const INCLUI_SUCCESS = {
  source: `${MANUAL} §6.2`,
  xml: `<?xml version="1.0"?>
<manutencaocobrancabancaria:SERVICO_SAIDA xmlns:manutencaocobrancabancaria="http://caixa.gov.br/sibar/manutencao_cobranca_bancaria/boleto/externo" xmlns:sibar_base="http://caixa.gov.br/sibar">
<sibar_base:HEADER>
<VERSAO>1.0</VERSAO>
<AUTENTICACAO>wIXyzrhD7HjlrpCP1xNnq8vFE7ggAGuz/srw1BOtxDY=</AUTENTICACAO>
<OPERACAO>INCLUI_BOLETO</OPERACAO>
<SISTEMA_ORIGEM>SIGCB</SISTEMA_ORIGEM>
<UNIDADE>1234</UNIDADE>
<DATA_HORA>20170221110643</DATA_HORA>
</sibar_base:HEADER>
<COD_RETORNO>00</COD_RETORNO>
<ORIGEM_RETORNO>MANUTENCAO_COBRANCA_BANCARIA</ORIGEM_RETORNO>
<MSG_RETORNO></MSG_RETORNO>
<DADOS>
<CONTROLE_NEGOCIAL>
<ORIGEM_RETORNO>SIGCB</ORIGEM_RETORNO>
<COD_RETORNO>00</COD_RETORNO>
<MSG_RETORNO>INCLUSAO EFETUADA COM SUCESSO</MSG_RETORNO>
</CONTROLE_NEGOCIAL>
<COMPROVANTE>
<DATA>2017-02-21</DATA>
<HORA>12:42:32</HORA>
</COMPROVANTE>
<INCLUI_BOLETO>
<CODIGO_BARRAS>10496706600000001005375886000100040001229024</CODIGO_BARRAS>
<LINHA_DIGITAVEL>10495375808600010004900012290243670660000000100</LINHA_DIGITAVEL>
<NOSSO_NUMERO>14000000000122902</NOSSO_NUMERO>
<URL>https://boletoonline.caixa.gov.br/ecobranca/SIGCB/imprimir/0345950/14000000000122902<URL/>
</INCLUI_BOLETO>
</DADOS>
</manutencaocobrancabancaria:SERVICO_SAIDA>`,
} as const;

/** §6.3 "Inclui boleto – Erro" (and §8), verbatim, with its mismatched-case tags. */
export const INCLUI_ERROR = {
  source: `${MANUAL} §6.3, §8`,
  xml: `<?xml version="1.0" encoding="utf-8"?>
<manutencaocobrancabancaria:SERVICO_SAIDA xmlns:manutencaocobrancabancaria="http://caixa.gov.br/sibar/manutencao_cobranca_bancaria/boleto/externo" xmlns:sibar_base="http://caixa.gov.br/sibar">
<SIBAR_BASE:HEADER>
<VERSAO>1.0</VERSAO>
<AUTENTICACAO>PSX0YB0LPXCPFJNXVCAPLRAOHHZORXA88IGTZVE+VEQ=</AUTENTICACAO>
<USUARIO_SERVICO>SGCBS01D</USUARIO_SERVICO>
<OPERACAO>INCLUI_BOLETO</OPERACAO>
<SISTEMA_ORIGEM>SIGCB</SISTEMA_ORIGEM>
<UNIDADE>1234</UNIDADE>
<DATA_HORA>20170309151902</DATA_HORA>
</SIBAR_BASE:HEADER>
<COD_RETORNO>00</COD_RETORNO>
<ORIGEM_RETORNO>MANUTENCAO_COBRANCA_BANCARIA</ORIGEM_RETORNO>
<MSG_RETORNO><MSG_RETORNO/>
<DADOS>
<CONTROLE_NEGOCIAL>
<ORIGEM_RETORNO>SIGCB</ORIGEM_RETORNO>
<COD_RETORNO>1</COD_RETORNO>
<MENSAGENS>
<RETORNO>(54) OPERACAO NAO PERMITIDA - HASH DIVERGENTE</RETORNO>
</MENSAGENS>
</CONTROLE_NEGOCIAL>
</DADOS>
</manutencaocobrancabancaria:servico_saida>`,
} as const;

/** §3.2's strings to hash (no hash published with them). */
export const HASH_STRINGS = {
  source: `${MANUAL} §3.2`,
  /** "para solicitação de manutenção de títulos" — nosso número zeros (CAIXA assigns it). */
  manutencao: {
    beneficiary: "200400",
    ourNumber: "00000000000000000",
    due: "2016-10-05",
    amountCents: 150050,
    document: "00123456789124",
    input: "0200400000000000000000000510201600000000015005000123456789124",
  },
  /** "para solicitação de consulta de títulos". */
  consulta: {
    beneficiary: "200400",
    ourNumber: "14000000000012345",
    document: "00123456789124",
    input: "0200400140000000000123450000000000000000000000000123456789124",
  },
} as const;

/** An independent client's test vector: string and its SHA-256/Base64 (caixa/caixa_test.go TestGetCaixaCheckSumInfo). */
export const HASH_VECTOR = {
  source: `${MUNDIPAGG} caixa/caixa_test.go`,
  beneficiary: "200656",
  ourNumber: "0",
  due: "2017-08-30",
  amountCents: 1000,
  document: "00732159000109",
  input: "0200656000000000000000003008201700000000000100000732159000109",
  hash: "LvWr1op5Ayibn6jsCQ3/2bW4KwThVAlLK5ftxABlq20=",
} as const;

/** A homologação answer the same client keeps in its mock (mock/caixa.go registerBoletoCaixa, sData). */
export const CAPTURED_SUCCESS = {
  source: `${MUNDIPAGG} mock/caixa.go`,
  beneficiary: "200656",
  barcode: "10493726700000010002006561000100040992226984",
  digitableLine: "10492006506100010004209922269841372670000001000",
  ourNumber: "14000000099222698",
  url: "https://200.201.168.67:8010/ecobranca/SIGCB/imprimir/0200656/14000000099222698",
  retorno: "(0) OPERACAO EFETUADA",
} as const;

/** Broker (SIBAR) errors as CAIXA sent them. */
export const BROKER_ERRORS = {
  /** vmassuchetto/WebserviceCaixa issue #5 (a CONSULTA, 2018-01-03). */
  ra03: {
    source: "github.com/vmassuchetto/WebserviceCaixa/issues/5",
    code: "X5",
    origin: "RACF-SPD9CJD2",
    message: "(RA03) USUARIO NAO AUTORIZADO A EXECUTAR A TRANSACAO.",
  },
  /** mundipagg/boleto-api letters/caixa.go `erro` (an INCLUI whose header broke the XSD order). */
  bk76: {
    source: `${MUNDIPAGG} letters (caixa erro template)`,
    code: "X5",
    origin: "BROKER-SPD7CJD0",
    message: "(BK76) ERRO NA FORMATACAO DA MENSAGEM.",
  },
  /** 38.239 v002 Nota 39: "(BK01) TRANSACAO TEMPORARIAMENTE INDISPONIVEL." */
  bk01: {
    source: `${MANUAL} Nota 39`,
    code: "X5",
    origin: "SIBAR",
    message: "(BK01) TRANSACAO TEMPORARIAMENTE INDISPONIVEL.",
  },
  /** 38.239 v002 Nota 39: "(BK78) TEMPO EXCEDIDO NA REQUISICAO DO SERVICO." */
  bk78: {
    source: `${MANUAL} Nota 39`,
    code: "X5",
    origin: "SIBAR",
    message: "(BK78) TEMPO EXCEDIDO NA REQUISICAO DO SERVICO.",
  },
} as const;

/** SIGCB refusals (38.239 v002 Nota 39), as the message carries them ("(nn) …"). */
export const SIGCB_ERRORS = {
  source: `${MANUAL} Nota 39; mmitsunaga/projeto BoletoNeCaixaJaxWS.java ("(38) NOSSO NUMERO JA CADASTRADO PARA O BENEFICIARIO")`,
  duplicate: "(38) NOSSO NUMERO JA CADASTRADO PARA O BENEFICIARIO",
  notFound: "(47) NOSSO NUMERO NAO CADASTRADO PARA O BENEFICIARIO",
  notOpen: '(48) ALTERACAO NAO PERMITIDA - APENAS TITULOS "EM ABERTO" PODEM SER ALTERADOS',
  dueDate: "(4) DATA DE VENCIMENTO INVALIDA",
  unavailable: "(9999) SISTEMA INDISPONIVEL - ERRO NA CHAMADA DO ICOBBLJ2",
} as const;
