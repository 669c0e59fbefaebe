/**
 * Banco ABC Brasil (246): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import type { BankEvidence } from "../evidence.fixtures";

export const evidence: BankEvidence = {
  manualCompared: {
    "246-cnab240.json": 180,
    "246-cnab400.json": 118,
  },
  manualReviewed: {
    "246 cnab240 T 47-56 boundary":
      "ACBr's LerRetorno240 reads ten digits from 47 (TamanhoMaximoNossoNum), the nosso número without its DV; its writer and the bank's manual (§9 c) put the number and its DV at 47-57, which lote reads whole and decodes without the DV",
    "246 cnab400 detail 74-86 unfilled":
      "nota 3: the correspondent's nosso número is only for carteira 4; lote sends carteira 6 and leaves it blank",
    "246 cnab400 detail 108-108 unfilled":
      "nota 3: '6' = cobrança expressa, sem emissão de bloquetes (nota 7: the nosso número in the bank's range at 63-73), the carteira of boletos lote prints",
    "246 cnab400 detail 157-158 unfilled": "nota 9: '10' = no protest days attached to the title",
    "246 cnab400 detail 392-393 unfilled": "prazo (dias de protesto): none with instrução 10 (nota 9)",
    "246 cnab400 detail 394-394 unfilled": "nota 8: '0 ou 1' moeda corrente nacional; lote writes 0",
  },
  evidenceGaps: {
    "246 cnab240 remessa":
      "no Banco ABC Brasil CNAB 240 manual and no remessa with inputs were found; frones/ACBr's writer, the one independent implementation, is transcribed (manual/cnab240.table.json) and diffed, the bank's 2021 boleto manual confirms P 38-57 and Q 210-212, and every ABC 240 remessa carries CNAB_LAYOUT_UNCONFIRMED",
    "246 cnab240 retorno":
      "no Banco ABC Brasil CNAB 240 retorno was found; the positions ACBr's LerRetorno240 reads (T, U) are transcribed and diffed",
    "246 cnab400 remessa":
      "no independent Banco ABC Brasil CNAB 400 remessa with inputs was found; every position of ABC's layout (2024, the Autbank rows) is diffed in manual-crosscheck.test.ts, laravel-boleto's writer is the second source read",
    "246 cnab400 retorno":
      "no Banco ABC Brasil CNAB 400 retorno was found; the layout's retorno tables are diffed, and the same records read Banco Fibra's and Banco Pine's retornos of the corpus",
  },
  evidenceExpected: {
    "246 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "246 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
  },
};
