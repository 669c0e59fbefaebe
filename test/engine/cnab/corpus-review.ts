/**
 * The reviewed side of the corpus tests: what lote's entry does not carry, and each disagreement
 * between a corpus file and lote that was looked into, with what it is. A test fails on a
 * disagreement missing here and on an entry here that no longer occurs.
 */
import { bankEvidence } from "../bank-folders";

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
export const NOT_COMPARED: Readonly<Record<string, Readonly<Record<string, string>>>> =
  bankEvidence("corpusNotCompared");

/** Per file: warnings (`CODE@line`, every code) that the file really calls for, and what they are. */
export const REVIEWED_WARNINGS: Readonly<Record<string, Readonly<Record<string, string>>>> =
  bankEvidence("corpusReviewedWarnings");

/** Files that read no entry, and why that is what the file holds (a file without entries needs one). */
export const NO_ENTRIES: Readonly<Record<string, string>> = bankEvidence("corpusNoEntries");

/** Files lote refuses as a whole, and why. */
export const REFUSED: Readonly<Record<string, string>> = bankEvidence("corpusRefused");
