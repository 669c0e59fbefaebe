/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The console as a receivables tool, in a real (headless) Chromium against the real Worker with
// local queues: 8 boletos issued through the API, 6 sent in a remessa, the sandbox bank's retorno
// registering them and paying one in full and one R$ 50,00 short. Then, in the browser: the
// dashboard's numbers and the boletos list's totals, search and filters against the API; "who
// paid" on the retorno with the divergence; a boleto's page with its PDF inline and a due-date
// change, sent in a remessa whose default selection leaves the paid titles out, confirmed by the
// bank and re-issued; the connections page adding and checking a simulator connection; every new
// page at 360 px with no sideways scroll. `UPDATE_SCREENSHOT=1` refreshes docs/console-*.png.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, ROOT, type Service, startService } from "./harness";

const BENEFICIARY = {
  name: "ACME Cobranças Ltda",
  document: "11.222.333/0001-81",
  address: {
    street: "Av. Paulista",
    number: "1000",
    district: "Bela Vista",
    city: "São Paulo",
    state: "SP",
    zip_code: "01310-100",
  },
};
const PAYERS = [
  "Maria Zélia Prado",
  "João Batista Lima",
  "Ana Souza",
  "Pedro Alves",
  "Carla Dias",
  "Bruno Reis",
  "Luiza Nunes",
  "Rafael Costa",
];
/** São Paulo's date `offset` days from today. */
const day = (offset: number) =>
  new Date(Date.now() - 3 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
/** Due dates: 3 past (10, 45, 100 days ago), today, 4 ahead. */
const DUES = [day(-10), day(-45), day(-100), day(0), day(15), day(20), day(25), day(30)];

let svc: Service;
let browser: Browser;
let page: Page;
let key: string;
let jobId: string;
let retornoId: string;
/** Item ids by external id. */
const ids = new Map<string, string>();
const shots = process.env.UPDATE_SCREENSHOT === "1";
const errors: string[] = [];
const started = Date.now();

async function api<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; json?: unknown; body?: string; type?: string } = {},
): Promise<T> {
  const res = await fetch(`${svc.url}${path}`, {
    method: init.method ?? "GET",
    headers: {
      authorization: `Bearer ${key}`,
      ...(init.json !== undefined
        ? { "content-type": "application/json" }
        : init.type
          ? { "content-type": init.type }
          : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function waitJob(id: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 600; i++) {
    const job = await api(`/v1/jobs/${id}`);
    if (["completed", "partially_completed", "failed"].includes(String(job.status))) return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${id} did not finish`);
}

/** The sandbox bank answers a remessa file; the answer is uploaded as a retorno and read. */
async function bankAnswers(fileId: string, outcomes: Record<string, unknown>[] = []): Promise<string> {
  const res = await fetch(`${svc.url}/v1/sandbox/bank/retornos`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ file_id: fileId, outcomes }),
  });
  expect(res.status).toBe(200);
  const up = await api<{ job_id: string }>("/v1/jobs/cnab/retornos", {
    method: "POST",
    body: await res.text(),
    type: "text/plain",
  });
  expect((await waitJob(up.job_id)).status).toBe("completed");
  return up.job_id;
}

const brl = (cents: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(cents / 100);

async function go(hash: string, ready: string): Promise<void> {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
  await page.waitForSelector(ready);
}

/** No sideways scroll at the phone's width. */
async function fits(width: number): Promise<void> {
  const w = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(w, `${await page.evaluate(() => location.hash)} is ${w} px wide`).toBeLessThanOrEqual(width);
}

async function shot(name: string): Promise<void> {
  if (shots)
    writeFileSync(join(ROOT, "docs", `console-${name}.png`), await page.screenshot({ fullPage: true }));
}

beforeAll(async () => {
  [svc, browser] = await Promise.all([startService(), launchBrowser()]);
  key = await svc.newTenant();
  const items = DUES.map((due, i) => ({
    external_id: `NF-${8100 + i}`,
    bank_code: "341",
    agency: "1565",
    account: "13877",
    account_digit: "1",
    wallet: "109",
    our_number: String(81_000 + i).padStart(8, "0"),
    amount_cents: 15_000 + i * 1_000,
    due_date: due,
    // NF-8106's is longer than Itaú's CNAB 400 field (10): its remessa says so at that title.
    document_number: i === 6 ? "NF-2026-000008106" : `${8100 + i}`,
    beneficiary: BENEFICIARY,
    payer: {
      name: PAYERS[i],
      document: "529.982.247-25",
      address: {
        street: "Rua das Flores",
        number: String(i + 1),
        district: "Centro",
        city: "São Paulo",
        state: "SP",
        zip_code: "01001-000",
      },
    },
  }));
  jobId = (await api<{ job_id: string }>("/v1/jobs/boletos", { method: "POST", json: { items } })).job_id;
  expect((await waitJob(jobId)).status).toBe("completed");
  const issued = await api<{ data: { item_id: string; external_id: string }[] }>(
    `/v1/jobs/boletos/${jobId}/items?page_size=100`,
  );
  for (const it of issued.data) ids.set(it.external_id, it.item_id);
  // The first 6 go to the bank; NF-8100 is paid in full, NF-8101 R$ 50,00 short.
  const rem = await api<{ job_id: string }>("/v1/jobs/cnab/remessas", {
    method: "POST",
    json: { layout: "cnab400", titles: issued.data.slice(0, 6).map((i) => ({ item_id: i.item_id })) },
  });
  await waitJob(rem.job_id);
  const files = await api<{ files: { file_id: string }[] }>(`/v1/jobs/cnab/remessas/${rem.job_id}/files`);
  retornoId = await bankAnswers(files.files[0]?.file_id ?? "", [
    { our_number: "00081000", kind: "paid", paid_on: day(-1) },
    { our_number: "00081001", kind: "paid", paid_cents: 11_000, paid_on: day(-2) },
  ]);
  page = await browser.newPage();
  page.setDefaultTimeout(30_000);
  await page.setViewport({ width: 1200, height: 900 });
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await svc?.stop();
  console.log(`receivables browser test: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
});

describe("the console as a receivables tool", () => {
  it("shows Sair only when signed in, and the dashboard's numbers are the API's", async () => {
    await page.goto(`${svc.url}/console/`, { waitUntil: "networkidle0" });
    await page.waitForSelector("#key");
    expect(await page.$eval("#signout", (el) => getComputedStyle(el).display)).toBe("none");
    await page.type("#key", key);
    await page.click("form button[type=submit]");
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Lotes de boletos");
    expect(await page.$eval("#signout", (el) => getComputedStyle(el).display)).not.toBe("none");

    await go("#/dashboard", "#chart-overdue svg");
    const s = await api<{
      received_per_day: { amount_cents: number }[];
      overdue_by_age: { bucket: string; count: number; amount_cents: number }[];
      due_today: { count: number; amount_cents: number };
    }>("/v1/boletos/summary?days=30");
    const tile = (k: string) => page.$eval(`[data-tile="${k}"] .amount`, (el) => el.textContent);
    expect(await tile("received30")).toBe(brl(15_000 + 11_000));
    // Overdue: NF-8102 (100 days, registered; NF-8100 and NF-8101 are paid). Due today: NF-8103.
    expect(s.overdue_by_age.map((b) => b.count)).toEqual([0, 0, 0, 1]);
    expect(await tile("overdue")).toBe(brl(17_000));
    expect(await tile("due_today")).toBe(brl(s.due_today.amount_cents));
    expect(s.due_today.amount_cents).toBe(18_000);
    for (const b of s.overdue_by_age) {
      expect(await page.$eval(`[data-age-count="${b.bucket}"]`, (el) => el.textContent)).toBe(
        String(b.count),
      );
      expect(await page.$eval(`[data-age-amount="${b.bucket}"]`, (el) => el.textContent)).toBe(
        brl(b.amount_cents),
      );
    }
    // One bar per day, drawn as inline SVG.
    expect(await page.$$eval("#chart-received rect.bar", (r) => r.length)).toBe(30);
    await shot("dashboard");
  });

  it("searches and filters the boletos with the totals the API gives", async () => {
    await go("#/boletos", "#boletos-list table");
    type Totals = Record<string, { count: number; amount_cents: number }>;
    const check = async (query: string) => {
      const want = await api<{ totals: Totals; data: { item_id: string }[] }>(`/v1/boletos?${query}`);
      for (const k of ["issued", "registered", "paid", "overdue", "received"]) {
        const sel = `[data-total="${k}"]`;
        expect(await page.$eval(`${sel} .amount`, (el) => el.textContent), `${query} ${k}`).toBe(
          brl(want.totals[k]?.amount_cents ?? 0),
        );
        expect(await page.$eval(`${sel} .count`, (el) => el.textContent)).toBe(
          `${want.totals[k]?.count} boletos`,
        );
      }
      expect(
        await page.$$eval("#boletos-list tbody tr", (rows) => rows.map((r) => r.getAttribute("data-item"))),
      ).toEqual(want.data.map((b) => b.item_id));
      return want;
    };
    const all = await check("");
    expect(all.totals.issued).toEqual({ count: 8, amount_cents: 8 * 15_000 + 28_000 });
    expect(all.totals.received).toEqual({ count: 2, amount_cents: 26_000 });

    // Search by the payer's name, accents and case as typed.
    await page.type("#f-q", "zélia");
    await page.click(".filters button[type=submit]");
    await page.waitForFunction(() => location.hash.startsWith("#/boletos?q=z%C3%A9lia"));
    await page.waitForFunction(() => document.querySelectorAll("#boletos-list tbody tr").length === 1);
    expect((await check("q=zélia")).data).toHaveLength(1);
    expect(await page.$eval("#boletos-list tbody tr a", (a) => a.textContent)).toBe("Maria Zélia Prado");

    // Paid ones, then open and overdue ones, sorted by due date.
    await go("#/boletos?bank_status=paid", "#boletos-list table");
    expect((await check("bank_status=paid")).data).toHaveLength(2);
    await go("#/boletos", "#f-overdue");
    await page.click("#f-overdue");
    await page.select("#f-sort", "due_date");
    await page.click(".filters button[type=submit]");
    await page.waitForFunction(() => location.hash.includes("overdue=true"));
    await page.waitForFunction(() => document.querySelectorAll("#boletos-list tbody tr").length === 1);
    const late = await check("overdue=true&sort=due_date");
    expect(late.data.map((b) => b.item_id)).toEqual([ids.get("NF-8102")]);
    expect(await page.$eval("#boletos-list tbody tr", (r) => r.textContent)).toContain("100 dias em atraso");
    await go("#/boletos", "#boletos-list table");
    await shot("boletos");

    // The keyboard alone: from the heading, Tab reaches the first boleto and Enter opens it.
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    for (let i = 0; i < 40; i++) {
      if (await page.evaluate(() => !!document.activeElement?.closest("#boletos-list tbody"))) break;
      await page.keyboard.press("Tab");
    }
    const first = await page.evaluate(() => document.activeElement?.getAttribute("href"));
    expect(first).toMatch(/^#\/boletos\/itm_/);
    await page.keyboard.press("Enter");
    await page.waitForFunction((h) => location.hash === h, {}, first);
    await page.waitForSelector("#codes");
  });

  it("shows who paid on the retorno, with the partial payment's divergence", async () => {
    await go(`#/retornos/${retornoId}`, "#who-paid-totals");
    const short = await page.waitForSelector('[data-divergence="underpaid"]');
    expect(await short?.evaluate((el) => el.textContent)).toBe(`pago a menor (${brl(11_000 - 16_000)})`);
    const row = await page.$eval('[data-divergence="underpaid"]', (el) => {
      const tr = el.closest("tr");
      return [...(tr?.querySelectorAll("td") ?? [])].map((td) => td.textContent);
    });
    expect(row[1]).toBe("João Batista Lima");
    expect(row[4]).toBe(brl(16_000));
    expect(row[5]).toBe(brl(11_000));
    expect(await page.$eval(`a[data-item="${ids.get("NF-8101")}"]`, (a) => a.getAttribute("href"))).toBe(
      `#/boletos/${ids.get("NF-8101")}`,
    );
    expect(await page.$eval('[data-total="paid"] .amount', (el) => el.textContent)).toBe(brl(26_000));
    expect(await page.$eval('[data-total="due"] .amount', (el) => el.textContent)).toBe(brl(31_000));
    await shot("retorno");
  });

  it("changes a boleto's due date from its page, sends it in a remessa without the paid titles, and shows the re-issued PDF", async () => {
    const itemId = ids.get("NF-8104") ?? "";
    await go(`#/boletos/${itemId}`, "#pdf-frame");
    const before = await api<{ digitable_line: string; digitable_line_formatted: string }>(
      `/v1/boletos/${itemId}`,
    );
    // The preview is the PDF itself, in a frame of a blob: URL the page made from the signed link's bytes.
    const pdf = await api<{ artifacts: { type: string; size: number }[] }>(`/v1/boletos/${itemId}`);
    const preview = await page.$eval("#pdf-frame", (f) => ({
      src: (f as HTMLIFrameElement).src,
      bytes: f.getAttribute("data-bytes"),
      attempt: f.getAttribute("data-attempt"),
    }));
    expect(preview.src).toMatch(/^blob:/);
    expect(preview).toMatchObject({
      bytes: String(pdf.artifacts.find((a) => a.type === "pdf")?.size),
      attempt: "1",
    });
    const link = await page.$eval("#pdf-link", (a) => (a as HTMLAnchorElement).href);
    expect(new TextDecoder().decode((await (await fetch(link)).arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    expect(
      await page.$$eval("#codes [data-copy]", (b) => b.map((x) => x.getAttribute("data-copy"))),
    ).toContain(before.digitable_line_formatted);
    expect(await page.$eval("#timeline", (el) => el.textContent)).toContain("registrado");
    await shot("boleto");

    // Change the due date: the action asks for confirmation first.
    const newDue = day(40);
    await page.click("#act-due button[aria-expanded]");
    await page.waitForSelector("#new-due");
    await page.$eval(
      "#new-due",
      (el, v) => {
        (el as HTMLInputElement).value = v;
      },
      newDue,
    );
    await page.click("#act-due form button[type=submit]");
    await page.waitForFunction(() => document.querySelector("main")?.textContent?.includes("na fila"));
    const queued = await api<{ data: { type: string; state: string }[] }>(
      `/v1/boletos/${itemId}/instructions`,
    );
    expect(queued.data).toMatchObject([{ type: "due_date_change", state: "queued" }]);

    // The job's remessa: by default only the 2 boletos never sent; paid ones cannot be chosen,
    // registered ones only on purpose, with a warning.
    await go(`#/jobs/${jobId}`, "#remessa-titles");
    const boxes = await page.$$eval("#remessa-titles input[type=checkbox]", (bs) =>
      bs.map((b) => ({
        item: b.getAttribute("data-item"),
        status: b.getAttribute("data-bank-status"),
        checked: (b as HTMLInputElement).checked,
        disabled: (b as HTMLInputElement).disabled,
      })),
    );
    expect(
      boxes
        .filter((b) => b.checked)
        .map((b) => b.item)
        .sort(),
    ).toEqual([ids.get("NF-8106"), ids.get("NF-8107")].sort());
    expect(boxes.filter((b) => b.status === "paid").every((b) => b.disabled && !b.checked)).toBe(true);
    expect(await page.$eval("#remessa-summary", (el) => el.textContent)).toBe(
      `Vão 2 títulos, ${brl(21_000 + 22_000)}; 6 ficam de fora. Instruções na fila destes bancos: 1 (vão junto nos arquivos dos seus convênios).`,
    );
    expect(await page.$("#remessa-warning .warn")).toBeNull();
    await page.click("#remessa-titles summary");
    await page.click(`#rt-${ids.get("NF-8105")}`);
    expect(await page.$eval("#remessa-warning .warn", (el) => el.textContent)).toContain(
      "1 títulos escolhidos já estão no banco",
    );
    await page.click(`#rt-${ids.get("NF-8105")}`);
    await page.waitForFunction(() => !document.querySelector("#remessa-warning .warn"));
    await shot("remessa");
    await page.select("#remessa-layout", "cnab400");
    await page.click("#remessa-send");
    await page.waitForFunction(() => location.hash === "#/remessas");
    const cut = await page.waitForSelector(".title-warnings li[data-title]");
    expect(await cut?.evaluate((el) => el.textContent)).toMatch(
      /^00081006: Número do documento — CNAB_TEXT_TRUNCATED: Cortado para caber no campo do banco; foi escrito “NF-2026-0+”/,
    );

    // The remessa carries the 2 titles and the instruction; the bank confirms everything.
    const jobs = await api<{ data: { job_id: string }[] }>("/v1/jobs?kind=cnab_remessa&page_size=1");
    const remessaId = jobs.data[0]?.job_id ?? "";
    await waitJob(remessaId);
    const files = await api<{
      files: { file_id: string; titles: { reference: string; movement: string }[] }[];
    }>(`/v1/jobs/cnab/remessas/${remessaId}/files`);
    const titles = files.files.flatMap((f) => f.titles);
    expect(titles.map((x) => `${x.reference}:${x.movement}`).sort()).toEqual(
      [`${ids.get("NF-8106")}:entry`, `${ids.get("NF-8107")}:entry`, `${itemId}:due_date_change`].sort(),
    );
    for (const f of files.files) await bankAnswers(f.file_id);
    // The re-issue renders in the background: wait for its new PDF.
    let after = await api<{ due_date: string; digitable_line: string; attempt: number; status: string }>(
      `/v1/boletos/${itemId}`,
    );
    for (let i = 0; i < 300 && !(after.attempt === 2 && after.status === "completed"); i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await api(`/v1/boletos/${itemId}`);
    }
    expect(after).toMatchObject({ due_date: newDue, attempt: 2 });
    expect(after.digitable_line).not.toBe(before.digitable_line);

    // Its page now shows the new due date and the re-issued PDF (attempt 2).
    await go(`#/boletos/${itemId}?after=1`, "#pdf-frame[data-attempt='2']");
    const facts = await page.$eval("#facts", (el) => el.textContent);
    expect(facts).toContain(new Date(`${newDue}T12:00:00Z`).toLocaleDateString("pt-BR", { timeZone: "UTC" }));
    expect(await page.$eval("#timeline", (el) => el.textContent)).toContain("Reemitido");
    const reissued = await api<{ artifacts: { type: string; size: number }[] }>(`/v1/boletos/${itemId}`);
    expect(await page.$eval("#pdf-frame", (f) => f.getAttribute("data-bytes"))).toBe(
      String(reissued.artifacts.find((a) => a.type === "pdf")?.size),
    );
  });

  it("adds a bank connection and checks it against the simulator", async () => {
    await go("#/connections", "#c-provider");
    await page.select("#c-provider", "341");
    await page.type("#c-name", "Itaú simulado");
    await page.select("#c-environment", "simulator");
    await page.type("#c-client_id", "lote-client");
    await page.type("#c-client_secret", "lote-secret");
    await page.type("#c-agency", "1500");
    await page.type("#c-account", "05206");
    await page.type("#c-wallet", "109");
    await page.type("#c-api_key", "sim-api-key");
    await page.click("#connection-new button[type=submit]");
    await page.waitForSelector("[data-check]");
    const [conn] = (await api<{ data: { connection_id: string; name: string }[] }>("/v1/connections")).data;
    expect(conn?.name).toBe("Itaú simulado");
    await page.click(`[data-check="${conn?.connection_id}"]`);
    await page.waitForFunction(
      (id) => (document.querySelector(`[data-last-check="${id}"]`)?.textContent ?? "—") !== "—",
      {},
      conn?.connection_id,
    );
    expect(await page.$eval(`[data-last-check="${conn?.connection_id}"]`, (el) => el.textContent)).toMatch(
      /^Conexão funcionando/,
    );
    const viewed = (
      await api<{ data: { last_check: { ok: boolean } | null; circuit: { state: string } }[] }>(
        "/v1/connections",
      )
    ).data[0];
    expect(viewed?.last_check?.ok).toBe(true);
    expect(await page.$eval("[data-circuit]", (el) => el.getAttribute("data-circuit"))).toBe(
      viewed?.circuit.state,
    );
    expect(await page.$eval("main", (el) => el.textContent)).not.toContain("lote-secret");
    await shot("connections");
  });

  it("fits a 360 px phone: cards instead of wide tables, no sideways scroll, labelled inputs", async () => {
    await page.setViewport({ width: 360, height: 740 });
    const pages: [string, string][] = [
      ["#/dashboard", "#chart-overdue svg"],
      ["#/boletos", "#boletos-list table"],
      [`#/boletos/${ids.get("NF-8101")}`, "#timeline"],
      [`#/retornos/${retornoId}`, "#who-paid-totals"],
      [`#/jobs/${jobId}`, "#items table"],
      ["#/remessas", "main h1"],
      ["#/connections", "#c-provider"],
    ];
    for (const [hash, ready] of pages) {
      await go(hash, ready);
      await new Promise((r) => setTimeout(r, 150));
      await fits(360);
      const unlabelled = await page.$$eval("main input:not([type=hidden]), main select", (els) =>
        els
          .filter((e) => !e.getAttribute("aria-label") && !document.querySelector(`label[for="${e.id}"]`))
          .map((e) => e.id || e.outerHTML),
      );
      expect(unlabelled, hash).toEqual([]);
    }
    // A row is a card: its first cell leads it, the others show their column's name.
    await go("#/boletos", "#boletos-list table");
    expect(
      await page.$eval(
        "#boletos-list tbody td:nth-child(2)",
        (td) => getComputedStyle(td, "::before").content,
      ),
    ).toContain("Referência");
    const rowHeight = await page.$eval("#boletos-list tbody tr", (tr) => tr.getBoundingClientRect().height);
    expect(rowHeight).toBeLessThan(320);
    await go(`#/jobs/${jobId}`, "#items tbody tr");
    const itemHeight = await page.$eval("#items tbody tr", (tr) => tr.getBoundingClientRect().height);
    await go("#/boletos", "#boletos-list tbody tr");
    const navHeight = await page.$eval("header.top", (el) => el.getBoundingClientRect().height);
    console.log(
      `360 px: boleto card ${rowHeight} px, job item card ${itemHeight} px, header ${navHeight} px`,
    );
    expect(navHeight).toBeLessThan(110);
    // The complaint was item rows about 180 px tall on a phone: a card is shorter.
    expect(itemHeight).toBeLessThan(180);
    if (shots)
      writeFileSync(join(ROOT, "docs", "console-phone.png"), await page.screenshot({ fullPage: true }));
    await go(`#/boletos/${ids.get("NF-8101")}`, "#timeline");
    await fits(360);

    // English has every text of these pages.
    await page.click("#lang");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    await go("#/boletos", '[data-total="received"] dt');
    await page.waitForFunction(
      () => document.querySelector('[data-total="received"] dt')?.textContent === "Received",
    );
    await page.click("#lang");
    await page.setViewport({ width: 1200, height: 900 });
    expect(errors).toEqual([]);
  });
});
