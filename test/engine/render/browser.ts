/**
 * A real headless Chromium for tests, with no system package: `@sparticuz/chromium` ships a
 * brotli-packed Chromium (plus SwiftShader and a font) inside the npm package, and
 * `puppeteer-core` drives it. Use `withBrowser` for one-off work, or `launchBrowser` in a
 * `beforeAll` / `afterAll` pair to share one browser across a file's tests.
 *
 * @example
 * const png = await screenshot(renderBoletoHtml(boleto), { width: 880, height: 1220 });
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Browser, Page } from "puppeteer-core";
import puppeteer from "puppeteer-core";

const require = createRequire(import.meta.url);

/**
 * Unpacks the packaged Chromium once per version into `<tmp>/lote-chromium-<version>` and returns
 * its directory. `@sparticuz/chromium` itself unpacks into the bare temp directory and trusts any
 * `chromium` file it finds there: a half-written one from a concurrent test file, or another
 * version left by another checkout. So the unpacking runs in a child process whose TMPDIR is a
 * private staging directory, which is then renamed into place (atomic; the loser of a race
 * discards its copy and uses the winner's).
 */
async function chromiumDir(): Promise<string> {
  // The package's exports hide package.json; its entry point sits two folders below it.
  const entry = require.resolve("@sparticuz/chromium");
  const { version } = JSON.parse(readFileSync(join(dirname(entry), "..", "..", "package.json"), "utf8"));
  const dir = join(tmpdir(), `lote-chromium-${version}`);
  if (existsSync(join(dir, "chromium"))) return dir;
  const staging = mkdtempSync(join(tmpdir(), `lote-chromium-${version}-staging-`));
  const script = "const { default: c } = await import('@sparticuz/chromium'); await c.executablePath();";
  await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], {
    cwd: fileURLToPath(new URL("../../..", import.meta.url)),
    env: { ...process.env, TMPDIR: staging },
  });
  // The package's fonts.conf names /tmp/fonts; ours names the unpacked copy, plus the system's.
  writeFileSync(
    join(staging, "fonts.conf"),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n` +
      `  <dir>${join(dir, "fonts")}</dir>\n  <cachedir>${join(dir, "fonts-cache")}</cachedir>\n</fontconfig>\n`,
  );
  mkdirSync(join(staging, "fonts-cache"), { recursive: true });
  try {
    renameSync(staging, dir);
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another process got there first
  }
  if (!existsSync(join(dir, "chromium"))) throw new Error(`Chromium did not unpack into ${dir}`);
  return dir;
}

/** Viewport of a screenshot in CSS pixels (device scale 1); defaults fit an A4 slip. */
export interface ScreenshotOptions {
  width?: number;
  height?: number;
}

/** One running browser: screenshots and prints HTML; `browser` is the raw puppeteer handle. */
export interface BrowserSession {
  browser: Browser;
  /** A fresh tab; close it when done (or let `close()` end them all). */
  newPage(): Promise<Page>;
  /** Renders `html` in a fresh tab and returns a PNG of the viewport. */
  screenshot(html: string, opts?: ScreenshotOptions): Promise<Uint8Array>;
  /** Prints `html` with Chromium's own print path (page size from its CSS `@page`), as PDF. */
  printToPdf(html: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** Starts headless Chromium (first call per machine unpacks it, ≈3 s). */
export async function launchBrowser(): Promise<BrowserSession> {
  const dir = await chromiumDir();
  const { default: chromium } = await import("@sparticuz/chromium");
  const browser = await puppeteer.launch({
    executablePath: join(dir, "chromium"),
    args: puppeteer.defaultArgs({ args: chromium.args, headless: "shell" }),
    headless: "shell",
    env: { ...process.env, FONTCONFIG_FILE: join(dir, "fonts.conf") },
  });
  const withPage = async <T>(
    html: string,
    fn: (page: Page) => Promise<T>,
    opts?: ScreenshotOptions,
  ): Promise<T> => {
    const page = await browser.newPage();
    try {
      // The viewport is set before the content so the page lays out at its final width.
      if (opts)
        await page.setViewport({
          width: opts.width ?? 880,
          height: opts.height ?? 1220,
          deviceScaleFactor: 1,
        });
      await page.setContent(html, { waitUntil: "load" });
      return await fn(page);
    } finally {
      await page.close();
    }
  };
  return {
    browser,
    newPage: () => browser.newPage(),
    screenshot: (html, opts = {}) =>
      withPage(html, async (page) => new Uint8Array(await page.screenshot({ type: "png" })), opts),
    printToPdf: (html) =>
      withPage(html, async (page) => new Uint8Array(await page.pdf({ preferCSSPageSize: true }))),
    close: () => browser.close(),
  };
}

/** Runs `fn` with a fresh browser and always closes it afterwards. */
export async function withBrowser<T>(fn: (session: BrowserSession) => Promise<T>): Promise<T> {
  const session = await launchBrowser();
  try {
    return await fn(session);
  } finally {
    await session.close();
  }
}

/** Opens `html` in a fresh headless Chromium and returns a PNG screenshot of the viewport. */
export function screenshot(html: string, opts?: ScreenshotOptions): Promise<Uint8Array> {
  return withBrowser((s) => s.screenshot(html, opts));
}

/** Prints `html` to PDF with a fresh headless Chromium (the browser's own print path). */
export function printToPdf(html: string): Promise<Uint8Array> {
  return withBrowser((s) => s.printToPdf(html));
}
