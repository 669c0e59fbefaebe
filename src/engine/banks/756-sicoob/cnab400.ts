/**
 * 756 — Sicoob, CNAB 400 cobrança ("Bancoob CED").
 *
 * Source: Sicoob, "Leiaute Cobrança Sicoob — Sistemas de Terceiro" (planilhas 03 Remessa -
 * CNAB400 and 04 Retorno - CNAB400; the bank's spreadsheet, kept by brcobranca in
 * `docs/Sicoob/`). Differences from the common 400 block:
 * - header 27-30 prefixo da cooperativa, 31 blank (the manual: "Preencher com espaços em branco"),
 *   32-40 código do cliente 8 + DV (lote's 7-digit `agreement`, DV included), 41-46 blank,
 *   77-94 `756BANCOOBCED`, 101-107 NSA;
 * - detail 2-17 beneficiário's CPF/CNPJ, 18-22 cooperativa + DV, 23-31 conta 8 + DV, 32-37 zeros,
 *   63-74 nosso número 11 + DV, 75-76 parcela (`bank_fields.installment`, default 01), 77-78 `00`,
 *   82 `A` when a sacador/avalista is named (then its name at 352-391), 86-101 zeros but 95 `0`
 *   (carteira 1), 106 `2` (the beneficiary prints), 107-108 modalidade (`bank_fields.modality`,
 *   default 01), 143-147 cooperativa + DV, 150 aceite `0`/`1`, 161-166 taxa de mora ao mês and
 *   167-172 taxa de multa (both 9(02)V9999: interest only as a monthly rate, fine only as a
 *   rate), 173 `2` (the beneficiary distributes), 193 moeda `9` (Real, as laravel-boleto and
 *   cnab_yaml write; the manual names the field without a value), address 275-311 (37) and
 *   bairro 312-326; trailer `9` + blanks (no messages: instructions 157-160 are `00`).
 * - retorno detail: nosso número 63-73 + DV 74, tarifa 182-188 (7), no motivos field; trailer
 *   `902756`, 164-171 "quantidade de registros no detalhe" (a real file states 9 for 5 details:
 *   not checked).
 * Movements (seq. 24): 01, 02, 04, 05, 06, 09, 10 (desistência do protesto e baixa), 31.
 * Uncertain: the retorno lists no rejection code (02, 04-06, 09-11, 14, 15, 23, 27, 48 only, as
 * laravel-boleto and BoletoNetCore read it too); lote reads FEBRABAN's 03 as a rejection and the
 * simulator writes it.
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import {
  accepted,
  dueDateChanged,
  other,
  paid,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { onlyDigits } from "../../text";
import { boleto } from "./boleto";

const ourNumber: OurNumberCodec = {
  fields: ["our_number", "our_number_dv", "installment", "modality"],
  encode: (t) => ({
    our_number: t.our_number,
    our_number_dv: onlyDigits(boleto.ourNumber(t)).slice(-1),
    installment: stripZeros(t.bank_fields?.installment ?? "1"),
    modality: t.bank_fields?.modality ?? "01",
  }),
  decode: (read) => ({
    our_number: stripZeros(read("our_number")),
    raw: read("our_number") + read("our_number_dv"),
  }),
};

const ACCOUNT = [
  num("company.document_type", 2, 3),
  num("company.document", 4, 17),
  num("account.agency", 18, 21),
  txt("account.agency_digit", 22, 22),
  num("account.account", 23, 30),
  txt("account.account_digit", 31, 31),
  zeros(32, 37),
];

export const cnab400 = defineCnab400({
  bank_code: "756",
  bank_name: "BANCOOBCED",
  manual: "Sicoob, Leiaute Cobrança Sicoob — Sistemas de Terceiro (planilhas 03/04 CNAB400)",
  detail_type: "1",
  overrides: {
    header: [
      lit("COBRANCA", 12, 19),
      blank(20, 26),
      num("account.agency", 27, 30),
      blank(31, 31),
      num("client_code", 32, 39),
      txt("client_code_dv", 40, 40),
      blank(41, 46),
      num("file_sequence", 101, 107),
      blank(108, 394),
    ],
    detail: [
      ...ACCOUNT,
      txt("company_reference", 38, 62),
      num("our_number", 63, 73),
      txt("our_number_dv", 74, 74),
      num("installment", 75, 76),
      zeros(77, 78),
      blank(79, 81),
      txt("guarantor_flag", 82, 82),
      blank(83, 85),
      zeros(86, 94),
      lit("0", 95, 95),
      zeros(96, 101),
      blank(102, 105),
      lit("2", 106, 106, "9"),
      num("modality", 107, 108),
      num("account.agency", 143, 146),
      txt("account.agency_digit", 147, 147),
      num("interest_rate", 161, 166),
      num("fine_rate", 167, 172),
      lit("2", 173, 173, "9"),
      lit("9", 193, 193, "9"),
      zeros(194, 205),
      txt("payer.address.street", 275, 311),
      txt("payer.address.district", 312, 326),
      txt("guarantor.name", 352, 391),
      txt("protest_days", 392, 393),
    ],
    ret_detail: [
      ...ACCOUNT,
      txt("company_reference", 38, 62),
      num("our_number", 63, 73),
      txt("our_number_dv", 74, 74),
      num("installment", 75, 76),
      num("value_group", 77, 80),
      txt("write_off_code", 81, 82),
      txt("kind_prefix", 83, 85),
      zeros(86, 95),
      num("discount_rate", 96, 100),
      num("iof_rate", 101, 105),
      blank(106, 106),
      num("modality", 107, 108),
      num("collecting_agency", 169, 172),
      txt("collecting_agency_digit", 173, 173),
      txt("kind", 174, 175),
      num("credit_date", 176, 181),
      num("fee_cents", 182, 188),
      num("other_expenses_cents", 189, 201),
      num("late_interest_cents", 202, 214),
      num("unused_rebate_cents", 293, 305),
      num("entry_cents", 306, 318),
      num("debit_credit", 319, 319),
      num("value_indicator", 320, 320),
      num("adjustment_cents", 321, 332),
      blank(333, 342),
      num("payer.document", 343, 357),
      blank(358, 394),
    ],
    ret_trailer: [
      lit("02", 2, 3, "9"),
      num("bank_code", 4, 6),
      num("cooperative", 7, 10),
      txt("cooperative_name", 11, 35),
      txt("cooperative_street", 36, 85),
      txt("cooperative_district", 86, 115),
      txt("cooperative_zip", 116, 123),
      txt("cooperative_city", 124, 153),
      txt("cooperative_state", 154, 155),
      num("movement_date", 156, 163),
      num("detail_records", 164, 171),
      num("last_our_number", 172, 182),
      blank(183, 394),
    ],
  },
  defaults: { detail: { protest_days: "00" } },
  fine_kinds: ["rate"],
  monthly_rate_interest: true,
  check(d, issues, path) {
    if (d.interest.code === "1")
      issues.push({
        code: "CNAB_UNSUPPORTED_INTEREST",
        path: [...path, "interest", "kind"],
        message: "bank 756 CNAB 400 takes interest only as a monthly rate (161-166, taxa de mora ao mês)",
      });
  },
  detail(d, v) {
    v.acceptance = d.acceptance === "A" ? "1" : "0";
    // Basis points (hundredths of a percent) → 9(02)V9999.
    v.interest_rate = d.interest.code === "2" ? d.interest.value * 100 : 0;
    v.fine_rate = d.fine.code === "2" ? d.fine.value * 100 : 0;
    v.guarantor_flag = d.guarantor ? "A" : "";
  },
  // Comando/movimento, remessa and retorno (manual/cnab400.codes.json): 10 is
  // desistência do protesto e baixar (no sustação that keeps the title), 11 dispensar juros.
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    interest_waive: "11",
    protest: "09",
    protest_cancel_and_write_off: "10",
    document_number_change: "08",
    payer_change: "12",
    change_data: "31",
  },
  // Seq. 31: 01 DM, 02 NP, 03 NS, 05 RC, 06 DR, 08 LC, 09 warrant, 10 CH, 12 DS, 13 ND, 14 TM,
  // 15 TS, 18 fatura, 20 apólice, 21 mensalidade, 22 consórcio, 99 outros.
  document_kinds: {
    DM: "01",
    NP: "02",
    NS: "03",
    RC: "05",
    DR: "06",
    LC: "08",
    CH: "10",
    DS: "12",
    ND: "13",
    TM: "14",
    TS: "15",
    FAT: "18",
    AP: "20",
    ME: "21",
    PC: "22",
    OUT: "99",
  },
  occurrences: {
    codes: {
      "02": registered("Confirmação entrada título"),
      "03": rejected("Entrada rejeitada (FEBRABAN; not in Sicoob's table)"),
      "04": other("Transferência de carteira/entrada"),
      "05": paid("Liquidação sem registro"),
      "06": paid("Liquidação normal"),
      "09": writtenOff("Baixa de título"),
      "10": writtenOff("Baixa solicitada (pedido do beneficiário)", "write_off"),
      "11": other("Títulos em ser"),
      "14": dueDateChanged("Alteração de vencimento"),
      "15": paid("Liquidação em cartório"),
      "23": accepted("protest", "Encaminhado a protesto"),
      "27": accepted("change_data", "Confirmação alteração dados"),
      "48": other("Confirmação de instrução de transferência de carteira/modalidade de cobrança"),
    },
  },
  reason_width: 2,
  simulate: {
    registered: "02",
    rejected: "03",
    paid: "06",
    written_off: "09",
    due_date_changed: "14",
    rejection_reason: "",
  },
  // Código do cliente 8 + DV: lote's agreement is the boleto's 7-digit código, its DV last.
  account: (ctx) => ({
    client_code: onlyDigits(ctx.account.agreement ?? "").slice(0, -1),
    client_code_dv: onlyDigits(ctx.account.agreement ?? "").slice(-1),
    "account.agency_digit": ctx.account.agency_digit ?? "",
  }),
  ourNumber,
  fileName: genericFileName,
});
