/**
 * Banese (047): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import type { BankEvidence } from "../evidence.fixtures";

export const evidence: BankEvidence = {
  manualCompared: {
    "047-cnab400.json": 89,
  },
  manualReviewed: {
    "047 cnab400 detail 108-108 unfilled":
      "ACBr writes the carteira's number in 1 digit (IntToStrZero(StrToIntDef(carteira, 0), 1)); lote's only Banese carteira is CS, which that expression writes as 0",
  },
  evidenceGaps: {
    "047 cnab400 remessa":
      "no Banese manual and no Banese CNAB 400 remessa with inputs were found; ACBr's ACBrBancoBanese.pas, the one independent writer, is transcribed (manual/cnab400.table.json) and diffed, and every Banese remessa carries CNAB_LAYOUT_UNCONFIRMED",
    "047 cnab400 retorno":
      "no Banese CNAB 400 retorno was found; the positions ACBr's LerRetorno400 reads are transcribed and diffed",
  },
  evidenceUndiffed: {
    "047 cnab400 ret_trailer":
      "ACBr, the one source, reads no Banese retorno trailer; lote reads only its record type and sequence, no totals",
  },
  evidenceExpected: {
    "047 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
  },
};
