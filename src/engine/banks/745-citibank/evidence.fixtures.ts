/**
 * Citibank (745): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import {
  a,
  type BankEvidence,
  d,
  GENERATED,
  m,
  NSA_0,
  nsa1,
  TEXT_CLEANING,
  TEXT_L,
  USO_EMPRESA,
} from "../evidence.fixtures";

const CITI_DENSITY =
  "Citibank 101-108: densidade '01600 – campo fixo' and unidade 'BPI – campo fixo': lote writes and reads 01600BPI as one field";

const CITI_INSTRUCTION =
  "Citibank 157-160: instrução 00 'sem instrução' (the client's registration decides) and its dias 00: lote writes 0000 in one field";

const CITI_ZEROS =
  "Citibank 83-107: data and valor do segundo desconto (zeros when none), identificador de carnê and de parcela ('deverá ser completado com ZEROS' when the title is not a carnê): lote writes 83-107 zeros in one field";
const CITI_ACBR = "frones/ACBr's ACBrBancoCitiBank.pas (0a65e855), the second source, writes the same";
export const evidence: BankEvidence = {
  manualCompared: {
    "745-cnab240.json": 191,
    "745-cnab400.json": 123,
  },
  manualReviewed: {
    "745 cnab240 P 58-58 unfilled": `Citibank C006 código da carteira: 1 = cobrança simples (3 caucionada), which lote sends; ${CITI_ACBR} from the account's modalidade`,
    "745 cnab240 P 59-59 picture":
      "Citibank C007 forma de cadastramento: 'preencher com brancos' (the table prints Num); lote blanks it as C007 says, ACBr writes 1",
    "745 cnab240 P 61-61 unfilled": `Citibank C009 emissão do boleto: 2 = cliente emite, lote's beneficiary prints its boletos; ${CITI_ACBR} for a client-issued boleto`,
    "745 cnab240 P 109-109 unfilled": `Citibank C016: 'N' = não aceite is the only value; ${CITI_ACBR} for atNao`,
    "745 cnab240 Q 210-212 unfilled": `Citibank CITI_01 portfólio: for DDA titles of cobrança sem registro, not lote's registered titles: zeros; ${CITI_ACBR}`,
    "745 cnab240 Q 213-215 unfilled": `Citibank CITI_02 identificador de carnê: 'deverá ser completado com ZEROS' when the title is not a carnê (lote sends none); ${CITI_ACBR}`,
    "745 cnab240 Q 216-218 unfilled": `Citibank CITI_03 identificador de parcela: zeros when the title is not a carnê; ${CITI_ACBR}`,
    "745 cnab400 header 101-105 boundary": CITI_DENSITY,
    "745 cnab400 header 106-108 boundary": CITI_DENSITY,
    "745 cnab400 ret_header 101-105 boundary": CITI_DENSITY,
    "745 cnab400 ret_header 106-108 boundary": CITI_DENSITY,
    "745 cnab400 detail 83-88 boundary": CITI_ZEROS,
    "745 cnab400 detail 89-101 boundary": CITI_ZEROS,
    "745 cnab400 detail 102-104 boundary": CITI_ZEROS,
    "745 cnab400 detail 105-107 boundary": CITI_ZEROS,
    "745 cnab400 detail 108-108 unfilled":
      "Citibank 108 código da carteira: 1 = cobrança simples, which lote sends",
    "745 cnab400 detail 148-149 unfilled":
      "Citibank 148-149 tipo de emissão: 07 = the client prints the boleto and gives the nosso número at 65-76, which is what lote issues",
    "745 cnab400 detail 157-158 boundary": CITI_INSTRUCTION,
    "745 cnab400 detail 159-160 boundary": CITI_INSTRUCTION,
    "745 cnab400 detail 394-394 unfilled": "Citibank 394 código de moeda: 9 = reais",
  },
  remessaDiscretionary: {
    "745 cnab400": [a("0", 95, 100, GENERATED), a("1", 38, 62, USO_EMPRESA)],
  },
  remessaReviewed: {
    "745/cnab400/remessa/brcobranca-remessa-citibank-cnab400.rem": [
      m(
        "0",
        101,
        108,
        "Citibank registro remessa header: densidade 101/105 '01600' and unidade 106/108 'BPI' (campos fixos); brcobranca writes them at 387-394",
      ),
      m("0", 387, 394, "as 101-108: 115/394 is 'Branco' in the manual"),
      m(
        "1",
        64,
        64,
        "Citibank 063/064 espécie: '00' DMI or '02' DM only; lote writes DM as 02, brcobranca its default '01'",
      ),
      m(
        "1",
        73,
        76,
        "brcobranca writes the caller's nosso número as given (123, no DV); lote writes the sequence 123 and its módulo-11 DV at 76 (065/076 'número bancário' as the boleto prints it)",
      ),
      m(
        "1",
        111,
        120,
        "Citibank 111/120 seu número: 'referência do cliente (fatura, nota fiscal)'; lote writes the document number there, brcobranca zeros (it puts the document in 38-62)",
      ),
      d(TEXT_L, "1", 261, 314, TEXT_CLEANING),
    ],
  },
  remessaAdaptations: {
    "745/cnab400/remessa/brcobranca-remessa-citibank-cnab400.rem": {
      why: `${NSA_0}; the spec's 20-character portfolio code is lote's file-level bank_fields.company_code; lote's Citibank account (boleto rules: carteira 3, conta cosmos, 3-digit portfolio) is given as 3 / 0123456789 / 100, none of which this layout writes`,
      input: (i) => {
        const own = {
          agency: "0001",
          wallet: "3",
          agreement: "0123456789",
          bank_fields: { portfolio: "100" },
        };
        return {
          ...nsa1(i),
          account: {
            ...i.account,
            ...own,
            bank_fields: { ...own.bank_fields, company_code: "17777751042700080112" },
          },
          titles: i.titles.map((t) => ({ ...t, ...own })),
        };
      },
    },
  },
  evidenceGaps: {
    "745 cnab240 remessa":
      "no Citibank CNAB 240 remessa with inputs was found; the manual's tables are transcribed (manual/cnab240.table.json) and diffed, and ACBr's ACBrBancoCitiBank.pas writes the same positions",
    "745 cnab240 retorno":
      "no Citibank CNAB 240 retorno was found; T and U (FEBRABAN's positions in Citi's manual) are transcribed and diffed",
    "745 cnab400 retorno":
      "no Citibank CNAB 400 retorno was found; its detail follows Citibank's manual (registro retorno, transcribed in cnab400.ts) on the common 400 money block, which the other banks' retornos exercise",
  },
  evidenceExpected: {
    "745 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "745 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 1, bank_retornos: 0 },
  },
};
