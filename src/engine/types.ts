/**
 * Shared domain types of the engine. Field names are English snake_case (the API's names); the
 * FEBRABAN term each one stands for is in `docs/glossary.md`. Money is always integer centavos,
 * dates are always ISO `YYYY-MM-DD` strings.
 */

/** Three-digit bank code (código de compensação), e.g. `"341"`. */
export type BankCode = string;

/** ISO calendar date `YYYY-MM-DD`. */
export type IsoDate = string;

export interface Address {
  street: string;
  number?: string;
  complement?: string;
  district?: string;
  city: string;
  /** UF, two upper-case letters. */
  state: string;
  /** CEP, 8 digits (punctuation accepted on input, normalised away). */
  zip_code: string;
}

/** A person or company: beneficiário, pagador or sacador/avalista. */
export interface Party {
  name: string;
  /**
   * CPF (11 digits) or CNPJ (14 characters), without punctuation after normalisation. A CNPJ is
   * digits only, except an alphanumeric CNPJ (issued since July 2026), whose first 12 characters
   * may be upper-case letters; its last two (the check digits) are always digits.
   */
  document: string;
  address?: Address;
}

/** Bank account of the beneficiário. */
export interface BankAccount {
  bank_code: BankCode;
  /** Agência, without its check digit. */
  agency: string;
  agency_digit?: string;
  /** Conta corrente, without its check digit. */
  account: string;
  account_digit?: string;
  /** Carteira. */
  wallet: string;
  /** Convênio / código do beneficiário / código do cedente, as the bank assigns it. */
  agreement?: string;
  /** Bank-specific extras (e.g. Sicredi `post` and `byte`, Sicoob `modality`); see docs/banks.md. */
  bank_fields?: Record<string, string>;
}

/** Interest (juros de mora) after the due date. */
export interface Interest {
  /** `daily_amount`: `value` centavos per day; `monthly_rate`: `value` in basis points per month. */
  kind: "daily_amount" | "monthly_rate";
  value: number;
  /** First day interest applies; default the day after due_date. */
  start_date?: IsoDate;
}

/** Fine (multa) after the due date. */
export interface Fine {
  /** `amount`: `value` centavos; `rate`: `value` in basis points of the amount. */
  kind: "amount" | "rate";
  value: number;
  start_date?: IsoDate;
}

export interface Discount {
  amount_cents: number;
  /** Discount applies until this date (inclusive). */
  until: IsoDate;
}

/** PIX attached to a boleto (Bolepix): either the EMV string the bank returned, or a key to build one. */
export type BoletoPix =
  | { emv: string }
  | { key: string; txid?: string; merchant_name?: string; merchant_city?: string };

/** Everything needed to issue one boleto. Validated by the engine's zod schema. */
export interface BoletoInput extends BankAccount {
  amount_cents: number;
  /** Vencimento; `null` means "à vista / contra-apresentação" (factor 0000). */
  due_date: IsoDate | null;
  /** Data do documento; defaults to `today`. */
  issue_date?: IsoDate;
  /** Nosso número: the bank's sequential part, WITHOUT check digit (the engine computes it). */
  our_number: string;
  /** Número do documento (seu número). */
  document_number?: string;
  /** Espécie do documento, e.g. `DM` (duplicata mercantil), `DS`, `RC`, `NP`. Default `DM`. */
  document_kind?: string;
  /** Aceite, `A` or `N`. Default `N`. */
  acceptance?: "A" | "N";
  beneficiary: Party;
  payer: Party;
  /** Sacador/avalista. */
  guarantor?: Party;
  payment_place?: string;
  /** Instruções, one line each (at most 8 are printed). */
  instructions?: string[];
  /** Free text for the payer's receipt (demonstrativo). */
  description?: string[];
  interest?: Interest;
  fine?: Fine;
  discount?: Discount;
  /** Abatimento, centavos. */
  rebate_cents?: number;
  pix?: BoletoPix;
}

/** Options every engine call that needs a date takes: the clock is a parameter. */
export interface EngineClock {
  /** "Today" in São Paulo, `YYYY-MM-DD`. */
  today: IsoDate;
  /** The bank assigns nosso número and codes at registration by API (`ValidateOptions.codesFromBank`). */
  codesFromBank?: boolean;
}

/** The computed codes of a boleto (output of `buildBoleto`). */
export interface BoletoCodes {
  bank_code: BankCode;
  /** 44-digit código de barras. */
  barcode: string;
  /** 47-digit linha digitável, digits only. */
  digitable_line: string;
  /** `BBBMC.CCCCD CCCCC.CCCCCD CCCCC.CCCCCD D FFFFVVVVVVVVVV` */
  digitable_line_formatted: string;
  /** Nosso número as printed on the slip, with its check digit and the bank's punctuation. */
  our_number: string;
  /** Fator de vencimento, 4 digits (`"0000"` when there is no due date). */
  due_factor: string;
  amount_cents: number;
  /** Campo livre, 25 digits. */
  free_field: string;
  /** Agência / código do beneficiário as printed, e.g. `1172-0 / 0403005-0`. */
  beneficiary_code: string;
  /** Bank code with its check digit as printed, e.g. `341-7`. */
  bank_code_formatted: string;
}

/** A fully built boleto: the validated input plus its codes and (for Bolepix) the EMV payload. */
export interface Boleto extends BoletoCodes {
  input: BoletoInput;
  /** PIX copia-e-cola payload, when the boleto carries a Bolepix. */
  pix_payload?: string;
  /** The date the engine was told is "today" (data de processamento). */
  processed_on: IsoDate;
}
