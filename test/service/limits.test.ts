// What the API refuses at the door, with the path of the problem (issue 13): JSON nested too deep,
// oversized or too deep free-form objects, envelopes with unknown keys, external_ids that are not
// bounded strings, remessa and retorno inputs that do not match their schema.
import { describe, expect, it } from "vitest";
import { sampleTitles } from "../engine/cnab/fixtures";
import {
  allItems,
  boletoItem,
  call,
  json,
  newTenant,
  submit,
  type Tenant,
  tenantDb,
  waitFor,
  waitForJob,
} from "./helpers";

interface Problem {
  status: number;
  code: string;
  errors?: { code: string; path: string; message: string }[];
}

async function post(t: Tenant, path: string, body: string): Promise<Response> {
  return call(path, { method: "POST", key: t.key, body, headers: { "content-type": "application/json" } });
}

const deepArrays = (n: number) => `${"[".repeat(n)}1${"]".repeat(n)}`;

describe("JSON nesting (defect 1)", () => {
  it("metadata nested 8,000 levels deep is 422 TOO_DEEP with its path; no job is created", async () => {
    const t = await newTenant();
    const res = await post(
      t,
      "/v1/jobs/boletos",
      `{"items":[${JSON.stringify(boletoItem(1))}],"metadata":{"x":${deepArrays(8_000)}}}`,
    );
    expect(res.status).toBe(422);
    const p = await json<Problem>(res);
    expect(p.code).toBe("VALIDATION_FAILED");
    const deep = p.errors?.filter((e) => e.code === "TOO_DEEP") ?? [];
    expect(deep.length).toBeGreaterThan(0);
    for (const e of deep) expect(e.path.startsWith("body.metadata.x[0]")).toBe(true);
    const jobs = await (await tenantDb(t.tenant_id))
      .prepare("SELECT COUNT(*) AS n FROM jobs WHERE tenant_id = ?")
      .bind(t.tenant_id)
      .first<{ n: number }>();
    expect(jobs?.n).toBe(0);
  });

  it("any JSON body of every POST deeper than 32 levels is 422 TOO_DEEP naming the first too-deep value", async () => {
    const t = await newTenant();
    const at32 = `{"items":[{"payer":${"[".repeat(29)}1${"]".repeat(29)}}]}`; // body, items, item + 29 = 32
    const ok = await post(t, "/v1/jobs/boletos", at32);
    expect(ok.status).toBe(202); // the item fails alone in the background
    for (const [path, body, where] of [
      ["/v1/jobs/boletos", `{"items":[{"payer":${deepArrays(30)}}]}`, "body.items[0].payer"],
      ["/v1/jobs/cnab/remessas", `{"titles":[{"payer":${deepArrays(40)}}]}`, "body.titles[0].payer"],
      ["/v1/webhooks", `{"url":"http://127.0.0.1/x","events":${deepArrays(40)}}`, "body.events"],
      ["/v1/sandbox/bank/retornos", `{"file_id":"x","outcomes":${deepArrays(40)}}`, "body.outcomes"],
    ] as const) {
      const res = await post(t, path, body);
      expect(res.status, path).toBe(422);
      const p = await json<Problem>(res);
      const issue = p.errors?.find((e) => e.code === "TOO_DEEP");
      expect(issue?.path.startsWith(where), `${path}: ${JSON.stringify(p.errors)}`).toBe(true);
    }
  });

  it("metadata: at most 8 levels and 16 KiB as JSON, else 422 with the path", async () => {
    const t = await newTenant();
    const item = boletoItem(1);
    const nine = { a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } };
    const eight = { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } };
    const cases: [unknown, number, string | null, string | null][] = [
      [eight, 202, null, null],
      [nine, 422, "TOO_DEEP", "body.metadata.a.b.c.d.e.f.g.h"],
      [{ big: "x".repeat(16 * 1024) }, 422, "TOO_LARGE", "body.metadata"],
      [{ fits: "x".repeat(16 * 1024 - 20) }, 202, null, null],
      [[1, 2], 422, "INVALID_TYPE", "body.metadata"],
    ];
    for (const [metadata, status, code, path] of cases) {
      const res = await post(t, "/v1/jobs/boletos", JSON.stringify({ items: [item], metadata }));
      expect(res.status, JSON.stringify(metadata).slice(0, 40)).toBe(status);
      if (code)
        expect((await json<Problem>(res)).errors).toContainEqual(expect.objectContaining({ code, path }));
    }
    const remessa = await post(t, "/v1/jobs/cnab/remessas", JSON.stringify({ titles: [{}], metadata: nine }));
    expect(remessa.status).toBe(422);
  });
});

describe("Idempotency-Key is bound to the route (defect 2)", () => {
  it("the same key on another job-creating route is 422 IDEMPOTENCY_KEY_REUSED, never a replay", async () => {
    const t = await newTenant();
    const body = JSON.stringify({ items: [boletoItem(1)], options: { pdf: false } });
    const headers = { "content-type": "application/json", "idempotency-key": "shared-key" };
    const first = await call("/v1/jobs/boletos", { method: "POST", key: t.key, body, headers });
    expect(first.status).toBe(202);
    // The same bytes as a retorno file, under the same key.
    const retorno = await call("/v1/jobs/cnab/retornos", {
      method: "POST",
      key: t.key,
      body,
      headers: { "content-type": "text/plain", "idempotency-key": "shared-key" },
    });
    expect(retorno.status).toBe(422);
    expect(retorno.headers.get("location")).toBeNull();
    expect((await json<Problem>(retorno)).code).toBe("IDEMPOTENCY_KEY_REUSED");
    // The original route still replays.
    const again = await call("/v1/jobs/boletos", { method: "POST", key: t.key, body, headers });
    expect(again.status).toBe(202);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
  });

  it("job envelopes refuse unknown top-level keys (a body with both items and titles)", async () => {
    const t = await newTenant();
    const both = JSON.stringify({ items: [boletoItem(1)], titles: [{ item_id: "itm_x" }] });
    const boletos = await post(t, "/v1/jobs/boletos", both);
    expect(boletos.status).toBe(422);
    expect((await json<Problem>(boletos)).errors).toContainEqual(
      expect.objectContaining({ code: "UNKNOWN_FIELD", path: "body.titles" }),
    );
    const remessas = await post(t, "/v1/jobs/cnab/remessas", both);
    expect(remessas.status).toBe(422);
    expect((await json<Problem>(remessas)).errors).toContainEqual(
      expect.objectContaining({ code: "UNKNOWN_FIELD", path: "body.items" }),
    );
    const opts = await post(t, "/v1/jobs/boletos", JSON.stringify({ items: [{}], options: { pfd: true } }));
    expect((await json<Problem>(opts)).errors).toContainEqual(
      expect.objectContaining({ code: "UNKNOWN_FIELD", path: "body.options.pfd" }),
    );
  });
});

describe("external_id (defect 3)", () => {
  it("must be a string of 1 to 100 characters, else 422 with the item's path", async () => {
    const t = await newTenant();
    const cases: [unknown, number, string | null][] = [
      [777, 422, "INVALID_TYPE"],
      ["", 422, "INVALID_REFERENCE"],
      ["x".repeat(60_000), 422, "INVALID_REFERENCE"],
      [null, 422, "INVALID_TYPE"],
      ["tab\tinside", 422, "INVALID_REFERENCE"],
      ["x".repeat(100), 202, null],
    ];
    for (const [externalId, status, code] of cases) {
      const items = [
        boletoItem(1, { external_id: `ok-${crypto.randomUUID()}` }),
        boletoItem(2, { external_id: externalId }),
      ];
      const res = await post(t, "/v1/jobs/boletos", JSON.stringify({ items, options: { pdf: false } }));
      expect(res.status, String(externalId).slice(0, 20)).toBe(status);
      if (code)
        expect((await json<Problem>(res)).errors).toContainEqual(
          expect.objectContaining({ code, path: "body.items[1].external_id" }),
        );
    }
    const inDefaults = await post(
      t,
      "/v1/jobs/boletos",
      JSON.stringify({ items: [boletoItem(3)], defaults: { external_id: "same-for-all" } }),
    );
    expect((await json<Problem>(inDefaults)).errors).toContainEqual(
      expect.objectContaining({ code: "NOT_ALLOWED", path: "body.defaults.external_id" }),
    );
    const title = await post(t, "/v1/jobs/cnab/remessas", JSON.stringify({ titles: [{ external_id: 5 }] }));
    expect((await json<Problem>(title)).errors).toContainEqual(
      expect.objectContaining({ code: "INVALID_TYPE", path: "body.titles[0].external_id" }),
    );
  });
});

/** Full CNAB entry titles of a bank × layout (the engine fixtures' first three). */
function entryTitles(bank: string, layout: string): Record<string, unknown>[] {
  return sampleTitles(bank)
    .slice(0, 3)
    .map(({ pix: _pix, ...t }) => ({ ...structuredClone(t), layout }) as Record<string, unknown>);
}

describe("remessa and retorno inputs are validated at accept (defect 5)", () => {
  it("company, movement, layout and file settings of the wrong shape are 422 with their path", async () => {
    const t = await newTenant();
    const titles = entryTitles("341", "cnab240");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ company: { name: { a: 1 }, document: "11.222.333/0001-81" } }, "body.company.name", "INVALID_TYPE"],
      [{ company: { name: "ACME", document: 11222333000181 } }, "body.company.document", "INVALID_TYPE"],
      [
        { company: { name: "ACME", document: "11.222.333/0001-00" } },
        "body.company.document",
        "INVALID_CNPJ",
      ],
      [{ movement: "bogus" }, "body.movement", "INVALID_VALUE"],
      [{ layout: 7 }, "body.layout", "INVALID_VALUE"],
      [{ titles: [{ item_id: 42 }] }, "body.titles[0].item_id", "INVALID_TYPE"],
      [
        { file_bank_fields: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [String(100 + i), {}])) },
        "body.file_bank_fields",
        "TOO_MANY_ITEMS",
      ],
    ];
    for (const [over, path, code] of cases) {
      const res = await post(t, "/v1/jobs/cnab/remessas", JSON.stringify({ titles, ...over }));
      expect(res.status, path).toBe(422);
      expect((await json<Problem>(res)).errors, path).toContainEqual(expect.objectContaining({ code, path }));
    }
  });

  it("a file retry's patches are validated like new titles; an unknown title id is refused", async () => {
    const t = await newTenant();
    // Espécie "ME" is a valid boleto that Bradesco's CNAB 400 refuses: with every title refused, the file fails.
    const brad = entryTitles("237", "cnab400").map((x) => ({ ...x, document_kind: "ME" }));
    const res = await post(t, "/v1/jobs/cnab/remessas", JSON.stringify({ titles: brad }));
    const jobId = (await json<{ job_id: string }>(res)).job_id;
    const file = await waitFor(async () => {
      const f = await json<{
        files: { file_id: string; status: string; titles: { item_id: string; status: string }[] }[];
      }>(await call(`/v1/jobs/cnab/remessas/${jobId}/files`, { key: t.key }));
      return f.files.find((x) => x.status === "failed");
    });
    const failed = file.titles.find((x) => x.status === "failed")?.item_id as string;
    const retry = (patches: unknown) =>
      post(t, `/v1/jobs/cnab/remessas/${jobId}/files/${file.file_id}/retry`, JSON.stringify({ patches }));
    const numeric = await retry({ [failed]: { payer: { document: 52998224725 } } });
    expect(numeric.status).toBe(422);
    expect((await json<Problem>(numeric)).errors).toContainEqual(
      expect.objectContaining({ code: "INVALID_TYPE", path: `body.patches.${failed}.payer.document` }),
    );
    const unknown = await retry({ itm_nope: { document_kind: "DM" } });
    expect((await json<Problem>(unknown)).errors).toContainEqual(
      expect.objectContaining({ code: "UNKNOWN_TITLE", path: "body.patches.itm_nope" }),
    );
  });

  it("a multipart retorno's webhook_url problems are reported at body.webhook_url", async () => {
    const t = await newTenant();
    const form = new FormData();
    form.set("file", new File(["x"], "r.ret"));
    form.set("webhook_url", "http://10.0.0.1/hook");
    const res = await call("/v1/jobs/cnab/retornos", { method: "POST", key: t.key, body: form });
    expect(res.status).toBe(422);
    expect((await json<Problem>(res)).errors).toContainEqual(
      expect.objectContaining({ code: "INVALID_WEBHOOK_URL", path: "body.webhook_url" }),
    );
  });
});

describe("due_date: null is à vista whatever the defaults (defect 6)", () => {
  it("an item with due_date null under defaults with a due date completes with factor 0000", async () => {
    const t = await newTenant();
    const { due_date: _d, ...item } = boletoItem(1);
    const jobId = await submit(t.key, {
      items: [
        { ...item, due_date: null },
        { ...item, our_number: "00020002", external_id: "dated" },
      ],
      defaults: { due_date: "2027-03-10" },
      options: { pdf: false },
    });
    expect((await waitForJob(t.key, jobId)).status).toBe("completed");
    const [avista, dated] = await allItems(t.key, jobId);
    expect(avista?.due_date).toBeNull();
    expect(String(avista?.barcode).slice(5, 9)).toBe("0000");
    expect(dated?.due_date).toBe("2027-03-10");
  });

  it("a retry patch with due_date null makes the item à vista", async () => {
    const t = await newTenant();
    const jobId = await submit(t.key, {
      items: [boletoItem(1, { payer: { ...(boletoItem(1).payer as object), document: "111.111.111-11" } })],
      options: { pdf: false },
    });
    await waitForJob(t.key, jobId);
    const [failed] = await allItems(t.key, jobId);
    const res = await post(
      t,
      `/v1/jobs/boletos/${jobId}/items/${failed?.item_id}/retry`,
      JSON.stringify({ patch: { payer: { document: "529.982.247-25" }, due_date: null } }),
    );
    expect(res.status).toBe(202);
    await waitFor(async () => {
      const [i] = await allItems(t.key, jobId);
      return i?.status === "completed" ? i : null;
    });
    const [done] = await allItems(t.key, jobId);
    expect(done?.due_date).toBeNull();
  });
});
