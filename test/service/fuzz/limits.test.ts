/**
 * Worst cases on every POST endpoint (issue 9): invalid UTF-8 inside JSON bodies, 5,000-deep arrays
 * and objects everywhere, 10 MB bodies (accepted) and one byte more (413), a 10 MB item (413), a
 * 20 MB + 1 retorno (413) and a 1,000,000-line retorno that ends cleanly in the background.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, boletoItem, call, type Tenant } from "../helpers";
import { expectBoletosFinal, expectRemessasFinal, expectRetornosFinal } from "./final";
import {
  Accepted,
  clean,
  expectNoPollution,
  type Fixtures,
  fixtures,
  jsonEndpoints,
  type Problem,
  post,
  prototypeNames,
} from "./harness";
import {
  deepArrayText,
  deepMixedText,
  deepObjectText,
  enc,
  entryTitles,
  nextN,
  withInvalidBytes,
} from "./values";

const protos = prototypeNames();
const acc = new Accepted();
let fx: Fixtures;
let T: Tenant;
beforeAll(async () => {
  fx = await fixtures();
  T = fx.T;
}, 120_000);

const ENDPOINTS = jsonEndpoints(() => fx, ADMIN);
const ENDPOINT_ARB = fc.constantFrom(...ENDPOINTS);

describe("fuzz: invalid UTF-8, deep nesting and size worst cases on every POST endpoint", () => {
  it("invalid UTF-8 bytes inside JSON bodies", async () => {
    const text = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc.nat().map((n) => JSON.stringify({ items: [boletoItem(n % 1000)], options: { pdf: false } })),
      fc.constant(JSON.stringify({ url: "http://127.0.0.1/ok/x", events: ["*"] })),
      fc.constant(JSON.stringify({ name: "tenant é" })),
    );
    const cuts = fc.array(fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), seq: fc.nat() }), {
      minLength: 1,
      maxLength: 3,
    });
    await fc.assert(
      fc.asyncProperty(ENDPOINT_ARB, text, cuts, async (ep, t, c) => {
        const res = await clean(
          await post(ep.path(), ep.key(), withInvalidBytes(t, c), "application/json"),
          `${ep.name} invalid utf-8`,
        );
        if (ep.kind) acc.track(ep.kind, res, "invalid utf-8");
      }),
      { numRuns: 50 },
    );
  });

  it("5,000-deep arrays and objects, at the top and inside items, defaults, metadata, patches", async () => {
    const deep = [deepArrayText, deepObjectText, deepMixedText];
    const wrap = (d: string) => [
      d,
      `{"items":${d}}`,
      `{"items":[${d}]}`,
      `{"items":[{"payer":${d}}],"options":{"pdf":false}}`,
      `{"items":[${JSON.stringify(boletoItem(1)).slice(0, -1)},"instructions":${d}}],"options":{"pdf":false}}`,
      `{"items":[{"our_number":"1"}],"defaults":{"payer":${d}},"options":{"pdf":false}}`,
      `{"items":[${JSON.stringify(boletoItem(2))}],"metadata":{"x":${d}},"options":{"pdf":false}}`,
      `{"titles":[{"external_id":${d}}]}`,
      `{"titles":[${JSON.stringify(entryTitles("341", "cnab240")[0]).slice(0, -1)},"payer":${d}}],"company":${d}}`,
      `{"patch":${d}}`,
      `{"patches":{"x":${d}}}`,
      `{"url":${d},"events":${d}}`,
      `{"file_id":"x","outcomes":${d}}`,
      `{"name":${d},"limits":${d}}`,
    ];
    for (const d of deep) {
      for (const body of wrap(d)) {
        for (const ep of ENDPOINTS) {
          const res = await clean(
            await post(ep.path(), ep.key(), body, "application/json"),
            `${ep.name} deep ${body.slice(0, 40)}`,
          );
          if (ep.kind) acc.track(ep.kind, res, "deep");
        }
      }
    }
    // Deep query strings and headers are no different.
    await clean(
      await call(`/v1/jobs/cnab/retornos?file_name=${"%5B".repeat(5000)}`, {
        method: "POST",
        key: T.key,
        body: "x",
      }),
      "deep query",
    );
    // ~460 requests, and the item and file retries among them reprocess the fixture jobs ~80 times;
    // the local queues deliver at once, so that work runs in this isolate while the test does.
  }, 180_000);

  it("10 MB bodies are accepted; one byte more is 413; one 10 MB item is 413 too", async () => {
    const MAX = 10 * 1024 * 1024;
    const bytes = (s: string) => enc.encode(s).length;
    const pad = (s: string, size: number) => s + " ".repeat(size - bytes(s));
    const item = JSON.stringify(boletoItem(nextN()));
    // Exactly MAX bytes: one item padded with whitespace; 200 items of ~52 KB each; a remessa.
    const padded = pad(`{"items":[${item}],"options":{"pdf":false}}`, MAX);
    const notes = "ç".repeat(24_000);
    const many = pad(
      JSON.stringify({
        items: Array.from({ length: 200 }, () => ({ ...boletoItem(nextN()), notes })),
        options: { pdf: false },
      }),
      MAX,
    );
    const remessa = pad(JSON.stringify({ titles: entryTitles("341", "cnab240") }), MAX);
    for (const [path, body] of [
      ["/v1/jobs/boletos", padded],
      ["/v1/jobs/boletos", many],
      ["/v1/jobs/cnab/remessas", remessa],
    ] as const) {
      expect(bytes(body)).toBe(MAX);
      const res = await clean(await post(path, T.key, body, "application/json"), `${path} 10 MB`);
      expect(res.status, path).toBe(202);
      acc.track(path.includes("remessas") ? "remessa" : "boletos", res, "10 MB");
    }
    for (const [path, body] of [
      ["/v1/jobs/boletos", `${padded} `],
      ["/v1/jobs/boletos", `${many} `],
      ["/v1/jobs/cnab/remessas", `${remessa} `],
    ] as const) {
      expect(bytes(body)).toBe(MAX + 1);
      const res = await clean(await post(path, T.key, body, "application/json"), `${path} 10 MB + 1`);
      expect(res.status, path).toBe(413);
      expect((res.body as Problem).code).toBe("PAYLOAD_TOO_LARGE");
    }
    // Within the body limit, but one item of 10 MB: D1 cannot store it (2 MB per value) — a 413
    // naming the item, not a 500.
    const prefix = `{"items":[${item.slice(0, -1)},"unknown_field":"`;
    const suffix = `"}],"options":{"pdf":false}}`;
    const oneField = prefix + "x".repeat(MAX - bytes(prefix) - bytes(suffix)) + suffix;
    expect(bytes(oneField)).toBe(MAX);
    const big = await clean(
      await post("/v1/jobs/boletos", T.key, oneField, "application/json"),
      "10 MB item",
    );
    expect(big.status).toBe(413);
    expect((big.body as Problem).errors?.[0]?.path).toBe("body.items[0]");
    // Endpoints without a job: a 10 MB body is refused cleanly, never a 5xx.
    const huge = JSON.stringify({ url: "x".repeat(MAX), events: ["*"], patch: {}, name: "n", type: "zip" });
    for (const ep of ENDPOINTS.filter((e) => !e.kind)) {
      await clean(await post(ep.path(), ep.key(), huge, "application/json"), `${ep.name} 10 MB`);
    }
    const hugePatch = JSON.stringify({ patch: { payer: { name: "x".repeat(MAX - 100) } } });
    const p = await clean(
      await post(
        `/v1/jobs/boletos/${fx.boletoJob}/items/${fx.failedItem}/retry`,
        T.key,
        hugePatch,
        "application/json",
      ),
      "10 MB patch",
    );
    expect(p.status).toBe(413);
  });

  it("retornos: 20 MB + 1 is 413; a 1,000,000-line file is accepted and ends cleanly in the background", async () => {
    const MAX = 20 * 1024 * 1024;
    const over = new Uint8Array(MAX + 1).fill(0x41);
    const r413 = await clean(
      await post("/v1/jobs/cnab/retornos", T.key, over, "text/plain"),
      "retorno 20 MB + 1",
    );
    expect(r413.status).toBe(413);
    const form = new FormData();
    form.set("file", new File([over], "big.ret"));
    const m413 = await clean(
      await call("/v1/jobs/cnab/retornos", { method: "POST", key: T.key, body: form }),
      "multipart 20 MB + 1",
    );
    expect(m413.status).toBe(413);

    const LINES = 1_000_000;
    const short = "1\r\n".repeat(LINES);
    const [header, ...rest] = fx.retornoText.split("\r\n");
    const trailer = rest.filter(Boolean).pop() as string;
    const framed = `${header}\r\n${"3 x\r\n".repeat(LINES - 2)}${trailer}\r\n`;
    for (const [name, text] of [
      ["short lines", short],
      ["real header and trailer", framed],
    ] as const) {
      expect(text.length).toBeLessThan(MAX);
      const res = await clean(await post("/v1/jobs/cnab/retornos", T.key, text, "text/plain"), name);
      expect(res.status, name).toBe(202);
      acc.track("retorno", res, `1M lines: ${name}`);
    }
  });
});

describe("fuzz (worst cases): accepted work ends final with sound artifacts", () => {
  it("every accepted job ends final; items final; completed PDFs are real PDFs; no markup injected in HTML", async () => {
    expect(acc.jobs.length).toBeGreaterThan(5);
    expect(await expectBoletosFinal(acc, T.key)).toBeGreaterThanOrEqual(0);
  }, 300_000);

  it("every accepted remessa ends final; every completed file is lines of exactly 240/400 printable ASCII + CRLF", async () => {
    expect(await expectRemessasFinal(acc, T.key)).toBeGreaterThanOrEqual(1);
  }, 300_000);

  it("every accepted retorno ends final and its entries can be listed", async () => {
    await expectRetornosFinal(acc, T.key);
  }, 300_000);

  it("Object.prototype and Array.prototype are not polluted", () => {
    expectNoPollution(protos);
  });
});
