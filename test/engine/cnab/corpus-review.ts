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

const BB_CONVENIO_6 =
  "record type 1 is Banco do Brasil's CBR643 detail for 6-digit convênios; lote's BB CNAB covers 7-digit convênios (detail type 7) only, so the record is named, not read";

/** Per file: warnings (`CODE@line`) that the file really calls for, and what they are. */
export const REVIEWED_WARNINGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ...BREADTH_REVIEWED_WARNINGS,
  "001/cnab400/retorno/brcobranca-CNAB400UNICRED.RET": {
    "CNAB_UNKNOWN_RECORD@2": BB_CONVENIO_6,
    "CNAB_TOTALS_MISMATCH@3":
      "the trailer's sequence counts the detail lines the publisher removed when it trimmed the sample to one record",
  },
  "001/cnab400/retorno/l10n-brazil-CNAB400UNICRED_valor_menor_1.RET": {
    "CNAB_UNKNOWN_RECORD@2": BB_CONVENIO_6,
    "CNAB_UNKNOWN_RECORD@3": BB_CONVENIO_6,
    "CNAB_TOTALS_MISMATCH@4": "the trailer's sequence counts lines the publisher's sample does not have",
  },
  "001/cnab400/retorno/ya-retorno-boleto-CBR64302.RET": { "CNAB_UNKNOWN_RECORD@2": BB_CONVENIO_6 },
  "001/cnab400/retorno/ya-retorno-boleto-CBR64303.RET": { "CNAB_UNKNOWN_RECORD@2": BB_CONVENIO_6 },
  "001/cnab400/retorno/ya-retorno-boleto-retorno.ret": {
    "CNAB_UNKNOWN_RECORD@2": BB_CONVENIO_6,
    "CNAB_UNKNOWN_RECORD@3": BB_CONVENIO_6,
    "CNAB_UNKNOWN_RECORD@4": BB_CONVENIO_6,
  },
  "001/cnab400/retorno/ya-retorno-boleto-retorno_cnab400conv6.ret": {
    "CNAB_UNKNOWN_RECORD@2": BB_CONVENIO_6,
    "CNAB_UNKNOWN_RECORD@3": BB_CONVENIO_6,
    "CNAB_TOTALS_MISMATCH@4":
      "575 títulos / R$ 21,244,511.00 in cobrança simples against two type-1 details lote does not read: BB's trailer (CBR643, registro trailler 18-39) gives the portfolio's figures here; one file, so BB's meaning stays FEBRABAN's",
  },
  "033/cnab400/retorno/BoletoNetCore-BancoSantanderCarteira101-arquivoRetorno.ret": {
    "CNAB_TOTALS_MISMATCH@4":
      "the publisher's trailer is cut at 168 characters: its sequence (395-400) is missing, a true finding",
  },
  "041/cnab400/retorno/brcobranca-CNAB400BANRISUL.RET": {
    "CNAB_TOTALS_MISMATCH@3":
      "13 titles / R$ 3,645.00 against 1 entry: the trailer is a Bradesco trailer (bank 237 at 5-7) the publisher pasted into a Banrisul sample, so it says nothing about Banrisul's meaning",
  },
  "104/cnab240/retorno/br_boleto-caixa.ret": {
    "CNAB_TOTALS_MISMATCH@14":
      "a hand-made template (placeholder letters in numeric fields): its trailer de arquivo states 12 records for a 14-line file",
  },
  "237/cnab400/retorno/BoletoNetCore-BancoBradescoCarteira09-arquivoRetorno.ret": {
    "CNAB_TRUNCATED@5":
      "the publisher's test string has no trailer record: the three entries are read all the same",
  },
  "237/cnab400/retorno/node-boleto-bradesco-edi.spec.js-ediFileContent.ret": {
    "CNAB_TOTALS_MISMATCH@5":
      "the publisher edited the second detail (its sequence reads 152328) and left the trailer's sequence at 000003 for a 4-record file",
  },
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
  },
};
