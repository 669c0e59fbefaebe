/**
 * The sample pages shown in the README: `docs/sample-boleto.png`, an Itaú Bolepix issued by
 * `buildBoleto` and rendered by `renderBoletoPdf` with the sample logo, rasterized by MuPDF at
 * 100 dpi (1 bar module = 1 pixel); and `docs/sample-carne.png`, a carnê sheet of three parcelas of
 * one plan (`renderCarnePdf`, two of them Bolepix) at 150 dpi, the resolution the carnê is
 * checked at. Regenerate with `UPDATE_SAMPLE=1`; otherwise the test checks that the committed
 * pictures still scan to the same barcodes and PIX payloads, so the README never shows a stale or
 * unreadable page.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildBoleto } from "../../../src/engine/boleto/build";
import { renderCarnePdf } from "../../../src/engine/render/carne";
import { prepareLogo } from "../../../src/engine/render/logo";
import { renderBoletoPdf } from "../../../src/engine/render/pdf";
import { richInput, TODAY } from "./built";
import { sampleLogoPng } from "./images";
import { decodeBarcodes, rasterize } from "./tools";

const SAMPLE = fileURLToPath(new URL("../../../docs/sample-boleto.png", import.meta.url));
const CARNE = fileURLToPath(new URL("../../../docs/sample-carne.png", import.meta.url));

// A typical slip: carteira 109, R$ 1.250,00 due at the end of the month, with a Bolepix key.
const boleto = buildBoleto(
  { ...richInput("341", 342, true), wallet: "109", amount_cents: 125_000, due_date: "2025-06-30" },
  { today: TODAY },
);

// A plan of three monthly parcelas of R$ 416,67, the first and the last with a Bolepix key.
const plan = [0, 1, 2].map((i) =>
  buildBoleto(
    {
      ...richInput("341", 342, i !== 1),
      wallet: "109",
      our_number: String(20_001 + i),
      document_number: `CTR-2025-042/${i + 1}`,
      amount_cents: 41_667,
      due_date: `2025-0${7 + i}-10`,
      description: ["Plano Empresarial - 3 parcelas", `Parcela ${i + 1} de 3`],
    },
    { today: TODAY },
  ),
);

async function scans(png: Uint8Array) {
  return {
    bars: (await decodeBarcodes(png, "i25")).sort(),
    qrs: (await decodeBarcodes(png, "qrcode")).sort(),
  };
}

describe("README samples", () => {
  it("docs/sample-boleto.png scans to the sample boleto's barcode and PIX payload", async () => {
    // Regenerating is a step of this test, not a test of its own, so a normal run skips nothing.
    if (process.env.UPDATE_SAMPLE === "1") {
      const logo = await prepareLogo(await sampleLogoPng());
      writeFileSync(SAMPLE, rasterize(await renderBoletoPdf(boleto, { logo }), { dpi: 100 }));
    }
    expect(existsSync(SAMPLE)).toBe(true);
    const png = new Uint8Array(readFileSync(SAMPLE));
    expect(await scans(png)).toEqual({ bars: [boleto.barcode], qrs: [boleto.pix_payload] });
  });

  it("docs/sample-carne.png scans to the three parcelas' barcodes and PIX payloads", async () => {
    if (process.env.UPDATE_SAMPLE === "1") {
      const logo = await prepareLogo(await sampleLogoPng());
      writeFileSync(CARNE, rasterize(await renderCarnePdf(plan, { logo }), { dpi: 150 }));
    }
    expect(existsSync(CARNE)).toBe(true);
    const png = new Uint8Array(readFileSync(CARNE));
    expect(await scans(png)).toEqual({
      bars: plan.map((b) => b.barcode).sort(),
      qrs: plan.flatMap((b) => (b.pix_payload ? [b.pix_payload] : [])).sort(),
    });
  });
});
