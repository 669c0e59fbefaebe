/**
 * The common shape of CNAB 400 cobrança files. Unlike 240 there is no FEBRABAN standard, but
 * the banks share one ancestry: header `0`, details `1` (BB convênio 7: `7`), trailer `9`,
 * sequence in 395-400, and the title block of the detail at 109-218 (movement, seu número,
 * vencimento, valor, espécie, aceite, emissão, instruções, mora, desconto, IOF, abatimento), the
 * payer at 219-351 and, in the retorno detail, the money at 153-301. These base tables hold that
 * common part; each bank's `cnab400.ts` overrides what its manual prints differently.
 *
 * The common positions are those the Bradesco, Itaú, Santander and Banco do Brasil CNAB 400
 * manuals (cited in each bank's file) print alike; where a bank differs, its file says so.
 */
import { blank, lit, num, type RecordTable, txt } from "../layout/fields";

/** Header (remessa `01REMESSA`, retorno `02RETORNO`). 27-46 and 101-394 are the bank's. */
export const HEADER: RecordTable = [
  lit("0", 1, 1, "9"),
  num("direction", 2, 2),
  txt("direction_name", 3, 9),
  lit("01", 10, 11, "9"),
  lit("COBRANCA", 12, 26),
  txt("company_code", 27, 46),
  txt("company.name", 47, 76),
  num("bank_code", 77, 79),
  txt("bank_name", 80, 94),
  num("generated_date", 95, 100),
  blank(101, 394),
  num("sequence", 395, 400),
];

/** Remessa detail. 1-108 (record type, company and nosso número) are the bank's. */
export const DETAIL: RecordTable = [
  num("record_type", 1, 1),
  blank(2, 108),
  num("movement", 109, 110),
  txt("document_number", 111, 120),
  num("due_date", 121, 126),
  num("amount_cents", 127, 139),
  num("collecting_bank", 140, 142),
  num("collecting_agency", 143, 147),
  num("document_kind", 148, 149),
  txt("acceptance", 150, 150),
  num("issue_date", 151, 156),
  num("instruction_1", 157, 158),
  num("instruction_2", 159, 160),
  num("interest.value", 161, 173),
  num("discount.until", 174, 179),
  num("discount.amount_cents", 180, 192),
  num("iof_cents", 193, 205),
  num("rebate_cents", 206, 218),
  num("payer.document_type", 219, 220),
  num("payer.document", 221, 234),
  txt("payer.name", 235, 274),
  txt("payer.address.street", 275, 314),
  txt("payer.address.district", 315, 326),
  num("payer.address.zip_code", 327, 334),
  txt("payer.address.city", 335, 349),
  txt("payer.address.state", 350, 351),
  txt("guarantor.name", 352, 391),
  num("protest_days", 392, 393),
  blank(394, 394),
  num("sequence", 395, 400),
];

/** Remessa trailer: most banks carry only the sequence. */
export const TRAILER: RecordTable = [lit("9", 1, 1, "9"), blank(2, 394), num("sequence", 395, 400)];

/** Retorno detail. 1-108 and 127-146 are the bank's; 302-394 holds bank extras and reasons. */
export const RET_DETAIL: RecordTable = [
  num("record_type", 1, 1),
  blank(2, 108),
  num("movement", 109, 110),
  num("occurrence_date", 111, 116),
  txt("document_number", 117, 126),
  blank(127, 146),
  num("due_date", 147, 152),
  num("amount_cents", 153, 165),
  num("collecting_bank", 166, 168),
  txt("collecting_agency", 169, 173),
  txt("kind", 174, 175),
  num("fee_cents", 176, 188),
  num("other_expenses_cents", 189, 201),
  num("late_interest_cents", 202, 214),
  num("iof_cents", 215, 227),
  num("rebate_cents", 228, 240),
  num("discount_cents", 241, 253),
  num("paid_cents", 254, 266),
  num("interest_cents", 267, 279),
  num("other_credits_cents", 280, 292),
  blank(293, 295),
  num("credit_date", 296, 301),
  blank(302, 394),
  num("sequence", 395, 400),
];

/** Retorno trailer: `92 01 <bank>` then, for most banks, titles and amount "em cobrança simples". */
export const RET_TRAILER: RecordTable = [
  lit("9", 1, 1, "9"),
  lit("2", 2, 2, "9"),
  lit("01", 3, 4, "9"),
  num("bank_code", 5, 7),
  blank(8, 17),
  num("total_titles", 18, 25),
  num("total_amount", 26, 39),
  txt("notice", 40, 47),
  blank(48, 394),
  num("sequence", 395, 400),
];
