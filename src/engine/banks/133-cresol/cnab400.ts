/**
 * 133 — Cresol, CNAB 400 cobrança integrada com registro.
 *
 * Source: Cresol, "Cobrança Integrada Com Registro Cresol — Layout Remessa / Layout Retorno, Layout
 * Padrão CNAB 400" (kept by laravel-boleto in `manuais/CRESOL/`). Its tables are transcribed to
 * `manual/cnab400.table.json` and diffed (`manual-crosscheck.test.ts`). Cresol prints
 * Bradesco's campo livre (`../layouts.ts`) and its CNAB 400 keeps Bradesco's detail block; the
 * differences from the common 400 block:
 * - header 27-46 código da empresa, "conta do cooperado" (20 digits: carteira 4 + cooperativa 5 +
 *   conta 7 + DV, as laravel-boleto's writer composes it — the manual names the field only), 47-76
 *   and 95-394 blank (the manual leaves name, date, sistema and NSA "Branco");
 * - detail 2-20 blank (débito automático), 21-37 identificação da empresa (zero, carteira 3,
 *   cooperativa 5, conta 7, DV), 63-65 blank, 66 multa `2` (percentual) or `0`, 67-70 percentual
 *   (2 decimals), 71-81 nosso número 11 + 82 DV, 83-92 blank, 93 `2` (cliente emite), 94-108 blank,
 *   140-147 blank, espécies per the manual (01 CH, 02 DM, 04 DS, 06 DR, 07 LC, 12 NP, 17 RC, 19
 *   ND, 99 outros), 150 and 157-160 blank, 315-326 blank (primeira mensagem), CEP 327-334, 335-394
 *   sacador/avalista;
 * - retorno header 380-385 data do crédito; detail 21-37 as above, 71-81 nosso número + 82 DV,
 *   176-292 FEBRABAN-style money block, 296-301 data do crédito, 319-328 motivos (5 × 2); trailer
 *   `9201133` and blanks (no totals). The retorno's occurrence list reads as FEBRABAN's C044 (the
 *   rows the PDF's text keeps — 02-07, 52-54 — carry C044's wording; 55-60 are Cresol's).
 * Movements: 01, 02, 04, 05, 06, 09, 11 (sustar protesto e manter em carteira), 31.
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { FEBRABAN_CODES, FEBRABAN_REJECTION_REASONS, other } from "../../cnab/spec/occurrences";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { padDigits } from "../../math/check-digits";
import { boleto } from "./boleto";

const ourNumber: OurNumberCodec = {
  fields: ["our_number", "our_number_dv"],
  encode: (t) => ({ our_number: t.our_number, our_number_dv: boleto.ourNumber(t).slice(-1) }),
  decode: (read) => ({
    our_number: stripZeros(read("our_number")),
    raw: read("our_number") + read("our_number_dv"),
  }),
};

const COMPANY = [
  lit("0", 21, 21, "9"),
  num("wallet", 22, 24),
  num("account.agency", 25, 29),
  num("account.account", 30, 36),
  txt("account.account_digit", 37, 37),
];

export const cnab400 = defineCnab400({
  bank_code: "133",
  bank_name: "CRESOL",
  manual: "Cresol, Cobrança Integrada Com Registro — Layout Padrão CNAB 400 (remessa e retorno)",
  detail_type: "1",
  overrides: {
    header: [num("company_code", 27, 46), blank(47, 76), blank(95, 100), blank(101, 394)],
    ret_header: [
      num("company_code", 27, 46),
      num("density", 101, 108),
      num("notice", 109, 113),
      blank(114, 379),
      num("credit_date", 380, 385),
      blank(386, 394),
    ],
    detail: [
      blank(2, 20),
      ...COMPANY,
      txt("company_reference", 38, 62),
      blank(63, 65),
      num("fine_code", 66, 66),
      num("fine_rate", 67, 70),
      num("our_number", 71, 81),
      txt("our_number_dv", 82, 82),
      blank(83, 92),
      lit("2", 93, 93, "9"),
      blank(94, 108),
      blank(140, 147),
      blank(150, 150),
      blank(157, 160),
      blank(315, 326),
      txt("guarantor.name", 335, 394),
    ],
    ret_detail: [
      num("company.document_type", 2, 3),
      num("company.document", 4, 17),
      blank(18, 20),
      ...COMPANY,
      txt("company_reference", 38, 62),
      blank(63, 70),
      num("our_number", 71, 81),
      txt("our_number_dv", 82, 82),
      blank(83, 107),
      txt("wallet_code", 108, 108),
      blank(293, 295),
      blank(302, 318),
      txt("reasons", 319, 328),
      blank(329, 394),
    ],
    ret_trailer: [blank(8, 394)],
  },
  fine_kinds: ["rate"],
  detail(d, v) {
    v.fine_code = d.fine.code === "2" ? 2 : 0;
    v.fine_rate = d.fine.code === "2" ? d.fine.value : 0;
    v.wallet = d.title.wallet;
  },
  // 109-110 identificação da ocorrência (manual/cnab400.codes.json).
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    protest: "09",
    protest_cancel: "11",
    protest_cancel_and_write_off: "10",
    change_data: "31",
  },
  document_kinds: {
    CH: "01",
    DM: "02",
    DS: "04",
    DR: "06",
    LC: "07",
    NP: "12",
    RC: "17",
    ND: "19",
    OUT: "99",
  },
  occurrences: {
    codes: {
      ...FEBRABAN_CODES,
      // The retorno list's readable rows (00-07, 52-60) are C044's with 00 added; 55-60 are C044's too.
      "00": other("Ocorrência desconhecida"),
    },
    reasons: { rejected: FEBRABAN_REJECTION_REASONS },
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
    company_code: `${padDigits(ctx.account.wallet, 4)}${padDigits(ctx.account.agency, 5)}${padDigits(ctx.account.account, 7)}${ctx.account.account_digit ?? "0"}`,
  }),
  ourNumber,
  fileName: genericFileName,
});
