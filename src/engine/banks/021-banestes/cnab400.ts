/**
 * 021 — Banestes, CNAB 400 cobrança.
 *
 * Source: Banestes, "Cobrança Banestes — Layout de Arquivo, Cobrança Simples e Parcelada Padrão
 * CNAB 400 Posições" (kept by brcobranca in `docs/banestes/layout_cobranca_cnab400.pdf`): 5.1
 * remessa (header, transação, trailler), 6.1 retorno (header, transação, trailler), anexos I-XVIII.
 * Its tables are transcribed to `manual/cnab400.table.json` and diffed
 * (`manual-crosscheck.test.ts`). Differences from the common 400 block:
 * - header 27-37 identificação da empresa (the conta corrente 10 + DV), 38-46 blank, 80-87
 *   `BANESTES`, 88-94 blank, no NSA;
 * - detail 18-28 the same conta, 29-37 blank, 63-72 nosso número 8 + its two DVs (anexo II), 73
 *   código da multa (anexo XVIII: 0 valor, 1 taxa) and 74-82 its value (2 decimals), 83-92 carnê
 *   fields blank/zeros, 93 and 94-107 the sacador/avalista's CPF/CNPJ, 108 carteira (anexo III: 1
 *   simples, 3 caucionada — the boleto's variação 4 or 3), 127-129 zeros and 130-139 the amount
 *   (10), 140-142 `021`, 143-147 `00501` (anexo VI: the beneficiary distributes), 148-149 espécie
 *   printed by the client (anexo VII: 01 DM, 02 NP, 03 NS, 05 RC, 10 LC, 11 DS, 99), 157-160 `P700`
 *   (anexo VIII: não protestar), 161 código de mora (anexo IX: 0 valor diário, 1 taxa mensal) and
 *   162-173 its value, 327-334 CEP, 352-391 mensagem (blank), 392-393 zeros, 394 moeda `0` (real);
 * - retorno detail 83-84 código do lançamento, 153-155 fator de vencimento, 156-165 the amount
 *   (10), 189-201 outras despesas, 319-328 motivos (5 × 2), 377-390 número and data da remessa; no
 *   credit date; trailer: the títulos and values "em cobrança simples / vinculada / caucionada" — the
 *   portfolio (not checked).
 * Movements (anexo IV): 01, 02, 04, 05, 06, 09, 18 (sustar protesto). Retorno codes (anexo XIII)
 * are FEBRABAN's C044 with Banestes' 98 (instrução de protesto processada) and 99 (remessa
 * rejeitada); their motivos are kept as codes (the manual's tables A-C are not transcribed).
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
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
  protested,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { padDigits } from "../../math/check-digits";
import { onlyDigits } from "../../text";
import { boleto } from "./boleto";

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t) => ({ our_number: onlyDigits(boleto.ourNumber(t)) }),
  decode: (read) => {
    const raw = read("our_number");
    return { our_number: stripZeros(raw.slice(0, 8) || "0"), raw };
  },
};

const COMPANY = [
  num("company.document_type", 2, 3),
  num("company.document", 4, 17),
  num("company_account", 18, 28),
  blank(29, 37),
];

export const cnab400 = defineCnab400({
  bank_code: "021",
  bank_name: "BANESTES",
  manual: "Banestes, Cobrança Banestes — Layout de Arquivo CNAB 400 posições (cobrança simples e parcelada)",
  detail_type: "1",
  overrides: {
    header: [num("company_account", 27, 37), blank(38, 46), txt("bank_name", 80, 87), blank(88, 94)],
    detail: [
      ...COMPANY,
      txt("company_reference", 38, 62),
      num("our_number", 63, 72),
      num("fine_code", 73, 73),
      num("fine_value", 74, 82),
      blank(83, 88),
      zeros(89, 90),
      zeros(91, 92),
      num("guarantor_type", 93, 93),
      num("guarantor_document", 94, 107),
      num("wallet_code", 108, 108),
      zeros(127, 129),
      num("amount_cents", 130, 139),
      lit("00501", 143, 147, "9"),
      lit("P7", 157, 158),
      lit("00", 159, 160),
      num("interest_code", 161, 161),
      num("interest.value", 162, 173),
      txt("payer.address.zip_code", 327, 334),
      txt("message", 352, 391),
      zeros(392, 393),
      lit("0", 394, 394, "9"),
    ],
    ret_detail: [
      ...COMPANY,
      txt("company_reference", 38, 62),
      num("our_number", 63, 72),
      blank(73, 82),
      num("entry_code", 83, 84),
      blank(85, 107),
      num("wallet_code", 108, 108),
      num("due_factor", 153, 155),
      num("amount_cents", 156, 165),
      zeros(202, 214),
      num("notary_payment", 293, 293),
      blank(294, 318),
      txt("reasons", 319, 328),
      blank(329, 376),
      num("remessa_number", 377, 382),
      num("remessa_date", 383, 390),
      txt("transmission", 391, 393),
      num("currency", 394, 394),
    ],
  },
  fine_kinds: ["amount", "rate"],
  monthly_rate_interest: true,
  detail(d, v) {
    v.fine_code = d.fine.code === "2" ? 1 : 0;
    v.fine_value = d.fine.value;
    v.interest_code = d.interest.code === "2" ? 1 : 0;
    v["interest.value"] = d.interest.code === "3" ? 0 : d.interest.value;
    v.wallet_code = (d.title.bank_fields?.variation ?? "4") === "3" ? 3 : 1;
    v.guarantor_type = d.guarantor ? d.guarantor.type : 0;
    v.guarantor_document = d.guarantor ? d.guarantor.document : 0;
  },
  // Anexos IV (remessa) and XIII (retorno), as transcribed in manual/cnab400.codes.json.
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    discount: "12",
    discount_change: "14",
    discount_cancel: "13",
    interest_change: "17",
    interest_waive: "11",
    fine_change: "15",
    fine_waive: "16",
    protest: "09",
    protest_cancel: "18",
    protest_cancel_and_write_off: "20",
    do_not_protest: "10",
    document_number_change: "08",
    payer_change: "23",
  },
  // Anexo VII, the codes for boletos the client prints (01-20).
  document_kinds: { DM: "01", NP: "02", NS: "03", RC: "05", LC: "10", DS: "11", OUT: "99" },
  occurrences: {
    codes: {
      "02": registered("Entrada confirmada"),
      "03": rejected("Entrada rejeitada"),
      "04": other("Transferência de carteira/entrada"),
      "05": other("Transferência de carteira/baixa"),
      "06": paid("Liquidação"),
      "07": accepted("discount", "Confirmação do recebimento da instrução de desconto"),
      "08": accepted("discount_cancel", "Confirmação do recebimento do cancelamento do desconto"),
      "09": writtenOff("Baixa", "write_off"),
      "11": other("Títulos em carteira (em ser)"),
      "12": accepted("rebate", "Confirmação recebimento instrução de abatimento"),
      "13": accepted("rebate_cancel", "Confirmação recebimento instrução de cancelamento abatimento"),
      "14": dueDateChanged("Confirmação recebimento instrução alteração de vencimento"),
      "17": paid("Liquidação após baixa ou liquidação título não registrado"),
      "19": accepted("protest", "Confirmação recebimento instrução de protesto"),
      "20": accepted(
        "protest_cancel",
        "Confirmação recebimento instrução de sustação/cancelamento de protesto",
      ),
      "21": other("Solicitação de 2ª via de instrumento de protesto"),
      "22": other("2ª via de instrumento de protesto emitida pelo cartório"),
      "23": protest("Remessa a cartório (aponte em cartório)"),
      "24": protestCancelled("Retirada de cartório e manutenção em carteira"),
      "25": protested("Protestado e baixado (baixa por ter sido protestado)"),
      "26": instructionRejected("Instrução rejeitada"),
      "27": accepted("change_data", "Confirmação do pedido de alteração de outros dados"),
      "28": fee("Débito de tarifas/custas"),
      "30": instructionRejected("Alteração de dados rejeitada"),
      "40": accepted(
        "document_number_change",
        "Confirmação da alteração do número do título dado pelo beneficiário",
      ),
      "42": accepted("payer_change", "Confirmação da alteração dos dados do pagador"),
      "43": other("Confirmação da alteração dos dados do sacador/avalista"),
      "51": other("Título DDA reconhecido pelo pagador"),
      "52": other("Título DDA não reconhecido pelo pagador"),
      "53": rejected("Título DDA recusado pela CIP"),
      "98": protest("Instrução de protesto processada"),
      "99": rejected("Remessa rejeitada"),
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
  account: (ctx) => ({
    company_account: `${padDigits(ctx.account.account, 10)}${ctx.account.account_digit ?? ""}`,
  }),
  ourNumber,
  fileName: genericFileName,
  // 6.1.3: the trailer states the títulos "em cobrança simples / vinculada / caucionada".
  retorno_trailer: { totals: "portfolio" },
});
