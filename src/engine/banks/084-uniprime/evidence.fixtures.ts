/**
 * Uniprime (084): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import type { BankEvidence } from "../evidence.fixtures";

export const evidence: BankEvidence = {
  manualCompared: {
    "084-cnab400.json": 84,
  },
  manualReviewed: {
    "084 cnab400 detail 37-37 picture":
      "a check digit lote writes as given (text, as in Bradesco's table: a P can occur): with a digit the writers and lote agree",
    "084 cnab400 detail 82-82 picture":
      "the nosso número's DV: 'P' for remainder 1 (Bradesco's rule, which both writers' DV routines apply), so lote writes it as text",
    "084 cnab400 detail 83-92 unfilled":
      "desconto bonificação por dia: both writers write a value (zeros without one); lote has no per-day bonus discount and writes zeros, as Bradesco's table does",
  },
  evidenceGaps: {
    "084 cnab400 remessa":
      "no Uniprime CNAB 400 remessa with inputs and no manual were found; the positions laravel-boleto's and ACBr's Uniprime writers agree on are transcribed (manual/cnab400.table.json) and diffed, and they are Bradesco's, whose manual lote's table follows",
    "084 cnab400 retorno":
      "no Uniprime CNAB 400 retorno was found; the positions both readers take are diffed, and the same Bradesco table reads the Bradesco retornos of the corpus",
  },
  evidenceExpected: {
    "084 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
  },
};
