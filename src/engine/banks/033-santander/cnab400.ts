/**
 * 033 — Santander, CNAB 400 cobrança.
 *
 * Source: Santander, "Layout de Arquivos — Cobrança CNAB 400 posições" (H7800 v2.17, Abril/2018;
 * remessa and retorno) and its PIX supplement (registro tipo 8, "Boleto Híbrido"). Differences
 * from the common 400 block:
 * - header and detail carry the código de transmissão (20) at 27-46 / 18-37; header 101-116
 *   zeros, 392-394 versão `000`;
 * - detail: nosso número 8 (7 + DV) at 63-70, multa 78-82 (code 4 + percentage 2 decimals) and
 *   102-107 (date), código da carteira 108 (5 for 101, 1 for 2xx), sacador 352-381 (30), 383 `I`
 *   and 384-385 complemento (last digit of the conta + its DV);
 * - trailer: record count 2-7 and total value 8-20, zeros to 394;
 * - registro 8 (PIX): tipo de pagamento 2-3, quantity 4-5, tipo de valor 6, max/min values and
 *   percentages 7-42, tipo de chave DICT 43, chave 44-120, TXID 121-155;
 * - retorno detail: nosso número 63-70, códigos de erro 137-145 (3 × 3), data de crédito 296-301;
 * - retorno registro 2 (PIX, after its detail): tipo de chave 2, chave or location 3-79, TXID
 *   80-114 — as brcobranca (`retorno/cnab400/santander.rb`) and laravel-boleto
 *   (`Cnab/Retorno/Cnab400/Banco/Santander.php`) read it, and as its published sample shows.
 * The código de transmissão comes from `account.bank_fields.transmission_code` (20 digits); without
 * it lote derives agência 4 + código do beneficiário 8 + conta 8. The código da carteira (108:
 * 1 eletrônica com registro, 5 rápida com registro) and the three 3-digit error codes at 137-145
 * (nota 19) are H7800's. Uncertain: that derivation.
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { ddmmyy, stripZeros } from "../../cnab/layout/format";
import { printedCheckDigits } from "../../cnab/spec/febraban-codes";
import {
  accepted,
  dueDateChanged,
  fee,
  instructionRejected,
  other,
  paid,
  protest,
  protestCancelled,
  protested,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";
import { type FileContext, genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { padDigits } from "../../math/check-digits";
import { boleto } from "./boleto";

function transmissionCode(ctx: FileContext): string {
  const a = ctx.account;
  return (
    a.bank_fields?.transmission_code ??
    `${padDigits(a.agency, 4)}${padDigits(a.agreement ?? "", 8)}${padDigits(a.account, 8).slice(-8)}`
  );
}

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t) => ({
    our_number: t.our_number + printedCheckDigits(boleto.ourNumber(t)),
    wallet_code: Number(t.wallet) > 200 ? 1 : 5,
  }),
  decode: (read) => {
    const raw = read("our_number");
    return { our_number: stripZeros(raw.slice(0, -1)), raw };
  },
};

const COMPANY = [
  num("company.document_type", 2, 3),
  num("company.document", 4, 17),
  num("transmission_code", 18, 37),
];

export const cnab400 = defineCnab400({
  bank_code: "033",
  bank_name: "SANTANDER",
  // H7800 157-158 first instruction "06 = PROTESTAR (vide posição 392/393)", the days at 392-393;
  // the manual gives no business-days form.
  protest: { calendar: "06" },
  manual: "Santander, Layout de Arquivos — Cobrança CNAB 400 posições (com registro tipo 8 PIX)",
  detail_type: "1",
  overrides: {
    header: [num("transmission_code", 27, 46), zeros(101, 116), blank(117, 391), lit("000", 392, 394, "9")],
    detail: [
      ...COMPANY,
      txt("company_reference", 38, 62),
      num("our_number", 63, 70),
      zeros(71, 76),
      blank(77, 77),
      num("fine_code", 78, 78),
      num("fine.value", 79, 82),
      zeros(83, 97),
      blank(98, 101),
      num("fine.start_date", 102, 107),
      num("wallet_code", 108, 108),
      txt("guarantor.name", 352, 381),
      blank(382, 382),
      lit("I", 383, 383),
      txt("account_complement", 384, 385),
      blank(386, 391),
    ],
    trailer: [num("record_count", 2, 7), num("total_amount", 8, 20), zeros(21, 394)],
    ret_detail: [
      ...COMPANY,
      txt("company_reference", 38, 62),
      num("our_number", 63, 70),
      blank(71, 107),
      num("wallet_code", 108, 108),
      num("our_number_confirmed", 127, 134),
      txt("original_movement", 135, 136),
      txt("reasons", 137, 145),
      blank(146, 146),
    ],
  },
  extras: {
    pix: {
      type: "8",
      table: [
        lit("8", 1, 1, "9"),
        // Tipo de pagamento 00, "conforme perfil do beneficiário": the payment limits that follow
        // (quantidade, tipo de valor, máximo, mínimo) are the profile's, so zeros. lote has no
        // input for them (docs/cnab.md, known departures).
        lit("00", 2, 3, "9"),
        zeros(4, 5),
        zeros(6, 6),
        zeros(7, 19),
        zeros(20, 24),
        zeros(25, 37),
        zeros(38, 42),
        num("pix_key_type", 43, 43),
        txt("pix.key", 44, 120),
        txt("pix.txid", 121, 155),
        blank(156, 394),
        num("sequence", 395, 400),
      ],
    },
    ret_pix: {
      type: "2",
      table: [
        lit("2", 1, 1, "9"),
        num("pix_key_type", 2, 2),
        txt("pix.key", 3, 79),
        txt("pix.txid", 80, 114),
        blank(115, 394),
        num("sequence", 395, 400),
      ],
    },
  },
  fine_kinds: ["rate"],
  detail(d, v) {
    const a = String(d.title.account);
    v.account_complement = a.slice(-1) + (d.title.account_digit ?? "");
    // Nota 13: "00" takes the beneficiary's profile, which may protest; lote asks for no protest.
    v.instruction_1 = "07";
    if (d.fine.code === "2") {
      v.fine_code = 4;
      v["fine.value"] = d.fine.value;
      // Nota 4: zeros = from the due date on; a date only when the title sets its own.
      const start = d.title.fine?.start_date;
      v["fine.start_date"] = start ? ddmmyy(start) : 0;
    }
  },
  // H7800 109-110 código da ocorrência, remessa and retorno (manual/cnab400.codes.json).
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    amount_change: "47",
    protest: "09",
    protest_cancel: "18",
    do_not_protest: "98",
    document_number_change: "08",
  },
  document_kinds: { DM: "01", NP: "02", NS: "03", RC: "05", DS: "06", LC: "07" },
  occurrences: {
    codes: {
      "01": instructionRejected("Título não existe"),
      "02": registered("Entrada de título confirmada"),
      "03": rejected("Entrada de título rejeitada"),
      "06": paid("Liquidação"),
      "07": paid("Liquidação por conta"),
      "08": paid("Liquidação por saldo"),
      "09": writtenOff("Baixa automática"),
      "10": writtenOff("Título baixado conforme instrução", "write_off"),
      "11": other("Em ser"),
      "12": accepted("rebate", "Abatimento concedido"),
      "13": accepted("rebate_cancel", "Abatimento cancelado"),
      "14": dueDateChanged("Prorrogação de vencimento"),
      "15": protested("Confirmação de protesto"),
      "16": instructionRejected("Título já baixado/liquidado"),
      "17": paid("Liquidado em cartório"),
      "21": protest("Entrada em cartório"),
      "22": protestCancelled("Retirado de cartório"),
      "24": fee("Custas de cartório"),
      "25": accepted("protest", "Protestar título"),
      "26": accepted("protest_cancel", "Sustar protesto"),
      "35": other("Título DDA reconhecido pelo pagador"),
      "36": other("Título DDA não reconhecido pelo pagador"),
      "37": rejected("Título DDA recusado pela CIP"),
      "38": accepted("do_not_protest", "Recebimento da instrução não protestar"),
      "39": instructionRejected("Espécie de título não permite a instrução"),
      "61": accepted("amount_change", "Confirmação de alteração do valor nominal do título"),
      "62": other("Confirmação de Alteração do Valor ou Percentual mínimo"),
      "63": other("Confirmação de Alteração do Valor ou Percentual máximo"),
      "93": other("Baixa Operacional Enviado pela CIP"),
      "94": other("Cancelamento da Baixa Operacional Enviado pela CIP"),
    },
  },
  reason_width: 3,
  simulate: {
    registered: "02",
    rejected: "03",
    paid: "06",
    written_off: "09",
    due_date_changed: "14",
    rejection_reason: "001",
  },
  account: (ctx) => ({ transmission_code: transmissionCode(ctx) }),
  ourNumber,
  fileName: genericFileName,
  // Trailer 18-39: "quantidade/valor dos títulos em cobrança simples referente ao Beneficiário"
  // (H7800, registro trailler retorno): the portfolio, not this file.
  retorno_trailer: { totals: "portfolio" },
});
