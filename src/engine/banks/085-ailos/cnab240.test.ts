import { expect, test } from "vitest";
import { sampleRemessa, segmentsP } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";
import { simulateRetorno } from "../../cnab/simulate/simulate";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 240 per Ailos' manual (v07): convênio alfa, 087/045, density 1600, nosso número 17 left-aligned", () => {
  const content = buildRemessa(sampleRemessa("085", "cnab240")).content;
  const [header, batch] = content.split("\r\n");
  expect(at(header!, 33, 52)).toBe("123456".padEnd(20, " "));
  expect(at(header!, 103, 107)).toBe("AILOS");
  expect(at(header!, 164, 171)).toBe("08701600");
  expect(at(batch!, 14, 16)).toBe("045");
  const p = segmentsP(content)[0]!;
  // G069: conta 1234567 with its DV, then the 9-digit sequence; 58-62 C006-C010.
  expect(at(p, 38, 44)).toBe("1234567");
  expect(at(p, 46, 62)).toBe("000000001   11122");
  // C026 3 não protestar, C028 2 não baixar with 225-227 blank (39.3P), moeda 09 (G065).
  expect(at(p, 221, 229)).toBe("3002   09");
});

test("the retorno's trailer de lote states the portfolio (C070), so a simulated file is read without a totals warning", () => {
  const remessa = buildRemessa(sampleRemessa("085", "cnab240")).content;
  const r = parseRetorno(simulateRetorno(remessa, { generated_at: "2025-03-20T07:00:00" }).content);
  expect(r.entries.map((e) => e.our_number)).toEqual(["1", "2", "3", "4", "5"]);
  expect(r.warnings).toEqual([]);
});
