/**
 * Cresol (133): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import type { BankEvidence } from "../evidence.fixtures";

export const evidence: BankEvidence = {
  manualCompared: {
    "133-cnab400.json": 137,
  },
  manualReviewed: {
    "133 cnab400 detail 37-37 picture":
      "a check digit lote writes as given (text, as for every bank): with a digit both tables agree",
    "133 cnab400 detail 93-93 unfilled":
      "condição para emissão '2' = cliente emite e o banco somente processa o registro (lote prints the boleto)",
    "133 cnab400 detail 327-331 boundary":
      "the payer's CEP, 8 digits: CEP 5 (327-331) and sufixo 3 (332-334) written together, the same bytes",
    "133 cnab400 detail 332-334 boundary": "as 327-331",
  },
  evidenceGaps: {
    "133 cnab400 remessa":
      "no independent Cresol CNAB 400 remessa with inputs was found; every position of Cresol's layout tables (remessa and retorno) is diffed in manual-crosscheck.test.ts; laravel-boleto's writer is the second source read",
    "133 cnab400 retorno":
      "no Cresol CNAB 400 retorno was found; its detail is Bradesco's block (transcribed from Cresol's retorno layout and diffed), which the Bradesco retornos of the corpus exercise",
  },
  evidenceExpected: {
    "133 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
  },
};
