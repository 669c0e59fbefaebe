/**
 * 099 — Uniprime Central (Central Nacional de Cooperativa de Crédito), CNAB 400 cobrança:
 * Bradesco's CNAB 400 under code 099, **unconfirmed**.
 *
 * No Uniprime Central manual was found and one independent implementation lays the file out:
 * frones/ACBr `Fontes/ACBrBoleto/ACBrUniprime.pas` (GerarRegistroHeader400,
 * GerarRegistroTransacao400, GerarRegistroTrailler400, LerRetorno400; commit
 * 26040ab2a891d5af603c55f0b4c43c7c29af0cec, LGPL 2.1), ACBr's Bradesco 400 writer and reader
 * carried over with `099` / `UNIPRIME` in the header: header 27-46 código da empresa (20), 109-110
 * `MX`, 111-117 NSA; detail 21-37 zero + carteira 3 + agência 5 + conta 7 + DV, 66-70 multa code 2
 * + percentage, 71-82 nosso número 11 + DV, 106 `2`, 140-147 zeros, espécie, `N`; retorno detail
 * 71-81, 109-110, 296-301, motivos 5 × 2 at 319-328. Its positions are transcribed in
 * `manual/cnab400.table.json` and diffed (`manual-crosscheck.test.ts`): they are Bradesco's
 * manual's, so lote reuses Bradesco's table (`../237-bradesco/cnab400.ts`) under 099, as it does
 * for 084 Uniprime. One source is all the evidence (laravel-boleto, BoletoNetCore, brcobranca and
 * openboleto have no 099), so every remessa carries the file warning `CNAB_LAYOUT_UNCONFIRMED`.
 * Movements: the codes ACBr writes (01, 02, 04-06, 08, 09, 18-20, 31) with Bradesco's meanings; no
 * negativação (ACBr writes none for 099). No Bolepix record 4 (ACBr's 099 reader has none), no
 * `CBDDMMNN.REM` file name (ACBr names no file).
 */

import { bradesco400Under } from "../237-bradesco/under-code";
import { boleto } from "./boleto";

export const cnab400 = bradesco400Under({
  bank_code: "099",
  bank_name: "UNIPRIME",
  manual:
    "Bradesco's Manual Operacional CNAB 400 under code 099, as ACBr (ACBrUniprime.pas) writes and reads it; no second source",
  unconfirmed:
    "no Uniprime Central manual and no second implementation confirm this CNAB 400 layout; it follows ACBr's ACBrUniprime.pas alone (Bradesco's 400 under code 099): have the bank validate a test file before sending titles",
  boleto,
  // ACBr writes no negativação for 099; its confirmations answer a movement 099 does not offer.
  notWritten: ["negativacao", "negativacao_cancel"],
  notRead: ["73", "74"],
  extras: {},
});
