/**
 * Ailos (085): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import {
  type BankEvidence,
  DOC_NUMBER,
  d,
  digits,
  FEBRABAN_240,
  INPUT,
  LF,
  m,
  TEXT_CLEANING,
  TEXT_L,
  TRIMMED,
  x,
} from "../evidence.fixtures";

const OCA_SHIFT =
  "OCA's sample (l10n-brazil) was edited by hand: this U has its dates one position to the left of Ailos' 138-145 / 146-153, so they read as no date; the amounts (asserted by the publisher) are where the manual puts them";

const AILOS_DENSITY = "Ailos 21.0 / G020: densidade 1600 or 6250 BPI; both writers write 00000, lote 01600";

const COUNTS_L = "Record counts";

const DOC_L = "Document number as given";

const RECORDS_S = "record counts, which follow the records each side writes (the Segmento S above)";
export const evidence: BankEvidence = {
  manualCompared: {
    "085-cnab240.json": 230,
  },
  manualReviewed: {
    "085 cnab240 file_header 167-171 unfilled":
      "Ailos 21.0 densidade (G020: 1600 or 6250 BPI); lote writes 01600 (see 085-ailos/cnab240.ts: the corpus writers' 00000 is not in the domain)",
    "085 cnab240 P 101-105 unfilled":
      "Ailos 22.3P agência encarregada da cobrança, C014: 'Deixar campo zerado, pois será preenchido no retorno bancário'",
    "085 cnab240 P 240-240 unfilled": "Ailos 42.3P uso livre banco/empresa (C078): lote leaves it blank",
    "085 cnab240 R 66-66 picture":
      "Ailos 14.3R código da multa 'Alfa', G073's domain '1' valor fixo / '2' percentual (digits); lote writes the digit, the same character",
    "085 cnab240 S 18-18 unfilled":
      "Ailos 08.3S identificação da impressão (C040): lote writes 3 (corpo de instruções), the table transcribed is that layout",
  },
  corpusReviewedWarnings: {
    "085/cnab240/retorno/br_boleto-cecred.ret": { "CNAB_LINE_ENDINGS@0": LF },
    "085/cnab240/retorno/brcobranca-CNAB240AILOS.RET": {
      "CNAB_HEADER_FIELD@1":
        "brcobranca's sample header de arquivo is not laid out at Ailos' positions (its bank name is missing and the retorno code and date sit 20 positions to the left, at 123-131): 143 reads 0, and the batch header's operation T makes it a retorno",
      "CNAB_INVALID_DATE@1": "as for 143: 144-151 holds other fields of the shifted header, not the date",
      "CNAB_LINE_ENDINGS@0": LF,
      "CNAB_LINE_LENGTH@1": TRIMMED,
    },
    "085/cnab240/retorno/l10n-brazil-CNAB240AILOS.RET": {
      "CNAB_HEADER_FIELD@1":
        "OCA's sample header has 143 = 1 (the remessa's code); its batch header's operation T makes it a retorno",
      "CNAB_SEQUENCE_GAP@3":
        "OCA's sample was cut to two T+U pairs and renumbered by hand (record numbers 1, 2, 11, 12…): the gap is the cut",
      "CNAB_SEQUENCE_GAP@5": "as at line 3",
      "CNAB_INVALID_DATE@6": OCA_SHIFT,
      "CNAB_TOTALS_MISMATCH@7":
        "OCA's sample was cut to two T+U pairs (their record numbers run 1, 2, 1, 2): the trailer de lote still states the original batch of 14 records",
      "CNAB_TOTALS_MISMATCH@8": "as at line 7: the trailer de arquivo states the original 16 records",
      "CNAB_LINE_ENDINGS@0": LF,
      "CNAB_LINE_LENGTH@1": TRIMMED,
    },
  },
  remessaDiscretionary: {
    "085 cnab240": FEBRABAN_240,
  },
  remessaReviewed: {
    "085/cnab240/remessa/brcobranca-remessa-ailos-cnab240.rem": [
      x("0", 53, 53, "the agência given in place of the spec's 5-digit one (see the adaptation)"),
      x("1", 54, 54, "as in the header"),
      x("3P", 18, 18, "as in the header"),
      m("0", 168, 169, AILOS_DENSITY),
      m(
        "3P",
        59,
        59,
        "Ailos C007: forma de cadastramento '1' = com cadastramento, the only value; brcobranca 0",
      ),
      d(DOC_L, "3P", 63, 77, DOC_NUMBER),
      d(TEXT_L, "3Q", 60, 113, TEXT_CLEANING),
      d(
        "Charges from the day after the due date",
        "3R",
        68,
        68,
        "data da multa: lote dates it the day after the due date, as the juros (Ailos C019: 'deverá ser maior que a Data de Vencimento'); brcobranca the due date (G074 allows it)",
      ),
      m(
        "5",
        24,
        46,
        "Ailos C070/C071: the trailer de lote's totals 'só serão utilizados para informação do arquivo retorno'; brcobranca fills them in the remessa",
      ),
      m("9", 30, 35, "Ailos 07.9 quantidade de contas p/ conciliação 'Num': lote zeros, brcobranca blanks"),
    ],
    "085/cnab240/remessa/br_boleto-cecred.rem": [
      m(
        "0",
        103,
        132,
        "Ailos 14.0 nome da cooperativa: lote writes the system's present name AILOS, br_boleto the former CECRED",
      ),
      m("0", 168, 169, AILOS_DENSITY),
      m(
        "3P",
        38,
        57,
        INPUT(
          "the spec's 17-digit nosso número carries another conta (0914244-4) than its conta_corrente 1354843; lote derives it from the account (G069: conta with DV + sequencial)",
        ),
      ),
      d(DOC_L, "3P", 63, 77, DOC_NUMBER),
      m(
        "3P",
        106,
        106,
        "DV da agência cobradora: C014 'deixar campo zerado'; lote writes 0 as brcobranca does, br_boleto a blank",
      ),
      m(
        "3P",
        119,
        126,
        "no juros (118 '3' isento): lote leaves the date zero (C019: 'não informada'), br_boleto writes one",
      ),
      d(TEXT_L, "3Q", 89, 94, TEXT_CLEANING),
      m(
        "3R",
        66,
        74,
        "no multa: lote writes code 0 and no date (FEBRABAN G073 '0' isento; Ailos lists only 1 and 2), br_boleto 3 and a date",
      ),
      x("ref:3S", 0, 0, INPUT("the spec's instructions (Segmento S) are not in the corpus's lote_input")),
      d(COUNTS_L, "5", 18, 23, RECORDS_S),
      m("5", 116, 123, "Ailos 14.5 número do aviso 'Alfa': lote blanks, br_boleto zeros"),
      d(COUNTS_L, "9", 24, 29, RECORDS_S),
    ],
  },
  remessaAdaptations: {
    "085/cnab240/remessa/brcobranca-remessa-ailos-cnab240.rem": {
      why: "the spec's agência '12345' has 5 digits; Ailos' boleto rules take 4: 2345 is given (the agência positions are reviewed)",
      input: (i) => ({
        ...i,
        account: { ...i.account, agency: "2345" },
        titles: i.titles.map((t) => ({ ...t, agency: "2345" })),
      }),
    },
    "085/cnab240/remessa/br_boleto-cecred.rem": {
      why: "the agência DV br_boleto writes (1) is lote's account digit",
      input: (i) => digits(i, "1", ""),
    },
  },
  evidenceExpected: {
    "085 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 2, bank_retornos: 3 },
  },
};
