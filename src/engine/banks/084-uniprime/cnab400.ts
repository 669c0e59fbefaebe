/**
 * 084 — Uniprime (Uniprime Norte do Paraná), CNAB 400 cobrança: Bradesco's CNAB 400 under code 084.
 *
 * No Uniprime manual was found. Two independent writers and readers lay Uniprime's file out as
 * Bradesco's Manual Operacional CNAB 400 with the bank's own header codes, and agree on every
 * position: eduardokum/laravel-boleto (`src/Cnab/Remessa/Cnab400/Banco/Uniprime.php` and
 * `src/Cnab/Retorno/Cnab400/Banco/Uniprime.php`, commit 5854b9975a0dfc3dfa34d7696238ec13f7c827c6)
 * and frones/ACBr (`Fontes/ACBrBoleto/ACBrUniprimeNortePR.pas`, commit
 * 3d78389390a6df58499a67412fc2541072bbc132): header 27-46 código da empresa (20), 77-79 `084`,
 * 80-94 `UNIPRIME`, 109-110 `MX`, 111-117 NSA; detail 21-37 zero + carteira 3 + agência 5 + conta
 * 7 + DV, 66-70 multa code 2 + percentage, 71-82 nosso número 11 + DV, 106 `2`, 140-147 zeros,
 * nome 235-274, CEP 327-334, Bradesco's espécies and the movements both writers use (01, 02, 04-06,
 * 08, 09, 18, 19, 31: no 20, no negativação); retorno detail 71-82, 109-110,
 * 296-301, 319-328 motivos 5 × 2, trailer 18-39 Bradesco's (the portfolio); Bradesco's 400
 * occurrence codes. Their positions are transcribed in `manual/cnab400.table.json` and diffed
 * (`manual-crosscheck.test.ts`). So lote reuses Bradesco's table (`../237-bradesco/cnab400.ts`)
 * with Uniprime's codes; where the two writers differ (2-20 blanks or zeros, 93 always `2` or by
 * who prints, 315-326 bairro or the 1ª mensagem), lote keeps Bradesco's manual as its table does.
 * Not carried over: Bradesco's Bolepix record 4 (neither source has it) and the `CBDDMMNN.REM`
 * file name (neither source names the file).
 */

import { bradesco400Under } from "../237-bradesco/under-code";
import { boleto } from "./boleto";

export const cnab400 = bradesco400Under({
  bank_code: "084",
  bank_name: "UNIPRIME",
  manual:
    "Bradesco's Manual Operacional CNAB 400 under code 084, as laravel-boleto (Uniprime.php) and ACBr (ACBrUniprimeNortePR.pas) write and read it",
  boleto,
  // The codes both writers use, with Bradesco's meanings (manual/cnab400.codes.json): not 20
  // (valor, ACBr only) nor the negativação (neither); 73 and 74 only ACBr's reader knows.
  notWritten: ["amount_change", "negativacao", "negativacao_cancel"],
  notRead: ["73", "74"],
  extras: {},
});
