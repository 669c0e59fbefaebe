/**
 * 085 — Ailos (ex-Cecred), CNAB 240 cobrança.
 *
 * Source: Sistema Ailos, "Manual Técnico de Cobrança Bancária — Padrão CNAB 240 Posições"
 * (versão 07, setembro/2019; kept by brcobranca in `docs/AILOS/`), FEBRABAN v10 with arquivo
 * 087 and lote 045. Differences from the FEBRABAN base:
 * - headers 33-52 / 34-53 código do convênio (alfa: the 6 digits, left-aligned), agência 5 + DV,
 *   conta 12 + DV (módulo 11 of the 7-digit conta, as the boleto rules compute it), 72 / 73 DV
 *   ag/conta blank (12.0 / 16.1 "Branco"); 103-132 nome da cooperativa `AILOS`; density 01600
 *   (G020: 1600 or 6250 BPI);
 * - P/T 38-57 nosso número: conta with DV (8) + sequencial (9), 17 digits left-aligned (G069);
 *   P 58-62 `1 1 1 2 2` (carteira simples, com cadastramento, tradicional, cooperado emite and
 *   distribui: C006-C010); P 221 `3` não protestar (C026), 224 `2` não baixar with 225-227 blank
 *   (C028; 39.3P default "Brancos"); moeda `09`.
 * - Segmento R is "exclusivo para cobrança de multa" (5.2.1.5); S optional (lote writes tipo 3);
 *   no Y-01 (the manual has Y-04 SMS and Y-53 valor divergente only): the sacador/avalista is in Q.
 * Its tables are transcribed to `manual/cnab240.table.json` and diffed (`manual-crosscheck.test.ts`).
 * Movements (C004): 01, 02, 04, 05, 06, 09, 10 (sustar protesto e baixar), 31 (only the payer's
 * address). Retorno codes are FEBRABAN's (C044/C047, the manual's tables follow them).
 * Retorno trailer de lote 24-46: the portfolio's titles (C070), not this file's.
 * Both independent writers of the corpus (brcobranca, br_boleto) write density `00000`; the
 * manual's G020 gives 1600 or 6250, which lote follows.
 */
import { defineCnab240 } from "../../cnab/cnab240/spec";
import { txt } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { FEBRABAN_KINDS, FEBRABAN_SIMULATE } from "../../cnab/spec/febraban-codes";
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
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { mod11Digit, padDigits } from "../../math/check-digits";
import { boleto } from "./boleto";

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t) => ({ our_number: boleto.ourNumber(t) }),
  decode: (read) => {
    const raw = read("our_number").trimEnd();
    return { our_number: stripZeros(raw.slice(8, 17) || "0"), raw };
  },
};

export const cnab240 = defineCnab240({
  bank_code: "085",
  bank_name: "AILOS",
  manual: "Sistema Ailos, Manual Técnico de Cobrança Bancária — CNAB 240 (v07, set/2019; 087/045)",
  versions: { file: "087", batch: "045" },
  overrides: {
    file_header: [txt("account.agreement", 33, 52)],
    batch_header: [txt("account.agreement", 34, 53)],
  },
  defaults: { file_header: { density: 1600 } },
  // The manual's segments are P, Q, R, S, Y-04 and Y-53: no Y-01, so the sacador/avalista goes in
  // Q 154-209 only.
  without: ["Y01"],
  write_off: { code: 2 },
  // C004 ('códigos utilizados pelo Sistema Ailos') and C044 (manual/cnab240.codes.json).
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    discount: "07",
    discount_cancel: "08",
    protest: "09",
    protest_cancel: "11",
    protest_cancel_and_write_off: "10",
    negativacao: "93",
    negativacao_cancel: "94",
    change_data: "31",
  },
  document_kinds: FEBRABAN_KINDS,
  occurrences: {
    ...FEBRABAN_OCCURRENCES,
    codes: {
      "02": registered("Entrada confirmada"),
      "03": rejected("Entrada rejeitada"),
      "06": paid("Liquidação"),
      "07": accepted("discount", "Confirmação do recebimento da instrução de desconto"),
      "08": accepted("discount_cancel", "Confirmação do recebimento do cancelamento do desconto"),
      "09": writtenOff("Baixa", "write_off"),
      "12": accepted("rebate", "Confirmação recebimento instrução de abatimento"),
      "13": accepted("rebate_cancel", "Confirmação recebimento instrução de cancelamento abatimento"),
      "14": dueDateChanged("Confirmação recebimento instrução alteração de vencimento"),
      "17": paid("Liquidação após baixa ou liquidação título não registrado"),
      "19": accepted("protest", "Confirmação recebimento instrução de protesto"),
      "20": accepted(
        "protest_cancel",
        "Confirmação recebimento instrução de Sustação/Cancelamento de protesto",
      ),
      "22": protest("Título enviado ao cartório"),
      "23": protest("Remessa a cartório (aponte em cartório)"),
      "24": protestCancelled("Retirada de cartório e manutenção em carteira"),
      "25": protested("Protestado e baixado (baixa por ter sido protestado)"),
      "26": instructionRejected("Instrução rejeitada"),
      "27": accepted("change_data", "Confirmação do pedido de alteração de outros dados"),
      "28": fee("Débito de Tarifas/Custas"),
      "36": other("Confirmação de envio de SMS"),
      "37": other("Envio de SMS rejeitado"),
      "42": accepted("payer_change", "Confirmação da alteração dos dados do sacado"),
      "46": protestCancelled("Instrução para cancelar protesto confirmada"),
      "64": other("Cancelamento de SMS"),
      "76": paid("Liquidação de boleto cooperativa emite e expede"),
      "77": paid("Liquidação de boleto após baixa ou não registrado cooperativa emite e expede"),
      "89": instructionRejected(
        "Rejeição cartorária (visualizar motivo na última página deste manual)",
        "protest",
      ),
      "91": other("Título em aberto não enviado ao pagador"),
      "92": instructionRejected("Inconsistência negativação serasa", "negativacao"),
      "93": accepted("negativacao", "Inclusão negativação via serasa"),
      "94": accepted("negativacao_cancel", "Exclusão negativação serasa"),
      "98": other("Excluir protesto com carta de anuência"),
    },
  },
  reason_width: 2,
  simulate: FEBRABAN_SIMULATE,
  account: (ctx) => ({
    "account.account_digit": mod11Digit(padDigits(ctx.account.account, 7)),
    "account.agency_account_digit": "",
  }),
  ourNumber,
  fileName: genericFileName,
  // C070: "quantidade de títulos em aberto na carteira de cobrança do cooperado" — the portfolio
  // (br_boleto's Cecred retorno states 61 titles for 3 entries).
  retorno_trailer: { totals: "portfolio" },
});
