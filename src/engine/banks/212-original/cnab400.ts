/**
 * 212 — Banco Original, CNAB 400 cobrança, **unconfirmed**: the Autbank dialect
 * (`../../cnab/cnab400/autbank.ts`) under code 212.
 *
 * No Banco Original manual and no second implementation were found. frones/ACBr's
 * `Fontes/ACBrBoleto/ACBrBancoOriginal.pas` (commit 1214ebbeff09806ab171e35b8fed15b1b009e93e) is
 * the one source: its header, detail and trailer are the Autbank rows position for position
 * (código da empresa 27-46 / 18-37, 101-394 blank, nosso número 10 + DAC at 63-73, 74-89 blank,
 * multa 90-105, carteira at 108, 140-142 the bank, 143-147 zeros, instrução 1 `10` without
 * protest days, nome 235-264, sacador 352-381, moeda `0`), its retorno reader reads the Autbank
 * positions (occurrence 109-110, error 378-379 "tabela 2.3 do manual", crédito 386-391) and its
 * occurrence list is the Autbank list. Those positions are transcribed in
 * `manual/cnab400.table.json` and diffed (`manual-crosscheck.test.ts`); its codes in
 * `manual/cnab400.codes.json`. So lote reuses the Autbank table (from Rendimento's and Fibra's
 * manuals) with Original's codes, and every remessa carries `CNAB_LAYOUT_UNCONFIRMED`.
 * - carteira `D` (ACBr: "cobrança expressa — orientação do banco enviar D"), the titles the
 *   client numbers and prints; the DAC at 73 is the boleto rule's (`boleto.ts`, ACBr's
 *   `CalcularDigitoVerificador`);
 * - the código da empresa is the caller's `bank_fields.company_code`, as for the other Autbank
 *   banks (ACBr composes it `090` + agência 4 + DV + operação 7);
 * - movements: 01 (entrada), the one ACBr's writer sends, and 02 (baixa), 04 (abatimento), 06
 *   (vencimento), the codes every Autbank manual lote holds prints alike — ACBr's reader answers
 *   exactly those (15 baixa rejeitada, 12 abatimento, 14 vencimento alterado);
 * - no multa: ACBr writes a percentage with two decimals at 91-103 where the Autbank manuals
 *   (nota 12) ask four, so a title with a fine is refused (`CNAB_UNSUPPORTED_FINE`) rather than
 *   guessed.
 */
import { autbank400 } from "../../cnab/cnab400/autbank";
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { boleto } from "./boleto";

const base = autbank400({
  bank_code: "212",
  bank_name: "BANCO ORIGINAL",
  manual:
    "no Banco Original manual: the Autbank CNAB 400 as frones/ACBr (ACBrBancoOriginal.pas, 1214ebbe) writes and reads it for 212, the only independent source",
  wallet_code: "D",
  // 01 as ACBr writes it; 02, 04, 06 as every Autbank manual lote holds prints them (nota 4).
  movements: { entry: "01", write_off: "02", rebate: "04", due_date_change: "06" },
  printedOurNumber: (t) => boleto.ourNumber(t),
});

export const cnab400 = defineCnab400({
  ...base,
  unconfirmed:
    "no Banco Original manual and no second implementation confirm this CNAB 400 layout; it follows frones/ACBr's ACBrBancoOriginal.pas alone (the Autbank rows): have Banco Original validate a test file before sending titles",
  fine_kinds: [],
});
