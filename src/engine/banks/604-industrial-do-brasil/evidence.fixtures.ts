/**
 * Banco Industrial do Brasil (604): the review of its CNAB evidence — what its field table was diffed with and how
 * each difference was resolved, and its gaps. Test data, read by the CNAB evidence tests in
 * test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import type { BankEvidence } from "../evidence.fixtures";

export const evidence: BankEvidence = {
  manualCompared: {
    "604-cnab400.json": 84,
  },
  manualReviewed: {
    "604 cnab400 detail 63-72 boundary":
      "nosso número 10 and its DAC at 73: ACBr writes them as two fields, lote as one of 11 (the Autbank table's 63-73, nosso número + DAC), the same digits",
    "604 cnab400 detail 73-73 boundary": "as 63-72",
    "604 cnab400 detail 157-158 unfilled":
      "1ª instrução: ACBr writes 10 without protest days and 00 with; lote offers no protest for the bank and writes 10, ACBr's value for every title lote sends (the Autbank manual's nota 9)",
    "604 cnab400 detail 392-393 unfilled":
      "dias de protesto: ACBr writes the days of a protest, 00 without; lote offers no protest for the bank and writes 00",
    "604 cnab400 detail 394-394 picture":
      "moeda: ACBr writes the digit 0 (Poem_Zeros-style constant), lote the constant 0 as text: the same byte",
    "604 cnab400 ret_detail 63-72 boundary":
      "ACBr reads the nosso número's 10 digits (TamanhoMaximoNossoNum), lote 63-73 with the DAC and drops the DAC when it decodes: the same nosso número",
    "604 cnab400 ret_detail 378-383 boundary":
      "ACBr reads three motivos (378-383), lote the Autbank table's four (378-385, tabela 2.3); a fourth pair of zeros or blanks adds no reason",
  },
  evidenceGaps: {
    "604 cnab400 remessa":
      "no manual of the bank and no 604 CNAB 400 remessa with inputs were found; ACBr's writer, the one independent implementation, is transcribed (manual/cnab400.table.json) and diffed, its rows are the Autbank table lote's follows, and every remessa carries CNAB_LAYOUT_UNCONFIRMED",
    "604 cnab400 retorno":
      "no 604 CNAB 400 retorno was found; the positions ACBr's LerRetorno400 reads are transcribed and diffed",
  },
  evidenceUndiffed: {
    "604 cnab400 ret_trailer":
      "ACBr, the one source, reads no retorno trailer; lote reads the Autbank trailer's record type and sequence, no totals",
  },
  evidenceExpected: {
    "604 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
  },
};
