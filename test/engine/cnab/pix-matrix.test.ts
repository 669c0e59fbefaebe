// docs/cnab.md's Pix-through-CNAB matrix says, for each bank × layout it lists, whether lote writes
// a PIX record in the remessa and reads one from the retorno, with the source or where it was
// searched. This keeps the two columns equal to what the engine does: a remessa written with a PIX
// key either grows by the bank's PIX record or carries `CNAB_PIX_NOT_SENT`, and the simulator's
// retorno (answering a registration with PIX data) hands the PIX back or not (feature-matrix.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import type { CnabLayout, RemessaTitle } from "../../../src/engine/index";
import { buildRemessa, cnabSupport } from "../../../src/engine/index";
import { pixCells } from "./feature-matrix";
import { sampleRemessa, sampleTitles } from "./fixtures";

const DOC = readFileSync(join(import.meta.dirname, "..", "..", "..", "docs", "cnab.md"), "utf8");

/** The banks a peer's maintainer lists as carrying PIX in CNAB (HSBC, closed, has no lote cell). */
const PIX_BANKS = ["001", "004", "033", "041", "104", "224", "237", "341", "633", "712", "748", "756"];

function matrixRows(): string[][] {
  const start = DOC.indexOf("## Pix-through-CNAB matrix");
  expect(start, "docs/cnab.md has no Pix-through-CNAB matrix").toBeGreaterThan(-1);
  const lines = DOC.slice(start).split("\n");
  const first = lines.findIndex((l) => l.startsWith("| bank | layout | remessa PIX record"));
  expect(first).toBeGreaterThan(-1);
  const rows: string[][] = [];
  for (const l of lines.slice(first + 2)) {
    if (!l.startsWith("|")) break;
    rows.push(
      l
        .slice(2, -2)
        .split(" | ")
        .map((c) => c.trim()),
    );
  }
  return rows;
}

const rows = matrixRows();

test("the matrix has one row for each PIX bank's cell, and only those", () => {
  const cells = cnabSupport()
    .filter((s) => PIX_BANKS.includes(s.bank_code))
    .map((s) => `${s.bank_code} ${s.layout}`);
  expect(rows.map(([bank, layout]) => `${bank} ${layout}`)).toEqual(cells);
});

test.each(rows)(
  "%s %s: the remessa and retorno columns are what the engine does",
  (bank, layout, written, read, source) => {
    expect(written).toMatch(/^(yes|no) — /);
    expect(read).toMatch(/^(yes|no)\b/);
    expect(source, "every cell names its source or where it was searched").not.toBe("");
    const cells = pixCells(bank!, layout as CnabLayout);
    expect(cells.registration === "yes", `remessa column of ${bank} ${layout}`).toBe(
      written!.startsWith("yes"),
    );
    expect(cells.read !== "—", `retorno column of ${bank} ${layout}`).toBe(read!.startsWith("yes"));
    if (written!.startsWith("no")) {
      expect(written).toContain("`CNAB_PIX_NOT_SENT`");
      expect(source).toMatch(/^(retorno: .*)?[Ss]earched: /);
      const { pix: _p, ...title } = sampleTitles(bank!)[2] as RemessaTitle;
      const file = buildRemessa(
        sampleRemessa(bank!, layout as CnabLayout, [{ ...title, pix: { key: "11222333000181" } }]),
      );
      expect(file.warnings.map((w) => w.code)).toContain("CNAB_PIX_NOT_SENT");
    }
  },
);
