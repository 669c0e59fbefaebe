/**
 * Fuzzing the readers: random text and mutated real files never make `parseRetorno` (nor
 * `simulateRetorno`, which reads remessas) throw anything but an `EngineError`, and reading takes
 * time linear in the file size.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { sampleRemessa, sampleTitles } from "../../../test/engine/cnab/fixtures";
import { isEngineError } from "../errors";
import { cnabSupport } from "./registry";
import { buildRemessa } from "./remessa/remessa";
import { parseRetorno } from "./retorno/retorno";
import { simulateRetorno } from "./simulate/simulate";

const SAMPLES = cnabSupport().map(({ bank_code, layout }) => {
  const remessa = buildRemessa(sampleRemessa(bank_code, layout)).content;
  const retorno = simulateRetorno(remessa, {
    generated_at: "2025-03-17T06:30:00",
    outcomes: [
      { our_number: "1", kind: "paid" },
      { our_number: "2", kind: "rejected", pix: { txid: "T1", key_or_url: "K" } },
    ],
  }).content;
  return { remessa, retorno };
});

/** Runs `fn`; anything thrown must be the engine's typed error. */
function onlyTyped(fn: () => unknown): void {
  try {
    fn();
  } catch (e) {
    if (!isEngineError(e)) throw e;
    expect(e.code).toMatch(/^[A-Z_]+$/);
    expect(e.issues.length).toBeGreaterThan(0);
  }
}

const mutation = fc.oneof(
  fc.record({
    kind: fc.constant("char" as const),
    at: fc.nat(),
    ch: fc.constantFrom("0", "9", " ", "A", "\r", "\n", "\u00e7", "\u0000", "T", "U", "Y", "5"),
  }),
  fc.record({ kind: fc.constant("cut" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("dropLine" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("dupLine" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("swapLines" as const), at: fc.nat(), to: fc.nat() }),
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), text: fc.string({ maxLength: 30 }) }),
);

type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function mutate(content: string, ms: Mutation[]): string {
  let s = content;
  for (const m of ms) {
    const ls = s.split("\r\n");
    const at = m.at % Math.max(1, s.length);
    const line = m.at % Math.max(1, ls.length);
    if (m.kind === "char") s = s.slice(0, at) + m.ch + s.slice(at + 1);
    else if (m.kind === "cut") s = s.slice(0, at);
    else if (m.kind === "insert") s = s.slice(0, at) + m.text + s.slice(at);
    else if (m.kind === "dropLine") s = ls.filter((_, i) => i !== line).join("\r\n");
    else if (m.kind === "dupLine") s = [...ls.slice(0, line + 1), ...ls.slice(line)].join("\r\n");
    else {
      const to = m.to % ls.length;
      [ls[line], ls[to]] = [ls[to]!, ls[line]!];
      s = ls.join("\r\n");
    }
  }
  return s;
}

describe("the reader throws only its typed error", () => {
  test("random text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (s) => onlyTyped(() => parseRetorno(s))),
      { numRuns: 400 },
    );
  });

  test("random lines of CNAB widths", () => {
    const line = fc.oneof(
      fc.string({ minLength: 240, maxLength: 240 }),
      fc.string({ minLength: 400, maxLength: 400 }),
    );
    const file = fc.tuple(
      fc.constantFrom(...SAMPLES.map((x) => x.retorno.slice(0, 3))),
      fc.array(line, { maxLength: 8 }),
    );
    fc.assert(
      fc.property(file, ([bank, ls]) => onlyTyped(() => parseRetorno(bank + ls.join("\r\n")))),
      { numRuns: 200 },
    );
  });

  test("mutated retornos and remessas", () => {
    const arb = fc.tuple(
      fc.nat(SAMPLES.length - 1),
      fc.array(mutation, { minLength: 1, maxLength: 4 }),
      fc.boolean(),
    );
    fc.assert(
      fc.property(arb, ([i, ms, remessa]) => {
        const sample = SAMPLES[i]!;
        if (remessa)
          onlyTyped(() =>
            simulateRetorno(mutate(sample.remessa, ms), { generated_at: "2025-03-17T06:30:00" }),
          );
        else onlyTyped(() => parseRetorno(mutate(sample.retorno, ms)));
      }),
      { numRuns: 1500 },
    );
  });
});

// How reading time grows with the file is measured by `npm run bench` (bench/cnab.ts prints the
// 2,000 → 16,000-title ratio): timing assertions here would fail on a loaded machine.
test("a large retorno reads whole, and one 4 MB line without a newline is a typed error", () => {
  const titles = Array.from({ length: 16_000 }, (_, k) => ({
    ...sampleTitles("237")[2]!,
    our_number: String(k + 1),
  }));
  const content = simulateRetorno(buildRemessa(sampleRemessa("237", "cnab240", titles)).content, {
    generated_at: "2025-03-17T06:30:00",
  }).content;
  expect(parseRetorno(content).entries).toHaveLength(16_000);
  onlyTyped(() => parseRetorno("0".repeat(4_000_000)));
});
