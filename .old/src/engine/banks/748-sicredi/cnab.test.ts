import { expect, test } from "vitest";
import { sampleRemessa, sampleTitles } from "../../cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa";
import { onlyDigits } from "../../text";
import { boleto } from "./boleto";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 240: FEBRABAN blocks, AA/BXXXXX-D nosso número, baixa in 60 days, .CRM name", () => {
  const r = buildRemessa(sampleRemessa("748", "cnab240"));
  const [header, , p] = r.content.split("\r\n");
  expect(at(header!, 33, 72)).toBe(`${" ".repeat(20)}00100 000000012345  `);
  expect(at(header!, 164, 171)).toBe("08101600");
  const printed = boleto.ourNumber(sampleTitles("748")[0]!, { today: "2025-03-14" });
  expect(at(p!, 38, 57)).toBe(onlyDigits(printed).padEnd(20, " "));
  expect(at(p!, 38, 40)).toBe("252");
  expect(at(p!, 224, 229)).toBe("106009");
  expect(r.file_name).toBe("12345314.CRM");
});
