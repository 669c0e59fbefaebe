/**
 * CrediSIS (097): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import { type BankEvidence, DV_TEXT, LF, NO_NEWLINE } from "../evidence.fixtures";

const CREDISIS_DISCOUNTS =
  "RM.DO.24-29 second and third discounts: lote's titles carry one discount (RM.DO.21-23), so these are zeros with tipo I (isento)";

const CREDISIS_GRACE =
  "RM.DO.15/19 tipo de carência (1 úteis, 2 corridos): lote's titles give the start date of juros / multa, from which it counts the days of carência in calendar days: 2";
export const evidence: BankEvidence = {
  manualCompared: {
    "097-cnab240.json": 234,
    "097-cnab400.json": 141,
  },
  manualReviewed: {
    "097 cnab240 file_header 71-71 picture": DV_TEXT,
    "097 cnab240 batch_header 72-72 picture": DV_TEXT,
    "097 cnab240 P 36-36 picture": DV_TEXT,
    "097 cnab240 batch_header 10-11 unfilled":
      "tipo de serviço '01 - COBRANÇA' (the manual's default column); lote writes 01",
    "097 cnab240 batch_header 200-207 picture":
      "22.1 data do crédito: 'REMESSA preencher em Branco' — lote's remessa leaves it blank as the manual says",
    "097 cnab400 detail 30-30 picture": DV_TEXT,
    "097 cnab400 detail 91-92 unfilled":
      "RM.D.10 número da parcela: valor padrão 01, 'acrescido de mais 01' only for a set of parcelas registered together; lote's titles stand alone: 01",
    "097 cnab400 detail 98-99 picture":
      "RM.D.15 dias de carência, printed X(02): a count of days, written as two digits (CrediSIS' model remessa writes 05); 00 without protest",
    "097 cnab400 detail 340-350 unfilled":
      "RM.D.33 celular do pagador, optional (no '*'): lote's payer has no phone: blank",
    "097 cnab400 detail 351-393 unfilled":
      "RM.D.34 e-mail do pagador, optional (no '*'): lote's payer has no e-mail: blank",
    "097 cnab400 optional 301-301 unfilled": CREDISIS_GRACE,
    "097 cnab400 optional 320-320 unfilled": CREDISIS_GRACE,
    "097 cnab400 optional 343-348 unfilled": CREDISIS_DISCOUNTS,
    "097 cnab400 optional 349-361 unfilled": CREDISIS_DISCOUNTS,
    "097 cnab400 optional 362-362 unfilled": CREDISIS_DISCOUNTS,
    "097 cnab400 optional 363-368 unfilled": CREDISIS_DISCOUNTS,
    "097 cnab400 optional 369-381 unfilled": CREDISIS_DISCOUNTS,
    "097 cnab400 optional 382-382 unfilled": CREDISIS_DISCOUNTS,
  },
  corpusReviewedWarnings: {
    "097/cnab400/retorno/brcobranca-CNAB400CREDISIS.RET": {
      "CNAB_LINE_ENDINGS@0": LF,
      "CNAB_UNKNOWN_OCCURRENCE@2":
        "an earlier CrediSIS layout (2013; header without version at 392-394, `097CENTRALCRED` at 77-94): its detail has no código da operação at 77-78 (blank), so the entry is kept with kind other; the amounts and dates the publisher asserts sit at the v1.1 positions and are read",
      "CNAB_INVALID_NUMBER@2":
        "the same earlier layout: 166-175, v1.1's valor de tarifa, holds `0040000   ` (another field), read as no fee",
    },
    "097/cnab400/retorno/brcobranca-docs-credisis-RETORNO_CNAB400_MODELO.txt": {
      "CNAB_LINE_ENDINGS@0": LF,
      "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE,
    },
  },
  remessaAdaptations: {
    "097/cnab400/remessa/brcobranca-remessa-credisis-cnab400.rem": {
      excluded: true,
      why: "brcobranca's CrediSIS 400 writer (Remessa::Cnab400::Credisis) lays out an earlier CrediSIS layout, not the v1.1 of junho/2017 lote follows: nosso número 11 at 63-73, vencimento 121-126 without código da operação, data limite or version, `097CENTRALCRED` + blanks at 77-94, sacado at 219-351 as Bradesco's 400. Every record differs by design; CrediSIS' own model remessa is compared position by position instead (097-credisis/cnab400.test.ts)",
    },
  },
  evidenceGaps: {
    "097 cnab240 remessa":
      "no CrediSIS CNAB 240 remessa with inputs was found; every position of the manual's tables is diffed in manual-crosscheck.test.ts, and CrediSIS' own example file (in the corpus, without inputs) is compared with lote's output at every non-data position in 097-credisis/cnab240.test.ts",
    "097 cnab400 remessa":
      "brcobranca's CrediSIS 400 remessa (inputs known) follows an earlier CrediSIS layout, not v1.1, so it is not compared (remessa-discretionary.ts); every position of the v1.1 tables (remessa, record 2 and retorno) is diffed in manual-crosscheck.test.ts, and CrediSIS' own model remessa (in the corpus) is rebuilt by lote from the inputs read off it and compared position by position in 097-credisis/cnab400.test.ts, each difference explained",
    "097 cnab240 retorno":
      "no CrediSIS CNAB 240 retorno was found; T and U are diffed with the manual's tables",
  },
  evidenceExpected: {
    "097 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "097 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 2 },
  },
};
