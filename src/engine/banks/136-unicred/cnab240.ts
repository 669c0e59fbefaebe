/**
 * 136 — Unicred, CNAB 240 cobrança.
 *
 * Source: Unicred do Brasil, "Cobrança Web — Layout de Remessa de Boletos, CNAB 240 posições" and
 * "Cobrança Beneficiário Web — Layout de Retorno de Boletos, CNAB 240 posições" (revision of
 * 08/07/2021; kept by laravel-boleto in `manuais/UNICRED/CNAB240/`), arquivo 085 and lote 044.
 * Its tables are transcribed to `manual/cnab240.table.json` and diffed (`manual-crosscheck.test.ts`).
 * Differences from the FEBRABAN base:
 * - header de arquivo 33-52 Filler (blanks), 59-72 código do beneficiário (14, the agreement, as
 *   the 400 header's 27-46 and the retorno's T 24-37 "código do beneficiário com zeros à
 *   esquerda"), 103-132 `UNICRED DO BRASIL` (G014), density 01600 (G020), 172-174 zeros, 175-191
 *   reservado banco; header de lote 34-53 Filler, 60-73 "conta corrente do beneficiário" (14: lote
 *   writes the same código, see Uncertain), 104-183 Filler, 208-209 zeros;
 * - P 37 zero, 38-48 nosso número 10 + DV (módulo 11, G069) and 49-56 blanks, 57-58 carteira `21`
 *   (C006), 59-62 blanks, 101-106 blanks, 107 título descontável `N` (C005), 108 blank, 109 aceite
 *   `N` (C016's only value), 118 juros 1 valor diário / 2 taxa mensal / 5 isento (C018), 119-126
 *   blanks (the bank starts interest the day after the due date, C020), 166-180 blanks, 221 3 não
 *   protestar or 1/2 with the days at 222-223, 224-227 blanks (no baixa/devolução field); no espécie
 *   field, so every espécie is accepted as is (as in the 400);
 * - Q 210-232 blanks; R 18-65 blanks, 66 multa 1 valor / 2 taxa / 3 isento (C076), 67-74 blanks,
 *   200-231 blanks; trailer de lote 116-123 zeros;
 * - Segment S is "mensagens em lote" for the recibo do pagador (80 + 80 + 40 at 19-218, C078),
 *   not FEBRABAN's instruction lines: lote writes none (instructions are left out with
 *   `CNAB_INSTRUCTIONS_DROPPED`); Y-01 is FEBRABAN's; Y-02 (pilot) and Y-03 (e-mail) are not written.
 * - retorno (a layout of its own): T 18-23 blanks, 24-37 código do beneficiário, 38 `0`, 39-57
 *   nosso número (19, the 11 right-aligned), 58 `1`, 59-105 as FEBRABAN, 106-198 zeros, 214-221
 *   complemento do movimento (one code of 2 or 3 characters, read at 214-216), 222-223 tipo de
 *   instrução origem; U 18-107 and 138-153 as FEBRABAN, 108-137 blanks, 154-157 zeros, 158-165 data
 *   de débito da tarifa; trailer de lote 24-240 blanks; trailer de arquivo `136999991`, 10-23
 *   blanks (no batch count: `retorno_file_trailer`), 24-29 the line count. Movement 02 (instrução confirmada) and 03
 *   (instrução rejeitada) say which instruction only at T 222-223, so lote keys them as code +
 *   origem (`0201` entrada confirmada, `0202` baixa …), as for the 400.
 * Movements (C004): 01, 02, 04, 05, 06, 09, 11, 22, 23, 25 (26 protesto automático and 40 carteira
 * are not offered). Retorno codes: the manual's "Código de Movimento" list and origens.
 * Uncertain: the header de lote's 60-73 is labelled "Conta Corrente do Beneficiário" under the
 * heading of the header de arquivo's "Código do Beneficiário" (59-72); lote writes the código in
 * both. No second implementation writes Unicred's 240 (brcobranca's `Cnab240::Unicred` is its
 * Sicredi writer unchanged, code 748 and Sicredi's positions), and no Unicred 240 file was found.
 */
import { defineCnab240 } from "../../cnab/cnab240/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { onlyDigits } from "../../text";
import { boleto } from "./boleto";
import { UNICRED_240_REASONS } from "./cnab240-reasons";
import { cnab400 as unicred400 } from "./cnab400";

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t) => ({ our_number: onlyDigits(boleto.ourNumber(t)) }),
  decode: (read) => {
    const raw = read("our_number");
    return { our_number: stripZeros(raw.slice(-11, -1) || "0"), raw };
  },
};

/** The 400 retorno's codes less origem 10 (baixa por decurso de prazo), which the 240 manual's origem list lacks. */
const { "0210": _confirmed10, "0310": _rejected10, ...CODES } = unicred400.occurrences.codes;

const BENEFICIARY = "account.agreement";

export const cnab240 = defineCnab240({
  bank_code: "136",
  bank_name: "UNICRED DO BRASIL",
  manual:
    "Unicred do Brasil, Cobrança Web — Layout de Remessa / Retorno de Boletos CNAB 240 (rev. 08/07/2021; 085/044)",
  versions: { file: "085", batch: "044" },
  overrides: {
    file_header: [blank(33, 52), num(BENEFICIARY, 59, 72), zeros(172, 174), txt("bank_reserved", 175, 191)],
    batch_header: [
      blank(34, 53),
      num(BENEFICIARY, 60, 73),
      blank(104, 183),
      zeros(208, 209),
      blank(210, 240),
    ],
    P: [
      zeros(37, 37),
      txt("our_number", 38, 48),
      blank(49, 56),
      lit("21", 57, 58, "9"),
      blank(59, 62),
      blank(101, 105),
      blank(106, 106),
      lit("N", 107, 107),
      blank(108, 108),
      lit("N", 109, 109),
      blank(119, 126),
      blank(166, 180),
      blank(224, 227),
    ],
    Q: [blank(210, 232)],
    R: [blank(18, 65), txt("fine_code", 66, 66), blank(67, 74), blank(200, 231)],
    batch_trailer: [zeros(116, 123)],
    T: [
      blank(18, 23),
      txt("beneficiary_code", 24, 37),
      lit("0", 38, 38, "9"),
      num("our_number", 39, 57),
      lit("1", 58, 58),
      zeros(106, 198),
      txt("reasons", 214, 216),
      blank(217, 221),
      txt("instruction_origin", 222, 223),
      blank(224, 240),
    ],
    U: [blank(108, 137), zeros(154, 157), txt("fee_debit_date", 158, 165), blank(166, 240)],
  },
  defaults: { file_header: { density: 1600 } },
  retorno_batch_trailer: [blank(24, 240)],
  // "136999991", then 10-23 blank and the line count at 24-29: no batch count.
  retorno_file_trailer: [txt("file_trailer_fixed", 9, 9), blank(10, 23)],
  // Segment S is the recibo's "mensagens em lote" (C078), not instruction lines.
  without: ["S"],
  codes: { no_interest: "5", no_protest: "3", no_fine: "3" },
  protest: { calendar: "1", business: "2" },
  // C004 and the retorno's origens (manual/cnab240.codes.json): the 400's list.
  movements: unicred400.movements,
  document_kinds: unicred400.document_kinds,
  occurrences: { codes: CODES, reasons: { rejected: UNICRED_240_REASONS } },
  reason_width: 3,
  simulate: unicred400.simulate,
  // The same fields as the 400's (movement + instruction_origin): its hooks serve T.
  occurrence_code: unicred400.occurrence_code,
  simulate_fields: unicred400.simulate_fields,
  account: () => ({ "account.agency_account_digit": "" }),
  ourNumber,
  fileName: genericFileName,
});
