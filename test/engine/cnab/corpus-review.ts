/**
 * The reviewed side of the corpus tests: what lote's entry does not carry, and each disagreement
 * between a corpus file and lote that was looked into, with what it is. A test fails on a
 * disagreement missing here and on an entry here that no longer occurs.
 */
import { BREADTH_NOT_COMPARED, BREADTH_REVIEWED_WARNINGS } from "./corpus-review-breadth";

const ACCOUNT =
  "the beneficiary's own account, which lote takes from the file's account, not from each entry";
const PAYER =
  "payer data in the retorno: lote matches entries by nosso número and keeps the payer of the issued boleto";
const OCORRENCIA_PAGADOR = "FEBRABAN U 154-210 (ocorrência do pagador): not read by lote";

/** Publisher keys with no counterpart in lote's `RetornoEntry` (lote does not read the field), and why. */
export const NOT_IN_LOTE: Readonly<Record<string, string>> = {
  account: ACCOUNT,
  account_digit: ACCOUNT,
  account_raw: ACCOUNT,
  agency: ACCOUNT,
  agency_account_digit: ACCOUNT,
  agency_raw: ACCOUNT,
  agreement_raw: ACCOUNT,
  beneficiary_code_raw: ACCOUNT,
  wallet: "the carteira is part of the account lote matches against, not an entry field",
  wallet_raw: "the carteira is part of the account lote matches against, not an entry field",
  wallet_variation_raw: "BB's variação da carteira belongs to the file's account",
  modality_raw: "the modalidade is part of the nosso número's field (compared through nosso_numero)",
  nosso_numero_dv:
    "the check digit is in our_number_raw where the layout has it (compared through nosso_numero)",
  nosso_numero_dac:
    "the check digit is in our_number_raw where the layout has it (compared through nosso_numero)",
  nosso_numero_raw_63_72: "laravel-boleto's raw 63-72, compared through nosso_numero",
  collecting_bank: "banco cobrador/recebedor: not read by lote",
  collecting_agency: "agência cobradora/recebedora: not read by lote",
  collecting_agency_digit: "agência cobradora/recebedora: not read by lote",
  collecting_agency_raw: "agência cobradora/recebedora: not read by lote",
  company_title_id: "uso da empresa (seu número repeated): not read by lote, which matches by nosso número",
  contract_number: "número do contrato: not read by lote",
  correspondent_bank: "banco correspondente: not read by lote",
  correspondent_nosso_numero: "nosso número no banco correspondente: not read by lote",
  currency_code: "código da moeda: lote reads amounts in reais only",
  document_kind_raw: "espécie: not read by lote (the issued boleto has it)",
  is_dda: "DDA flag of CnabPHP: not a field lote reads",
  is_write_off:
    "CnabPHP's isBaixa(): the title leaves the portfolio, liquidations included; lote's occurrence kinds tell paid from written off",
  late_interest_cents: "Bradesco/Itaú 'juros de operação em atraso' 202-214: not read by lote",
  liquidation_code: "Itaú código de liquidação (canal) 393-394: not read by lote",
  liquidation_description: "the publisher's text for the liquidation channel",
  occurrence_description: "the publisher's own wording of the occurrence (lote has its own, from the manual)",
  other_credits_cents: "outros créditos: not in lote's amounts",
  other_expenses_cents: "outras despesas: not in lote's amounts",
  payer_allegation: "Itaú alegação do pagador: not read by lote",
  payer_document: PAYER,
  payer_document_type: PAYER,
  payer_name: PAYER,
  payer_occurrence_cents: OCORRENCIA_PAGADOR,
  payer_occurrence_code: OCORRENCIA_PAGADOR,
  payer_occurrence_date: OCORRENCIA_PAGADOR,
  payer_occurrence_text: OCORRENCIA_PAGADOR,
  pix_record_line: "the line of the PIX record: lote folds it into the entry before it",
  reason_raw: "the raw motivos field, compared through reason_codes where the publisher splits it",
  record_sequence: "the record's sequence number (395-400): checked by the reader, not kept per entry",
  settlement_date:
    "Banrisul data de liquidação = 111-116, which lote reads as occurrence_date (compared there when asserted)",
};

/** Per file and publisher key: values that cannot be compared, and why. */
export const NOT_COMPARED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ...BREADTH_NOT_COMPARED,
  "237/cnab400/retorno/br_boleto-bradesco.ret": {
    credited_cents:
      "br_boleto's valor_liquido is its own figure: Bradesco's CNAB 400 retorno has no credited amount (manual, registro tipo 1), so lote's is null",
  },
  "237/cnab400/retorno/node-boleto-bradesco-edi.spec.js-ediFileContent.ret": {
    line: "the corpus JSON numbers lines after the template literal's leading empty line (2, 3); lote numbers every line of the file as stored (3, 4)",
  },
};

// Departures in how a publisher stored the file (git text files, test literals), not the bank's.
const LF = "stored with LF line ends (a git text file or a test literal): the bank's CRLF is not kept";
const NO_NEWLINE = "the publisher stored the file without a line break after its last record";
const TRIMMED = "the publisher's copy is right-trimmed (trailing blanks lost); read padded with blanks";
const LEADING_BLANK =
  "a test literal whose text starts with an empty line (the break after the opening quote)";
const W_ONLY =
  "CAIXA's segment W (a notice about the whole remessa, not a title) is the file's only detail: it is listed, and no entry exists to read";

/** Per file: warnings (`CODE@line`, every code) that the file really calls for, and what they are. */
export const REVIEWED_WARNINGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ...BREADTH_REVIEWED_WARNINGS,
  "001/cnab240/retorno/CnabPHP-retorno_bb.ret": {
    "CNAB_LINE_ENDINGS@0": LF,
    "CNAB_LINE_LENGTH@2":
      "the batch header is 241 characters: one trailing blank past 240, as the bank sent it (the JSON notes)",
  },
  "001/cnab240/retorno/br_boleto-banco_brasil.ret": {
    "CNAB_LINE_ENDINGS@0": LF,
    "CNAB_LINE_LENGTH@1": "br_boleto's copy of brcobranca's CNAB240.RET with lines 1-2 one blank short",
    "CNAB_LINE_LENGTH@3":
      "br_boleto's copy with lines 3-4 carrying extra trailing blanks (244 and 266 characters)",
  },
  "001/cnab240/retorno/brcobranca-CNAB240.RET": { "CNAB_LINE_ENDINGS@0": LF, "CNAB_LINE_LENGTH@1": TRIMMED },
  "001/cnab240/retorno/ya-retorno-boleto-IEDCBR361502201214659.ret": { "CNAB_LINE_ENDINGS@0": LF },
  "001/cnab400/retorno/brcobranca-CBR64310.RET": { "CNAB_LINE_ENDINGS@0": LF },
  "001/cnab400/retorno/laravel-boleto-bb.ret": { "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE },
  "001/cnab400/retorno/ya-retorno-boleto-CBR64302.RET": { "CNAB_LINE_ENDINGS@0": LF },
  "001/cnab400/retorno/ya-retorno-boleto-CBR64303.RET": { "CNAB_LINE_ENDINGS@0": LF },
  "001/cnab400/retorno/ya-retorno-boleto-CBR64334531308201411115.ret": { "CNAB_LINE_ENDINGS@0": LF },
  "001/cnab400/retorno/ya-retorno-boleto-retorno.ret": { "CNAB_LINE_ENDINGS@0": LF },
  "001/cnab400/retorno/ya-retorno-boleto-retorno_cnab400conv6.ret": {
    "CNAB_LINE_ENDINGS@0": LF,
    "CNAB_TOTALS_MISMATCH@4":
      "575 títulos / R$ 212,445.11 in cobrança simples (trailer 18-25 / 26-39) against two tipo-1 details: BB's trailer (CBR643 registro trailler, fields 06-07) here gives more than the file; one file does not show it is the portfolio, so BB's meaning stays the file's and the warning stands",
  },
  "001/cnab400/retorno/ya-retorno-boleto-retorno_cnab400conv7.ret": { "CNAB_LINE_ENDINGS@0": LF },
  "033/cnab240/retorno/br_boleto-santander.ret": { "CNAB_LINE_ENDINGS@0": LF },
  "033/cnab240/retorno/brcobranca-CNAB240SANTANDER.RET": { "CNAB_LINE_LENGTH@1": TRIMMED },
  "033/cnab240/retorno/node-boleto-santander-edi.spec.js-ediFileContent.ret": {
    "CNAB_BLANK_LINE@1": LEADING_BLANK,
    "CNAB_LINE_ENDINGS@0": LF,
    "CNAB_LINE_LENGTH@1": TRIMMED,
  },
  "033/cnab400/retorno/BoletoNetCore-BancoSantanderCarteira101-arquivoRetorno.ret": {
    "CNAB_TOTALS_MISMATCH@4":
      "the publisher's trailer is cut at 168 characters: its sequence (395-400) is missing, a true finding",
    "CNAB_LINE_ENDINGS@0": LF,
    "CNAB_NO_FINAL_NEWLINE@4": NO_NEWLINE,
    "CNAB_LINE_LENGTH@4": "the trailer is cut at 168 characters in the publisher's test string",
  },
  "033/cnab400/retorno/brcobranca-CNAB400SANTANDER.RET": { "CNAB_LINE_ENDINGS@0": LF },
  "033/cnab400/retorno/laravel-boleto-santander.ret": { "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE },
  "033/cnab400/retorno/laravel-boleto-santander_pix.ret": { "CNAB_NO_FINAL_NEWLINE@4": NO_NEWLINE },
  "041/cnab400/retorno/brcobranca-CNAB400BANRISUL.RET": {
    "CNAB_LINE_ENDINGS@0": LF,
    "CNAB_TOTALS_MISMATCH@3":
      "13 titles / R$ 3,645.00 against 1 entry: the trailer is a Bradesco trailer (bank 237 at 5-7) the publisher pasted into a Banrisul sample, so it says nothing about Banrisul's meaning",
  },
  "041/cnab400/retorno/laravel-boleto-banrisul.ret": { "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE },
  "104/cnab240/retorno/OpenCnabPHP-COB08080002802455.RET": {
    "CNAB_SEQUENCE_GAP@3": "the segment W record carries 00000 as its sequence number (9-13)",
    "CNAB_SEGMENT_NOT_READ@3": W_ONLY,
  },
  "104/cnab240/retorno/OpenCnabPHP-R2100095.RET": { "CNAB_LINE_ENDINGS@0": LF },
  "104/cnab240/retorno/OpenCnabPHP-RETORNOCEF081116.ret": {
    "CNAB_HEADER_FIELD@1":
      "the header carries '5' at 143 (FEBRABAN G015: 1 remessa, 2 retorno); the batch header's operation T shows a retorno",
    "CNAB_SEGMENT_NOT_READ@3": W_ONLY,
    "CNAB_LINE_ENDINGS@0": LF,
  },
  "104/cnab240/retorno/OpenCnabPHP-RETORNOCEF091116.ret": { "CNAB_LINE_ENDINGS@0": LF },
  "104/cnab240/retorno/br_boleto-caixa.ret": {
    "CNAB_TOTALS_MISMATCH@14":
      "a hand-made template (placeholder letters in numeric fields): its trailer de arquivo states 12 records for a 14-line file",
    "CNAB_NO_FINAL_NEWLINE@14": NO_NEWLINE,
  },
  "104/cnab240/retorno/ya-retorno-boleto-03091405.RET": { "CNAB_LINE_ENDINGS@0": LF },
  "104/cnab240/retorno/ya-retorno-boleto-RETORNOCEF090814.bax": { "CNAB_LINE_ENDINGS@0": LF },
  "104/cnab240/retorno/ya-retorno-boleto-RETORNOCEF120814.ret": { "CNAB_LINE_ENDINGS@0": LF },
  "237/cnab400/retorno/BoletoNetCore-BancoBradescoCarteira09-arquivoRetorno.ret": {
    "CNAB_TRUNCATED@5":
      "the publisher's test string has no trailer record: the three entries are read all the same",
    "CNAB_LINE_ENDINGS@0": LF,
  },
  "237/cnab400/retorno/BoletoNetCore-BancoBradescoCarteira19-arquivoRetorno.ret": {
    "CNAB_LINE_ENDINGS@0": LF,
  },
  "237/cnab400/retorno/br_boleto-bradesco.ret": { "CNAB_LINE_ENDINGS@0": LF },
  "237/cnab400/retorno/laravel-boleto-exemplos-bradesco.ret": { "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE },
  "237/cnab400/retorno/node-boleto-bradesco-edi.spec.js-ediFileContent.ret": {
    "CNAB_BLANK_LINE@1": LEADING_BLANK,
    "CNAB_SEQUENCE_GAP@4": "the publisher edited the second detail: its sequence reads 152328",
    "CNAB_TOTALS_MISMATCH@5":
      "the publisher edited the second detail (its sequence reads 152328) and left the trailer's sequence at 000003 for a 4-record file",
    "CNAB_LINE_ENDINGS@0": LF,
    "CNAB_NO_FINAL_NEWLINE@5": NO_NEWLINE,
  },
  "237/cnab400/retorno/nodejs-cnab-retorno.test.ts-exampleRetorno.ret": {
    "CNAB_LINE_ENDINGS@0": LF,
    "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE,
  },
  "341/cnab400/retorno/OpenCnabPHP-CN03116A.RET": { "CNAB_LINE_ENDINGS@0": LF },
  "341/cnab400/retorno/OpenCnabPHP-CN04116A.RET": { "CNAB_LINE_ENDINGS@0": LF },
  "341/cnab400/retorno/OpenCnabPHP-CN07116A.RET": { "CNAB_LINE_ENDINGS@0": LF },
  "341/cnab400/retorno/brcobranca-CNAB400ITAU.RET": { "CNAB_LINE_ENDINGS@0": LF },
  "341/cnab400/retorno/laravel-boleto-exemplos-itau.ret": { "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE },
  "748/cnab240/retorno/brcobranca-CNAB240SICREDI.CRT": { "CNAB_LINE_ENDINGS@0": LF },
  "756/cnab240/retorno/OpenCnabPHP-sicoob-example.ret": {
    "CNAB_UNKNOWN_REASON@5":
      "Sicoob sends letter motivos (AF, HA) that FEBRABAN's C047 lacks; lote keeps them as codes. Sicoob's own table is not at hand",
    "CNAB_UNKNOWN_REASON@11": "as at line 5 (the same codes on a rejection)",
    "CNAB_TOTALS_MISMATCH@13":
      "17 titles / R$ 86.00 for a batch of 5 titles / R$ 26.00: Sicoob's layout (Fev/2017, 06.5-07.5) says only 'quantidade de títulos em cobrança'; one sample does not show it is the portfolio, so the warning stands",
  },
  "756/cnab240/retorno/br_boleto-padrao240.ret": {
    "CNAB_TOTALS_MISMATCH@14":
      "br_boleto's shared CNAB 240 sample (read by five of its bank tests): its trailer de arquivo states 12 records for a 14-line file",
    "CNAB_LINE_ENDINGS@0": LF,
    "CNAB_NO_FINAL_NEWLINE@14": NO_NEWLINE,
  },
  "756/cnab240/retorno/brcobranca-CNAB240SICOOB.RET": {
    "CNAB_HEADER_FIELD@1":
      "brcobranca's Sicoob sample, edited from its Ailos file, has '0' at 143 where FEBRABAN G015 puts 2 for a retorno; the batch header's operation T shows a retorno",
    "CNAB_INVALID_DATE@1":
      "the same edited header carries '00108500' at 144-151 (data de geração): no date, read as null",
    "CNAB_LINE_LENGTH@1": TRIMMED,
  },
};

/** Files that read no entry, and why that is what the file holds (a file without entries needs one). */
export const NO_ENTRIES: Readonly<Record<string, string>> = {
  "104/cnab240/retorno/OpenCnabPHP-COB08080002802455.RET": `a pré-crítica return ('RET PRE CRI' at 192): ${W_ONLY}`,
  "104/cnab240/retorno/OpenCnabPHP-RETORNOCEF081116.ret": W_ONLY,
};
