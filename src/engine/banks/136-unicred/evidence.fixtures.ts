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
const U240_DATE =
  "Unicred 240 retorno: a date marked A (DDMMAAAA, 'Conteúdo'); lote reads it as digits, the same characters";
const U240_FIRST =
  "Unicred 240 retorno: its first column prints banco, lote (and in U the record type) as one fixed value of type A ('1360001', '13600013'); lote reads 1-3, 4-7 and 8 as FEBRABAN's fields, the same characters";
const U240_TYPE =
  "Unicred 240 retorno: the record type marked A with its fixed digit ('3', '5'); lote reads the same digit";

export const evidence: BankEvidence = {
  manualCompared: {
    "136-cnab240.json": 207,
    "136-cnab400.json": 121,
  },
  manualReviewed: {
    "136 cnab240 file_header 58-58 picture":
      "Unicred 240 header 09 dígito verificador da agência, marked Num (G009: the bank's check digit): lote writes the agency digit as text, the same character",
    "136 cnab240 file_header 152-157 picture":
      "Unicred 240 header 16 hora de geração, marked Alfa but HHMMSS (G017): lote writes the six digits",
    "136 cnab240 file_header 167-171 unfilled":
      "Unicred 240 header 19 densidade, 'não obrigatório' with no default (G020: 1600 or 6250 BPI): lote writes 01600",
    "136 cnab240 P 36-36 picture":
      "Unicred 240 P 11 dígito verificador da conta, Num: lote writes the account digit as text, the same character (Unicred's are digits, boleto.ts)",
    "136 cnab240 P 57-58 unfilled":
      "Unicred 240 P 15 código da carteira (C006): its one value is 21 cobrança com registro, which lote writes",
    "136 cnab240 P 101-105 picture":
      "Unicred 240 P 20 agência encarregada da cobrança, Num with default Brancos ('na ausência será atribuída pelo CEP', C014): lote writes the blanks",
    "136 cnab240 P 106-106 unfilled":
      "Unicred 240 P 21 dígito verificador da agência cobradora, default Brancos: lote writes the blank",
    "136 cnab240 T 1-7 picture": U240_FIRST,
    "136 cnab240 T 8-8 picture": U240_TYPE,
    "136 cnab240 T 74-81 picture": U240_DATE,
    "136 cnab240 U 1-8 picture": U240_FIRST,
    "136 cnab240 U 138-145 picture": U240_DATE,
    "136 cnab240 ret_batch_trailer 1-7 picture": U240_FIRST,
    "136 cnab240 ret_batch_trailer 8-8 picture": U240_TYPE,
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
  evidenceGaps: {
    "136 cnab240 remessa":
      "no Unicred CNAB 240 remessa with inputs was found (brcobranca's remessa-unicred-cnab240.rem is its Sicredi writer's, code 748); Unicred's remessa manual is transcribed (manual/cnab240.table.json) and diffed",
    "136 cnab240 retorno":
      "no Unicred CNAB 240 retorno was found; the retorno manual's T, U and trailer de lote are transcribed and diffed, and the simulated retorno is read back",
  },
  evidenceExpected: {
    "136 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "136 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 1, bank_retornos: 2 },
  },
};
