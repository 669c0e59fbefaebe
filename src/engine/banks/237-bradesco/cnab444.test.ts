/**
 * Bradesco CNAB 444, at the positions its source gives (cnab444.ts): eduardokum/laravel-boleto
 * `Bradesco.php`, `add(395, 400, sequencial)` then `add(401, 444, chave)` on a detail opened with
 * `iniciaDetalheExtendido`; header and trailer written 400 wide.
 */
import { expect, test } from "vitest";
import { sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { readRemessa } from "../../cnab/remessa/read";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";
import { simulateRetorno } from "../../cnab/simulate/simulate";

/** Positions 1-based and inclusive, as the source writes them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);
const KEY = "35250311222333000181550010000000011000000019";

test("the detail is Bradesco's 400 detail, sequence at 395-400, then the NF-e key at 401-444; header and trailer stay 400", () => {
  const r = buildRemessa(sampleRemessa("237", "cnab444"));
  const ls = r.content.split("\r\n").slice(0, -1);
  const cnab400 = buildRemessa(sampleRemessa("237", "cnab400")).content.split("\r\n").slice(0, -1);
  expect(ls.map((l) => l.slice(0, 400))).toEqual(cnab400);
  expect(ls.map((l) => l.length)).toEqual(cnab400.map((l) => (l[0] === "1" ? 444 : 400)));
  const [first, second] = ls.filter((l) => l[0] === "1");
  expect(at(first!, 395, 400)).toBe("000002");
  expect(at(first!, 401, 444)).toBe(KEY);
  expect(at(second!, 401, 444)).toBe(" ".repeat(44));
  expect(at(ls.at(-1)!, 395, 400)).toBe(String(ls.length).padStart(6, "0"));
  expect(readRemessa(r.content).layout).toBe("cnab444");
});

test("one source lays it out: every remessa says so", () => {
  const r = buildRemessa(sampleRemessa("237", "cnab444"));
  expect(r.warnings[0]).toMatchObject({ code: "CNAB_LAYOUT_UNCONFIRMED", line: 0 });
  expect(r.warnings[0]!.message).toMatch(/^bank 237 CNAB 444: /);
});

test("a CNAB 444 remessa is answered with Bradesco's CNAB 400 retorno", () => {
  const ret = simulateRetorno(buildRemessa(sampleRemessa("237", "cnab444")).content, {
    generated_at: "2025-03-20T07:00:00",
    outcomes: [{ our_number: "1", kind: "paid", paid_cents: 15_075, paid_on: "2025-03-19" }],
  });
  const parsed = parseRetorno(ret.content);
  expect(parsed.layout).toBe("cnab400");
  expect(parsed.bank_code).toBe("237");
  expect(parsed.entries[0]!.occurrence.kind).toBe("paid");
});
