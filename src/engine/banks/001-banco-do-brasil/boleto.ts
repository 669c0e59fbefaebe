/**
 * 001 — Banco do Brasil, boleto rules.
 *
 * Source: Banco do Brasil, "Especificações Técnicas para Confecção de Boleto de Cobrança do Banco
 * do Brasil" (leiaute do campo livre per convênio size; nosso número módulo 11, pesos 9 a 2, resto
 * 10 = X). Checked against the published vectors of kivanio/brcobranca
 * `spec/brcobranca/boleto/banco_brasil_spec.rb` (convênios of 4, 6, 7 and 8 digits).
 *
 * Campo livre by convênio (agreement) size:
 * - 4 digits: convênio(4) + sequencial(7) + agência(4) + conta(8) + carteira(2)
 * - 6 digits: convênio(6) + sequencial(5) + agência(4) + conta(8) + carteira(2)
 * - 6 digits, modality 21 (carteiras 16/18): convênio(6) + nosso número livre(17) + "21"
 * - 7 digits: "000000" + convênio(7) + sequencial(10) + carteira(2)
 * - 8 digits: "000000" + convênio(8) + sequencial(9) + carteira(2)
 */

import { bankField, RuleCheck } from "../../boleto/bank-rules";
import { isDigits, mod11Digit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules, BankFieldSpec } from "../types";

const NAME = "Banco do Brasil";
const WALLETS = ["11", "12", "15", "16", "17", "18", "31", "51"] as const;
const FREE_NUMBER_WALLETS = ["16", "18"];

const FIELDS: readonly BankFieldSpec[] = [
  {
    name: "modality",
    description:
      "`21` selects the 17-digit free nosso número of a 6-digit convênio (carteiras 16 and 18 only); absent otherwise",
    required: false,
    maxDigits: 2,
    values: ["21"],
  },
  {
    name: "wallet_variation",
    description:
      "variação da carteira (up to 3 digits): not printed; BB's API Cobrança registers with it (numeroVariacaoCarteira)",
    required: false,
    maxDigits: 3,
  },
];

/** Digits of the sequential part for each convênio size (6 → 5, or 17 with modality 21). */
function sequenceDigits(input: BoletoInput): number {
  switch (input.agreement?.length) {
    case 4:
      return 7;
    case 6:
      return bankField(input, "modality", "") === "21" ? 17 : 5;
    case 7:
      return 10;
    default:
      return 9; // 8-digit convênio
  }
}

/** The printed nosso número digits, before the check digit. */
function ourNumberDigits(input: BoletoInput): string {
  const sequence = padDigits(input.our_number, sequenceDigits(input));
  return sequence.length === 17 && input.agreement?.length === 6 ? sequence : `${input.agreement}${sequence}`;
}

/** BB's módulo 11: weights 9..2 from the right, the residue is the digit, 10 → X. */
function bbDigit(digits: string): string {
  return mod11Digit(digits, { whenTen: "X" });
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: FIELDS,
  source: "Banco do Brasil, Especificações Técnicas para Confecção de Boleto de Cobrança do Banco do Brasil",
  paymentPlace: "Pagável em qualquer banco",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("account", { max: 8 });
    c.wallet(WALLETS);
    c.bankFields(FIELDS);
    const agreement = input.agreement;
    if (agreement === undefined || agreement === "") {
      c.add("REQUIRED", ["agreement"], `agreement (convênio) is required for ${NAME}`);
      return c.issues;
    }
    if (!isDigits(agreement) || ![4, 6, 7, 8].includes(agreement.length)) {
      c.add(
        "INVALID_AGREEMENT",
        ["agreement"],
        `agreement (convênio) must be 4, 6, 7 or 8 digits for ${NAME}`,
      );
      return c.issues;
    }
    const modality = input.bank_fields?.modality;
    if (modality === "21" && (agreement.length !== 6 || !FREE_NUMBER_WALLETS.includes(input.wallet))) {
      c.add(
        "INVALID_BANK_FIELD",
        ["bank_fields", "modality"],
        `bank_fields.modality 21 needs a 6-digit convênio and wallet 16 or 18 for ${NAME}`,
      );
    }
    c.digits("our_number", {
      max: sequenceDigits(input),
      context: `for a convênio of ${agreement.length} digits`,
    });
    return c.issues;
  },

  ourNumber(input) {
    const digits = ourNumberDigits(input);
    return `${digits}-${bbDigit(digits)}`;
  },

  freeField(input) {
    const agreement = input.agreement as string;
    const sequence = padDigits(input.our_number, sequenceDigits(input));
    if (agreement.length >= 7) return `000000${agreement}${sequence}${input.wallet}`;
    if (sequence.length === 17) return `${agreement}${sequence}21`;
    return `${agreement}${sequence}${padDigits(input.agency, 4)}${padDigits(input.account, 8)}${input.wallet}`;
  },

  beneficiaryCode(input) {
    const agency = padDigits(input.agency, 4);
    const account = padDigits(input.account, 8);
    // BB's agency and account DVs follow the same módulo 11 (X for 10); a given digit wins.
    const agencyDigit = input.agency_digit || bbDigit(agency);
    const accountDigit = input.account_digit || bbDigit(account);
    return `${agency}-${agencyDigit} / ${account}-${accountDigit}`;
  },
};
