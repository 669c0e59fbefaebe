/**
 * Banestes (021): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import type { BankEvidence } from "../evidence.fixtures";

const BANESTES_CARNE =
  "Banestes 240 anexos XXX-XXXI: número and quantidade de parcelas do carnê, 'no caso de cobrança simples preencha este campo com zeros': lote writes 219-222 zeros in one field";

const BANESTES_MOTIVOS =
  "motivos 1-5 (319-328, 2 each): lote reads the five as one field split in codes of 2, the same positions";
export const evidence: BankEvidence = {
  manualCompared: {
    "021-cnab240.json": 260,
    "021-cnab400.json": 141,
  },
  manualReviewed: {
    "021 cnab240 file_header 172-178 unfilled":
      "Banestes 240 anexo II: identificação por extenso 'REMESSA' for cobrança simples ('CARNES' for parcelada, which lote does not send)",
    "021 cnab240 file_header 179-184 unfilled":
      "Banestes 240 anexo III: código identificador de impressão 'BRANCOS — boleto impresso pelo cliente' (PDREVL / PDRABR when the bank prints)",
    "021 cnab240 file_header 195-214 unfilled":
      "Banestes 240: para uso reservado da empresa, left blank by lote",
    "021 cnab240 P 62-62 picture":
      "Banestes 240 P 62: distribuição '(1) Banco (2) Cliente'; lote writes 2 (the beneficiary distributes), the same character",
    "021 cnab240 P 106-106 picture":
      "Banestes 240 P 106: DV da agência cobradora 'Zero'; lote writes 0, the same character",
    "021 cnab240 Q 213-218 unfilled":
      "Banestes 240 anexo XXIX: identificação do carnê, 'no caso de cobrança simples preencha este campo com brancos'",
    "021 cnab240 Q 219-220 boundary": BANESTES_CARNE,
    "021 cnab240 Q 221-222 boundary": BANESTES_CARNE,
    "021 cnab400 header 12-26 unfilled":
      "literal de serviço: 'Cobrança' / 'COBRANÇA' (5.1.1); lote writes COBRANCA in ASCII",
    "021 cnab400 detail 83-88 unfilled": "anexo XIV identificação do carnê: lote writes no carnê (blank)",
    "021 cnab400 detail 89-90 unfilled": "anexo XV número da parcela: no carnê (zeros)",
    "021 cnab400 detail 91-92 unfilled": "anexo XVI quantidade de parcelas: no carnê (zeros)",
    "021 cnab400 detail 143-147 unfilled":
      "anexo VI: '00501' = the beneficiary distributes the boletos it prints",
    "021 cnab400 detail 157-158 unfilled":
      "anexo VIII: 'P7' = the client does not want the title protested (lote sends no protest)",
    "021 cnab400 detail 159-160 unfilled": "anexo VIII: with P7, 159-160 zeros",
    "021 cnab400 detail 394-394 unfilled": "anexo XI: '0' = R$ (real)",
    "021 cnab400 ret_detail 319-320 boundary": BANESTES_MOTIVOS,
    "021 cnab400 ret_detail 321-322 boundary": BANESTES_MOTIVOS,
    "021 cnab400 ret_detail 323-324 boundary": BANESTES_MOTIVOS,
    "021 cnab400 ret_detail 325-326 boundary": BANESTES_MOTIVOS,
    "021 cnab400 ret_detail 327-328 boundary": BANESTES_MOTIVOS,
  },
  evidenceGaps: {
    "021 cnab240 remessa":
      "no Banestes CNAB 240 remessa was found (no open-source writer has one); every position of Banestes' 240 tables (header to trailer, S tipo 3, Y-01, T, U) is diffed in manual-crosscheck.test.ts",
    "021 cnab240 retorno":
      "no Banestes CNAB 240 retorno was found; T and U are diffed with the manual's tables",
    "021 cnab400 remessa":
      "no independent Banestes CNAB 400 remessa with inputs was found; every position of Banestes' layout tables (remessa and retorno) is diffed in manual-crosscheck.test.ts",
    "021 cnab400 retorno": "no Banestes CNAB 400 retorno was found; the manual's retorno tables are diffed",
  },
  evidenceExpected: {
    "021 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "021 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
  },
};
