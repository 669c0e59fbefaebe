/**
 * Banco Ourinvest (712): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import { type BankEvidence, NO_NEWLINE } from "../evidence.fixtures";

export const evidence: BankEvidence = {
  manualCompared: {
    "712-cnab400.json": 94,
  },
  manualReviewed: {
    "712 cnab400 detail 71-82 picture":
      "nosso número 11 + DV as one field in the writer; the DV is Bradesco's módulo 11 base 7, which gives 'P' for remainder 1 (Ourinvest's boleto rule, the writer's own DV routine), so lote writes 71-81 as digits and the DV at 82 as text, as in Bradesco's table",
    "712 cnab400 detail 93-93 unfilled":
      "condição de emissão: the writer writes 2 (cliente emite) for a boleto the beneficiário prints, 1 when the bank does; lote issues and prints the boleto, so 2",
    "712 cnab400 ret_detail 71-82 picture":
      "the reader takes 71-82 as one text; lote reads the 11 digits as a number and the DV at 82 as text (a 'P' is read): only a non-digit inside 71-81 would differ, which neither the writer nor Bradesco's manual produce",
  },
  corpusReviewedWarnings: {
    "712/cnab400/retorno/laravel-boleto-ourinvest.ret": { "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE },
  },
  evidenceGaps: {
    "712 cnab400 remessa":
      "no Ourinvest CNAB 400 remessa with inputs and no manual were found; the positions laravel-boleto's Ourinvest writer (the one independent implementation) lays out are transcribed (manual/cnab400.table.json) and diffed: Bradesco's block, whose manual lote's 237 table follows, with Ourinvest's payer and sacador positions; every Ourinvest remessa carries CNAB_LAYOUT_UNCONFIRMED",
  },
  evidenceExpected: {
    "712 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 1 },
  },
};
