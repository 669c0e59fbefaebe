/**
 * 021 — Banestes, CNAB 240 cobrança.
 *
 * Source: Banestes, "Cobrança Banestes — Layout de Arquivo, Cobrança Simples e Parcelada Padrão
 * CNAB 240 Posições" (kept by brcobranca in `docs/banestes/layout_cobranca_cnab240.pdf`): 5.1.1-5.1.11
 * (header de arquivo to trailer de arquivo) and anexos I-XXXI, arquivo and lote `040`. Its tables
 * are transcribed to `manual/cnab240.table.json` and diffed (`manual-crosscheck.test.ts`).
 * Differences from the FEBRABAN base:
 * - the account is "Conta Corrente BANESTES", the 10 digits and their DV as the 400 layout and the
 *   boleto's chave ASBACE carry it (11 digits), right-aligned in the 12 of 59-70 / 60-71 / P 24-35;
 *   the agência fields are zeros and their DVs blank, the conta's DV `0` (71, 72 / 72 / P 36), the
 *   convênio (33-52 / 34-53) blank;
 * - header 172-178 `REMESSA` (anexo II: cobrança simples), 179-184 blank (anexo III: boleto
 *   impresso pelo cliente), 185-240 blank (195-214 is the company's, left blank);
 * - P 38-47 nosso número 8 + its two DVs (anexo VIII), 48-57 blank; 58 carteira (anexo IX) `1`
 *   simples or `3` caucionada as the title's `variation` says (the boleto's tipo de cobrança 4 or
 *   3); 60 tipo de documento blank; 224 `0` "conforme o cadastro na agência" with 225-227 zeros,
 *   or `1` with `bank_fields.write_off_days` 1-999 (anexo XVII);
 * - Q 213-218 identificação do carnê blank, 219-222 parcelas zeros, 223-232 blank (anexos
 *   XXIX-XXXI: cobrança simples);
 * - R 229-230 zeros;
 * - T 38-47 nosso número, 224-229 número da remessa, 230-237 data da remessa, 238-240 sequência
 *   de transmissão (EDI);
 * - trailer de lote: quantidade, valor and "nº do aviso de lançamento" 3 per wallet (24-49
 *   simples, 50-75 vinculada, 76-101 caucionada, 102-127 descontada), 128-240 blank; the retorno's
 *   counts are the títulos "em carteira" (portfolio, not checked).
 * Movements (anexo XV): 01, 02, 04, 05, 06, 09, 11 sustar protesto e manter em carteira, 31.
 * Espécies (anexo XI): FEBRABAN's 01-24 and 99. Retorno (anexo XXVII) is FEBRABAN's C044 with 98
 * (instrução de protesto processada) and 99 (remessa rejeitada); motivos tables A-C are
 * FEBRABAN's C047 (99's table D is read as codes).
 * Uncertain: 142 `0` with no discount (anexo XIII lists 1-7; FEBRABAN's 0 "sem desconto").
 */
import { defineCnab240 } from "../../cnab/cnab240/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { FEBRABAN_KINDS } from "../../cnab/spec/febraban-codes";
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
import { padDigits } from "../../math/check-digits";
import { onlyDigits } from "../../text";
import { boleto } from "./boleto";

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  // P 58 carteira (anexo IX): 3 caucionada for the boleto's variação 3, 1 simples otherwise.
  encode: (t) => ({
    our_number: onlyDigits(boleto.ourNumber(t)),
    wallet_code: (t.bank_fields?.variation ?? "4") === "3" ? 3 : 1,
  }),
  decode: (read) => {
    const raw = read("our_number").trim();
    return { our_number: stripZeros(raw.slice(0, 8) || "0"), raw };
  },
};

/** Anexo XI (01-24, 99): FEBRABAN's codes without CPR (25), CC (31) and BDP (32). */
const { CPR: _cpr, CC: _cc, BDP: _bdp, ...KINDS } = FEBRABAN_KINDS;

export const cnab240 = defineCnab240({
  bank_code: "021",
  bank_name: "BANESTES",
  manual:
    "Banestes, Cobrança Banestes — Layout de Arquivo CNAB 240 posições (cobrança simples e parcelada; 040/040)",
  versions: { file: "040", batch: "040" },
  overrides: {
    file_header: [
      blank(33, 52),
      zeros(53, 57),
      blank(58, 58),
      num("company_account", 59, 70),
      lit("0", 71, 71, "9"),
      lit("0", 72, 72, "9"),
      lit("00000", 167, 171, "9"),
      lit("REMESSA", 172, 178),
      blank(179, 184),
      blank(185, 194),
      blank(195, 214),
      blank(215, 240),
    ],
    batch_header: [
      blank(34, 53),
      zeros(54, 58),
      blank(59, 59),
      num("company_account", 60, 71),
      lit("0", 72, 72, "9"),
      blank(73, 73),
    ],
    P: [
      zeros(18, 22),
      blank(23, 23),
      num("company_account", 24, 35),
      lit("0", 36, 36, "9"),
      blank(37, 37),
      num("our_number", 38, 47),
      blank(48, 57),
      blank(60, 60),
      num("write_off_days", 225, 227),
    ],
    Q: [blank(213, 218), zeros(219, 222), blank(223, 232)],
    R: [zeros(229, 230)],
    T: [
      txt("our_number", 38, 47),
      blank(48, 57),
      num("remessa_number", 224, 229),
      num("remessa_date", 230, 237),
      txt("transmission", 238, 240),
    ],
    batch_trailer: [
      num("simple_notice", 47, 49),
      num("linked_titles", 50, 55),
      num("linked_amount", 56, 72),
      num("linked_notice", 73, 75),
      num("pledged_titles", 76, 81),
      num("pledged_amount", 82, 98),
      num("pledged_notice", 99, 101),
      num("discounted_titles", 102, 107),
      num("discounted_amount", 108, 124),
      txt("discounted_notice", 125, 127),
      blank(128, 240),
    ],
  },
  write_off: { code: 0, with_days: { code: 1, min: 1, max: 999 } },
  // Anexo XV: the manual's list (manual/cnab240.codes.json).
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
    fine_change: "14",
    fine_waive: "15",
    protest: "09",
    protest_cancel: "11",
    protest_cancel_and_write_off: "10",
    document_number_change: "21",
    payer_change: "23",
    change_data: "31",
  },
  document_kinds: KINDS,
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
      "15": other("Franco de pagamento"),
      "17": paid("Liquidação após baixa ou liquidação título não registrado"),
      "19": accepted("protest", "Confirmação recebimento instrução de protesto"),
      "20": accepted(
        "protest_cancel",
        "Confirmação recebimento instrução de sustação/cancelamento de protesto",
      ),
      "21": other("Solicitação de 2ª Via de Instrumento de Protesto"),
      "22": other("2ª Via de Instrumento de Protesto Emitida pelo Cartório"),
      "23": protest("Remessa a cartório (aponte em cartório)"),
      "24": protestCancelled("Retirada de cartório e manutenção em carteira"),
      "25": protested("Protestado e baixado (baixa por ter sido protestado)"),
      "26": instructionRejected("Instrução rejeitada"),
      "27": accepted("change_data", "Confirmação do pedido de alteração de outros dados"),
      "28": fee("Débito de tarifas/custas"),
      "29": other("Ocorrências do pagador"),
      "30": instructionRejected("Alteração de dados rejeitada"),
      "33": other("Confirmação da alteração dos dados do rateio de crédito"),
      "34": other("Confirmação do cancelamento dos dados do rateio de crédito"),
      "35": other("Confirmação do desagendamento do débito automático"),
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
    reasons: FEBRABAN_OCCURRENCES.reasons,
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
  retorno_trailer: { totals: "portfolio" },
});
