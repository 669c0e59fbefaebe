/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The web console in a real (headless) browser against the real Worker under wrangler dev with
// local queues: sign in, upload a CSV of 50 rows of which 2 are bad, watch the job finish, see
// both errors at their fields, fix one and retry, download the zip — plus the console's security
// headers, the key staying in the tab, the English toggle and a phone-sized viewport.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import type { Browser, ElementHandle, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, ROOT, type Service, startService } from "./harness";

const HEADER =
  "Referência;Nosso número;Valor;Vencimento;Pagador;CPF/CNPJ;Logradouro;Bairro;Cidade;UF;CEP;Banco;Agência;Conta;DV conta;Carteira;Beneficiário;CNPJ beneficiário";

/** 50 rows; row 8 has a wrong CPF and row 31 a wrong CEP (spreadsheet rows: header is row 1). */
function spreadsheet(): string {
  const rows = Array.from({ length: 50 }, (_, i) => {
    const n = i + 2;
    return [
      `NF-${7000 + i}`,
      String(70_000 + i).padStart(8, "0"),
      `${100 + i},${String(i).padStart(2, "0")}`,
      "10/03/2027",
      `Cliente ${i + 1} da Silva`,
      n === 8 ? "111.222.333-44" : "529.982.247-25",
      "Rua das Flores 12",
      "Centro",
      "São Paulo",
      "SP",
      n === 31 ? "0100" : "01001-000",
      "341",
      "1565",
      "13877",
      "1",
      "109",
      "ACME Cobranças Ltda",
      "11.222.333/0001-81",
    ].join(";");
  });
  return [HEADER, ...rows].join("\r\n");
}

let svc: Service;
let browser: Browser;
let page: Page;
let key: string;
let work: string;
const started = Date.now();

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "lote-console-test-"));
  [svc, browser] = await Promise.all([startService(), launchBrowser()]);
  key = await svc.newTenant();
  page = await browser.newPage();
  await page.setViewport({ width: 1200, height: 900 });
  page.setDefaultTimeout(45_000);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await svc?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
  console.log(`console browser test: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
});

/** Waits until `selector` matches exactly `n` elements. */
async function count(selector: string, n: number): Promise<void> {
  await page.waitForFunction((s, k) => document.querySelectorAll(s).length === k, {}, selector, n);
}

describe("console", () => {
  it("signs in, uploads a CSV with 2 bad rows, fixes one, retries and downloads the zip", async () => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => {
      // The wrong key's 401 is expected; any other console error is not.
      if (m.type() === "error" && !/status of 401/.test(m.text())) errors.push(m.text());
    });

    // The console is served with a strict CSP and no caching of secrets.
    const res = await page.goto(`${svc.url}/console/`, { waitUntil: "networkidle0" });
    const csp = res?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res?.headers()["x-frame-options"]).toBe("DENY");

    // Sign in: a wrong key is refused at the field; the right one is kept in this tab only.
    await page.type("#key", "lote_wrong_key");
    await page.click("form button[type=submit]");
    await page.waitForSelector("#key[aria-invalid=true]");
    await page.$eval("#key", (el) => {
      (el as HTMLInputElement).value = "";
    });
    await page.type("#key", key);
    await page.click("form button[type=submit]");
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Lotes de boletos");
    const stored = await page.evaluate(() => ({
      session: sessionStorage.getItem("lote.console.key"),
      local: JSON.stringify(localStorage),
      cookie: document.cookie,
      html: document.documentElement.outerHTML,
    }));
    expect(stored.session).toBe(key);
    expect(stored.local).not.toContain(key);
    expect(stored.cookie).toBe("");
    expect(stored.html).not.toContain(key);

    // Upload: the preview shows the 50 rows, 2 of them with errors named by row and column.
    const csvPath = join(work, "boletos.csv");
    writeFileSync(csvPath, Buffer.from(spreadsheet(), "latin1")); // Windows-1252, as Excel saves it
    await page.click('#nav a[href="#/upload"]');
    const input = (await page.waitForSelector("#csv-file")) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(csvPath);
    await page.waitForSelector("#preview-summary");
    expect(await page.$eval("#preview-summary", (el) => el.textContent)).toBe(
      "50 linhas: 48 válidas, 2 com erro",
    );
    const previewText = await page.$eval("#preview", (el) => el.textContent ?? "");
    expect(previewText).toContain("CPF/CNPJ");
    expect(previewText).toContain("CEP");

    // Create the job and watch it finish: the two bad rows become two fix forms.
    await page.click("#create-job");
    await page.waitForFunction(() => /^#\/jobs\/job_/.test(location.hash));
    const jobId = (await page.evaluate(() => location.hash)).slice("#/jobs/".length);
    await count("form.fix", 2);
    const forms = await page.$$eval("form.fix", (fs) =>
      fs.map((f) => ({
        title: f.querySelector("h3")?.textContent ?? "",
        fields: [...f.querySelectorAll("input[data-field]")].map((i) => ({
          field: i.getAttribute("data-field"),
          invalid: i.getAttribute("aria-invalid"),
          label: document.querySelector(`label[for="${i.id}"]`)?.textContent ?? "",
          error: document.getElementById(i.getAttribute("aria-describedby") ?? "")?.textContent ?? "",
          value: (i as HTMLInputElement).value,
        })),
      })),
    );
    expect(forms).toEqual([
      {
        title: "Linha 8 · NF-7006",
        fields: [
          {
            field: "payer.document",
            invalid: "true",
            label: "Campo payer.document — coluna “CPF/CNPJ”",
            error: expect.stringContaining("INVALID_CPF"),
            value: "111.222.333-44",
          },
        ],
      },
      {
        title: "Linha 31 · NF-7029",
        fields: [
          {
            field: "payer.address.zip_code",
            invalid: "true",
            label: "Campo payer.address.zip_code — coluna “CEP”",
            error: expect.stringContaining("INVALID_CEP"),
            value: "0100",
          },
        ],
      },
    ]);
    expect(await page.$eval("#progress", (el) => el.textContent)).toContain("50 de 50 itens finalizados");

    // Fix the CPF of row 8 with the keyboard and retry: one failure is left.
    const cpf = `form.fix[data-item] input[data-field="payer.document"]`;
    await page.focus(cpf);
    await page.keyboard.down("Control");
    await page.keyboard.press("KeyA");
    await page.keyboard.up("Control");
    await page.keyboard.type("390.533.447-05");
    await page.keyboard.press("Enter");
    await count("form.fix", 1);
    await page.waitForFunction(() => document.querySelector("#failed h2")?.textContent?.includes("(1)"));
    expect(await page.$eval("#progress", (el) => el.textContent)).toContain("49 emitidos");

    // The screenshot of the job page for the README (written to docs/ with UPDATE_SCREENSHOT=1).
    const shotPath = process.env.UPDATE_SCREENSHOT
      ? join(ROOT, "docs", "console-job.png")
      : join(ROOT, "tmp", "console-job.png");
    mkdirSync(join(shotPath, ".."), { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: shotPath as `${string}.png`,
      clip: { x: 0, y: 0, width: 1200, height: 900 },
    });
    expect(readFileSync(shotPath).subarray(1, 4).toString()).toBe("PNG");

    // Download the zip: prepare it, wait until it is ready, download it through the browser.
    await page.click('[data-download="zip"] button');
    const link = await page.waitForSelector('a[data-ready="zip"]');
    const downloads = join(work, "downloads");
    mkdirSync(downloads);
    const cdp = await page.createCDPSession();
    await cdp.send("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: downloads });
    await link?.click();
    const zipPath = join(downloads, `${jobId}.zip`);
    const deadline = Date.now() + 20_000;
    while (!existsSync(zipPath) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(readdirSync(downloads)).toEqual([`${jobId}.zip`]);
    const files = Object.keys(unzipSync(new Uint8Array(readFileSync(zipPath))));
    expect(files.filter((f) => f.endsWith(".pdf"))).toHaveLength(49);
    expect(files).toEqual(expect.arrayContaining(["manifest.json", "errors.json"]));

    // English, and a phone: the page does not scroll sideways.
    await page.click("#lang");
    await page.waitForFunction((id) => document.querySelector("h1")?.textContent === `Job ${id}`, {}, jobId);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    await page.setViewport({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Every form control has a label.
    const unlabeled = await page.$$eval(
      "input, select",
      (els) => els.filter((e) => !e.id || !document.querySelector(`label[for="${e.id}"]`)).length,
    );
    expect(unlabeled).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
