/**
 * 435 — Delbank (Delcred SCD), CNAB 400 cobrança: the Autbank dialect (`../../cnab/autbank400.ts`).
 *
 * No Delbank manual was found, and only one independent implementation writes and reads the
 * bank's file: eduardokum/laravel-boleto (`src/Cnab/Remessa/Cnab400/Banco/Delbank.php` and
 * `src/Cnab/Retorno/Cnab400/Banco/Delbank.php`, commit 0081d0958f6257c39d4594ce2ca466d725cd5b5c,
 * MIT; contributed by a Delbank developer, pull request #666). Its remessa is the Autbank layout
 * field for field (header 27-46 código do cliente, 80-94 `DELCRED SCD S.A`, 101-394 blank; detail
 * 4-17 the CNPJ, 18-37 the código, 38-62 controle, 63-73 nosso número 10 + DV, 90-105 multa code,
 * value and days, 108 carteira, 140-142 `435`, 143-147 zeros, nome 235-264, sacador 352-381) and
 * its occurrence list is the Autbank list code for code and word for word; the bank's own retorno
 * it ships (`tests/Retorno/files/cnab400/delbank.ret`, in the corpus) is an Autbank retorno
 * (`01600BPI` at 101-108, NSA 109-113, tarifa 176-188, data do crédito 386-391, trailer with no
 * totals). The writer's positions are transcribed in `manual/cnab400.table.json` and diffed
 * (`manual-crosscheck.test.ts`). Delbank's codes: carteira 112 → `1`, 121 → `6` at 108 (the
 * writer's mapping); movements 01, 02, 04, 05, 06, 09, 10 and 18 (sustar protesto e baixar título).
 * Where the writer departs from the Autbank manual (multa taxa with 2 decimals, instrução 2 `10`,
 * the beneficiário as sacador, 392-394 blank) lote keeps the manual; the differences are reviewed.
 * Being one source, every Delbank remessa carries `CNAB_LAYOUT_UNCONFIRMED` (`unconfirmed`).
 */
import { autbank400 } from "../../cnab/cnab400/autbank";
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { boleto } from "./boleto";

export const cnab400 = defineCnab400(
  autbank400({
    bank_code: "435",
    bank_name: "DELCRED SCD S.A",
    manual:
      "the Autbank CNAB 400 under code 435, as eduardokum/laravel-boleto's Delbank writer and reader lay it out (no Delbank manual found)",
    wallet_code: "1",
    // The writer's carteira codes at 108: 112 (emissão na internet) `1`, 121 `6`.
    wallet_codes: { "112": "1", "121": "6" },
    // As transcribed in manual/cnab400.codes.json (the writer's constants).
    movements: {
      entry: "01",
      write_off: "02",
      rebate: "04",
      rebate_cancel: "05",
      due_date_change: "06",
      protest: "09",
      do_not_protest: "10",
      protest_cancel_and_write_off: "18",
    },
    printedOurNumber: (t) => boleto.ourNumber(t),
    unconfirmed:
      "Delbank's CNAB 400 is the Autbank layout as one independent writer (eduardokum/laravel-boleto, Delbank.php) lays it out; no Delbank manual confirms it: have the bank accept a first file before production",
  }),
);
