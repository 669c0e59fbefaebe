/**
 * The banks and layouts added for CNAB breadth (issue 17): their discretionary fields, the
 * reviewed differences of their corpus remessas and the adaptations of their inputs, kept apart
 * from `remessa-discretionary.ts` (which spreads them in) so that each bank's review reads as one
 * block. Same rules: each reviewed difference cites the manual that says what lote writes.
 */
import type { BuildRemessaInput } from "../../../src/engine/cnab/types";
import type { Adaptation, Allowed } from "./remessa-discretionary";

const a = (record: string, start: number, end: number, why: string): Allowed => ({ record, start, end, why });
/** The reference departs from the manual `why` cites; lote follows the manual. */
const m = (record: string, start: number, end: number, why: string): Allowed => ({
  ...a(record, start, end, why),
  kind: "manual",
});
/** Positions that follow an input the adaptation below had to change. */
const x = (record: string, start: number, end: number, why: string): Allowed => ({
  ...a(record, start, end, why),
  kind: "adaptation",
});
/** One of lote's documented defaults: `label` is its item in docs/cnab.md ("Comparing with reference remessas"). */
const d = (label: string, record: string, start: number, end: number, why: string): Allowed => ({
  ...a(record, start, end, why),
  kind: "default",
  label,
});
const TEXT_L = "Text cleaning";
const DOC_L = "Document number as given";
const COUNTS_L = "Record counts";

const GENERATED = "generation date/time: the moment the file is written";
const NSA = "NSA: the file's sequence number, kept by the caller";
const USO_EMPRESA = "uso da empresa: free text of the beneficiary, returned unchanged in the retorno";
const TEXT =
  "text cleaning of the publisher's punctuation: the manuals ask for text without special characters; the letters agree";
const NSA_0 =
  "the publisher's header carries NSA 0 or none; lote numbers files from 1 (a discretionary field)";

const nsa1 = (i: BuildRemessaInput): BuildRemessaInput => ({ ...i, file_sequence: 1 });
const digits = (i: BuildRemessaInput, agency: string, account: string): BuildRemessaInput => ({
  ...i,
  account: { ...i.account, agency_digit: agency, account_digit: account },
  titles: i.titles.map((t) => ({ ...t, agency_digit: agency, account_digit: account })),
});

/** Fields every CNAB 240 bank leaves to the writer (FEBRABAN v10.x G016-G018, G079). */
const FEBRABAN_240: readonly Allowed[] = [
  a("0", 144, 157, GENERATED),
  a("0", 158, 163, NSA),
  a("1", 184, 191, NSA),
  a("1", 192, 199, GENERATED),
  a("3P", 196, 220, USO_EMPRESA),
];
const DOC_NUMBER =
  "número do documento (alfanumérico): lote writes the title's document number as given, left-aligned, as the boleto prints it; the reference zero-pads it";
const RECORDS = "record counts, which follow the records each side writes (the Segmento S above)";
const INPUT = (what: string) => `an input of the publisher's spec with no lote field: ${what}`;
const AILOS_DENSITY = "Ailos 21.0 / G020: densidade 1600 or 6250 BPI; both writers write 00000, lote 01600";

/** Discretionary fields per bank × layout. */
export const BREADTH_DISCRETIONARY: Readonly<Record<string, readonly Allowed[]>> = {
  "136 cnab400": [a("0", 95, 100, GENERATED), a("0", 111, 117, NSA), a("1", 38, 62, USO_EMPRESA)],
  "745 cnab400": [a("0", 95, 100, GENERATED), a("1", 38, 62, USO_EMPRESA)],
  "004 cnab400": [a("0", 95, 100, GENERATED), a("1", 38, 62, USO_EMPRESA)],
  "085 cnab240": FEBRABAN_240,
  "756 cnab400": [a("0", 95, 100, GENERATED), a("0", 101, 107, NSA), a("1", 38, 62, USO_EMPRESA)],
};

/** Reviewed differences per corpus file. */
export const BREADTH_REVIEWED: Readonly<Record<string, readonly Allowed[]>> = {
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
    d(TEXT_L, "1", 290, 295, TEXT),
    m(
      "1",
      357,
      372,
      "Unicred 5.5.3 357-394 pagador/avalista: lote writes the sacador/avalista the title names; br_boleto leaves it blank",
    ),
  ],
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
    d(TEXT_L, "1", 261, 314, TEXT),
  ],
  "004/cnab400/remessa/brcobranca-remessa-banco-nordeste-cnab400.rem": [
    m(
      "1",
      111,
      120,
      "BNB 6.2 seu número: 'Informar o número do documento em cobrança'; lote writes the document number there, brcobranca zeros (it puts the document in 38-62)",
    ),
    m(
      "1",
      140,
      142,
      "BNB 6.2 número do banco: 'Preencher com Zeros (Banco Cobrador será definido conforme cobradora)'; brcobranca and laravel-boleto write 004",
    ),
    d(TEXT_L, "1", 261, 314, TEXT),
  ],
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
    d(TEXT_L, "3Q", 60, 113, TEXT),
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
    d(TEXT_L, "3Q", 89, 94, TEXT),
    m(
      "3R",
      66,
      74,
      "no multa: lote writes code 0 and no date (FEBRABAN G073 '0' isento; Ailos lists only 1 and 2), br_boleto 3 and a date",
    ),
    x("ref:3S", 0, 0, INPUT("the spec's instructions (Segmento S) are not in the corpus's lote_input")),
    d(COUNTS_L, "5", 18, 23, RECORDS),
    m("5", 116, 123, "Ailos 14.5 número do aviso 'Alfa': lote blanks, br_boleto zeros"),
    d(COUNTS_L, "9", 24, 29, RECORDS),
  ],
  "756/cnab400/remessa/brcobranca-remessa-sicoob-cnab400.rem": [
    m(
      "0",
      31,
      31,
      "Sicoob 03.Remessa header seq. 8: DV do prefixo 'Preencher com espaços em branco'; brcobranca writes the DV",
    ),
    x("0", 32, 33, "the agreement given in place of the spec's 9-digit convênio (see the adaptation)"),
    m(
      "1",
      71,
      74,
      "brcobranca writes the caller's nosso número as given (123, no DV); lote writes the sequence 123 and its módulo-11 DV at 74 (seq. 10: 63-73 sequence, 74 DV)",
    ),
    m(
      "1",
      111,
      120,
      "seu número X(10) (seq. 25): the spec gives no document number; lote leaves it blank, brcobranca zero-fills",
    ),
    m(
      "1",
      193,
      193,
      "Sicoob 03.Remessa seq. 41: 193 código da moeda, REAL when 194-205 is the IOF; Real is FEBRABAN's currency code 9 (G065), which laravel-boleto and cnab_yaml write; brcobranca writes 0, which is no currency code",
    ),
    d(TEXT_L, "1", 261, 311, TEXT),
    m("9", 2, 394, "Sicoob trailer seq. 2-7: 'Preencher com espaços em branco'; brcobranca zero-fills"),
  ],
};

/** Per corpus file: how its `lote_input` is completed, or why it is not compared. */
export const BREADTH_ADAPTATIONS: Readonly<Record<string, Adaptation>> = {
  "097/cnab400/remessa/brcobranca-remessa-credisis-cnab400.rem": {
    excluded: true,
    why: "brcobranca's CrediSIS 400 writer (Remessa::Cnab400::Credisis) lays out an earlier CrediSIS layout, not the v1.1 of junho/2017 lote follows: nosso número 11 at 63-73, vencimento 121-126 without código da operação, data limite or version, `097CENTRALCRED` + blanks at 77-94, sacado at 219-351 as Bradesco's 400. Every record differs by design; CrediSIS' own model remessa is compared position by position instead (097-credisis/cnab400.test.ts)",
  },
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
  "745/cnab400/remessa/brcobranca-remessa-citibank-cnab400.rem": {
    why: `${NSA_0}; the spec's 20-character portfolio code is lote's file-level bank_fields.company_code; lote's Citibank account (boleto rules: carteira 3, conta cosmos, 3-digit portfolio) is given as 3 / 0123456789 / 100, none of which this layout writes`,
    input: (i) => {
      const own = { agency: "0001", wallet: "3", agreement: "0123456789", bank_fields: { portfolio: "100" } };
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
  "004/cnab400/remessa/brcobranca-remessa-banco-nordeste-cnab400.rem": {
    why: "BNB's CNAB 400 header has no NSA (the corpus leaves it null; lote asks for one, written only in the file name)",
    input: nsa1,
  },
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
  "756/cnab400/remessa/brcobranca-remessa-sicoob-cnab400.rem": {
    why: `${NSA_0}; the agência DV brcobranca writes (3, the cooperativa 4327-3 of Sicoob's Contracapa) is lote's account digit; the spec's convênio '123456789' (código 8 + DV) has two digits more than the 7-digit código do cliente of Sicoob's boleto rules: '3456789' is given (header 32-33 reviewed)`,
    input: (i) => {
      const d = digits(nsa1(i), "3", "1");
      return {
        ...d,
        account: { ...d.account, agreement: "3456789" },
        titles: d.titles.map((t) => ({ ...t, agreement: "3456789" })),
      };
    },
  },
};
