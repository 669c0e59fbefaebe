/**
 * 237 — Bradesco, CNAB 400 cobrança.
 *
 * Source: Bradesco, "Manual Operacional — Cobrança Bradesco, Arquivo Remessa/Retorno CNAB 400"
 * (registro 0, tipo 1, tipo 9; retorno tipos 0, 1, 9 with ocorrências 02-69 and motivos in
 * 319-328). Differences from the common 400 block:
 * - header 27-46 código da empresa, 109-110 `MX`, 111-117 NSA;
 * - detail 21-37 identificação da empresa (zero, carteira 3, agência 5, conta 7, DV), 66-70 multa
 *   (code 2 + percentage 4 with 2 decimals), 71-82 nosso número 11 + DV, 93 `2` (cliente emite),
 *   106 `2` (no debit notice), 140-147 zeros; no bairro/cidade/UF: 315-326 1ª mensagem, 327-334
 *   CEP, 335-394 sacador/avalista;
 * - retorno detail 21-37 as above, 71-82 nosso número, 108 carteira, 319-328 five 2-digit motivos;
 *   the retorno header carries no NSA.
 * Uncertain: ocorrência descriptions beyond 02-35 are abbreviated from the manual's table.
 */
import { type Cnab400Definition, defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { printedCheckDigits } from "../../cnab/spec/febraban-codes";
import {
  accepted,
  dueDateChanged,
  FEBRABAN_PAYMENT_CHANNELS,
  FEBRABAN_REJECTION_REASONS,
  fee,
  instructionRejected,
  other,
  paid,
  protest,
  protestCancelled,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";
import { cbFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { boleto } from "./boleto";
import { companyCode } from "./cnab240";

const COMPANY = [
  lit("0", 21, 21, "9"),
  num("wallet", 22, 24),
  num("account.agency", 25, 29),
  num("account.account", 30, 36),
  txt("account.account_digit", 37, 37),
];

const ourNumber: OurNumberCodec = {
  fields: ["wallet", "our_number", "our_number_dv"],
  encode: (t, ctx) => ({
    wallet: t.wallet,
    our_number: t.our_number,
    our_number_dv: printedCheckDigits(boleto.ourNumber(t, { today: ctx.generated_on })),
  }),
  decode: (read) => ({
    our_number: stripZeros(read("our_number")),
    raw: read("our_number") + read("our_number_dv"),
  }),
};

/** Bradesco's CNAB 400 as defined (its CNAB 444 is this with the NF-e key, `cnab444.ts`). */
export const BRADESCO_400 = {
  bank_code: "237",
  bank_name: "BRADESCO",
  manual: "Bradesco, Manual Operacional — Cobrança, Arquivo Remessa/Retorno CNAB 400",
  detail_type: "1",
  overrides: {
    header: [
      num("company_code", 27, 46),
      blank(101, 108),
      lit("MX", 109, 110),
      num("file_sequence", 111, 117),
      blank(118, 394),
    ],
    ret_header: [
      num("company_code", 27, 46),
      num("density", 101, 108),
      num("notice", 109, 113),
      blank(114, 379),
      num("credit_date", 380, 385),
      blank(386, 394),
    ],
    detail: [
      blank(2, 20),
      ...COMPANY,
      txt("company_reference", 38, 62),
      zeros(63, 65),
      num("fine_code", 66, 66),
      num("fine.value", 67, 70),
      num("our_number", 71, 81),
      txt("our_number_dv", 82, 82),
      zeros(83, 92),
      lit("2", 93, 93, "9"),
      blank(94, 105),
      lit("2", 106, 106, "9"),
      blank(107, 108),
      txt("message_1", 315, 326),
      num("payer.address.zip_code", 327, 334),
      txt("guarantor.name", 335, 394),
    ],
    ret_detail: [
      num("company.document_type", 2, 3),
      num("company.document", 4, 17),
      zeros(18, 20),
      ...COMPANY,
      txt("company_reference", 38, 62),
      zeros(63, 70),
      num("our_number", 71, 81),
      txt("our_number_dv", 82, 82),
      blank(83, 107),
      num("wallet_code", 108, 108),
      blank(302, 318),
      txt("reasons", 319, 328),
      blank(329, 394),
    ],
  },
  extras: {
    // Registro 4 of the retorno (Bolepix), after its detail: QR location 29-105, TXID 106-140, as
    // BoletoNetCore (`BancoBradesco.CNAB400.cs`, LerDetalheRetornoCNAB400Segmento4) and
    // laravel-boleto (`Cnab/Retorno/Cnab400/Banco/Bradesco.php`) read it; 2-28 are not read.
    ret_pix: {
      type: "4",
      table: [
        lit("4", 1, 1, "9"),
        txt("pix_reference", 2, 28),
        txt("pix.key", 29, 105),
        txt("pix.txid", 106, 140),
        blank(141, 394),
        num("sequence", 395, 400),
      ],
    },
  },
  defaults: { detail: { collecting_bank: 0 } },
  fine_kinds: ["rate"],
  detail(d, v) {
    // 275-314 "Endereço completo": the layout has no bairro, cidade or UF (only the CEP at 327-334),
    // so they go into the address, as brcobranca's writer does.
    const p = d.payer;
    v["payer.address.street"] = [p.street, p.district, p.city, p.state]
      .map((x) => String(x ?? "").trim())
      .filter((x) => x !== "")
      .join(" ");
    if (d.fine.code === "2") {
      v.fine_code = 2;
      v["fine.value"] = d.fine.value;
    }
  },
  // 109-110 identificações de ocorrência, remessa and retorno (manual/cnab400.codes.json): 18 sustar
  // e baixar, 19 sustar e manter em carteira; 20 (alteração de valor) only where the beneficiário contracted it.
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    amount_change: "20",
    protest: "09",
    protest_cancel: "19",
    protest_cancel_and_write_off: "18",
    negativacao: "45",
    negativacao_cancel: "47",
    document_number_change: "08",
    change_data: "31",
  },
  document_kinds: {
    DM: "01",
    NP: "02",
    NS: "03",
    CS: "04",
    RC: "05",
    LC: "10",
    ND: "11",
    DS: "12",
    OUT: "99",
  },
  occurrences: {
    codes: {
      "02": registered("Entrada confirmada"),
      "03": rejected("Entrada rejeitada"),
      "06": paid("Liquidação normal"),
      "09": writtenOff("Baixado automaticamente via arquivo"),
      "10": writtenOff("Baixado conforme instruções da agência", "write_off"),
      "11": other("Em ser - arquivo de títulos pendentes"),
      "12": accepted("rebate", "Abatimento concedido"),
      "13": accepted("rebate_cancel", "Abatimento cancelado"),
      "14": dueDateChanged("Vencimento alterado"),
      "15": paid("Liquidação em cartório"),
      "16": paid("Título pago em cheque - vinculado"),
      "17": paid("Liquidação após baixa ou título não registrado"),
      "18": other("Acerto de depositária"),
      "19": accepted("protest", "Confirmação recebimento instrução de protesto"),
      "20": accepted("protest_cancel", "Confirmação recebimento instrução sustação de protesto"),
      "21": other("Acerto do controle do participante"),
      "22": other("Título com pagamento cancelado"),
      "23": protest("Entrada do título em cartório"),
      "24": rejected("Entrada rejeitada por CEP irregular"),
      "25": other("Confirmação recebimento instrução de protesto falimentar"),
      "27": instructionRejected("Baixa rejeitada", "write_off"),
      "28": fee("Débito de tarifas/custas"),
      "29": other("Ocorrências do pagador"),
      "30": instructionRejected("Alteração de outros dados rejeitados", "change_data"),
      "32": instructionRejected("Instrução rejeitada"),
      "33": accepted("change_data", "Confirmação pedido alteração outros dados"),
      "34": protestCancelled("Retirado de cartório e manutenção em carteira"),
      "35": other("Desagendamento do débito automático"),
      "40": other("Estorno de pagamento"),
      "55": other("Sustado judicial"),
      "68": other("Acerto dos dados do rateio de crédito"),
      "69": other("Cancelamento dos dados do rateio"),
      "73": accepted("negativacao", "Confirmação Receb. Pedido de Negativação"),
      "74": accepted("negativacao_cancel", "Confir Pedido de Excl de Negat (com ou sem baixa)"),
    },
    reasons: { rejected: FEBRABAN_REJECTION_REASONS, paid: FEBRABAN_PAYMENT_CHANNELS },
  },
  reason_width: 2,
  simulate: {
    registered: "02",
    rejected: "03",
    paid: "06",
    written_off: "09",
    due_date_changed: "14",
    rejection_reason: "08",
  },
  account: (ctx) => ({ company_code: companyCode(ctx.account) }),
  ourNumber,
  fileName: (ctx) => cbFileName(ctx),
  // Trailer 18-25 / 26-39: "quantidade de títulos em cobrança" and "valor total em cobrança"
  // (Manual Operacional, lay-out do arquivo-retorno, registro trailler): the whole portfolio —
  // the published retornos state 18 titles for 6 entries (brcobranca) and 1 for 7 (CnabPHP).
  retorno_trailer: { totals: "portfolio" },
} satisfies Cnab400Definition;

export const cnab400 = defineCnab400(BRADESCO_400);
