/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The web console in a real (headless) browser against the real Worker under wrangler dev with
// local queues: sign in, upload a CSV of 50 rows of which 2 are bad, watch the job finish, see
// both errors at their fields (in Portuguese), page through them, fix one and retry, download the
// zip; a carnê job's downloads (one carnê per payer, PDF and HTML); the jobs list by keyboard
// only; webhook deliveries (newest first, paged, filtered, redelivered) to a local receiver — plus
// the console's security headers, the key kept in memory only, the English toggle and a phone.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
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

/** Two payers with two parcelas each, `options.layout: "carne"` with HTML: two carnês, each PDF + HTML. */
function carneJob() {
  const address = {
    street: "Rua das Flores",
    number: "12",
    district: "Centro",
    city: "Campinas",
    state: "SP",
    zip_code: "13010-000",
  };
  const payers = [
    { name: "José da Silva", document: "529.982.247-25", address },
    { name: "Ana Souza", document: "390.533.447-05", address },
  ];
  return {
    defaults: {
      bank_code: "341",
      agency: "1565",
      account: "13877",
      account_digit: "1",
      wallet: "109",
      beneficiary: { name: "ACME Cobranças Ltda", document: "11.222.333/0001-81", address },
    },
    options: { layout: "carne", html: true },
    items: [0, 1, 2, 3].map((i) => ({
      external_id: `CARNE-${i}`,
      our_number: String(80_000 + i).padStart(8, "0"),
      amount_cents: 10_000,
      due_date: `2027-0${(i % 2) + 1}-10`,
      payer: payers[i < 2 ? 0 : 1],
    })),
  };
}

let svc: Service;
let browser: Browser;
let page: Page;
let key: string;
let work: string;
let carneJobId: string;
/** A webhook receiver on loopback that always answers 503: every delivery stays pending with an error. */
let hooks: Server;
const hookIds: string[] = [];
const started = Date.now();

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "lote-console-test-"));
  hooks = createServer((req, res) => {
    hookIds.push(String(req.headers["webhook-id"]));
    req.resume();
    res.writeHead(503).end();
  });
  await new Promise<void>((r) => hooks.listen(0, "127.0.0.1", r));
  [svc, browser] = await Promise.all([startService(), launchBrowser()]);
  key = await svc.newTenant();
  // The carnê job runs while the browser works on the spreadsheet.
  const res = await fetch(`${svc.url}/v1/jobs/boletos`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${key}`,
      "content-type": "application/json",
      "idempotency-key": "carne-1",
    },
    body: JSON.stringify(carneJob()),
  });
  expect(res.status).toBe(202);
  carneJobId = ((await res.json()) as { job_id: string }).job_id;
  page = await browser.newPage();
  await page.setViewport({ width: 1200, height: 900 });
  page.setDefaultTimeout(45_000);
  // Real paging with a page of one: the failed items and the deliveries are asked 1 per page, so
  // the "more" controls and their page_token round trips are exercised with 2 entries.
  await page.setRequestInterception(true);
  page.on("request", (req) => {
    const url = new URL(req.url());
    const paged =
      (url.pathname.endsWith("/items") && url.searchParams.get("status") === "failed") ||
      url.pathname === "/v1/webhooks/deliveries";
    if (paged && url.searchParams.has("page_size")) {
      url.searchParams.set("page_size", "1");
      return req.continue({ url: url.href });
    }
    return req.continue();
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await svc?.stop();
  hooks?.close();
  if (work) rmSync(work, { recursive: true, force: true });
  console.log(`console browser test: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
});

/** Waits until the first element matching `selector` has exactly the text `expected`. */
async function text(selector: string, expected: string): Promise<void> {
  await page.waitForFunction(
    (sel, want) => document.querySelector(sel)?.textContent === want,
    {},
    selector,
    expected,
  );
}

/** Waits until `predicate` holds (checked in Node every 100 ms). */
async function until(predicate: () => boolean | Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Clicks the download link `selector` until `path` exists. The downloads section repaints itself
 * (a poll that finds an artifact ready), and a click that lands on the row it just replaced
 * downloads nothing; a person would click again, so the test does too (at most four times).
 */
async function download(selector: string, path: string, what: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.click(selector);
    try {
      return await until(() => existsSync(path), what, 5_000);
    } catch (e) {
      if (attempt === 4) throw e;
    }
  }
}

/** Waits until `selector` matches exactly `n` elements. */
async function count(selector: string, n: number): Promise<void> {
  await page.waitForFunction((s, k) => document.querySelectorAll(s).length === k, {}, selector, n);
}

describe("console", () => {
  it("signs in, uploads a CSV with 2 bad rows, pages and fixes them, downloads the zip and the carnês, lists deliveries", async () => {
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

    // Sign in: a wrong key is refused at the field; the right one is kept in the page's memory only.
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
      session: JSON.stringify(sessionStorage),
      local: JSON.stringify(localStorage),
      cookie: document.cookie,
      html: document.documentElement.outerHTML,
    }));
    expect(stored.session).toBe("{}");
    expect(stored.local).not.toContain(key);
    expect(stored.cookie).toBe("");
    expect(stored.html).not.toContain(key);

    // A webhook endpoint on loopback for job.partially_completed only; its secret is shown once.
    await page.click('#nav a[href="#/webhooks"]');
    await page.waitForSelector("#wh-url");
    await text("#dl-h + p + div", "Nenhuma entrega ainda.");
    await page.type("#wh-url", `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hook`);
    for (const ev of ["job.completed", "job.failed"]) await page.click(`input[id="ev-${ev}"]`);
    await page.click("#wh-url ~ p button[type=submit]");
    expect(await (await page.waitForSelector("#whsec"))?.evaluate((el) => el.textContent)).toMatch(/^whsec_/);

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

    // Create the job and watch it finish: the failed items come one per page here, so the first
    // bad row is a fix form and "more" (the items' page_token) brings the second.
    await page.click("#create-job");
    await page.waitForFunction(() => /^#\/jobs\/job_/.test(location.hash));
    const jobId = (await page.evaluate(() => location.hash)).slice("#/jobs/".length);
    await count("form.fix", 1);
    expect(await page.$eval("#failed-more", (el) => el.textContent)).toContain(
      "Mostrando 1 de 2 itens com erro.",
    );
    await page.click("#failed-next");
    await count("form.fix", 2);
    expect(await page.$("#failed-next")).toBeNull();
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
        title: "Linha 8 da planilha · NF-7006",
        fields: [
          {
            field: "payer.document",
            invalid: "true",
            label: "CPF/CNPJ do pagador — coluna “CPF/CNPJ”",
            error: "INVALID_CPF: CPF inválido (os dígitos verificadores não conferem).",
            value: "111.222.333-44",
          },
        ],
      },
      {
        title: "Linha 31 da planilha · NF-7029",
        fields: [
          {
            field: "payer.address.zip_code",
            invalid: "true",
            label: "CEP do pagador — coluna “CEP”",
            error: "INVALID_CEP: CEP inválido: informe 8 dígitos.",
            value: "0100",
          },
        ],
      },
    ]);
    // The failed rows show as soon as validation fails them; the other 48 finish rendering after.
    await page.waitForFunction(() =>
      document.querySelector("#progress")?.textContent?.includes("50 de 50 itens finalizados"),
    );
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
    await until(() => existsSync(zipPath), "the zip");
    expect(readdirSync(downloads)).toEqual([`${jobId}.zip`]);
    const files = Object.keys(unzipSync(new Uint8Array(readFileSync(zipPath))));
    expect(files.filter((f) => f.endsWith(".pdf"))).toHaveLength(49);
    expect(files).toEqual(expect.arrayContaining(["manifest.json", "errors.json"]));

    // The jobs list by keyboard only: Tab from the heading to the carnê job's link, Enter opens it.
    await page.click('#nav a[href="#/"]');
    await page.waitForSelector(`a[href="#/jobs/${carneJobId}"]`);
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    let tabs = 0;
    while (
      !(await page.evaluate(
        (id) => document.activeElement?.getAttribute("href") === `#/jobs/${id}`,
        carneJobId,
      ))
    ) {
      expect(++tabs).toBeLessThan(10);
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await page.waitForFunction((id) => location.hash === `#/jobs/${id}`, {}, carneJobId);

    // Its downloads: one carnê per payer, each as PDF and HTML, named by payer, HTML saved as .html.
    await page.waitForFunction(() => document.querySelectorAll('a[data-ready^="carne"]').length === 4);
    const carnes = await page.$$eval('[data-download^="carne"]', (lis) =>
      lis.map((li) => ({
        type: li.getAttribute("data-download"),
        artifact: li.getAttribute("data-artifact"),
        label: li.querySelector("span")?.textContent,
        file: li.querySelector("a")?.getAttribute("download"),
      })),
    );
    const art = `art_${carneJobId.replace(/^job_/, "")}`; // artifact ids drop the "job_" prefix
    expect(carnes).toEqual([
      {
        type: "carne",
        artifact: `${art}_carne_g1`,
        label: "Carnê — 529.982.247-25",
        file: `${carneJobId}-carne-52998224725.pdf`,
      },
      {
        type: "carne_html",
        artifact: `${art}_carne_html_g1`,
        label: "Carnê (HTML, para imprimir) — 529.982.247-25",
        file: `${carneJobId}-carne-52998224725.html`,
      },
      {
        type: "carne",
        artifact: `${art}_carne_g1_p2`,
        label: "Carnê — 390.533.447-05",
        file: `${carneJobId}-carne-39053344705.pdf`,
      },
      {
        type: "carne_html",
        artifact: `${art}_carne_html_g1_p2`,
        label: "Carnê (HTML, para imprimir) — 390.533.447-05",
        file: `${carneJobId}-carne-39053344705.html`,
      },
    ]);
    const htmlPath = join(downloads, `${carneJobId}-carne-39053344705.html`);
    await download(`[data-artifact="${art}_carne_html_g1_p2"] a`, htmlPath, "the HTML carnê");
    expect(readFileSync(htmlPath, "utf8")).toMatch(/^<!doctype html>/i);

    // Deliveries: both job.partially_completed events reached the receiver (503), newest first,
    // one per page here, each pending with its next attempt and last error; filter; redeliver.
    // Both reached the receiver and their first attempt is recorded (the page does not refresh itself).
    await until(async () => {
      const r = await fetch(`${svc.url}/v1/webhooks/deliveries`, {
        headers: { authorization: `Bearer ${key}` },
      });
      const list = (await r.json()) as { data: { attempts: unknown[] }[] };
      return list.data.length === 2 && list.data.every((d) => d.attempts.length > 0);
    }, "two attempted deliveries");
    expect(new Set(hookIds).size).toBe(2);
    await page.click('#nav a[href="#/webhooks"]');
    await page.waitForSelector("tr[data-delivery]");
    await page.click("#dl-next");
    await count("tr[data-delivery]", 2);
    expect(await page.$("#dl-next")).toBeNull();
    const rows = await page.$$eval("tr[data-delivery]", (trs) =>
      trs.map((tr) => ({
        id: tr.getAttribute("data-delivery"),
        created: tr.getAttribute("data-created") ?? "",
        cells: [...tr.querySelectorAll("td")].map((td) => td.textContent ?? ""),
      })),
    );
    expect((rows[0]?.created ?? "") > (rows[1]?.created ?? "")).toBe(true);
    for (const r of rows) {
      expect(r.cells.slice(0, 2)).toEqual(["job.partially_completed", jobId]);
      expect(r.cells[3]).toBe("pendente");
      expect(r.cells[4]).toMatch(/\(HTTP 503\)$/);
      expect(r.cells[5]).toMatch(/\d/); // next attempt
      expect(r.cells[6]).toBe("HTTP 503");
    }
    await page.select("#dl-status", "delivered");
    await text("#dl-h + p + div", "Nenhuma entrega ainda.");
    await page.select("#dl-status", "pending");
    await page.waitForSelector("tr[data-delivery]");
    const sent = hookIds.length;
    await page.click("tr[data-delivery] button");
    await text("tr[data-delivery] [role=status]", "Entrega reenviada.");
    await until(() => hookIds.slice(sent).includes(rows[0]?.id ?? ""), "the redelivery");

    // English, and a phone: the page does not scroll sideways; the error is in English too.
    await page.evaluate((id) => {
      location.hash = `#/jobs/${id}`;
    }, jobId);
    await count("form.fix", 1);
    await page.click("#lang");
    await page.waitForFunction((id) => document.querySelector("h1")?.textContent === `Job ${id}`, {}, jobId);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    await text("form.fix .field-error", "INVALID_CEP: Invalid CEP: give 8 digits.");
    await page.setViewport({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Every form control has a label.
    const unlabeled = await page.$$eval(
      "input, select",
      (els) => els.filter((e) => !e.id || !document.querySelector(`label[for="${e.id}"]`)).length,
    );
    expect(unlabeled).toBe(0);

    // The key was in memory only: a reload signs out.
    await page.reload({ waitUntil: "networkidle0" });
    await page.waitForSelector("#key");
    expect(await page.$eval("h1", (el) => el.textContent)).toBe("Sign in to the console");
    expect(errors).toEqual([]);
  }, 120_000);
});
