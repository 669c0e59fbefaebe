/**
 * 097 — CrediSIS, CNAB 240 cobrança.
 *
 * Source: CrediSIS (Cooperativa Central de Crédito Noroeste Brasileiro), "Layout CNAB 240 —
 * Remessa e Retorno" (versão abril/2017; kept by brcobranca in `docs/credisis/`), FEBRABAN-based
 * with arquivo 101 and lote 060; its tables are transcribed to `manual/cnab240.table.json`
 * and diffed (`manual-crosscheck.test.ts`). CrediSIS' own example file
 * (`docs/credisis/REMESSA_CNAB240_MODELO.txt`, in the corpus) is compared with lote's output at
 * every non-data position (`cnab240.test.ts`); it writes a CPF left-aligned with blanks at 19-32,
 * where the manual prints 9(14) (G006): lote follows the picture. Differences
 * from the FEBRABAN base:
 * - headers 33-52 / 34-53 código convênio 9(20), 58 / 59 and 72 / 73 blank, 103-132
 *   `097CENTRALCREDI`, 167-171 blank (no density), batch 104-183 and 200-207 blank;
 * - P 23 and 37 blank, 38-57 nosso número 20 (Apêndice A: 097 + DV do CPF/CNPJ + agência 4 +
 *   convênio 6 + sequencial 6, as the boleto prints it), 58-62 `1 1 2` with blanks at 60 and 62,
 *   101-105 the beneficiário's agência (as CrediSIS' example file writes it), 106 blank, 166-195
 *   blank (no IOF, no abatimento), 224-227 blank (no baixa field), 230-240 blank;
 * - Q 154-209 blank (the sacador/avalista goes in Y-01), 210-212 `097`, 213-232 the nosso número
 *   again (C031/C032);
 * - R 90-99 blank, 100-179 instruções 1-2, 180-240 blank;
 * - trailer de lote 24-46 the batch's title count and total (CrediSIS' example fills them),
 *   47-123 blank; trailer de arquivo 30-35 blank.
 * Movements (C004): 01 inclusão, 50 baixa manual, 31 alteração de dados (the due date is changed
 * through 31). Retorno (C044): 02, 03, 06, 09, 64 confirmação da alteração, 65, 66 cancelamento,
 * 67 alteração rejeitada; motivos C047 (B tarifas, C liquidação / baixa).
 */
import { defineCnab240 } from "../../cnab/cnab240/spec";
import { blank, lit, num } from "../../cnab/layout/fields";
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

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t) => ({ our_number: onlyDigits(boleto.ourNumber(t)) }),
  decode: (read) => {
    const raw = read("our_number");
    return { our_number: stripZeros(raw.slice(-6) || "0"), raw };
  },
};

/** C047-C: liquidação (06) and baixa / cancelamento (09, 66). */
const CHANNELS: Readonly<Record<string, string>> = {
  "03": "Liquidação no guichê de caixa",
  "06": "Liquidação por meio eletrônico (DDA)",
  "08": "Liquidação em cartório",
  "31": "Liquidação em banco correspondente",
  "32": "Liquidação terminal de autoatendimento",
  "33": "Liquidação na internet (home banking)",
  "37": "Liquidado por meio de central de atendimento (telefone)",
};
const WRITE_OFFS: Readonly<Record<string, string>> = {
  "09": "Comandada banco",
  "10": "Comandada cliente por arquivo",
  "11": "Comandada cliente pelo site",
  "12": "Decurso prazo – cliente",
  "13": "Decurso prazo – banco",
  "14": "Por envio ao cartório",
};

export const cnab240 = defineCnab240({
  bank_code: "097",
  bank_name: "097CENTRALCREDI",
  manual: "CrediSIS, Layout CNAB 240 — Remessa e Retorno (abril/2017; 101/060)",
  versions: { file: "101", batch: "060" },
  overrides: {
    file_header: [num("account.agreement", 33, 52), blank(58, 58), blank(167, 171)],
    batch_header: [
      num("account.agreement", 34, 53),
      blank(59, 59),
      blank(104, 143),
      blank(144, 183),
      blank(200, 207),
    ],
    P: [
      blank(23, 23),
      num("our_number", 38, 57),
      blank(60, 60),
      blank(62, 62),
      num("account.agency", 101, 105),
      blank(106, 106),
      blank(166, 180),
      blank(181, 195),
      blank(224, 227),
      blank(230, 240),
    ],
    Q: [
      blank(154, 154),
      blank(155, 169),
      blank(170, 209),
      lit("097", 210, 212, "9"),
      num("our_number", 213, 232),
    ],
    R: [blank(90, 99), blank(180, 240)],
    T: [num("our_number", 38, 57), blank(189, 198)],
    U: [blank(48, 62), blank(63, 77), blank(154, 157), blank(158, 165), blank(166, 180), blank(181, 210)],
    batch_trailer: [blank(47, 123)],
    file_trailer: [blank(30, 35)],
  },
  // Segmento S is tipo 1 at CrediSIS (one 140-character instruction at 21-160), not FEBRABAN's
  // tipo 3 that lote writes: instructions are left out with a warning.
  without: ["S"],
  remessa_totals: true,
  // C004 / C044 (manual/cnab240.codes.json): 31 changes the due date only (Seq. 20.3P).
  movements: {
    entry: "01",
    write_off: "50",
    due_date_change: "31",
  },
  // C015: 03 DMI, 05 DSI, 12 NP, 17 RC, 21 ME, 23 NF (a duplicata is sent "por indicação").
  document_kinds: { DM: "03", DMI: "03", DS: "05", DSI: "05", NP: "12", RC: "17", ME: "21", NF: "23" },
  occurrences: {
    codes: {
      "02": registered("Entrada confirmada"),
      "03": rejected("Entrada rejeitada"),
      "06": paid("Liquidação"),
      "09": writtenOff("Baixa", "write_off"),
      "64": dueDateChanged("Confirmação da alteração (movimento 31: vencimento ou dados)"),
      "65": other("Boleto descontado na cooperativa"),
      "66": writtenOff("Cancelamento"),
      "67": instructionRejected("Alteração rejeitada", "due_date_change"),
    },
    reasons: { paid: CHANNELS, written_off: WRITE_OFFS },
  },
  reason_width: 2,
  simulate: {
    registered: "02",
    rejected: "03",
    paid: "06",
    written_off: "09",
    due_date_changed: "64",
    rejection_reason: "",
  },
  account: () => ({ "account.agency_digit": "", "account.agency_account_digit": "" }),
  ourNumber,
  fileName: genericFileName,
});
