/**
 * 745 — Citibank, CNAB 400 cobrança com registro.
 *
 * Source: Citibank, "Cobrança Com Registro — Layout CNAB 400" (Manual CNAB400 1.16; kept by
 * brcobranca in `docs/Citibank/`): registro remessa header, detalhe (dados do título), trailler;
 * registro retorno header, detalhe, trailler. Differences from the common 400 block:
 * - header 27-46 identificação da empresa no Citibank (the portfolio code Citibank gives the
 *   client: `bank_fields.company_code`, 20 characters, on the file's account), 80-94 `CITIBANK`,
 *   101-108 `01600BPI` (densidade, campo fixo), 109-394 blank; no NSA;
 * - detail 2-17 beneficiário's CPF/CNPJ, 18-37 the same identificação, 63-64 espécie (`00` DMI,
 *   `02` DM: the layout's only two), 65-76 nosso número 11 + DV, 77-82 blank, 83-107 zeros (2º
 *   desconto, carnê), 108 carteira `1` (simples), 140-142 `745`, 143-147 zeros, 148-149 tipo de
 *   emissão `07` (banco não imprime: the client's nosso número, which lote prints), 150 aceite `N`
 *   (campo fixo), 157-160 `0000` (sem instrução), 392-393 blank, 394 moeda `9` (reais);
 * - trailer `9` + blanks;
 * - retorno detail type `1` (confirmação; types 7 posição de carteira and 8 despesa de cartório
 *   are listed, not read), 129-140 nosso número confirmado (not read: the client's is at 65-76),
 *   176-188 "valor para despesas de cobrança" (read as the fee; the manual says Citibank sends
 *   zeros there), 189-201 despesas de cartório, 296-301 data do crédito, 302-321 motivos (10 × 2);
 *   trailer 18-25 / 26-39 the titles and amount "na transação" (this file).
 * Movements (109-110): 01, 02 (pedido de devolução), 04, 06, 09 (protesto imediato), 10 (sustar).
 * brcobranca's writer (`remessa/cnab400/citibank.rb`) is the reference remessa of the corpus; it
 * agrees with the manual but where its review notes say otherwise.
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
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { boleto } from "./boleto";
import { companyCode } from "./company";

const ourNumber: OurNumberCodec = {
  fields: ["our_number", "our_number_dv"],
  encode: (t) => ({ our_number: t.our_number, our_number_dv: boleto.ourNumber(t).slice(-1) }),
  decode: (read) => ({
    our_number: stripZeros(read("our_number")),
    raw: read("our_number") + read("our_number_dv"),
  }),
};

/** Motivos de rejeição (302-321) for occurrences other than 06/10/15/17, as the manual lists them. */
const REJECTIONS: Readonly<Record<string, string>> = {
  "09": "Nosso número duplicado",
  "11": "Forma de cadastro do título inválida",
  "15": "Característica da cobrança incompleta",
  "16": "Id. registro de dados diferente de 1",
  "18": "Vencimento fora do prazo de operação",
  "19": "Rejeitado por processo de crédito",
  "20": "Valor de juros inválido",
  "21": "Espécie de título inválida",
  "22": "Número bancário inválido",
  "23": "Nosso número já validado anteriormente",
  "24": "Código de carteira inválido",
  "25": "Id. ocorrência inválido",
  "26": "Seu número inválido",
  "27": "Data de vencimento inválida",
  "28": "Valor do título inválido",
  "29": "Banco cobrador inválido",
  "30": "Desconto a conceder não confere",
  "31": "Tipo de emissão inválida",
};

const COMPANY = [
  num("company.document_type", 2, 3),
  num("company.document", 4, 17),
  txt("company_code", 18, 37),
];

export const cnab400 = defineCnab400({
  bank_code: "745",
  bank_name: "CITIBANK",
  manual: "Citibank, Cobrança Com Registro — Layout CNAB 400 (manual 1.16)",
  detail_type: "1",
  overrides: {
    header: [txt("company_code", 27, 46), lit("01600BPI", 101, 108), blank(109, 394)],
    ret_header: [
      txt("company_code", 27, 46),
      txt("density", 101, 108),
      blank(109, 114),
      num("file_sequence", 115, 117),
      blank(118, 119),
      num("credit_date", 120, 125),
      blank(126, 394),
    ],
    detail: [
      ...COMPANY,
      txt("company_reference", 38, 62),
      num("document_kind", 63, 64),
      num("our_number", 65, 75),
      num("our_number_dv", 76, 76),
      blank(77, 82),
      zeros(83, 107),
      lit("1", 108, 108, "9"),
      zeros(143, 147),
      lit("07", 148, 149, "9"),
      lit("N", 150, 150),
      lit("0000", 157, 160, "9"),
      blank(392, 393),
      lit("9", 394, 394, "9"),
    ],
    ret_detail: [
      ...COMPANY,
      txt("company_reference", 38, 62),
      num("document_kind", 63, 64),
      num("our_number", 65, 75),
      num("our_number_dv", 76, 76),
      blank(77, 82),
      txt("bank_reserved", 83, 107),
      num("wallet_code", 108, 108),
      zeros(127, 128),
      num("bank_our_number", 129, 140),
      blank(141, 146),
      zeros(169, 173),
      num("issue_kind", 174, 175),
      num("notary_costs_cents", 189, 201),
      zeros(202, 214),
      blank(280, 295),
      txt("reasons", 302, 321),
      blank(322, 334),
      txt("allegation", 335, 337),
      blank(338, 385),
      num("file_date", 386, 391),
      blank(392, 394),
    ],
    ret_trailer: [blank(2, 4), blank(40, 394)],
  },
  // No multa field: the detail carries juros per day only (161-173).
  fine_kinds: [],
  detail() {},
  // 109/110 código de ocorrência, remessa and retorno (manual/cnab400.codes.json).
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    due_date_change: "06",
    discount: "07",
    protest: "09",
    protest_cancel: "10",
    negativacao: "29",
    negativacao_cancel: "39",
  },
  document_kinds: { DM: "02", DMI: "00" },
  occurrences: {
    codes: {
      "02": registered("Entrada confirmada"),
      "03": rejected("Transação rejeitada"),
      "06": paid("Liquidação/pagamento"),
      "07": accepted("discount", "Desconto concedido"),
      "10": writtenOff("Baixa", "write_off"),
      "11": other("Em ser (a vencer)"),
      "12": accepted("rebate", "Abatimento concedido"),
      "14": dueDateChanged("Vencimento alterado"),
      "15": paid("Pago em cartório"),
      "17": paid("Liquidação após baixa / liquidação de título não registrado"),
      "18": writtenOff("Devolução por decurso de prazo"),
      "19": accepted("protest", "Confirmação recebimento da instrução de protesto"),
      "20": accepted(
        "protest_cancel",
        "Confirmação recebimento da instrução de sustação/cancelamento de protesto",
      ),
      "21": accepted("negativacao_cancel", "Confirmação de pedido de exclusão da Serasa"),
      "22": accepted("negativacao", "Título enviado para negativação"),
      "23": protest("Título enviado a cartório"),
      "26": instructionRejected("Instrução rejeitada"),
      "29": other("Alegação do sacado"),
      "31": other("Título negativado na Serasa"),
      "34": protestCancelled("Título retirado de cartório"),
      "51": fee("Custa de distribuição"),
      "52": fee("Custa de sustação"),
      "53": fee("Custa de protesto"),
      "90": other("Movimentação CIP"),
    },
    reasons: { rejected: REJECTIONS },
  },
  reason_width: 2,
  simulate: {
    registered: "02",
    rejected: "03",
    paid: "06",
    written_off: "10",
    due_date_changed: "14",
    rejection_reason: "22",
  },
  account: companyCode("CNAB 400"),
  ourNumber,
  fileName: genericFileName,
});
