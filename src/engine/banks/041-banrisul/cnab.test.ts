import { expect, test } from "vitest";
import { details, remessaFor, sampleRemessa, sampleTitles } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400: código do beneficiário, nosso número with its número de controle, multa, trailer total", () => {
  const r = buildRemessa(sampleRemessa("041", "cnab400"));
  const ls = r.content.split("\r\n");
  const [header, detail] = ls;
  // Agência 1234, código 1234567 and its Número de Controle 42; nosso número 00000001, NC 83
  // (manual 4.1, worked by hand: módulo 10 → 8, módulo 11 over 000000018 → 3).
  const code = "1234123456742";
  expect(at(header!, 1, 46)).toBe(`01REMESSA${" ".repeat(17)}${code}${" ".repeat(7)}`);
  expect(at(detail!, 18, 30)).toBe(code);
  expect(at(detail!, 63, 72)).toBe("0000000183");
  expect(at(detail!, 108, 110)).toBe("101");
  expect(at(detail!, 157, 173)).toBe("18000000000000005");
  expect(at(detail!, 322, 326)).toBe("02000");
  expect(at(ls.at(-2)!, 28, 40)).toBe(String(r.totals.amount_cents).padStart(13, "0"));
});

test("a fine rate finer than a tenth of a percent is refused, for every title", () => {
  const titles = sampleTitles("041");
  titles[0] = { ...titles[0]!, amount_cents: 0 };
  titles[1] = { ...titles[1]!, fine: { kind: "rate", value: 215 } };
  expect(() => buildRemessa(sampleRemessa("041", "cnab400", titles))).toThrowError(
    expect.objectContaining({
      issues: [
        expect.objectContaining({ code: "CNAB_INVALID_AMOUNT", path: ["titles", 0, "amount_cents"] }),
        expect.objectContaining({ code: "CNAB_UNSUPPORTED_FINE", path: ["titles", 1, "fine", "value"] }),
      ],
    }),
  );
});

/**
 * Manual CNAB 400, 4.1 (Número de Controle: módulo 10, then módulo 11 with the "resto 1" rule):
 * nosso número 00009274 → NC 22; 00009194 → módulo 11 remainder 1, first DV bumped → NC 38. The
 * código do beneficiário takes the same NC over its 7 digits, so 0009274 → 22 as well.
 */
test("the manual's two Número de Controle examples, in the nosso número and the código", () => {
  const content = buildRemessa(
    remessaFor("041", "cnab400", { agreement: "0009274" }, ["9274", "9194"]),
  ).content;
  expect(at(content, 27, 39)).toBe("1234000927422");
  expect(details(content).map((d) => at(d, 63, 72))).toEqual(["0000927422", "0000919438"]);
});
