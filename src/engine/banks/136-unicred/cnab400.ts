/**
 * 136 — Unicred, CNAB 400 cobrança.
 *
 * Source: Unicred do Brasil, "Cobrança Web — Layout de Remessa de Boletos, CNAB 400 posições" and
 * "Cobrança Beneficiário Web — Layout de Retorno de Boletos" (kept by laravel-boleto in
 * `manuais/UNICRED/CNAB400/`; brcobranca keeps the same in `docs/unicred/`). A layout of its own:
 * - header 27-46 código do beneficiário (the agreement, 20 digits), 77-94 `136UNICRED`, 101-107
 *   blank, 108-110 `000` (variação da carteira), 111-117 NSA;
 * - detail 2-6 agência 5 + 7 DV, 8-19 conta 12 + 20 DV, 21 `0`, 22-24 carteira (`021`), 25-37
 *   zeros, 63-65 `136`, 66-67 zeros, 68-92 blank, 93 zero, 94 código da multa (1 valor, 2 taxa, 3
 *   isento) and 95-104 its valor/percentual (2 decimals), 105 código de juros (1 valor diário, 2
 *   taxa mensal, 5 isento), 106 título descontável `N`, 107-108 blank, 140-149 zeros (no espécie
 *   field), 150 código do desconto (0 isento, 1 valor fixo), 157 zero, 158 código para protesto
 *   `3` (não protestar) with 159-160 `00`, 161-173 juros (valor or percentual), 193-203 nosso
 *   número 10 + DV (módulo 11), 204-205 zeros, bairro 315-326, cidade 335-354 (20), UF 355-356,
 *   pagador/avalista 357-394 (38); trailer `9` + blanks;
 * - retorno (a layout of its own too): detail 18-31 agência, conta and DVs, 32-45 código do
 *   beneficiário, 46-62 nosso número (17), 109-110 código de movimento, 111-116 data de
 *   liquidação, 147-152 vencimento, 166-173 banco and agência recebedora, 176-181 data programada
 *   para repasse (the credit date), 182-188 tarifa (7), 228-279 abatimento, desconto, valor pago,
 *   juros, 280-305 seu número, 306-318 valor líquido, 319-326 complemento do movimento (the
 *   rejection reason: one code of 2 or 3 characters, read at 319-321), 327-328 tipo de instrução
 *   origem. Movement 02 (instrução confirmada) and 03 (instrução rejeitada) say which instruction
 *   only at 327-328, so lote keys them as code + origem (`0201` entrada confirmada, `0202` baixa,
 *   `0206` vencimento, `0301` entrada rejeitada …).
 * Movements (109-110): 01, 02, 04, 05, 06, 09, 11 (sustar protesto e manter em carteira).
 * The corpus's br_boleto remessa is compared position by position; where it departs from the
 * manual, lote follows the manual (reviewed per position).
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import {
  accepted,
  confirmed,
  dueDateChanged,
  instructionRejected,
  other,
  paid,
  protest,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { onlyDigits } from "../../text";
import { boleto } from "./boleto";
import { UNICRED_REASONS } from "./cnab400-reasons";

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t) => ({ our_number: onlyDigits(boleto.ourNumber(t)) }),
  decode: (read) => {
    const raw = read("our_number");
    return { our_number: stripZeros(raw.slice(-11, -1) || "0"), raw };
  },
};

/** Tipo de instrução origem (327-328) of an 02 / 03 answer. */
const ORIGIN = (code: string) => (code.length === 4 ? code.slice(2) : "00");

export const cnab400 = defineCnab400({
  bank_code: "136",
  bank_name: "UNICRED",
  manual: "Unicred do Brasil, Cobrança Web — Layout de Remessa / Retorno de Boletos CNAB 400",
  detail_type: "1",
  overrides: {
    header: [
      num("account.agreement", 27, 46),
      blank(101, 107),
      lit("000", 108, 110, "9"),
      num("file_sequence", 111, 117),
      blank(118, 394),
    ],
    ret_header: [
      num("ret_agency", 27, 30),
      txt("ret_agency_digit", 31, 31),
      num("account_8", 32, 39),
      txt("ret_account_digit", 40, 40),
      zeros(41, 46),
      num("file_sequence", 101, 107),
      txt("beneficiary_code", 108, 121),
      blank(122, 394),
    ],
    detail: [
      num("account.agency", 2, 6),
      txt("account.agency_digit", 7, 7),
      num("account.account", 8, 19),
      txt("account.account_digit", 20, 20),
      lit("0", 21, 21, "9"),
      num("wallet", 22, 24),
      zeros(25, 37),
      txt("company_reference", 38, 62),
      lit("136", 63, 65, "9"),
      zeros(66, 67),
      blank(68, 92),
      zeros(93, 93),
      num("fine_code", 94, 94),
      num("fine_value", 95, 104),
      num("interest_code", 105, 105),
      lit("N", 106, 106),
      blank(107, 108),
      zeros(140, 149),
      num("discount_code", 150, 150),
      zeros(157, 157),
      lit("3", 158, 158, "9"),
      lit("00", 159, 160, "9"),
      num("our_number", 193, 203),
      zeros(204, 205),
      txt("payer.address.city", 335, 354),
      txt("payer.address.state", 355, 356),
      txt("guarantor.name", 357, 394),
    ],
    ret_detail: [
      num("company.document_type", 2, 3),
      num("company.document", 4, 17),
      num("ret_agency", 18, 21),
      txt("ret_agency_digit", 22, 22),
      num("account_8", 23, 30),
      txt("ret_account_digit", 31, 31),
      txt("beneficiary_code", 32, 45),
      num("our_number", 46, 62),
      blank(63, 73),
      zeros(74, 74),
      num("wallet_kind", 75, 75),
      blank(76, 85),
      num("fixed_019", 86, 88),
      zeros(89, 106),
      num("fixed_18", 107, 108),
      blank(117, 146),
      txt("collecting_bank", 166, 168),
      txt("collecting_agency", 169, 173),
      blank(174, 175),
      num("credit_date", 176, 181),
      num("fee_cents", 182, 188),
      blank(189, 227),
      txt("document_number", 280, 305),
      txt("net_cents", 306, 318),
      txt("reasons", 319, 321),
      blank(322, 326),
      num("instruction_origin", 327, 328),
      blank(329, 394),
    ],
  },
  fine_kinds: ["amount", "rate"],
  monthly_rate_interest: true,
  detail(d, v) {
    v.wallet = d.title.wallet;
    v.fine_code = d.fine.code === "0" ? 3 : d.fine.code;
    v.fine_value = d.fine.value;
    v.interest_code = d.interest.code === "3" ? 5 : d.interest.code;
    v.discount_code = d.discount.code;
  },
  // Remessa 109-110 identificação da ocorrência; the retorno answers with 02/03 + the origem at 327-328
  // (manual/cnab400.codes.json).
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    protest: "09",
    protest_cancel: "11",
    protest_cancel_and_write_off: "25",
    document_number_change: "22",
    payer_change: "23",
  },
  // The remessa has no espécie field (140-149 zeros): every espécie is accepted as is.
  document_kinds: { DM: "", DMI: "", DS: "", DSI: "", NP: "", RC: "", LC: "", CH: "", OUT: "" },
  occurrences: {
    codes: {
      "01": paid("Pago (título protestado pago em cartório)"),
      "02": confirmed("Instrução confirmada"),
      "0201": registered("Instrução confirmada: remessa (entrada)"),
      "0202": writtenOff("Instrução confirmada: pedido de baixa", "write_off"),
      "0204": accepted("rebate", "Instrução confirmada: concessão de abatimento"),
      "0205": accepted("rebate_cancel", "Instrução confirmada: cancelamento de abatimento"),
      "0206": dueDateChanged("Instrução confirmada: alteração de vencimento"),
      "0209": accepted("protest", "Instrução confirmada: protestar"),
      "0210": writtenOff("Instrução confirmada: baixa por decurso de prazo (CIP)"),
      "0211": accepted("protest_cancel", "Instrução confirmada: sustar protesto e manter em carteira"),
      "0222": accepted("document_number_change", "Instrução confirmada: alteração do seu número"),
      "0223": accepted("payer_change", "Instrução confirmada: alteração de dados do pagador"),
      "0225": accepted(
        "protest_cancel_and_write_off",
        "Instrução confirmada: sustar protesto e baixar título",
      ),
      "0226": other("Instrução confirmada: protesto automático"),
      "0240": other("Instrução confirmada: alteração de status desconto"),
      "03": instructionRejected("Instrução rejeitada"),
      "0301": rejected("Instrução rejeitada: remessa (entrada)"),
      "0302": instructionRejected("Instrução rejeitada: pedido de baixa", "write_off"),
      "0304": instructionRejected("Instrução rejeitada: concessão de abatimento", "rebate"),
      "0305": instructionRejected("Instrução rejeitada: cancelamento de abatimento", "rebate_cancel"),
      "0306": instructionRejected("Instrução rejeitada: alteração de vencimento", "due_date_change"),
      "0309": instructionRejected("Instrução rejeitada: protestar", "protest"),
      "0310": instructionRejected("Instrução rejeitada: baixa por decurso de prazo (CIP)"),
      "0311": instructionRejected(
        "Instrução rejeitada: sustar protesto e manter em carteira",
        "protest_cancel",
      ),
      "0322": instructionRejected("Instrução rejeitada: alteração do seu número", "document_number_change"),
      "0323": instructionRejected("Instrução rejeitada: alteração de dados do pagador", "payer_change"),
      "0325": instructionRejected(
        "Instrução rejeitada: sustar protesto e baixar título",
        "protest_cancel_and_write_off",
      ),
      "0326": instructionRejected("Instrução rejeitada: protesto automático"),
      "0340": instructionRejected("Instrução rejeitada: alteração de status desconto"),
      "04": other("Sustado judicial"),
      "06": paid("Liquidação normal"),
      "07": paid("Liquidação em condicional"),
      "08": other("Sustado definitivo"),
      "09": paid("Liquidação de título descontado"),
      "10": protest("Protesto solicitado"),
      "11": protest("Protesto em cartório"),
      "12": protest("Sustação solicitada"),
      "13": other("Título descontado"),
      "14": other("Título descontável"),
    },
    reasons: { rejected: UNICRED_REASONS },
  },
  reason_width: 3,
  simulate: {
    registered: "0201",
    rejected: "0301",
    paid: "06",
    written_off: "0202",
    due_date_changed: "0206",
    rejection_reason: "08 ",
  },
  occurrence_code(read) {
    const code = read("movement");
    const origin = read("instruction_origin");
    return (code === "02" || code === "03") && origin !== "00" ? code + origin : code;
  },
  simulate_fields: (code) => ({ movement: code.slice(0, 2), instruction_origin: ORIGIN(code) }),
  account: () => ({}),
  ourNumber,
  fileName: genericFileName,
});
