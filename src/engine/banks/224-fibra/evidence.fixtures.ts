/**
 * Banco Fibra (224): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import { type BankEvidence, NO_NEWLINE } from "../evidence.fixtures";

export const evidence: BankEvidence = {
  manualCompared: {
    "224-cnab400.json": 118,
  },
  manualReviewed: {
    "224 cnab400 detail 74-86 unfilled":
      "nota 3: the correspondent's nosso número is only for carteira 4 (cobrança com bancos correspondentes); lote sends carteira D and leaves it blank",
    "224 cnab400 detail 108-108 unfilled":
      "nota 3: 'D' = cobrança própria, emissão de bloquetes pelo cliente (the nosso número with its DV at 63-73), the carteira in which lote's boletos are printed",
    "224 cnab400 detail 157-158 unfilled":
      "nota 9: '10' = no protest days attached to the title (lote sends no protest instruction)",
    "224 cnab400 detail 392-393 unfilled": "prazo (dias de protesto): none with instrução 10 (nota 9)",
    "224 cnab400 detail 394-394 unfilled": "nota 8: '0 ou 1' moeda corrente nacional; lote writes 0",
  },
  corpusReviewedWarnings: {
    "224/cnab400/retorno/laravel-boleto-fibra.ret": { "CNAB_NO_FINAL_NEWLINE@13": NO_NEWLINE },
  },
  evidenceGaps: {
    "224 cnab400 remessa":
      "no independent Banco Fibra CNAB 400 remessa with inputs was found; every position of the manual's tables (agosto/2021: header, detalhe, trailler, and the retorno's) is diffed in manual-crosscheck.test.ts; laravel-boleto's writer is the second source read",
  },
  evidenceExpected: {
    "224 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 1 },
  },
};
