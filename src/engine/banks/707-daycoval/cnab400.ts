/**
 * 707 — Banco Daycoval, CNAB 400 cobrança, carteira 6 (boletos printed by the client).
 *
 * Source: Banco Daycoval, "Manual Técnico — Cobrança, Arquivos Remessa – Retorno (Novo CNAB400),
 * carteira 6" (versão SET/2023; eduardokum/laravel-boleto keeps it as
 * `manuais/DAYCOVAL/CNAB_400_carteira_6.pdf`), transcribed to `manual/cnab400.table.json` and
 * diffed (`manual-crosscheck.test.ts`). Its retorno (header, detalhe, trailler; occurrences nota 6
 * and error table 8.1) is the Autbank one, row for row, so the retorno records come from
 * `../../cnab/autbank400.ts`; its remessa detail is Daycoval's own:
 * - 63-70 "Nosso Número Daycoval sem DV" (nota 2; nota 3: código de remessa `6`, "N/N Daycoval
 *   inserido nas posições 63 a 70"): the boleto's nosso número (10 digits, `boleto.ts`) in 8, so a
 *   nosso número of more than 8 significant digits is refused (`CNAB_NUMBER_TOO_LONG`). The two
 *   independent writers read agree on the same 8 digits: laravel-boleto
 *   (`Cnab/Remessa/Cnab400/Banco/Daycoval.php`) and ACBr (`ACBrBancoDaycoval.pas`, layout 6);
 * - 71-83 and 84-107 blanks: no multa field, so a title with a fine is refused
 *   (`CNAB_UNSUPPORTED_FINE`);
 * - 157-160 zeros (no instruction), 161-173 juros printed "ZEROS" (ACBr writes zeros too; the
 *   manual gives no per-title interest), so a title with interest is refused
 *   (`CNAB_UNSUPPORTED_INTEREST`: interest is agreed in the client's registration); 193-205 zeros;
 *   392-393 zeros, 394 moeda `0` (nota 7);
 * - espécies (nota 5) 01 duplicata, 05 recibo, 12 duplicata de serviço, 99 outros; movements (nota
 *   4) 01, 02, 04, 06, 09, 10 (não protestar), 18 (sustar protesto).
 * The retorno's 63-73 is the nosso número with its DV (nota 2): lote reads 63-72 as the sequence and
 * 73 as the DV. The simulator cannot compute that DV (it needs the agência, which the file does not
 * carry) and writes `0` there.
 */

import { autbank400 } from "../../cnab/cnab400/autbank";
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import type { OurNumberCodec } from "../../cnab/spec/spec";
import type { Issue } from "../../errors";
import { onlyDigits } from "../../text";

const base = autbank400({
  bank_code: "707",
  bank_name: "BANCO DAYCOVAL",
  manual: "Banco Daycoval, Manual Técnico — Cobrança, Novo CNAB400, carteira 6 (SET/2023)",
  wallet_code: "6",
  // Nº 4 (109-110), as transcribed in manual/cnab400.codes.json.
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    due_date_change: "06",
    protest: "09",
    protest_cancel: "18",
    do_not_protest: "10",
  },
  printedOurNumber: () => "",
});

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  // The sequence without its DV; more than 8 significant digits do not fit 63-70 and are refused.
  encode: (t) => ({ our_number: stripZeros(onlyDigits(t.our_number)) }),
  decode: (read) => {
    const raw = read("our_number");
    return { our_number: stripZeros(raw), raw };
  },
};

export const cnab400 = defineCnab400({
  ...base,
  overrides: {
    ...base.overrides,
    detail: [
      num("company.document_type", 2, 3),
      num("company.document", 4, 17),
      txt("company_code", 18, 37),
      txt("company_reference", 38, 62),
      num("our_number", 63, 70),
      blank(71, 83),
      blank(84, 107),
      lit("6", 108, 108),
      zeros(143, 146),
      zeros(147, 147),
      txt("document_kind", 148, 149),
      lit("00", 157, 158, "9"),
      lit("00", 159, 160, "9"),
      zeros(161, 173),
      zeros(193, 205),
      txt("payer.name", 235, 264),
      blank(265, 274),
      txt("guarantor.name", 352, 381),
      blank(382, 385),
      blank(386, 391),
      lit("00", 392, 393, "9"),
      lit("0", 394, 394),
    ],
    ret_detail: [
      ...(base.overrides?.ret_detail ?? []).filter((f) => f.name !== "our_number"),
      num("our_number", 63, 72),
      num("our_number_dv", 73, 73),
    ],
  },
  fine_kinds: [],
  detail() {},
  check(d, issues: Issue[], path) {
    if (d.interest.code !== "3")
      issues.push({
        code: "CNAB_UNSUPPORTED_INTEREST",
        path: [...path, "interest"],
        message:
          "bank 707 CNAB 400 (carteira 6, SET/2023) writes juros (161-173) as zeros: interest is agreed in the client's registration with Daycoval, not sent per title",
      });
  },
  document_kinds: { DM: "01", RC: "05", DS: "12", OUT: "99" },
  ourNumber,
});
