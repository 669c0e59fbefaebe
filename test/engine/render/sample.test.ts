/**
 * The sample page shown in the README (`docs/sample-boleto.png`): an Itaú Bolepix issued by
 * `buildBoleto` and rendered by `renderBoletoPdf`, rasterized by MuPDF at 100 dpi (1 bar module
 * = 1 pixel). Regenerate with `UPDATE_SAMPLE=1`; otherwise the test checks that the committed
 * picture still scans to the same barcode and PIX payload, so the README never shows a stale or
 * unreadable boleto.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildBoleto } from "../../../src/engine/boleto/build";
import { renderBoletoPdf } from "../../../src/engine/render/pdf";
import { richInput, TODAY } from "./built";
import { decodeBarcodes, rasterize } from "./tools";

const SAMPLE = fileURLToPath(new URL("../../../docs/sample-boleto.png", import.meta.url));

describe("docs/sample-boleto.png", () => {
  // A typical slip: carteira 109, R$ 1.250,00 due at the end of the month, with a Bolepix key.
  const input = {
    ...richInput("341", 342, true),
    wallet: "109",
    amount_cents: 125_000,
    due_date: "2025-06-30",
  };
  const boleto = buildBoleto(input, { today: TODAY });

  it("scans to the sample boleto's barcode and PIX payload", async () => {
    // Regenerating is a step of this test, not a test of its own, so a normal run skips nothing.
    if (process.env.UPDATE_SAMPLE === "1") {
      writeFileSync(SAMPLE, rasterize(await renderBoletoPdf(boleto), { dpi: 100 }));
    }
    expect(existsSync(SAMPLE)).toBe(true);
    const png = new Uint8Array(readFileSync(SAMPLE));
    expect(await decodeBarcodes(png, "i25")).toEqual([boleto.barcode]);
    expect(await decodeBarcodes(png, "qrcode")).toEqual([boleto.pix_payload]);
  });
});
