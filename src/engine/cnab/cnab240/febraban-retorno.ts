/**
 * FEBRABAN CNAB 240 — Cobrança, retorno segments and the trailers shared by both directions.
 *
 * Source: FEBRABAN "Layout Padrão de Arquivos CNAB 240", versão 10.x, registros 3-T, 3-U, 5
 * (trailer de lote) e 9 (trailer de arquivo). Amounts are 13 integer digits + 2 decimals, read as
 * centavos; dates DDMMAAAA.
 */
import { blank, lit, num, type RecordTable, txt } from "../layout/fields";

/** Segmento T — the title as the bank holds it, the occurrence and its reasons. */
export const T: RecordTable = [
  num("bank_code", 1, 3),
  num("batch", 4, 7),
  lit("3", 8, 8, "9"),
  num("record_seq", 9, 13),
  lit("T", 14, 14),
  blank(15, 15),
  num("movement", 16, 17),
  num("account.agency", 18, 22),
  txt("account.agency_digit", 23, 23),
  num("account.account", 24, 35),
  txt("account.account_digit", 36, 36),
  txt("account.agency_account_digit", 37, 37),
  txt("our_number", 38, 57),
  num("wallet_code", 58, 58),
  txt("document_number", 59, 73),
  num("due_date", 74, 81),
  num("amount_cents", 82, 96),
  num("collecting_bank", 97, 99),
  num("collecting_agency", 100, 104),
  txt("collecting_agency_digit", 105, 105),
  txt("company_reference", 106, 130),
  num("currency", 131, 132),
  num("payer.document_type", 133, 133),
  num("payer.document", 134, 148),
  txt("payer.name", 149, 188),
  // Read as text: lote keeps no contract number, and a bank that blanks it must not get a warning.
  txt("contract", 189, 198),
  num("fee_cents", 199, 213),
  txt("reasons", 214, 223),
  blank(224, 240),
];

/** Segmento U — the money: charges, discounts, paid and credited amounts, dates. */
export const U: RecordTable = [
  num("bank_code", 1, 3),
  num("batch", 4, 7),
  lit("3", 8, 8, "9"),
  num("record_seq", 9, 13),
  lit("U", 14, 14),
  blank(15, 15),
  num("movement", 16, 17),
  num("interest_cents", 18, 32),
  num("discount_cents", 33, 47),
  num("rebate_cents", 48, 62),
  num("iof_cents", 63, 77),
  num("paid_cents", 78, 92),
  num("credited_cents", 93, 107),
  num("other_expenses_cents", 108, 122),
  num("other_credits_cents", 123, 137),
  num("occurrence_date", 138, 145),
  num("credit_date", 146, 153),
  txt("payer_occurrence_code", 154, 157),
  // Text: not read into an entry; Sicredi (19.3U) and cnab_yaml's FEBRABAN leave it blank.
  txt("payer_occurrence_date", 158, 165),
  num("payer_occurrence_value", 166, 180),
  txt("payer_occurrence_text", 181, 210),
  num("correspondent_bank", 211, 213),
  txt("correspondent_our_number", 214, 233),
  blank(234, 240),
];

/**
 * Registro 5 — trailer de lote: record count of the batch (header and trailer included) and the
 * totals per wallet kind. lote writes and checks the "cobrança simples" pair: every title of a
 * file is counted there.
 */
export const BATCH_TRAILER: RecordTable = [
  num("bank_code", 1, 3),
  num("batch", 4, 7),
  lit("5", 8, 8, "9"),
  blank(9, 17),
  num("batch_records", 18, 23),
  num("total_titles", 24, 29),
  num("total_amount", 30, 46),
  num("linked_titles", 47, 52),
  num("linked_amount", 53, 69),
  num("pledged_titles", 70, 75),
  num("pledged_amount", 76, 92),
  num("discounted_titles", 93, 98),
  num("discounted_amount", 99, 115),
  txt("notice", 116, 123),
  blank(124, 240),
];

/** Registro 9 — trailer de arquivo: batches and records (lines) in the whole file. */
export const FILE_TRAILER: RecordTable = [
  num("bank_code", 1, 3),
  lit("9999", 4, 7, "9"),
  lit("9", 8, 8, "9"),
  blank(9, 17),
  num("batch_count", 18, 23),
  num("record_count", 24, 29),
  num("accounts_count", 30, 35),
  blank(36, 240),
];
