import { expect, test } from "vitest";
import { remessaFor, sampleRemessa, segmentsP } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";
import { simulateRetorno } from "../../cnab/simulate/simulate";

/** Positions 1-based and inclusive, as the manuals print them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

/** A record laid out from (start, text) pairs, blanks between, 240 positions. */
function record(parts: readonly [number, string][]): string {
  let line = " ".repeat(240);
  for (const [start, text] of parts)
    line = line.slice(0, start - 1) + text + line.slice(start - 1 + text.length);
  return line;
}

test("the remessa manual's módulo-11 examples (item 3): 0000299621-9 and 0000000002-7 at P 38-48", () => {
  const content = buildRemessa(remessaFor("136", "cnab240", {}, ["299621", "2"])).content;
  expect(segmentsP(content).map((p) => at(p, 38, 48))).toEqual(["00002996219", "00000000027"]);
});

test("CNAB 240 per Unicred's remessa layout: 085/044, código do beneficiário 59-72, P carteira 21 at 57-58", () => {
  const content = buildRemessa(sampleRemessa("136", "cnab240")).content;
  const [header, batch, p, , r] = content.split("\r\n");
  // Header 07 Filler 33-52 blank, 10 código do beneficiário 59-72, 12 UNICRED DO BRASIL (G014).
  expect(at(header!, 33, 52)).toBe(" ".repeat(20));
  expect(at(header!, 53, 72)).toBe("01234" + "0" + "00000000012345");
  expect(at(header!, 103, 132)).toBe("UNICRED DO BRASIL".padEnd(30, " "));
  expect(at(header!, 164, 174)).toBe("08501600000");
  expect(at(batch!, 9, 17)).toBe("R01  044 ");
  expect(at(batch!, 34, 73)).toBe(" ".repeat(20) + "01234" + "0" + "00000000012345");
  // P: 37 zero, 38-48 nosso número + DV, 49-56 blank, 57-58 21, 59-62 blank; 101-106 blank,
  // 107 N (C005), 108 blank, 109 N; 118 juros 1 and 119-126 blank.
  expect(at(p!, 14, 17)).toBe("P 01");
  expect(at(p!, 37, 62)).toBe("0" + "00000000019" + " ".repeat(8) + "21" + "    ");
  expect(at(p!, 101, 118)).toBe(" ".repeat(6) + "N N" + "14032025" + "1");
  expect(at(p!, 119, 126)).toBe(" ".repeat(8));
  // 221-223 3 não protestar, 00 days; 224-227 blank; 228-229 moeda 09.
  expect(at(p!, 221, 229)).toBe("300" + "    " + "09");
  // R: 18-65 blank, 66 multa 2 (taxa) with 67-74 blank and the 2.00% at 75-89.
  expect(at(r!, 14, 14)).toBe("R");
  expect(at(r!, 18, 65)).toBe(" ".repeat(48));
  expect(at(r!, 66, 89)).toBe("2" + " ".repeat(8) + "000000000000200");
});

test("no juros, no multa: C018 5 isento at P 118, C076 3 isento at R 66", () => {
  const content = buildRemessa(sampleRemessa("136", "cnab240")).content;
  const lines = content.split("\r\n");
  const second = lines.filter((l) => at(l, 14, 14) === "P")[1]!;
  const secondR = lines.filter((l) => at(l, 14, 14) === "R")[1]!;
  expect(at(second, 118, 118)).toBe("5");
  expect(at(secondR, 66, 66)).toBe("3");
});

test("a retorno laid out from the retorno manual: 02 + origem 01 is the entry confirmed, 03 + 01 rejected with E10", () => {
  const head = record([
    [1, "13600000"],
    [18, "211222333000181"],
    [53, "01234000000000012345"],
    [73, "LOTE COBRANCA LTDA"],
    [103, "UNICRED DO BRASIL"],
    [143, "2200320250700000000007"],
  ]);
  const batch = record([
    [1, "13600011T0100030"],
    [18, "2011222333000181"],
    [54, "012340"],
    [184, "03000007" + "20032025" + "20032025"],
  ]);
  const t = (seq: string, movement: string, ourNumber: string, reason: string, origin: string) =>
    record([
      [1, `1360001300${seq}T `],
      [16, movement],
      [24, "00000000012345"],
      [38, `0${ourNumber.padStart(19, "0")}1`],
      [59, "NF1"],
      [74, "10042025" + "000000000015075" + "136" + "01234" + "0" + "0".repeat(93) + "000000000000150"],
      [214, reason.padEnd(8, " ") + origin],
    ]);
  const u = (seq: string, movement: string) =>
    record([
      [1, `1360001300${seq}U `],
      [16, movement + "0".repeat(90)],
      [138, "20032025" + "21032025" + "0000"],
    ]);
  const file = [
    head,
    batch,
    t("001", "02", "00000000019", "00", "01"),
    u("002", "02"),
    t("003", "03", "00000000027", "E10", "01"),
    u("004", "03"),
    record([
      [1, "13600015"],
      [18, "000006"],
    ]),
    record([
      [1, "136999991"],
      [24, "000008"],
    ]),
    "",
  ].join("\r\n");
  const r = parseRetorno(file);
  expect(r.warnings).toEqual([]);
  expect(r.entries.map((e) => [e.our_number, e.occurrence.code, e.occurrence.kind])).toEqual([
    ["1", "0201", "registered"],
    ["2", "0301", "rejected"],
  ]);
  expect(r.entries[1]!.occurrence.reasons.map((x) => x.code)).toEqual(["E10"]);
  expect(r.entries[0]!.amounts.title_cents).toBe(15075);
  expect(r.entries[0]!.amounts.fee_cents).toBe(150);
});

test("the simulated retorno carries the origem at T 222-223 and reads back", () => {
  const remessa = buildRemessa(sampleRemessa("136", "cnab240")).content;
  const ret = simulateRetorno(remessa, { generated_at: "2025-03-20T07:00:00" }).content;
  const ts = ret.split("\r\n").filter((l) => at(l, 14, 14) === "T");
  expect(ts.map((l) => at(l, 16, 17) + at(l, 222, 223))).toEqual(["0201", "0201", "0201", "0202", "0206"]);
  expect(parseRetorno(ret).warnings).toEqual([]);
});
