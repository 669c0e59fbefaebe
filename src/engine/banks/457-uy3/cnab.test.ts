/**
 * 457 UY3 CNAB 240 and 400: positions as frones/ACBr writes them for UY3 — ACBrBancoUY3.pas
 * (f63f7c9d) is its Bradesco unit under 457, so the values are those of ACBrBancoBradesco.pas
 * (GerarLinhaRegistroTransacao400 and GerarRegistroTransacao240 at 720f5882; the 400 header at
 * 0856b77c) with code 457 and name UY3 — and the file warning of a one-source layout.
 */
import { expect, test } from "vitest";
import { details, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as ACBr's comments number them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400: Bradesco's 400 with 457 / UY3, MX and the NSA in the header", () => {
  const content = buildRemessa(sampleRemessa("457", "cnab400")).content;
  const [header] = content.split("\r\n");
  // 027-046 código da empresa, 20 digits; 077-079 the number, 080-094 the name (padded to 15).
  expect(at(header!, 1, 26)).toBe("01REMESSA01COBRANCA       ");
  expect(at(header!, 27, 46)).toMatch(/^\d{20}$/);
  expect(at(header!, 77, 94)).toBe("457UY3            ");
  expect(at(header!, 101, 117)).toBe("        MX0000007");
  const [first] = details(content);
  // 021 '0' + carteira 3 + agência 5 + conta 7 + DV; 063-065 '000', 066 '2' with a multa and
  // 067-070 its percentage (2 decimals); 071-082 nosso número 11 + DV; 106 '2'; 140-147 zeros,
  // espécie DM 01, 150 'N'.
  expect(at(first!, 21, 37)).toBe("00090123412345678");
  expect(at(first!, 63, 70)).toBe("00020200");
  expect(at(first!, 71, 82)).toBe("000000000011");
  expect(at(first!, 106, 110)).toBe("2  01");
  expect(at(first!, 140, 150)).toBe("0000000001N");
});

test("CNAB 240: Bradesco's 240 (file 084, lote 042) under code 457", () => {
  const [fileHeader, batchHeader, p] = buildRemessa(sampleRemessa("457", "cnab240")).content.split("\r\n");
  expect(at(fileHeader!, 1, 8)).toBe("45700000");
  expect(at(fileHeader!, 164, 166)).toBe("084");
  expect(at(batchHeader!, 1, 17)).toBe("45700011R01  042 ");
  // P 038-040 carteira, 041-045 zeros, 046-056 nosso número, 057 DV; 059 '1', 060 '1'.
  expect(at(p!, 14, 14)).toBe("P");
  expect(at(p!, 38, 56)).toBe("009" + "00000" + "00000000001");
  expect(at(p!, 59, 60)).toBe("11");
});

test.each(["cnab240", "cnab400"] as const)(
  "every UY3 %s remessa carries CNAB_LAYOUT_UNCONFIRMED",
  (layout) => {
    const { warnings } = buildRemessa(sampleRemessa("457", layout));
    expect(warnings[0]).toMatchObject({ code: "CNAB_LAYOUT_UNCONFIRMED", line: 0, path: [] });
  },
);
