/**
 * Golden files: the sample remessa of every bank and layout, and the retorno the simulator
 * answers it with, compared byte for byte under a frozen clock (the fixtures' `generated_at`).
 * The files live in `test/golden/cnab/` (kept binary by `.gitattributes`); they were written by
 * lote from the manuals' rules and are regenerated only with `UPDATE_GOLDEN=1`. This test reads
 * files, so it imports `node:fs`: tests run in Node, the engine source never does.
 *
 * Regression only, not evidence: lote wrote these files, so they show that output did not
 * change, never that it is right. What shows it right is independent of lote:
 * `test/engine/cnab/evidence.test.ts` lists it per bank × layout (cnab_yaml and manual-table
 * cross-checks, the corpus's reference remessas and banks' retornos, the manuals' check-digit
 * examples in each bank's `cnab.test.ts`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { sampleRemessa } from "../../../test/engine/cnab/fixtures";
import { cnabSupport } from "./registry";
import { buildRemessa } from "./remessa/remessa";
import { parseRetorno } from "./retorno/retorno";
import { simulateRetorno } from "./simulate/simulate";

const DIR = join(dirname(fileURLToPath(import.meta.url)), "../../../test/golden/cnab");
const UPDATE = process.env.UPDATE_GOLDEN === "1";

function golden(name: string, content: string): void {
  const path = join(DIR, name);
  if (UPDATE) {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(path, content, "latin1");
  }
  expect(existsSync(path), `${name} is missing: run with UPDATE_GOLDEN=1 once`).toBe(true);
  const stored = readFileSync(path);
  expect(Buffer.from(content, "latin1").equals(stored), `${name} differs from the golden file`).toBe(true);
}

describe.each(cnabSupport())("golden $bank_code $layout", ({ bank_code, layout }) => {
  const remessa = buildRemessa(sampleRemessa(bank_code, layout));
  const base = `${bank_code}-${layout}`;

  test("remessa", () => golden(`${base}.rem`, remessa.content));

  test("retorno (simulated) and its reading", () => {
    const retorno = simulateRetorno(remessa.content, {
      generated_at: "2025-03-17T06:30:00-03:00",
      // As the service answers a file: with the NSA it gave the remessa (most 400 headers lack one).
      file_sequence: remessa.file_sequence,
      outcomes: [
        {
          our_number: "1",
          kind: "paid",
          paid_cents: 15_125,
          fee_cents: 250,
          interest_cents: 50,
          paid_on: "2025-03-16",
        },
        { our_number: "3", kind: "rejected" },
        {
          our_number: "2",
          kind: "registered",
          pix: { txid: "LOTE0000000000000000000000002", key_or_url: "11222333000181" },
        },
      ],
    });
    golden(`${base}.ret`, retorno.content);
    const parsed = parseRetorno(readFileSync(join(DIR, `${base}.ret`), "latin1"));
    expect(parsed.entries).toHaveLength(5);
    expect(parsed.entries[0]!.occurrence.kind).toBe("paid");
  });

  test("warnings and file name", () => {
    expect(remessa.file_name).toMatch(/^[A-Z0-9_.]+$/);
    expect(
      remessa.warnings.every(
        (w) =>
          w.code === "CNAB_TEXT_TRUNCATED" ||
          w.code === "CNAB_LAYOUT_UNCONFIRMED" ||
          w.code === "CNAB_INSTRUCTIONS_DROPPED" ||
          w.code === "CNAB_PIX_TXID_NOT_SENT" ||
          w.code === "CNAB_PIX_NOT_SENT",
      ),
    ).toBe(true);
  });
});
