/**
 * QI SCD (329): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import type { BankEvidence } from "../evidence.fixtures";

const QI_400_BASE =
  "ACBr's base-class LerRetorno400 (ACBrBoleto.pas, 1cc77fce), which QI's 400 reads with, reads no trailer; lote reads Bradesco's (the 237 table, diffed with 237-cnab400.json): record type and sequence, and the totals 18-39";
const QI_X =
  "Bradesco's FEBRABAN 240 manual (../237-bradesco/manual/cnab240.table.json, the table lote's 329 reuses) prints this field X";
export const evidence: BankEvidence = {
  manualCompared: {
    "329-cnab240.json": 171,
    "329-cnab400.json": 81,
  },
  manualReviewed: {
    "329 cnab240 P 60-60 picture": `${QI_X}; laravel-boleto writes the digit 1, as lote does`,
    "329 cnab240 P 62-62 picture": `${QI_X}; laravel-boleto writes the digit 2, as lote does`,
    "329 cnab240 P 63-77 picture": `${QI_X} (número do documento); laravel-boleto zero-pads a numeric one, lote writes it as given (documented default)`,
    "329 cnab240 P 106-106 picture": `${QI_X}; both write a zero`,
    "329 cnab240 P 225-227 picture": `${QI_X}; with código 2 (não baixar, C028: no days) lote leaves it blank as for Bradesco, laravel-boleto writes 000`,
    "329 cnab400 detail 2-20 picture":
      "débito automático: ACBr writes 19 zeros, lote blanks as Bradesco's manual table (237-cnab400.json) does for a title without débito automático",
    "329 cnab400 detail 37-37 picture":
      "the conta's DV: lote writes it as given (text, as Bradesco's table: a P can occur); with a digit ACBr and lote agree",
    "329 cnab400 detail 82-82 picture":
      "the nosso número's DV: 'P' for remainder 1 (Bradesco's rule, ACBr's ConverterDigitoModuloFinal), so lote writes it as text",
    "329 cnab400 detail 83-92 unfilled":
      "desconto bonificação por dia: ACBr writes a value (zeros without one); lote has no per-day bonus discount and writes zeros, as Bradesco's table does",
    "329 cnab400 detail 93-93 unfilled":
      "condição para emissão: ACBr writes 1 (the bank prints) or 2 (the beneficiary prints); lote's beneficiary prints its boletos and writes 2, as for Bradesco",
    "329 cnab240 batch_trailer 116-123 picture": `${QI_X} (número do aviso, retorno only); both write zeros in the remessa`,
  },
  evidenceGaps: {
    "329 cnab240 remessa":
      "no QI SCD CNAB 240 remessa with inputs and no manual were found; laravel-boleto's Qiscd writer is transcribed (manual/cnab240.table.json) and diffed, its rows are Bradesco's 240, and ACBr writes QI as a Bradesco subclass",
    "329 cnab240 retorno":
      "no QI SCD CNAB 240 retorno was found; ACBr reads QI retornos with its Bradesco reader, and lote's Bradesco T and U are diffed with Bradesco's manual (237-cnab240.json)",
    "329 cnab400 remessa":
      "no QI SCD CNAB 400 remessa with inputs and no manual were found; ACBr's Bradesco 400 detail, which its QI unit inherits (the one independent writer), is transcribed (manual/cnab400.table.json) and diffed, and every QI 400 remessa carries CNAB_LAYOUT_UNCONFIRMED",
    "329 cnab400 retorno":
      "no QI SCD CNAB 400 retorno was found; the positions ACBr's base-class LerRetorno400 (which QI's unit uses) reads are transcribed and diffed; lote reads them with its Bradesco table (diffed with Bradesco's manual, 237-cnab400.json)",
  },
  evidenceUndiffed: {
    "329 cnab400 ret_trailer": QI_400_BASE,
  },
  evidenceExpected: {
    "329 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "329 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
  },
  layoutGenericRecords: ["329 cnab240 T", "329 cnab240 U"],
};
