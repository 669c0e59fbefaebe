/**
 * 745 — Citibank, CNAB 240 cobrança: FEBRABAN's layout as Citi's own manual customises it.
 *
 * Source: Citibank, "Manual Cobrança CITI — FEBRABAN 240" (v1.8, CitiDirect; kept by brcobranca as
 * `docs/Citibank/Manual_Febraban_Citi_Portuguese V1 8_citidirect_novo.pdf`, commit
 * 3317f1dc12d776b3d437978b9cbc37c1e2f8abe6): header and trailer de arquivo (6.1, 6.2), header de
 * lote, Segments P, Q, T, U and trailer de lote (7.1-7.7), the field descriptions (8). Its tables
 * are transcribed in `manual/cnab240.table.json` and diffed (`manual-crosscheck.test.ts`); frones/ACBr's
 * `ACBrBancoCitiBank.pas` (commit 0a65e85573c4e33d81d2304b89d84879410ee7ed) writes the same
 * remessa positions (the second source). Differences from the FEBRABAN base:
 * - arquivo 040, lote 030, density 01600; header 33-52 / lote 34-53 the "identificação do
 *   portfólio — ID de Cobrança" (G007: the file's `bank_fields.company_code`, as for CNAB 400);
 *   agência 53-57 / 54-58 / P 18-22 zeros and its DV blank (G008, G009); the conta cosmos (the
 *   10-digit `agreement`) right-aligned at 59-70 / 60-71 / P 24-35 with its DVs blank (G010-G012);
 *   103-132 `CITIBANK`; header de lote 104-183 blank (CITI_05, C073) and 184-191 zeros (G079);
 * - P 38-49 nosso número 11 + DV (the boleto's), 50-57 blank; 58 carteira `1` (simples); 59, 60
 *   and 62 blank (C007, C008, C010: "preencher com brancos"); 61 `2` (the beneficiary prints);
 *   63-72 número do documento (10), 73-77 blank; 106 blank; espécie 107-108 `03` only (C015: DMI;
 *   lote's DM and DMI); aceite 109 `N` only (C016); juros 118 `1` only, valor por dia (C018: with
 *   zeros Citibank applies the client's registered rate), 119-126 zeros (C019); 224 `2` (não baixar)
 *   with 225-227 blank; 228-229 `09`;
 * - Q 210-218 zeros (CITI_01 portfólio for DDA titles of cobrança sem registro, CITI_02/03 carnê
 *   and parcela, none of which lote sends), 219-232 blank;
 * - no Segment R or S ("Segmentos não utilizados pelo Citibank", 7.4) and no Y: a fine is refused
 *   (`CNAB_UNSUPPORTED_FINE`), instructions are `CNAB_INSTRUCTIONS_DROPPED`, the sacador goes in Q;
 * - T and U are FEBRABAN's (T 38-57: the 12 of the nosso número + 8 blanks, 59-73: 10 + 5).
 * Movements (C004): 01, 02, 04, 06, 07, 09, 11 sustar protesto e manter em carteira, 29 / 39
 * negativação Serasa (by contract). Retorno (C044) and motivos (C047 A, B, C) as the manual lists them.
 */
import { defineCnab240 } from "../../cnab/cnab240/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { FEBRABAN_SIMULATE } from "../../cnab/spec/febraban-codes";
import {
  accepted,
  dueDateChanged,
  fee,
  instructionRejected,
  other,
  paid,
  protest,
  protestCancelled,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { boleto } from "./boleto";
import { CITI_240_PAYMENTS, CITI_240_REJECTIONS, CITI_240_WRITE_OFFS } from "./cnab240-reasons";
import { companyCode } from "./company";

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t) => ({ our_number: boleto.ourNumber(t).replace(".", "") }),
  decode: (read) => {
    const raw = read("our_number").trim();
    return { our_number: stripZeros(raw.slice(0, 11) || "0"), raw };
  },
};

/** The conta cosmos (G010): the 10-digit `agreement`, right-aligned in 12. */
const cosmos = (start: number, end: number) => num("account.agreement", start, end);

export const cnab240 = defineCnab240({
  bank_code: "745",
  bank_name: "CITIBANK",
  manual: "Citibank, Manual Cobrança CITI — FEBRABAN 240 (v1.8, CitiDirect; 040/030)",
  versions: { file: "040", batch: "030" },
  overrides: {
    file_header: [
      txt("company_code", 33, 52),
      zeros(53, 57),
      blank(58, 58),
      cosmos(59, 70),
      blank(71, 72),
      lit("01600", 167, 171, "9"),
      blank(172, 211),
    ],
    batch_header: [
      txt("company_code", 34, 53),
      zeros(54, 58),
      blank(59, 59),
      cosmos(60, 71),
      blank(72, 73),
      blank(104, 183),
      zeros(184, 191),
    ],
    P: [
      zeros(18, 22),
      blank(23, 23),
      cosmos(24, 35),
      blank(36, 37),
      num("our_number", 38, 49),
      blank(50, 57),
      lit("1", 58, 58, "9"),
      blank(59, 59),
      blank(60, 60),
      lit("2", 61, 61, "9"),
      blank(62, 62),
      txt("document_number", 63, 72),
      blank(73, 77),
      blank(106, 106),
      lit("N", 109, 109),
      zeros(119, 126),
    ],
    Q: [zeros(210, 212), zeros(213, 215), zeros(216, 218), blank(219, 232)],
  },
  without: ["R", "S", "Y01"],
  write_off: { code: 2 },
  daily_interest_only: true,
  codes: { no_interest: "1" },
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    due_date_change: "06",
    discount: "07",
    protest: "09",
    protest_cancel: "11",
    negativacao: "29",
    negativacao_cancel: "39",
  },
  // C015: '03' DMI is the only espécie; lote's DM goes as it (ACBr maps DM and DMI to 03 alike).
  document_kinds: { DM: "03", DMI: "03" },
  occurrences: {
    codes: {
      "01": other("Transação aceita, título impresso/enviado por e-mail"),
      "02": registered("Entrada confirmada"),
      "03": rejected("Entrada rejeitada"),
      "06": paid("Liquidação"),
      "07": accepted("discount", "Confirmação do recebimento da instrução de desconto"),
      "09": writtenOff("Baixa", "write_off"),
      "11": other("Títulos em carteira (em ser)"),
      "12": accepted("rebate", "Confirmação recebimento instrução de abatimento"),
      "14": dueDateChanged("Confirmação recebimento instrução alteração de vencimento"),
      "17": paid("Liquidação após baixa ou liquidação título não registrado"),
      "19": accepted("protest", "Confirmação recebimento instrução de protesto"),
      "20": accepted(
        "protest_cancel",
        "Confirmação recebimento instrução de sustação/cancelamento de protesto",
      ),
      "21": accepted("negativacao_cancel", "Confirmação de pedido de exclusão de negativação na Serasa"),
      "22": accepted("negativacao", "Título enviado para negativação na Serasa"),
      "23": protest("Remessa a cartório (aponte em cartório)"),
      "24": protestCancelled("Retirada de cartório e manutenção em carteira"),
      "26": instructionRejected("Instrução rejeitada"),
      "28": fee("Débito de tarifas/custas"),
      "29": other("Ocorrências do sacado"),
      "31": other("Título negativado"),
      "90": other("Movimentação na CIP"),
    },
    reasons: { rejected: CITI_240_REJECTIONS, paid: CITI_240_PAYMENTS, written_off: CITI_240_WRITE_OFFS },
  },
  reason_width: 2,
  simulate: FEBRABAN_SIMULATE,
  account: companyCode("CNAB 240"),
  ourNumber,
  fileName: genericFileName,
});
