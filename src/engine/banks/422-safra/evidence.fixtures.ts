/**
 * Safra (422): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import type { BankEvidence } from "../evidence.fixtures";

const SAFRA_BNC = "a value the manual leaves open, which lote fixes as BoletoNetCore's Safra writer does";
export const evidence: BankEvidence = {
  manualCompared: {
    "422-cnab400.json": 136,
  },
  manualReviewed: {
    "422 cnab400 detail 102-102 unfilled": `6.1 código IOF '0 = isento' (lote sends no seguro titles); ${SAFRA_BNC}`,
    "422 cnab400 detail 103-104 unfilled": `6.1 código da moeda '00 = Real'; ${SAFRA_BNC}`,
    "422 cnab400 detail 106-107 unfilled":
      "6.1.6: instrução 3 holds protest days only when instrução 2 is 10; lote sends no protest days (00, as BoletoNetCore without them)",
    "422 cnab400 detail 143-147 unfilled": `agência depositária: lote leaves it to the bank (zeros); ${SAFRA_BNC}`,
    "422 cnab400 detail 389-391 unfilled": `banco emitente do boleto: 422 (Safra); ${SAFRA_BNC}`,
    "422 cnab400 ret_header 80-84 boundary":
      "the retorno's nome do banco ('Safra', 80-84, then blanks): not read by lote",
    "422 cnab400 ret_header 85-94 boundary": "as 80-84",
  },
  evidenceGaps: {
    "422 cnab400 remessa":
      "no independent Safra CNAB 400 remessa with inputs was found; every position of the manual's tables (2016: header, detalhe, trailler) is diffed in manual-crosscheck.test.ts, BoletoNetCore's writer fills the values the manual leaves open, and the manual's three nosso-número examples are written in 422-safra/cnab400.test.ts",
    "422 cnab400 retorno":
      "no Safra CNAB 400 retorno was found; the manual's retorno tables are diffed in manual-crosscheck.test.ts",
  },
  evidenceExpected: {
    "422 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
  },
};
