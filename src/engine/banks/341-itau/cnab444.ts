/**
 * 341 — Itaú, CNAB 444: the CNAB 400 remessa of `cnab400.ts` whose detail (tipo 1) runs on past
 * its sequence (395-400) with the chave de acesso of the NF-e behind the title at 401-444, as the
 * FIDCs that buy Itaú-collected receivables take it. The header, the multa record (tipo 2), the
 * PIX record (tipo 3) and the trailer keep 400 positions; the retorno is Itaú's CNAB 400.
 *
 * Sources (no Itaú manual of the 444 was found; two independent writers agree):
 * kivanio/brcobranca `lib/brcobranca/remessa/cnab444/itau.rb` (the CNAB 400 Itaú detail plus the
 * key, left-aligned X(44), blanks without one; header, multa and trailer from the CNAB 400 Itaú
 * class) with its reference remessa `spec/fixtures/remessa/remessa-itau-cnab444.rem`, and
 * eduardokum/laravel-boleto `src/Cnab/Remessa/Cnab400/Banco/Itau.php` (a detail with a key is
 * widened by 44, `add(401, 444, chave)`; the multa record, header and trailer stay 400).
 * Transcribed in manual/cnab444-*.table.json and diffed.
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { txt } from "../../cnab/layout/fields";
import { ITAU_400 } from "./cnab400";

export const cnab444 = defineCnab400(
  {
    ...ITAU_400,
    manual:
      "Itaú CNAB 444 (CNAB 400 + NF-e key at 401-444), as kivanio/brcobranca Cnab444::Itau and eduardokum/laravel-boleto Itau write it",
    widths: { detail: 444 },
    overrides: {
      ...ITAU_400.overrides,
      detail: [...ITAU_400.overrides.detail, txt("invoice_key", 401, 444)],
    },
  },
  "cnab444",
);
