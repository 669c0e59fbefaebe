/**
 * 457 — UY3 Sociedade de Crédito Direto, CNAB 400 cobrança: Bradesco's CNAB 400 under code 457,
 * **unconfirmed**.
 *
 * No UY3 manual was found and one independent implementation describes UY3's files: frones/ACBr
 * `Fontes/ACBrBoleto/ACBrBancoUY3.pas` (commit f63f7c9dce77846f41aacb814f902aa785b7f573, LGPL 2.1),
 * a subclass of ACBr's Bradesco unit that changes nothing but the bank's number (457), name and
 * digit: UY3's remessa and retorno are ACBr's Bradesco 400 writer and reader under 457
 * (`ACBrBancoBradesco.pas`, GerarLinhaRegistroTransacao400 at 720f5882bdfaac965b660367a210292143b8efd8;
 * header, trailer and LerRetorno400 at 0856b77c739f757697c0cbb9b417272dd30b0886). Those positions
 * are transcribed in `manual/cnab400.table.json` and diffed (`manual-crosscheck.test.ts`); they
 * are Bradesco's Manual Operacional's, the table lote's 237 follows. So lote reuses Bradesco's
 * table (`../237-bradesco/cnab400.ts`) with 457 / `UY3` in the header, the boleto rules' DV and
 * the generic file name (ACBr names no file). laravel-boleto, BoletoNetCore, brcobranca and
 * openboleto have no UY3: one source is all the evidence, so every UY3 remessa carries the file
 * warning `CNAB_LAYOUT_UNCONFIRMED`. Bradesco's Bolepix record 4 of the retorno is kept (ACBr's
 * Bradesco reader, LerRetorno400Transacao4, reads it at 29-105 / 106-140 for UY3 too).
 * Movements: the codes ACBr's Bradesco writer sends (01, 02, 04-06, 08, 09, 18, 19, 31 at
 * 0856b77c), with Bradesco's meanings: no 20 (alteração de valor) and no negativação, whose
 * confirmations (73, 74) are not read either.
 */

import { bradesco400Under } from "../237-bradesco/under-code";
import { boleto } from "./boleto";

export const cnab400 = bradesco400Under({
  bank_code: "457",
  bank_name: "UY3",
  manual:
    "Bradesco's Manual Operacional CNAB 400 under code 457, as ACBr (ACBrBancoUY3.pas, a Bradesco subclass) writes and reads it; no second source",
  unconfirmed:
    "no UY3 manual and no second implementation confirm this CNAB 400 layout; it follows ACBr's ACBrBancoUY3.pas alone (Bradesco's 400 under code 457): have UY3 validate a test file before sending titles",
  boleto,
  // Bradesco's 20 and the negativação, which ACBr's Bradesco writer does not send, and the
  // negativação's confirmations.
  notWritten: ["amount_change", "negativacao", "negativacao_cancel"],
  notRead: ["73", "74"],
});
