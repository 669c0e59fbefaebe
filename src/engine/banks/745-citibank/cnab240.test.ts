import { expect, test } from "vitest";
import { sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as Citibank's FEBRABAN 240 manual (v1.8) prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

function lines() {
  const r = buildRemessa(sampleRemessa("745", "cnab240"));
  return { r, l: r.content.split("\r\n") };
}

test("header de arquivo and de lote: ID de Cobrança, zeros for the agência, the conta cosmos (6.1, 7.1)", () => {
  const { l } = lines();
  const [file, batch] = l;
  expect(at(file!, 33, 52)).toBe("17777751042700080112");
  expect(at(file!, 53, 72)).toBe("00000 000123456789  ");
  expect(at(file!, 103, 132)).toBe("CITIBANK".padEnd(30));
  expect(at(file!, 164, 171)).toBe("04001600");
  expect(at(batch!, 14, 16)).toBe("030");
  expect(at(batch!, 34, 53)).toBe("17777751042700080112");
  expect(at(batch!, 54, 73)).toBe("00000 000123456789  ");
  expect(at(batch!, 104, 191)).toBe(" ".repeat(80) + "00000000");
});

test("Segment P as the manual lays it out (7.2, C006-C016, C018-C019, C028)", () => {
  const { l } = lines();
  const p = l[2]!;
  expect(at(p, 14, 14)).toBe("P");
  expect(at(p, 18, 37)).toBe("00000 000123456789  ");
  // Nosso número 11 + DV (módulo 11 of 00000000001 is 9), then 8 blanks.
  expect(at(p, 38, 57)).toBe("000000000019        ");
  expect(at(p, 58, 62)).toBe("1  2 ");
  expect(at(p, 73, 77)).toBe("     ");
  expect(at(p, 101, 109)).toBe("00000 03N");
  expect(at(p, 118, 126)).toBe("100000000");
  expect(at(p, 224, 240)).toBe("2   090000000000 ");
});

test("Segment Q 210-232 zeros and blanks (CITI_01-03), and no Segment R or S (7.4)", () => {
  const { l, r } = lines();
  const q = l[3]!;
  expect(at(q, 14, 14)).toBe("Q");
  expect(at(q, 210, 240)).toBe("000000000" + " ".repeat(22));
  expect(l.filter((x) => at(x, 14, 14) === "R" || at(x, 14, 14) === "S")).toEqual([]);
  expect(r.warnings.map((w) => w.code)).toContain("CNAB_INSTRUCTIONS_DROPPED");
});

test("a fine is refused: Citibank takes no Segment R", () => {
  const input = sampleRemessa("745", "cnab240");
  const title = { ...input.titles[0]!, fine: { kind: "rate" as const, value: 200 } };
  expect(() => buildRemessa({ ...input, titles: [title] })).toThrow(/CNAB_UNSUPPORTED_FINE|Segment R/);
});
