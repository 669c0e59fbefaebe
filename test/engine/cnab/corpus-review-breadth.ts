/**
 * The reviewed side of the corpus tests for the banks and layouts added for CNAB breadth
 * (issue 17), spread into `corpus-review.ts`: values that cannot be compared and warnings the
 * files really call for, each with what it is.
 */

/** Per file and publisher key: values that cannot be compared, and why. */
export const BREADTH_NOT_COMPARED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "748/cnab400/retorno/br_boleto-sicredi.ret": {
    payer_code_cooperative:
      "Sicredi 10.2 15-19 código do pagador na cooperativa: payer data, not read by lote",
    payer_code_member:
      "Sicredi 10.2 20-24 código do pagador junto ao associado: payer data, not read by lote",
    credited_cents:
      "br_boleto's valor_liquido is its own figure: Sicredi's CNAB 400 retorno (10.2) has no credited amount, so lote's is null",
  },
  "104/cnab400/retorno/node-boleto-caixa-edi.spec.js-ediFileContent.ret": {
    line: "the corpus JSON numbers lines after the template literal's leading empty line (2, 3); lote numbers every line of the file as stored (3, 4)",
  },
  "004/cnab400/retorno/brcobranca-CNAB400BANCONORDESTE.RET": {
    credit_date:
      "BNB's retorno detail has no data de crédito (manual 7.2; the header's 120-125 is zeros, 'informada conforme FLOAT'); brcobranca reports the occurrence date 111-116 as it, which lote reads as occurrence_date (compared there)",
  },
  "756/cnab400/retorno/br_boleto-sicoob.ret": {
    document_number:
      "the bank's file carries a 15-character seu número from 117 (117-131) where Sicoob's 04.Retorno seq. 26 gives 10 (117-126, then 127-146 blanks); br_boleto reads 15, lote the manual's 10",
    installment:
      "the parcela (75-76) is a nosso-número field of the issued boleto's bank_fields, not an entry field",
    credited_cents:
      "br_boleto's valor_liquido is its own figure: the file's valor do lançamento (306-318, seq. 45) is zero on these liquidations, so lote reads no credited amount (null)",
  },
};

// Departures in how a publisher stored the file (git text files, test literals), not the bank's.
const LF = "stored with LF line ends (a git text file or a test literal): the bank's CRLF is not kept";
const NO_NEWLINE = "the publisher stored the file without a line break after its last record";
const TRIMMED = "the publisher's copy is right-trimmed (trailing blanks lost); read padded with blanks";
const OCA_SHIFT =
  "OCA's sample (l10n-brazil) was edited by hand: this U has its dates one position to the left of Ailos' 138-145 / 146-153, so they read as no date; the amounts (asserted by the publisher) are where the manual puts them";
const UNICRED_401 =
  "the l10n-brazil sample's detail lines have one character too many (401): the sequence 395-400 reads shifted, the fields the publisher asserts are before the extra character and read right";

/** Per file: warnings (`CODE@line`, every code) that the file really calls for, and what they are. */
const BTG_BATCH =
  "BTG's retorno header de lote carries lote 0000 at 4-7 (its details and trailer say 0001): the details are read as the file's one batch";
const BTG_SHIFT =
  "a numeric field with two trailing blanks (T 199-213, trailer de lote 30-46): the publisher's sample is shifted there; read as no value";

export const BREADTH_REVIEWED_WARNINGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "004/cnab400/retorno/brcobranca-CNAB400BANCONORDESTE.RET": { "CNAB_LINE_ENDINGS@0": LF },
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
  "104/cnab400/retorno/laravel-boleto-cef.ret": { "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE },
  "104/cnab400/retorno/node-boleto-caixa-edi.spec.js-ediFileContent.ret": {
    "CNAB_BLANK_LINE@1":
      "a test literal whose text starts with an empty line (the break after the opening quote)",
    "CNAB_LINE_ENDINGS@0": LF,
    "CNAB_NO_FINAL_NEWLINE@6": NO_NEWLINE,
  },
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
  "224/cnab400/retorno/laravel-boleto-fibra.ret": { "CNAB_NO_FINAL_NEWLINE@13": NO_NEWLINE },
  "097/cnab400/retorno/brcobranca-CNAB400CREDISIS.RET": {
    "CNAB_LINE_ENDINGS@0": LF,
    "CNAB_UNKNOWN_OCCURRENCE@2":
      "an earlier CrediSIS layout (2013; header without version at 392-394, `097CENTRALCRED` at 77-94): its detail has no código da operação at 77-78 (blank), so the entry is kept with kind other; the amounts and dates the publisher asserts sit at the v1.1 positions and are read",
    "CNAB_INVALID_NUMBER@2":
      "the same earlier layout: 166-175, v1.1's valor de tarifa, holds `0040000   ` (another field), read as no fee",
  },
  "097/cnab400/retorno/brcobranca-docs-credisis-RETORNO_CNAB400_MODELO.txt": {
    "CNAB_LINE_ENDINGS@0": LF,
    "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE,
  },
  "208/cnab240/retorno/laravel-boleto-exemplos-btg.ret": {
    "CNAB_UNEXPECTED_RECORD@3": BTG_BATCH,
    "CNAB_UNEXPECTED_RECORD@4": BTG_BATCH,
    "CNAB_UNEXPECTED_RECORD@5": BTG_BATCH,
    "CNAB_UNEXPECTED_RECORD@6": BTG_BATCH,
    "CNAB_UNEXPECTED_RECORD@7": BTG_BATCH,
    "CNAB_INVALID_NUMBER@3": BTG_SHIFT,
    "CNAB_INVALID_NUMBER@5": BTG_SHIFT,
    "CNAB_INVALID_NUMBER@7": BTG_SHIFT,
    "CNAB_TOTALS_MISMATCH@7":
      "the batch trailer states 000001 at 18-23 (FEBRABAN: the batch's 6 records) and 1 title for the file's 2 entries: BTG's counts, not this file's (its JSON notes say so)",
    "CNAB_TOTALS_MISMATCH@8":
      "the file trailer states 000001 at 24-29 where FEBRABAN puts the file's 8 records",
    "CNAB_NO_FINAL_NEWLINE@9": "the publisher's copy ends in a line holding one blank without a line break",
  },
  "435/cnab400/retorno/laravel-boleto-delbank.ret": { "CNAB_LINE_ENDINGS@0": LF },
  "655/cnab400/retorno/laravel-boleto-bv.ret": {
    "CNAB_TRUNCATED@2":
      "the publisher's sample is a header and one detail: it has no trailer (the entry is still read)",
  },
  "712/cnab400/retorno/laravel-boleto-ourinvest.ret": { "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE },
  "748/cnab400/retorno/boletonet-RetornoSicredi.txt": {
    "CNAB_LINE_ENDINGS@0": LF,
    "CNAB_NO_FINAL_NEWLINE@4": NO_NEWLINE,
  },
  "748/cnab400/retorno/laravel-boleto-sicredi.ret": {
    "CNAB_INVALID_DATE@1":
      "laravel-boleto's sample header carries 11111600 as its data de gravação (95-102, AAAAMMDD): a placeholder, read as no date",
    "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE,
  },
};

/**
 * Corpus retornos of a supported bank × layout that the reader refuses as unreadable, and why.
 * `corpus-retorno.test.ts` checks that each is refused with an `EngineError` naming a line, never
 * a crash, and reads every other file.
 */
export const REFUSED: Readonly<Record<string, string>> = {
  "208/cnab240/retorno/laravel-boleto-btg.ret":
    "the publisher's damaged copy of exemplos/arquivos/btg.ret (stored beside it and read): a byte-order mark and lines of 311, 227, 233… characters, so no line is a CNAB 240 record and the layout cannot be told (CNAB_UNKNOWN_LAYOUT at line 1)",
};
