/**
 * Credisan (089): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import type { BankEvidence } from "../evidence.fixtures";

export const evidence: BankEvidence = {
  manualCompared: {
    "089-cnab400.json": 102,
  },
  manualReviewed: {
    "089 cnab400 header 12-19 unfilled":
      "ACBr writes COBRANÇA with a cedilla (upper-cased, not ASCII); lote writes COBRANCA, ASCII as every lote file",
    "089 cnab400 detail 161-166 unfilled":
      "ACBr writes the monthly juros rate × 100 padded with zeros on the right (no fixed scale); lote takes no interest for Credisan and writes zeros",
    "089 cnab400 detail 167-172 unfilled":
      "ACBr writes the multa percentage × 100 padded with zeros on the right (no fixed scale); lote takes no fine for Credisan and writes zeros",
    "089 cnab400 detail 193-205 unfilled":
      "ACBr writes the title's IOF (seguro titles only); lote has no IOF and writes zeros",
    "089 cnab400 detail 392-393 picture":
      "lote writes the protest days as two digits, 00 without protest, as ACBr does; the field is alphanumeric in the Sicoob table lote reuses",
    "089 cnab400 ret_header 41-46 picture":
      "ACBr reads the convênio as text; lote writes it zero-padded (as ACBr's header writer does) and reads the digits",
  },
  evidenceGaps: {
    "089 cnab400 remessa":
      "no Credisan manual and no Credisan CNAB 400 remessa with inputs were found; ACBr's ACBrBancoCredisan.pas, the one independent writer, is transcribed (manual/cnab400.table.json) and diffed, and every Credisan remessa carries CNAB_LAYOUT_UNCONFIRMED",
    "089 cnab400 retorno":
      "no Credisan CNAB 400 retorno was found; the positions ACBr's LerRetorno400 reads are transcribed and diffed",
  },
  evidenceUndiffed: {
    "089 cnab400 ret_trailer":
      "ACBr, the one source, reads no Credisan retorno trailer; lote reads only its record type and sequence, no totals",
  },
  evidenceExpected: {
    "089 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
  },
};
