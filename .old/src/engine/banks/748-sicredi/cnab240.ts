/**
 * 748 — Sicredi, CNAB 240 cobrança.
 *
 * Source: Sicredi, "Manual de Cobrança Sicredi — Leiaute CNAB 240" (arquivo 081, lote 040), which
 * follows FEBRABAN v10: agência = cooperativa (5), conta = conta corrente (12) + DV, no convênio
 * (33-52 / 34-53 blank); nosso número AA/BXXXXX-D as 9 digits, left-aligned in P/T 38-57;
 * P 224-227 `1060` (baixa/devolução after 60 days, as the manual requires); file name
 * `<beneficiário 5><month code><day>.CRM`. Retorno codes are FEBRABAN's.
 * Uncertain: density 01600.
 */
import { defineCnab240 } from "../../cnab/cnab240-spec";
import { FEBRABAN_KINDS, FEBRABAN_MOVEMENTS, FEBRABAN_SIMULATE } from "../../cnab/febraban-codes";
import { blank } from "../../cnab/fields";
import { stripZeros } from "../../cnab/format";
import { FEBRABAN_OCCURRENCES } from "../../cnab/occurrences";
import { monthCode, type OurNumberCodec } from "../../cnab/spec";
import { padDigits } from "../../math/check-digits";
import { onlyDigits } from "../../text";
import { boleto } from "./boleto";

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t, ctx) => ({ our_number: onlyDigits(boleto.ourNumber(t, { today: ctx.generated_on })) }),
  decode: (read) => {
    const raw = read("our_number").trimEnd();
    return { our_number: stripZeros(raw.slice(3, 8) || "0"), raw };
  },
};

export const cnab240 = defineCnab240({
  bank_code: "748",
  bank_name: "SICREDI",
  manual: "Sicredi, Manual de Cobrança Sicredi — Leiaute CNAB 240 (arquivo 081, lote 040)",
  versions: { file: "081", batch: "040" },
  overrides: { file_header: [blank(33, 52)], batch_header: [blank(34, 53)] },
  defaults: {
    file_header: { density: 1600 },
    P: { write_off_code: 1, write_off_days: "060", collecting_agency_digit: "" },
  },
  movements: { ...FEBRABAN_MOVEMENTS, protest_cancel: "11" },
  document_kinds: FEBRABAN_KINDS,
  occurrences: FEBRABAN_OCCURRENCES,
  reason_width: 2,
  simulate: FEBRABAN_SIMULATE,
  account: () => ({ "account.agency_digit": "" }),
  ourNumber,
  fileName: (ctx) =>
    `${padDigits(ctx.account.agreement ?? "", 5)}${monthCode(ctx.generated_on)}${ctx.generated_on.slice(8, 10)}.CRM`,
});
