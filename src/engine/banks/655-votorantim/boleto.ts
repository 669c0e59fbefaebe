/**
 * 655 — Banco Votorantim (Banco BV), boleto rules; 413 (BV S.A.) uses the same ones.
 *
 * Campo livre: convênio 10 (`agreement`), carteira `500`, nosso número 10, `00`. The 10-digit
 * nosso número already includes BV's DV ("Nosso Número com DV" in boletonet's layout table), so
 * lote takes it as given and prints it as is. Rule as BoletoNet/boletonet
 * `src/Boleto.Net/Banco/Banco_Votorantim.cs` writes it; published vectors: boletonet
 * `src/Boleto.Net.Testes/BancoVotorantimTeste.cs` (three slips due in 2027, after the fator
 * rollover). openboleto/openboleto `src/Banco/BV.php` writes the same layout but turns the last
 * nosso número digit into a módulo 10 DV, which the boletonet vectors do not have.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { padDigits } from "../../math/check-digits";
import type { BankBoletoRules } from "../types";

const NAME = "Banco BV";
const WALLETS = ["500"] as const;

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source: "Banco BV campo livre, as BoletoNet/boletonet (Banco_Votorantim.cs) writes and tests it",
  paymentPlace: "Pagável em qualquer banco",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("agreement", { max: 10, context: "(convênio)" });
    c.digits("our_number", { max: 10 });
    c.wallet(WALLETS);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    return padDigits(input.our_number, 10);
  },

  freeField(input) {
    return `${padDigits(input.agreement as string, 10)}${input.wallet}${padDigits(input.our_number, 10)}00`;
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 4)} / ${padDigits(input.agreement as string, 10)}`;
  },
};
