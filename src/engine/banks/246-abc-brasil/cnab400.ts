/**
 * 246 — Banco ABC Brasil, CNAB 400 cobrança: the Autbank dialect (`../../cnab/autbank400.ts`).
 *
 * Source: Banco ABC Brasil, "Layout de Cobrança CNAB 400" (2024; eduardokum/laravel-boleto keeps
 * it as `manuais/ABC/LayoutCobrancaABCBrasil400_2024.pdf`). Its position rows are the Autbank
 * rows of Banco Rendimento's, Fibra's and Pine's manuals (the same 148, matched by script), its
 * notes Rendimento's; they are transcribed to `manual/cnab400.table.json` and diffed
 * (`manual-crosscheck.test.ts`). ABC's codes: carteira `6` (nota 3: cobrança expressa, sem emissão
 * de bloquetes — nota 7: the nosso número in the bank's range at 63-73, the one the client
 * prints), 140-142 `246`; movements (nota 4) 01, 02, 04, 05, 06, 09, 10 (não protestar), 18
 * (sustar protesto), 47 (valor nominal, with the due date); moeda `0` (nota 8: 0 ou 1); retorno
 * occurrences (nota 8) and errors (2.3) as the Autbank table. laravel-boleto's writer
 * (`Cnab/Remessa/Cnab400/Banco/Abc.php`) is the second source read.
 */
import { autbank400 } from "../../cnab/cnab400/autbank";
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { boleto } from "./boleto";

export const cnab400 = defineCnab400(
  autbank400({
    bank_code: "246",
    bank_name: "BANCO ABC",
    manual: "Banco ABC Brasil, Layout de Cobrança CNAB 400 (2024)",
    wallet_code: "6",
    // N 4 (109-110), as transcribed in manual/cnab400.codes.json;
    // 47 "alteração do valor nominal do título (altera vencimento também)".
    movement_needs: { amount_change: ["amount_cents", "due_date"] },
    movements: {
      entry: "01",
      write_off: "02",
      rebate: "04",
      rebate_cancel: "05",
      due_date_change: "06",
      amount_change: "47",
      protest: "09",
      protest_cancel: "18",
      do_not_protest: "10",
    },
    printedOurNumber: (t) => boleto.ourNumber(t),
  }),
);
