/**
 * Caixa Econômica Federal (104): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import {
  type BankEvidence,
  BR_BOLETO_S,
  DEFAULT,
  DEPARTURE,
  DOC_NUMBER,
  d,
  FEBRABAN_240,
  INPUT,
  k,
  LF,
  m,
  NO_NEWLINE,
  RECORDS,
  TEXT,
  x,
} from "../evidence.fixtures";

const W_ONLY =
  "CAIXA's segment W (a notice about the whole remessa, not a title) is the file's only detail: it is listed, and no entry exists to read";
export const evidence: BankEvidence = {
  manualCompared: {
    "104-cnab400.json": 65,
    "104-cnab240.json": 14,
  },
  corpusNotCompared: {
    "104/cnab400/retorno/node-boleto-caixa-edi.spec.js-ediFileContent.ret": {
      line: "the corpus JSON numbers lines after the template literal's leading empty line (2, 3); lote numbers every line of the file as stored (3, 4)",
    },
  },
  corpusReviewedWarnings: {
    "104/cnab400/retorno/laravel-boleto-cef.ret": { "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE },
    "104/cnab400/retorno/node-boleto-caixa-edi.spec.js-ediFileContent.ret": {
      "CNAB_BLANK_LINE@1":
        "a test literal whose text starts with an empty line (the break after the opening quote)",
      "CNAB_LINE_ENDINGS@0": LF,
      "CNAB_NO_FINAL_NEWLINE@6": NO_NEWLINE,
    },
    "104/cnab240/retorno/OpenCnabPHP-COB08080002802455.RET": {
      "CNAB_SEQUENCE_GAP@3": "the segment W record carries 00000 as its sequence number (9-13)",
      "CNAB_SEGMENT_NOT_READ@3": W_ONLY,
    },
    "104/cnab240/retorno/OpenCnabPHP-R2100095.RET": { "CNAB_LINE_ENDINGS@0": LF },
    "104/cnab240/retorno/OpenCnabPHP-RETORNOCEF081116.ret": {
      "CNAB_HEADER_FIELD@1":
        "the header carries '5' at 143 (FEBRABAN G015: 1 remessa, 2 retorno); the batch header's operation T shows a retorno",
      "CNAB_SEGMENT_NOT_READ@3": W_ONLY,
      "CNAB_LINE_ENDINGS@0": LF,
    },
    "104/cnab240/retorno/OpenCnabPHP-RETORNOCEF091116.ret": { "CNAB_LINE_ENDINGS@0": LF },
    "104/cnab240/retorno/br_boleto-caixa.ret": {
      "CNAB_TOTALS_MISMATCH@14":
        "a hand-made template (placeholder letters in numeric fields): its trailer de arquivo states 12 records for a 14-line file",
      "CNAB_NO_FINAL_NEWLINE@14": NO_NEWLINE,
    },
    "104/cnab240/retorno/ya-retorno-boleto-03091405.RET": { "CNAB_LINE_ENDINGS@0": LF },
    "104/cnab240/retorno/ya-retorno-boleto-RETORNOCEF090814.bax": { "CNAB_LINE_ENDINGS@0": LF },
    "104/cnab240/retorno/ya-retorno-boleto-RETORNOCEF120814.ret": { "CNAB_LINE_ENDINGS@0": LF },
  },
  corpusNoEntries: {
    "104/cnab240/retorno/OpenCnabPHP-COB08080002802455.RET": `a pré-crítica return ('RET PRE CRI' at 192): ${W_ONLY}`,
    "104/cnab240/retorno/OpenCnabPHP-RETORNOCEF081116.ret": W_ONLY,
  },
  layoutReviewed: {
    "104 cnab400 detail 29-29 constant":
      "CAIXA 67.126 NE028: '0' = postagem pelo beneficiário (lote's beneficiary prints and delivers, as laravel-boleto and BoletoNetCore send); cnab_yaml defaults 2 (via agência CAIXA)",
    "104 cnab400 detail 57-58 picture":
      "CAIXA 67.126 anexo II 11.1: modalidade 'Num' (14 for cobrança registrada, NE015); cnab_yaml marks it X",
    "104 cnab400 detail 107-108 picture":
      "CAIXA 67.126 NE016: carteira '01' = cobrança registrada, 'Num'; cnab_yaml defaults 02 (sem registro) and marks it X",
    "104 cnab400 detail 392-393 unfilled":
      "CAIXA 67.126 NE025: prazo de protesto/devolução; lote sends 00 with instrução 1 '00', leaving the choice to the beneficiary's registration (as laravel-boleto and BoletoNetCore send without days)",
    "104 cnab240 P 106-106 picture": "CAIXA 23.3P: X(001), 'Preencher 0'",
    "104 cnab240 P 118-118 picture":
      "código de juros is numeric in FEBRABAN C018 and the bank's manual (CAIXA 27.3P 9(001)); cnab_yaml's generic layout marks it X",
    "104 cnab240 P 23-23 picture": "the agência's DV is X(001) in CAIXA SIGCB (09.0, 13.1, 09.3P)",
    "104 cnab240 P 62-62 picture":
      "identificação da distribuição is 'Alfa' in FEBRABAN 18.3P and the bank's manual (CAIXA 18.3P X(001)); cnab_yaml's generic layout marks it 9",
    "104 cnab240 U 154-161 boundary":
      "FEBRABAN U 154-210 (ocorrência do pagador) and 211-233 (banco correspondente), which lote does not read; cnab_yaml's CAIXA 'data de débito da tarifa' at 154-161 is a retorno field lote does not read (it keeps the positions as one unread field)",
    "104 cnab240 U 162-240 boundary":
      "FEBRABAN U 154-210 (ocorrência do pagador) and 211-233 (banco correspondente), which lote does not read; cnab_yaml's CAIXA 'data de débito da tarifa' at 154-161 is a retorno field lote does not read (it keeps the positions as one unread field)",
    "104 cnab240 batch_header 14-16 constant":
      "cnab_yaml's default is an older layout version; lote writes the version of the manual it follows (CAIXA: '060')",
    "104 cnab240 batch_header 34-39 picture": "código do beneficiário: 9(006) (CAIXA 11.1)",
    "104 cnab240 batch_header 59-59 picture": "the agência's DV is X(001) in CAIXA SIGCB (09.0, 13.1, 09.3P)",
    "104 cnab240 file_header 164-166 constant":
      "cnab_yaml's default is an older layout version; lote writes the version of the manual it follows (CAIXA SIGCB 67.118 v010: '101')",
    "104 cnab240 file_header 33-49 boundary":
      "CAIXA SIGCB 07.0: 33-52 'Uso exclusivo CAIXA, preencher com zeros'; cnab_yaml's generic convênio field",
    "104 cnab240 file_header 58-58 picture": "the agência's DV is X(001) in CAIXA SIGCB (09.0, 13.1, 09.3P)",
    "104 cnab240 file_header 65-71 boundary":
      "CAIXA 11.0: 65-71 '9(007) zeros' (and 72, 9(001)); cnab_yaml marks them X",
  },
  remessaDiscretionary: {
    "104 cnab240": FEBRABAN_240,
  },
  remessaReviewed: {
    "104/cnab240/remessa/br_boleto-caixa.rem": [
      d(
        DEFAULT.check_digits,
        "0",
        58,
        58,
        "agência DV: the spec gives none; br_boleto writes 0, lote leaves it blank",
      ),
      m(
        "0",
        164,
        166,
        "CAIXA SIGCB 67.118 v010 20.0: layout '101'; br_boleto writes an earlier version's 050",
      ),
      m(
        "0",
        172,
        215,
        "CAIXA 22.0-24.0: 172-191 espaços, 192-211 'REMESSA-PRODUCAO' (G022), 212-215 espaços",
      ),
      m("1", 15, 15, "CAIXA 07.1: lote layout '060'; br_boleto writes 030"),
      d(DEFAULT.check_digits, "1", 59, 59, "agência DV: none in the spec"),
      m("1", 73, 73, "CAIXA 16.1: 'Preencher 0'"),
      d(DEFAULT.check_digits, "3P", 23, 23, "agência DV: none in the spec"),
      m(
        "3P",
        41,
        57,
        "br_boleto writes the spec's 18-character '140000000000000029' into the 17 positions; 13.3P: modalidade 14 at 41-42 and the sequence at 43-57",
      ),
      k(
        DEPARTURE.sem_registro,
        "3P",
        59,
        59,
        INPUT("forma_cadastramento '2' (sem registro); lote registers (1)"),
      ),
      d(
        DEFAULT.no_charge,
        "3P",
        119,
        126,
        "no interest (codigo_juros 0): lote writes no date; br_boleto writes the spec's data_juros",
      ),
      d(DEFAULT.text, "3Q", 89, 94, TEXT),
      d(
        DEFAULT.no_charge,
        "3R",
        66,
        74,
        "no fine (codigo_multa 0): lote writes zeros; br_boleto writes the spec's data_multa",
      ),
      m(
        "3R",
        200,
        231,
        "CAIXA 20.3R: 180-229 'Preencher com espaços'; br_boleto writes FEBRABAN's débito zeros",
      ),
      d(DEFAULT.segment_s, "ref:3S", 0, 0, BR_BOLETO_S),
      d(DEFAULT.record_counts, "5", 18, 23, RECORDS),
      m("5", 24, 46, "CAIXA 06.5/07.5: the batch's title count and total; br_boleto writes zeros"),
      d(DEFAULT.record_counts, "9", 24, 29, RECORDS),
      m("9", 30, 35, "CAIXA 07.9: 30-35 'Preencher com espaços'; br_boleto zeros"),
    ],
    "104/cnab240/remessa/brcobranca-remessa-caixa-cnab240.rem": [
      x("0", 53, 53, "the agência: the adaptation gives 2345 for the spec's 5-digit 12345"),
      m("0", 164, 166, "CAIXA SIGCB 67.118 v010 20.0: '101'; brcobranca writes 050"),
      m("0", 212, 215, "CAIXA 24.0: 'Preencher com espaços'; brcobranca writes its versao_aplicativo"),
      m("1", 15, 15, "CAIXA 07.1: '060'; brcobranca writes 030"),
      x("1", 54, 54, "the agência (adaptation)"),
      x("3P", 18, 18, "the agência (adaptation)"),
      d(DEFAULT.document_number, "3P", 63, 73, DOC_NUMBER),
      d(
        DEFAULT.document_kind,
        "3P",
        107,
        108,
        "espécie: the spec gives none; lote defaults to DM (02), brcobranca to 99",
      ),
      d(
        DEFAULT.no_charge,
        "3P",
        118,
        126,
        INPUT("tipo_mora '1' without a value: lote writes no interest (3, no date)"),
      ),
      d(
        DEFAULT.write_off_days,
        "3P",
        225,
        227,
        "prazo de baixa: lote's default 60 days, brcobranca's 120 (C029 allows both)",
      ),
      d(DEFAULT.text, "3Q", 60, 113, TEXT),
      m("3Q", 210, 212, "CAIXA C031: banco correspondente 'Deixar branco'"),
      d(DEFAULT.no_charge, "3R", 66, 74, INPUT("codigo_multa '2' without a percentage: lote writes no fine")),
      m(
        "5",
        24,
        46,
        "CAIXA 06.5/07.5: 'Preencher com a quantidade/o valor total de títulos informados no lote'; brcobranca writes zeros",
      ),
    ],
  },
  remessaAdaptations: {
    "104/cnab240/remessa/br_boleto-caixa.rem": {
      why: "the corpus maps the carteira '14' (modalidade 1 + emissão 4) to wallet '14'; lote's CAIXA wallet is the modalidade '1' and writes the 4 itself",
      input: (i) => ({
        ...i,
        account: { ...i.account, wallet: "1" },
        titles: i.titles.map((t) => ({ ...t, wallet: "1" })),
      }),
    },
    "104/cnab240/remessa/brcobranca-remessa-caixa-cnab240.rem": {
      why: "the spec's agência '12345' has 5 digits; CAIXA's agências have 4 (+ DV) and lote refuses a fifth: 2345 is given (the agência positions are reviewed)",
      input: (i) => ({
        ...i,
        account: { ...i.account, agency: "2345" },
        titles: i.titles.map((t) => ({ ...t, agency: "2345" })),
      }),
    },
  },
  evidenceGaps: {
    "104 cnab400 remessa":
      "no independent CAIXA CNAB 400 remessa with inputs was found; the header and detail are diffed with cnab_yaml's SIGCB table, the positions follow CAIXA's manual 67.126 v004 (anexos I-IV), and the values it leaves open follow laravel-boleto and BoletoNetCore (cited in cnab400.ts)",
  },
  evidenceExpected: {
    "104 cnab400": {
      cnab_yaml: ["header", "detail"],
      manual_table: true,
      reference_remessas: 0,
      bank_retornos: 2,
    },
    "104 cnab240": {
      cnab_yaml: ["file_header", "batch_header", "P", "R", "T", "U", "batch_trailer"],
      manual_table: true,
      reference_remessas: 2,
      bank_retornos: 9,
    },
  },
  layoutGenericRecords: ["104 cnab240 Q", "104 cnab240 file_trailer"],
};
