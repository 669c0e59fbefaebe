/**
 * 104 — Caixa Econômica Federal, CNAB 240 cobrança (SIGCB).
 *
 * Source: CAIXA, "Leiaute de Arquivo Eletrônico Padrão CNAB 240 — Cobrança Bancária CAIXA (SIGCB)"
 * (67.118 v010, Junho/2018; arquivo versão 101, lote 060). Differences from FEBRABAN v10:
 * - header de arquivo 33-52 zeros; 53-72: agência 5 + DV, código do beneficiário 6, zeros 8;
 *   192-211 `REMESSA-PRODUCAO`; header de lote 12-13 zeros, 34-39 código do beneficiário, 40-53
 *   zeros, 54-73 agência + DV, código do beneficiário, zeros 8;
 * - Segmento Q 210-232 blank (C031/C032: "deixar branco");
 * - Segmentos P and T 24-57: código do beneficiário 6, zeros 11, modalidade 2 (`14`: registrada,
 *   emitida pelo beneficiário) and nosso número 15; P 63-73 número do documento (11), 74-77 blank;
 *   P 196-220 the document number again (35.3P); P 224-227 baixa/devolução `1` + prazo 3
 *   (default 60 days, `bank_fields.write_off_days` 5-120);
 * - Segmento R 180-240 blanks (20.3R / 21.3R; the payer's e-mail in later versions, which lote has
 *   no field for);
 * - Segmento T 24-57 (3.6.3): beneficiário, zeros, banco de pagadores, modalidades at 39 / 40-41,
 *   nosso número 42-56 and its DV at 57 — not P's block; seu número 59-69 (11), 70-73 and 189-198
 *   blanks;
 * - trailer de lote 93-123 blank; trailer de arquivo 30-35 blank.
 * Takes 6-digit códigos do beneficiário (a 7-digit code with a leading zero is one); the newer
 * 7-digit codes are an error until CAIXA's layout for them is at hand.
 */
import { defineCnab240 } from "../../cnab/cnab240/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
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
import { mod11Digit } from "../../math/check-digits";

const ourNumber: OurNumberCodec = {
  fields: ["modality", "our_number"],
  encode: (t) => ({ modality: `${t.wallet}4`, our_number: t.our_number }),
  decode: (read) => ({
    our_number: stripZeros(read("our_number")),
    raw: read("modality") + read("our_number"),
  }),
  // Segmento T carries the nosso número's DV (57): módulo 11 of the 17 digits, as the boleto prints it.
  retorno: (f) => ({ our_number_dv: mod11Digit(`${f.modality ?? ""}${f.our_number ?? ""}`) }),
};

const BLOCK = [
  num("beneficiary_code", 24, 29),
  zeros(30, 40),
  num("modality", 41, 42),
  num("our_number", 43, 57),
];

/**
 * Segmento T (retorno) of the SIGCB manual (67.118 v010, 3.6.3): 24-29 beneficiário, 30-32
 * zeros, 33-35 banco de pagadores, 36 zero, 37-38 blanks, 39 modalidade SINCO, 40-41 modalidade
 * SIGCB, 42-56 nosso número (15), 57 its DV — one position left of Segmento P's block.
 */
const T_BLOCK = [
  num("beneficiary_code", 24, 29),
  zeros(30, 32),
  num("payers_bank", 33, 35),
  zeros(36, 36),
  blank(37, 38),
  num("sinco_modality", 39, 39),
  num("modality", 40, 41),
  num("our_number", 42, 56),
  num("our_number_dv", 57, 57),
];

const account = (at: number) => [
  num("account.agency", at, at + 4),
  txt("account.agency_digit", at + 5, at + 5),
  num("beneficiary_code", at + 6, at + 11),
  zeros(at + 12, at + 19),
];

export const cnab240 = defineCnab240({
  bank_code: "104",
  bank_name: "CAIXA ECONOMICA FEDERAL",
  // SIGCB 67.118 v010 3.5 has no Y-01: its Segmento Y is "Boletos Personalizados" (18-19 the
  // model, G067A), so a Y-01 would be read as model 01. The sacador/avalista goes in Q 154-209
  // (3.5.4, "Dados do Pagador e Sacador/Avalista"), which lote fills.
  without: ["Y01"],
  // 3.5.7.2: Segmento S tipo 3 holds mensagens 5-8 (19-178); 179-218 is "Uso exclusivo CAIXA,
  // preencher com espaços". A fifth instruction line is left out with a warning.
  instruction_lines: 4,
  manual:
    "CAIXA, Leiaute de Arquivo Eletrônico Padrão CNAB 240 — Cobrança Bancária (SIGCB; arquivo 101, lote 060)",
  versions: { file: "101", batch: "060" },
  overrides: {
    S: [blank(179, 218)],
    file_header: [zeros(33, 52), ...account(53), lit("REMESSA-PRODUCAO", 192, 211)],
    batch_header: [zeros(12, 13), num("beneficiary_code", 34, 39), zeros(40, 53), ...account(54)],
    P: [...BLOCK, txt("document_number", 63, 73), blank(74, 77), num("write_off_days", 225, 227)],
    // Q 210-232 banco/nosso número correspondente: "Deixar branco" (C031/C032).
    Q: [blank(210, 232)],
    R: [blank(180, 240)],
    T: [...T_BLOCK, txt("document_number", 59, 69), blank(70, 73), blank(189, 198)],
    batch_trailer: [blank(93, 123)],
    file_trailer: [blank(30, 35)],
  },
  defaults: { P: { document_type: "2", distribution: "0" } },
  // C026/C028: "não protestar" goes with code 1 (baixar/devolver). C029: 000 writes the title off
  // on its due date, so a late payer could not pay: 60 days unless the file sets 5-120.
  write_off: { code: 1, days: 60, with_days: { code: 1, min: 5, max: 120 } },
  // 35.3P: "Preencher igual ao campo 19.3P (Número do Documento de Cobrança)".
  company_reference: "document_number",
  // 06.5/07.5 of the remessa's trailer de lote: "Preencher com a quantidade/o valor total de títulos informados no lote".
  remessa_totals: true,
  // C004 and C044 of SIGCB 67.118 (manual/cnab240.codes.json).
  // C004: "Para solicitação de alteração com códigos 31, 47 ou 48, é necessário que o campo 17.3P
  // (posição 61-61) seja preenchido com o código 4 (Banco reemite) ou 5 (Banco não reemite)".
  movement_values: { change_data: { issuer: 5 }, amount_change: { issuer: 5 } },
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    amount_change: "47",
    discount: "07",
    discount_change: "16",
    discount_cancel: "08",
    interest_change: "12",
    interest_waive: "13",
    fine_change: "14",
    fine_waive: "15",
    protest: "09",
    protest_cancel: "11",
    protest_cancel_and_write_off: "10",
    change_data: "31",
  },
  document_kinds: FEBRABAN_KINDS,
  occurrences: {
    ...FEBRABAN_OCCURRENCES,
    codes: {
      "01": other("Solicitação de impressão de títulos confirmada"),
      "02": registered("Entrada confirmada"),
      "03": rejected("Entrada rejeitada"),
      "04": other("Transferência de Carteira/Entrada"),
      "05": other("Transferência de Carteira/Baixa"),
      "06": paid("Liquidação"),
      "07": accepted("discount", "Confirmação do recebimento da instrução de desconto"),
      "08": accepted("discount_cancel", "Confirmação do recebimento do cancelamento do desconto"),
      "09": writtenOff("Baixa", "write_off"),
      "12": accepted("rebate", "Confirmação recebimento instrução de abatimento"),
      "13": accepted("rebate_cancel", "Confirmação recebimento instrução de cancelamento abatimento"),
      "14": dueDateChanged("Confirmação recebimento instrução alteração de vencimento"),
      "19": accepted("protest", "Confirmação recebimento instrução de protesto"),
      "20": accepted(
        "protest_cancel",
        "Confirmação recebimento instrução de Sustação/Cancelamento de protesto",
      ),
      "23": protest("Remessa a cartório"),
      "24": protestCancelled("Retirada de cartório"),
      "25": protested("Protestado e baixado (baixa por ter sido protestado)"),
      "26": instructionRejected("Instrução rejeitada"),
      "27": accepted("change_data", "Confirmação do pedido de alteração de outros dados"),
      "28": fee("Débito de Tarifas/Custas"),
      "30": instructionRejected("Alteração de dados rejeitada"),
      "35": other("Confirmação de inclusão banco de pagador"),
      "36": other("Confirmação de alteração banco de pagador"),
      "37": other("Confirmação de exclusão banco de pagador"),
      "38": other("Emissão de boletos de banco de pagador"),
      "39": other("Manutenção de pagador rejeitada"),
      "40": other("Entrada de título via banco de pagador rejeitada"),
      "41": other("Manutenção de banco de pagador rejeitada"),
      "44": other("Estorno de baixa / liquidação"),
      "45": other("Alteração de dados"),
      "46": paid("Liquidação On-line"),
      "47": other("Estorno de liquidação On-line"),
      "51": other("Título DDA reconhecido pelo pagador"),
      "52": other("Título DDA não reconhecido pelo pagador"),
      "53": rejected("Título DDA recusado pela CIP"),
      "61": accepted("amount_change", "Confirmação de alteração do valor nominal do título"),
      "62": other("Confirmação de alteração do valor/percentual mínimo/máximo"),
    },
  },
  reason_width: 2,
  simulate: FEBRABAN_SIMULATE,
  account(ctx, issues) {
    const code = stripZeros(ctx.account.agreement ?? "");
    if (!/^\d{1,6}$/.test(code)) {
      issues.push({
        code: "CNAB_UNSUPPORTED_AGREEMENT",
        path: ["account", "agreement"],
        message: "CAIXA CNAB 240 in lote takes 6-digit códigos do beneficiário",
      });
    }
    return { beneficiary_code: code };
  },
  ourNumber,
  fileName: genericFileName,
});
