// The documentation and the console's texts follow the code: docs/csv.md lists every CSV column
// with all its names, and both console languages have every text the pages ask for.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TEXTS } from "../../src/console/public/console/lib/i18n.js";
import { COLUMNS } from "../../src/csv/columns";
import { ROOT } from "./harness";

describe("docs/csv.md", () => {
  it("has a row for every column with its names and field", () => {
    const doc = readFileSync(join(ROOT, "docs", "csv.md"), "utf8");
    const rows = new Map(
      doc
        .split("\n")
        .filter((l) => /^\| `[a-z_]+` \|/.test(l))
        .map((l) => [/^\| `([a-z_]+)`/.exec(l)?.[1], l] as const),
    );
    for (const c of COLUMNS) {
      const row = rows.get(c.name);
      expect(row, c.name).toBeDefined();
      for (const name of c.pt) expect(row, `${c.name}: ${name}`).toContain(`\`${name}\``);
      expect(row, c.name).toContain(`\`${c.path.join(".")}\``);
    }
  });
});

describe("console texts", () => {
  it("has the same keys in Portuguese and English, and every key the pages use", () => {
    expect(Object.keys(TEXTS.en).sort()).toEqual(Object.keys(TEXTS.pt).sort());
    const dir = join(ROOT, "src", "console", "public", "console");
    const files = [
      ...readdirSync(dir).filter((f) => f.endsWith(".js")),
      ...readdirSync(join(dir, "pages")).map((f) => `pages/${f}`),
    ];
    const used = new Set<string>();
    for (const f of files) {
      const src = readFileSync(join(dir, f), "utf8");
      for (const m of src.matchAll(/\bt\("([\w.]+)"/g)) used.add(m[1] as string);
      // Table headers are keys too.
      for (const m of src.matchAll(/"(col\.[\w]+)"/g)) used.add(m[1] as string);
    }
    const missing = [...used].filter((k) => !(k in TEXTS.pt));
    expect(missing).toEqual([]);
  });
});
