/**
 * Banco Sofisa (637): the review of its CNAB evidence — what its field table was diffed with and how
 * each difference was resolved, and its gaps. Test data, read by the CNAB evidence tests in
 * test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import type { BankEvidence } from "../evidence.fixtures";

export const evidence: BankEvidence = {
  manualCompared: {
    "637-cnab400.json": 86,
  },
  manualReviewed: {
    "637 cnab400 detail 157-158 unfilled":
      "1ª instrução: ACBr writes the caller's Instrucao1 (00 without one); lote sends no instruction codes and writes the Autbank manual's 10 (nota 9: no protest days attached)",
    "637 cnab400 detail 159-160 unfilled":
      "2ª instrução: ACBr writes the caller's Instrucao2 (00 without one), lote 00: the same bytes for every title lote sends",
    "637 cnab400 detail 392-393 unfilled":
      "dias de protesto: ACBr writes the days between the protest date and the due date, 00 without; lote offers no protest for the bank and writes 00",
    "637 cnab400 detail 394-394 picture":
      "moeda: ACBr writes the literal '0', lote the constant 0 as text: the same byte",
    "637 cnab400 ret_detail 63-72 boundary":
      "ACBr reads the nosso número's 10 digits, lote 63-73 with the DAC and drops the DAC when it decodes: the same nosso número",
  },
  evidenceGaps: {
    "637 cnab400 remessa":
      "no manual of the bank and no 637 CNAB 400 remessa with inputs were found; ACBr's writer, the one independent implementation, is transcribed (manual/cnab400.table.json) and diffed, its rows are the Autbank table lote's follows, and every remessa carries CNAB_LAYOUT_UNCONFIRMED",
    "637 cnab400 retorno":
      "no 637 CNAB 400 retorno was found; the positions ACBr's LerRetorno400 reads are transcribed and diffed",
  },
  evidenceUndiffed: {
    "637 cnab400 ret_trailer":
      "ACBr, the one source, reads no retorno trailer; lote reads the Autbank trailer's record type and sequence, no totals",
  },
  evidenceExpected: {
    "637 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
  },
};
