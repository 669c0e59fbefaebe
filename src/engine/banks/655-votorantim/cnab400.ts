/**
 * 655 — Banco Votorantim (Banco BV), CNAB 400 cobrança (Cobrança Direta, pré-impressa).
 *
 * Source: Banco Votorantim, "Cobrança Bancária — Intercâmbio Eletrônico de Arquivos CNAB 400,
 * Layout do Arquivo" (6.2; eduardokum/laravel-boleto keeps it as
 * `manuais/BV/CNAB_400__posições_Cobrança_Banco_Votorantim_6_2.pdf`), transcribed to
 * `manual/cnab400.table.json` and diffed (`manual-crosscheck.test.ts`). BV's own layout, not
 * the common 400 block:
 * - header 27-46 blanks, 80-99 `BANCO VOTORANTIM S/A`, 100-105 date, 390-394 `CL001` (retorno:
 *   27-36 convênio, 37-46 conta, `CL002`);
 * - detail 18-19 zeros (instrução cancelada, only for ocorrências 35/38: nota 4), 20-29 código do
 *   convênio (the account's `agreement`), 30-37 blanks (contrato externo), 38-62 uso da empresa,
 *   63-72 nosso número (10, with BV's DV as the boleto prints it: `boleto.ts`), 73-75 carteira `500`
 *   (nota 13: cobrança direta pré-impressa, carteira simples), 76-77 ocorrência (nota 6: `48`
 *   remessa cobrança direta, the client's nosso número from its range, obs H), 78-87 nº da
 *   duplicata, 88-93 vencimento, 94-106 valor, 107-109 `655`, 110-114 `00001`, 115-116 espécie
 *   (nota 5: 01 DM, 08 DS), 117 aceite, 118-123 emissão, 124-127 instruções (nota 7: 81 protestar
 *   após XX dias corridos, days at 375-376), 128-136 blanks, 137 código de mora (nota 31: 4 valor
 *   ao dia, 2 percentual mensal, 3 isento) + 138-150 mora, 151-170 desconto (date, value, código 1
 *   valor / 0), 171-182 IOF (12), 183-195 abatimento, pagador 196-328 (nome 40, logradouro 37,
 *   bairro 12, CEP, cidade 15, UF), 329-368 sacador, 369-374 data de mora ("utilizar a data de
 *   vencimento"), 377 moeda `0` (nota 9);
 * - retorno detail 18-27 convênio, 63-72 nosso número, 98-100 carteira, 101-102 ocorrência (nota
 *   10), 111-301 the common money block, 302-303 instrução cancelada, 313 DDA, 314-353 nome,
 *   367-374 erros (4 × 2, nota 11), 377-378 código de liquidação; trailer 3-4 zeros, 18-25 / 26-39
 *   títulos and valor.
 * Movements (nota 6): 48, 02, 04, 07 (valor nominal), 08 (alteração do vencimento), 10 (não
 * protestar), 36 (protesto urgente), 18 (sustar protesto). The optional record 2 (multa: its date is the day after which BV charges,
 * nota 16) is not written: a title with a fine is refused (`CNAB_UNSUPPORTED_FINE`).
 * laravel-boleto's writer (`Cnab/Remessa/Cnab400/Banco/Bv.php`) is the second source read.
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { ddmmyy, stripZeros } from "../../cnab/layout/format";
import {
  accepted,
  dueDateChanged,
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
import { padDigits } from "../../math/check-digits";
import { BV_ENTRY_ERRORS, BV_INSTRUCTION_ERRORS } from "./cnab400-codes";

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t) => ({ our_number: padDigits(t.our_number, 10) }),
  decode: (read) => {
    const raw = read("our_number");
    return { our_number: stripZeros(raw.trim()), raw };
  },
};

const COMPANY = [num("company.document_type", 2, 3), num("company.document", 4, 17)];

export const cnab400 = defineCnab400({
  bank_code: "655",
  bank_name: "BANCO VOTORANTIM S/A",
  manual: "Banco Votorantim, Intercâmbio Eletrônico de Arquivos CNAB 400 — Layout do Arquivo (6.2)",
  detail_type: "1",
  overrides: {
    header: [
      blank(27, 46),
      lit("BANCO VOTORANTIM S/A", 80, 99),
      num("generated_date", 100, 105),
      blank(106, 389),
      lit("CL001", 390, 394),
    ],
    ret_header: [
      num("agreement", 27, 36),
      num("account_number", 37, 46),
      txt("bank_name", 80, 99),
      num("generated_date", 100, 105),
      blank(106, 389),
      txt("layout_id", 390, 394),
    ],
    detail: [
      ...COMPANY,
      zeros(18, 19),
      num("agreement", 20, 29),
      blank(30, 37),
      txt("company_reference", 38, 62),
      num("our_number", 63, 72),
      lit("500", 73, 75, "9"),
      num("movement", 76, 77),
      txt("document_number", 78, 87),
      num("due_date", 88, 93),
      num("amount_cents", 94, 106),
      num("collecting_bank", 107, 109),
      lit("00001", 110, 114, "9"),
      num("document_kind", 115, 116),
      txt("acceptance", 117, 117),
      num("issue_date", 118, 123),
      num("instruction_1", 124, 125),
      lit("00", 126, 127, "9"),
      blank(128, 136),
      num("interest_code", 137, 137),
      num("interest.value", 138, 150),
      num("discount.until", 151, 156),
      num("discount.amount_cents", 157, 169),
      num("discount_code", 170, 170),
      zeros(171, 182),
      num("rebate_cents", 183, 195),
      num("payer.document_type", 196, 197),
      num("payer.document", 198, 211),
      txt("payer.name", 212, 251),
      txt("payer.address.street", 252, 288),
      blank(289, 291),
      txt("payer.address.district", 292, 303),
      num("payer.address.zip_code", 304, 311),
      txt("payer.address.city", 312, 326),
      txt("payer.address.state", 327, 328),
      txt("guarantor.name", 329, 368),
      num("interest_date", 369, 374),
      num("protest_days", 375, 376),
      lit("0", 377, 377, "9"),
      blank(378, 394),
    ],
    ret_detail: [
      ...COMPANY,
      num("agreement", 18, 27),
      blank(28, 37),
      txt("company_reference", 38, 62),
      txt("our_number", 63, 72),
      txt("correspondent_our_number", 73, 97),
      num("bank_wallet", 98, 100),
      num("movement", 101, 102),
      zeros(103, 110),
      txt("collecting_agency", 169, 173),
      num("cancelled_instruction", 302, 303),
      zeros(304, 312),
      num("dda", 313, 313),
      txt("payer_name", 314, 353),
      zeros(354, 366),
      txt("reasons", 367, 374),
      zeros(375, 376),
      num("liquidation_code", 377, 378),
      zeros(379, 394),
    ],
    ret_trailer: [zeros(3, 4), blank(40, 394)],
  },
  defaults: { detail: { instruction_1: 0 } },
  fine_kinds: [],
  monthly_rate_interest: true,
  protest: { calendar: "81" },
  detail(d, v) {
    // Nota 31: 4 valor ao dia, 2 percentual mensal (2 decimals: lote's basis points), 3 isento.
    v.interest_code = d.interest.code === "1" ? 4 : d.interest.code === "2" ? 2 : 3;
    // Nota 32: 1 valor (lote's discount is an amount); 0 with no discount, as laravel-boleto writes.
    v.discount_code = d.discount.value > 0 ? 1 : 0;
    // 369-374 "data de mora: utilizar a data de vencimento".
    v.interest_date = ddmmyy(d.due_date);
    v.protest_days = 0;
  },
  // Nota 6 (76-77), as transcribed in manual/cnab400.codes.json: 48 remessa
  // cobrança direta (the beneficiary prints), 07 valor nominal, 08 alteração do vencimento, 10 não
  // protestar, 18 sustar, 36 protesto urgente.
  movements: {
    entry: "48",
    write_off: "02",
    rebate: "04",
    amount_change: "07",
    due_date_change: "08",
    protest: "36",
    protest_cancel: "18",
    do_not_protest: "10",
  },
  document_kinds: { DM: "01", DS: "08" },
  // Nota 10 (101-102): 09 "baixa simples" is the list's only baixa, the answer to a pedido de baixa.
  occurrences: {
    codes: {
      "02": registered("Entrada confirmada"),
      "03": rejected("Entrada rejeitada"),
      "06": paid("Liquidação normal"),
      "07": paid("Liquidação parcial"),
      "08": paid("Liquidação em cartório"),
      "09": writtenOff("Baixa simples", "write_off"),
      "12": accepted("rebate", "Abatimento concedido"),
      "14": dueDateChanged("Vencimento alterado"),
      "16": instructionRejected("Instruções rejeitadas"),
      "18": other("Confirmação da instrução de alteração de dias para baixa automática"),
      "19": accepted("protest", "Confirmação da instrução de protesto"),
      "20": accepted("protest_cancel", "Confirmação da instrução de sustação de protesto"),
      "21": accepted("do_not_protest", "Confirmação da instrução de não protestar"),
      "22": other("Confirmação da instrução de não baixar automaticamente"),
      "23": protest("Protesto enviado a cartório"),
      "24": other("Confirmação de alteração de dias para baixa automática"),
      "25": other("Confirmação de cancelamento de baixa automática"),
      "26": accepted("amount_change", "Confirmação de alteração do valor nominal"),
      "27": other("Confirmação de alteração de valor/percentual mínimo"),
      "28": other("Confirmação de alteração de valor/percentual máximo"),
      "29": other("Confirmação de alteração de valor/percentual mínimo e máximo"),
      "32": protested("Baixa por ter sido protestado"),
      "33": protested("Confirmação de protesto"),
      "34": protestCancelled("Confirmação de sustação"),
      "35": protestCancelled("Protesto sustado judicialmente"),
      "47": other("Transferência de carteira"),
      "48": other("Alteração de percentual mínimo/máximo"),
      "49": other("Alteração de percentual mínimo"),
      "50": other("Alteração de percentual máximo"),
      "51": other("Alteração da quantidade de parcelas"),
      "70": paid("Liquidação PIX"),
    },
    reasons: {
      rejected: { ...BV_ENTRY_ERRORS, ...BV_INSTRUCTION_ERRORS },
      instruction_rejected: BV_INSTRUCTION_ERRORS,
    },
  },
  reason_width: 2,
  simulate: {
    registered: "02",
    rejected: "03",
    paid: "06",
    written_off: "09",
    due_date_changed: "14",
    rejection_reason: "23",
  },
  account: (ctx) => ({ agreement: ctx.account.agreement ?? "" }),
  ourNumber,
  fileName: genericFileName,
});
