/**
 * 748 — Sicredi, CNAB 240 cobrança.
 *
 * Source: Sicredi, "Manual de Cobrança Sicredi — Leiaute CNAB 240" (agosto/2019; arquivo 081,
 * lote 040), which follows FEBRABAN v10: agência = cooperativa (5), conta = conta corrente (12)
 * + DV, no convênio (33-52 / 34-53 blank); nosso número AA/BXXXXX-D as 9 digits, left-aligned in
 * P/T 38-57;
 * P 224-227 `1060` (baixa/devolução after 60 days, as the manual requires); espécies per 24.3P
 * (no 02: DM is 03, duplicata mercantil por indicação); file name
 * `<beneficiário 5><month code><day>.CRM`; density "01600" (21.0, domain 1600 BPI). Retorno
 * codes are FEBRABAN's.
 * PIX: not written (`CNAB_PIX_NOT_SENT`): the agosto/2019 manual has no PIX segment, and the one
 * writer that has one (ACBr `ACBrBancoSicredi.pas`, a Segment Y-04 with the key at 82-158 and the
 * TXID at 159-193) is alone (docs/cnab.md, Pix-through-CNAB matrix).
 */
import { defineCnab240 } from "../../cnab/cnab240/spec";
import { blank, num } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { FEBRABAN_SIMULATE } from "../../cnab/spec/febraban-codes";
import {
  accepted,
  dueDateChanged,
  FEBRABAN_OCCURRENCES,
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
import { monthCode, type OurNumberCodec } from "../../cnab/spec/spec";
import { padDigits } from "../../math/check-digits";
import { onlyDigits } from "../../text";
import { boleto } from "./boleto";

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t, ctx) => ({ our_number: onlyDigits(boleto.ourNumber(t, { today: ctx.generated_on })) }),
  decode: (read) => {
    const raw = read("our_number").trimEnd();
    return { our_number: stripZeros(raw.slice(3, 8) || "0"), raw };
  },
};

export const cnab240 = defineCnab240({
  bank_code: "748",
  bank_name: "SICREDI",
  manual: "Sicredi, Manual de Cobrança Sicredi — Leiaute CNAB 240 (arquivo 081, lote 040)",
  versions: { file: "081", batch: "040" },
  overrides: {
    file_header: [blank(33, 52)],
    batch_header: [blank(34, 53)],
    P: [num("write_off_days", 225, 227)],
  },
  defaults: {
    file_header: { density: 1600 },
    P: { collecting_agency_digit: "" },
  },
  // 38.3P / 39.3P: "Utilizar sempre domínio '1'" and "sempre, nesse campo, 60 dias".
  write_off: { code: 1, days: 60 },
  // C004 / C044 of Sicredi's 240 (manual/cnab240.codes.json); its 36 is 'baixa rejeitada'.
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    discount: "07",
    discount_change: "16",
    discount_cancel: "08",
    interest_change: "12",
    interest_waive: "13",
    protest: "09",
    protest_cancel: "11",
    protest_cancel_and_write_off: "10",
    negativacao: "45",
    negativacao_cancel: "75",
    change_data: "31",
  },
  // 24.3P: Sicredi's espécies are 03 DMI, 05 DSI, 06 DR, 07 LC, 12 NP, 13 NPR, 16 NS, 17 RC, 19 ND,
  // 32 boleto de proposta, 99 outros — no 01 or 02: a duplicata is sent "por indicação".
  document_kinds: {
    DM: "03",
    DMI: "03",
    DS: "05",
    DSI: "05",
    DR: "06",
    LC: "07",
    NP: "12",
    NPR: "13",
    NS: "16",
    RC: "17",
    ND: "19",
    BDP: "32",
    OUT: "99",
  },
  occurrences: {
    ...FEBRABAN_OCCURRENCES,
    codes: {
      "02": registered("Entrada confirmada"),
      "03": rejected("Entrada rejeitada"),
      "06": paid("Liquidação"),
      "07": accepted("discount", "Confirmação do recebimento da instrução de desconto"),
      "08": accepted("discount_cancel", "Confirmação do recebimento do cancelamento do desconto"),
      "09": writtenOff("Baixa", "write_off"),
      "12": accepted("rebate", "Confirmação do recebimento instrução de abatimento"),
      "13": accepted("rebate_cancel", "Confirmação do recebimento instrução de cancelamento abatimento"),
      "14": dueDateChanged("Confirmação do recebimento instrução alteração de vencimento"),
      "17": paid("Liquidação após baixa ou liquidação título não registrado"),
      "19": accepted("protest", "Confirmação do recebimento instrução de protesto"),
      "20": accepted(
        "protest_cancel",
        "Confirmação do recebimento instrução de sustação/cancelamento de protesto",
      ),
      "23": protest("Remessa a cartório (aponte em cartório)"),
      "24": protestCancelled("Retirada de cartório e manutenção em carteira"),
      "25": protested("Protestado e baixado (baixa por ter sido protestado)"),
      "26": instructionRejected("Instrução rejeitada"),
      "27": accepted("change_data", "Confirmação do pedido de alteração de outros dados"),
      "28": fee("Débito de tarifas custas"),
      "30": instructionRejected("Alteração de dados rejeitada"),
      "36": instructionRejected("Baixa rejeitada", "write_off"),
      "51": other("Título DDA reconhecido pelo pagador"),
      "52": other("Título DDA não reconhecido pelo pagador"),
      "78": accepted("negativacao", "Confirmação de recebimento de pedido de negativação"),
      "79": accepted("negativacao_cancel", "Confirmação de recebimento de pedido de exclusão de negativação"),
      "80": other("Confirmação de entrada de negativação"),
      "81": instructionRejected("Entrada de negativação rejeitada", "negativacao"),
      "82": other("Confirmação de exclusão de negativação"),
      "83": instructionRejected("Exclusão de negativação rejeitada", "negativacao_cancel"),
      "84": other("Exclusão de negativação por outros motivos"),
      "85": other("Ocorrência informacional por outros motivos"),
    },
  },
  reason_width: 2,
  simulate: FEBRABAN_SIMULATE,
  account: () => ({ "account.agency_digit": "" }),
  ourNumber,
  fileName: (ctx) =>
    `${padDigits(ctx.account.agreement ?? "", 5)}${monthCode(ctx.generated_on)}${ctx.generated_on.slice(8, 10)}.CRM`,
});
