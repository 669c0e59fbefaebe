/**
 * 041 — Banrisul, CNAB 400 cobrança.
 *
 * Source: Banrisul, "Cobrança Banrisul — Leiaute de arquivos CNAB 400 posições" (remessa and
 * retorno). Differences from the common 400 block:
 * - header 10-26 blank, código do beneficiário (13: agência 4 + código 7 + número de controle 2)
 *   at 27-39, 40-46 blank, 101-394 blank;
 * - detail 2-17 blank, código do beneficiário 18-30, nosso número 8 + número de controle 2 at 63-72,
 *   carteira 108, 143-147 blank, tipo de mora 161 (`0` amount per day, blank none) and mora 162-173,
 *   nome 235-269 (35), multa 322-324 (percentage, 1 decimal) and 325-326 (days), 352-369 discount
 *   for early payment (zeros), dias de protesto 370-371, 372-394 blank;
 * - trailer: total value 28-40;
 * - retorno detail: nosso número 63-72, motivos 383-392 (5 × 2).
 * - 148-149 tipo de documento `08` (Cobrança Credenciada Banrisul: the beneficiary prints the
 *   boleto) for every espécie; 161 mora `0` per day or `1` monthly rate.
 * Retorno after 301 (manual p. 21): 302-342 blank but for cobrança partilhada / distribuída,
 * 343 forma and 344 canal de pagamento (not read), motivos 383-392.
 * Uncertain: instruction 18 ("cobrar multa") sent with a fine; in cobrança partilhada (carteira
 * M) or distribuída the manual repeats a title's record 1 per share, which lote reads as one
 * entry each.
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { printedCheckDigits } from "../../cnab/spec/febraban-codes";
import {
  accepted,
  dueDateChanged,
  fee,
  other,
  paid,
  protest,
  protestCancelled,
  protested,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";
import { accountInput, type FileContext, genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { onlyDigits } from "../../text";
import { boleto } from "./boleto";

/** Código do beneficiário, 13 digits: agência + código + número de controle as the boleto prints them. */
function beneficiaryCode(ctx: FileContext): string {
  return onlyDigits(boleto.beneficiaryCode(accountInput(ctx)));
}

const ourNumber: OurNumberCodec = {
  fields: ["our_number", "our_number_dv"],
  encode: (t) => ({ our_number: t.our_number, our_number_dv: printedCheckDigits(boleto.ourNumber(t)) }),
  decode: (read) => ({
    our_number: stripZeros(read("our_number")),
    raw: read("our_number") + read("our_number_dv"),
  }),
};

export const cnab400 = defineCnab400({
  bank_code: "041",
  bank_name: "BANRISUL",
  manual: "Banrisul, Cobrança Banrisul — Leiaute de arquivos CNAB 400 posições",
  detail_type: "1",
  overrides: {
    header: [blank(10, 26), num("beneficiary_code", 27, 39), blank(40, 46)],
    detail: [
      blank(2, 17),
      num("beneficiary_code", 18, 30),
      blank(31, 37),
      txt("company_reference", 38, 62),
      num("our_number", 63, 70),
      num("our_number_dv", 71, 72),
      blank(73, 107),
      num("wallet", 108, 108),
      blank(143, 147),
      txt("interest_type", 161, 161),
      num("interest.value", 162, 173),
      txt("payer.name", 235, 269),
      blank(270, 274),
      blank(315, 321),
      num("fine.value", 322, 324),
      num("fine_days", 325, 326),
      zeros(352, 355),
      blank(356, 356),
      zeros(357, 369),
      num("protest_days", 370, 371),
      blank(372, 394),
    ],
    trailer: [blank(2, 27), num("total_amount", 28, 40), blank(41, 394)],
    ret_detail: [
      num("company.document_type", 2, 3),
      num("company.document", 4, 17),
      num("beneficiary_code", 18, 30),
      blank(31, 37),
      txt("company_reference", 38, 62),
      num("our_number", 63, 70),
      num("our_number_dv", 71, 72),
      blank(73, 107),
      num("wallet", 108, 108),
      blank(189, 214),
      blank(302, 382),
      txt("reasons", 383, 392),
      blank(393, 394),
    ],
  },
  fine_kinds: ["rate"],
  check(d, issues, path) {
    if (d.fine.code === "2" && d.fine.value % 10 !== 0) {
      issues.push({
        code: "CNAB_UNSUPPORTED_FINE",
        path: [...path, "fine", "value"],
        message: "Banrisul takes the fine rate in tenths of a percent (value a multiple of 10 basis points)",
      });
    }
  },
  detail(d, v) {
    // 161: 0 valor diário, 1 taxa mensal (162-173: 2 decimals, i.e. lote's basis points).
    v.interest_type = d.interest.code === "1" ? "0" : d.interest.code === "2" ? "1" : "";
    if (d.fine.code === "2") {
      v["fine.value"] = d.fine.value / 10;
      v.instruction_1 = 18;
    }
  },
  // 109-110 código de ocorrência, remessa and retorno (manual/cnab400.codes.json); the payer changes
  // field by field (18-21), which lote's payer_change does not map to.
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    interest_waive: "11",
    protest: "09",
    protest_cancel: "10",
    document_number_change: "08",
  },
  // 148-149 is the "tipo de documento" of emission, not an espécie ("para todos os documentos será
  // considerado Duplicata Mercantil"): 08 = Cobrança Credenciada Banrisul, the boleto printed by the
  // beneficiary, which is what lote issues.
  document_kinds: { DM: "08", NP: "08", DS: "08", RC: "08", OUT: "08" },
  monthly_rate_interest: true,
  occurrences: {
    codes: {
      "02": registered("Confirmação de entrada"),
      "03": rejected("Entrada rejeitada"),
      "04": writtenOff("Baixa de título liquidado por edital"),
      "06": paid("Liquidação normal"),
      "07": paid("Liquidação parcial"),
      "08": paid("Baixa por pagamento, liquidação pelo saldo"),
      "09": writtenOff("Devolução automática"),
      "10": writtenOff("Baixado conforme instruções", "write_off"),
      "11": other("Arquivo levantamento"),
      "12": accepted("rebate", "Concessão de abatimento"),
      "13": accepted("rebate_cancel", "Cancelamento de abatimento"),
      "14": dueDateChanged("Vencimento alterado"),
      "15": paid("Pagamento em cartório"),
      "16": other("Alteração de dados"),
      "18": other("Alteração de instruções"),
      "19": accepted("protest", "Confirmação de instrução de protesto"),
      "20": accepted("protest_cancel", "Confirmação de instrução para sustar protesto"),
      "21": protest("Aguardando autorização para protesto por edital"),
      "22": protestCancelled("Protesto sustado por alteração de vencimento e prazo de cartório"),
      "23": protest("Confirmação da entrada em cartório"),
      "25": writtenOff("Devolução, liquidado anteriormente"),
      "26": protestCancelled("Devolvido pelo cartório - erro de informação"),
      "30": paid("Cobrança a creditar (liquidação em trânsito)"),
      "31": paid("Título em trânsito pago em cartório"),
      "32": other("Reembolso e transferência Desconto e Vendor ou carteira em garantia"),
      "33": other("Reembolso e devolução Desconto e Vendor"),
      "34": other("Reembolso não efetuado por falta de saldo"),
      "40": protested("Baixa de títulos protestados"),
      "41": fee("Despesa de aponte"),
      "42": other("Alteração de título"),
      "43": other("Relação de títulos"),
      "44": fee("Manutenção mensal"),
      "45": protest("Sustação de cartório e envio de título a cartório"),
      "46": other("Fornecimento de formulário pré-impresso"),
      "47": registered("Confirmação de entrada - pagador DDA"),
      "68": other("Acerto dos dados do rateio de crédito"),
      "69": other("Cancelamento dos dados do rateio"),
    },
  },
  reason_width: 2,
  simulate: {
    registered: "02",
    rejected: "03",
    paid: "06",
    written_off: "09",
    due_date_changed: "14",
    rejection_reason: "01",
  },
  account: (ctx) => ({ beneficiary_code: beneficiaryCode(ctx) }),
  ourNumber,
  fileName: genericFileName,
});
