/**
 * 237 — Bradesco, CNAB 240 cobrança.
 *
 * Source: Bradesco, "Layout de Arquivo Padrão FEBRABAN 240 posições — Cobrança Bradesco"
 * (versão do arquivo 084, do lote 042), which follows FEBRABAN v10 and differs in:
 * - headers 33-52 / 34-53: código da empresa (20 digits) instead of the convênio text;
 * - Segmentos P and T 38-57: carteira (3), zeros (5), nosso número (11) and its DV (1, may be `P`).
 * Retorno codes are FEBRABAN's (C044/C047).
 * Density 01600 (G020: 1600 or 6250 BPI). Every field was diffed with the manual's tables
 * (`test/engine/cnab/manual-tables/237-cnab240.json`).
 * Uncertain: the código da empresa when `agreement` is absent, derived as carteira 4 + agência 5
 * + conta 7 + DV; pass the code Bradesco assigned as `agreement`.
 */
import { defineCnab240 } from "../../cnab/cnab240-spec";
import {
  FEBRABAN_KINDS,
  FEBRABAN_MOVEMENTS,
  FEBRABAN_SIMULATE,
  printedCheckDigits,
} from "../../cnab/febraban-codes";
import { num, txt, zeros } from "../../cnab/fields";
import { stripZeros } from "../../cnab/format";
import { FEBRABAN_OCCURRENCES } from "../../cnab/occurrences";
import { cbFileName, type FileContext, type OurNumberCodec } from "../../cnab/spec";
import { padDigits } from "../../math/check-digits";
import type { BankAccount } from "../../types";
import { boleto } from "./boleto";

/** Código da empresa: the agreement, or carteira + agência + conta + DV. */
export function companyCode(a: BankAccount): string {
  if (a.agreement) return a.agreement;
  return padDigits(a.wallet, 4) + padDigits(a.agency, 5) + padDigits(a.account, 7) + (a.account_digit ?? "0");
}

/** Carteira, nosso número and its DV (from the boleto rules), in P and T alike. */
export const ourNumber: OurNumberCodec = {
  fields: ["wallet", "our_number", "our_number_dv"],
  encode(t, ctx: FileContext) {
    return {
      wallet: t.wallet,
      our_number: t.our_number,
      our_number_dv: printedCheckDigits(boleto.ourNumber(t, { today: ctx.generated_on })),
    };
  },
  decode(read) {
    const n = read("our_number");
    return { our_number: stripZeros(n), raw: `${read("wallet")}${n}${read("our_number_dv")}` };
  },
};

const OUR_NUMBER_240 = [
  num("wallet", 38, 40),
  zeros(41, 45),
  num("our_number", 46, 56),
  txt("our_number_dv", 57, 57),
];

export const cnab240 = defineCnab240({
  bank_code: "237",
  bank_name: "BRADESCO",
  // FEBRABAN 240 (084/042) código para protesto: '1' dias corridos, '2' dias úteis.
  protest: { calendar: "1", business: "2" },
  manual: "Bradesco, Layout de Arquivo Padrão FEBRABAN 240 posições — Cobrança (arquivo 084, lote 042)",
  versions: { file: "084", batch: "042" },
  overrides: {
    file_header: [num("company_code", 33, 52)],
    batch_header: [num("company_code", 34, 53)],
    P: OUR_NUMBER_240,
    T: OUR_NUMBER_240,
  },
  defaults: { file_header: { density: 1600 } },
  // C028: 1 baixar/devolver; 2 não baixar ("não tratado pelo banco": its own profile applies).
  write_off: { code: 2, with_days: { code: 1, min: 1, max: 999 } },
  movements: { ...FEBRABAN_MOVEMENTS, protest_cancel: "11" },
  document_kinds: FEBRABAN_KINDS,
  occurrences: FEBRABAN_OCCURRENCES,
  reason_width: 2,
  simulate: FEBRABAN_SIMULATE,
  account: (ctx) => ({ company_code: companyCode(ctx.account) }),
  ourNumber,
  fileName: (ctx) => cbFileName(ctx),
});
