// The client's types are generated from the server's OpenAPI document; this keeps them in step:
// it regenerates them from the app's routes and compares with the committed file.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { appDocument, SCHEMA_PATH, schemaSource } from "../scripts/generate";

describe("clients/typescript/src/schema.d.ts", () => {
  it("is what openapi-typescript generates from the current /openapi.json", async () => {
    const fresh = await schemaSource(await appDocument());
    const committed = readFileSync(SCHEMA_PATH, "utf8");
    expect(
      committed === fresh,
      "the API changed: run `npx tsx clients/typescript/scripts/generate.ts` and commit src/schema.d.ts",
    ).toBe(true);
  });
});
