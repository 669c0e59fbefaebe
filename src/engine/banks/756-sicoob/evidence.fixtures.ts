/**
 * Sicoob (756): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import {
  a,
  type BankEvidence,
  BR_BOLETO_S,
  CONTAS,
  DEFAULT,
  DOC_NUMBER,
  d,
  digits,
  FEBRABAN_240,
  GENERATED,
  LF,
  m,
  NO_NEWLINE,
  NSA,
  NSA_0,
  nsa1,
  RECORDS,
  TEXT,
  TEXT_CLEANING,
  TEXT_L,
  TRIMMED,
  USO_EMPRESA,
  x,
} from "../evidence.fixtures";

const SICOOB_DV =
  "a check digit lote writes as given (text, as for every bank): with a digit both tables agree";
export const evidence: BankEvidence = {
  corpusNotCompared: {
    "756/cnab400/retorno/br_boleto-sicoob.ret": {
      document_number:
        "the bank's file carries a 15-character seu número from 117 (117-131) where Sicoob's 04.Retorno seq. 26 gives 10 (117-126, then 127-146 blanks); br_boleto reads 15, lote the manual's 10",
      installment:
        "the parcela (75-76) is a nosso-número field of the issued boleto's bank_fields, not an entry field",
      credited_cents:
        "br_boleto's valor_liquido is its own figure: the file's valor do lançamento (306-318, seq. 45) is zero on these liquidations, so lote reads no credited amount (null)",
    },
  },
  corpusReviewedWarnings: {
    "756/cnab240/retorno/OpenCnabPHP-sicoob-example.ret": {
      "CNAB_UNKNOWN_REASON@5":
        "Sicoob sends letter motivos (AF, HA) that FEBRABAN's C047 lacks; lote keeps them as codes. Sicoob's own table is not at hand",
      "CNAB_UNKNOWN_REASON@11": "as at line 5 (the same codes on a rejection)",
      "CNAB_TOTALS_MISMATCH@13":
        "17 titles / R$ 86.00 for a batch of 5 titles / R$ 26.00: Sicoob's layout (Fev/2017, 06.5-07.5) says only 'quantidade de títulos em cobrança'; one sample does not show it is the portfolio, so the warning stands",
    },
    "756/cnab240/retorno/br_boleto-padrao240.ret": {
      "CNAB_TOTALS_MISMATCH@14":
        "br_boleto's shared CNAB 240 sample (read by five of its bank tests): its trailer de arquivo states 12 records for a 14-line file",
      "CNAB_LINE_ENDINGS@0": LF,
      "CNAB_NO_FINAL_NEWLINE@14": NO_NEWLINE,
    },
    "756/cnab240/retorno/brcobranca-CNAB240SICOOB.RET": {
      "CNAB_HEADER_FIELD@1":
        "brcobranca's Sicoob sample, edited from its Ailos file, has '0' at 143 where FEBRABAN G015 puts 2 for a retorno; the batch header's operation T shows a retorno",
      "CNAB_INVALID_DATE@1":
        "the same edited header carries '00108500' at 144-151 (data de geração): no date, read as null",
      "CNAB_LINE_LENGTH@1": TRIMMED,
    },
  },
  layoutReviewed: {
    "756 cnab400 header 12-19 constant":
      "Sicoob 03.Remessa header seq. 5: 'COBRANÇA'; lote writes ASCII text without accents (the manual's own rule for the file: ANSI, no special characters), the same letters",
    "756 cnab400 header 31-31 constant":
      "Sicoob 03.Remessa header seq. 8: DV do prefixo 'Preencher com espaços em branco' (the retorno returns '0'); cnab_yaml writes 0",
    "756 cnab400 detail 22-22 picture": SICOOB_DV,
    "756 cnab400 detail 63-74 picture":
      "Sicoob 03.Remessa seq. 10: 063-073 the sequence, 074 its DV (módulo 11): lote writes the two parts, digits either way",
    "756 cnab400 detail 111-120 picture": "Sicoob 03.Remessa seq. 25: Seu Número X(10); cnab_yaml marks it 9",
    "756 cnab400 detail 143-147 picture":
      "Sicoob 03.Remessa seq. 29-30: prefixo da cooperativa 9(04) and its DV X(01); cnab_yaml merges them",
    "756 cnab400 detail 392-393 constant":
      "Sicoob 03.Remessa seq. 52: dias para protesto X(02), '0' = the cooperativa's default; lote writes 00 (as brcobranca), the same meaning",
    "756 cnab400 ret_detail 147-152 picture":
      "Sicoob 04.Retorno seq. 28: data de vencimento ddmmaa (A(06) in the manual, digits in every file); lote reads it as a date",
    "756 cnab240 P 106-106 constant":
      "Sicoob 23.3P: DV da agência cobradora 'Preencher com espaços em branco'",
    "756 cnab240 P 118-118 picture":
      "código de juros is numeric in FEBRABAN C018 and the bank's manual (Sicoob 27.3P 'Num'); cnab_yaml's generic layout marks it X",
    "756 cnab240 P 225-227 picture": "Sicoob 39.3P: prazo para baixa 'Preencher com espaços em branco'",
    "756 cnab240 P 36-36 picture":
      "a check digit lote writes as given (text: Bradesco's P, BB's X): with a digit both tables agree",
    "756 cnab240 P 38-57 picture":
      "Sicoob 13.3P: nosso número 10, parcela 2, modalidade 2, formulário 1, 5 brancos: lote writes the parts (the first four digits, the last blank)",
    "756 cnab240 P 59-59 unfilled": 'Sicoob 15.3P: forma de cadastramento "0", a constant',
    "756 cnab240 P 62-62 picture":
      "identificação da distribuição is 'Alfa' in FEBRABAN 18.3P and the bank's manual (Sicoob 18.3P 'Alfa'); cnab_yaml's generic layout marks it 9",
    "756 cnab240 Q 210-212 picture": "Sicoob 20.3Q: código do banco correspondente 'Num' (zeros)",
    "756 cnab240 S 161-162 boundary":
      "Sicoob's Segmento S has two forms (05.Remessa 08.3S): tipo 1/2, a 140-character line with its number and font (cnab_yaml), and tipo 3, messages 5-9 of 40 (lote writes this one)",
    "756 cnab240 S 163-240 boundary":
      "Sicoob's Segmento S has two forms (05.Remessa 08.3S): tipo 1/2, a 140-character line with its number and font (cnab_yaml), and tipo 3, messages 5-9 of 40 (lote writes this one)",
    "756 cnab240 S 18-18 unfilled":
      "Sicoob's Segmento S has two forms (05.Remessa 08.3S): tipo 1/2, a 140-character line with its number and font (cnab_yaml), and tipo 3, messages 5-9 of 40 (lote writes this one)",
    "756 cnab240 S 18-20 boundary":
      "Sicoob's Segmento S has two forms (05.Remessa 08.3S): tipo 1/2, a 140-character line with its number and font (cnab_yaml), and tipo 3, messages 5-9 of 40 (lote writes this one)",
    "756 cnab240 S 21-160 boundary":
      "Sicoob's Segmento S has two forms (05.Remessa 08.3S): tipo 1/2, a 140-character line with its number and font (cnab_yaml), and tipo 3, messages 5-9 of 40 (lote writes this one)",
    "756 cnab240 batch_header 72-72 picture":
      "a check digit lote writes as given (text: Bradesco's P, BB's X): with a digit both tables agree",
    "756 cnab240 batch_trailer (retorno) 8-8 constant":
      "cnab_yaml's Sicoob retorno trailer de lote has record type '1', a slip: it is 5",
    "756 cnab240 batch_trailer 47-52 picture":
      "Sicoob 08.5: quantidade de títulos em cobrança vinculada, 'Num'",
    "756 cnab240 file_header 71-71 picture":
      "a check digit lote writes as given (text: Bradesco's P, BB's X): with a digit both tables agree",
    "756 cnab240 file_header 72-72 constant":
      "Sicoob 12.0: DV ag/conta 'Preencher com zeros' (Layouts Fev/2017, 05)",
    "756 cnab240 file_trailer (generic) 30-35 picture": CONTAS,
  },
  remessaDiscretionary: {
    "756 cnab400": [a("0", 95, 100, GENERATED), a("0", 101, 107, NSA), a("1", 38, 62, USO_EMPRESA)],
    "756 cnab240": FEBRABAN_240,
  },
  remessaReviewed: {
    "756/cnab400/remessa/brcobranca-remessa-sicoob-cnab400.rem": [
      m(
        "0",
        31,
        31,
        "Sicoob 03.Remessa header seq. 8: DV do prefixo 'Preencher com espaços em branco'; brcobranca writes the DV",
      ),
      x("0", 32, 33, "the agreement given in place of the spec's 9-digit convênio (see the adaptation)"),
      m(
        "1",
        71,
        74,
        "brcobranca writes the caller's nosso número as given (123, no DV); lote writes the sequence 123 and its módulo-11 DV at 74 (seq. 10: 63-73 sequence, 74 DV)",
      ),
      m(
        "1",
        111,
        120,
        "seu número X(10) (seq. 25): the spec gives no document number; lote leaves it blank, brcobranca zero-fills",
      ),
      m(
        "1",
        193,
        193,
        "Sicoob 03.Remessa seq. 41: 193 código da moeda, REAL when 194-205 is the IOF; Real is FEBRABAN's currency code 9 (G065), which laravel-boleto and cnab_yaml write; brcobranca writes 0, which is no currency code",
      ),
      d(TEXT_L, "1", 261, 311, TEXT_CLEANING),
      m("9", 2, 394, "Sicoob trailer seq. 2-7: 'Preencher com espaços em branco'; brcobranca zero-fills"),
    ],
    "756/cnab240/remessa/br_boleto-sicoob.rem": [
      d(DEFAULT.document_number, "3P", 63, 77, DOC_NUMBER),
      m("3P", 225, 227, "Sicoob 39.3P: prazo para baixa 'Preencher com espaços em branco'; br_boleto zeros"),
      d(DEFAULT.text, "3Q", 89, 94, TEXT),
      d(DEFAULT.segment_s, "ref:3S", 0, 0, BR_BOLETO_S),
      d(DEFAULT.record_counts, "5", 18, 23, RECORDS),
      d(DEFAULT.record_counts, "9", 24, 29, RECORDS),
    ],
    "756/cnab240/remessa/brcobranca-remessa-bancoob-cnab240.rem": [
      m("0", 72, 72, "Sicoob header de arquivo 12.0: DV ag/conta 'Preencher com zeros'; brcobranca blank"),
      m(
        "3P",
        41,
        47,
        "brcobranca writes the caller's nosso número as given (the spec's 429715, no DV computed); lote writes the sequence 429715 with its DV per Especificações do Boleto 3.13",
      ),
      d(DEFAULT.document_number, "3P", 63, 77, DOC_NUMBER),
      d(DEFAULT.text, "3Q", 60, 113, TEXT),
    ],
  },
  remessaAdaptations: {
    "756/cnab400/remessa/brcobranca-remessa-sicoob-cnab400.rem": {
      why: `${NSA_0}; the agência DV brcobranca writes (3, the cooperativa 4327-3 of Sicoob's Contracapa) is lote's account digit; the spec's convênio '123456789' (código 8 + DV) has two digits more than the 7-digit código do cliente of Sicoob's boleto rules: '3456789' is given (header 32-33 reviewed)`,
      input: (i) => {
        const d = digits(nsa1(i), "3", "1");
        return {
          ...d,
          account: { ...d.account, agreement: "3456789" },
          titles: d.titles.map((t) => ({ ...t, agreement: "3456789" })),
        };
      },
    },
    "756/cnab240/remessa/brcobranca-remessa-bancoob-cnab240.rem": {
      why: `${NSA_0}; the agência and conta DVs brcobranca writes (3, 8) are lote's account digits`,
      input: (i) => digits(nsa1(i), "3", "8"),
    },
    "756/cnab240/remessa/br_boleto-sicoob.rem": {
      why: "the agência and conta DVs br_boleto writes (6, 0) are lote's account digits; its codigo_cedente '82819' lacks the DV that Sicoob's nosso-número formula takes with it (Especificações do Boleto 3.13: 'Número do Cliente = 1-9' is 19): with '828190' lote's DV is the spec's 4",
      input: (i) => {
        const d = digits(i, "6", "0");
        return {
          ...d,
          account: { ...d.account, agreement: "828190" },
          titles: d.titles.map((t) => ({ ...t, agreement: "828190" })),
        };
      },
    },
    "756/cnab240/remessa/brcobranca-remessa-sicoob-correspondente-bb-cnab240.rem": {
      excluded: true,
      why: "Sicoob's 'correspondente Banco do Brasil' remessa: a different product whose file starts with a batch header and has no file header or trailer; lote writes Sicoob's own CNAB 240",
    },
    "756/cnab240/remessa/eduardordm-cnab240-sicoob_240_boletos.CED": {
      excluded: true,
      why: "the inputs carry no código do cliente, from which lote computes the nosso número's DV (Sicoob, Especificações do Boleto 3.13): the title cannot be reproduced",
    },
  },
  evidenceExpected: {
    "756 cnab240": {
      cnab_yaml: ["file_header", "batch_header", "P", "Q", "R", "S", "T", "batch_trailer"],
      manual_table: false,
      reference_remessas: 2,
      bank_retornos: 3,
    },
    "756 cnab400": {
      cnab_yaml: ["header", "detail", "trailer", "ret_header", "ret_detail", "ret_trailer"],
      manual_table: false,
      reference_remessas: 1,
      bank_retornos: 1,
    },
  },
  layoutGenericRecords: ["756 cnab240 U", "756 cnab240 file_trailer"],
};
