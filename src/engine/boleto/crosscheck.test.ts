/**
 * Cross-check against an independent validator: @mrmgomes/boleto-utils (devDependency only) reads
 * thousands of generated boletos of every bank and must agree on the linha digitável ↔ barcode
 * conversion, the field check digits, the amount and the due date.
 *
 * One known divergence, asserted rather than hidden: boleto-utils' módulo 11 returns 0 for
 * residues 0 and 1, while FEBRABAN (and every bank) print 1 for them (the published Banco do
 * Brasil vector 00191… has residue 0 and DV 1). Its barcode check therefore rejects exactly the
 * barcodes whose general residue is 0 or 1; the linha digitável check does not use that digit.
 *
 * A second one: `identificarValor` strips "leading zeros" by looking at the second character, so
 * for amounts of 10 digits whose second digit is 0 (R$ 20.140.612,55) it drops the first digit.
 * Amounts are compared exactly everywhere else.
 */
import * as boletoUtils from "@mrmgomes/boleto-utils";
import { describe, expect, it } from "vitest";
import { randomBoletoInput, seededRandom } from "../../../test/engine/boleto/samples";
import { BANK_CODES } from "../banks/registry";
import { mod11Residue } from "../math/check-digits";
import { buildBoleto } from "./build";

const PER_BANK = 1000;
const TODAY = "2025-06-01";

/** The due date boleto-utils reads, for the factor cycle the date belongs to. */
function utilsDueDate(code: string, kind: "CODIGO_DE_BARRAS" | "LINHA_DIGITAVEL", due: string): string {
  const date =
    due < "2025-02-22"
      ? boletoUtils.identificarData(code, kind)
      : boletoUtils.identificarDataComNovoFator2025(code, kind);
  return date.toISOString().slice(0, 10);
}

describe.each(BANK_CODES)("bank %s against @mrmgomes/boleto-utils", (bank) => {
  it(`agrees on ${PER_BANK} generated boletos`, () => {
    let barcodeAccepted = 0;
    for (let seed = 0; seed < PER_BANK; seed++) {
      const input = randomBoletoInput(bank, seededRandom(seed * 31 + Number(bank)), TODAY);
      const b = buildBoleto(input, { today: TODAY });

      const fromLine = boletoUtils.validarBoleto(b.digitable_line);
      expect(fromLine.sucesso, `${bank} seed ${seed}: ${fromLine.mensagem}`).toBe(true);
      expect(fromLine.codigoBarras).toBe(b.barcode);
      expect(boletoUtils.codBarras2LinhaDigitavel(b.barcode, true)).toBe(b.digitable_line_formatted);
      expect(boletoUtils.linhaDigitavel2CodBarras(b.digitable_line_formatted)).toBe(b.barcode);
      const amount = String(input.amount_cents);
      const utilsAmount =
        amount.length === 10 && amount[1] === "0" ? Number(amount.slice(1)) : input.amount_cents;
      expect(Math.round(boletoUtils.identificarValor(b.barcode, "CODIGO_DE_BARRAS") * 100)).toBe(utilsAmount);
      expect(Math.round(fromLine.valor * 100)).toBe(utilsAmount);
      if (input.due_date !== null && input.due_date < "2049-10-14") {
        expect(utilsDueDate(b.barcode, "CODIGO_DE_BARRAS", input.due_date)).toBe(input.due_date);
        expect(utilsDueDate(b.digitable_line, "LINHA_DIGITAVEL", input.due_date)).toBe(input.due_date);
      }

      const residue = mod11Residue(b.barcode.slice(0, 4) + b.barcode.slice(5));
      const fromBarcode = boletoUtils.validarBoleto(b.barcode);
      if (fromBarcode.sucesso) {
        barcodeAccepted++;
        expect(fromBarcode.linhaDigitavel).toBe(b.digitable_line);
      } else {
        // Only the residues boleto-utils maps to 0 instead of FEBRABAN's 1.
        expect([0, 1]).toContain(residue);
        expect(b.barcode[4]).toBe("1");
      }
    }
    // Residues 0 and 1 are 2 of 11: the rest must all be accepted.
    expect(barcodeAccepted).toBeGreaterThan(PER_BANK * 0.7);
  });
});

it("the published Banco do Brasil vector shows FEBRABAN's residue-0 rule", () => {
  const barcode = "00191684600002246740000001474166000000032817";
  expect(mod11Residue(barcode.slice(0, 4) + barcode.slice(5))).toBe(0);
  expect(barcode[4]).toBe("1");
  expect(boletoUtils.calculaDVCodBarras(barcode, 4, 11)).toBe(0); // boleto-utils' divergence
});
