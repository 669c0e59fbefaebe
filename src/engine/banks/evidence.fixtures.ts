/**
 * What every bank's `evidence.fixtures.ts` is made of (test data, not part of the engine's index):
 * the review of a bank's CNAB evidence — differences between lote's tables and independent ones
 * (cnab_yaml, the manuals' transcribed tables in `<folder>/manual/`), the corpus files' reviewed
 * warnings and refusals, the reference remessas' discretionary fields and adaptations, the gaps —
 * and the wording several banks share. The CNAB evidence tests in test/engine/cnab/ collect the
 * banks' files over the folders (test/engine/bank-folders.ts); keys keep their bank code first
 * (`<bank> <layout> …`, or a corpus file's `<bank>/<layout>/…`).
 */
import type { BuildRemessaInput } from "../cnab/types";

export const LEADING_BLANK =
  "a test literal whose text starts with an empty line (the break after the opening quote)";

// Departures in how a publisher stored the file (git text files, test literals), not the bank's.
export const LF = "stored with LF line ends (a git text file or a test literal): the bank's CRLF is not kept";

export const NO_NEWLINE = "the publisher stored the file without a line break after its last record";

export const TRIMMED =
  "the publisher's copy is right-trimmed (trailing blanks lost); read padded with blanks";

export interface Evidence {
  /** Records whose positions were diffed with cnab_yaml (remessa view). */
  cnab_yaml: string[];
  /** Whether the manual's own tables were transcribed and diffed (`<bank folder>/manual/*.table.json`). */
  manual_table: boolean;
  /** Reference remessas compared with lote's file for the same inputs. */
  reference_remessas: number;
  /** Banks' retornos read, with their publishers' values checked. */
  bank_retornos: number;
}

/** Records diffed with no independent table, and why (docs/cnab.md, "Per bank"). */
export const CONTAS =
  "FEBRABAN v10 trailer de arquivo 30-35 is the quantidade de contas para conciliação (G037, 9(06)), which cnab_yaml's generic layer reserves as text; lote writes zeros, as the manuals that print it ask (BB 07.9 'zeros ou brancos', Itaú 030-035 'ZEROS', Sicredi 07.9 'Num, Zeros')";

export const DV_TEXT =
  "a check digit lote writes as given (text, as for every bank): with a digit both tables agree";

export const TEXT_CLEANING =
  "text cleaning of the publisher's punctuation: the manuals ask for text without special characters; the letters agree";

export const TEXT_L = "Text cleaning";

export interface Adaptation {
  why: string;
  input?: (input: BuildRemessaInput) => BuildRemessaInput;
  /** The file is not compared (why says so). */
  excluded?: true;
}

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

export const BR_BOLETO_S =
  "br_boleto writes a Segmento S for every title (Remessa::Cnab240::Base#usa_segmento_S? is always true), here tipo 1 with a blank message: the spec gives no instructions, and lote writes S only for a title that has some";

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

export const DOC_NUMBER =
  "número do documento (alfanumérico): lote writes the title's document number as given, left-aligned, as the boleto prints it; the reference zero-pads it";

export const a = (record: string, start: number, end: number, why: string): Allowed => ({
  record,
  start,
  end,
  why,
});

export const GENERATED = "generation date/time: the moment the file is written";

export const NSA = "NSA: the file's sequence number, kept by the caller";

export const USO_EMPRESA = "uso da empresa: free text of the beneficiary, returned unchanged in the retorno";

/** Fields every CNAB 240 bank leaves to the writer (FEBRABAN v10.x G016-G018, G079). */
export const FEBRABAN_240: readonly Allowed[] = [
  a("0", 144, 157, GENERATED),
  a("0", 158, 163, NSA),
  a("1", 184, 191, NSA),
  a("1", 192, 199, GENERATED),
  a("3P", 196, 220, USO_EMPRESA),
];

export const INPUT = (what: string) => `an input of the publisher's spec with no lote field: ${what}`;

export const NSA_0 =
  "the publisher's header carries NSA 0 or none; lote numbers files from 1 (a discretionary field)";

export const RECORDS = "record counts, which follow the records each side writes (the Segmento R or S above)";

/**
 * The publisher's inputs carry punctuation (",!^.?\/@") and accents on purpose. The manuals ask
 * for text without special characters; lote drops every sign but `. , -` and keeps the spaces,
 * brcobranca drops every sign and squeezes the spaces, br_boleto keeps `/`: the letters agree.
 */
export const TEXT = "text cleaning of the publisher's punctuation (see the note above): the letters agree";

export const bankFields = (i: BuildRemessaInput, fields: Record<string, string>): BuildRemessaInput => ({
  ...i,
  account: { ...i.account, bank_fields: { ...i.account.bank_fields, ...fields } },
});

export const d = (label: string, record: string, start: number, end: number, why: string): Allowed => ({
  record,
  start,
  end,
  why,
  kind: "default",
  label,
});

export const digits = (i: BuildRemessaInput, agency: string, account: string): BuildRemessaInput => ({
  ...i,
  account: { ...i.account, agency_digit: agency, account_digit: account },
  titles: i.titles.map((t) => ({ ...t, agency_digit: agency, account_digit: account })),
});

export const k = (label: string, record: string, start: number, end: number, why: string): Allowed => ({
  record,
  start,
  end,
  why,
  kind: "departure",
  label,
});

export const m = (record: string, start: number, end: number, why: string): Allowed => ({
  record,
  start,
  end,
  why,
  kind: "manual",
});

export const nsa1 = (i: BuildRemessaInput): BuildRemessaInput => ({ ...i, file_sequence: 1 });

export const x = (record: string, start: number, end: number, why: string): Allowed => ({
  record,
  start,
  end,
  why,
  kind: "adaptation",
});

/** One bank's review, by what it reviews; each map's keys start with the bank's code. */
export interface BankEvidence {
  /** Fields compared per transcribed manual table (`<code>-<layout>.json`), pinned. */
  manualCompared?: Record<string, number>;
  /** Differences with the manuals' tables (`<bank> <layout> <record> <start>-<end> <kind>`) → resolution. */
  manualReviewed?: Record<string, string>;
  /** Per corpus file and publisher key: values that cannot be compared, and why. */
  corpusNotCompared?: Record<string, Record<string, string>>;
  /** Per corpus file: the warnings (`CODE@line`) it really calls for, and what they are. */
  corpusReviewedWarnings?: Record<string, Record<string, string>>;
  /** Corpus retornos with no entry to read, and why. */
  corpusNoEntries?: Record<string, string>;
  /** Corpus retornos lote refuses, and why. */
  corpusRefused?: Record<string, string>;
  /** Bank × layout cells not diffed with cnab_yaml, and why. */
  layoutExcluded?: Record<string, string>;
  /**
   * Records neither a cnab_yaml file of the bank nor a manual table covers, diffed with cnab_yaml's
   * generic (FEBRABAN) layer alone, in the spec's order (layout-crosscheck.test.ts pins them).
   */
  layoutGenericRecords?: readonly string[];
  /** Differences with cnab_yaml → resolution. */
  layoutReviewed?: Record<string, string>;
  /** Discretionary fields per bank × layout. */
  remessaDiscretionary?: Record<string, readonly Allowed[]>;
  /** Per reference remessa: the differences looked into. */
  remessaReviewed?: Record<string, readonly Allowed[]>;
  /** Per reference remessa: how its publisher's inputs reach lote. */
  remessaAdaptations?: Record<string, Adaptation>;
  /** Bank × layout × direction cells the corpus lacks, and what covers them instead. */
  evidenceGaps?: Record<string, string>;
  /** Records diffed with no independent table, and why. */
  evidenceUndiffed?: Record<string, string>;
  /** The independent evidence each bank × layout has (computed by evidence.test.ts, pinned here). */
  evidenceExpected?: Record<string, Evidence>;
}
