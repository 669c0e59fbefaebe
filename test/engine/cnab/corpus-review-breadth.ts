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

/** Per file: warnings (`CODE@line`) that the file really calls for, and what they are. */
export const BREADTH_REVIEWED_WARNINGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "085/cnab240/retorno/l10n-brazil-CNAB240AILOS.RET": {
    "CNAB_TOTALS_MISMATCH@7":
      "OCA's sample was cut to two T+U pairs (their record numbers run 1, 2, 1, 2): the trailer de lote still states the original batch of 14 records",
    "CNAB_TOTALS_MISMATCH@8": "as at line 7: the trailer de arquivo states the original 16 records",
  },
};
