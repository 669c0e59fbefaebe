/**
 * Every bank's published boleto vectors (`<code>-<name>/vectors.fixtures.ts`), collected over the
 * bank folders: each is built from its inputs and parsed back from both printed forms
 * (boleto-vector-suite), and each names where it was published. A bank with none is listed under
 * "Banks with no published vector" (or "Issued from the bank's codes only") in docs/banks.md.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BANK_VECTORS } from "../../../test/engine/bank-folders";
import { describeVectors } from "../../../test/engine/boleto-vector-suite";
import { BANK_CODES } from "./registry";

for (const [code, vectors] of BANK_VECTORS) {
  describe(`bank ${code}`, () => {
    describeVectors([...vectors]);

    it("every row is this bank's, with the project, commit, licence and file of its source", () => {
      for (const v of vectors) {
        expect(v.input.bank_code).toBe(code);
        expect(v.name.startsWith(`${code} `), v.name).toBe(true);
        expect(v.source.project).toMatch(/^[\w.-]+\/[\w.-]+$/);
        expect(v.source.commit).toMatch(/^[0-9a-f]{40}$/);
        expect(v.source.licence).not.toBe("");
        expect(v.source.path).not.toBe("");
      }
    });
  });
}

it("a bank without a published vector says so in docs/banks.md", () => {
  const banks = readFileSync(new URL("../../../docs/banks.md", import.meta.url), "utf8");
  const paragraph = (title: string) => {
    const from = banks.slice(banks.indexOf(title));
    return from.slice(0, from.indexOf("\n\n"));
  };
  const unpublished =
    paragraph("**Banks with no published vector**") + paragraph("**Issued from the bank's codes only.**");
  for (const code of BANK_CODES) {
    if (!BANK_VECTORS.has(code)) expect(unpublished, `bank ${code}`).toMatch(new RegExp(`\\b${code}\\b`));
  }
});
