import type { BankCnab } from "../cnab/bank";
import type { SimulatorSpec } from "../connect/sim";
import type { BankConnector, ProviderCodes } from "../connect/types";
import type { Issue } from "../errors";
import type { BankCode, BoletoInput, IsoDate } from "../types";

/** One key of `bank_fields` a bank reads (documented in docs/banks.md). */
export interface BankFieldSpec {
  name: string;
  description: string;
  required: boolean;
  /** Longest digit string accepted (ignored when `values` is set). */
  maxDigits: number;
  /** The only accepted values, when the field is an enumeration. */
  values?: readonly string[];
  /** Value used when the field is absent. */
  default?: string;
}

/** What a bank rule may need besides the input: the clock, for rules that print the year. */
export interface BoletoRuleContext {
  /** "Today" (`YYYY-MM-DD`); used when `issue_date` is absent. */
  today?: IsoDate;
}

/**
 * The boleto rules of one bank. Everything a bank decides about a boleto lives behind this
 * interface; the shared assembly (fator, amount, general check digit, linha digitável) is in
 * `src/engine/boleto/` and never changes per bank.
 *
 * `ourNumber`, `freeField` and `beneficiaryCode` expect an input that `validate` accepted (and the
 * engine's structural check before it); on other input their result is unspecified.
 */
export interface BankBoletoRules {
  /** Carteiras the module knows; `validate` rejects others. Empty when `contractWallet` is set. */
  wallets: readonly string[];
  /**
   * Set when the bank assigns the carteira in its contract with the beneficiary and no source
   * names the codes: any carteira of exactly this many digits (the width its campo livre or slip
   * gives it) is taken as the caller gives it, and `wallets` is empty. Only for banks issued with
   * `unconfirmed` or whose carteira is printed only (docs/banks.md says which).
   */
  contractWallet?: number;
  /** The `bank_fields` keys the bank reads; `validate` rejects any other key. */
  bankFields: readonly BankFieldSpec[];
  /** The manual or published rule the module follows (also listed in docs/banks.md). */
  source: string;
  /** Bank-specific validation (lengths of agency/account/agreement/our_number, wallet, bank_fields). */
  validate(input: BoletoInput): Issue[];
  /** Nosso número as printed on the slip, with check digit(s) and the bank's punctuation. */
  ourNumber(input: BoletoInput, context?: BoletoRuleContext): string;
  /** The 25-digit campo livre (barcode positions 20–44). */
  freeField(input: BoletoInput, context?: BoletoRuleContext): string;
  /** "Agência / código do beneficiário" as printed. */
  beneficiaryCode(input: BoletoInput): string;
  /** Default "local de pagamento" text. */
  paymentPlace?: string;
  /**
   * Set when no published vector or bank document confirms the rule: why, in one sentence. Every
   * boleto of the bank is issued with a `BANK_RULE_UNCONFIRMED` warning carrying it
   * (`boletoWarnings`), so the risk is said at issue time, not discovered at the bank.
   */
  unconfirmed?: string;
}

/** One bank: identity, boleto rules and (optionally) its CNAB layouts. */
export interface BankModule {
  code: BankCode;
  /** Check digit of the bank code as printed next to it (`341-7`). */
  codeDigit: string;
  name: string;
  /** Lower-case ASCII slug for file names, e.g. `itau`. */
  slug: string;
  boleto: BankBoletoRules;
  /** CNAB 240/400 support; undefined when the bank has none in lote. */
  cnab?: BankCnab;
  /** Registration by the bank's API (its folder's `api/`); undefined when lote has no connector. */
  api?: BankApiModule;
}

/** A bank's API connector and the simulator that holds it to the published schema. */
export interface BankApiModule {
  connector: BankConnector;
  simulator: SimulatorSpec;
  /**
   * For a bank that assigns the codes: the check of what it returned against the title (check
   * digits, bank, amount, due factor, Pix), as issues; nothing is rendered when there is one.
   */
  checkCodes?(codes: ProviderCodes, input: BoletoInput): Issue[];
}
