import { expect, test } from "vitest";
import { details, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400 per Cresol's layout: blank header fields, identificação da empresa, multa %, nosso número + DV, cliente emite", () => {
  const content = buildRemessa(sampleRemessa("133", "cnab400")).content;
  const [header] = content.split("\r\n");
  // Conta do cooperado: carteira 0009 + cooperativa 01234 + conta 1234567 + DV 8, zero-padded to 20.
  expect(at(header!, 27, 46)).toBe(`000${"0009"}${"01234"}${"1234567"}8`);
  expect(at(header!, 47, 76).trim()).toBe("");
  expect(at(header!, 77, 94)).toBe("133CRESOL         ");
  expect(at(header!, 95, 394).trim()).toBe("");
  const [first] = details(content);
  expect(at(first!, 2, 37)).toBe(`${" ".repeat(19)}00090123412345678`);
  expect(at(first!, 66, 70)).toBe("20200");
  expect(at(first!, 93, 93)).toBe("2");
  // 140-147 banco/agência cobradora blank, 148-149 espécie DM = 02, 150 (aceite) blank.
  expect(at(first!, 140, 150)).toBe(`${" ".repeat(8)}02 `);
});
