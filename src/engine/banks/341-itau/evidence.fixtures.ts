/**
 * Itaú (341): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import {
  a,
  type BankEvidence,
  DEFAULT,
  d,
  FEBRABAN_240,
  GENERATED,
  LF,
  m,
  NO_NEWLINE,
  nsa1,
  RECORDS,
  TEXT,
  USO_EMPRESA,
  x,
} from "../evidence.fixtures";

const DAC =
  "a check digit (Itaú's DAC, módulo 10, always a digit) that lote writes as given, as text (other banks' DVs may be letters): with a digit both tables agree";
/** The CNAB 444's records that are its CNAB 400's, compiled from the same tables. */
const CNAB444_AS_400 =
  "the CNAB 400 record unchanged (cnab444.ts spreads ITAU_400; only the detail is widened), diffed under 341 cnab400; brcobranca's 444 and laravel-boleto's write it from their 400 Itaú classes, and the header, multa and trailer are compared position by position in the corpus remessa brcobranca-remessa-itau-cnab444.rem";
const CNAB444_RETORNO =
  "the retorno of a CNAB 444 remessa is Itaú's CNAB 400 retorno: the same table as 341 cnab400's, diffed there";

export const evidence: BankEvidence = {
  manualCompared: {
    "341-cnab240.json": 237,
    "341-cnab400.json": 9,
    "341-cnab444.json": 47,
    "341-cnab444-laravel.json": 47,
  },
  manualReviewed: {
    "341 cnab240 file_header 72-72 picture": DAC,
    "341 cnab240 batch_header 73-73 picture": DAC,
    "341 cnab240 P 37-37 picture": DAC,
    "341 cnab240 P 49-49 picture": DAC,
    "341 cnab240 P 106-106 picture": DAC,
    "341 cnab444 detail 29-29 picture": DAC,
    "341 cnab444 detail 108-108 unfilled":
      "código da carteira: brcobranca computes it from the carteira (U for 150, 1 for 191, E for 147, I otherwise); lote writes I, the code of the carteiras its Itaú rules take (Itaú CNAB 400 manual nota 5), as laravel-boleto does",
    "341 cnab444 detail 148-149 picture":
      "espécie: X(02) in brcobranca's comment and in the Itaú CNAB 400 manual (nota 10), always two digits; lote writes them as digits, as in its CNAB 400",
    "341 cnab444 detail 157-158 picture":
      "instrução 1: brcobranca's comment says X(02) but it writes rjust(2, '0'), two digits; lote writes the codes (digits) as laravel-boleto does",
    "341 cnab444 detail 159-160 picture":
      "instrução 2: brcobranca's comment says X(02) but it writes rjust(2, '0'), two digits; lote writes the codes (digits) as laravel-boleto does",
    "341 cnab444 detail 401-444 picture":
      "chave da NF-e: 44 digits, so both pictures write the same bytes for a key; without a key brcobranca writes 44 blanks (ljust) and lote too, where laravel-boleto writes no extension (a 400 detail)",
    "341 cnab240 batch_header 34-53 picture":
      "the manual's row reads 'BRANCOS — complemento de registro, BRANCOS' with picture 9(20): lote writes blanks as the row's name and content say, as kmee/cnab240's Itaú remessa in the corpus does",
    "341 cnab240 P 101-105 unfilled":
      "agência cobradora: nota 10, 'No arquivo remessa, preencher com zeros. O Itaú define a agência cobradora pelo CEP do PAGADOR'",
    "341 cnab240 R 67-74 picture":
      "data da multa: printed X(008), but nota 31 says 'Campo deve ser formatado como DDMMAAAA' (a date; every other date of the layout is 9(08)): lote writes the digits",
    "341 cnab240 R 75-89 picture":
      "valor/percentual da multa: printed X(013) over 15 positions; nota 31 gives '9(11)V9(2)'. lote writes FEBRABAN's 9(13)V9(2) right-aligned (two leading zeros), listed as unsure in docs/cnab.md",
  },
  corpusReviewedWarnings: {
    "341/cnab400/retorno/OpenCnabPHP-CN03116A.RET": { "CNAB_LINE_ENDINGS@0": LF },
    "341/cnab400/retorno/OpenCnabPHP-CN04116A.RET": { "CNAB_LINE_ENDINGS@0": LF },
    "341/cnab400/retorno/OpenCnabPHP-CN07116A.RET": { "CNAB_LINE_ENDINGS@0": LF },
    "341/cnab400/retorno/brcobranca-CNAB400ITAU.RET": { "CNAB_LINE_ENDINGS@0": LF },
    "341/cnab400/retorno/laravel-boleto-exemplos-itau.ret": { "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE },
  },
  layoutExcluded: {
    "341 cnab240":
      "cnab_yaml's 341 CNAB 240 is SISPAG (payments: segments A, B, C, J; header de lote operation C, layout 040/081), not cobrança",
  },
  layoutReviewed: {
    "341 cnab400 detail 105-107 boundary": "Itaú 087-107 uso do banco X(21) (p. 10)",
    "341 cnab400 detail 108-108 constant":
      "Itaú 108 código da carteira X(01) (nota 5: I for 109); cnab_yaml puts the carteira number 109 in a one-position field, a slip",
    "341 cnab400 detail 148-149 picture":
      "espécie: X(02) in the manual (p. 10, nota 10), always two digits; lote writes them as digits",
    "341 cnab400 detail 157-218 picture":
      "Itaú 157-218 are instruções, juros, desconto, IOF and abatimento (p. 10-11); cnab_yaml blanks them",
    "341 cnab400 detail 18-30 boundary":
      "Itaú 018-021 agência, 022-023 zeros, 024-028 conta, 029 DAC, 030-033 brancos (p. 10)",
    "341 cnab400 detail 2-4 boundary":
      "Itaú 002-003 código de inscrição, 004-017 número (p. 10); cnab_yaml's 2-4 is a slip",
    "341 cnab400 detail 235-269 boundary": "Itaú 235-264 nome do pagador X(30) and 265-274 brancos (p. 11)",
    "341 cnab400 detail 31-37 boundary":
      "Itaú 030-033 brancos, 034-037 código de instrução a cancelar 9(04) (zeros) (p. 10)",
    "341 cnab400 detail 31-37 picture":
      "Itaú 030-033 brancos, 034-037 código de instrução a cancelar 9(04) (zeros) (p. 10)",
    "341 cnab400 detail 352-394 picture":
      "Itaú 352-381 sacador X(30), 382-385 brancos, 386-391 data de mora, 392-393 prazo, 394 branco (p. 11)",
    "341 cnab400 detail 63-72 boundary":
      "Itaú 063-070 nosso número 9(08), 071-083 quantidade de moeda 9(08)V9(5) (p. 10); cnab_yaml's 'numero_documento' here is from another layout",
    "341 cnab400 fine 2-2 picture": "código da multa: a digit (registro 2, nota 26)",
    "341 cnab400 header 1-9 picture":
      "cnab_yaml writes the record's leading literals as one text field; lote splits them into the manual's fields (same bytes)",
    "341 cnab400 header 10-26 picture":
      "cnab_yaml writes the record's leading literals as one text field; lote splits them into the manual's fields (same bytes) (código e literal de serviço)",
    "341 cnab400 header 27-39 boundary":
      "Itaú header 027-030 agência, 031-032 zeros, 033-037 conta, 038 DAC, 039-046 brancos (Cobrança CNAB 400, Jul/2021 p. 9); cnab_yaml's 13-digit convênio is another bank's",
    "341 cnab400 header 77-87 boundary":
      "cnab_yaml writes the record's leading literals as one text field; lote splits them into the manual's fields (same bytes) (bank code and name)",
    "341 cnab400 header 88-94 boundary":
      "cnab_yaml writes the record's leading literals as one text field; lote splits them into the manual's fields (same bytes) (bank code and name)",
    "341 cnab400 ret_detail 169-172 boundary":
      "agência cobradora + DAC: a retorno field lote does not read (it keeps the positions as one unread field)",
    "341 cnab400 ret_detail 173-173 boundary":
      "agência cobradora + DAC: a retorno field lote does not read (it keeps the positions as one unread field)",
    "341 cnab400 ret_detail 296-301 picture": "data de crédito DDMMAA: lote reads it as digits",
  },
  remessaDiscretionary: {
    "341 cnab240": FEBRABAN_240,
    "341 cnab400": [a("0", 95, 100, GENERATED), a("1", 38, 62, USO_EMPRESA)],
    "341 cnab444": [a("0", 95, 100, GENERATED), a("1", 38, 62, USO_EMPRESA)],
  },
  remessaReviewed: {
    "341/cnab240/remessa/kmee-cnab240-cobranca_dict.itau.rem": [
      m("0", 167, 171, "Itaú FEBRABAN 240 header de arquivo 167-171 'ZEROS'"),
      m("0", 226, 228, "Itaú header de arquivo 226-228 'ZEROS'"),
      d(
        DEFAULT.charges_from,
        "3P",
        119,
        126,
        "interest from the day after the due date (lote's default, nota 12 allows any date ≥ vencimento); kmee writes zeros (= the due date)",
      ),
      d(
        DEFAULT.segment_r,
        "lote:3R",
        0,
        0,
        "Segmento R is optional (3.1: 'O registro R é opcional'); lote writes it for every entry (zeros without fine or discount)",
      ),
      d(DEFAULT.record_counts, "5", 18, 23, RECORDS),
      d(DEFAULT.record_counts, "9", 24, 29, RECORDS),
      m("9", 30, 35, "Itaú trailer de arquivo 030-035 'ZEROS'; kmee blanks"),
    ],
    "341/cnab444/remessa/brcobranca-remessa-itau-cnab444.rem": [
      x("1", 84, 86, "the carteira: the adaptation gives 109 for the spec's placeholder 123"),
      d(
        DEFAULT.document_number,
        "1",
        111,
        120,
        "nº do documento: lote writes the title's document number (6969), brcobranca zeros",
      ),
      d(DEFAULT.text, "1", 261, 314, TEXT),
      d(
        DEFAULT.no_protest,
        "1",
        392,
        393,
        "prazo: brcobranca writes its default 03 with no protest instruction (157-160 zeros), which asks for nothing; lote writes 00 for a title without protest",
      ),
      d(
        DEFAULT.charges_from,
        "2",
        3,
        10,
        "data da multa: lote's default, the day after the due date (FIRST_DAY_AFTER in docs/cnab.md; nota 35 accepts any date from the due date on); brcobranca writes the due date",
      ),
    ],
    "341/cnab400/remessa/brcobranca-remessa-itau-cnab400.rem": [
      x("1", 84, 86, "the carteira: the adaptation gives 109 for the spec's placeholder 123"),
      d(
        DEFAULT.document_number,
        "1",
        111,
        120,
        "nº do documento: lote writes the title's document number (6969), brcobranca zeros",
      ),
      d(DEFAULT.text, "1", 261, 314, TEXT),
      d(
        DEFAULT.no_protest,
        "1",
        392,
        393,
        "prazo: brcobranca writes its default 03 with no protest instruction (157-160 zeros), which asks for nothing; lote writes 00 for a title without protest",
      ),
      d(
        DEFAULT.charges_from,
        "2",
        3,
        10,
        "data da multa: lote's default, the day after the due date (FIRST_DAY_AFTER in docs/cnab.md; nota 35 accepts any date from the due date on); brcobranca writes the due date",
      ),
    ],
  },
  remessaAdaptations: {
    "341/cnab444/remessa/brcobranca-remessa-itau-cnab444.rem": {
      why: "the same inputs as its CNAB 400 twin: Itaú's header has no NSA (lote asks for one, written nowhere); the spec's carteira '123' is a placeholder lote's Itaú rules refuse: 109 is given (the carteira positions are reviewed)",
      input: (i) => ({
        ...nsa1(i),
        account: { ...i.account, wallet: "109" },
        titles: i.titles.map((t) => ({ ...t, wallet: "109" })),
      }),
    },
    "341/cnab400/remessa/brcobranca-remessa-itau-cnab400.rem": {
      why: "Itaú's CNAB 400 header has no NSA (the corpus leaves it null; lote asks for one, written nowhere); the spec's carteira '123' is a placeholder lote's Itaú rules refuse: 109 is given (the carteira positions are reviewed)",
      input: (i) => ({
        ...nsa1(i),
        account: { ...i.account, wallet: "109" },
        titles: i.titles.map((t) => ({ ...t, wallet: "109" })),
      }),
    },
  },
  evidenceUndiffed: {
    "341 cnab444 header": CNAB444_AS_400,
    "341 cnab444 trailer": CNAB444_AS_400,
    "341 cnab444 fine": CNAB444_AS_400,
    "341 cnab444 pix": CNAB444_AS_400,
    "341 cnab444 ret_header": CNAB444_RETORNO,
    "341 cnab444 ret_detail": CNAB444_RETORNO,
    "341 cnab444 ret_trailer": CNAB444_RETORNO,
    "341 cnab444 ret_pix": CNAB444_RETORNO,
  },
  evidenceGaps: {
    "341 cnab444 retorno":
      "a CNAB 444 remessa is answered with Itaú's CNAB 400 retorno (neither brcobranca nor laravel-boleto has a 444 retorno): the 400 retornos of the corpus are read under 341 cnab400, with the same tables",
  },
  evidenceExpected: {
    "341 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 1, bank_retornos: 1 },
    "341 cnab400": {
      cnab_yaml: ["header", "detail", "trailer", "ret_header", "ret_detail", "ret_trailer"],
      manual_table: true,
      reference_remessas: 1,
      bank_retornos: 6,
    },
    "341 cnab444": { cnab_yaml: [], manual_table: true, reference_remessas: 1, bank_retornos: 0 },
  },
};
