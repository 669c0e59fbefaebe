/**
 * FEBRABAN CNAB 240 — Cobrança, the base every 240 bank overrides.
 *
 * Source: FEBRABAN "Layout Padrão de Arquivos CNAB 240", versão 10.x (capítulo Cobrança:
 * registros 0, 1, 3-P, 3-Q, 3-R, 3-S, 3-Y, 3-T, 3-U, 5 e 9). Positions are 1-based and
 * inclusive as printed there. Field names that come from the input are its JSON path (dots), so
 * an issue about `payer.name` points at `titles[i].payer.name`.
 *
 * Segment S is written as "tipo de impressão 3": messages 5-9, 40 characters each at 19-218
 * (v10.06, p. 58).
 *
 * Segment Y-03 is not a base record. FEBRABAN v10.06 (p. 72, "Registro Detalhe - Segmento Y-03
 * (Opcional - Retorno)") prints it as the pagador's data (20 tipo, 21-35 inscrição, 36-155 name
 * and address, 156-240 CNAB), which lote does not read; the banks' own Y-03 differ (Santander's
 * "Boleto SX" PIX; Unicred's 240 remessa manual, the payer's e-mail; Ailos' and CrediSIS' model
 * remessas, an e-mail and a telephone). Only {@link Y03_FRAME}, the
 * positions 1-19 every Y-xx shares, is here: a bank whose manual defines its Y-03 as the title's
 * PIX gives positions 20-240 (`pix_segment` in `spec.ts`).
 */
import { blank, type FieldSpec, lit, num, type RecordTable, txt, zeros } from "../layout/fields";

/** Positions 1-17 shared by every detail segment: bank, batch, record type 3, sequence, segment. */
function detail(segment: string): FieldSpec[] {
  return [
    num("bank_code", 1, 3),
    num("batch", 4, 7),
    lit("3", 8, 8, "9"),
    num("record_seq", 9, 13),
    lit(segment, 14, 14),
    blank(15, 15),
    num("movement", 16, 17),
  ];
}

/** Registro 0 — header de arquivo. */
export const FILE_HEADER: RecordTable = [
  num("bank_code", 1, 3),
  lit("0000", 4, 7, "9"),
  lit("0", 8, 8, "9"),
  blank(9, 17),
  num("company.document_type", 18, 18),
  num("company.document", 19, 32),
  txt("account.agreement", 33, 52),
  num("account.agency", 53, 57),
  txt("account.agency_digit", 58, 58),
  num("account.account", 59, 70),
  txt("account.account_digit", 71, 71),
  txt("account.agency_account_digit", 72, 72),
  txt("company.name", 73, 102),
  txt("bank_name", 103, 132),
  blank(133, 142),
  num("direction", 143, 143),
  num("generated_date", 144, 151),
  num("generated_time", 152, 157),
  num("file_sequence", 158, 163),
  num("file_version", 164, 166),
  num("density", 167, 171),
  txt("bank_reserved", 172, 191),
  txt("company_reserved", 192, 211),
  blank(212, 240),
];

/** Registro 1 — header de lote (operation `R` remessa, `T` retorno; service 01 cobrança). */
export const BATCH_HEADER: RecordTable = [
  num("bank_code", 1, 3),
  num("batch", 4, 7),
  lit("1", 8, 8, "9"),
  txt("operation", 9, 9),
  lit("01", 10, 11, "9"),
  blank(12, 13),
  num("batch_version", 14, 16),
  blank(17, 17),
  num("company.document_type", 18, 18),
  num("company.document", 19, 33),
  txt("account.agreement", 34, 53),
  num("account.agency", 54, 58),
  txt("account.agency_digit", 59, 59),
  num("account.account", 60, 71),
  txt("account.account_digit", 72, 72),
  txt("account.agency_account_digit", 73, 73),
  txt("company.name", 74, 103),
  txt("message_1", 104, 143),
  txt("message_2", 144, 183),
  num("file_sequence", 184, 191),
  num("generated_date", 192, 199),
  num("credit_date", 200, 207),
  blank(208, 240),
];

/** Segmento P — the title (remessa). */
export const P: RecordTable = [
  ...detail("P"),
  num("account.agency", 18, 22),
  txt("account.agency_digit", 23, 23),
  num("account.account", 24, 35),
  txt("account.account_digit", 36, 36),
  txt("account.agency_account_digit", 37, 37),
  txt("our_number", 38, 57),
  num("wallet_code", 58, 58),
  num("registration", 59, 59),
  txt("document_type", 60, 60),
  num("issuer", 61, 61),
  txt("distribution", 62, 62),
  txt("document_number", 63, 77),
  num("due_date", 78, 85),
  num("amount_cents", 86, 100),
  zeros(101, 105),
  txt("collecting_agency_digit", 106, 106),
  num("document_kind", 107, 108),
  txt("acceptance", 109, 109),
  num("issue_date", 110, 117),
  num("interest_code", 118, 118),
  num("interest.start_date", 119, 126),
  num("interest.value", 127, 141),
  num("discount_code", 142, 142),
  num("discount.until", 143, 150),
  num("discount.amount_cents", 151, 165),
  num("iof_cents", 166, 180),
  num("rebate_cents", 181, 195),
  txt("company_reference", 196, 220),
  num("protest_code", 221, 221),
  num("protest_days", 222, 223),
  num("write_off_code", 224, 224),
  txt("write_off_days", 225, 227),
  num("currency", 228, 229),
  num("contract", 230, 239),
  blank(240, 240),
];

/** Segmento Q — the payer and, in short, the sacador/avalista. */
export const Q: RecordTable = [
  ...detail("Q"),
  num("payer.document_type", 18, 18),
  num("payer.document", 19, 33),
  txt("payer.name", 34, 73),
  txt("payer.address.street", 74, 113),
  txt("payer.address.district", 114, 128),
  num("payer.address.zip_code", 129, 133),
  num("payer.address.zip_code_suffix", 134, 136),
  txt("payer.address.city", 137, 151),
  txt("payer.address.state", 152, 153),
  num("guarantor.document_type", 154, 154),
  num("guarantor.document", 155, 169),
  txt("guarantor.name", 170, 209),
  num("correspondent_bank", 210, 212),
  txt("correspondent_our_number", 213, 232),
  blank(233, 240),
];

/** Segmento R — further discounts, the fine (multa) and messages 3-4. */
export const R: RecordTable = [
  ...detail("R"),
  num("discount2_code", 18, 18),
  num("discount2_date", 19, 26),
  num("discount2_value", 27, 41),
  num("discount3_code", 42, 42),
  num("discount3_date", 43, 50),
  num("discount3_value", 51, 65),
  num("fine_code", 66, 66),
  num("fine.start_date", 67, 74),
  num("fine.value", 75, 89),
  txt("payer_info", 90, 99),
  txt("message_3", 100, 139),
  txt("message_4", 140, 179),
  blank(180, 199),
  num("payer_occurrence", 200, 207),
  num("debit_bank", 208, 210),
  num("debit_agency", 211, 215),
  txt("debit_agency_digit", 216, 216),
  num("debit_account", 217, 228),
  txt("debit_account_digit", 229, 229),
  txt("debit_agency_account_digit", 230, 230),
  num("debit_notice", 231, 231),
  blank(232, 240),
];

/** Segmento S, tipo de impressão 3 — up to five instruction lines of 40 characters. */
export const S: RecordTable = [
  ...detail("S"),
  lit("3", 18, 18, "9"),
  txt("instructions.0", 19, 58),
  txt("instructions.1", 59, 98),
  txt("instructions.2", 99, 138),
  txt("instructions.3", 139, 178),
  txt("instructions.4", 179, 218),
  blank(219, 240),
];

/** Segmento Y-01 — sacador/avalista in full. */
export const Y01: RecordTable = [
  ...detail("Y"),
  lit("01", 18, 19, "9"),
  num("guarantor.document_type", 20, 20),
  num("guarantor.document", 21, 35),
  txt("guarantor.name", 36, 75),
  txt("guarantor.address.street", 76, 115),
  txt("guarantor.address.district", 116, 130),
  num("guarantor.address.zip_code", 131, 135),
  num("guarantor.address.zip_code_suffix", 136, 138),
  txt("guarantor.address.city", 139, 153),
  txt("guarantor.address.state", 154, 155),
  blank(156, 240),
];

/**
 * Segmento Y-03, positions 1-19 (v10.06 p. 72, fields 01.3Y-08.3Y: the detail's control and
 * service fields, 18-19 the optional record's identification, G067 `03`). Positions 20-240 are
 * the bank's: see the file comment.
 */
export const Y03_FRAME: RecordTable = [...detail("Y"), lit("03", 18, 19, "9")];
