/**
 * Banco Daycoval (707): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import type { BankEvidence } from "../evidence.fixtures";

export const evidence: BankEvidence = {
  manualCompared: {
    "707-cnab400.json": 114,
  },
  manualReviewed: {
    "707 cnab400 detail 394-394 unfilled": "nota 7: '0' moeda corrente nacional",
  },
  evidenceGaps: {
    "707 cnab400 remessa":
      "no independent Daycoval CNAB 400 remessa with inputs was found (OpenCnabPHP's DAY23071.txt carries real payers' data and no inputs, not stored); every position of Daycoval's carteira 6 manual (SET/2023) is diffed in manual-crosscheck.test.ts, and laravel-boleto's and ACBr's writers agree with it on 63-70",
    "707 cnab400 retorno":
      "no Daycoval CNAB 400 retorno was found; the manual's retorno tables (the Autbank rows) are diffed, and the same records read Banco Fibra's and Banco Pine's retornos of the corpus",
  },
  evidenceExpected: {
    "707 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
  },
};
