/**
 * 403 — Cora SCD, boleto rules.
 *
 * Cora issues boletos only through its API, and Cora assigns the nosso número; Cora publishes
 * no manual of the campo livre. One implementation writes it — frones/ACBr
 * `Fontes/ACBrBoleto/ACBrBancoCora.pas` @ded93c72 (`MontarCodigoBarras`: `00000` + the first 8
 * digits of the beneficiary's CNPJ + nosso número(10) + carteira(2); bank digit 9) — and every
 * published Cora code agrees, nine of them in seven unrelated public files (`vectors.ts`;
 * `boleto.test.ts` rebuilds each one). One is a real slip transcribed with its printed nosso
 * número (`155517510174578909` = CNPJ 15.551.751 + `0174578909`, carteira `01`, agência `0001`,
 * bank `403-9`); one pairs a code with its nosso número and CNPJ; one is a Cora stage answer.
 * lote's `our_number` is the 18 digits as printed (the CNPJ root and Cora's 10).
 *
 * So lote can rebuild and check a Cora boleto from the nosso número Cora assigned, but it cannot
 * choose one: a nosso número shorter than Cora's 18 digits is refused with `BANK_ASSIGNS_CODES`
 * (register the title through the Cora connector, `api/`, and render the codes it returns).
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { isDigits, padDigits } from "../../math/check-digits";
import type { BankBoletoRules } from "../types";

const NAME = "Cora";
/** The carteira every Cora slip prints ("Carteira 01") and its campo livre ends with. */
const WALLETS = ["01"] as const;
/** Digits of the nosso número Cora assigns, in every published Cora code. */
export const CORA_OUR_NUMBER_DIGITS = 18;

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source: "frones/ACBr ACBrBancoCora.pas and 9 published Cora codes (Cora publishes no campo livre manual)",
  paymentPlace: "Pagável em qualquer agência bancária",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    const ours = input.our_number;
    if (isDigits(ours) && ours.length >= 1 && ours.length < CORA_OUR_NUMBER_DIGITS)
      c.add(
        "BANK_ASSIGNS_CODES",
        ["our_number"],
        `Cora assigns the nosso número (18 digits) and the codes: register the title through the Cora connector, or give the 18-digit nosso número Cora returned; lote cannot choose one (got ${ours.length} digits)`,
      );
    else c.digits("our_number", { min: CORA_OUR_NUMBER_DIGITS, max: CORA_OUR_NUMBER_DIGITS });
    c.wallet(WALLETS);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    return padDigits(input.our_number, CORA_OUR_NUMBER_DIGITS);
  },

  freeField(input) {
    return `00000${padDigits(input.our_number, CORA_OUR_NUMBER_DIGITS)}${input.wallet}`;
  },

  beneficiaryCode(input) {
    return padDigits(input.agency, 4);
  },
};
