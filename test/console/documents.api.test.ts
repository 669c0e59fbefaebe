/**
 * Documents through the real API, read back at 150 dpi: the Worker from wrangler.toml (served by
 * wrangler's in-process harness, as the console test does) gets a logo through
 * `PUT /v1/logos/default` and a carnê job (`options.layout: "carne"`, Bolepix on every other
 * parcela); the carnê PDF and one boleto PDF are downloaded through their signed links, rasterized
 * with MuPDF at 150 dpi (a cheap scanner: bar edges no longer fall on whole pixels) and every
 * barcode and QR is decoded with ZXing. The logo is on the raster where the layout puts it. And a
 * Delbank boleto reaches its item with the BANK_RULE_UNCONFIRMED warning.
 *
 * It lives in the console project (Node) rather than the service project because MuPDF and ZXing
 * are WebAssembly modules loaded from node_modules, which workerd does not offer a test.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARNE_LOGO, CARNE_MARGIN, STRIP_H } from "../../src/engine/render/carne-layout";
import { FICHA_LOGO, RECIBO_LOGO } from "../../src/engine/render/layout";
import { sampleLogoPng } from "../engine/render/images";
import { decodeBarcodes, pdfText, rasterizeAll } from "../engine/render/tools";
import { type Service, startService } from "./harness";
import { logoMark, meanGrey } from "./raster";

const DPI = 150;

const BENEFICIARY = {
  name: "Empresa Fictícia de Cobrança Ltda",
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

/** Parcela `i` (1-based) of a plan of Itaú boletos; odd parcelas are Bolepix. */
function parcela(i: number): Record<string, unknown> {
  return {
    external_id: `parcela-${i}`,
    our_number: String(20_000 + i).padStart(8, "0"),
    amount_cents: 41_667,
    due_date: `2027-0${i}-10`,
    document_number: `CTR-42/${i}`,
    payer: {
      name: "José Bonifácio de Andrada e Silva",
      document: "529.982.247-25",
      address: {
        street: "Rua Pedro Lessa",
        number: "15",
        district: "Centro",
        city: "Rio de Janeiro",
        state: "RJ",
        zip_code: "20030-030",
      },
    },
    ...(i % 2 === 1 ? { pix: { key: "11222333000181", txid: `LOTECARNE${i}` } } : {}),
  };
}

let svc: Service;
let key: string;

beforeAll(async () => {
  svc = await startService();
  key = await svc.newTenant();
}, 120_000);

afterAll(async () => {
  await svc?.stop();
});

async function call(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${key}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  return fetch(`${svc.url}${path}`, { ...init, headers, body });
}

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** Polls `fn` until it returns a value (not null/undefined), up to 90 s. */
async function until<T>(fn: () => Promise<T | null | undefined>): Promise<T> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const v = await fn();
    if (v !== null && v !== undefined) return v;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A signed download link, fetched from the harness's origin. */
async function download(url: string): Promise<Uint8Array> {
  const u = new URL(url);
  const res = await fetch(`${svc.url}${u.pathname}${u.search}`);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

interface Item {
  item_id: string;
  status: string;
  barcode: string;
  pix_payload: string | null;
  digitable_line_formatted: string;
  artifacts: { type: string; url: string }[];
}
interface Manifest {
  consolidated: { type: string; status: string; url: string | null }[];
}

describe("documents through the API, decoded at 150 dpi", () => {
  it("a carnê job with the tenant's logo: every strip and one boleto PDF decode, the logo prints", async () => {
    const logoBytes = await sampleLogoPng();
    const logo = await json<{ sha256: string; scope: string; width: number; height: number }>(
      await call("/v1/logos/default", {
        method: "PUT",
        headers: { "content-type": "image/png" },
        body: new Blob([logoBytes as Uint8Array<ArrayBuffer>], { type: "image/png" }),
      }),
      201,
    );
    expect(logo.scope).toBe("default");

    const items = [1, 2, 3, 4].map(parcela);
    const created = await json<{ job_id: string }>(
      await call("/v1/jobs/boletos", {
        method: "POST",
        json: {
          defaults: {
            bank_code: "341",
            agency: "1565",
            account: "13877",
            wallet: "109",
            issue_date: "2026-12-01",
            beneficiary: BENEFICIARY,
          },
          items,
          options: { layout: "carne" },
        },
      }),
      202,
    );
    const job = await until(async () => {
      const j = await json<{ status: string; audit: { logos?: { scope: string; sha256: string }[] } }>(
        await call(`/v1/jobs/boletos/${created.job_id}`),
      );
      return ["completed", "partially_completed", "failed"].includes(j.status) ? j : null;
    });
    expect(job.status).toBe("completed");
    expect(job.audit.logos).toEqual([expect.objectContaining({ scope: "default", sha256: logo.sha256 })]);

    const manifest = await until(async () => {
      const m = await json<Manifest>(await call(`/v1/jobs/boletos/${created.job_id}/artifacts`));
      return m.consolidated.some((c) => c.type === "carne" && c.status === "ready") ? m : null;
    });
    const { data: issued } = await json<{ data: Item[] }>(
      await call(`/v1/jobs/boletos/${created.job_id}/items`),
    );
    expect(issued.map((i) => i.status)).toEqual(["completed", "completed", "completed", "completed"]);
    expect(issued.map((i) => Boolean(i.pix_payload))).toEqual([true, false, true, false]);

    // The carnê: 4 parcelas, 3 a sheet → 2 sheets; each strip's barcode and QR, the logo on each stub.
    const carne = manifest.consolidated.find((c) => c.type === "carne")!;
    const carnePdf = await download(carne.url as string);
    const sheets = rasterizeAll(carnePdf, { dpi: DPI });
    expect(sheets.length).toBe(2);
    for (const [s, png] of sheets.entries()) {
      const strips = issued.slice(3 * s, 3 * s + 3);
      expect((await decodeBarcodes(png, "i25")).sort()).toEqual(strips.map((i) => i.barcode).sort());
      expect((await decodeBarcodes(png, "qrcode")).sort()).toEqual(
        strips.flatMap((i) => (i.pix_payload ? [i.pix_payload] : [])).sort(),
      );
      for (let k = 0; k < strips.length; k++) {
        const slot = { ...CARNE_LOGO, y: CARNE_LOGO.y + CARNE_MARGIN + k * STRIP_H };
        expect(meanGrey(png, DPI, logoMark(logo, slot)), `sheet ${s + 1}, strip ${k + 1}: logo`).toBeLessThan(
          180,
        );
      }
    }
    const text = pdfText(carnePdf);
    for (const i of issued) expect(text).toContain(i.digitable_line_formatted);

    // One boleto PDF (a Bolepix): its barcode, its QR, and the logo above the recibo and the ficha.
    const first = issued[0]!;
    const pdf = await download(first.artifacts.find((a) => a.type === "pdf")!.url);
    const [page] = rasterizeAll(pdf, { dpi: DPI });
    expect(await decodeBarcodes(page!, "i25")).toEqual([first.barcode]);
    expect(await decodeBarcodes(page!, "qrcode")).toEqual([first.pix_payload]);
    expect(meanGrey(page!, DPI, logoMark(logo, RECIBO_LOGO)), "logo above the recibo").toBeLessThan(180);
    expect(meanGrey(page!, DPI, logoMark(logo, FICHA_LOGO)), "logo above the ficha").toBeLessThan(180);
  });
});

describe("issue-time warnings through the API", () => {
  it("a 435 Delbank boleto is issued with BANK_RULE_UNCONFIRMED on bank_code", async () => {
    const created = await json<{ job_id: string }>(
      await call("/v1/jobs/boletos", {
        method: "POST",
        json: {
          items: [
            {
              ...parcela(2),
              external_id: "delbank-1",
              bank_code: "435",
              agency: "0001",
              account: "1234567",
              wallet: "112",
              beneficiary: BENEFICIARY,
            },
          ],
          options: { pdf: false },
        },
      }),
      202,
    );
    const item = await until(async () => {
      const { data } = await json<{ data: (Item & { warnings: { code: string; path: string }[] })[] }>(
        await call(`/v1/jobs/boletos/${created.job_id}/items`),
      );
      return data[0] && ["completed", "failed", "skipped"].includes(data[0].status) ? data[0] : null;
    });
    expect(item.status, JSON.stringify(item)).toBe("completed");
    expect(item.warnings).toContainEqual(
      expect.objectContaining({ code: "BANK_RULE_UNCONFIRMED", path: "bank_code" }),
    );
  });
});
