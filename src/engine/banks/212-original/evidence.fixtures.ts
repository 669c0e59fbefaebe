/**
 * Banco Original (212): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import type { BankEvidence } from "../evidence.fixtures";

export const evidence: BankEvidence = {
  manualCompared: {
    "212-cnab400.json": 83,
  },
  manualReviewed: {
    "212 cnab400 detail 148-149 picture":
      "ACBr writes the espécie as a two-digit code (01, 02, 03, 04, 05, 08, 12, 99); lote writes the same codes in an alphanumeric field of the Autbank table, digits only",
    "212 cnab400 detail 157-158 unfilled":
      "ACBr writes 00 when the title has protest days and 10 (no protest days, Autbank nota 9) otherwise; lote asks no protest through the entry and always writes 10",
    "212 cnab400 detail 392-393 unfilled":
      "ACBr writes the protest days or 00; with instrução 10 lote writes 00",
    "212 cnab400 detail 394-394 picture":
      "both write the moeda 0; the Autbank table keeps the field alphanumeric",
    "212 cnab400 ret_detail 26-37 boundary":
      "ACBr reads the operação as the last 12 characters of the código da empresa (18-37); lote reads the whole código",
    "212 cnab400 ret_detail 378-379 boundary":
      "ACBr reads the first error code only; lote reads the four (378-385, Autbank tabela 2.3), the first of them at 378-379",
  },
  evidenceGaps: {
    "212 cnab400 remessa":
      "no Banco Original manual and no Banco Original CNAB 400 remessa with inputs were found; ACBr's ACBrBancoOriginal.pas, the one independent writer, is transcribed (manual/cnab400.table.json) and diffed, and every Banco Original remessa carries CNAB_LAYOUT_UNCONFIRMED",
    "212 cnab400 retorno":
      "no Banco Original CNAB 400 retorno was found; the positions ACBr's LerRetorno400 reads are transcribed and diffed",
  },
  evidenceUndiffed: {
    "212 cnab400 ret_trailer":
      "ACBr, the one source, reads no Banco Original retorno trailer; lote reads it as the Autbank manuals print it (no totals)",
  },
  evidenceExpected: {
    "212 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
  },
};
