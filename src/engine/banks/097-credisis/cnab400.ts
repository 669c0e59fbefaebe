/**
 * 097 — CrediSIS, CNAB 400 cobrança.
 *
 * Source: CrediSIS (Cooperativa Central de Crédito Noroeste Brasileiro), "Layout CNAB 400 —
 * Remessa/Retorno", versão 1.1 (junho/2017; kept by brcobranca in `docs/credisis/`). Its tables
 * are transcribed to `manual/cnab400.table.json` and diffed (`manual-crosscheck.test.ts`);
 * CrediSIS' own model remessa (`docs/credisis/REMESSA_CNAB400_MODELO.txt`, in the corpus) is
 * compared with lote's output at every non-data position (`cnab400.test.ts`). A layout of its
 * own, not the common 400 block:
 * - header: agência 27-30, conta 32-39 and its DV 40, `097CENTRALCREDI` at 77-94, NSA 9(7) at
 *   101-107, layout version `001` at 392-394;
 * - detail (record 1): beneficiário 2-30, nosso número 20 at 57-76 (Apêndice A: 097 + DV do
 *   CPF/CNPJ + agência 4 + convênio 6 + sequencial 6, as the boleto prints it), código da
 *   operação 77-78 with its date 79-84 (the file's date), parcela `01`, tipo de pagamento and de
 *   recebimento `3` (no divergent amount), espécie 95-96, protest 97-101, vencimento, valor, data
 *   limite de pagamento 140-145 (the due date + `bank_fields.write_off_days`, default 60: RM.D.19
 *   only asks for a date after the due date), pagador 158-339 with logradouro and número apart,
 *   nome fantasia 214-238 (a company payer's name), no celular / e-mail (lote has none);
 * - record 2 (detalhe opcional): sacador/avalista, instrução (99 characters), juros ao dia,
 *   multa and one discount, amounts with 4 decimals (`cnab400-values.ts`);
 * - retorno: código da operação 77-78 (01-08), no motivo field; desconto 241-253 and juros/multa
 *   267-279 read as the table's V(13) (2 decimals; the notes RT.D.13/15 say 4, an open question
 *   listed in docs/cnab.md).
 * Movements (RM.D.8): 01 inclusão, 02 baixa manual, 04 alteração dos dados as the due-date change
 * (the due date and data limite are among what 04 may change); 03 cancelamento has no lote
 * movement. No abatimento.
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import {
  dueDateChanged,
  instructionRejected,
  other,
  paid,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { onlyDigits } from "../../text";
import { boleto } from "./boleto";
import { check097, credisisText, detail097, optional097, paymentLimitDays } from "./cnab400-values";

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t) => ({ our_number: onlyDigits(boleto.ourNumber(t)) }),
  // The sequencial is the last 6 digits of the 20 (Apêndice A); a file that pads the field
  // with blanks (brcobranca's older CrediSIS retorno) is trimmed first.
  decode: (read) => {
    const raw = read("our_number");
    return { our_number: stripZeros(raw.trim().slice(-6) || "0"), raw };
  },
};

const ACCOUNT = [
  num("account.agency", 18, 21),
  num("account.account", 22, 29),
  txt("account.account_digit", 30, 30),
];
const BENEFICIARY = [
  num("company.document_type", 2, 3),
  num("company.document", 4, 17),
  ...ACCOUNT,
  blank(31, 56),
  num("our_number", 57, 76),
];
const HEADER = [
  lit("COBRANCA", 12, 19),
  blank(20, 26),
  num("account.agency", 27, 30),
  blank(31, 31),
  num("account.account", 32, 39),
  txt("account.account_digit", 40, 40),
  blank(41, 46),
  lit("097CENTRALCREDI", 77, 94),
  num("file_sequence", 101, 107),
  blank(108, 391),
  lit("001", 392, 394, "9"),
];

export const cnab400 = defineCnab400({
  bank_code: "097",
  bank_name: "CENTRALCREDI",
  manual: "CrediSIS, Layout CNAB 400 — Remessa/Retorno (versão 1.1, junho/2017)",
  detail_type: "1",
  overrides: {
    header: HEADER,
    ret_header: HEADER,
    detail: [
      ...BENEFICIARY,
      num("movement", 77, 78),
      num("operation_date", 79, 84),
      blank(85, 90),
      lit("01", 91, 92, "9"),
      lit("3", 93, 93, "9"),
      lit("3", 94, 94, "9"),
      num("document_kind", 95, 96),
      txt("instruction_1", 97, 97),
      num("protest_days", 98, 99),
      txt("protest_send", 100, 101),
      blank(102, 110),
      txt("document_number", 111, 120),
      num("due_date", 121, 126),
      num("amount_cents", 127, 139),
      num("payment_limit", 140, 145),
      blank(146, 150),
      num("issue_date", 151, 156),
      blank(157, 157),
      num("payer.document_type", 158, 159),
      num("payer.document", 160, 173),
      txt("payer.name", 174, 213),
      txt("payer.trade_name", 214, 238),
      txt("payer.address.street", 239, 273),
      num("payer.address.number", 274, 279),
      txt("payer.address.district", 280, 304),
      txt("payer.address.city", 305, 329),
      txt("payer.address.state", 330, 331),
      num("payer.address.zip_code", 332, 339),
      // Celular and e-mail (RM.D.33/34, optional): lote's payer has neither.
      blank(340, 350),
      blank(351, 393),
      blank(394, 394),
    ],
    ret_detail: [
      ...BENEFICIARY,
      num("movement", 77, 78),
      num("occurrence_date", 79, 84),
      txt("document_number", 85, 94),
      blank(95, 146),
      num("due_date", 147, 152),
      num("amount_cents", 153, 165),
      num("fee_cents", 166, 175),
      num("credit_date", 176, 181),
      blank(182, 240),
      num("discount_cents", 241, 253),
      num("paid_cents", 254, 266),
      num("interest_cents", 267, 279),
      blank(280, 337),
      num("payer.document_type", 338, 339),
      num("payer.document", 340, 353),
      txt("payer.name", 354, 393),
      blank(394, 394),
    ],
    trailer: [lit("9", 1, 1, "9"), blank(2, 394)],
    ret_trailer: [lit("9", 1, 1, "9"), blank(2, 394)],
  },
  extras: {
    optional: {
      type: "2",
      table: [
        lit("2", 1, 1, "9"),
        num("guarantor.document_type", 2, 3),
        num("guarantor.document", 4, 17),
        txt("guarantor.name", 18, 57),
        txt("guarantor.address.street", 58, 92),
        num("guarantor.address.number", 93, 98),
        txt("guarantor.address.complement", 99, 123),
        txt("guarantor.address.district", 124, 148),
        txt("guarantor.address.city", 149, 173),
        txt("guarantor.address.state", 174, 175),
        num("guarantor.address.zip_code", 176, 183),
        blank(184, 184),
        txt("instructions", 185, 283),
        blank(284, 284),
        num("interest.value", 285, 299),
        txt("interest_type", 300, 300),
        lit("2", 301, 301, "9"),
        num("interest_grace_days", 302, 303),
        num("fine.value", 304, 318),
        txt("fine_type", 319, 319),
        lit("2", 320, 320, "9"),
        num("fine_grace_days", 321, 322),
        num("discount.until", 323, 328),
        num("discount.amount_cents", 329, 341),
        txt("discount_type", 342, 342),
        // Descontos 2 and 3: lote's titles have one discount.
        zeros(343, 348),
        zeros(349, 361),
        lit("I", 362, 362),
        zeros(363, 368),
        zeros(369, 381),
        lit("I", 382, 382),
        blank(383, 394),
        num("sequence", 395, 400),
      ],
      values: (d) => optional097(d),
    },
  },
  fine_kinds: ["amount", "rate"],
  check: check097,
  detail: (d, v, _issues, _path, ctx) => detail097(d, v, ctx),
  // Calendar days (2) or business days (1) of carência before the protest (RM.D.14-15).
  protest: { calendar: "2", business: "1" },
  // RM.D.8 (manual/cnab400.codes.json): 04 "alteração dos dados" is offered as the due-date
  // change only — its one confirmation (RT.D.8 07) and rejection (08) could not tell lote which of
  // two instructions they answer; 04 resends every field of the inclusion anyway.
  movements: { entry: "01", write_off: "02", due_date_change: "04" },
  // RM.D.13: 03 DMI, 05 DSI, 12 NP, 17 RC, 21 ME, 23 NF (a duplicata is sent "por indicação").
  document_kinds: { DM: "03", DMI: "03", DS: "05", DSI: "05", NP: "12", RC: "17", ME: "21", NF: "23" },
  occurrences: {
    codes: {
      "01": registered("Inclusão de boleto confirmada"),
      "02": paid("Liquidação"),
      "03": writtenOff("Baixa manual", "write_off"),
      "04": writtenOff("Cancelamento do título"),
      "05": other("Boleto descontado na cooperativa"),
      "06": rejected("Inclusão do boleto rejeitado"),
      "07": dueDateChanged("Confirmação da alteração (operação 04)"),
      "08": instructionRejected("Alteração rejeitada", "due_date_change"),
    },
  },
  reason_width: 2,
  simulate: {
    registered: "01",
    rejected: "06",
    paid: "02",
    written_off: "03",
    due_date_changed: "07",
    rejection_reason: "",
  },
  account: (ctx, issues) => {
    paymentLimitDays(ctx, issues);
    return { "company.name": credisisText(ctx.company.name ?? "") };
  },
  ourNumber,
  fileName: genericFileName,
});
