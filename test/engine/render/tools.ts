/**
 * Test-only helpers that drive the real readers: poppler (`pdftoppm`, `pdftotext`), zbar
 * (`zbarimg`) and headless Chromium (Debian packages poppler-utils, zbar-tools, chromium).
 * The engine never imports this; only the decode tests do.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Throws a readable error when a required tool is not installed (CI installs them in .ci/run). */
export function requireTools(...names: string[]): void {
  const missing = names.filter((n) => spawnSync("sh", ["-c", `command -v ${n}`]).status !== 0);
  if (missing.length > 0) {
    throw new Error(`missing ${missing.join(", ")}: apt-get install -y poppler-utils zbar-tools chromium`);
  }
}

/** A scratch directory, removed by the returned cleanup function. */
export function scratch(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "lote-render-"));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Rasterises page 1 of `pdf` at `dpi` with pdftoppm and returns the PNG path. */
export function rasterise(pdf: Uint8Array, dir: string, name: string, dpi = 200): string {
  const pdfPath = join(dir, `${name}.pdf`);
  writeFileSync(pdfPath, pdf);
  execFileSync("pdftoppm", ["-r", String(dpi), "-png", "-singlefile", pdfPath, join(dir, name)]);
  return join(dir, `${name}.png`);
}

/** Rasterises every page of `pdf` at `dpi`; returns the PNG paths in page order. */
export function rasteriseAll(pdf: Uint8Array, dir: string, name: string, dpi = 200): string[] {
  const pdfPath = join(dir, `${name}.pdf`);
  writeFileSync(pdfPath, pdf);
  execFileSync("pdftoppm", ["-r", String(dpi), "-png", pdfPath, join(dir, name)]);
  return readdirSync(dir)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith(".png"))
    .sort()
    .map((f) => join(dir, f));
}

/** The text poppler extracts from `pdf`. */
export function pdfText(pdf: Uint8Array, dir: string, name: string): string {
  const pdfPath = join(dir, `${name}.pdf`);
  writeFileSync(pdfPath, pdf);
  return execFileSync("pdftotext", ["-enc", "UTF-8", pdfPath, "-"], { encoding: "utf8" });
}

/**
 * What zbar decodes from `png` for one symbology (`i25` or `qrcode`), one symbol per entry.
 * I2/5 is restricted to exactly 44 digits, the length of a boleto barcode.
 */
export function zbar(png: string, symbology: "i25" | "qrcode"): string[] {
  const config =
    symbology === "i25"
      ? ["-Si25.enable", "-Si25.min-length=44", "-Si25.max-length=44"]
      : ["-Sqrcode.enable"];
  const r = spawnSync("zbarimg", ["--raw", "-q", "-Sdisable", ...config, png], { encoding: "buffer" });
  if (r.status !== 0 && r.status !== 4) throw new Error(`zbarimg failed: ${r.stderr.toString()}`);
  // --raw prints each symbol's bytes followed by a newline; the payloads themselves have none.
  return new TextDecoder()
    .decode(r.stdout)
    .split("\n")
    .filter((l) => l.length > 0);
}

const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--hide-scrollbars",
];

/** Opens `html` in headless Chromium and returns a PNG screenshot of the window. */
export function screenshot(html: string, dir: string, name: string, width = 880, height = 1220): string {
  const htmlPath = join(dir, `${name}.html`);
  const png = join(dir, `${name}.png`);
  writeFileSync(htmlPath, html);
  execFileSync(
    "chromium",
    [
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${join(dir, `profile-${name}`)}`,
      `--screenshot=${png}`,
      `--window-size=${width},${height}`,
      `file://${htmlPath}`,
    ],
    { stdio: "ignore", timeout: 60_000 },
  );
  readFileSync(png); // throws if Chromium wrote nothing
  return png;
}

/** Prints `html` to PDF with headless Chromium (the browser's own print path, A4 from @page). */
export function printToPdf(html: string, dir: string, name: string): Uint8Array {
  const htmlPath = join(dir, `${name}.html`);
  const pdfPath = join(dir, `${name}.print.pdf`);
  writeFileSync(htmlPath, html);
  execFileSync(
    "chromium",
    [
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${join(dir, `profile-p-${name}`)}`,
      "--no-pdf-header-footer",
      `--print-to-pdf=${pdfPath}`,
      `file://${htmlPath}`,
    ],
    { stdio: "ignore", timeout: 60_000 },
  );
  return new Uint8Array(readFileSync(pdfPath));
}
