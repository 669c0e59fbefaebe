/**
 * 637 — Banco Sofisa, boleto rules.
 *
 * Campo livre "agência + carteira + operação" (see `../layouts.ts`): agência 4, carteira 3,
 * operação 7 (`agreement`), nosso número 10, DAC módulo 10 over agência + carteira + nosso número.
 * The layout is frones/ACBr `Fontes/ACBrBoleto/ACBrBancoSofisa.pas` (`MontarCodigoBarras`,
 * `CalcularDigitoVerificador`; carteiras 101, 102, 121 and 201, which it maps from its remessa
 * codes 4, 5, 1 and 6), and it is the layout of AUTK's "Emissão do Bloquete de Cobrança Expressa
 * pelo Cliente", whose worked example is a slip issued under code 637 with carteira 112: that
 * slip is the published vector (`vectors.test.ts`).
 */

import { operationLayoutRules } from "../layouts";

export const boleto = operationLayoutRules({
  name: "Sofisa",
  wallets: ["101", "102", "112", "121", "201"],
  source:
    "agência / carteira / operação campo livre, as frones/ACBr (ACBrBancoSofisa.pas) writes it and AUTK's Bloquete de Cobrança Expressa manual prints it under code 637",
  paymentPlace: "Pagável em qualquer banco até o vencimento",
  agreementLabel: "operação",
});
