/**
 * 246 — Banco ABC Brasil, CNAB 240 cobrança (cobrança expressa, carteira 110). One source:
 * every remessa carries `CNAB_LAYOUT_UNCONFIRMED`.
 *
 * No ABC 240 position table was found. The one independent writer and reader is frones/ACBr's
 * `Fontes/ACBrBoleto/ACBrBancoABCBrasil.pas` (commit 2cb7cc562cef00deff16a01e97be2a9b7b7e5da8,
 * LGPL 2.1: `GerarRegistroHeader240`, `GerarRegistroTransacao240`, `GerarRegistroTrailler240`,
 * `LerRetorno240`), transcribed to `manual/cnab240.table.json` and diffed
 * (`manual-crosscheck.test.ts`). Banco ABC's own "Manual Boletos Banco ABC" (2021; kept by the
 * fork tiagoandrepro/laravel-boleto, cd6e7745, `manuais/ABC/MANUAL BOLETOS BANCO ABC 2021.pdf`,
 * §9 c) confirms the title's identification: P 38 serviço de classificação `5`, 39-41
 * modalidade com bancos correspondentes zeros, 44-46 modalidade com o banco cedente `110`,
 * 47-57 the nosso número with its DV (agência + carteira 110 + número, módulo 10), zeros on the
 * left, and Q 210-212 zeros; it names carteira 110 for CNAB 240 (121 is CNAB 400's). ACBr writes
 * FEBRABAN's rows elsewhere (arquivo 040, lote 030), with these departures, taken as written:
 * - header de arquivo 33-52 and 53-72, header de lote 34-53 and 54-73, P 18-37: the código do
 *   convênio, 20 characters left-aligned, where FEBRABAN has the agência/conta block (lote sends
 *   `bank_fields.company_code`, the código da empresa its CNAB 400 asks for);
 * - header 167-171 `00000`, 172-240 blank; P 42-43 zeros (uso exclusivo Autbank), P 60 `2` (escritural), espécie `02` DM only (ACBr writes 02 for every title);
 * - P 118 `1` (valor por dia) or `3`: a monthly rate is refused; P 221 `1` (dias corridos) or `3`;
 *   P 224 `2` (não baixar) with 225-227 `000`;
 * - R 75-89: a multa rate with four decimals (ACBr: percentual × 10000, as ABC's CNAB 400 nota 12
 *   has rates), an amount in centavos;
 * - R 66 `0` without a fine; 90-240 blank (no mensagens 3-4, no débito em conta);
 * - Segment S tipo de impressão `1`: line `01` at 19-20, the instructions as two lines of 70 at
 *   21-160, tipo do caracter `01` at 161-162 (ACBr writes it for every title; lote when there are
 *   instructions, a third line and beyond left out with a warning);
 * - trailer de lote 24-46: the batch's count and total (cobrança simples), as ACBr writes them;
 * - T: nosso número at 47-57 (ACBr reads 47, ten digits), seu número 59-73, motivos 214-223.
 * Movements (ACBr's 240 list, FEBRABAN's codes): 01, 02, 04, 05, 06, 07, 08, 09, 11. Occurrences:
 * ACBr's 240 list (FEBRABAN C044 02-30, its own 35-37 for DDA and 94-99).
 * Uncertain: one source (ACBr's CNAB 400 for ABC now writes the bank's Autbank 400, which lote's
 * 400 follows from the bank's manual, but no ABC 240 table confirms the rest); aceite: ACBr
 * writes `S`/`N`, lote FEBRABAN's `A`/`N`. An earlier ACBr version (10ed1790) wrote zeros at
 * header 192-211 and 226-228, R 66 `1` without a fine, mensagens 3-4 in R and no S.
 */
import { defineCnab240 } from "../../cnab/cnab240/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { companyCodeOf } from "../../cnab/spec/company-code";
import { FEBRABAN_SIMULATE, febrabanMovements } from "../../cnab/spec/febraban-codes";
import {
  FEBRABAN_CODES,
  FEBRABAN_PAYMENT_CHANNELS,
  FEBRABAN_REJECTION_REASONS,
  other,
  rejected,
} from "../../cnab/spec/occurrences";
import { type FileContext, genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import type { Issue } from "../../errors";
import { onlyDigits } from "../../text";
import { boleto } from "./boleto";

/** The carteira the bank's manual names for CNAB 240 (cobrança expressa), P 44-46. */
const WALLET = "110";

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t, _ctx, issues, path) => {
    if (t.wallet !== WALLET) {
      issues.push({
        code: "CNAB_UNSUPPORTED_WALLET",
        path: [...path, "wallet"],
        message:
          "bank 246 CNAB 240 registers carteira 110 only (the bank's manual: 110 for CNAB 240, 121 for 400)",
      });
      return { our_number: 0 };
    }
    // 47-57: the nosso número and its DAC, the part after the carteira the boleto prints.
    return { our_number: onlyDigits(boleto.ourNumber(t).split("/")[1] ?? "") };
  },
  decode: (read) => {
    const raw = read("our_number").trim();
    return { our_number: stripZeros(raw.slice(0, -1) || "0"), raw };
  },
};

/**
 * ACBr's CNAB 240 occurrences that are FEBRABAN C044's codes with FEBRABAN's meaning; 27 (outros
 * dados, a movement lote does not send here), 01, 35-37 (DDA) and 94-99 are ABC's own below.
 */
const FROM_FEBRABAN = Object.fromEntries(
  "02 03 04 05 06 07 08 09 11 12 13 14 17 19 20 23 24 25 26 28 29 30"
    .split(" ")
    .map((c) => [c, FEBRABAN_CODES[c]!] as const),
);

/** Header, lote and P: the código do convênio (ACBr's `Convenio`), the bank's código da empresa. */
function account(ctx: FileContext, issues: Issue[]) {
  const code = companyCodeOf(
    ctx,
    issues,
    "bank 246 CNAB 240",
    "the código do convênio (up to 20 characters) the bank gives the client",
  );
  return code === null ? {} : { company_code: code, company_account: code };
}

export const cnab240 = defineCnab240({
  bank_code: "246",
  bank_name: "BANCO ABC BRASIL",
  manual:
    "Banco ABC Brasil CNAB 240 (040/030) as frones/ACBr (ACBrBancoABCBrasil.pas) writes and reads it; P 38-57 and Q 210-212 per the bank's Manual Boletos (2021)",
  unconfirmed:
    "one source only: frones/ACBr's ABC Brasil unit lays this layout out (the bank's 2021 manual confirms only P 38-57 and Q 210-212); confirm a first file with the bank",
  versions: { file: "040", batch: "030" },
  overrides: {
    file_header: [
      txt("company_code", 33, 52),
      txt("company_account", 53, 72),
      lit("00000", 167, 171, "9"),
      blank(172, 240),
    ],
    batch_header: [txt("company_code", 34, 53), txt("company_account", 54, 73)],
    P: [
      txt("company_code", 18, 37),
      lit("5", 38, 38, "9"),
      zeros(39, 41),
      zeros(42, 43),
      lit(WALLET, 44, 46, "9"),
      num("our_number", 47, 57),
      lit("2", 60, 60),
      num("write_off_days", 225, 227),
    ],
    R: [blank(90, 240)],
    // ACBr's S: tipo de impressão 1, line 01, the message in two lines of 70, tipo do caracter 01.
    S: [
      lit("1", 18, 18, "9"),
      lit("01", 19, 20, "9"),
      txt("instructions.0", 21, 90),
      txt("instructions.1", 91, 160),
      lit("01", 161, 162, "9"),
      blank(163, 240),
    ],
    T: [txt("company_code", 18, 37), txt("service_block", 38, 46), txt("our_number", 47, 57)],
  },
  without: ["Y01"],
  instruction_lines: 2,
  daily_interest_only: true,
  fine_rate_scale: 100,
  remessa_totals: true,
  write_off: { code: 2, days: 0 },
  protest: { calendar: "1" },
  // ACBr's GerarRegistroTransacao240 (manual/cnab240.codes.json): FEBRABAN's codes; 10 and 30 not offered.
  movements: febrabanMovements(
    "entry",
    "write_off",
    "rebate",
    "rebate_cancel",
    "due_date_change",
    "discount",
    "discount_cancel",
    "protest",
    "protest_cancel",
  ),
  document_kinds: { DM: "02" },
  occurrences: {
    codes: {
      ...FROM_FEBRABAN,
      "01": other("Título não existe"),
      "27": other("Confirmação do pedido de alteração de outros dados"),
      "35": other("Título DDA reconhecido pelo pagador"),
      "36": other("Título DDA não reconhecido pelo pagador"),
      "37": rejected("Título DDA recusado pela CIP"),
      "94": other("Confirma recebimento de instrução de sustar e alterar vencimento"),
      "95": other("Confirma recebimento de instrução de alteração do campo livre"),
      "96": other("Confirma recebimento de instrução de alteração do seu número"),
      "97": other("Confirma recebimento de instrução de agendamento de devolução"),
      "98": other("Confirma recebimento de instrução de alteração de mora"),
      "99": other("Confirma recebimento de instrução de alteração de multa"),
    },
    reasons: { rejected: FEBRABAN_REJECTION_REASONS, paid: FEBRABAN_PAYMENT_CHANNELS },
  },
  reason_width: 2,
  simulate: FEBRABAN_SIMULATE,
  account,
  ourNumber,
  fileName: genericFileName,
});
