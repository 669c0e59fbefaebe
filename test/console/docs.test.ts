// The documentation and the console's texts follow the code: docs/csv.md lists every CSV column
// with all its names, and both console languages have every text the pages ask for — including
// a text for every HTTP error code, every item error code docs/api.md lists, every download type
// and every delivery status the API answers.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "../../src/api/errors";
import { issueText, TEXTS } from "../../src/console/public/console/lib/i18n.js";
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

describe("console error texts", () => {
  const api = readFileSync(join(ROOT, "docs", "api.md"), "utf8");
  /** The generated client types: the API's enums as /openapi.json states them. */
  const schema = readFileSync(join(ROOT, "clients", "typescript", "src", "schema.d.ts"), "utf8");
  const enumOf = (re: RegExp) => [...(re.exec(schema)?.[1] ?? "").matchAll(/"(\w+)"/g)].map((m) => m[1]);

  it("has a text for every HTTP error code and every item error code docs/api.md lists", () => {
    const section = api.slice(api.indexOf("### Item error codes"), api.indexOf("Issues about a CNAB file"));
    const itemCodes = section
      .split("\n")
      .filter((l) => l.startsWith("| ") && !l.startsWith("| family"))
      .flatMap((l) => [...(l.split("|")[2] ?? "").matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
    expect(itemCodes.length).toBeGreaterThan(50);
    const missing = [...Object.keys(ERROR_STATUS), ...itemCodes].filter((c) => !(`err.${c}` in TEXTS.pt));
    expect(missing).toEqual([]);
  });

  it("has a text for every download type and every delivery status", () => {
    const types = enumOf(/ConsolidatedArtifact: \{[\s\S]*?\btype: ([^;]+);/);
    expect(types).toContain("carne_html");
    for (const type of types) expect(TEXTS.pt, type).toHaveProperty([`downloads.${type}`]);
    const statuses = enumOf(/WebhookDelivery: \{[\s\S]*?\bstatus: ([^;]+);/);
    expect(statuses).toEqual(["pending", "delivered", "failed", "disabled"]);
    for (const s of statuses) expect(TEXTS.pt, s).toHaveProperty([`status.${s}`]);
  });

  it("quotes the numbers and choices of the API's message, and falls back to it", () => {
    globalThis.localStorage = { getItem: () => "pt" } as unknown as Storage;
    expect(issueText({ code: "TOO_LONG", message: "payer.name must have at most 40 characters" })).toBe(
      "Longo demais: no máximo 40 caracteres.",
    );
    expect(issueText({ code: "INVALID_VALUE", message: 'layout must be one of "single", "carne"' })).toBe(
      'Valor não aceito; use um destes: "single", "carne".',
    );
    expect(issueText({ code: "INVALID_VALUE", message: "bank_fields.x is invalid" })).toBe(
      "Valor não aceito.",
    );
    expect(issueText({ code: "SOMETHING_NEW", message: "as the API says" })).toBe("as the API says");
  });
});
