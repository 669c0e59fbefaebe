/**
 * 336 — C6 Bank, boleto rules.
 *
 * Campo livre: código do cliente 12 (`agreement`), nosso número 10, carteira 2, identificador de
 * layout 1 (3: cobrança registrada emitida pelo banco, 4: emissão pelo beneficiário). The
 * nosso número is printed as its 10 digits (no DV enters the barcode). Rule as
 * BoletoNet/boletonet `src/Boleto.Net/Banco/Banco_C6.cs`, eduardokum/laravel-boleto
 * `src/Boleto/Banco/C6.php` and openboleto/openboleto `src/Banco/C6Bank.php` write it (carteiras:
 * boletonet 10, 20–24; laravel-boleto 10, 20, 30, 40, 60; lote accepts all of them); published
 * vectors: boletonet `src/Boleto.Net.Testes/BancoC6Teste.cs` (both with layout 3). frones/ACBr
 * `ACBrBoletoRet_C6.pas` (@5f46a696, `LinhaDigitavelExplodeInfo`) reads the same positions out of
 * C6's API answers. Carteira 15 is the `billing_scheme` C6's API takes in production (21 in its
 * sandbox), as two API clients write it (see `api/`); no published slip carries it yet.
 */

import { bankField, RuleCheck } from "../../boleto/bank-rules";
import { padDigits } from "../../math/check-digits";
import type { BankBoletoRules, BankFieldSpec } from "../types";

const NAME = "C6 Bank";
const WALLETS = ["10", "15", "20", "21", "22", "23", "24", "30", "40", "60"] as const;
const FIELDS: readonly BankFieldSpec[] = [
  {
    name: "layout",
    description: "identificador de layout: 3 emissão pelo banco (registrada), 4 emissão pelo beneficiário",
    required: false,
    maxDigits: 1,
    values: ["3", "4"],
    default: "3",
  },
];

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: FIELDS,
  source: "C6 Bank campo livre, as BoletoNet/boletonet, eduardokum/laravel-boleto and openboleto write it",
  paymentPlace: "Pagável em canais eletrônicos, agências ou correspondentes",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("agreement", { max: 12, context: "(código do cliente)" });
    c.digits("our_number", { max: 10 });
    c.wallet(WALLETS);
    c.bankFields(FIELDS);
    return c.issues;
  },

  ourNumber(input) {
    return padDigits(input.our_number, 10);
  },

  freeField(input) {
    return `${padDigits(input.agreement as string, 12)}${padDigits(input.our_number, 10)}${input.wallet}${bankField(input, "layout", "3")}`;
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 4)} / ${padDigits(input.agreement as string, 12)}`;
  },
};
