import { expect, test } from "vitest";
import { details, remessaFor, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as laravel-boleto's Delbank writer lays them out. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400 as laravel-boleto lays Delbank out: the Autbank rows with 435 / DELCRED SCD S.A", () => {
  const r = buildRemessa(sampleRemessa("435", "cnab400"));
  const [header] = r.content.split("\r\n");
  expect(at(header!, 1, 26)).toBe("01REMESSA01COBRANCA       ");
  expect(at(header!, 27, 46)).toBe("00011234567".padEnd(20, " "));
  expect(at(header!, 77, 94)).toBe("435DELCRED SCD S.A");
  expect(at(header!, 101, 394)).toBe(" ".repeat(294));
  const [first] = details(r.content);
  expect(at(first!, 18, 37)).toBe("00011234567".padEnd(20, " "));
  // Nosso número 10 + DV (módulo 10 over 0019 + carteira + número, the boleto's 11 / 0000000001-0).
  expect(at(first!, 63, 73)).toBe("00000000010");
  expect(at(first!, 108, 110)).toBe("101");
  expect(at(first!, 140, 150)).toBe("43500000" + "01N");
});

test("carteira 121 is written 6 at 108, as the writer maps it", () => {
  const input = remessaFor("435", "cnab400", { wallet: "121" }, ["1"]);
  expect(at(details(buildRemessa(input).content)[0]!, 108, 108)).toBe("6");
});

test("every Delbank remessa carries CNAB_LAYOUT_UNCONFIRMED for the file (one source, no manual)", () => {
  const [w] = buildRemessa(sampleRemessa("435", "cnab400")).warnings;
  expect(w).toMatchObject({ code: "CNAB_LAYOUT_UNCONFIRMED", line: 0, path: [] });
  expect(w!.message).toContain("laravel-boleto");
});
