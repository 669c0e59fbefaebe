import type { BankCnab } from "../cnab/types";
import type { Issue } from "../errors";
import type { BankCode, BoletoInput } from "../types";

/**
 * The boleto rules of one bank. Everything a bank decides about a boleto lives behind this
 * interface; the shared assembly (fator, amount, general check digit, linha digitável) is in
 * `src/engine/boleto/` and never changes per bank.
 */
export interface BankBoletoRules {
  /** Carteiras the module knows; `validate` rejects others. */
  wallets: readonly string[];
  /** Bank-specific validation (lengths of agency/account/agreement/our_number, wallet, bank_fields). */
  validate(input: BoletoInput): Issue[];
  /** Nosso número as printed on the slip, with check digit(s) and the bank's punctuation. */
  ourNumber(input: BoletoInput): string;
  /** The 25-digit campo livre (barcode positions 20–44). */
  freeField(input: BoletoInput): string;
  /** "Agência / código do beneficiário" as printed. */
  beneficiaryCode(input: BoletoInput): string;
  /** Default "local de pagamento" text. */
  paymentPlace?: string;
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
}
