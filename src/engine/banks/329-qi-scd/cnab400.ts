/**
 * 329 — QI Sociedade de Crédito Direto, CNAB 400 cobrança: Bradesco's CNAB 400 under code 329,
 * **unconfirmed**.
 *
 * No QI SCD manual was found, and one independent implementation writes QI at 400: frones/ACBr's
 * `ACBrBancoQITech.pas` (commit 5d74455e8b1d5b825cfd4f073d1107a9fa2b99c2), a subclass of its
 * Bradesco unit with code 329, name `QI SCD`, parameter `MX` and no layout of its own, so its 400
 * detail is `ACBrBancoBradesco.pas`'s (commit 720f5882bdfaac965b660367a210292143b8efd8): 21-37
 * zero + carteira 3 + agência 5 + conta 7 + DV, 38-62 controle do participante, 66-70 multa code 2
 * + percentage, 71-82 nosso número 11 + DV, 93 who prints, 106 `2`, 109-110 ocorrência, 140-147
 * zeros, 148-149 espécie, 150 `N`, 157-160 instruções, nome 235-274, CEP 327-334; its header,
 * trailer and retorno reader are ACBr's base class's (`ACBrBoleto.pas`, commit
 * 1cc77fceafd52fe2cd7b302ca9a282844eb64240: 77-79 `329`, 80-94 `QI SCD`, 109-110 `MX`, NSA 111-117;
 * retorno 109-110, 111-116, 153-165, 296-301, motivos 319-328). Those positions
 * are transcribed in `manual/cnab400.table.json` and diffed (`manual-crosscheck.test.ts`); they
 * are Bradesco's Manual Operacional CNAB 400, which lote's table follows, so lote reuses it
 * (`../237-bradesco/cnab400.ts`, through `under-code.ts`) with code 329, QI's nosso-número DV (its boleto rules, `boleto.ts`)
 * and the generic file name (ACBr names no QI file). laravel-boleto's Qiscd is a 240 writer only:
 * no second source, so every QI 400 remessa carries `CNAB_LAYOUT_UNCONFIRMED` (`unconfirmed`).
 * Movements: the Bradesco 400 codes ACBr writes (01, 02, 04-06, 08, 09, 18-20, 31); no negativação
 * (ACBr's 400 writer has none), so its confirmations 73 and 74 are not read. Not carried over: Bradesco's Bolepix record 4 and `CBDDMMNN.REM`.
 */

import { bradesco400Under } from "../237-bradesco/under-code";
import { boleto } from "./boleto";

export const cnab400 = bradesco400Under({
  bank_code: "329",
  bank_name: "QI SCD",
  manual:
    "Bradesco's Manual Operacional CNAB 400 under code 329, as ACBr (ACBrBancoQITech.pas, a Bradesco subclass) writes it, the only independent source",
  unconfirmed:
    "no QI SCD manual and no second implementation confirm this CNAB 400 layout; it follows ACBr's ACBrBancoQITech.pas (Bradesco's 400 under code 329) alone: have QI SCD validate a test file before sending titles",
  boleto,
  // The negativação: ACBr's 400 writer (the one QI source) sends none, so its confirmations 73
  // and 74 are not read either.
  notWritten: ["negativacao", "negativacao_cancel"],
  notRead: ["73", "74"],
  extras: {},
});
