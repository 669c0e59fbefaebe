import { expect, test } from "vitest";
import { remessaFor, sampleRemessa, segmentsP } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 240: FEBRABAN blocks, AA/BXXXXX-D nosso número, baixa in 60 days, .CRM name", () => {
  const r = buildRemessa(sampleRemessa("748", "cnab240"));
  const [header, , p] = r.content.split("\r\n");
  expect(at(header!, 33, 72)).toBe(`${" ".repeat(20)}00100 000000012345  `);
  expect(at(header!, 164, 171)).toBe("08101600");
  // 25/200001-D over cooperativa 0100, posto 02, beneficiário 12345: módulo 11, weights 2 to 9
  // from the right, sum 141, remainder 9 → DV 2.
  expect(at(p!, 38, 57)).toBe("252000012".padEnd(20, " "));
  expect(at(p!, 38, 40)).toBe("252");
  expect(at(p!, 224, 229)).toBe("106009");
  expect(r.file_name).toBe("12345314.CRM");
});

/**
 * The manual's example title (CNAB 240, Aug/2019, 7.4, pp. 98-101: cooperativa 0165, posto 02, beneficiário
 * 00623; its linha digitável 74891.10721 00003.101656 … carries nosso número 072000031, i.e.
 * 07/200003-1).
 */
test("the manual's nosso número 07/200003-1 in P 38-46", () => {
  const example = { agency: "0165", agreement: "00623", bank_fields: { post: "02", byte: "2", year: "07" } };
  const content = buildRemessa(remessaFor("748", "cnab240", example, ["3"])).content;
  expect(at(segmentsP(content)[0]!, 38, 46)).toBe("072000031");
});
