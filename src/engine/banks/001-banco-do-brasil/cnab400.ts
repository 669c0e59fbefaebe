/**
 * 001 — Banco do Brasil, CNAB 400 cobrança: remessa for convênios of 7 digits (detail type 7),
 * retorno for 7 digits (type 7) and for up to 6 digits (type 1).
 *
 * Sources: Banco do Brasil, "Layout de Arquivos — Cobrança CNAB 400 posições, convênio com 7
 * dígitos (CBR641)": header (NSA 101-107, convênio líder 130-136), detail tipo 7 (agência/conta
 * 18-31, convênio 32-38, nosso número 64-80 = convênio + sequencial, variação 92-94, carteira
 * 107-108, name 235-271 of 37), optional tipo 5 serviço 99 (multa), trailer. "CNAB400/CBR643 —
 * Layout de Arquivo Retorno para convênios de 7 posições" (Jan/2014): header 101-107 sequencial,
 * 150-156 convênio; detail tipo 7: data de crédito 176-181, tarifa 182-188, valor lançamento
 * 306-318; trailer 18-39 cobrança simples.
 * The retorno detail tipo 1 of convênios of up to 6 digits (BB, "Layout de Arquivo Retorno para
 * convênios na faixa numérica entre 000.001 a 999.999", Set/09, not at hand) is read at the
 * positions two independent readers give alike — ACBr `LerRetorno400Pos6` and ya-retorno-boleto
 * `CNAB400Conv6Processor`: convênio 32-37, controle do participante 38-62, nosso número 63-73
 * (convênio + sequencial, 11) with its DV at 74; from 107 on the same positions as tipo 7 (the
 * corpus's CBR643 files of 6-digit convênios agree).
 * Uncertain: the retorno's valor lançamento (306-318) is read as the credited amount; the
 * "comandos" table is abbreviated to the codes lote maps; in a tipo 1 the sequential part is the
 * nosso número after its convênio (6 digits, or 4 when 32-37 holds a 4-digit convênio).
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import {
  accepted,
  dueDateChanged,
  fee,
  other,
  paid,
  protest,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { bbDigits, bbOurNumber, bbSequence, checkAgreement, walletVariation } from "./cnab240";

const ACCOUNT = [
  num("account.agency", 18, 21),
  txt("account.agency_digit", 22, 22),
  num("account.account", 23, 30),
  txt("account.account_digit", 31, 31),
  num("account.agreement", 32, 38),
];

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t) => ({ our_number: bbOurNumber(t) }),
  decode: (read) => ({ our_number: bbSequence(read("our_number")), raw: read("our_number") }),
};

/**
 * Retorno tipo 1 (convênios of up to 6 digits): the 11-position nosso número is the convênio (6,
 * or 4 for a 4-digit convênio, as the boleto's campo livre lays it out) and the sequencial.
 */
const convenio6: OurNumberCodec["decode"] = (read) => {
  const raw = read("our_number") + read("our_number_dv");
  const agreement = stripZeros(read("account.agreement"));
  const width = agreement.length <= 4 ? 4 : 6;
  return { our_number: stripZeros(read("our_number").slice(width).trim() || "0"), raw: raw.trimEnd() };
};

/** The retorno detail's fields from 107 on, alike in tipos 7 and 1 (CBR643 pp. 5-6). */
const RET_TAIL = [
  num("wallet", 107, 108),
  num("credit_date", 176, 181),
  num("fee_cents", 182, 188),
  blank(293, 305),
  num("credited_cents", 306, 318),
  blank(319, 394),
];

export const cnab400 = defineCnab400({
  bank_code: "001",
  bank_name: "BANCODOBRASIL",
  manual: "Banco do Brasil, Layout de Arquivos — Cobrança CNAB 400, convênio de 7 dígitos (CBR643)",
  detail_type: "7",
  overrides: {
    header: [
      lit("COBRANCA", 12, 19),
      blank(20, 26),
      num("account.agency", 27, 30),
      txt("account.agency_digit", 31, 31),
      num("account.account", 32, 39),
      txt("account.account_digit", 40, 40),
      zeros(41, 46),
      num("file_sequence", 101, 107),
      blank(108, 129),
      num("leader_agreement", 130, 136),
      blank(137, 394),
    ],
    detail: [
      num("company.document_type", 2, 3),
      num("company.document", 4, 17),
      ...ACCOUNT,
      txt("company_reference", 39, 63),
      txt("our_number", 64, 80),
      zeros(81, 84),
      blank(85, 87),
      txt("guarantor_flag", 88, 88),
      blank(89, 91),
      num("wallet_variation", 92, 94),
      zeros(95, 101),
      blank(102, 106),
      num("wallet", 107, 108),
      zeros(143, 146),
      blank(147, 147),
      txt("payer.name", 235, 271),
      blank(272, 274),
    ],
    ret_header: [
      lit("COBRANCA", 12, 19),
      blank(20, 26),
      num("account.agency", 27, 30),
      txt("account.agency_digit", 31, 31),
      num("account.account", 32, 39),
      txt("account.account_digit", 40, 40),
      // Zeros for 7-digit convênios (CBR643 field 11); the convênio for 6-digit ones (ACBr, ya-retorno-boleto).
      num("agreement6", 41, 46),
      num("file_sequence", 101, 107),
      blank(108, 149),
      num("leader_agreement", 150, 156),
      blank(157, 394),
    ],
    ret_detail: [
      num("company.document_type", 2, 3),
      num("company.document", 4, 17),
      ...ACCOUNT,
      txt("company_reference", 39, 63),
      txt("our_number", 64, 80),
      blank(81, 91),
      num("wallet_variation", 92, 94),
      blank(95, 106),
      ...RET_TAIL,
    ],
  },
  ret_detail_variants: [
    {
      type: "1",
      overrides: [
        num("company.document_type", 2, 3),
        num("company.document", 4, 17),
        ...ACCOUNT.slice(0, 4),
        num("account.agreement", 32, 37),
        txt("company_reference", 38, 62),
        txt("our_number", 63, 73),
        txt("our_number_dv", 74, 74),
        blank(75, 106),
        ...RET_TAIL,
      ],
      decode: convenio6,
    },
  ],
  extras: {
    fine: {
      type: "5",
      table: [
        lit("5", 1, 1, "9"),
        lit("99", 2, 3, "9"),
        num("fine_code", 4, 4),
        num("fine.start_date", 5, 10),
        num("fine.value", 11, 22),
        blank(23, 394),
        num("sequence", 395, 400),
      ],
    },
  },
  fine_kinds: ["amount", "rate"],
  detail(d, v) {
    v.guarantor_flag = d.guarantor ? "A" : "";
  },
  // CBR641 nota 20 (comando, 109-110). Not offered: 03 débito em conta, 07 controle do
  // participante, 16 juros and 35 multa (their values take 174-192 in nota 11's own layout), 34,
  // 37-40.
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    document_number_change: "08",
    protest: "09",
    protest_cancel: "10",
    interest_waive: "11",
    payer_change: "12",
    discount: "31",
    discount_cancel: "32",
    discount_change: "33",
    fine_waive: "36",
  },
  document_kinds: {
    DM: "01",
    NP: "02",
    NS: "03",
    RC: "05",
    LC: "08",
    W: "09",
    CH: "10",
    DS: "12",
    ND: "13",
    AP: "15",
  },
  occurrences: {
    codes: {
      "02": registered("Confirmação de entrada de título"),
      "03": rejected("Comando recusado"),
      "05": paid("Liquidado sem registro"),
      "06": paid("Liquidação normal"),
      "07": paid("Liquidação por conta/parcial"),
      "08": paid("Liquidação por saldo"),
      "09": writtenOff("Baixa de título"),
      "10": writtenOff("Baixa solicitada", "write_off"),
      "11": other("Títulos em ser"),
      "12": accepted("rebate", "Abatimento concedido"),
      "13": accepted("rebate_cancel", "Abatimento cancelado"),
      "14": dueDateChanged("Alteração de vencimento do título"),
      "15": paid("Liquidação em cartório"),
      "16": accepted("interest_change", "Confirmação de alteração de juros de mora"),
      "19": accepted("protest", "Confirmação de recebimento de instruções para protesto"),
      "20": other("Débito em conta"),
      "21": accepted("payer_change", "Alteração do nome do sacado"),
      "22": accepted("payer_change", "Alteração do endereço do sacado"),
      "23": protest("Indicação de encaminhamento a cartório"),
      "24": accepted("protest_cancel", "Sustar protesto"),
      "25": accepted("interest_waive", "Dispensar juros de mora"),
      "26": accepted("document_number_change", "Alteração do número do título dado pelo cedente"),
      "28": other("Manutenção de título vencido"),
      "31": accepted("discount", "Conceder desconto"),
      "32": accepted("discount_cancel", "Não conceder desconto"),
      "33": accepted("discount_change", "Retificar desconto"),
      "34": other("Alterar data para desconto"),
      "35": accepted("fine_change", "Cobrar multa"),
      "36": accepted("fine_waive", "Dispensar multa"),
      "37": other("Dispensar indexador"),
      "38": other("Dispensar prazo limite para recebimento"),
      "39": other("Alterar prazo limite para recebimento"),
      "41": other("Alteração do número do controle do participante"),
      "42": other("Alteração do número do documento do sacado"),
      "44": other("Título pago com cheque devolvido"),
      "46": other("Título pago com cheque, aguardando compensação"),
      "72": other("Alteração de tipo de cobrança"),
      "73": other("Confirmação de instrução de parâmetro de pagamento parcial"),
      "96": fee("Despesas de protesto"),
      "97": fee("Despesas de sustação de protesto"),
      "98": fee("Débito de custas antecipadas"),
    },
  },
  reason_width: 2,
  simulate: {
    registered: "02",
    rejected: "03",
    paid: "06",
    written_off: "10",
    due_date_changed: "14",
    rejection_reason: "",
  },
  account(ctx, issues) {
    checkAgreement(ctx, issues);
    const digits = bbDigits(ctx);
    return {
      wallet_variation: walletVariation(ctx, issues),
      // Convênio líder (header 130-136): the account's own unless bank_fields.leader_agreement names another.
      leader_agreement: ctx.account.bank_fields?.leader_agreement ?? ctx.account.agreement,
      "account.agency_digit": digits.agency,
      "account.account_digit": digits.account,
    };
  },
  ourNumber,
  fileName: genericFileName,
});
