/**
 * The "agência + carteira + operação" layout (`operationLayoutRules`) against the worked example of
 * AUTK Projetos e Consultoria's "Emissão do Bloquete de Cobrança Expressa pelo Cliente" (AUTK
 * 0071/2002, revised 17/07/2008), the cobrança system behind the layout, stored by
 * eduardokum/laravel-boleto (commit 0081d0958f6257c39d4594ce2ca466d725cd5b5c) as
 * `manuais/RENDIMENTO/BLOQUETE_PELO_CLIENTE.pdf`: "MAIS UM EXEMPLO" (page 4), a slip of code 637
 * (Sofisa, whose own folder runs it whole as a vector); here it checks the shared layout piece by
 * piece: the campo livre every bank of that layout writes, the barcode around it and the linha.
 */
import { describe, expect, it } from "vitest";
import { PARTIES } from "../../../test/engine/boleto-vector-suite";
import { assembleBarcode, barcodeToDigitableLine, formatDigitableLine } from "../boleto/barcode";
import { parsePaymentCode } from "../boleto/parse-any";
import type { BoletoInput } from "../types";
import { getBank } from "./registry";

const autk = {
  agency: "0001",
  agreement: "0000120",
  wallet: "112",
  our_number: "0008026642",
  campoLivre: "0001112000012000080266424",
  barcode: "63799163000001000000001112000012000080266424",
  line: "63790.00117 12000.012000 00802.664243 9 16300000100000",
};

describe("agência + carteira + operação layout: the manuals' worked example", () => {
  it.each(["224", "633", "643"])("bank %s writes the AUTK example's campo livre (carteira 112)", (code) => {
    const input = { account: "1", ...PARTIES, bank_code: code, ...autk } as unknown as BoletoInput;
    expect(getBank(code)?.boleto.freeField(input)).toBe(autk.campoLivre);
    expect(getBank(code)?.boleto.ourNumber(input)).toBe("112/0008026642-4");
  });

  it("the AUTK example's barcode and linha follow from that campo livre (fator 1630, R$ 1.000,00)", () => {
    const barcode = assembleBarcode("637", "1630", "0000100000", autk.campoLivre);
    expect(barcode).toBe(autk.barcode);
    expect(formatDigitableLine(barcodeToDigitableLine(barcode))).toBe(autk.line);
    const parsed = parsePaymentCode(autk.line, { today: "2002-03-01" });
    expect(parsed).toMatchObject({
      type: "boleto",
      bank_code: "637",
      due_date: "2002-03-25",
      amount_cents: 100000,
    });
  });
});
