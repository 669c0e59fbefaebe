/**
 * The sample page shown in the README (`docs/sample-boleto.png`): an Itaú Bolepix issued by
 * `buildBoleto` and rendered by `renderBoletoPdf`, rasterised by poppler at 100 dpi (1 bar module
 * = 1 pixel). Regenerate with `UPDATE_SAMPLE=1`; otherwise the test checks that the committed
 * picture still scans to the same barcode and PIX payload, so the README never shows a stale or
 * unreadable boleto.
 */
import { copyFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { buildBoleto } from "../../../src/engine/boleto/build";
import { renderBoletoPdf } from "../../../src/engine/render/pdf";
import { richInput, TODAY } from "./built";
import { rasterise, requireTools, scratch, zbar } from "./tools";

requireTools("pdftoppm", "zbarimg");
const tmp = scratch();
afterAll(tmp.cleanup);

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

  it.runIf(process.env.UPDATE_SAMPLE === "1")("is regenerated", () => {
    copyFileSync(rasterise(renderBoletoPdf(boleto), tmp.dir, "sample", 100), SAMPLE);
  });

  it("scans to the sample boleto's barcode and PIX payload", () => {
    expect(existsSync(SAMPLE)).toBe(true);
    expect(zbar(SAMPLE, "i25")).toEqual([boleto.barcode]);
    expect(zbar(SAMPLE, "qrcode")).toEqual([boleto.pix_payload]);
  });
});
