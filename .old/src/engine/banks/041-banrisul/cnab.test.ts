import { expect, test } from "vitest";
import { sampleRemessa, sampleTitles } from "../../cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa";
import { onlyDigits } from "../../text";
import { boleto } from "./boleto";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400: código do beneficiário, nosso número with its número de controle, multa, trailer total", () => {
  const r = buildRemessa(sampleRemessa("041", "cnab400"));
  const ls = r.content.split("\r\n");
  const [header, detail] = ls;
  const t = sampleTitles("041")[0]!;
  const code = onlyDigits(boleto.beneficiaryCode(t));
  expect(code).toHaveLength(13);
  expect(at(header!, 1, 46)).toBe(`01REMESSA${" ".repeat(17)}${code}${" ".repeat(7)}`);
  expect(at(detail!, 18, 30)).toBe(code);
  expect(at(detail!, 63, 72)).toBe(onlyDigits(boleto.ourNumber(t)));
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
