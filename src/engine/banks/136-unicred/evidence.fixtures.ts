/**
 * Unicred (136): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import {
  a,
  type BankEvidence,
  d,
  digits,
  GENERATED,
  LF,
  m,
  NSA,
  TEXT_CLEANING,
  TEXT_L,
  USO_EMPRESA,
} from "../evidence.fixtures";

const UNICRED_401 =
  "the l10n-brazil sample's detail lines have one character too many (401): the sequence 395-400 reads shifted, the fields the publisher asserts are before the extra character and read right";

const UNICRED_AGENCY =
  "Unicred retorno 169-173 prefixo and DV da agência recebedora: lote reads the five positions as one text field (not used by the entry)";

const UNICRED_COBRANCA =
  "Unicred retorno header 12-19 'COBRANCA' and 20-26 BRANCOS: lote reads 12-26 as one literal field (not checked on reading)";

const UNICRED_CODE =
  "Unicred 5.5.4: a one-position code marked A in the table whose domain is digits (multa 1/2/3, mora 1/2/3/5, desconto 0/1): lote writes the digit, the same character";
export const evidence: BankEvidence = {
  manualCompared: {
    "136-cnab400.json": 121,
  },
  manualReviewed: {
    "136 cnab400 header 108-110 picture":
      "Unicred 5.5.1 108-110 código da variação carteira: 'Preencher com zeros (000)', which lote writes",
    "136 cnab400 detail 94-94 picture": UNICRED_CODE,
    "136 cnab400 detail 105-105 picture": UNICRED_CODE,
    "136 cnab400 detail 150-150 picture": UNICRED_CODE,
    "136 cnab400 detail 95-104 picture":
      "Unicred 5.5.3 95-104 valor/percentual da multa, marked A in the table but described as a value or rate with decimals: lote writes the digits, zero-filled",
    "136 cnab400 detail 106-106 unfilled":
      "Unicred 5.5.4 106 identificação de título descontável, default 'N': lote sends N (the title is not offered for discount)",
    "136 cnab400 detail 158-158 unfilled":
      "Unicred 5.5.4 158 código para protesto, default '3' não protestar, which lote sends",
    "136 cnab400 detail 159-160 unfilled":
      "Unicred 5.5.4 159-160 dias para protesto, default zeros, which lote sends",
    "136 cnab400 ret_header 12-19 boundary": UNICRED_COBRANCA,
    "136 cnab400 ret_header 20-26 boundary": UNICRED_COBRANCA,
    "136 cnab400 ret_header 77-94 picture":
      "Unicred retorno header 77-94 '136UNICREDDOBRASIL': lote reads 77-79 as the bank code (136) and 80-94 as the name, the same characters",
    "136 cnab400 ret_detail 169-172 boundary": UNICRED_AGENCY,
    "136 cnab400 ret_detail 173-173 boundary": UNICRED_AGENCY,
    "136 cnab400 ret_detail 327-328 picture":
      "Unicred retorno 327-328 tipo de instrução origem, 'A' but two-digit codes (01 remessa, 02 baixa …, Informações Adicionais): lote reads the digits",
    "136 cnab400 ret_trailer 2-394 picture":
      "Unicred retorno trailer 2-394 'BRANCOS — este campo deve ser desconsiderado': lote's 400 trailer reader finds blanks where other banks put counts and totals, and checks nothing (a blank total is not compared)",
  },
  corpusReviewedWarnings: {
    "136/cnab400/retorno/brcobranca-CNAB400UNICRED.RET": {
      "CNAB_TOTALS_MISMATCH@3":
        "the trailer's sequence counts the detail lines the publisher removed when it trimmed the sample to one record",
      "CNAB_LINE_ENDINGS@0": LF,
    },
    "136/cnab400/retorno/l10n-brazil-CNAB400UNICRED_valor_menor_1.RET": {
      "CNAB_LINE_LENGTH@2": UNICRED_401,
      "CNAB_SEQUENCE_GAP@2": UNICRED_401,
      "CNAB_LINE_LENGTH@3": UNICRED_401,
      "CNAB_SEQUENCE_GAP@3": UNICRED_401,
      "CNAB_TOTALS_MISMATCH@4": "the trailer's sequence counts lines the publisher's sample does not have",
      "CNAB_LINE_ENDINGS@0": LF,
    },
  },
  remessaDiscretionary: {
    "136 cnab400": [a("0", 95, 100, GENERATED), a("0", 111, 117, NSA), a("1", 38, 62, USO_EMPRESA)],
  },
  remessaReviewed: {
    "136/cnab400/remessa/br_boleto-unicred.rem": [
      m(
        "1",
        95,
        104,
        "Unicred 5.5.4 095-104 valor/percentual da multa, numeric with 2 decimals: lote zeros without a multa, br_boleto blanks",
      ),
      m(
        "1",
        106,
        106,
        "Unicred 5.5.4 106: título descontável 'S'/'N', default 'N'; br_boleto writes 0 (read as N)",
      ),
      m("1", 140, 142, "Unicred 5.5.3 140-149 'Filler — Zeros'; br_boleto blanks 140-142"),
      m(
        "1",
        158,
        158,
        "Unicred 5.5.4 158 código para protesto: default '3' (não protestar); br_boleto 0 (which Unicred reads as 3)",
      ),
      m(
        "1",
        195,
        203,
        "the spec's nosso número '09000000000011' is not a Unicred one (10 digits + módulo-11 DV, 5.5.4 193-203); lote writes the sequence 1 and its DV",
      ),
      d(TEXT_L, "1", 290, 295, TEXT_CLEANING),
      m(
        "1",
        357,
        372,
        "Unicred 5.5.3 357-394 pagador/avalista: lote writes the sacador/avalista the title names; br_boleto leaves it blank",
      ),
    ],
  },
  remessaAdaptations: {
    "136/cnab400/remessa/br_boleto-unicred.rem": {
      why: "the agência and conta DVs br_boleto writes (0, 3) are lote's account digits; the spec's carteira '09' is lote's Unicred wallet '21' (Unicred's boleto rules; the carteira position is reviewed)",
      input: (i) => {
        const d = digits(i, "0", "3");
        return {
          ...d,
          account: { ...d.account, wallet: "21" },
          titles: d.titles.map((t) => ({ ...t, wallet: "21" })),
        };
      },
    },
  },
  evidenceExpected: {
    "136 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 1, bank_retornos: 2 },
  },
};
