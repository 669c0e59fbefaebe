/**
 * 341 — Itaú, CNAB 400 cobrança.
 *
 * Source: Itaú, "Cobrança — CNAB 400 bytes" (Julho/2021): header with agência/conta/DAC at
 * 27-38; detail tipo 1 with agência 18-21, conta 24-28, DAC 29, nosso número 63-70 (no DAC),
 * carteira 84-86 and código de carteira `I` at 108, nome 235-264 (30), sacador 352-381 (30), data
 * de mora 386-391, prazo 392-393; optional tipo 2 (multa: code, date DDMMAAAA, value) and tipo 3
 * (PIX, p. 13: chave 2-78, ID da location 79-142 — zeros when the bank makes the QR code —, no
 * TXID field); an entry with a tipo 3 carries ocorrência 71, "Entrada Boleto Pix" (p. 13).
 * Retorno tipo 1: nosso número 63-70 and 86-94 (with DAC), erros 378-385 (4 × 2), código de
 * liquidação 393-394; optional tipo 3 after an entry 71 (p. 24: EMV "copia e cola" 2-391, erro
 * 392-394); trailer quantity and value of the file's details at 213-220 / 221-234.
 */
import { type Cnab400Definition, defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { ddmmyy, stripZeros } from "../../cnab/layout/format";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { accountDac, ITAU_OCCURRENCES } from "./cnab-common";

const ACCOUNT = [
  num("account.agency", 18, 21),
  zeros(22, 23),
  num("account.account", 24, 28),
  txt("account.account_digit", 29, 29),
];

const ourNumber: OurNumberCodec = {
  fields: ["wallet", "our_number"],
  encode: (t) => ({ wallet: t.wallet, our_number: t.our_number }),
  decode: (read) => ({ our_number: stripZeros(read("our_number")), raw: read("our_number") }),
};

/** Itaú's CNAB 400 as defined (its CNAB 444 is this with the NF-e key, `cnab444.ts`). */
export const ITAU_400 = {
  bank_code: "341",
  bank_name: "BANCO ITAU SA",
  // Instruções (Jul/2021 p. 34): 81 "protestar após XX dias corridos do vencimento", 82 "… dias
  // úteis", XX at 392-393 (prazo). 09 leaves the kind of days to the beneficiary's registration.
  protest: { calendar: "81", business: "82" },
  manual: "Itaú, Cobrança Itaú — CNAB 400, layout de arquivos remessa e retorno",
  detail_type: "1",
  overrides: {
    header: [
      num("account.agency", 27, 30),
      zeros(31, 32),
      num("account.account", 33, 37),
      txt("account.account_digit", 38, 38),
      blank(39, 46),
    ],
    ret_header: [
      num("account.agency", 27, 30),
      zeros(31, 32),
      num("account.account", 33, 37),
      txt("account.account_digit", 38, 38),
      blank(39, 46),
      num("density", 101, 105),
      txt("density_unit", 106, 108),
      num("file_sequence", 109, 113),
      num("credit_date", 114, 119),
      blank(120, 394),
    ],
    detail: [
      num("company.document_type", 2, 3),
      num("company.document", 4, 17),
      ...ACCOUNT,
      blank(30, 33),
      zeros(34, 37),
      txt("company_reference", 38, 62),
      num("our_number", 63, 70),
      zeros(71, 83),
      num("wallet", 84, 86),
      blank(87, 107),
      lit("I", 108, 108),
      txt("payer.name", 235, 264),
      blank(265, 274),
      txt("guarantor.name", 352, 381),
      blank(382, 385),
      num("interest.start_date", 386, 391),
    ],
    ret_detail: [
      num("company.document_type", 2, 3),
      num("company.document", 4, 17),
      ...ACCOUNT,
      blank(30, 37),
      txt("company_reference", 38, 62),
      num("our_number", 63, 70),
      blank(71, 82),
      num("wallet", 83, 85),
      num("our_number_confirmed", 86, 93),
      txt("our_number_dv", 94, 94),
      blank(95, 107),
      txt("wallet_code", 108, 108),
      blank(189, 214),
      blank(302, 377),
      txt("reasons", 378, 385),
      blank(386, 392),
      txt("settlement_channel", 393, 394),
    ],
    ret_trailer: [
      num("simple_titles", 18, 25),
      num("simple_amount", 26, 39),
      blank(48, 212),
      num("total_titles", 213, 220),
      num("total_amount", 221, 234),
      blank(235, 394),
    ],
  },
  extras: {
    fine: {
      type: "2",
      table: [
        lit("2", 1, 1, "9"),
        num("fine_code", 2, 2),
        num("fine.start_date", 3, 10),
        num("fine.value", 11, 23),
        blank(24, 394),
        num("sequence", 395, 400),
      ],
    },
    pix: {
      type: "3",
      table: [
        lit("3", 1, 1, "9"),
        txt("pix.key", 2, 78),
        num("pix.location", 79, 142),
        blank(143, 394),
        num("sequence", 395, 400),
      ],
    },
    ret_pix: {
      type: "3",
      table: [
        lit("3", 1, 1, "9"),
        txt("pix.emv", 2, 391),
        txt("pix.error_code", 392, 394),
        num("sequence", 395, 400),
      ],
    },
  },
  fine_kinds: ["amount", "rate"],
  detail(d, v) {
    v["interest.start_date"] = d.interest.code === "3" ? 0 : ddmmyy(d.interest.date ?? d.due_date);
    if (d.pix && d.entry) v.movement = "71";
  },
  // Itaú's código de ocorrência (remessa), as transcribed in manual/cnab400.codes.json.
  // Nota (A)/(B) of the código de ocorrência: an instruction carries the título's identity, its
  // valor and the fields the table names; "os demais campos devem ser preenchidos com zeros ou
  // brancos". 05 names the valor do abatimento.
  sparse_instructions: true,
  movement_needs: { rebate_cancel: ["rebate_cents"] },
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    interest_waive: "47",
    fine_change: "49",
    protest: "09",
    protest_cancel: "18",
    do_not_protest: "10",
    negativacao: "66",
    negativacao_cancel: "68",
    document_number_change: "08",
    change_data: "31",
  },
  document_kinds: {
    DM: "01",
    NP: "02",
    NS: "03",
    ME: "04",
    RC: "05",
    CT: "06",
    CS: "07",
    DS: "08",
    LC: "09",
    ND: "13",
    DD: "15",
    EC: "16",
    PS: "17",
    OUT: "99",
  },
  occurrences: ITAU_OCCURRENCES,
  reason_width: 2,
  simulate: {
    registered: "02",
    rejected: "03",
    paid: "06",
    written_off: "09",
    due_date_changed: "14",
    rejection_reason: "66",
  },
  account: (ctx) => ({ "account.account_digit": accountDac(ctx) }),
  ourNumber,
  fileName: genericFileName,
} satisfies Cnab400Definition;

export const cnab400 = defineCnab400(ITAU_400);
