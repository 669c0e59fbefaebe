import { expect, test } from "vitest";
import { details, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as laravel-boleto's Ourinvest writer lays them out. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400 as laravel-boleto lays Ourinvest out: Bradesco's block with the conta, 712 and its payer positions", () => {
  const r = buildRemessa(sampleRemessa("712", "cnab400"));
  const [header] = r.content.split("\r\n");
  expect(at(header!, 27, 46)).toBe("1234567".padStart(20, "0"));
  expect(at(header!, 77, 94)).toBe("712BANCO OURINVEST");
  expect(at(header!, 109, 117)).toBe("MX0000007");
  const [first, second] = details(r.content);
  expect(at(first!, 21, 37)).toBe("0" + "019" + "01234" + "1234567" + "8");
  expect(at(first!, 93, 110)).toBe("2" + " ".repeat(15) + "01");
  expect(at(first!, 140, 160)).toBe("00000000" + "01N" + "140325" + "0000");
  expect(at(first!, 313, 334)).toBe("CURITIBA    PR80010000");
  expect(at(first!, 335, 394)).toBe(" ".repeat(60));
  // A sacador: its CNPJ zero-filled at 335-348, two blanks, its name from 351.
  expect(at(second!, 335, 350)).toMatch(/^\d{14} {2}$/);
  expect(at(second!, 351, 358)).toBe("FOMENTO ");
});

test("every Ourinvest remessa carries CNAB_LAYOUT_UNCONFIRMED for the file (one source, no manual)", () => {
  const [w] = buildRemessa(sampleRemessa("712", "cnab400")).warnings;
  expect(w).toMatchObject({ code: "CNAB_LAYOUT_UNCONFIRMED", line: 0, path: [] });
});
