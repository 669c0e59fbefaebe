/**
 * Bradesco (237): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import {
  a,
  type BankEvidence,
  CONTAS,
  DEFAULT,
  d,
  FEBRABAN_240,
  GENERATED,
  LEADING_BLANK,
  LF,
  NO_NEWLINE,
  NSA,
  TEXT,
  USO_EMPRESA,
  x,
} from "../evidence.fixtures";

/** The CNAB 444's records that are its CNAB 400's, compiled from the same tables. */
const CNAB444_AS_400 =
  "the CNAB 400 record unchanged (cnab444.ts spreads BRADESCO_400; only the detail is widened), diffed under 237 cnab400; laravel-boleto's 444 writes it from the same 400 class";
const CNAB444_RETORNO =
  "the retorno of a CNAB 444 remessa is Bradesco's CNAB 400 retorno: the same table as 237 cnab400's, diffed there";

export const evidence: BankEvidence = {
  manualCompared: {
    "237-cnab240.json": 243,
    "237-cnab400.json": 6,
    "237-cnab444.json": 48,
  },
  manualReviewed: {
    "237 cnab444 detail 37-37 picture":
      "dígito da conta: laravel-boleto formats it '9'; Bradesco's DV is a digit or P (Manual Operacional), which lote writes as text, as in its CNAB 400 (reviewed there against cnab_yaml)",
    "237 cnab444 detail 71-82 picture":
      "nosso número 71-81 and its DV at 82, which may be P (módulo 11 rest 1, Manual Operacional): laravel-boleto writes the twelve as '9'; lote writes the DV as text, as in its CNAB 400",
    "237 cnab444 detail 401-444 picture":
      "chave da NF-e: 44 digits, so both pictures write the same bytes for a key; laravel-boleto writes no extension without one, lote 44 blanks (the Itaú 444's brcobranca convention: every detail of the file the same width)",
    "237 cnab240 file_header 33-52 picture":
      "código do convênio (G007: 'código adotado pelo Banco'), which Bradesco issues as digits: lote writes it zero-padded to 20, as laravel-boleto's Bradesco 240 writer does (33-52 and 34-53 as '9')",
    "237 cnab240 batch_header 34-53 picture": "as the header de arquivo's 33-52",
    "237 cnab240 file_header 167-171 unfilled":
      "densidade de gravação: G020's domain is 1600 or 6250 BPI; lote writes 01600 (laravel-boleto too)",
    "237 cnab240 P 101-105 unfilled":
      "agência encarregada da cobrança: lote leaves the bank to choose it (zeros, FEBRABAN C014)",
    "237 cnab240 R 66-66 picture":
      "código da multa: 0, 1 or 2 (C021-style domain) either way; lote writes the digit",
    "237 cnab240 S 18-18 unfilled":
      "tipo de impressão: lote always writes form 3 (messages of 40), which the table lists",
    "237 cnab240 T 38-57 picture":
      "identificação do título in the retorno: lote reads carteira, zeros, nosso número and DV as P's block (13.3P)",
  },
  corpusNotCompared: {
    "237/cnab400/retorno/br_boleto-bradesco.ret": {
      credited_cents:
        "br_boleto's valor_liquido is its own figure: Bradesco's CNAB 400 retorno has no credited amount (manual, registro tipo 1), so lote's is null",
    },
    "237/cnab400/retorno/node-boleto-bradesco-edi.spec.js-ediFileContent.ret": {
      line: "the corpus JSON numbers lines after the template literal's leading empty line (2, 3); lote numbers every line of the file as stored (3, 4)",
    },
  },
  corpusReviewedWarnings: {
    "237/cnab400/retorno/BoletoNetCore-BancoBradescoCarteira09-arquivoRetorno.ret": {
      "CNAB_TRUNCATED@5":
        "the publisher's test string has no trailer record: the three entries are read all the same",
      "CNAB_LINE_ENDINGS@0": LF,
    },
    "237/cnab400/retorno/BoletoNetCore-BancoBradescoCarteira19-arquivoRetorno.ret": {
      "CNAB_LINE_ENDINGS@0": LF,
    },
    "237/cnab400/retorno/br_boleto-bradesco.ret": { "CNAB_LINE_ENDINGS@0": LF },
    "237/cnab400/retorno/laravel-boleto-exemplos-bradesco.ret": { "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE },
    "237/cnab400/retorno/node-boleto-bradesco-edi.spec.js-ediFileContent.ret": {
      "CNAB_BLANK_LINE@1": LEADING_BLANK,
      "CNAB_SEQUENCE_GAP@4": "the publisher edited the second detail: its sequence reads 152328",
      "CNAB_TOTALS_MISMATCH@5":
        "the publisher edited the second detail (its sequence reads 152328) and left the trailer's sequence at 000003 for a 4-record file",
      "CNAB_LINE_ENDINGS@0": LF,
      "CNAB_NO_FINAL_NEWLINE@5": NO_NEWLINE,
    },
    "237/cnab400/retorno/nodejs-cnab-retorno.test.ts-exampleRetorno.ret": {
      "CNAB_LINE_ENDINGS@0": LF,
      "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE,
    },
  },
  layoutReviewed: {
    "237 cnab400 detail 157-158 picture":
      "instruções: two digits either way; cnab_yaml's defaults 05/20 are examples, lote sends none (00)",
    "237 cnab400 detail 159-160 picture":
      "instruções: two digits either way; cnab_yaml's defaults 05/20 are examples, lote sends none (00)",
    "237 cnab400 detail 2-20 picture":
      "débito automático fields, filled only with that service (Manual Operacional p. 17): lote blanks, cnab_yaml zeros",
    "237 cnab400 detail 37-37 picture":
      "a check digit lote writes as given (text: Bradesco's P, BB's X): with a digit both tables agree",
    "237 cnab400 detail 82-82 picture":
      "a check digit lote writes as given (text: Bradesco's P, BB's X): with a digit both tables agree",
    "237 cnab400 detail 94-94 boundary":
      "débito automático condition (p. 19): meaningless without that service; lote blank, cnab_yaml 'N'",
    "237 cnab400 ret_detail 108-108 picture": "código da carteira: lote reads the digit",
    "237 cnab400 ret_detail 169-172 boundary":
      "agência cobradora + DV: a retorno field lote does not read (it keeps the positions as one unread field)",
    "237 cnab400 ret_detail 173-173 boundary":
      "agência cobradora + DV: a retorno field lote does not read (it keeps the positions as one unread field)",
    "237 cnab400 ret_trailer 8-394 picture":
      "cnab_yaml blanks the trailer; 18-39 are the portfolio's títulos em cobrança (Manual Operacional, registro trailler), read but not checked",
    "237 cnab240 file_trailer (generic) 30-35 picture": CONTAS,
  },
  remessaDiscretionary: {
    "237 cnab240": FEBRABAN_240,
    "237 cnab400": [a("0", 95, 100, GENERATED), a("0", 111, 117, NSA), a("1", 38, 62, USO_EMPRESA)],
    "237 cnab444": [a("0", 95, 100, GENERATED), a("0", 111, 117, NSA), a("1", 38, 62, USO_EMPRESA)],
  },
  remessaReviewed: {
    "237/cnab400/remessa/brcobranca-remessa-bradesco-cnab400.rem": [
      d(
        DEFAULT.debit_fields,
        "1",
        2,
        20,
        "débito automático fields, 'somente deverão ser preenchidos' with that service (Manual Operacional p. 17): lote blanks, brcobranca zeros",
      ),
      x(
        "1",
        22,
        25,
        "the carteira and agência: the adaptation gives 09 and 2345 for the spec's 01 and 12345",
      ),
      x("1", 82, 82, "the nosso número's DV, which follows the carteira (adaptation)"),
      d(
        DEFAULT.debit_fields,
        "1",
        94,
        94,
        "débito automático condition (p. 19), meaningless without that service: lote blank, brcobranca N",
      ),
      d(
        DEFAULT.document_number,
        "1",
        111,
        120,
        "nº do documento: lote writes the title's document number (6969); brcobranca writes the spec's numero (1)",
      ),
      d(DEFAULT.text, "1", 261, 314, TEXT),
    ],
  },
  remessaAdaptations: {
    "237/cnab400/remessa/brcobranca-remessa-bradesco-cnab400.rem": {
      why: "the spec gives no beneficiary CPF/CNPJ (Bradesco's remessa has no place for it: placeholder), a 5-digit agência '12345' and carteira '01' that Bradesco's boleto rules refuse: agência 2345 and carteira 09 are given (their positions are reviewed)",
      input: (i) => ({
        ...i,
        company: { ...i.company, document: "11222333000181" },
        account: { ...i.account, agency: "2345", wallet: "09" },
        titles: i.titles.map((t) => ({ ...t, agency: "2345", wallet: "09" })),
      }),
    },
  },
  evidenceGaps: {
    "237 cnab444 remessa":
      "no independent Bradesco CNAB 444 remessa was found (laravel-boleto's exemplos/bradesco_remessa_extendida.php writes one but stores no output); the detail is diffed with laravel-boleto's writer in manual-crosscheck.test.ts, and its first 400 positions are the CNAB 400 detail (brcobranca's reference remessa compared under 237 cnab400)",
    "237 cnab444 retorno":
      "a CNAB 444 remessa is answered with Bradesco's CNAB 400 retorno: the 400 retornos of the corpus are read under 237 cnab400, with the same tables",
    "237 cnab240 remessa":
      "no independent Bradesco CNAB 240 remessa was found; every position of the manual's tables (file and batch headers, P, Q, R, S, Y-01, trailer) is diffed in manual-crosscheck.test.ts",
    "237 cnab240 retorno":
      "no real Bradesco CNAB 240 retorno was found; T and U are diffed with the manual's tables in manual-crosscheck.test.ts, and the reading is otherwise FEBRABAN's, which the other banks' 240 retornos exercise",
  },
  evidenceUndiffed: {
    "237 cnab444 header": CNAB444_AS_400,
    "237 cnab444 trailer": CNAB444_AS_400,
    "237 cnab444 ret_header": CNAB444_RETORNO,
    "237 cnab444 ret_detail": CNAB444_RETORNO,
    "237 cnab444 ret_trailer": CNAB444_RETORNO,
    "237 cnab444 ret_pix": CNAB444_RETORNO,
  },
  evidenceExpected: {
    "237 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "237 cnab400": {
      cnab_yaml: ["header", "detail", "trailer", "ret_header", "ret_detail", "ret_trailer"],
      manual_table: true,
      reference_remessas: 1,
      bank_retornos: 8,
    },
    "237 cnab444": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
  },
  layoutGenericRecords: ["237 cnab240 file_trailer"],
};
