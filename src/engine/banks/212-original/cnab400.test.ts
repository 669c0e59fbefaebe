import { expect, test } from "vitest";
import { details, sampleRemessa, sampleTitles } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";
import { EngineError } from "../../errors";
import { mod10 } from "../../math/check-digits";

/**
 * Positions 1-based and inclusive, as frones/ACBr's ACBrBancoOriginal.pas (1214ebbe) writes and
 * reads Banco Original's CNAB 400 (its comments "001 a 001" … "395 a 400"; manual/cnab400.table.json).
 */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("the header and the detail as ACBr lays Banco Original's 400 out (the Autbank rows)", () => {
  const content = buildRemessa(sampleRemessa("212", "cnab400")).content;
  const [header] = content.split("\r\n");
  expect(at(header!, 1, 26)).toBe("01REMESSA01" + "COBRANCA".padEnd(15));
  // Código da empresa, as ACBr's MontarConvenio composes it: 090 + agência 4 + DV + operação 7.
  expect(at(header!, 27, 46)).toBe("090000101234567".padEnd(20));
  expect(at(header!, 77, 94)).toBe("212BANCO ORIGINAL ");
  expect(at(header!, 101, 394)).toBe(" ".repeat(294));
  const [first, second] = details(content);
  expect(at(first!, 1, 37)).toBe("102" + "11222333000181" + "090000101234567".padEnd(20));
  // 63-72 nosso número 10, 73 its DV (módulo 10 over agência + carteira + nosso número).
  expect(at(first!, 63, 73)).toBe("0000000001" + String(mod10("0001" + "110" + "0000000001")));
  // 74-89 blank (no correspondent), 90-105 no multa, 106-107 blank, 108 carteira D, 109-110 01.
  expect(at(first!, 74, 110)).toBe(" ".repeat(16) + "0" + "0".repeat(13) + "00" + "  " + "D" + "01");
  expect(at(first!, 121, 149)).toBe("100425" + "0000000015075" + "212" + "0000" + "0" + "01");
  // Instrução 1 `10` (no protest days), instrução 2 `00`, mora R$ 0,05 a day, desconto until 05/04.
  expect(at(first!, 157, 192)).toBe("10" + "00" + "0000000000005" + "050425" + "0000000000500");
  expect(at(first!, 265, 274)).toBe(" ".repeat(10));
  expect(at(first!, 382, 394)).toBe(" ".repeat(10) + "00" + "0");
  // The second title names a sacador avalista (352-381, 30 characters).
  expect(at(second!, 352, 381).trim().length).toBeGreaterThan(0);
});

test("every Banco Original remessa carries CNAB_LAYOUT_UNCONFIRMED on the file", () => {
  const { warnings } = buildRemessa(sampleRemessa("212", "cnab400"));
  expect(warnings[0]).toMatchObject({ code: "CNAB_LAYOUT_UNCONFIRMED", line: 0, path: [] });
});

test("a fine is refused: ACBr's scale (two decimals) is not the Autbank manuals' (four)", () => {
  const [t] = sampleTitles("212", "cnab400");
  const fined = { ...t!, fine: { kind: "rate" as const, value: 200 } };
  expect(() => buildRemessa(sampleRemessa("212", "cnab400", [fined]))).toThrow(EngineError);
});

test("a retorno at the positions ACBr's LerRetorno400 reads", () => {
  const blank = " ".repeat(400);
  const put = (line: string, start: number, value: string) =>
    line.slice(0, start - 1) + value + line.slice(start - 1 + value.length);
  let header = put(blank, 1, "02RETORNO01COBRANCA");
  header = put(put(put(header, 27, "090000101234567"), 77, "212BANCO ORIGINAL"), 95, "170325");
  header = put(put(header, 101, "01600BPI00001"), 395, "000001");
  let d = put(blank, 1, "10211222333000181090000101234567");
  d = put(put(put(d, 38, "1"), 63, "00000000014"), 83, "110");
  d = put(put(d, 108, "D"), 109, "06170325NF1");
  d = put(put(put(d, 147, "100425"), 153, "0000000015075"), 174, "01");
  d = put(put(d, 176, "0000000000250"), 254, "0000000015075");
  d = put(put(put(d, 280, "0".repeat(13)), 377, "0"), 378, "00000000");
  d = put(put(put(d, 386, "180325"), 392, "000"), 395, "000002");
  const trailer = put(put(put(blank, 1, "9"), 8, "0".repeat(98)), 395, "000003");
  const r = parseRetorno([header, d, trailer].join("\r\n") + "\r\n");
  expect(r.entries).toHaveLength(1);
  expect(r.entries[0]).toMatchObject({
    our_number: "1",
    due_date: "2025-04-10",
    occurrence_date: "2025-03-17",
    credit_date: "2025-03-18",
    occurrence: { code: "06", kind: "paid" },
    amounts: { title_cents: 15_075, paid_cents: 15_075, fee_cents: 250 },
  });
});
