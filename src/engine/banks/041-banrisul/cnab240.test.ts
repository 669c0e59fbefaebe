import { expect, test } from "vitest";
import { remessaFor, sampleRemessa, segmentsP } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";
import { simulateRetorno } from "../../cnab/simulate/simulate";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

/**
 * Banrisul's own examples (5.2 and 6.4): nosso número 00009274 → NC 22, 00009194 → 38 (the
 * módulo-11 rest 1 case), and the beneficiary of agência 1102 and código 9000150 (printed
 * "900015.0.46") → código do beneficiário 1102 9000150 46 in the headers' first 13 positions.
 */
test("the manual's nosso números and código do beneficiário", () => {
  const content = buildRemessa(
    remessaFor("041", "cnab240", { agency: "1102", agreement: "9000150" }, ["9274", "9194"]),
  ).content;
  const [header, batch] = content.split("\r\n");
  expect(at(header!, 33, 52)).toBe("1102900015046       ");
  expect(at(batch!, 34, 53)).toBe("1102900015046       ");
  expect(segmentsP(content).map((p) => at(p, 38, 57))).toEqual([
    "0000927422          ",
    "0000919438          ",
  ]);
});

test("CNAB 240 per Banrisul's leiaute (040/020): the header's reserved fields, the P constants", () => {
  const content = buildRemessa(sampleRemessa("041", "cnab240")).content;
  const lines = content.split("\r\n");
  const [header, batch] = lines;
  expect(at(header!, 58, 58)).toBe(" ");
  expect(at(header!, 59, 72)).toBe("0000006123451 ");
  expect(at(header!, 103, 132)).toBe("BANRISUL".padEnd(30, " "));
  expect(at(header!, 164, 171)).toBe("04000000");
  expect(at(header!, 172, 191)).toBe("        BE          ");
  expect(at(header!, 226, 228)).toBe("000");
  expect(at(batch!, 9, 17)).toBe("R0100020 ");
  const p = segmentsP(content)[0]!;
  // 58 carteira 1, 59 cadastramento 1, 60 documento 1, 61 cliente emite 2, 62 distribuição 2.
  expect(at(p, 58, 62)).toBe("11122");
  expect(at(p, 107, 109)).toBe("02N");
  expect(at(p, 221, 229)).toBe("300000009");
  const r = lines.find((l) => l[13] === "R")!;
  // Title 1's fine of R$ 1,50: código 1 (valor fixo) from 11/04/2025.
  expect(at(r, 66, 89)).toBe("111042025000000000000150");
  expect(at(r, 180, 207)).toBe("0".repeat(28));
  // Title 2 has a sacador/avalista: Q 154-209 carries it, no Y-01 is written.
  expect(lines.some((l) => l[13] === "Y")).toBe(false);
});

test("a fine rate is refused: R 66's codes 2 ('percentual ao mês') and 3 ('percentual') are unclear", () => {
  const input = remessaFor("041", "cnab240", {}, ["1"]);
  input.titles[0] = { ...input.titles[0]!, fine: { kind: "rate", value: 200 } };
  expect(() => buildRemessa(input)).toThrowError(expect.objectContaining({ code: "CNAB_UNSUPPORTED_FINE" }));
});

test("the retorno's nosso número is its first 10 positions; AA-AC occurrences read", () => {
  const remessa = buildRemessa(remessaFor("041", "cnab240", {}, ["9274"])).content;
  const retorno = simulateRetorno(remessa, {
    generated_at: "2025-03-20T07:00:00",
    outcomes: [{ our_number: "9274", kind: "paid" }],
  }).content;
  expect(parseRetorno(retorno).entries[0]).toMatchObject({ our_number: "9274" });
  const t = retorno.split("\r\n").find((l) => l[13] === "T")!;
  expect(at(t, 38, 57)).toBe("0000927422          ");
  const aa = retorno.replace(/^(.{13}T.)06/m, "$1AA");
  expect(parseRetorno(aa).entries[0]?.occurrence).toMatchObject({ code: "AA", kind: "written_off" });
});
