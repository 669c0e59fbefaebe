import { expect, test } from "vitest";
import { sampleRemessa, sampleTitles } from "../../cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa";
import { onlyDigits } from "../../text";
import { boleto } from "./boleto";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 240: nosso número with DV in 10 positions, parcela, modalidade, formulário", () => {
  const [header, , p] = buildRemessa(sampleRemessa("756", "cnab240")).content.split("\r\n");
  expect(at(header!, 53, 72)).toBe("04327000000012345670");
  expect(at(header!, 103, 108)).toBe("SICOOB");
  const printed = onlyDigits(boleto.ourNumber(sampleTitles("756")[0]!));
  expect(at(p!, 38, 57)).toBe(`${printed.padStart(10, "0")}01014     `);
  expect(at(p!, 58, 62)).toBe("11 22");
});
