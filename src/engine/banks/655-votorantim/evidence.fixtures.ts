/**
 * Banco Votorantim (655): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import type { BankEvidence } from "../evidence.fixtures";

export const evidence: BankEvidence = {
  manualCompared: {
    "655-cnab400.json": 122,
  },
  manualReviewed: {
    "655 cnab400 detail 18-19 picture":
      "nota 4: 'para os demais códigos de ocorrência este campo deverá ser preenchido com zeros' — lote sends none of 35/38, so zeros (digits)",
    "655 cnab400 detail 20-29 picture":
      "código do convênio, printed A(10): BV's convênio is digits (the boleto's campo livre carries it as 10 digits); lote and laravel-boleto zero-pad it",
    "655 cnab400 detail 30-37 unfilled":
      "nota 8: contrato externo, optional ('N'), only when the title is part of a contract: blank",
    "655 cnab400 detail 63-72 picture":
      "nosso número, printed A(10): the 10 digits of the client's range (obs H) with BV's DV, as the boleto prints them; zero-padded digits",
    "655 cnab400 detail 73-75 unfilled":
      "nota 13: 500 = cobrança direta (pré-impressa) para carteira simples, the carteira of boletos lote prints (boleto.ts)",
    "655 cnab400 detail 124-125 unfilled":
      "nota 7: 81 (protestar após XX dias corridos) when the title asks for protest; otherwise 00, no instruction, as laravel-boleto writes",
    "655 cnab400 detail 126-127 unfilled": "nota 7: no second instruction (00, as laravel-boleto writes)",
    "655 cnab400 detail 137-137 picture":
      "nota 31: código de juros 0-5 (or blank): a digit; lote writes 4 valor ao dia, 2 percentual mensal, 3 isento",
    "655 cnab400 detail 171-182 unfilled": "IOF, for notas de seguro only: zeros",
  },
  corpusReviewedWarnings: {
    "655/cnab400/retorno/laravel-boleto-bv.ret": {
      "CNAB_TRUNCATED@2":
        "the publisher's sample is a header and one detail: it has no trailer (the entry is still read)",
    },
  },
  evidenceGaps: {
    "655 cnab400 remessa":
      "no independent Banco Votorantim CNAB 400 remessa with inputs was found; every position of BV's Layout do Arquivo 6.2 (header, detalhe, trailer and the retorno's) is diffed in manual-crosscheck.test.ts; laravel-boleto's writer is the second source read",
  },
  evidenceExpected: {
    "655 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 1 },
  },
};
