/**
 * 341 — Itaú, CNAB 240 cobrança.
 *
 * Source: Itaú, "Cobrança Bancária — Layout de Arquivos FEBRABAN 240" (Janeiro 2017; arquivo
 * 040, lote 030). Itaú keeps the FEBRABAN record structure with its own account block:
 * - headers: 53 (54 in the lote) zero, agência 4, blank, zeros 7, conta 5, blank, DAC; 33-52 and
 *   34-53 blank (no convênio); header de arquivo 226-228 zeros; header de lote 12-13 zeros;
 * - Segmentos P and T 18-37: zero, agência 4, blank, zeros 7, conta 5, blank, DAC; 38-57:
 *   carteira 3, nosso número 8, DAC 1, blanks 8; P 58-62 zeros and 63-72 seu número (10); P 118
 *   and 142 zeros (no interest or discount codes: 127-141 is the amount per day, so a monthly
 *   rate cannot be sent); P 224 baixa (nota 19) and 225-226 its days, 227-239 zeros (no currency);
 * - Segmento Q 34-63 nome do pagador (30), 170-199 sacador/avalista (30).
 * The remessa's records are P, Q, R and Y-01 (3.1): there is no Segmento S, so instructions are
 * left out with the warning `CNAB_INSTRUCTIONS_DROPPED` (Itaú prints its own, nota 28).
 * Retorno (pp. 14-15): Segmento T has the account block above, seu número 59-68 (10), pagador
 * 149-178 (30), erros 214-221 (4 × 2, nota 23) and the código de liquidação 222-223 (nota 29);
 * elsewhere T and Segmento U are FEBRABAN's, their extra fields zeros or blanks.
 */
import { defineCnab240 } from "../../cnab/cnab240/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { FEBRABAN_SIMULATE } from "../../cnab/spec/febraban-codes";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { accountDac, ITAU_OCCURRENCES, ourNumberDac } from "./cnab-common";

const account = (at: number) => [
  lit("0", at, at, "9"),
  num("account.agency", at + 1, at + 4),
  blank(at + 5, at + 5),
  zeros(at + 6, at + 12),
  num("account.account", at + 13, at + 17),
  blank(at + 18, at + 18),
  txt("account.account_digit", at + 19, at + 19),
];

const OUR_NUMBER = [
  num("wallet", 38, 40),
  num("our_number", 41, 48),
  txt("our_number_dv", 49, 49),
  blank(50, 57),
];

export const ourNumber: OurNumberCodec = {
  fields: ["wallet", "our_number", "our_number_dv"],
  encode: (t) => ({ wallet: t.wallet, our_number: t.our_number, our_number_dv: ourNumberDac(t) }),
  decode: (read) => ({
    our_number: stripZeros(read("our_number")),
    raw: read("wallet") + read("our_number") + read("our_number_dv"),
  }),
};

export const cnab240 = defineCnab240({
  bank_code: "341",
  bank_name: "BANCO ITAU SA",
  manual: "Itaú, Cobrança Bancária — Layout de Arquivos FEBRABAN 240 (Janeiro 2017; arquivo 040, lote 030)",
  versions: { file: "040", batch: "030" },
  overrides: {
    file_header: [blank(33, 52), ...account(53), blank(212, 225), zeros(226, 228), blank(229, 240)],
    batch_header: [zeros(12, 13), blank(34, 53), ...account(54)],
    P: [
      ...account(18),
      ...OUR_NUMBER,
      zeros(58, 62),
      txt("document_number", 63, 72),
      blank(73, 77),
      zeros(118, 118),
      zeros(142, 142),
      num("write_off_days", 225, 226),
      zeros(227, 239),
    ],
    Q: [txt("payer.name", 34, 63), blank(64, 73), txt("guarantor.name", 170, 199), blank(200, 209)],
    // 17.3T erros 214-221 (four codes, nota 23); 18.3T código de liquidação 222-223 (nota 29: the
    // channel the payer used, "AA" caixa eletrônico…), not a fifth reason.
    T: [
      ...account(18),
      ...OUR_NUMBER,
      txt("document_number", 59, 68),
      blank(69, 73),
      txt("payer.name", 149, 178),
      blank(179, 188),
      txt("reasons", 214, 221),
      txt("settlement_channel", 222, 223),
    ],
  },
  without: ["S"],
  // Nota 18: 1 protestar (dias corridos), 2 protestar (dias úteis), days at 222-223.
  protest: { calendar: "1", business: "2" },
  daily_interest_only: true,
  // Nota 24: the trailer de lote's quantities and totals are "títulos a vencer registrados no Itaú".
  retorno_trailer: { totals: "portfolio" },
  // Nota 19: 0 sem instrução, 1 baixar em 225-226 dias, 2 baixar após 365 dias.
  write_off: { code: 0, with_days: { code: 1, min: 1, max: 99 } },
  // Itaú's código de ocorrência (remessa), as transcribed in manual/cnab240.codes.json.
  // Nota (A)/(B) of the código de ocorrência: an instruction carries the título's identity, its
  // valor and the fields the table names; "os demais campos devem ser preenchidos com zeros ou
  // brancos". 05 names the valor do abatimento.
  sparse_instructions: true,
  movement_needs: { rebate_cancel: ["rebate_cents"] },
  // 49 (multa): "gerar arquivo remessa com a ocorrência 49 no registro segmento P e Q ... e o registro segmento R".
  movement_records: { fine_change: ["P", "Q", "R"] },
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    fine_change: "49",
    protest: "09",
    protest_cancel: "18",
    do_not_protest: "10",
    negativacao: "66",
    negativacao_cancel: "68",
    change_data: "31",
  },
  document_kinds: {
    DM: "01",
    NP: "02",
    NS: "03",
    ME: "04",
    RC: "05",
    CT: "06",
    CS: "07",
    DS: "08",
    LC: "09",
    ND: "13",
    DD: "15",
    EC: "16",
    PS: "17",
    OUT: "99",
  },
  occurrences: ITAU_OCCURRENCES,
  reason_width: 2,
  simulate: FEBRABAN_SIMULATE,
  account: (ctx) => ({ "account.account_digit": accountDac(ctx) }),
  ourNumber,
  fileName: genericFileName,
});
