/**
 * BTG Pactual (208): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import type { BankEvidence } from "../evidence.fixtures";

/** Per file: warnings (`CODE@line`, every code) that the file really calls for, and what they are. */
const BTG_BATCH =
  "BTG's retorno header de lote carries lote 0000 at 4-7 (its details and trailer say 0001): the details are read as the file's one batch";

const BTG_SHIFT =
  "a numeric field with two trailing blanks (T 199-213, trailer de lote 30-46): the publisher's sample is shifted there; read as no value";
export const evidence: BankEvidence = {
  manualCompared: {
    "208-cnab240.json": 193,
  },
  manualReviewed: {
    "208 cnab240 P 101-105 unfilled":
      "FEBRABAN C014: agência encarregada da cobrança, filled by the bank ('zeros' in the remessa); lote writes zeros as for every FEBRABAN bank",
    "208 cnab240 P 240-240 unfilled": "FEBRABAN C077: uso livre banco/empresa, optional: blank",
    "208 cnab240 R 66-66 picture":
      "FEBRABAN G073 código da multa: 0, 1 or 2 (a digit; v10.06 prints the field Alfa): lote writes the digit",
  },
  corpusReviewedWarnings: {
    "208/cnab240/retorno/laravel-boleto-exemplos-btg.ret": {
      "CNAB_UNEXPECTED_RECORD@3": BTG_BATCH,
      "CNAB_UNEXPECTED_RECORD@4": BTG_BATCH,
      "CNAB_UNEXPECTED_RECORD@5": BTG_BATCH,
      "CNAB_UNEXPECTED_RECORD@6": BTG_BATCH,
      "CNAB_UNEXPECTED_RECORD@7": BTG_BATCH,
      "CNAB_INVALID_NUMBER@3": BTG_SHIFT,
      "CNAB_INVALID_NUMBER@5": BTG_SHIFT,
      "CNAB_INVALID_NUMBER@7": BTG_SHIFT,
      "CNAB_TOTALS_MISMATCH@7":
        "the batch trailer states 000001 at 18-23 (FEBRABAN: the batch's 6 records) and 1 title for the file's 2 entries: BTG's counts, not this file's (its JSON notes say so)",
      "CNAB_TOTALS_MISMATCH@8":
        "the file trailer states 000001 at 24-29 where FEBRABAN puts the file's 8 records",
      "CNAB_NO_FINAL_NEWLINE@9": "the publisher's copy ends in a line holding one blank without a line break",
    },
  },
  corpusRefused: {
    "208/cnab240/retorno/laravel-boleto-btg.ret":
      "the publisher's damaged copy of exemplos/arquivos/btg.ret (stored beside it and read): a byte-order mark and lines of 311, 227, 233… characters, so no line is a CNAB 240 record and the layout cannot be told (CNAB_UNKNOWN_LAYOUT at line 1)",
  },
  layoutReviewed: {
    "208 cnab240 batch_trailer (generic) 47-52 picture":
      "FEBRABAN v10.06 08.5 (the layout BTG's kit ships): quantidade de títulos em cobrança (vinculada), Num, C070; cnab_yaml's generic layer reserves it as text; lote writes zeros (C070: retorno only)",
    "208 cnab240 file_trailer (generic) 30-35 picture":
      "FEBRABAN v10.06 07.9 (the layout BTG's kit ships): quantidade de contas para conciliação, Num, G037; cnab_yaml's generic layer reserves it as text; lote writes zeros",
  },
  evidenceGaps: {
    "208 cnab240 remessa":
      "no independent BTG Pactual CNAB 240 remessa with inputs was found; every position of BTG's Tradutor CNAB (header de arquivo and de lote, P, Q, R, T, U), with the pictures of the FEBRABAN v10.06 layout the kit ships, is diffed in manual-crosscheck.test.ts, the trailers with cnab_yaml's generic layer; laravel-boleto's writer is the second source read",
  },
  evidenceExpected: {
    "208 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 1 },
  },
  layoutGenericRecords: ["208 cnab240 batch_trailer", "208 cnab240 file_trailer"],
};
