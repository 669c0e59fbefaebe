import { expect, test } from "vitest";
import { details, sampleRemessa, sampleTitles } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";
import { EngineError } from "../../errors";
import { mod11Digit } from "../../math/check-digits";

/**
 * Positions 1-based and inclusive, as frones/ACBr's ACBrBancoCredisan.pas (62f42950) writes and
 * reads Credisan's CNAB 400 (its comments "001 - 001" … "395 - 400"; manual/cnab400.table.json).
 */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("the header and the detail as ACBr lays Credisan's 400 out", () => {
  const content = buildRemessa(sampleRemessa("089", "cnab400")).content;
  const [header] = content.split("\r\n");
  expect(at(header!, 1, 26)).toBe("01REMESSA01COBRANCA" + " ".repeat(7));
  // Cooperativa 4 + DV, conta 8 + DV, convênio líder 6.
  expect(at(header!, 27, 46)).toBe("4327" + "0" + "00123456" + "7" + "229385");
  expect(at(header!, 77, 107)).toBe("089" + "CREDISANCED".padEnd(15) + "140325" + "0000007");
  const [first, second] = details(content);
  expect(at(first!, 1, 37)).toBe("102" + "11222333000181" + "4327" + "0" + "00123456" + "7" + "229385");
  // Nosso número 11 + DV (módulo 11, weights 2-9, 10 → X), parcela 01, grupo 00.
  expect(at(first!, 63, 78)).toBe("00000000001" + mod11Digit("0000001", { whenTen: "X" }) + "01" + "00");
  // 79-81 blank, 82 no avalista, 83-85 109 (emissão pelo cliente), 86-101 zeros, 102-106 blank, carteira 01.
  expect(at(first!, 79, 110)).toBe("   " + " " + "109" + "0".repeat(16) + "     " + "01" + "01");
  expect(at(first!, 140, 150)).toBe("089" + "4327" + "0" + "01" + "N");
  // No juros, no multa (161-172 zeros), 173 blank, desconto until 05/04, IOF zeros.
  expect(at(first!, 161, 205)).toBe("0".repeat(12) + " " + "050425" + "0000000000500" + "0".repeat(13));
  expect(at(first!, 392, 394)).toBe("00 ");
  // A sacador avalista: 82 `A`, its name at 352-391.
  expect(at(second!, 82, 82)).toBe("A");
  expect(at(second!, 150, 150)).toBe("A");
});

test("every Credisan remessa carries CNAB_LAYOUT_UNCONFIRMED on the file", () => {
  const { warnings } = buildRemessa(sampleRemessa("089", "cnab400"));
  expect(warnings[0]).toMatchObject({ code: "CNAB_LAYOUT_UNCONFIRMED", line: 0, path: [] });
});

test("juros and multa are refused: ACBr's rates have no fixed scale", () => {
  const [t] = sampleTitles("089", "cnab400");
  const fined = { ...t!, fine: { kind: "rate" as const, value: 200 } };
  const late = { ...t!, interest: { kind: "monthly_rate" as const, value: 100 } };
  expect(() => buildRemessa(sampleRemessa("089", "cnab400", [fined]))).toThrow(EngineError);
  expect(() => buildRemessa(sampleRemessa("089", "cnab400", [late]))).toThrow(EngineError);
});

test("a retorno at the positions ACBr's LerRetorno400 reads", () => {
  const blank = " ".repeat(400);
  const put = (line: string, start: number, value: string) =>
    line.slice(0, start - 1) + value + line.slice(start - 1 + value.length);
  let header = put(blank, 1, "02RETORNO01COBRANCA");
  header = put(put(header, 27, "4327000123456722938"), 46, "5");
  header = put(put(put(header, 77, "089CREDISANCED"), 95, "1703250000007"), 395, "000001");
  let d = put(blank, 1, "1021122233300018143270001234567229385");
  d = put(put(put(d, 38, "1"), 63, "000000000019"), 75, "01");
  d = put(put(d, 107, "01"), 109, "06170325NF1");
  d = put(put(put(d, 147, "100425"), 153, "0000000015075"), 166, "0894327");
  d = put(put(d, 176, "180325"), 182, "0000250");
  d = put(put(d, 254, "0000000015075"), 395, "000002");
  const trailer = put(put(blank, 1, "9"), 395, "000003");
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
