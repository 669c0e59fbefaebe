// What the API refuses at the door, with the path of the problem (issue 13): JSON nested too deep,
// oversized or too deep free-form objects, envelopes with unknown keys, external_ids that are not
// bounded strings, remessa and retorno inputs that do not match their schema.
import { describe, expect, it } from "vitest";
import { boletoItem, call, env, json, newTenant, type Tenant } from "./helpers";

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
    const jobs = await env.DB.prepare("SELECT COUNT(*) AS n FROM jobs WHERE tenant_id = ?")
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
