/**
 * Banco Inter: the published error bodies of API Cobrança v3 and the codes of real Inter boletos
 * found in public material (barcode, linha digitável and, where one was published, the Pix
 * copia e cola), each with its source. Data only: this module imports nothing.
 */

const PORTAL =
  "Inter, API Cobrança v3, developers.inter.co/references/cobranca-bolepix; OpenAPI in edusouza/inter-pj-cli spec/inter-empresas-openapi.json @29c94b63f41c5a7871d9a2f21457d21ba63e6287";

/** Error answers: HTTP status and body. */
export const ERRORS = {
  invalid: {
    source: `${PORTAL}, examples.RequisicaoInvalidaExample1 (responses.RequisicaoInvalida)`,
    status: 400,
    body: {
      title: "Dados inválidos.",
      detail:
        "Verifique se os dados informados estão de acordo com a documentação disponibilizada e tente novamente.",
      timestamp: "2023-09-26T18:06:11.692931-03:00",
      violacoes: [{ razao: "Não foi possível converter o valor.", propriedade: "dataInicial" }],
    },
  },
  forbidden: {
    source: `${PORTAL}, examples.AcessoNegadoExample1 (responses.Cobranca_AcessoNegado)`,
    status: 403,
    body: {
      title: "Acesso Negado",
      status: 403,
      detail: "Requisição de participante autenticado que viola alguma regra de autorização.",
    },
  },
  notFound: {
    source: `${PORTAL}, examples.NaoEncontradoExample1 (responses.Cobranca_NaoEncontrado)`,
    status: 404,
    body: { title: "Não Encontrado", status: 404, detail: "Entidade não encontrada." },
  },
  internal: {
    source: `${PORTAL}, examples.ErroInternoExample1 (responses.ErroInterno)`,
    status: 500,
    body: {
      title: "Erro Interno",
      status: 500,
      detail: "Ocorreu um erro não esperado. Tente novamente mais tarde.",
    },
  },
  unavailable: {
    source: `${PORTAL}, examples.ServicoIndisponivelExample1 (responses.Cobranca_ServicoIndisponivel)`,
    status: 503,
    body: {
      title: "Serviço Indisponível",
      status: 503,
      detail:
        "Serviço não está disponível no momento. Serviço solicitado pode estar em manutenção ou fora da janela de funcionamento.",
    },
  },
  /**
   * The 30-minute duplicate guard (same seuNumero, valorNominal, dataVencimento and payer
   * cpfCnpj), documented in "Emitir cobrança" ("Controle de duplicidade"). Inter publishes no body
   * for it. Reconstructed: the status (400) and the phrase "existe uma cobrança emitida há poucos
   * minutos" come from public clients that handle it — one reads it in `detail` with status 400,
   * two in `violacoes[0].razao` next to the existing cobrança's UUID; the exact wording around the
   * phrase and the UUID's position are unconfirmed.
   */
  duplicate: {
    source:
      "reconstructed from client code handling Inter's answer (public GitHub code; the index names no repository): status 400, violacoes[0].razao with the phrase and a UUID; wording around them unconfirmed; the UUID is lote's placeholder",
    status: 400,
    body: {
      title: "Dados inválidos.",
      detail:
        "Verifique se os dados informados estão de acordo com a documentação disponibilizada e tente novamente.",
      violacoes: [
        {
          razao:
            "Existe uma cobrança emitida há poucos minutos com os mesmos dados com a situação 'a receber' (código de solicitação 4d188f59-0c2e-4b55-9a1e-2f1c6a7b8d90)",
        },
      ],
    },
  },
} as const;

/** A real Inter boleto: its codes, and the amount and due date they carry. */
export interface RealCodes {
  source: string;
  barcode: string;
  digitable_line: string;
  amount_cents: number;
  due_date: string;
  /** The 11-digit nosso número (10 digits + DV), when the source gives it. */
  our_number?: string;
  /** Código do beneficiário (Inter's "operação", campo livre 8–14), read from the free field. */
  agreement: string;
  pix_emv?: string;
  pix_txid?: string;
}

export const REAL_CODES: readonly RealCodes[] = [
  {
    source:
      "A cobrança callback of API Cobrança v3 (A_RECEBER, 2024-09-30), published in the README of a public Perfex CRM Banco Inter module ('basic_module'; the code index does not name the repository). Amount and due date are read from the codes.",
    barcode: "07794985700000009500001112095331990071264603",
    digitable_line: "07790001161209533199200712646033498570000000950",
    amount_cents: 950,
    due_date: "2024-10-02",
    our_number: "90071264603",
    agreement: "0953319",
    pix_emv:
      "00020101021226980014BR.GOV.BCB.PIX2576spi-qrcode.bancointer.com.br/spi/pj/v2/cobv/aa99da6d187a4b648943f8e6f2b01f6852040000530398654049.505802BR5901*6008ROLANDIA61088660152862070503***6304EE2E",
    pix_txid: "131665491727713762000U35jsDoeGaqVIa",
  },
  {
    source:
      "klawdyo/boleto_parser README.md @9e7d341a08c264bcd9d960b89750163e16b22b1d: parse() of an Inter linha digitável (expires_at 2022-05-31, amount 151.3, agency 0001, type 112, clientCode 0644499, ourNumber 0081593655, dv 6)",
    barcode: "07797900200000151300001112064449900815936556",
    digitable_line: "07790001161206444990808159365561790020000015130",
    amount_cents: 15130,
    due_date: "2022-05-31",
    our_number: "00815936556",
    agreement: "0644499",
  },
  {
    source:
      "viniciusccosta/ClipBarcode tests/test_boleto.py @d73a4b7bd46e010f2a13af44d7462cd86922992d, test_from_cod_barras_em_massa (barcode → linha digitável); amount and due date read from the codes",
    barcode: "07792937900000050000001112047370601011601523",
    digitable_line: "07790001161204737060110116015230293790000005000",
    amount_cents: 5000,
    due_date: "2023-06-12",
    agreement: "0473706",
  },
];
