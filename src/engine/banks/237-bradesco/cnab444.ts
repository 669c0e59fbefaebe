/**
 * 237 — Bradesco, CNAB 444: the CNAB 400 remessa of `cnab400.ts` whose detail (tipo 1) runs on
 * past its sequence (395-400) with the chave de acesso of the NF-e at 401-444; the header and the
 * trailer keep 400 positions and the retorno is Bradesco's CNAB 400.
 *
 * Sources (no Bradesco manual of a 444 was found): eduardokum/laravel-boleto
 * `src/Cnab/Remessa/Cnab400/Banco/Bradesco.php` (0081d095: a boleto with a `chaveNfe` opens its
 * detail with `iniciaDetalheExtendido` and writes `add(401, 444, chave)`), transcribed in
 * manual/cnab444.table.json and diffed; and Vehub's published Bradesco "Remessa 400" layout
 * (docs.vehub.com.br, a receiver's page: "no registro de detalhe após os 400 bytes é necessário
 * enviar mais 44 bytes relativos à chave da nota fiscal"), which names the tail but whose rows for
 * it could not be read. One source with positions: every remessa warns `CNAB_LAYOUT_UNCONFIRMED`.
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { txt } from "../../cnab/layout/fields";
import { BRADESCO_400 } from "./cnab400";

export const cnab444 = defineCnab400(
  {
    ...BRADESCO_400,
    manual:
      "Bradesco CNAB 444 (CNAB 400 + NF-e key at 401-444), as eduardokum/laravel-boleto's Bradesco writer widens the detail",
    unconfirmed:
      "laravel-boleto's writer is the one source that gives the positions of the NF-e key (401-444 after the detail; Vehub's layout page names the 44 bytes after the detail); no Bradesco manual of a 444 was found",
    widths: { detail: 444 },
    overrides: {
      ...BRADESCO_400.overrides,
      detail: [...BRADESCO_400.overrides.detail, txt("invoice_key", 401, 444)],
    },
  },
  "cnab444",
);
