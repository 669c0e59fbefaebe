/**
 * 457 — UY3 Sociedade de Crédito Direto, CNAB 240 cobrança: Bradesco's FEBRABAN 240 under code
 * 457, **unconfirmed**.
 *
 * No UY3 manual was found. frones/ACBr `Fontes/ACBrBoleto/ACBrBancoUY3.pas` (commit
 * f63f7c9dce77846f41aacb814f902aa785b7f573, LGPL 2.1) is a subclass of ACBr's Bradesco unit with
 * nothing overridden but number, name and digit, so UY3's 240 is ACBr's Bradesco 240 under 457
 * (`ACBrBancoBradesco.pas` at 720f5882bdfaac965b660367a210292143b8efd8: arquivo 084, lote 042,
 * carteira 3 + zeros 5 + nosso número 11 + DV at P 38-57). lote reuses Bradesco's 240 table
 * (`../237-bradesco/cnab240.ts`, from Bradesco's manual, whose rows are transcribed again for 457
 * in `manual/cnab240.table.json` and diffed) with UY3's code, its boleto rules' DV and the generic
 * file name. ACBr is the one source that says UY3 files are Bradesco's, so every UY3 remessa
 * carries `CNAB_LAYOUT_UNCONFIRMED`.
 */

import { bradesco240Under } from "../237-bradesco/under-code";
import { boleto } from "./boleto";

export const cnab240 = bradesco240Under({
  bank_code: "457",
  bank_name: "UY3",
  manual:
    "Bradesco's FEBRABAN 240 (084/042) under code 457, as ACBr (ACBrBancoUY3.pas, a Bradesco subclass) writes and reads it; no second source",
  unconfirmed:
    "no UY3 manual and no second implementation confirm this CNAB 240 layout; it follows ACBr's ACBrBancoUY3.pas alone (Bradesco's 240 under code 457): have UY3 validate a test file before sending titles",
  boleto,
});
