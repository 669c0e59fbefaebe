/**
 * 237 — Bradesco, CNAB 240 cobrança.
 *
 * Source: Bradesco, "Layout de Arquivo Padrão FEBRABAN 240 posições — Cobrança Bradesco"
 * (versão do arquivo 084, do lote 042), which follows FEBRABAN v10 and differs in:
 * - headers 33-52 / 34-53: código da empresa (20 digits) instead of the convênio text;
 * - Segmentos P and T 38-57: carteira (3), zeros (5), nosso número (11) and its DV (1, may be `P`).
 * Retorno codes are FEBRABAN's (C044/C047).
 * Density 01600 (G020: 1600 or 6250 BPI). Every field was diffed with the manual's tables
 * (`manual/cnab240.table.json`).
 * Uncertain: the código da empresa when `agreement` is absent, derived as carteira 4 + agência 5
 * + conta 7 + DV; pass the code Bradesco assigned as `agreement`.
 */
import { defineCnab240 } from "../../cnab/cnab240/spec";
import { num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { FEBRABAN_KINDS, FEBRABAN_SIMULATE, printedCheckDigits } from "../../cnab/spec/febraban-codes";
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
import { cbFileName, type FileContext, type OurNumberCodec } from "../../cnab/spec/spec";
import { padDigits } from "../../math/check-digits";
import type { BankAccount } from "../../types";
import { boleto } from "./boleto";

/** Código da empresa: the agreement, or carteira + agência + conta + DV. */
export function companyCode(a: BankAccount): string {
  if (a.agreement) return a.agreement;
  return padDigits(a.wallet, 4) + padDigits(a.agency, 5) + padDigits(a.account, 7) + (a.account_digit ?? "0");
}

/** Carteira, nosso número and its DV (from the boleto rules), in P and T alike. */
export const ourNumber: OurNumberCodec = {
  fields: ["wallet", "our_number", "our_number_dv"],
  encode(t, ctx: FileContext) {
    return {
      wallet: t.wallet,
      our_number: t.our_number,
      our_number_dv: printedCheckDigits(boleto.ourNumber(t, { today: ctx.generated_on })),
    };
  },
  decode(read) {
    const n = read("our_number");
    return { our_number: stripZeros(n), raw: `${read("wallet")}${n}${read("our_number_dv")}` };
  },
};

const OUR_NUMBER_240 = [
  num("wallet", 38, 40),
  zeros(41, 45),
  num("our_number", 46, 56),
  txt("our_number_dv", 57, 57),
];

export const cnab240 = defineCnab240({
  bank_code: "237",
  bank_name: "BRADESCO",
  // FEBRABAN 240 (084/042) código para protesto: '1' dias corridos, '2' dias úteis.
  protest: { calendar: "1", business: "2" },
  manual: "Bradesco, Layout de Arquivo Padrão FEBRABAN 240 posições — Cobrança (arquivo 084, lote 042)",
  versions: { file: "084", batch: "042" },
  overrides: {
    file_header: [num("company_code", 33, 52)],
    batch_header: [num("company_code", 34, 53)],
    P: OUR_NUMBER_240,
    T: OUR_NUMBER_240,
  },
  defaults: { file_header: { density: 1600 } },
  // C028: 1 baixar/devolver; 2 não baixar ("não tratado pelo banco": its own profile applies).
  write_off: { code: 2, with_days: { code: 1, min: 1, max: 999 } },
  // C004 / C044 of Bradesco's FEBRABAN 240 (manual/cnab240.codes.json); codes the manual marks 'não
  // tratado pelo banco' are not offered; its 47 is 'excluir negativação e manter pendente'.
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    discount: "07",
    discount_change: "16",
    interest_change: "12",
    interest_waive: "13",
    fine_change: "14",
    fine_waive: "15",
    protest: "09",
    protest_cancel: "11",
    protest_cancel_and_write_off: "10",
    negativacao: "45",
    negativacao_cancel: "47",
    document_number_change: "21",
    payer_change: "23",
    change_data: "31",
  },
  document_kinds: FEBRABAN_KINDS,
  occurrences: {
    ...FEBRABAN_OCCURRENCES,
    codes: {
      "02": registered("Entrada confirmada"),
      "03": rejected("Entrada rejeitada"),
      "04": other("Transferência de Carteira/Entrada (NÃO TRATADO PELO BANCO)"),
      "05": other("Transferência de Carteira/Baixa (NÃO TRATADO PELO BANCO)"),
      "06": paid("Liquidação"),
      "07": accepted(
        "discount",
        "Confirmação do recebimento da instrução de desconto (NÃO TRATADO PELO BANCO)",
      ),
      "08": accepted(
        "discount_cancel",
        "Confirmação do recebimento do cancelamento do desconto (NÃO TRATADO PELO BANCO)",
      ),
      "09": writtenOff("Baixa", "write_off"),
      "11": other("Títulos em carteira (em ser) (NÃO TRATADO PELO BANCO)"),
      "12": accepted("rebate", "Confirmação recebimento instrução de abatimento"),
      "13": accepted("rebate_cancel", "Confirmação recebimento instrução de cancelamento abatimento"),
      "14": dueDateChanged("Confirmação recebimento instrução alteração de vencimento"),
      "15": other("Franco de pagamento (NÃO TRATADO PELO BANCO)"),
      "17": paid("Liquidação após baixa ou liquidação título não registrado b/c"),
      "19": accepted("protest", "Confirmação recebimento instrução de protesto"),
      "20": accepted("protest_cancel", "Confirmação recebimento instrução de sustação de protesto"),
      "23": protest("Remessa a cartório (aponte em cartório)"),
      "24": protestCancelled("Retirada de cartório e manutenção em carteira"),
      "25": protested("Protestado e baixado (baixa por ter sido protestado)"),
      "26": instructionRejected("Instrução rejeitada (utilizar serviço negativação)"),
      "27": accepted("change_data", "Confirmação do pedido de alteração de outros dados"),
      "28": fee("Débito de Tarifas/Custas"),
      "29": other("Ocorrências do pagador (não tratar DDA)"),
      "30": instructionRejected("Alteração de dados rejeitada"),
      "33": other("Confirmação da alteração dos dados do rateio de crédito"),
      "34": other("Confirmação do cancelamento dos dados do rateio de crédito"),
      "35": other("Confirmação do desagendamento do débito automático"),
      "36": other("Confirmação de envio de e-mail/SMS (não tratar)"),
      "37": other("Envio de e-mail/SMS rejeitado (não tratar)"),
      "38": other(
        "Confirmação de alteração do prazo limite de recebimento (a data deve ser informada no campo",
      ),
      "39": other("Confirmação de dispensa de prazo limite de recebimento (NÃO TRATADO PELO BANCO)"),
      "40": accepted(
        "document_number_change",
        "Confirmação da alteração do número do título dado pelo beneficiario",
      ),
      "41": other("Confirmação da alteração do número controle do participante"),
      "42": accepted("payer_change", "Confirmação da alteração dos dados do pagador"),
      "43": other("Confirmação da alteração dos dados do Sacador/Avalista"),
      "44": other("Título pago com cheque devolvido"),
      "45": paid("Título pago com cheque compensado"),
      "46": protestCancelled("Instrução para cancelar protesto confirmada (NÃO TRATADO PELO BANCO)"),
      "47": other("Instrução para protesto para fins falimentares confirmada"),
      "48": other(
        "Confirmação de instrução de transferência de carteira/modalidade de cobrança (NÃO TRATADO",
      ),
      "49": other("Alteração de contrato de cobrança (NÃO TRATADO PELO BANCO)"),
      "50": other("Título pago com cheque pendente de liquidação"),
      "51": other("Título DDA reconhecido pelo pagador (NÃO TRATADO PELO BANCO)"),
      "52": other("Título DDA não reconhecido pelo pagador (NÃO TRATADO PELO BANCO)"),
      "53": rejected("Título DDA recusado pela CIP (NÃO TRATADO PELO BANCO)"),
      "54": writtenOff("Confirmação da instrução de baixa de título negativado sem protesto"),
      "73": accepted("negativacao", "Confirmação recebimento pedido de negativação"),
    },
  },
  reason_width: 2,
  simulate: FEBRABAN_SIMULATE,
  account: (ctx) => ({ company_code: companyCode(ctx.account) }),
  ourNumber,
  fileName: (ctx) => cbFileName(ctx),
});
