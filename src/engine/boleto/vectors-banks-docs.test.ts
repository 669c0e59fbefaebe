/**
 * Published vectors of the banks added with issue 16, part 3: a Java library, a bank's own
 * spreadsheet and banks' manuals. Each code is written literally in the cited source.
 *
 * Provenance (facts only, no code or document carried over):
 * - kivanio/brcobranca, commit 325e0eae69ad298477b935a441a22c61c7556f31, MIT licence:
 *   `spec/brcobranca/boleto/unicred_spec.rb` ("Montar código de barras para carteira número 21").
 * - Haroldo-Camargo/bopepo (a fork of jrimum/bopepo), branch IREC-Bopepo, commit
 *   b6c7b11a8f8df0b36cd7ac967ae4f0c6b7e2a466, Apache-2.0:
 *   `src/test/java/org/jrimum/bopepo/TestLinhaDigitavelABC.java` (linha) and
 *   `src/test/java/org/jrimum/bopepo/campolivre/TesteCLAbc.java` (the same slip's campo livre).
 * - Banco BTG Pactual's "Tradutor Linha Digitável BTG" spreadsheet, stored by
 *   eduardokum/laravel-boleto (commit 0081d0958f6257c39d4594ce2ca466d725cd5b5c) as
 *   `manuais/BTG/Tradutor Linha Digitavel BTG.xlsx`: sheet 2, "Tradutor Linha digitável de Boletos",
 *   its "Valor Original" (cell I4). The inputs are the fields the spreadsheet reads out of that
 *   linha. Sheet 1's two linhas ("gerada pelo BTG", "gerada por você") fail FEBRABAN's field
 *   check digits (field 1 DV 2 and 1 where módulo 10 gives 9), so they are not used.
 * - AUTK Projetos e Consultoria, "Emissão do Bloquete de Cobrança Expressa pelo Cliente" (AUTK
 *   0071/2002, revised 17/07/2008), the cobrança system behind the agência + carteira + operação
 *   layout, stored by laravel-boleto (same commit) as `manuais/RENDIMENTO/BLOQUETE_PELO_CLIENTE.pdf`:
 *   the worked example "MAIS UM EXEMPLO" (page 4), issued under bank code 637.
 * - Banco Fibra, "Numeração e Emissão do Boleto de Cobrança pelo Cliente" (March 2020), stored by
 *   laravel-boleto as `manuais/FIBRA/Boletos_pelo_Cliente_V2.pdf`: the nosso número DV example.
 */
import { describe, expect, it } from "vitest";
import { describeVectors, PARTIES, type Vector } from "../../../test/engine/boleto-vector-suite";
import { operationLayoutDigit } from "../banks/layouts";
import { getBank } from "../banks/registry";
import type { BoletoInput } from "../types";
import { assembleBarcode, barcodeToDigitableLine, formatDigitableLine } from "./barcode";
import { parsePaymentCode } from "./parse-any";

const DOCUMENTED: Vector[] = [
  {
    name: "136 Unicred carteira 21 (brcobranca unicred_spec.rb)",
    input: {
      bank_code: "136",
      agency: "1234",
      account: "12345",
      account_digit: "7",
      wallet: "21",
      our_number: "13871",
      amount_cents: 295295,
      due_date: "2012-01-24",
    },
    line: "13691.23409 00012.345708 00001.387117 1 52220000295295",
  },
  {
    name: "246 ABC Brasil carteira 110 (bopepo TestLinhaDigitavelABC.java)",
    input: {
      bank_code: "246",
      agency: "0001",
      agreement: "5020286",
      wallet: "110",
      our_number: "0003171103",
      amount_cents: 10849,
      due_date: "2016-02-12",
    },
    line: "24690.00117 10502.028607 00317.110351 5 67020000010849",
    ourNumber: "110/0003171103-5",
  },
  {
    name: "208 BTG Pactual, the bank's own example (BTG Tradutor Linha Digitavel BTG.xlsx)",
    input: {
      bank_code: "208",
      agency: "0050",
      account: "0260426",
      wallet: "1",
      our_number: "10000000023",
      amount_cents: 1000,
      due_date: "2022-07-29",
    },
    line: "20890.05009 11000.000007 23026.042608 7 90610000001000",
  },
];

describeVectors(DOCUMENTED);

it("the ABC slip's campo livre is bopepo's TesteCLAbc value", () => {
  const input = { agency: "0001", account: "1", ...PARTIES, ...DOCUMENTED[1]?.input } as BoletoInput;
  expect(getBank("246")?.boleto.freeField(input)).toBe("0001110502028600031711035");
});

/**
 * The manuals' worked examples are not vectors of one of lote's banks (the AUTK example is issued
 * under code 637, which lote does not register), so they check the shared layout piece by piece:
 * the campo livre every bank of that layout writes, the barcode around it and the nosso número DV.
 */
describe("agência + carteira + operação layout: the manuals' worked examples", () => {
  const autk = {
    agency: "0001",
    agreement: "0000120",
    wallet: "112",
    our_number: "0008026642",
    campoLivre: "0001112000012000080266424",
    barcode: "63799163000001000000001112000012000080266424",
    line: "63790.00117 12000.012000 00802.664243 9 16300000100000",
  };

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

  it("Banco Fibra's DV example: agência 0001, carteira 121, nosso número 0004309540 → 8", () => {
    expect(operationLayoutDigit("0001", "121", "0004309540")).toBe(8);
    const input = {
      account: "1",
      ...PARTIES,
      bank_code: "224",
      agency: "0001",
      agreement: "1",
      wallet: "121",
      our_number: "0004309540",
    } as unknown as BoletoInput;
    expect(getBank("224")?.boleto.ourNumber(input)).toBe("121/0004309540-8");
  });
});
