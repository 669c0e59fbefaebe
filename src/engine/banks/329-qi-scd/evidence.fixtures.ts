/**
 * QI SCD (329): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import type { BankEvidence } from "../evidence.fixtures";

const QI_X =
  "Bradesco's FEBRABAN 240 manual (../237-bradesco/manual/cnab240.table.json, the table lote's 329 reuses) prints this field X";
export const evidence: BankEvidence = {
  manualCompared: {
    "329-cnab240.json": 171,
  },
  manualReviewed: {
    "329 cnab240 P 60-60 picture": `${QI_X}; laravel-boleto writes the digit 1, as lote does`,
    "329 cnab240 P 62-62 picture": `${QI_X}; laravel-boleto writes the digit 2, as lote does`,
    "329 cnab240 P 63-77 picture": `${QI_X} (número do documento); laravel-boleto zero-pads a numeric one, lote writes it as given (documented default)`,
    "329 cnab240 P 106-106 picture": `${QI_X}; both write a zero`,
    "329 cnab240 P 225-227 picture": `${QI_X}; with código 2 (não baixar, C028: no days) lote leaves it blank as for Bradesco, laravel-boleto writes 000`,
    "329 cnab240 batch_trailer 116-123 picture": `${QI_X} (número do aviso, retorno only); both write zeros in the remessa`,
  },
  evidenceGaps: {
    "329 cnab240 remessa":
      "no QI SCD CNAB 240 remessa with inputs and no manual were found; laravel-boleto's Qiscd writer is transcribed (manual/cnab240.table.json) and diffed, its rows are Bradesco's 240, and ACBr writes QI as a Bradesco subclass",
    "329 cnab240 retorno":
      "no QI SCD CNAB 240 retorno was found; ACBr reads QI retornos with its Bradesco reader, and lote's Bradesco T and U are diffed with Bradesco's manual (237-cnab240.json)",
  },
  evidenceExpected: {
    "329 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
  },
  layoutGenericRecords: ["329 cnab240 T", "329 cnab240 U"],
};
