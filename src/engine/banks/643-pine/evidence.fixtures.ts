/**
 * Banco Pine (643): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import type { BankEvidence } from "../evidence.fixtures";

export const evidence: BankEvidence = {
  manualCompared: {
    "643-cnab400.json": 118,
  },
  manualReviewed: {
    "643 cnab400 detail 74-86 unfilled":
      "nota 3: the correspondent's nosso número is only for carteira 4 (boletos with the correspondent's mask); lote sends carteira D and leaves it blank",
    "643 cnab400 detail 108-108 unfilled":
      "nota 3: 'D' = cobrança com emissão de boletos pelo cliente, the nosso número with its DV at 63-73 (nota 7): the carteira of boletos lote prints",
    "643 cnab400 detail 157-158 unfilled": "nota 9: '10' = no protest days attached to the title",
    "643 cnab400 detail 392-393 unfilled": "prazo (dias de protesto): none with instrução 10 (nota 9)",
    "643 cnab400 detail 394-394 unfilled": "nota 8: '0' REAL",
  },
  evidenceGaps: {
    "643 cnab400 remessa":
      "no independent Banco Pine CNAB 400 remessa with inputs was found; every position of Pine's manual (02/2019, the Autbank rows) is diffed in manual-crosscheck.test.ts, laravel-boleto's writer is the second source read",
  },
  evidenceExpected: {
    "643 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 1 },
  },
};
