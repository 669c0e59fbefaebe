/**
 * UY3 (457): the review of its CNAB evidence — what its field tables were diffed with and how
 * each difference was resolved, and its gaps. Test data, read by the CNAB evidence tests in
 * test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import { type BankEvidence, CONTAS } from "../evidence.fixtures";

export const evidence: BankEvidence = {
  manualCompared: {
    "457-cnab240.json": 243,
    "457-cnab400.json": 84,
  },
  manualReviewed: {
    "457 cnab400 detail 2-20 picture":
      "débito automático data (agência, conta of the payer's debit), which lote does not offer: ACBr writes zeros, lote blanks as Bradesco's table does (the two Uniprime writers of 084 split the same way)",
    "457 cnab400 detail 37-37 picture":
      "a check digit lote writes as given (text, as in Bradesco's table: a P can occur): with a digit ACBr and lote agree",
    "457 cnab400 detail 82-82 picture":
      "the nosso número's DV: 'P' for remainder 1 (Bradesco's rule, which ACBr's CalcularDigitoVerificador applies too), so lote writes it as text",
    "457 cnab400 detail 83-92 unfilled":
      "desconto bonificação por dia: ACBr writes a value (zeros without one); lote has no per-day bonus discount and writes zeros, as Bradesco's table does",
    "457 cnab240 file_header 33-52 picture":
      "código do convênio (G007), which Bradesco issues as digits: lote writes it zero-padded to 20, as for 237 (ACBr's Bradesco writer too)",
    "457 cnab240 batch_header 34-53 picture": "as the header de arquivo's 33-52",
    "457 cnab240 file_header 167-171 unfilled":
      "densidade de gravação: G020's domain is 1600 or 6250 BPI; lote writes 01600 as for 237, ACBr's Bradesco unit 06250",
    "457 cnab240 P 101-105 unfilled":
      "agência encarregada da cobrança: lote leaves the bank to choose it (zeros, FEBRABAN C014), as ACBr's Bradesco writer does",
    "457 cnab240 R 66-66 picture": "código da multa: 0, 1 or 2 either way; lote writes the digit",
    "457 cnab240 S 18-18 unfilled":
      "tipo de impressão: lote always writes form 3 (messages of 40), which the table lists",
    "457 cnab240 T 38-57 picture":
      "identificação do título in the retorno: lote reads carteira, zeros, nosso número and DV as P's block",
  },
  evidenceGaps: {
    "457 cnab240 remessa":
      "no UY3 manual and no UY3 CNAB 240 remessa with inputs were found; ACBr's UY3 unit is its Bradesco unit under 457, so Bradesco's manual rows are diffed for 457 (manual/cnab240.table.json), and every remessa carries CNAB_LAYOUT_UNCONFIRMED",
    "457 cnab240 retorno":
      "no UY3 CNAB 240 retorno was found; ACBr reads UY3 retornos with its Bradesco reader, and Bradesco's manual T and U are diffed for 457",
    "457 cnab400 remessa":
      "no UY3 manual and no UY3 CNAB 400 remessa with inputs were found; ACBr's Bradesco 400 writer, which its UY3 unit is, is transcribed (manual/cnab400.table.json) and diffed, and every remessa carries CNAB_LAYOUT_UNCONFIRMED",
    "457 cnab400 retorno":
      "no UY3 CNAB 400 retorno was found; the positions ACBr's Bradesco LerRetorno400 reads are transcribed and diffed",
  },
  evidenceUndiffed: {
    "457 cnab400 ret_trailer":
      "ACBr, the one source, reads no retorno trailer; lote reads only its record type and sequence, no totals",
  },
  layoutReviewed: {
    "457 cnab240 file_trailer (generic) 30-35 picture": CONTAS,
  },
  layoutGenericRecords: ["457 cnab240 file_trailer"],
  evidenceExpected: {
    "457 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "457 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
  },
};
