/**
 * 047 — Banese (Banco do Estado de Sergipe), CNAB 400 cobrança, **unconfirmed**.
 *
 * No Banese manual was found and one independent implementation lays the file out: frones/ACBr
 * `Fontes/ACBrBoleto/ACBrBancoBanese.pas` (GerarRegistroHeader400, GerarRegistroTransacao400,
 * GerarRegistroTrailler400, LerRetorno400; commit 35eadc76858c1ca1988e6dc2193caea1369fa2fc,
 * LGPL 2.1). Its positions are transcribed to `manual/cnab400.table.json` and diffed
 * (`manual-crosscheck.test.ts`); no second writer, no sample file. Because one source is all the
 * evidence, every Banese remessa carries the file warning `CNAB_LAYOUT_UNCONFIRMED` (`unconfirmed`
 * below): have Banese validate a test file first. As ACBr writes it:
 * - header 27-37 código da empresa (the conta, 11 digits, without its DV), 38-46 blanks, 77-79
 *   `047`, 80-87 `BANESE`, 95-100 date, 395-400 `000001`; trailer `9`, blanks, sequence;
 * - detail 2-17 the company's inscription, 18-28 the conta again, 38-62 uso da empresa, 63-70
 *   nosso número (8) and 71 its DV (the boleto's módulo 11 over agência 3 + número), 72 `0`, 73
 *   multa indicator and 74-82 its percentage (2 decimals: lote's basis points), 83-92 carnê
 *   (blanks, `00`, `00`), 93 sacador type and 94-107 its inscription, 108 carteira (1 digit:
 *   lote's `CS` is `0`, as ACBr writes a non-numeric carteira), 109-110 ocorrência, 127-129 `000`
 *   and 130-139 valor (10), 140-142 `047`, 143-147 praça `00501` and 148-149 tipo de boleto `01`
 *   (the beneficiary prints), 157-160 instruções (`P6` + days for a protest), 161 juros indicator
 *   (`0` with juros, `9` without) and 162-173 juros per day, the common 174-351, 352-391 the first
 *   instruction text, 392-394 `000`. No espécie is written (148-149 is the tipo de boleto).
 * - retorno detail: 38-62, 63-70 nosso número, 83-84 código de lançamento, 108 carteira, 109-110
 *   ocorrência, 111-116 its date, 117-126, 147-152, 156-165 valor (10), 174-175 espécie, 176-188
 *   tarifa, 215-292 the common money block, 378-385 motivos 4 × 2; no trailer fields read.
 * Movements and occurrences: ACBr's lists (manual/cnab400.codes.json).
 * No CNAB 240: the same unit's 240 writer reads as CAIXA's SIGCB writer carried over unadapted
 * ("uso exclusivo CAIXA" at P 230-239, names padded on the left), so it is no evidence (docs/cnab.md).
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { FEBRABAN_REJECTION_REASONS } from "../../cnab/spec/occurrences";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { padDigits } from "../../math/check-digits";
import { addDays } from "../../math/date";
import { boleto } from "./boleto";
import { BANESE_OCCURRENCES } from "./cnab400-codes";

const ourNumber: OurNumberCodec = {
  fields: ["our_number", "our_number_dv"],
  encode: (t) => {
    const [digits, dv] = boleto.ourNumber(t).split("-") as [string, string];
    return { our_number: digits, our_number_dv: dv };
  },
  decode: (read) => {
    const raw = read("our_number");
    return { our_number: stripZeros(raw.trim()) || "0", raw };
  },
};

const COMPANY = [num("company.document_type", 2, 3), num("company.document", 4, 17)];
const HEADER = [num("account_code", 27, 37), blank(38, 46), txt("bank_name", 80, 87), blank(88, 94)];

export const cnab400 = defineCnab400({
  bank_code: "047",
  bank_name: "BANESE",
  manual:
    "no Banese manual: Banese's CNAB 400 as frones/ACBr (ACBrBancoBanese.pas, 35eadc76) writes and reads it, the only independent source",
  unconfirmed:
    "no Banese manual and no second implementation confirm this CNAB 400 layout; it follows ACBr's ACBrBancoBanese.pas alone: have Banese validate a test file before sending titles",
  detail_type: "1",
  overrides: {
    header: HEADER,
    detail: [
      ...COMPANY,
      num("account_code", 18, 28),
      blank(29, 37),
      txt("company_reference", 38, 62),
      num("our_number", 63, 70),
      num("our_number_dv", 71, 71),
      zeros(72, 72),
      num("fine_flag", 73, 73),
      num("fine.value", 74, 82),
      blank(83, 88),
      zeros(89, 90),
      zeros(91, 92),
      num("guarantor.document_type", 93, 93),
      num("guarantor.document", 94, 107),
      lit("0", 108, 108, "9"),
      zeros(127, 129),
      num("amount_cents", 130, 139),
      lit("00501", 143, 147, "9"),
      lit("01", 148, 149, "9"),
      txt("instruction_1", 157, 158),
      num("protest_days", 159, 160),
      num("interest_flag", 161, 161),
      num("interest.value", 162, 173),
      txt("message", 352, 391),
      zeros(392, 393),
      zeros(394, 394),
    ],
    ret_detail: [
      ...COMPANY,
      blank(18, 37),
      txt("company_reference", 38, 62),
      num("our_number", 63, 70),
      blank(71, 82),
      num("liquidation_code", 83, 84),
      blank(85, 107),
      txt("bank_wallet", 108, 108),
      blank(153, 155),
      num("amount_cents", 156, 165),
      blank(166, 173),
      blank(189, 214),
      blank(293, 377),
      txt("reasons", 378, 385),
      blank(386, 394),
    ],
    ret_trailer: [lit("9", 1, 1, "9"), blank(2, 394)],
  },
  fine_kinds: ["rate"],
  check(d, issues, path) {
    // ACBr writes no date for the multa or the juros: the bank's default (the day after the due
    // date) is all the file can say, so another start date is refused rather than dropped.
    const after = addDays(d.due_date, 1);
    if (d.title.fine && d.fine.date !== after)
      issues.push({
        code: "CNAB_UNSUPPORTED_FINE",
        path: [...path, "fine", "start_date"],
        message: "Banese CNAB 400 carries no fine date: the fine starts the day after the due date",
      });
    if (d.title.interest && d.interest.date !== after)
      issues.push({
        code: "CNAB_UNSUPPORTED_INTEREST",
        path: [...path, "interest", "start_date"],
        message: "Banese CNAB 400 carries no interest date: interest starts the day after the due date",
      });
  },
  detail(d, v) {
    v.fine_flag = d.fine.code === "2" ? 1 : 0;
    v["fine.value"] = d.fine.value;
    v.interest_flag = d.interest.value > 0 ? 0 : 9;
    v["guarantor.document_type"] = d.guarantor ? d.guarantor.type : 0;
    v["guarantor.document"] = d.guarantor?.document ?? "";
    v.message = d.title.instructions?.[0] ?? "";
    // ACBr: instrução 1 + 2 zero-padded, or P6 + days (the writer sets those for a protest).
    v.instruction_1 = "00";
    v.protest_days = 0;
  },
  // ACBr writes P6 + the days between the due date and the protest date: calendar days.
  protest: { calendar: "P6" },
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    document_number_change: "08",
    protest: "09",
    protest_cancel: "18",
    protest_cancel_and_write_off: "20",
    change_data: "31",
  },
  // Not written in the remessa (148-149 is the tipo de boleto); the retorno's 174-175 codes.
  document_kinds: { DM: "01", NP: "02", NS: "03", RC: "05", LC: "10", DS: "11" },
  occurrences: {
    codes: BANESE_OCCURRENCES,
    reasons: { rejected: FEBRABAN_REJECTION_REASONS, instruction_rejected: FEBRABAN_REJECTION_REASONS },
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
  account: (ctx) => ({ account_code: padDigits(ctx.account.account, 11) }),
  ourNumber,
  fileName: genericFileName,
});
