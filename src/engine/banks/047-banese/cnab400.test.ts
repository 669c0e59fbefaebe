import { expect, test } from "vitest";
import { details, sampleRemessa, sampleTitles } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";
import { EngineError } from "../../errors";

/**
 * Positions 1-based and inclusive, as frones/ACBr's ACBrBancoBanese.pas (35eadc76) lays Banese's
 * CNAB 400 out: its widths summed from position 1 (manual/cnab400.table.json).
 */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("the header and the detail as ACBr lays Banese's 400 out", () => {
  const content = buildRemessa(sampleRemessa("047", "cnab400")).content;
  const [header] = content.split("\r\n");
  expect(at(header!, 1, 26)).toBe("01REMESSA01COBRANCA       ");
  // Código da empresa: the conta (8 digits, no DV) zero-padded to 11, then 9 blanks.
  expect(at(header!, 27, 46)).toBe("00012345678         ");
  expect(at(header!, 77, 94)).toBe("047BANESE         ");
  expect(at(header!, 395, 400)).toBe("000001");
  const [first, second] = details(content);
  expect(at(first!, 1, 37)).toBe("102" + "11222333000181" + "00012345678" + " ".repeat(9));
  // Nosso número 8 + DV (módulo 11 over agência 012 + 00000001 → 2) + `0`; multa 1 + 2,00 %.
  expect(at(first!, 63, 82)).toBe("00000001" + "2" + "0" + "1" + "000000200");
  expect(at(first!, 83, 108)).toBe("      " + "0000" + "0" + "0".repeat(14) + "0");
  expect(at(first!, 109, 110)).toBe("01");
  expect(at(first!, 121, 149)).toBe("100425" + "000" + "0000015075" + "047" + "00501" + "01");
  // Instruções 0000, juros indicator 0 (with juros) and R$ 0,05 a day in 12 digits.
  expect(at(first!, 157, 173)).toBe("0000" + "0" + "000000000005");
  expect(at(first!, 352, 394)).toBe("NAO RECEBER APOS 30 DIAS DO VENCIMENTO  000");
  // The sacador avalista: type 2 (CNPJ) and its inscription; no juros: indicator 9.
  expect(at(second!, 93, 107)).toBe("2" + "60701190000104");
  expect(at(second!, 161, 161)).toBe("9");
});

test("every Banese remessa carries CNAB_LAYOUT_UNCONFIRMED on the file", () => {
  const { warnings } = buildRemessa(sampleRemessa("047", "cnab400"));
  expect(warnings[0]).toMatchObject({ code: "CNAB_LAYOUT_UNCONFIRMED", line: 0, path: [] });
});

test("a protest is P6 and the days at 157-160", () => {
  const [t] = sampleTitles("047", "cnab400");
  const content = buildRemessa(sampleRemessa("047", "cnab400", [{ ...t!, protest: { days: 5 } }])).content;
  expect(at(details(content)[0]!, 157, 160)).toBe("P605");
});

test("a fine or interest start other than the day after the due date is refused (the file has no date)", () => {
  const [t] = sampleTitles("047", "cnab400");
  const late = { ...t!, fine: { kind: "rate" as const, value: 200, start_date: "2025-04-20" } };
  expect(() => buildRemessa(sampleRemessa("047", "cnab400", [late]))).toThrow(EngineError);
});

test("a retorno at the positions ACBr's LerRetorno400 reads", () => {
  const blank = " ".repeat(400);
  const put = (line: string, start: number, value: string) =>
    line.slice(0, start - 1) + value + line.slice(start - 1 + value.length);
  let header = put(blank, 1, "02RETORNO01COBRANCA");
  header = put(put(put(header, 27, "00012345678"), 77, "047BANESE"), 95, "170325");
  header = put(header, 395, "000001");
  let d = put(blank, 1, "10211222333000181");
  d = put(put(d, 38, "1"), 63, "00000001");
  d = put(put(d, 108, "0"), 109, "06170325NF1");
  d = put(put(d, 147, "100425"), 156, "0000015075");
  d = put(put(put(d, 176, "0000000000250"), 254, "0000000015075"), 378, "00000000");
  d = put(d, 395, "000002");
  const trailer = put(put(blank, 1, "9"), 395, "000003");
  const r = parseRetorno([header, d, trailer].join("\r\n") + "\r\n");
  expect(r.entries).toHaveLength(1);
  expect(r.entries[0]).toMatchObject({
    our_number: "1",
    document_number: "NF1",
    due_date: "2025-04-10",
    occurrence_date: "2025-03-17",
    occurrence: { code: "06", kind: "paid" },
    amounts: { title_cents: 15_075, paid_cents: 15_075, fee_cents: 250 },
  });
});
