// The sample titles of every bank × layout are also what the service's tests send through the
// API (the fuzz suites build remessas from them): each must be a valid boleto item there, or a
// remessa of that bank fails at random in the service suite instead of here. `movement` is the
// remessa's own field; `pix` is left out because the samples carry the dynamic TXIDs (26–35
// characters) the PIX-in-CNAB writers take, which the item schema's static-QR limit refuses.
import { describe, expect, it } from "vitest";
import { boletoItemSchema } from "../../../src/engine/boleto/schema";
import { cnabSupport } from "../../../src/engine/cnab/registry";
import { sampleTitles } from "./fixtures";

describe("CNAB sample titles", () => {
  for (const { bank_code, layout } of cnabSupport())
    it(`${bank_code} ${layout}: every sample title is a valid boleto item`, () => {
      for (const t of sampleTitles(bank_code, layout)) {
        const {
          movement: _movement,
          pix: _pix,
          invoice_key: _key,
          ...item
        } = t as unknown as Record<string, unknown>;
        const parsed = boletoItemSchema.safeParse(item);
        expect(
          parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`),
        ).toEqual([]);
      }
    });
});
