/**
 * 756 — Sicoob, CNAB 240 cobrança.
 *
 * Source: Sicoob, "Layouts para troca de informações" (Fev/2017, planilhas 05 Remessa and 06
 * Retorno — Opção CNAB240; arquivo 081, lote 040), FEBRABAN v10 with: 33-52 / 34-53 blank; header
 * 72 `0`; Segmentos P and T 38-57: nosso número 10 (7 + DV, zero-padded), parcela 2
 * (`bank_fields.installment`, default 1), modalidade 2 (`bank_fields.modality`, default 01), tipo
 * de formulário `4` (A4 sem envelopamento), 5 blanks; P 59 `0`, 60 and 106 blank, 118 `0` for no
 * interest (isento), interest and fine from the due date, 224 `0`, 225-227 blank. Retorno codes
 * are FEBRABAN's.
 * Segmento T 38-57 repeats P's nosso-número block (13.3T, "06 Retorno"; blanks when Sicoob
 * issues the boleto).
 */
import { defineCnab240 } from "../../cnab/cnab240/spec";
import { blank, lit, num } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { FEBRABAN_KINDS, FEBRABAN_SIMULATE } from "../../cnab/spec/febraban-codes";
import { FEBRABAN_OCCURRENCES } from "../../cnab/spec/occurrences";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { onlyDigits } from "../../text";
import { boleto } from "./boleto";

const ourNumber: OurNumberCodec = {
  fields: ["our_number", "installment", "modality"],
  encode: (t) => ({
    our_number: onlyDigits(boleto.ourNumber(t)),
    installment: stripZeros(t.bank_fields?.installment ?? "1"),
    modality: t.bank_fields?.modality ?? "01",
  }),
  decode: (read) => {
    const raw = read("our_number");
    return { our_number: stripZeros(raw.slice(0, -1)), raw };
  },
};

const BLOCK = [
  num("our_number", 38, 47),
  num("installment", 48, 49),
  num("modality", 50, 51),
  lit("4", 52, 52, "9"),
  blank(53, 57),
];

export const cnab240 = defineCnab240({
  bank_code: "756",
  bank_name: "SICOOB",
  manual: "Sicoob, Leiaute de Arquivo CNAB 240 — Cobrança Bancária (arquivo 081, lote 040)",
  versions: { file: "081", batch: "040" },
  // "05.Remessa - Opção CNAB240" lists header, P, Q, R, S and trailers: no Segment Y-01 (nor in
  // the Fev/2017 workbook, nor in brcobranca's copy of Sicoob's "sistemas de terceiro" layout). The
  // sacador/avalista goes in Q 154-209, which lote fills.
  without: ["Y01"],
  // 36.3P: '1' protestar dias corridos, '2' protestar dias úteis; 37.3P the days.
  protest: { calendar: "1", business: "2" },
  overrides: {
    file_header: [blank(33, 52), lit("0", 72, 72)],
    batch_header: [blank(34, 53)],
    P: [...BLOCK, blank(60, 60), blank(106, 106), blank(225, 227)],
    T: BLOCK,
  },
  // 15.3P forma de cadastramento "0"; 27.3P juros 0 = isento; 28.3P / 15.3R: the interest and fine
  // dates are the due date; 38.3P baixa "0" and 39.3P blanks.
  defaults: { P: { registration: 0 } },
  codes: { no_interest: "0" },
  charges_from: "due_date",
  write_off: { code: 0 },
  // The layout names the trailer's totals without saying "retorno only"; the three independent
  // writers of the corpus (brcobranca, br_boleto, eduardordm/cnab240) fill them.
  remessa_totals: true,
  // 07.3P código de movimento remessa (manual/cnab240.codes.json): no abatimento; 10 / 11
  // desistência do protesto with and without baixa.
  movements: {
    entry: "01",
    write_off: "02",
    due_date_change: "06",
    protest: "09",
    protest_cancel: "11",
    protest_cancel_and_write_off: "10",
    change_data: "31",
  },
  document_kinds: FEBRABAN_KINDS,
  occurrences: FEBRABAN_OCCURRENCES,
  reason_width: 2,
  simulate: FEBRABAN_SIMULATE,
  account: () => ({}),
  ourNumber,
  fileName: genericFileName,
});
