import { expect, test } from "vitest";
import { details, remessaFor, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400 per BNB's leiaute (julho/2011): header account, detail account, multa, carteira, zeros at 140-146, protest 99, moeda 0", () => {
  const content = buildRemessa(sampleRemessa("004", "cnab400")).content;
  const [header] = content.split("\r\n");
  expect(at(header!, 27, 46)).toBe("12340012345671      ");
  expect(at(header!, 77, 94)).toBe("004B.DO NORDESTE  ");
  const [first, second] = details(content);
  expect(at(first!, 18, 37)).toBe("12340012345671" + "02    ");
  // Nota 2: lote's wallet 21 (cobrança simples, boleto emitido pelo cliente) is carteira 4.
  expect(at(first!, 108, 110)).toBe("401");
  expect(at(first!, 140, 147)).toBe("0000000 ");
  expect(at(first!, 157, 160)).toBe("0000");
  expect(at(first!, 392, 394)).toBe("990");
  expect(at(second!, 352, 362)).toBe("FOMENTO MER");
});

/** Nota 1 works through nosso número 0000010: weights 2 to 8 from the right, sum 3, 11 − 3 = 8. */
test("the manual's nosso número example, 0000010-8, at 63-70", () => {
  const content = buildRemessa(remessaFor("004", "cnab400", {}, ["10"])).content;
  expect(at(details(content)[0]!, 63, 70)).toBe("00000108");
});

test("a fine that is not a whole percentage is refused (32-33)", () => {
  const input = remessaFor("004", "cnab400", {}, ["10"]);
  input.titles[0] = { ...input.titles[0]!, fine: { kind: "rate", value: 250 } };
  expect(() => buildRemessa(input)).toThrowError(expect.objectContaining({ code: "CNAB_UNSUPPORTED_FINE" }));
});
