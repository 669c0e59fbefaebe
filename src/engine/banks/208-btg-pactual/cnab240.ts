/**
 * 208 — BTG Pactual, CNAB 240 cobrança: FEBRABAN's layout, as BTG's own implantation kit prints it.
 *
 * Sources, all BTG Pactual's "Kit de Implantação de Cobrança" (kept by eduardokum/laravel-boleto in
 * `manuais/BTG/`; read from the fork tiagoandrepro/laravel-boleto, cd6e7745):
 * - "CNAB de Cobrança FEBRABAN-240 — Manual de Implantação" (V2.1, `Manual de Implantacao.pdf`):
 *   "suportamos FEBRABAN 240 posições, versão 10.9" and the nosso número's rules;
 * - the FEBRABAN "Layout Padrão CNAB 240" v10.06 the kit ships (`Layout_FEBRABAN_CNAB240_ V_10_06.pdf`):
 *   arquivo version `103` (G019) and cobrança lote version `060` (G030); BTG's own retornos in the
 *   corpus carry `103` too;
 * - BTG's "Tradutor CNAB" workbook (`Tradutor CNAB.xlsx`): the field positions of header de
 *   arquivo, header de lote and segments P, Q, R, T, U, every one FEBRABAN's. Its positions, with
 *   the pictures and constants of the v10.06 layout for the same field codes, are transcribed in
 *   `manual/cnab240.table.json` and diffed (`manual-crosscheck.test.ts`).
 * So lote writes the FEBRABAN base (`../../cnab/febraban240.ts`) with BTG's code: código do convênio
 * (the account's `agreement`, alphanumeric) at 33-52 / 34-53, the nosso número (11 digits, no DV:
 * the boleto rules print none, see `boleto.ts`) left-aligned at P/T 38-57 as the kit's example
 * writes it, carteira `1` at 58, density zeros (the kit's example and laravel-boleto), não baixar
 * (224 `2`). The kit lists no Segment S or Y: neither is written (instructions are
 * `CNAB_INSTRUCTIONS_DROPPED`; the sacador goes in Q 154-209). laravel-boleto's writer
 * (`Cnab/Remessa/Cnab240/Banco/Btg.php`) is the second source read; its 083 arquivo version is the
 * one the kit's Tradutor example header shows, but the layout the kit ships and the bank's retornos
 * say 103.
 */
import { defineCnab240 } from "../../cnab/cnab240/spec";
import { txt } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { FEBRABAN_KINDS, FEBRABAN_MOVEMENTS, FEBRABAN_SIMULATE } from "../../cnab/spec/febraban-codes";
import { FEBRABAN_OCCURRENCES } from "../../cnab/spec/occurrences";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { padDigits } from "../../math/check-digits";

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t) => ({ our_number: padDigits(t.our_number, 11) }),
  decode: (read) => {
    const raw = read("our_number").trimEnd();
    return { our_number: stripZeros(raw || "0"), raw };
  },
};

export const cnab240 = defineCnab240({
  bank_code: "208",
  bank_name: "BANCO BTG PACTUAL S.A.",
  manual:
    "BTG Pactual, Kit de Implantação de Cobrança: FEBRABAN 240 (layout v10.06 as shipped, 103/060) and the Tradutor CNAB positions",
  versions: { file: "103", batch: "060" },
  overrides: {
    file_header: [txt("account.agreement", 33, 52)],
    batch_header: [txt("account.agreement", 34, 53)],
  },
  without: ["S", "Y01"],
  write_off: { code: 2 },
  movements: { ...FEBRABAN_MOVEMENTS },
  document_kinds: FEBRABAN_KINDS,
  occurrences: FEBRABAN_OCCURRENCES,
  reason_width: 2,
  simulate: FEBRABAN_SIMULATE,
  account: () => ({}),
  ourNumber,
  fileName: genericFileName,
});
