/**
 * The banks and layouts added for CNAB breadth (issue 17): their discretionary fields, the
 * reviewed differences of their corpus remessas and the adaptations of their inputs, kept apart
 * from `remessa-discretionary.ts` (which spreads them in) so that each bank's review reads as one
 * block. Same rules: each reviewed difference cites the manual that says what lote writes.
 */
import type { BuildRemessaInput } from "../../../src/engine/cnab/types";
import type { Adaptation, Allowed } from "./remessa-discretionary";

const a = (record: string, start: number, end: number, why: string): Allowed => ({ record, start, end, why });

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

/** Discretionary fields per bank × layout. */
export const BREADTH_DISCRETIONARY: Readonly<Record<string, readonly Allowed[]>> = {
  "756 cnab400": [a("0", 95, 100, GENERATED), a("0", 101, 107, NSA), a("1", 38, 62, USO_EMPRESA)],
};

/** Reviewed differences per corpus file. */
export const BREADTH_REVIEWED: Readonly<Record<string, readonly Allowed[]>> = {
  "756/cnab400/remessa/brcobranca-remessa-sicoob-cnab400.rem": [
    a(
      "0",
      31,
      31,
      "Sicoob 03.Remessa header seq. 8: DV do prefixo 'Preencher com espaços em branco'; brcobranca writes the DV",
    ),
    a("0", 32, 33, "the agreement given in place of the spec's 9-digit convênio (see the adaptation)"),
    a(
      "1",
      71,
      74,
      "brcobranca writes the caller's nosso número as given (123, no DV); lote writes the sequence 123 and its módulo-11 DV at 74 (seq. 10: 63-73 sequence, 74 DV)",
    ),
    a(
      "1",
      111,
      120,
      "seu número X(10) (seq. 25): the spec gives no document number; lote leaves it blank, brcobranca zero-fills",
    ),
    a(
      "1",
      193,
      193,
      "código da moeda: laravel-boleto and cnab_yaml write 9 (Real); brcobranca 0; the manual names no value (two writers against one)",
    ),
    a("1", 261, 311, TEXT),
    a("9", 2, 394, "Sicoob trailer seq. 2-7: 'Preencher com espaços em branco'; brcobranca zero-fills"),
  ],
};

/** Per corpus file: how its `lote_input` is completed, or why it is not compared. */
export const BREADTH_ADAPTATIONS: Readonly<Record<string, Adaptation>> = {
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
