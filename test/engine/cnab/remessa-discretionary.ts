/**
 * What a remessa may differ in from a reference writer's file for the same inputs, field by
 * field: per bank × layout the discretionary fields (the generation date and time, the NSA, the
 * beneficiary's free-use areas: any value is valid there), per corpus file the differences that
 * were looked into (each with the manual saying what lote writes), and the adaptations that let
 * a publisher's inputs reach lote (fields the corpus JSON could not map). The corpus remessa test
 * enforces all three.
 */
import type { BuildRemessaInput } from "../../../src/engine/cnab/types";
import {
  BREADTH_ADAPTATIONS,
  BREADTH_DISCRETIONARY,
  BREADTH_REVIEWED,
} from "./remessa-discretionary-breadth";

/** Positions 1-based, inclusive, of `record` (240: `0`, `1`, `3P`…, `5`, `9`; 400: the record type). */
export interface Allowed {
  record: string;
  start: number;
  end: number;
  why: string;
  /**
   * What a reviewed difference is: `manual` (the reference departs from the bank's manual, which
   * `why` cites, and lote follows it), `default` (a choice the manual leaves open, made by lote
   * the way `label` names in docs/cnab.md), `departure` (an input lote has no field for, a known
   * departure listed in docs/cnab.md) or `adaptation` (positions that follow an input the
   * adaptation below had to change). Discretionary fields have none.
   */
  kind?: "manual" | "default" | "departure" | "adaptation";
  /** For `default` and `departure`: the item of docs/cnab.md's lists. */
  label?: string;
}

export interface Adaptation {
  why: string;
  input?: (input: BuildRemessaInput) => BuildRemessaInput;
  /** The file is not compared (why says so). */
  excluded?: true;
}

const a = (record: string, start: number, end: number, why: string): Allowed => ({ record, start, end, why });
const m = (record: string, start: number, end: number, why: string): Allowed => ({
  record,
  start,
  end,
  why,
  kind: "manual",
});
const x = (record: string, start: number, end: number, why: string): Allowed => ({
  record,
  start,
  end,
  why,
  kind: "adaptation",
});
const d = (label: string, record: string, start: number, end: number, why: string): Allowed => ({
  record,
  start,
  end,
  why,
  kind: "default",
  label,
});
const k = (label: string, record: string, start: number, end: number, why: string): Allowed => ({
  record,
  start,
  end,
  why,
  kind: "departure",
  label,
});

/**
 * lote's defaults where a manual leaves the choice open: each is an item (in bold) of
 * docs/cnab.md's "Comparing with reference remessas" list, which says why.
 */
export const DEFAULT = {
  document_number: "Document number as given",
  text: "Text cleaning",
  either: "Blanks or zeros",
  charges_from: "Charges from the day after the due date",
  no_discount: "No discount is code 0",
  segment_r: "Segment R for every entry",
  segment_s: "Segment S only for instructions",
  record_counts: "Record counts",
  write_off_days: "Prazo de baixa",
  document_kind: "Espécie DM",
  no_protest: "No protest",
  debit_fields: "No débito automático",
  no_charge: "No charge without a value",
  check_digits: "Check digits from the account",
} as const;

/** Inputs lote has no field for: each is an item (in bold) of docs/cnab.md's known departures. */
export const DEPARTURE = {
  descontada: "Cobrança descontada",
  pix_limits: "Santander PIX payment limits",
  sem_registro: "Cobrança sem registro",
} as const;

const GENERATED = "generation date/time: the moment the file is written";
const NSA = "NSA: the file's sequence number, kept by the caller";
const USO_EMPRESA = "uso da empresa: free text of the beneficiary, returned unchanged in the retorno";

/** Fields every CNAB 240 bank leaves to the writer (FEBRABAN v10.x G016-G018, G079). */
const FEBRABAN_240: readonly Allowed[] = [
  a("0", 144, 157, GENERATED),
  a("0", 158, 163, NSA),
  a("1", 184, 191, NSA),
  a("1", 192, 199, GENERATED),
  a("3P", 196, 220, USO_EMPRESA),
];

/** Discretionary fields per bank × layout. */
export const DISCRETIONARY: Readonly<Record<string, readonly Allowed[]>> = {
  ...BREADTH_DISCRETIONARY,
  "001 cnab240": FEBRABAN_240,
  "033 cnab240": FEBRABAN_240.filter((x) => x.start !== 152),
  "104 cnab240": FEBRABAN_240,
  "237 cnab240": FEBRABAN_240,
  "341 cnab240": FEBRABAN_240,
  "748 cnab240": FEBRABAN_240,
  "756 cnab240": FEBRABAN_240,
  "001 cnab400": [a("0", 95, 100, GENERATED), a("0", 101, 107, NSA), a("7", 39, 63, USO_EMPRESA)],
  "033 cnab400": [a("0", 95, 100, GENERATED), a("1", 38, 62, USO_EMPRESA)],
  "041 cnab400": [a("0", 95, 100, GENERATED), a("1", 38, 62, USO_EMPRESA)],
  "237 cnab400": [a("0", 95, 100, GENERATED), a("0", 111, 117, NSA), a("1", 38, 62, USO_EMPRESA)],
  "341 cnab400": [a("0", 95, 100, GENERATED), a("1", 38, 62, USO_EMPRESA)],
};

/**
 * The publisher's inputs carry punctuation (",!^.?\/@") and accents on purpose. The manuals ask
 * for text without special characters; lote drops every sign but `. , -` and keeps the spaces,
 * brcobranca drops every sign and squeezes the spaces, br_boleto keeps `/`: the letters agree.
 */
const TEXT = "text cleaning of the publisher's punctuation (see the note above): the letters agree";
const DOC_NUMBER =
  "número do documento (alfanumérico): lote writes the title's document number as given, left-aligned, as the boleto prints it; the reference zero-pads it";
const RECORDS = "record counts, which follow the records each side writes (the Segmento R or S above)";
const BR_BOLETO_S =
  "br_boleto writes a Segmento S for every title (Remessa::Cnab240::Base#usa_segmento_S? is always true), here tipo 1 with a blank message: the spec gives no instructions, and lote writes S only for a title that has some";
const INPUT = (what: string) => `an input of the publisher's spec with no lote field: ${what}`;

/** Reviewed differences per corpus file (`record` `lote:X` / `ref:X`: a record only one side writes). */
export const REVIEWED: Readonly<Record<string, readonly Allowed[]>> = {
  ...BREADTH_REVIEWED,
  "001/cnab240/remessa/brcobranca-remessa-banco_brasil-cnab240.rem": [
    m("0", 120, 122, "BB manual (Cnab240 Agosto/2017) 13.0/G014: nome do banco 'BANCO DO BRASIL S.A.'"),
    d(DEFAULT.either, "0", 172, 211, "BB manual 22.0/23.0: 'brancos OU zeros'"),
    m(
      "3P",
      58,
      58,
      "BB manual 14.3P: 1 for carteira 11/12 simples, 7 only for carteira 17; the spec's carteira is 12",
    ),
    d(DEFAULT.either, "3P", 60, 60, "BB manual 16.3P: 'branco, zero, 1 ou 2' (not treated)"),
    d(
      DEFAULT.document_number,
      "3P",
      63,
      77,
      `${DOC_NUMBER} (BB 19.3P: exactly the boleto's Número do Documento)`,
    ),
    d(DEFAULT.text, "3Q", 60, 113, TEXT),
    d(
      DEFAULT.either,
      "5",
      116,
      240,
      "BB manual 06.5: 24-240 'Informar zeros e brancos': lote zeros the totals, blanks the rest",
    ),
    d(DEFAULT.either, "9", 30, 35, "BB manual 07.9: 'zeros ou brancos'"),
  ],
  "001/cnab400/remessa/brcobranca-remessa-banco-brasil-cnab400.rem": [
    k(
      DEPARTURE.descontada,
      "7",
      102,
      106,
      INPUT("tipo_cobranca '04DSC' (cobrança descontada); lote writes cobrança simples (blanks)"),
    ),
    d(
      DEFAULT.document_number,
      "7",
      111,
      120,
      "seu número: the spec gives no document number; lote leaves the alfanumérico field blank, brcobranca zeros",
    ),
    d(DEFAULT.text, "7", 261, 314, TEXT),
  ],
  "033/cnab240/remessa/brcobranca-remessa-santander-cnab240.rem": [
    m("1", 200, 207, "H7815 v2.9 header de lote 200-240 'Reservado (uso Banco) brancos'"),
    x(
      "3P",
      58,
      58,
      "carteira 101 is the corpus's assumption; for it lote and laravel-boleto write 5 (nota 5: cobrança simples rápida com registro)",
    ),
    d(
      DEFAULT.no_protest,
      "3P",
      221,
      221,
      "H7815 nota 25: 0 = não protestar (3 = utilizar perfil beneficiário); laravel-boleto writes 0 too",
    ),
    d(DEFAULT.text, "3Q", 60, 113, TEXT),
    m("3R", 42, 65, "H7815 segmento R 042-065 'Reservado (uso Banco) brancos'"),
  ],
  "033/cnab400/remessa/brcobranca-remessa-santander-cnab400.rem": [
    m("0", 393, 394, "H7800 header 392-394: número da versão, optional ('se informada, será controlada')"),
    m(
      "1",
      63,
      70,
      "H7800 nota 3: nosso número NNNNNNN + DV; brcobranca writes the spec's 123 without its DV",
    ),
    x(
      "1",
      108,
      108,
      "carteira 101 is the corpus's assumption: 5 = rápida com registro (boleto emitido pelo cliente)",
    ),
    d(
      DEFAULT.document_number,
      "1",
      111,
      120,
      "seu número: lote writes the title's document number (6969), brcobranca zeros",
    ),
    d(DEFAULT.text, "1", 261, 314, TEXT),
  ],
  "033/cnab400/remessa/brcobranca-remessa-santander-cnab400-pix.rem": [
    m("0", 393, 394, "H7800 header 392-394: número da versão, optional"),
    m("1", 63, 70, "H7800 nota 3: nosso número NNNNNNN + DV; brcobranca writes 123 without its DV"),
    x("1", 108, 108, "carteira 101 is the corpus's assumption: 5 = rápida com registro"),
    d(
      DEFAULT.document_number,
      "1",
      111,
      120,
      "seu número: lote writes the title's document number (6969), brcobranca zeros",
    ),
    d(DEFAULT.text, "1", 261, 314, TEXT),
    k(
      DEPARTURE.pix_limits,
      "8",
      2,
      42,
      INPUT("the PIX payment limits (tipo de pagamento, quantidade, valores máximo/mínimo)"),
    ),
    x("8", 43, 120, "the PIX key: the CPF the adaptation gives (the spec's is not a valid CPF)"),
  ],
  "041/cnab400/remessa/brcobranca-remessa-banrisul-cnab400.rem": [
    d(
      DEFAULT.either,
      "1",
      162,
      173,
      "Banrisul 162-173 'campo numérico opcional, com zeros à esquerda': lote zeros, brcobranca blanks (the manual asks blanks only for carteiras N, R, S, X)",
    ),
    d(DEFAULT.text, "1", 261, 314, TEXT),
  ],
  "104/cnab240/remessa/br_boleto-caixa.rem": [
    d(
      DEFAULT.check_digits,
      "0",
      58,
      58,
      "agência DV: the spec gives none; br_boleto writes 0, lote leaves it blank",
    ),
    m("0", 164, 166, "CAIXA SIGCB 67.118 v010 20.0: layout '101'; br_boleto writes an earlier version's 050"),
    m("0", 172, 215, "CAIXA 22.0-24.0: 172-191 espaços, 192-211 'REMESSA-PRODUCAO' (G022), 212-215 espaços"),
    m("1", 15, 15, "CAIXA 07.1: lote layout '060'; br_boleto writes 030"),
    d(DEFAULT.check_digits, "1", 59, 59, "agência DV: none in the spec"),
    m("1", 73, 73, "CAIXA 16.1: 'Preencher 0'"),
    d(DEFAULT.check_digits, "3P", 23, 23, "agência DV: none in the spec"),
    m(
      "3P",
      41,
      57,
      "br_boleto writes the spec's 18-character '140000000000000029' into the 17 positions; 13.3P: modalidade 14 at 41-42 and the sequence at 43-57",
    ),
    k(
      DEPARTURE.sem_registro,
      "3P",
      59,
      59,
      INPUT("forma_cadastramento '2' (sem registro); lote registers (1)"),
    ),
    d(
      DEFAULT.no_charge,
      "3P",
      119,
      126,
      "no interest (codigo_juros 0): lote writes no date; br_boleto writes the spec's data_juros",
    ),
    d(DEFAULT.text, "3Q", 89, 94, TEXT),
    d(
      DEFAULT.no_charge,
      "3R",
      66,
      74,
      "no fine (codigo_multa 0): lote writes zeros; br_boleto writes the spec's data_multa",
    ),
    m(
      "3R",
      200,
      231,
      "CAIXA 20.3R: 180-229 'Preencher com espaços'; br_boleto writes FEBRABAN's débito zeros",
    ),
    d(DEFAULT.segment_s, "ref:3S", 0, 0, BR_BOLETO_S),
    d(DEFAULT.record_counts, "5", 18, 23, RECORDS),
    m("5", 24, 46, "CAIXA 06.5/07.5: the batch's title count and total; br_boleto writes zeros"),
    d(DEFAULT.record_counts, "9", 24, 29, RECORDS),
    m("9", 30, 35, "CAIXA 07.9: 30-35 'Preencher com espaços'; br_boleto zeros"),
  ],
  "104/cnab240/remessa/brcobranca-remessa-caixa-cnab240.rem": [
    x("0", 53, 53, "the agência: the adaptation gives 2345 for the spec's 5-digit 12345"),
    m("0", 164, 166, "CAIXA SIGCB 67.118 v010 20.0: '101'; brcobranca writes 050"),
    m("0", 212, 215, "CAIXA 24.0: 'Preencher com espaços'; brcobranca writes its versao_aplicativo"),
    m("1", 15, 15, "CAIXA 07.1: '060'; brcobranca writes 030"),
    x("1", 54, 54, "the agência (adaptation)"),
    x("3P", 18, 18, "the agência (adaptation)"),
    d(DEFAULT.document_number, "3P", 63, 73, DOC_NUMBER),
    d(
      DEFAULT.document_kind,
      "3P",
      107,
      108,
      "espécie: the spec gives none; lote defaults to DM (02), brcobranca to 99",
    ),
    d(
      DEFAULT.no_charge,
      "3P",
      118,
      126,
      INPUT("tipo_mora '1' without a value: lote writes no interest (3, no date)"),
    ),
    d(
      DEFAULT.write_off_days,
      "3P",
      225,
      227,
      "prazo de baixa: lote's default 60 days, brcobranca's 120 (C029 allows both)",
    ),
    d(DEFAULT.text, "3Q", 60, 113, TEXT),
    m("3Q", 210, 212, "CAIXA C031: banco correspondente 'Deixar branco'"),
    d(DEFAULT.no_charge, "3R", 66, 74, INPUT("codigo_multa '2' without a percentage: lote writes no fine")),
    m(
      "5",
      24,
      46,
      "CAIXA 06.5/07.5: 'Preencher com a quantidade/o valor total de títulos informados no lote'; brcobranca writes zeros",
    ),
  ],
  "237/cnab400/remessa/brcobranca-remessa-bradesco-cnab400.rem": [
    d(
      DEFAULT.debit_fields,
      "1",
      2,
      20,
      "débito automático fields, 'somente deverão ser preenchidos' with that service (Manual Operacional p. 17): lote blanks, brcobranca zeros",
    ),
    x("1", 22, 25, "the carteira and agência: the adaptation gives 09 and 2345 for the spec's 01 and 12345"),
    x("1", 82, 82, "the nosso número's DV, which follows the carteira (adaptation)"),
    d(
      DEFAULT.debit_fields,
      "1",
      94,
      94,
      "débito automático condition (p. 19), meaningless without that service: lote blank, brcobranca N",
    ),
    d(
      DEFAULT.document_number,
      "1",
      111,
      120,
      "nº do documento: lote writes the title's document number (6969); brcobranca writes the spec's numero (1)",
    ),
    d(DEFAULT.text, "1", 261, 314, TEXT),
  ],
  "341/cnab240/remessa/kmee-cnab240-cobranca_dict.itau.rem": [
    m("0", 167, 171, "Itaú FEBRABAN 240 header de arquivo 167-171 'ZEROS'"),
    m("0", 226, 228, "Itaú header de arquivo 226-228 'ZEROS'"),
    d(
      DEFAULT.charges_from,
      "3P",
      119,
      126,
      "interest from the day after the due date (lote's default, nota 12 allows any date ≥ vencimento); kmee writes zeros (= the due date)",
    ),
    d(
      DEFAULT.segment_r,
      "lote:3R",
      0,
      0,
      "Segmento R is optional (3.1: 'O registro R é opcional'); lote writes it for every entry (zeros without fine or discount)",
    ),
    d(DEFAULT.record_counts, "5", 18, 23, RECORDS),
    d(DEFAULT.record_counts, "9", 24, 29, RECORDS),
    m("9", 30, 35, "Itaú trailer de arquivo 030-035 'ZEROS'; kmee blanks"),
  ],
  "341/cnab400/remessa/brcobranca-remessa-itau-cnab400.rem": [
    x("1", 84, 86, "the carteira: the adaptation gives 109 for the spec's placeholder 123"),
    d(
      DEFAULT.document_number,
      "1",
      111,
      120,
      "nº do documento: lote writes the title's document number (6969), brcobranca zeros",
    ),
    d(DEFAULT.text, "1", 261, 314, TEXT),
    d(
      DEFAULT.no_protest,
      "1",
      392,
      393,
      "prazo: brcobranca writes its default 03 with no protest instruction (157-160 zeros), which asks for nothing; lote writes 00 for a title without protest",
    ),
    d(
      DEFAULT.charges_from,
      "2",
      3,
      10,
      "data da multa: lote's default, the day after the due date (FIRST_DAY_AFTER in docs/cnab.md; nota 35 accepts any date from the due date on); brcobranca writes the due date",
    ),
  ],
  "748/cnab240/remessa/brcobranca-remessa-sicredi-cnab240.rem": [
    d(DEFAULT.document_number, "3P", 63, 77, DOC_NUMBER),
    d(
      DEFAULT.no_charge,
      "3P",
      118,
      126,
      INPUT("tipo_mora '1' without a value: lote writes no interest (3, no date)"),
    ),
    d(
      DEFAULT.no_discount,
      "3P",
      142,
      142,
      "no discount: lote 0 (FEBRABAN C021 'sem desconto'); brcobranca 1 with a zero value; Sicredi's 30.3P prints no domain",
    ),
    d(DEFAULT.text, "3Q", 60, 113, TEXT),
  ],
  "748/cnab240/remessa/brcobranca-remessa-unicred-cnab240.rem": [
    d(DEFAULT.document_number, "3P", 63, 77, DOC_NUMBER),
    d(
      DEFAULT.no_discount,
      "3P",
      142,
      142,
      "no discount: lote 0, brcobranca 1 with a zero value; Sicredi's 30.3P prints no domain",
    ),
    d(DEFAULT.text, "3Q", 60, 113, TEXT),
  ],
  "756/cnab240/remessa/br_boleto-sicoob.rem": [
    d(DEFAULT.document_number, "3P", 63, 77, DOC_NUMBER),
    m("3P", 225, 227, "Sicoob 39.3P: prazo para baixa 'Preencher com espaços em branco'; br_boleto zeros"),
    d(DEFAULT.text, "3Q", 89, 94, TEXT),
    d(DEFAULT.segment_s, "ref:3S", 0, 0, BR_BOLETO_S),
    d(DEFAULT.record_counts, "5", 18, 23, RECORDS),
    d(DEFAULT.record_counts, "9", 24, 29, RECORDS),
  ],
  "756/cnab240/remessa/brcobranca-remessa-bancoob-cnab240.rem": [
    m("0", 72, 72, "Sicoob header de arquivo 12.0: DV ag/conta 'Preencher com zeros'; brcobranca blank"),
    m(
      "3P",
      41,
      47,
      "brcobranca writes the caller's nosso número as given (the spec's 429715, no DV computed); lote writes the sequence 429715 with its DV per Especificações do Boleto 3.13",
    ),
    d(DEFAULT.document_number, "3P", 63, 77, DOC_NUMBER),
    d(DEFAULT.text, "3Q", 60, 113, TEXT),
  ],
};

const nsa1 = (i: BuildRemessaInput): BuildRemessaInput => ({ ...i, file_sequence: 1 });
const NSA_0 =
  "the publisher's header carries NSA 0 or none; lote numbers files from 1 (a discretionary field)";
const SICREDI_NN =
  "the corpus passes the 9-digit nosso número '072000031' (year 07, byte 2, sequence 00003, DV 1); lote's our_number is the sequence with bank_fields.year";
const sicredi = (i: BuildRemessaInput): BuildRemessaInput => ({
  ...nsa1(i),
  titles: i.titles.map((t) => ({ ...t, our_number: "3", bank_fields: { ...t.bank_fields, year: "07" } })),
});
const digits = (i: BuildRemessaInput, agency: string, account: string): BuildRemessaInput => ({
  ...i,
  account: { ...i.account, agency_digit: agency, account_digit: account },
  titles: i.titles.map((t) => ({ ...t, agency_digit: agency, account_digit: account })),
});
const bankFields = (i: BuildRemessaInput, fields: Record<string, string>): BuildRemessaInput => ({
  ...i,
  account: { ...i.account, bank_fields: { ...i.account.bank_fields, ...fields } },
});

/** Per corpus file: how its `lote_input` is completed, or why it is not compared. */
export const ADAPTATIONS: Readonly<Record<string, Adaptation>> = {
  ...BREADTH_ADAPTATIONS,
  "001/cnab240/remessa/brcobranca-remessa-banco_brasil-cnab240.rem": {
    why: `${NSA_0}; the spec's variacao '123' is lote's account.bank_fields.wallet_variation`,
    input: (i) => bankFields(nsa1(i), { wallet_variation: "123" }),
  },
  "001/cnab400/remessa/brcobranca-remessa-banco-brasil-cnab400.rem": {
    why: "the spec's variacao_carteira '123' and convenio_lider '7654321' are lote's bank_fields.wallet_variation and leader_agreement",
    input: (i) => bankFields(i, { wallet_variation: "123", leader_agreement: "7654321" }),
  },
  "033/cnab400/remessa/brcobranca-remessa-santander-cnab400.rem": {
    why: `${NSA_0}; the spec's codigo_transmissao is lote's account.bank_fields.transmission_code`,
    input: (i) => bankFields(nsa1(i), { transmission_code: "17777751042700080112" }),
  },
  "033/cnab400/remessa/brcobranca-remessa-santander-cnab400-pix.rem": {
    why: `${NSA_0}; the spec's codigo_transmissao is lote's account.bank_fields.transmission_code; its PIX key '12345678910' is no valid CPF, which lote refuses: the CPF 111.444.777-35 is given (the key's positions are reviewed)`,
    input: (i) => ({
      ...bankFields(nsa1(i), { transmission_code: "17777751042700080112" }),
      titles: i.titles.map((t) => ({ ...t, pix: { key: "11144477735" } })),
    }),
  },
  "041/cnab400/remessa/brcobranca-remessa-banrisul-cnab400.rem": {
    why: "the spec gives no beneficiary CPF/CNPJ, which lote asks of every file; Banrisul's CNAB 400 remessa has no place for it, so a placeholder changes no position",
    input: (i) => ({ ...i, company: { ...i.company, document: "11222333000181" } }),
  },
  "104/cnab240/remessa/br_boleto-caixa.rem": {
    why: "the corpus maps the carteira '14' (modalidade 1 + emissão 4) to wallet '14'; lote's CAIXA wallet is the modalidade '1' and writes the 4 itself",
    input: (i) => ({
      ...i,
      account: { ...i.account, wallet: "1" },
      titles: i.titles.map((t) => ({ ...t, wallet: "1" })),
    }),
  },
  "104/cnab240/remessa/brcobranca-remessa-caixa-cnab240.rem": {
    why: "the spec's agência '12345' has 5 digits; CAIXA's agências have 4 (+ DV) and lote refuses a fifth: 2345 is given (the agência positions are reviewed)",
    input: (i) => ({
      ...i,
      account: { ...i.account, agency: "2345" },
      titles: i.titles.map((t) => ({ ...t, agency: "2345" })),
    }),
  },
  "237/cnab400/remessa/brcobranca-remessa-bradesco-cnab400.rem": {
    why: "the spec gives no beneficiary CPF/CNPJ (Bradesco's remessa has no place for it: placeholder), a 5-digit agência '12345' and carteira '01' that Bradesco's boleto rules refuse: agência 2345 and carteira 09 are given (their positions are reviewed)",
    input: (i) => ({
      ...i,
      company: { ...i.company, document: "11222333000181" },
      account: { ...i.account, agency: "2345", wallet: "09" },
      titles: i.titles.map((t) => ({ ...t, agency: "2345", wallet: "09" })),
    }),
  },
  "341/cnab400/remessa/brcobranca-remessa-itau-cnab400.rem": {
    why: "Itaú's CNAB 400 header has no NSA (the corpus leaves it null; lote asks for one, written nowhere); the spec's carteira '123' is a placeholder lote's Itaú rules refuse: 109 is given (the carteira positions are reviewed)",
    input: (i) => ({
      ...nsa1(i),
      account: { ...i.account, wallet: "109" },
      titles: i.titles.map((t) => ({ ...t, wallet: "109" })),
    }),
  },
  "748/cnab240/remessa/brcobranca-remessa-sicredi-cnab240.rem": {
    why: `${NSA_0}; ${SICREDI_NN}`,
    input: sicredi,
  },
  "748/cnab240/remessa/brcobranca-remessa-unicred-cnab240.rem": {
    why: `${NSA_0}; ${SICREDI_NN}`,
    input: sicredi,
  },
  "756/cnab240/remessa/brcobranca-remessa-bancoob-cnab240.rem": {
    why: `${NSA_0}; the agência and conta DVs brcobranca writes (3, 8) are lote's account digits`,
    input: (i) => digits(nsa1(i), "3", "8"),
  },
  "756/cnab240/remessa/br_boleto-sicoob.rem": {
    why: "the agência and conta DVs br_boleto writes (6, 0) are lote's account digits; its codigo_cedente '82819' lacks the DV that Sicoob's nosso-número formula takes with it (Especificações do Boleto 3.13: 'Número do Cliente = 1-9' is 19): with '828190' lote's DV is the spec's 4",
    input: (i) => {
      const d = digits(i, "6", "0");
      return {
        ...d,
        account: { ...d.account, agreement: "828190" },
        titles: d.titles.map((t) => ({ ...t, agreement: "828190" })),
      };
    },
  },
  "033/cnab240/remessa/brcobranca-remessa-santander-cnab240.rem": {
    why: "brcobranca computes the agência's DV (módulo 11: 9); lote takes it from the account",
    input: (i) => digits(i, "9", i.account.account_digit ?? ""),
  },
  "756/cnab240/remessa/brcobranca-remessa-sicoob-correspondente-bb-cnab240.rem": {
    excluded: true,
    why: "Sicoob's 'correspondente Banco do Brasil' remessa: a different product whose file starts with a batch header and has no file header or trailer; lote writes Sicoob's own CNAB 240",
  },
  "756/cnab240/remessa/eduardordm-cnab240-sicoob_240_boletos.CED": {
    excluded: true,
    why: "the inputs carry no código do cliente, from which lote computes the nosso número's DV (Sicoob, Especificações do Boleto 3.13): the title cannot be reproduced",
  },
};
