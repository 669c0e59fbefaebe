/**
 * 104 — CAIXA, CNAB 400 cobrança (SIGCB).
 *
 * Source: CAIXA, "Leiaute de Arquivo Eletrônico Padrão CNAB 400 — Cobrança Bancária CAIXA — SIGCB"
 * (67.126 v004, janeiro/2016; kept by brcobranca in `docs/Caixa/`), anexos I-VII. Differences from
 * the common 400 block:
 * - header 27-30 agência, 31-36 código do beneficiário (6), 37-46 blank, 80-94 `C ECON FEDERAL`
 *   (NE007), 101-103 `007` (laravel-boleto and BoletoNetCore write it, and CAIXA's own retorno
 *   of 2021 in the corpus carries it; v004 still shows blanks there), 390-394 NSA (5);
 * - detail 18-27 agência + código do beneficiário, 28 `2` (cliente emite, NE027), 29 `0`
 *   (postagem pelo beneficiário, NE028), 30-31 `00` (comissão por dia, NE013), 32-56 uso da
 *   empresa, 57-58 modalidade `14` + 59-73 nosso número 15 (NE015), 74-106 blank (no message),
 *   107-108 carteira `01` (registrada, NE016), 143-147 zeros, espécies per NE022, 157-160
 *   instruções `00` with 392-393 prazo `00` (the beneficiary's registration decides protest or
 *   devolução, as both writers send), 352-357 data and 358-367 valor da multa (an amount: a rate is
 *   turned into centavos of the title's amount, rounded, as laravel-boleto does), 368-389
 *   sacador/avalista (22), 390-391 instrução 3 `00`, 394 moeda `1` (NE026).
 * - retorno: header 101-158 mensagem, 390-394 NSA; detail 80-82 motivo da rejeição (NE032, one
 *   code of 3), 176-188 tarifa, 215-292 IOF, abatimento, desconto, valor principal (read as
 *   paid), juros, multa; 294-299 data do crédito; trailer `9201104` only.
 * Movements (NE017): 01 entrada, 02 baixa, 03 / 04 abatimento, 05 vencimento, 09 outros dados;
 * protest is chosen by the prazo (07, 11, 12), which lote does not send. Retorno (NE033): 01
 * entrada confirmada … 21 liquidação, 99 rejeição with the motivo at 80-82.
 * Uncertain: the width of the motivo (3 positions for 2-digit codes; lote keys them 001-084).
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { ddmmyy, stripZeros } from "../../cnab/layout/format";
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
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";

const ourNumber: OurNumberCodec = {
  fields: ["modality", "our_number"],
  encode: (t) => ({ modality: `${t.wallet}4`, our_number: t.our_number }),
  decode: (read) => ({
    our_number: stripZeros(read("our_number")),
    raw: read("modality") + read("our_number"),
  }),
};

const BENEFICIARY = [
  num("company.document_type", 2, 3),
  num("company.document", 4, 17),
  num("account.agency", 18, 21),
  num("account.agreement", 22, 27),
];

/** NE032, the motivos of occurrence 99 (3 positions). */
const REJECTION_REASONS: Readonly<Record<string, string>> = {
  "001": "Movimento sem beneficiário correspondente",
  "002": "Movimento sem título correspondente",
  "008": "Movimento para título já com movimentação no dia",
  "009": "Nosso número não pertence ao beneficiário",
  "010": "Inclusão de título já existente na base",
  "012": "Movimento duplicado",
  "013": "Entrada inválida para cobrança caucionada",
  "020": "CEP do pagador não encontrado",
  "021": "Agência cobradora não encontrada",
  "022": "Agência beneficiário não encontrada",
  "045": "Data de vencimento com prazo superior ao limite",
  "049": "Movimento inválido para título baixado/liquidado",
  "050": "Movimento inválido para título enviado a cartório",
  "054": "Faixa de CEP da agência cobradora não abrange CEP do pagador",
  "055": "Título já com opção de devolução",
  "056": "Processo de protesto em andamento",
  "057": "Título já com opção de protesto",
  "058": "Processo de devolução em andamento",
  "059": "Novo prazo p/ protesto/devolução inválido",
  "076": "Alteração do prazo de protesto inválida",
  "077": "Alteração do prazo de devolução inválida",
  "081": "CEP do pagador inválido",
  "082": "CNPJ/CPF do pagador inválido",
  "083": "Número do documento (seu número) inválido",
  "084": "Protesto inválido para título sem número do documento",
};

export const cnab400 = defineCnab400({
  bank_code: "104",
  bank_name: "C ECON FEDERAL",
  manual: "CAIXA, Leiaute CNAB 400 — Cobrança Bancária CAIXA (SIGCB) (67.126 v004, janeiro/2016)",
  detail_type: "1",
  overrides: {
    header: [
      num("account.agency", 27, 30),
      num("account.agreement", 31, 36),
      blank(37, 46),
      lit("007", 101, 103),
      blank(104, 389),
      num("file_sequence", 390, 394),
    ],
    ret_header: [
      num("account.agency", 27, 30),
      num("account.agreement", 31, 36),
      blank(37, 46),
      txt("message", 101, 158),
      blank(159, 389),
      num("file_sequence", 390, 394),
    ],
    detail: [
      ...BENEFICIARY,
      lit("2", 28, 28, "9"),
      lit("0", 29, 29, "9"),
      lit("00", 30, 31, "9"),
      txt("company_reference", 32, 56),
      num("modality", 57, 58),
      num("our_number", 59, 73),
      blank(74, 106),
      lit("01", 107, 108, "9"),
      zeros(143, 147),
      num("fine.start_date", 352, 357),
      num("fine_cents", 358, 367),
      txt("guarantor.name", 368, 389),
      lit("00", 390, 391, "9"),
      lit("1", 394, 394, "9"),
    ],
    ret_detail: [
      ...BENEFICIARY,
      num("issuer", 28, 28),
      num("distribution", 29, 29),
      blank(30, 31),
      txt("company_reference", 32, 56),
      num("modality", 57, 58),
      num("our_number", 59, 73),
      blank(74, 79),
      txt("reasons", 80, 82),
      txt("caixa_reserved", 83, 106),
      num("wallet_code", 107, 108),
      num("fee_cents", 176, 188),
      num("channel", 189, 191),
      num("payment_form", 192, 192),
      num("float_days", 193, 194),
      num("fee_debit_date", 195, 200),
      blank(201, 214),
      num("iof_cents", 215, 227),
      num("rebate_cents", 228, 240),
      num("discount_cents", 241, 253),
      num("paid_cents", 254, 266),
      num("interest_cents", 267, 279),
      num("fine_paid_cents", 280, 292),
      num("currency", 293, 293),
      num("credit_date", 294, 299),
      blank(300, 394),
    ],
    ret_trailer: [blank(8, 394)],
  },
  defaults: { detail: { protest_days: 0 } },
  fine_kinds: ["amount", "rate"],
  detail(d, v) {
    // A rate in basis points becomes centavos of the title's amount (358-367 is a value).
    const rate = Math.round((d.title.amount_cents * d.fine.value) / 10_000);
    const fine = d.fine.code === "1" ? d.fine.value : d.fine.code === "2" ? rate : 0;
    v.fine_cents = fine;
    v["fine.start_date"] = fine > 0 && d.fine.date ? ddmmyy(d.fine.date) : 0;
  },
  // NE017 (remessa) and NE033 (retorno) (manual/cnab400.codes.json); 04 takes the abatimento
  // to cancel (obs. 3). There is no protest command (protest is the prazo's choice).
  // NE017 obs. 3: 03 and 04 carry the abatimento to grant or cancel, "diferente de zeros".
  movement_needs: { rebate_cancel: ["rebate_cents"] },
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "03",
    rebate_cancel: "04",
    due_date_change: "05",
    change_data: "09",
  },
  document_kinds: { DM: "01", NP: "02", DS: "03", NS: "05", LC: "06", OUT: "09" },
  occurrences: {
    codes: {
      "01": registered("Entrada confirmada"),
      "02": writtenOff("Baixa manual confirmada", "write_off"),
      "03": accepted("rebate", "Abatimento concedido"),
      "04": accepted("rebate_cancel", "Abatimento cancelado"),
      "05": dueDateChanged("Vencimento alterado"),
      "06": other("Uso da empresa alterado"),
      "07": other("Prazo de protesto alterado"),
      "08": other("Prazo de devolução alterado"),
      "09": accepted("change_data", "Alteração confirmada"),
      "10": other("Alteração com reemissão de bloqueto confirmada"),
      "11": other("Alteração da opção de protesto para devolução confirmada"),
      "12": other("Alteração da opção de devolução para protesto confirmada"),
      "20": other("Em ser"),
      "21": paid("Liquidação"),
      "22": paid("Liquidação em cartório"),
      "23": writtenOff("Baixa por devolução"),
      "25": protested("Baixa por protesto"),
      "26": protest("Título enviado para cartório"),
      "27": protestCancelled("Sustação de protesto"),
      "28": other("Estorno de protesto"),
      "29": other("Estorno de sustação de protesto"),
      "30": other("Alteração de título"),
      "31": fee("Tarifa sobre título vencido"),
      "32": fee("Outras tarifas de alteração"),
      "33": other("Estorno de baixa / liquidação"),
      "34": fee("Tarifas diversas"),
      "99": rejected("Rejeição do título"),
    },
    reasons: { rejected: REJECTION_REASONS },
  },
  reason_width: 3,
  simulate: {
    registered: "01",
    rejected: "99",
    paid: "21",
    written_off: "02",
    due_date_changed: "05",
    rejection_reason: "002",
  },
  account: () => ({}),
  ourNumber,
  fileName: genericFileName,
});
