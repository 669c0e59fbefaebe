/**
 * docs/cnab.md must tell the truth: its support table, movement codes and occurrence mapping (with the
 * movement each occurrence answers) are
 * compared with the specs in the registry. (Reads the file, so it imports `node:fs`.)
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { BANKS } from "../banks/registry";
import { cnabSpec, cnabSupport, movementSupport } from "./registry";

const DOC = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "../../../docs/cnab.md"), "utf8");
const label = (bank: string, layout: string) => `${bank} ${BANKS[bank]!.name} CNAB ${layout.slice(4)}`;

/** Rows `| a | b | c |` of the first table after the heading that names `title`. */
function tableAfter(title: string): string[][] {
  const lines = DOC.split("\n");
  const at = lines.findIndex(
    (l) => l.startsWith("### ") && l.split(", ").some((part) => part.replace("### ", "") === title),
  );
  expect(at, `docs/cnab.md has no heading for ${title}`).toBeGreaterThan(-1);
  const rows: string[][] = [];
  for (const l of lines.slice(at + 1)) {
    if (l.startsWith("### ") || l.startsWith("## ")) break;
    if (l.startsWith("| ") && !l.startsWith("| code") && !l.startsWith("| ---")) {
      rows.push(
        l
          .slice(2, -2)
          .split(" | ")
          .map((c) => c.trim()),
      );
    }
  }
  return rows;
}

test.each(cnabSupport())(
  "the occurrence mapping of $bank_code $layout is documented",
  ({ bank_code, layout }) => {
    const spec = cnabSpec(bank_code, layout)!;
    const documented = tableAfter(label(bank_code, layout));
    const actual = Object.entries(spec.occurrences.codes)
      .sort()
      .map(([code, d]) => [code, d.kind, d.answers ?? "", d.description]);
    expect(documented).toEqual(actual);
  },
);

test("the movement table and the support table list every bank and layout", () => {
  for (const { bank_code, layout } of cnabSupport()) {
    const movements = [...movementSupport(bank_code, layout)].map(([m, s]) => `${m} ${s.code}`).join(" · ");
    expect(DOC).toContain(`| ${bank_code} | ${layout} | ${movements} |`);
    expect(DOC).toContain(`| ${bank_code} ${BANKS[bank_code]!.name.split(" ")[0]}`);
  }
});
