/**
 * 329 — QI Sociedade de Crédito Direto, CNAB 240 cobrança: Bradesco's FEBRABAN 240 under code 329.
 *
 * No QI SCD manual was found. Two independent writers lay QI's remessa out as Bradesco's 240
 * (arquivo 084, lote 042, density 01600; carteira 3 + zeros 5 + nosso número 11 + DV at P 38-57;
 * código da empresa 20 at 33-52 / 34-53): eduardokum/laravel-boleto's Qiscd remessa (commit
 * 2b506f7037c438673fea132e16c5825b12ab82a4) row by row, and frones/ACBr's `ACBrBancoQITech.pas`
 * (commit 5d74455e8b1d5b825cfd4f073d1107a9fa2b99c2), a subclass of its Bradesco unit with code 329
 * and no layout of its own. laravel-boleto's positions are transcribed in
 * `manual/cnab240.table.json` and diffed (`manual-crosscheck.test.ts`). So lote reuses
 * Bradesco's 240 table (`../237-bradesco/cnab240.ts`, from Bradesco's manual) with QI's code, its
 * boleto rules' DV (`boleto.ts`) and the generic file name (neither writer names the file).
 * No Segment S: laravel-boleto writes none for QI (instructions are left out with
 * `CNAB_INSTRUCTIONS_DROPPED`). The retorno is read as Bradesco's (ACBr reads QI's retornos with its Bradesco reader;
 * laravel-boleto has no QI retorno reader).
 */

import { defineCnab240 } from "../../cnab/cnab240/spec";
import { printedCheckDigits } from "../../cnab/spec/febraban-codes";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { cnab240 as bradesco240 } from "../237-bradesco/cnab240";
import { boleto } from "./boleto";

const ourNumber: OurNumberCodec = {
  ...bradesco240.ourNumber,
  encode: (t, ctx) => ({
    wallet: t.wallet,
    our_number: t.our_number,
    our_number_dv: printedCheckDigits(boleto.ourNumber(t, { today: ctx.generated_on })),
  }),
};

export const cnab240 = defineCnab240({
  ...bradesco240,
  bank_code: "329",
  bank_name: "QI SCD",
  manual:
    "Bradesco's FEBRABAN 240 (084/042) under code 329, as laravel-boleto (Qiscd) writes it and ACBr (ACBrBancoQITech.pas, a Bradesco subclass) writes and reads it",
  // laravel-boleto's Qiscd writes P, Q, R and Y-01 only: Segment S has no second source for QI,
  // so instructions are left out with CNAB_INSTRUCTIONS_DROPPED.
  without: ["S"],
  ourNumber,
  fileName: genericFileName,
});
