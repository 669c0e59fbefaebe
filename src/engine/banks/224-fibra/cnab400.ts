/**
 * 224 — Banco Fibra, CNAB 400 cobrança: the Autbank dialect (`../../cnab/autbank400.ts`).
 *
 * Source: Banco Fibra, "Produto Cobrança Bancária — Manual do Usuário: Descrição Registro Remessa /
 * Retorno, CNAB 400" (agosto/2021, file `BANCO FIBRA_COB_CNAB400__Mai_22.pdf`; kept by
 * laravel-boleto in `manuais/FIBRA/`), "troca no padrão CNAB AUTBANK" (3.1). Its tables are
 * transcribed to `manual/cnab400.table.json` and diffed (`manual-crosscheck.test.ts`).
 * Fibra's codes: carteira `D` (nota 3: cobrança própria, emissão de bloquetes pelo cliente, the
 * nosso número with its DV at 63-73), 140-142 `224`; movements (nota 4) 01, 02, 04, 06, 09, 18
 * (sustar protesto). laravel-boleto's writer (`Cnab/Remessa/Cnab400/Banco/Fibra.php`) is the
 * second source read; where it departs from the manual (18-37 agência + conta, 108 the modality
 * digit), lote follows the manual.
 */
import { autbank400 } from "../../cnab/cnab400/autbank";
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { boleto } from "./boleto";

export const cnab400 = defineCnab400(
  autbank400({
    bank_code: "224",
    bank_name: "BANCO FIBRA",
    manual: "Banco Fibra, Cobrança Bancária — Manual do Usuário CNAB 400 (agosto/2021)",
    wallet_code: "D",
    // Nota 4 (109-110), as transcribed in manual/cnab400.codes.json.
    movements: {
      entry: "01",
      write_off: "02",
      rebate: "04",
      due_date_change: "06",
      protest: "09",
      protest_cancel: "18",
    },
    printedOurNumber: (t) => boleto.ourNumber(t),
  }),
);
