/**
 * Optional second opinion, never part of `npm test`: the same rendered boletos read by the Debian
 * tools the suite used before it moved to registry packages — poppler (`pdftoppm`, `pdftotext`),
 * zbar (`zbarimg`) and the system Chromium. Two independent rasterizers and decoders agreeing is
 * stronger evidence than one. Run with `npm run test:second-opinion` after
 * `apt-get install -y poppler-utils zbar-tools` (and `chromium` for the HTML check).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BANK_CODES } from "../../../src/engine/banks/registry";
import { renderBoletoHtml } from "../../../src/engine/render/html";
import { renderBoletoPdf } from "../../../src/engine/render/pdf";
import { builtBoleto } from "./built";

const has = (tool: string) => spawnSync("sh", ["-c", `command -v ${tool}`]).status === 0;
const missing = ["pdftoppm", "pdftotext", "zbarimg"].filter((n) => !has(n));
if (missing.length > 0) {
  throw new Error(`missing ${missing.join(", ")}: apt-get install -y poppler-utils zbar-tools`);
}
const dir = mkdtempSync(join(tmpdir(), "lote-second-opinion-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What zbar decodes for one symbology; I2/5 restricted to exactly 44 digits. */
function zbar(png: string, symbology: "i25" | "qrcode"): string[] {
  const config =
    symbology === "i25"
      ? ["-Si25.enable", "-Si25.min-length=44", "-Si25.max-length=44"]
      : ["-Sqrcode.enable"];
  const r = spawnSync("zbarimg", ["--raw", "-q", "-Sdisable", ...config, png], { encoding: "buffer" });
  if (r.status !== 0 && r.status !== 4) throw new Error(`zbarimg failed: ${r.stderr.toString()}`);
  return new TextDecoder()
    .decode(r.stdout)
    .split("\n")
    .filter((l) => l.length > 0);
}

describe("second opinion: poppler, zbar and the system Chromium", () => {
  it.each(BANK_CODES)("bank %s: pdftoppm + zbarimg + pdftotext read the PDF back exactly", async (code) => {
    const boleto = builtBoleto(code, { pix: true });
    const pdfPath = join(dir, `${code}.pdf`);
    writeFileSync(pdfPath, await renderBoletoPdf(boleto));
    execFileSync("pdftoppm", ["-r", "200", "-png", "-singlefile", pdfPath, join(dir, code)]);
    const png = join(dir, `${code}.png`);
    expect(zbar(png, "i25")).toEqual([boleto.barcode]);
    expect(zbar(png, "qrcode")).toEqual([boleto.pix_payload]);
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", pdfPath, "-"], { encoding: "utf8" });
    expect(text).toContain(boleto.digitable_line_formatted);
    expect(text).toContain(boleto.input.payer.name);
  });

  // The system Chromium is the most optional of the three (apt-get install -y chromium).
  it.runIf(has("chromium")).each(["001", "748"])(
    "bank %s: the system Chromium's screenshot of the HTML decodes",
    (code) => {
      const boleto = builtBoleto(code, { pix: true });
      const html = join(dir, `${code}.html`);
      const png = join(dir, `${code}.html.png`);
      writeFileSync(html, renderBoletoHtml(boleto));
      execFileSync(
        "chromium",
        [
          ...["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars"],
          ...["--disable-background-networking", "--disable-component-update", "--disable-sync"],
          `--user-data-dir=${join(dir, `profile-${code}`)}`,
          `--screenshot=${png}`,
          "--window-size=880,1220",
          `file://${html}`,
        ],
        { stdio: "ignore", timeout: 60_000 },
      );
      readFileSync(png); // throws if Chromium wrote nothing
      expect(zbar(png, "i25")).toEqual([boleto.barcode]);
      expect(zbar(png, "qrcode")).toEqual([boleto.pix_payload]);
    },
  );
});
