/**
 * Uniprime Central (099): the review of its CNAB evidence — what its field table was diffed with
 * and how each difference was resolved, and its gaps. Test data, read by the CNAB evidence tests
 * in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import type { BankEvidence } from "../evidence.fixtures";

export const evidence: BankEvidence = {
  manualCompared: {
    "099-cnab400.json": 81,
  },
  manualReviewed: {
    "099 cnab400 detail 2-20 picture":
      "débito automático data (agência, conta of the payer's debit), which lote does not offer: ACBr writes zeros, lote blanks as Bradesco's table does (the two Uniprime writers of 084 split the same way)",
    "099 cnab400 detail 37-37 picture":
      "a check digit lote writes as given (text, as in Bradesco's table: a P can occur): with a digit ACBr and lote agree",
    "099 cnab400 detail 82-82 picture":
      "the nosso número's DV: 'P' for remainder 1 (Bradesco's rule, which ACBr's CalcularDigitoVerificador applies too), so lote writes it as text",
    "099 cnab400 detail 83-92 unfilled":
      "desconto bonificação por dia: ACBr writes a value (zeros without one); lote has no per-day bonus discount and writes zeros, as Bradesco's table does",
  },
  evidenceGaps: {
    "099 cnab400 remessa":
      "no Uniprime Central manual and no 099 CNAB 400 remessa with inputs were found; ACBr's ACBrUniprime.pas, the one independent writer, is transcribed (manual/cnab400.table.json) and diffed, and every remessa carries CNAB_LAYOUT_UNCONFIRMED",
    "099 cnab400 retorno":
      "no Uniprime Central CNAB 400 retorno was found; the positions ACBr's LerRetorno400 reads are transcribed and diffed",
  },
  evidenceUndiffed: {
    "099 cnab400 ret_trailer":
      "ACBr, the one source, reads no retorno trailer; lote reads only its record type and sequence, no totals",
  },
  evidenceExpected: {
    "099 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
  },
};
