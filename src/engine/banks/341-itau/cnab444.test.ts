/**
 * Itaú CNAB 444, at the positions its two sources give (cnab444.ts): kivanio/brcobranca
 * `Cnab444::Itau` (its spec asserts `detalhe[400..443]` is the key, the multa record 2 ends with
 * its sequence at 395-400) and eduardokum/laravel-boleto `Itau.php` (`add(401, 444, chave)` on the
 * detail alone; `iniciaDetalhe` for the multa, 400 wide).
 */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { sampleRemessa, sampleTitles } from "../../../../test/engine/cnab/fixtures";
import { detectLayout } from "../../cnab/layout/lines";
import { readRemessa } from "../../cnab/remessa/read";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";
import { simulateRetorno } from "../../cnab/simulate/simulate";
import type { RemessaTitle } from "../../cnab/types";
import type { EngineError } from "../../errors";

/** Positions 1-based and inclusive, as the sources print them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);
const KEY = "35250311222333000181550010000000011000000019";
const build = (titles?: RemessaTitle[]) => buildRemessa(sampleRemessa("341", "cnab444", titles));
const issues = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as EngineError).issues.map((i) => `${i.code} ${i.path.join(".")}`);
  }
  return [];
};

test("the detail is Itaú's 400 detail, sequence at 395-400, then the NF-e key at 401-444; the other records stay 400", () => {
  const ls = build().content.split("\r\n").slice(0, -1);
  const cnab400 = buildRemessa(sampleRemessa("341", "cnab400")).content.split("\r\n").slice(0, -1);
  expect(ls.map((l) => `${l[0]}:${l.length}`)).toEqual(
    cnab400.map((l) => `${l[0]}:${l[0] === "1" ? 444 : 400}`),
  );
  // Every line's first 400 positions are the CNAB 400's: the 444 adds, it changes nothing.
  expect(ls.map((l) => l.slice(0, 400))).toEqual(cnab400);
  const details = ls.filter((l) => l[0] === "1");
  expect(at(details[0]!, 395, 400)).toBe("000002");
  expect(at(details[0]!, 401, 444)).toBe(KEY);
  // A title without a key: 44 blanks, as brcobranca's ljust(44, ' ').
  expect(at(details[1]!, 401, 444)).toBe(" ".repeat(44));
  const fine = ls.find((l) => l[0] === "2")!;
  expect(fine.length).toBe(400);
  expect(at(fine, 395, 400)).toBe("000003");
});

test("the file warns nothing of its own and reads back as a CNAB 444 (its second line is longer than 400)", () => {
  const r = build();
  expect(r.layout).toBe("cnab444");
  expect(r.warnings.map((w) => w.code)).not.toContain("CNAB_LAYOUT_UNCONFIRMED");
  expect(detectLayout(r.content.split("\r\n")[0]!)).toBe("cnab400");
  const back = readRemessa(r.content);
  expect(back.layout).toBe("cnab444");
  expect(back.titles.map((t) => t.our_number)).toEqual(
    sampleTitles("341", "cnab444").map((t) => t.our_number),
  );
});

test("the NF-e key must be 44 digits; a layout without the field refuses it", () => {
  const [t] = sampleTitles("341", "cnab444");
  expect(issues(() => build([{ ...t!, invoice_key: "123" }]))).toEqual([
    "CNAB_INVALID_INVOICE_KEY titles.0.invoice_key",
  ]);
  const in400 = sampleRemessa("341", "cnab400", [{ ...t!, invoice_key: KEY }]);
  expect(issues(() => buildRemessa(in400))).toEqual(["CNAB_UNSUPPORTED_INVOICE_KEY titles.0.invoice_key"]);
});

test("a CNAB 444 remessa is answered with Itaú's CNAB 400 retorno", () => {
  const ret = simulateRetorno(build().content, {
    generated_at: "2025-03-20T07:00:00",
    outcomes: [{ our_number: "1", kind: "paid", paid_cents: 15_075, paid_on: "2025-03-19" }],
  });
  expect(ret.file_name).toMatch(/^341_CNAB400_/);
  for (const l of ret.content.split("\r\n").slice(0, -1)) expect(l.length).toBe(400);
  const parsed = parseRetorno(ret.content);
  expect(parsed.layout).toBe("cnab400");
  expect(parsed.entries[0]!.occurrence.kind).toBe("paid");
});

test("lines of 444 positions are a remessa, never read as a retorno", () => {
  const remessaLike = `0${"2RETORNO".padEnd(443, " ")}\r\n`;
  expect(detectLayout(remessaLike.slice(0, 444))).toBe("cnab444");
  expect(issues(() => parseRetorno(remessaLike))).toEqual(["CNAB_UNKNOWN_LAYOUT "]);
});

test("brcobranca's reference file carries the key where its spec asserts it (detalhe[400..443])", () => {
  const url = new URL(
    "../../../../test/corpus/cnab/341/cnab444/remessa/brcobranca-remessa-itau-cnab444.rem",
    import.meta.url,
  );
  const [header, detail, fine, trailer] = readFileSync(url, "latin1").split("\r\n");
  expect([header, detail, fine, trailer].map((l) => l!.length)).toEqual([400, 444, 400, 400]);
  expect(at(detail!, 395, 400)).toBe("000002");
  expect(at(detail!, 401, 444)).toBe("12345678901234567890123456789012345678901234");
  expect(readRemessa(readFileSync(url, "latin1")).layout).toBe("cnab444");
});
