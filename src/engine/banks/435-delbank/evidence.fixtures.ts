/**
 * Delbank (435): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import { type BankEvidence, LF } from "../evidence.fixtures";

export const evidence: BankEvidence = {
  manualCompared: {
    "435-cnab400.json": 88,
  },
  manualReviewed: {
    "435 cnab400 detail 157-158 unfilled":
      "the writer's instrução 1: 10 (sem instrução) for a title without protest, 94 (protestar) with protest days; lote offers no protest instruction for Delbank (none in the Autbank manual's nota 9, which lote follows) and writes 10, the writer's value for every title lote sends",
    "435 cnab400 detail 159-160 unfilled":
      "the writer's instrução 2: 10 again, or the protest days; the Autbank manual (nota 9) has 00 for no second instruction, which lote keeps: one writer against the dialect's manual",
    "435 cnab400 detail 392-393 picture":
      "prazo de protesto: the writer leaves it blank without protest (the days with one); the Autbank manual's field is numeric (00 without protest), which lote writes",
    "435 cnab400 ret_detail 25-29 boundary":
      "the reader takes agência/conta at Bradesco's 25-37 from the first detail; in Delbank's own retorno (corpus laravel-boleto-delbank.ret) 18-37 is the código do cliente ('10138DELCREDFUNDOLTD', as the header's 27-46), so those are not an agência: lote reads the código, as the Autbank table does",
    "435 cnab400 ret_detail 30-36 boundary": "as 25-29",
    "435 cnab400 ret_detail 37-37 boundary": "as 25-29",
  },
  corpusReviewedWarnings: {
    "435/cnab400/retorno/laravel-boleto-delbank.ret": { "CNAB_LINE_ENDINGS@0": LF },
  },
  evidenceGaps: {
    "435 cnab400 remessa":
      "no Delbank CNAB 400 remessa with inputs and no manual were found; the positions laravel-boleto's Delbank writer (the one independent implementation) lays out are transcribed (manual/cnab400.table.json) and diffed, and they are the Autbank rows lote's table follows; every Delbank remessa carries CNAB_LAYOUT_UNCONFIRMED",
  },
  evidenceExpected: {
    "435 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 1 },
  },
};
