import { expect, test } from "vitest";
import { sampleRemessa } from "../../cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 240 (SIGCB): beneficiário code blocks, modalidade 14 and the 15-digit nosso número", () => {
  const [header, batch, p] = buildRemessa(sampleRemessa("104", "cnab240")).content.split("\r\n");
  expect(at(header!, 33, 72)).toBe(`${"0".repeat(20)}01234512345600000000`);
  expect(at(header!, 164, 166)).toBe("101");
  expect(at(header!, 192, 211)).toBe("REMESSA-PRODUCAO    ");
  expect(at(batch!, 14, 16)).toBe("060");
  expect(at(batch!, 34, 73)).toBe(`123456${"0".repeat(14)}01234512345600000000`);
  expect(at(p!, 18, 57)).toBe(`012345123456${"0".repeat(11)}14000000000000001`);
  expect(at(p!, 63, 77)).toBe("NF1            ");
  expect(at(p!, 224, 227)).toBe("1000");
});
