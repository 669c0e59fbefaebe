/**
 * 633 — Banco Rendimento, CNAB 400 cobrança: the Autbank dialect (`../../cnab/autbank400.ts`).
 *
 * Source: Autbank, "Troca de Arquivos — Cobrança, Manual do Usuário — Novo CNAB 400" (V2 130504),
 * the layout Banco Rendimento hands out (laravel-boleto keeps it as `manuais/RENDIMENTO/LAYOUT
 * AUTK_novoCNAB400.pdf`); its 148 field rows are the same as Banco Fibra's manual's. Its tables are
 * transcribed to `manual/cnab400.table.json` and diffed. Rendimento's codes: carteira `6`
 * (nota 3: cobrança expressa, sem emissão de bloquetes — nota 7: the nosso número in the bank's
 * range at 63-73), 140-142 `633`; movements (nota 4) 01, 02, 04, 05, 06, 09, 18 (sustar
 * protesto). laravel-boleto's writer (`Cnab/Remessa/Cnab400/Banco/Rendimento.php`) is the second
 * source read.
 */
import { autbank400 } from "../../cnab/cnab400/autbank";
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { boleto } from "./boleto";

export const cnab400 = defineCnab400(
  autbank400({
    bank_code: "633",
    bank_name: "RENDIMENTO",
    manual:
      "Autbank, Troca de Arquivos — Cobrança, Novo CNAB 400 (V2 130504), as Banco Rendimento publishes it",
    wallet_code: "6",
    // Nota 4 (109-110), as transcribed in manual/cnab400.codes.json.
    // Nota 4: 47 "alteração do valor nominal do título (altera vencimento também)".
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
