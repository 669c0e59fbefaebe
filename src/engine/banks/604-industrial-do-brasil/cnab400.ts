/**
 * 604 — Banco Industrial do Brasil, CNAB 400 cobrança: the Autbank dialect
 * (`../../cnab/cnab400/autbank.ts`), **unconfirmed**.
 *
 * No manual of the bank was found, and one independent implementation writes and reads its file:
 * frones/ACBr `Fontes/ACBrBoleto/ACBrBancoIndustrialBrasil.pas` (commit
 * 15509b3460febbb15e02160ef9013ecdad0ffe86, LGPL 2.1). Its remessa is the Autbank layout field
 * for field — header 27-46 código da empresa, 77-94 `604BCO INDUSTRIAL`, 101-394 blank; detail
 * 2-17 the inscription, 18-37 the código, 63-72 nosso número + 73 DAC, 90 multa code (0, 1 valor,
 * 2 percentual), 91-103 its value (a taxa with 4 decimals), 104-105 days, 108 carteira, 140-147
 * `604` + zeros, nome 235-264, 392-393 protest days, 394 moeda `0` — and its occurrence list is
 * the Autbank list (nota 8) but for 28. Its positions are transcribed in
 * `manual/cnab400.table.json` and diffed (`manual-crosscheck.test.ts`). The bank's codes as ACBr
 * writes them: carteira 110 → `4`, 121 → `6` at 108; movements 01, 02, 04, 05, 06, 09, 10 (não
 * protestar), 18 (sustar protesto) and 47 (alteração do valor). Where ACBr departs from the
 * Autbank rows (multa days `01` whatever the date, the sacador right-aligned, inscription 03/04
 * for a beneficiário final with its record 5) lote keeps the dialect's table; the differences are
 * reviewed. Being one source, every remessa carries `CNAB_LAYOUT_UNCONFIRMED`. No CNAB 240: ACBr's
 * unit has no 240 writer.
 */
import { autbank400 } from "../../cnab/cnab400/autbank";
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { boleto } from "./boleto";

export const cnab400 = defineCnab400(
  autbank400({
    bank_code: "604",
    bank_name: "BCO INDUSTRIAL",
    manual:
      "the Autbank CNAB 400 under code 604, as frones/ACBr's ACBrBancoIndustrialBrasil.pas writes and reads it (no manual of the bank found)",
    wallet_code: "0",
    wallet_codes: { "110": "4", "121": "6" },
    // As transcribed in manual/cnab400.codes.json (ACBr's case over the remessa occurrence).
    movements: {
      entry: "01",
      write_off: "02",
      rebate: "04",
      rebate_cancel: "05",
      due_date_change: "06",
      amount_change: "47",
      protest: "09",
      do_not_protest: "10",
      protest_cancel: "18",
    },
    // ACBr's list is the Autbank one without 28 (débito de tarifas/custas).
    not_read: ["28"],
    printedOurNumber: (t) => boleto.ourNumber(t),
    unconfirmed:
      "Banco Industrial do Brasil's CNAB 400 is the Autbank layout as one independent implementation (frones/ACBr, ACBrBancoIndustrialBrasil.pas) lays it out; no manual of the bank confirms it: have the bank accept a first file before production",
  }),
);
