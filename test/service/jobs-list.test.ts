// GET /v1/jobs: the tenant's jobs newest first, with filters and a cursor; never another tenant's.
import { describe, expect, it } from "vitest";
import { boletoItem, call, json, newTenant, submit } from "./helpers";

interface Page {
  data: { job_id: string; kind: string; items: { total: number } }[];
  next_page_token: string;
}

describe("GET /v1/jobs", () => {
  it("pages through the tenant's jobs newest first, filters by kind, and shows no other tenant's", async () => {
    const t = await newTenant();
    const other = await newTenant();
    await submit(other.key, { items: [boletoItem(1)], options: { pdf: false } });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(await submit(t.key, { items: [boletoItem(i)], options: { pdf: false } }));
    const up = await call("/v1/jobs/cnab/retornos", {
      method: "POST",
      key: t.key,
      body: "not a retorno",
      headers: { "content-type": "text/plain" },
    });
    const retorno = (await json<{ job_id: string }>(up)).job_id;

    const first = await json<Page>(await call("/v1/jobs?page_size=2", { key: t.key }));
    expect(first.data.map((j) => j.job_id)).toEqual([retorno, ids[2]]);
    const second = await json<Page>(
      await call(`/v1/jobs?page_size=2&page_token=${first.next_page_token}`, { key: t.key }),
    );
    expect(second.data.map((j) => j.job_id)).toEqual([ids[1], ids[0]]);
    expect(second.next_page_token).toBe("");

    const boletos = await json<Page>(await call("/v1/jobs?kind=boletos", { key: t.key }));
    expect(boletos.data.map((j) => j.job_id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(boletos.data[0]?.items.total).toBe(1);
    const mixed = await call(`/v1/jobs?kind=cnab_retorno&page_token=${first.next_page_token}`, {
      key: t.key,
    });
    expect(mixed.status).toBe(400);
    expect((await json(mixed)).code).toBe("INVALID_PAGE_TOKEN");
  });
});
