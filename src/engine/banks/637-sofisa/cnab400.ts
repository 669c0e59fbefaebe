/**
 * 637 — Banco Sofisa, CNAB 400 cobrança: the Autbank dialect (`../../cnab/cnab400/autbank.ts`),
 * **unconfirmed**.
 *
 * No Sofisa manual was found, and one independent implementation writes and reads the bank's
 * file: frones/ACBr `Fontes/ACBrBoleto/ACBrBancoSofisa.pas` (commit
 * 76c3d4d8d2039a006bf3e76a5978705517c0bd06, LGPL 2.1). Its remessa is the Autbank layout field
 * for field — header 27-46 código de transmissão, 77-94 `637BANCO SOFISA SA`, 101-394 blank;
 * detail 2-17 the beneficiary's inscription, 18-37 the código, 63-73 nosso número 10 + DAC, 90
 * multa code, 91-103 its value (a taxa with 4 decimals), 104-105 days, 108 carteira, 140-147
 * `637` + zeros, nome 235-264, 392-393 protest days, 394 moeda `0` — and its occurrence list is
 * the Autbank list (nota 8) but for 01; the AUTK manual whose worked boleto is issued under 637
 * is the same system's (`boleto.ts`). Its positions are transcribed in `manual/cnab400.table.json`
 * and diffed (`manual-crosscheck.test.ts`). Sofisa's codes as ACBr writes them: carteira 101 → `4`,
 * 102 → `5`, 121 and 201 → `6`, others (112) → `1` at 108; movements 01, 02, 04, 05, 06, 09,
 * 10 (não protestar) and 18 (sustar protesto e manter). Where ACBr departs from the Autbank rows
 * (its instruções are the caller's codes, the payer's name as sacador) lote keeps the dialect's
 * table; the differences are reviewed. Being one source, every remessa carries
 * `CNAB_LAYOUT_UNCONFIRMED`. No CNAB 240: ACBr's Sofisa unit refuses it ("Não permitido para o
 * layout deste banco").
 */
import { autbank400 } from "../../cnab/cnab400/autbank";
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { boleto } from "./boleto";

export const cnab400 = defineCnab400(
  autbank400({
    bank_code: "637",
    bank_name: "BANCO SOFISA SA",
    manual:
      "the Autbank CNAB 400 under code 637, as frones/ACBr's ACBrBancoSofisa.pas writes and reads it (no Sofisa manual found)",
    wallet_code: "1",
    wallet_codes: { "101": "4", "102": "5", "112": "1", "121": "6", "201": "6" },
    // As transcribed in manual/cnab400.codes.json (ACBr's case over the remessa occurrence).
    movements: {
      entry: "01",
      write_off: "02",
      rebate: "04",
      rebate_cancel: "05",
      due_date_change: "06",
      protest: "09",
      do_not_protest: "10",
      protest_cancel: "18",
    },
    // ACBr's list is the Autbank one without 01 (confirma entrada na CIP).
    not_read: ["01"],
    printedOurNumber: (t) => boleto.ourNumber(t),
    unconfirmed:
      "Banco Sofisa's CNAB 400 is the Autbank layout as one independent implementation (frones/ACBr, ACBrBancoSofisa.pas) lays it out; no Sofisa manual confirms it: have the bank accept a first file before production",
  }),
);
