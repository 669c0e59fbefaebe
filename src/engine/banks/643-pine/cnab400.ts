/**
 * 643 — Banco Pine, CNAB 400 cobrança: the Autbank dialect (`../../cnab/autbank400.ts`).
 *
 * Source: Banco Pine, "Troca de Arquivos — Cobrança, Manual do Usuário — Novo CNAB 400: Manual de
 * Procedimentos Operacionais para Troca de Arquivos CNAB 400 posições com NFe" (atualizado em
 * 02/2019; eduardokum/laravel-boleto keeps it as `manuais/PINE/APRESENTAÇÃO.PDF`). Its position
 * rows are those of the Autbank manual Banco Rendimento hands out and of Banco Fibra's manual (the
 * same 148 rows; Pine adds an optional rateio record `3`, which lote does not write); they are
 * transcribed to `manual/cnab400.table.json` and diffed (`manual-crosscheck.test.ts`).
 * Pine's codes: carteira `D` (nota 3: "cobrança com emissão de boletos pelo cliente, obrigatório
 * informar o nosso número nas posições 63 a 73, inclusive com o DV calculado"; nota 7: in the
 * range the bank gives), 140-142 `643`; movements (nota 4) 01, 02, 04, 05, 06, 09, 10 (não
 * protestar), 18 (sustar protesto), 47 (valor nominal, with the due date); moeda `0` REAL (nota 8); retorno occurrences
 * (nota 8) and errors (2.3) as the Autbank table. The manual's DV routine (módulo 10 over agência +
 * carteira + nosso número) is the boleto rules' (`boleto.ts`). laravel-boleto's writer
 * (`Cnab/Remessa/Cnab400/Banco/Pine.php`) is the second source read; where it departs from the
 * manual (108 a digit of the carteira number), lote follows the manual.
 */
import { autbank400 } from "../../cnab/cnab400/autbank";
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { boleto } from "./boleto";

export const cnab400 = defineCnab400(
  autbank400({
    bank_code: "643",
    bank_name: "BANCO PINE",
    manual: "Banco Pine, Troca de Arquivos — Cobrança, Novo CNAB 400 com NFe (atualizado em 02/2019)",
    wallet_code: "D",
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
