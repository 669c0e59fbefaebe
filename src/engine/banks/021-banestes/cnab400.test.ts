import { expect, test } from "vitest";
import { details, remessaFor, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

/** brcobranca's published Banestes slip prints nosso número 69240101-68 (two DVs, anexo II). */
test("the nosso número with its two check digits at 63-72", () => {
  const content = buildRemessa(remessaFor("021", "cnab400", {}, ["69240101"])).content;
  expect(at(details(content)[0]!, 63, 72)).toBe("6924010168");
});

test("CNAB 400 per Banestes' layout: conta at 27-37 / 18-28, multa and mora codes, 00501, P7, amount in 10", () => {
  const content = buildRemessa(sampleRemessa("021", "cnab400")).content;
  const [header] = content.split("\r\n");
  expect(at(header!, 27, 46)).toBe("12345678905" + " ".repeat(9));
  expect(at(header!, 77, 94)).toBe("021BANESTES       ");
  const [first, second] = details(content);
  expect(at(first!, 18, 37)).toBe("12345678905" + " ".repeat(9));
  // Title 1: multa 1 (taxa) 2.00%, carteira 1 (variação 4), mora 0 (valor diário) R$ 0,05.
  expect(at(first!, 73, 82)).toBe("1000000200");
  expect(at(first!, 108, 110)).toBe("101");
  expect(at(first!, 127, 160)).toBe("0000000015075" + "021" + "00501" + "01" + "N" + "140325" + "P700");
  expect(at(first!, 161, 173)).toBe("0000000000005");
  // Title 2: a sacador/avalista's CNPJ at 93-107.
  expect(at(second!, 93, 107)).toBe("260701190000104");
});
