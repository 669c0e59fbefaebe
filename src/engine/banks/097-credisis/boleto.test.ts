/**
 * CrediSIS (097) boleto vectors from CrediSIS itself, for the X of the nosso número (Apêndice A:
 * módulo 11 of the beneficiary's CPF/CNPJ, weights up to 9 for a CPF and 8 for a CNPJ).
 *
 * Provenance (facts only, no code carried over):
 * - CrediSIS' model boleto, `docs/credisis/MODELO BOLETO FORMATO PADRÃO.pdf` (also the carnê, 3
 *   vias and carta models, same title), kept by kivanio/brcobranca, commit
 *   325e0eae69ad298477b935a441a22c61c7556f31 (MIT; the document is CrediSIS'): beneficiary MONICA
 *   SOARES DOS SANTOS, CPF 019.009.282-30, agência/código 0002 / 0063291-0, nosso número
 *   09710002009871000137, vencimento 29/07/2017, R$ 55.000,00.
 * - CrediSIS/openboleto (CrediSIS' own fork of OpenBoleto, commits by @credisis.com.br authors,
 *   MIT), commit e728927ecb928444f2609092628804b7dfe10bb1:
 *   `tests/OpenBoleto/Banco/CredisisTest.php` asserts nosso número 09730001000023000010 for CPF
 *   957.274.932-34, agência 0001, convênio 23, sequencial 10. Its `src/OpenBoleto/Banco/Credisis.php`
 *   (weight limit 8 for a 14-digit document, 9 for 11), run unchanged with PHP 8.2, reproduces the
 *   model boleto above to the digit and gave the two CNPJ vectors below. These are the bank's
 *   generator's outputs, not a published file: no CrediSIS document shows a CNPJ beneficiary.
 */
import { describe, expect, it } from "vitest";
import { describeVectors, PARTIES, type Vector } from "../../../../test/engine/boleto-vector-suite";
import type { BoletoInput } from "../../types";
import { boleto, credisisDocumentDigit } from "./boleto";

const MODEL = {
  bank_code: "097",
  agency: "0002",
  account: "0063291",
  agreement: "009871",
  wallet: "18",
  our_number: "000137",
  amount_cents: 5_500_000,
  due_date: "2017-07-29",
} as const;
const beneficiary = (document: string) => ({ ...PARTIES.beneficiary, document });

const VECTORS: Vector[] = [
  {
    name: "097 CrediSIS' model boleto (CPF beneficiary, weights up to 9)",
    input: { ...MODEL, beneficiary: beneficiary("01900928230") },
    line: "09790.00007 09710.002008 98710.001375 7 72350005500000",
    ourNumber: "09710002009871000137",
  },
  {
    name: "097 CNPJ 11.222.333/0001-81 (CrediSIS/openboleto: weights up to 8, X = 7)",
    input: { ...MODEL, beneficiary: beneficiary("11222333000181") },
    barcode: "09796723500055000000000009770002009871000137",
    line: "09790.00007 09770.002005 98710.001375 6 72350005500000",
    ourNumber: "09770002009871000137",
  },
  {
    name: "097 CNPJ 11.444.777/0001-61 (CrediSIS/openboleto: weights up to 8, X = 8)",
    input: { ...MODEL, beneficiary: beneficiary("11444777000161") },
    barcode: "09794723500055000000000009780002009871000137",
    line: "09790.00007 09780.002003 98710.001375 4 72350005500000",
    ourNumber: "09780002009871000137",
  },
];

describeVectors(VECTORS);

describe("097 CrediSIS X of the nosso número", () => {
  it("CPF 957.274.932-34 (CrediSIS/openboleto CredisisTest.php)", () => {
    const input = {
      ...MODEL,
      agency: "0001",
      agreement: "23",
      our_number: "10",
      beneficiary: beneficiary("95727493234"),
      payer: PARTIES.payer,
    };
    expect(boleto.ourNumber(input)).toBe("09730001000023000010");
  });

  it("the model's conta DV (it prints `0002 / 0063291-0`, without the agência DV lote adds)", () => {
    const input = { ...MODEL, beneficiary: beneficiary("01900928230"), payer: PARTIES.payer };
    expect(boleto.beneficiaryCode(input)).toBe("0002-7 / 0063291-0");
  });

  it("a CNPJ takes weights up to 8, not 9 (which would give 8 and 2 for the two CNPJs above)", () => {
    expect(credisisDocumentDigit("11222333000181")).toBe("7");
    expect(credisisDocumentDigit("11444777000161")).toBe("8");
  });

  // 11 − residue = 11 or 10: the manuals do not say which digit is printed. CrediSIS' own
  // generator (CrediSIS/openboleto, the code that reproduces the bank's model boleto) prints 0 for
  // both, checked by running it on these documents; lote follows it (brcobranca prints 1).
  it("10 and 11 print as 0, as CrediSIS' generator does", () => {
    expect(
      ["00000100064", "00000109100", "00001003000140", "00001036000190"].map(credisisDocumentDigit),
    ).toEqual(["0", "0", "0", "0"]);
  });
});

/**
 * kivanio/brcobranca `spec/brcobranca/boleto/credisis_spec.rb` (commit 325e0ea, MIT): its
 * documento_cedente 12345678912 is not a valid CPF; 123.456.789-09 is, with the same DV 5.
 */
it("document DV and printed agência / conta (brcobranca credisis_spec.rb)", () => {
  expect(credisisDocumentDigit("12345678912")).toBe("5");
  const code = (agency: string, account: string) =>
    boleto.beneficiaryCode({
      ...PARTIES,
      bank_code: "097",
      wallet: "18",
      beneficiary: beneficiary("12345678909"),
      agency,
      account,
      agreement: "1",
    } as BoletoInput);
  expect(code("0001", "0000002")).toBe("0001-9 / 0000002-7");
  expect(code("0719", "0000002")).toBe("0719-6 / 0000002-7");
  expect(code("0548", "1448")).toBe("0548-7 / 0001448-6");
});
