/**
 * 748 — Sicredi, CNAB 400 cobrança (com registro).
 *
 * Source: Sicredi, "Manual de Cobrança Sicredi — Leiaute CNAB 400" (agosto/2019; kept by
 * laravel-boleto in `manuais/SICREDI/novos/`), 9.1 header, 9.2 detalhe com registro, 9.9 trailer,
 * 10.1-10.4 retorno, 6.2 ocorrências, 6.3 motivos. Sicredi's 400 shares little with the other
 * banks' beyond 109-160; the differences from the common block:
 * - header 27-31 código do beneficiário (5), 32-45 CPF/CNPJ, 46-76 blank (no name), 80-94
 *   `SICREDI`, 95-102 data AAAAMMDD, 111-117 número da remessa, 391-394 versão `2.00`;
 * - detail 2-4 `AAA` (com registro, carteira simples, impressão normal), 17-19 `AAA` (real,
 *   desconto and juros as values), 48-56 nosso número AA/BXXXXX-D (9 digits), 63-70 data da
 *   instrução AAAAMMDD (the file's date, as laravel-boleto), 72 `N` (the beneficiary posts the
 *   boleto), 74 `B` (impressão pelo beneficiário), 83-92 zeros, 93-96 multa % (2 decimals),
 *   140-148 blank, 149 espécie as a letter (A DMI … K outros), 150 aceite `S`/`N`, 157-160 `0000`
 *   (no automatic protest), 193-205 zeros (no negativação), 219 pessoa `1`/`2` + 220 `0`, no
 *   bairro/cidade/UF (the CEP locates the payer), 315-325 zeros, 326 blank, 335-339 zeros,
 *   340-353 sacador's CPF/CNPJ, 354-394 its name (41);
 * - trailer `9` `1` `748` + código do beneficiário 6-10;
 * - retorno detail 14 tipo de cobrança, 48-62 nosso número "sem edição" (9 digits, left), 175
 *   espécie letter, 189-201 custas de protesto, 280-292 multa, motivos 319-328 (5 × 2, letters
 *   included), 329-336 data prevista do crédito AAAAMMDD; trailer without totals.
 * Movements (9.2 109-110): 01, 02, 04, 05, 06, 09, 19 (sustar protesto e manter em carteira),
 * 31. The second writer of every position is laravel-boleto (`Cnab/Remessa/Cnab400/Banco/
 * Sicredi.php`), which agrees with the manual.
 * Motivos (6.3, and 6.4 for occurrence 28) are in `cnab400-reasons.ts`.
 * PIX: not written (`CNAB_PIX_NOT_SENT`) nor read: the agosto/2019 manual has no hybrid boleto, and
 * the one writer that has it (ACBr `ACBrBancoSicredi.pas`: detail 006 `H`, a record 8 with the TXID
 * at 41-75; retorno record 8 TXID 21-55, URL 57-133, EMV 135-390) is alone (docs/cnab.md,
 * Pix-through-CNAB matrix).
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt, ymd, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import {
  accepted,
  dueDateChanged,
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
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { onlyDigits } from "../../text";
import { boleto } from "./boleto";
import { SICREDI_FEE_REASONS, SICREDI_REASONS } from "./cnab400-reasons";

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t, ctx) => ({ our_number: onlyDigits(boleto.ourNumber(t, { today: ctx.generated_on })) }),
  decode: (read) => {
    const raw = read("our_number").trim();
    return { our_number: stripZeros(raw.slice(3, 8) || "0"), raw };
  },
};

export const cnab400 = defineCnab400({
  bank_code: "748",
  bank_name: "SICREDI",
  manual: "Sicredi, Manual de Cobrança Sicredi — Leiaute CNAB 400 (agosto/2019)",
  detail_type: "1",
  overrides: {
    header: [
      num("account.agreement", 27, 31),
      num("company.document", 32, 45),
      blank(46, 76),
      ymd("generated_date", 95, 102),
      blank(103, 110),
      num("file_sequence", 111, 117),
      blank(118, 390),
      lit("2.00", 391, 394),
    ],
    ret_header: [
      num("account.agreement", 27, 31),
      num("company.document", 32, 45),
      blank(46, 76),
      ymd("generated_date", 95, 102),
      blank(103, 110),
      num("file_sequence", 111, 117),
      blank(118, 389),
      txt("version", 390, 394),
    ],
    detail: [
      lit("A", 2, 2),
      lit("A", 3, 3),
      lit("A", 4, 4),
      blank(5, 16),
      lit("A", 17, 17),
      lit("A", 18, 18),
      lit("A", 19, 19),
      blank(20, 47),
      num("our_number", 48, 56),
      blank(57, 62),
      ymd("instruction_date", 63, 70),
      blank(71, 71),
      lit("N", 72, 72),
      blank(73, 73),
      lit("B", 74, 74),
      blank(75, 76),
      blank(77, 78),
      blank(79, 82),
      zeros(83, 92),
      num("fine_rate", 93, 96),
      blank(97, 108),
      blank(140, 148),
      txt("document_kind", 149, 149),
      lit("00", 157, 158, "9"),
      lit("00", 159, 160, "9"),
      lit("00", 193, 194, "9"),
      lit("00", 195, 196, "9"),
      zeros(197, 205),
      num("payer_type", 219, 219),
      zeros(220, 220),
      lit("00000", 315, 319),
      zeros(320, 325),
      blank(326, 326),
      zeros(335, 339),
      txt("guarantor.document", 340, 353),
      txt("guarantor.name", 354, 394),
    ],
    trailer: [lit("1", 2, 2, "9"), lit("748", 3, 5, "9"), num("account.agreement", 6, 10), blank(11, 394)],
    ret_detail: [
      blank(2, 13),
      txt("wallet_type", 14, 14),
      txt("payer_code", 15, 19),
      txt("payer_member_code", 20, 24),
      txt("dda", 25, 25),
      blank(26, 47),
      txt("our_number", 48, 62),
      blank(63, 108),
      txt("liquidation_place", 127, 146),
      blank(166, 174),
      txt("kind", 175, 175),
      num("protest_costs_cents", 189, 201),
      zeros(202, 227),
      num("fine_paid_cents", 280, 292),
      blank(293, 294),
      txt("protest_answer", 295, 295),
      blank(296, 318),
      txt("reasons", 319, 328),
      ymd("credit_date", 329, 336),
      blank(337, 394),
    ],
    ret_trailer: [
      lit("2", 2, 2, "9"),
      num("bank_code", 3, 5),
      num("account.agreement", 6, 10),
      blank(11, 394),
    ],
  },
  fine_kinds: ["rate"],
  detail(d, v) {
    v.fine_rate = d.fine.code === "2" ? d.fine.value : 0;
    v.acceptance = d.acceptance === "A" ? "S" : "N";
    v.payer_type = d.payer.type;
    // 340-353 "alinhado à direita e zeros à esquerda"; blank without a sacador/avalista.
    v["guarantor.document"] = d.guarantor ? d.guarantor.document.padStart(14, "0") : "";
  },
  // 109-110 códigos permitidos and 6.2, answers per the manual's 6.1 table of instruções
  // (manual/cnab400.codes.json).
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    protest: "09",
    protest_cancel: "19",
    protest_cancel_and_write_off: "18",
    negativacao: "45",
    negativacao_cancel: "75",
    change_data: "31",
  },
  // 9.2 149: A DMI, B DR, C NP, D NPR, E NS, G RC, H LC, I ND, J DSI, K outros, O boleto proposta.
  document_kinds: {
    DM: "A",
    DMI: "A",
    DR: "B",
    NP: "C",
    NPR: "D",
    NS: "E",
    RC: "G",
    LC: "H",
    ND: "I",
    DS: "J",
    DSI: "J",
    BDP: "O",
    OUT: "K",
  },
  occurrences: {
    codes: {
      "02": registered("Entrada confirmada"),
      "03": rejected("Entrada rejeitada"),
      "06": paid("Liquidação normal"),
      "09": writtenOff("Baixado automaticamente via arquivo", "write_off"),
      "10": writtenOff("Baixado conforme instruções da cooperativa de crédito"),
      "12": accepted("rebate", "Abatimento concedido"),
      "13": accepted("rebate_cancel", "Abatimento cancelado"),
      "14": dueDateChanged("Vencimento alterado"),
      "15": paid("Liquidação em cartório"),
      "17": paid("Liquidação após baixa"),
      "19": accepted("protest", "Confirmação de recebimento de instrução de protesto"),
      "20": accepted("protest_cancel", "Confirmação de recebimento de instrução de sustação de protesto"),
      "23": protest("Entrada de título em cartório"),
      "24": rejected("Entrada rejeitada por CEP irregular"),
      "27": instructionRejected("Baixa rejeitada", "write_off"),
      "28": fee("Tarifa"),
      "29": other("Rejeição do pagador"),
      "30": instructionRejected("Alteração rejeitada", "change_data"),
      "32": instructionRejected("Instrução rejeitada"),
      "33": accepted("change_data", "Confirmação de pedido de alteração de outros dados"),
      "34": protestCancelled("Retirado de cartório e manutenção em carteira"),
      "35": other("Aceite do pagador"),
      "78": accepted("negativacao", "Confirmação de recebimento de pedido de negativação"),
      "79": accepted("negativacao_cancel", "Confirmação de recebimento de pedido de exclusão de negativação"),
      "80": other("Confirmação de entrada de negativação"),
      "81": instructionRejected("Entrada de negativação rejeitada", "negativacao"),
      "82": other("Confirmação de exclusão de negativação"),
      "83": instructionRejected("Exclusão de negativação rejeitada", "negativacao_cancel"),
      "84": other("Exclusão de negativação por outros motivos"),
      "85": other("Ocorrência informacional por outros motivos"),
    },
    reasons: {
      rejected: SICREDI_REASONS,
      paid: SICREDI_REASONS,
      written_off: SICREDI_REASONS,
      protest: SICREDI_REASONS,
      other: SICREDI_REASONS,
      fee: SICREDI_FEE_REASONS,
    },
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
  account: (ctx) => ({ instruction_date: ctx.generated_on.replaceAll("-", "") }),
  ourNumber,
  fileName: genericFileName,
});
