// GET /v1/boletos (the tenant's boletos across jobs: search, filters, sort, paging, totals, CSV)
// and GET /v1/boletos/summary (received per day, overdue by age, due today, last files), through
// the real routes, queues, a remessa and the sandbox bank's retorno with a partial payment.
import { beforeAll, describe, expect, it } from "vitest";
import { allItems, boletoItem, call, json, newTenant, submit, waitForJob } from "./helpers";
import { bankAnswers, instruct, remessa } from "./life-helpers";

interface Entry {
  item_id: string;
  external_id: string | null;
  payer: { name: string | null; document: string | null };
  our_number: string | null;
  digitable_line: string | null;
  amount_cents: number | null;
  due_date: string | null;
  bank_status: string;
  registration_path: string;
  paid_cents: number | null;
  paid_on: string | null;
  payment_divergence: string | null;
  overdue: boolean;
  days_overdue: number;
}
interface Total {
  count: number;
  amount_cents: number;
}
interface Page {
  data: Entry[];
  totals: Record<"issued" | "registered" | "paid" | "overdue" | "received", Total>;
  today: string;
  next_page_token: string;
}

const day = (offset: number) =>
  new Date(Date.now() - 3 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

let key: string;
let second: string;
const list = async (q: string, k = key) => {
  const res = await call(`/v1/boletos?${q}`, { key: k });
  expect(res.status, await res.clone().text()).toBe(200);
  return json<Page>(res);
};

beforeAll(async () => {
  key = (await newTenant()).key;
  second = (await newTenant()).key;
  // 6 boletos in one job (due 5, 8, 10, 45 and 100 days ago and today), 2 in another (due ahead).
  const dues = [day(-5), day(-8), day(-10), day(0), day(-45), day(-100)];
  const first = await submit(key, {
    items: dues.map((d, i) =>
      boletoItem(i, {
        due_date: d,
        payer: {
          ...(boletoItem(i).payer as object),
          name: i === 2 ? "Maria Zélia Prado" : `José da Silva ${i}`,
        },
      }),
    ),
  });
  const other = await submit(key, {
    items: [boletoItem(10, { due_date: day(5) }), boletoItem(11, { due_date: day(6) })],
  });
  await submit(second, { items: [boletoItem(0, { due_date: day(-45) })] });
  for (const j of [first, other]) expect((await waitForJob(key, j)).status).toBe("completed");
  // Send the first job's boletos, then the bank: 0 paid in full, 1 paid R$ 50,00 short, the rest registered.
  const items = await allItems(key, first);
  const sent = await remessa(key, { layout: "cnab400", titles: items.map((i) => ({ item_id: i.item_id })) });
  const file = sent.files[0];
  if (!file) throw new Error("no remessa file");
  await bankAnswers(key, file.file_id, {
    outcomes: [
      { our_number: "00010000", kind: "paid", paid_on: day(-1) },
      { our_number: "00010001", kind: "paid", paid_cents: 5_001, paid_on: day(-2) },
    ],
  });
}, 120_000);

describe("GET /v1/boletos", () => {
  it("lists the tenant's boletos across jobs with the totals of the filtered set", async () => {
    const all = await list("page_size=50");
    expect(all.data).toHaveLength(8);
    expect(all.totals.issued).toEqual({
      count: 8,
      amount_cents: 8 * 10_000 + 0 + 1 + 2 + 3 + 4 + 5 + 10 + 11,
    });
    expect(all.totals.paid.count).toBe(2);
    expect(all.totals.received).toEqual({ count: 2, amount_cents: 10_000 + 5_001 });
    expect(all.totals.registered.count).toBe(4);
    // Overdue: open and past due — 2, 4 and 5 (registered); 0 and 1 are paid.
    expect(all.totals.overdue).toEqual({ count: 3, amount_cents: 10_002 + 10_004 + 10_005 });
    const late = all.data.find((b) => b.external_id === "ext-2");
    expect(late).toMatchObject({
      overdue: true,
      days_overdue: 10,
      bank_status: "registered",
      registration_path: "cnab",
    });
    const short = all.data.find((b) => b.external_id === "ext-1");
    expect(short).toMatchObject({
      bank_status: "paid",
      paid_cents: 5_001,
      payment_divergence: "underpaid",
      paid_on: day(-2),
    });
  });

  it("searches by payer name, document, nosso número, external id and linha digitável", async () => {
    expect((await list("q=z%C3%A9lia")).data.map((b) => b.external_id)).toEqual(["ext-2"]);
    expect((await list("q=ext-11")).data.map((b) => b.external_id)).toEqual(["ext-11"]);
    expect((await list("q=00010004")).data.map((b) => b.external_id)).toEqual(["ext-4"]);
    expect((await list("q=529.982.247-25")).data).toHaveLength(8);
    const one = (await list("q=ext-5")).data[0];
    const line = one?.digitable_line ?? "";
    expect((await list(`q=${line}`)).data.map((b) => b.external_id)).toEqual(["ext-5"]);
    // A LIKE wildcard is searched for as itself.
    expect((await list("q=%25")).data).toHaveLength(0);
  });

  it("filters by status, bank, due and paid ranges, overdue, divergence and path", async () => {
    expect((await list("bank_status=paid")).totals.issued.count).toBe(2);
    expect((await list("bank_status=paid,registered")).totals.issued.count).toBe(6);
    expect((await list("bank_status=issued")).data.map((b) => b.external_id).sort()).toEqual([
      "ext-10",
      "ext-11",
    ]);
    expect((await list("bank_code=341")).totals.issued.count).toBe(8);
    expect((await list("bank_code=001")).totals.issued.count).toBe(0);
    const due = await list(`due_from=${day(0)}&due_to=${day(20)}`);
    expect(due.data.map((b) => b.external_id).sort()).toEqual(["ext-10", "ext-11", "ext-3"]);
    expect((await list("overdue=true&sort=due_date")).data.map((b) => b.external_id)).toEqual([
      "ext-5",
      "ext-4",
      "ext-2",
    ]);
    expect((await list(`paid_from=${day(-2)}&paid_to=${day(-2)}`)).data.map((b) => b.external_id)).toEqual([
      "ext-1",
    ]);
    expect((await list("divergence=any")).data.map((b) => b.external_id)).toEqual(["ext-1"]);
    expect((await list("divergence=overpaid")).data).toHaveLength(0);
    expect((await list("path=cnab")).totals.issued.count).toBe(8);
    expect((await list("path=api")).totals.issued.count).toBe(0);
    const some = (await list("sort=due_date&page_size=2")).data.map((b) => b.item_id);
    expect((await list(`item_ids=${some.join(",")}&sort=due_date`)).data.map((b) => b.item_id)).toEqual(some);
  });

  it("sorts and pages with the filter kept in the token", async () => {
    const byDue = await list("sort=due_date&page_size=3");
    expect(byDue.data.map((b) => b.due_date)).toEqual([day(-100), day(-45), day(-10)]);
    expect(byDue.totals.issued.count).toBe(8);
    const seen = [...byDue.data];
    let token = byDue.next_page_token;
    while (token) {
      const next = await list(`sort=due_date&page_size=3&page_token=${encodeURIComponent(token)}`);
      seen.push(...next.data);
      token = next.next_page_token;
    }
    expect(seen.map((b) => b.due_date)).toEqual([...seen.map((b) => b.due_date)].sort());
    expect(new Set(seen.map((b) => b.item_id)).size).toBe(8);
    const byAmount = await list("sort=-amount&page_size=1");
    expect(byAmount.data[0]?.external_id).toBe("ext-11");
    // A token made for another sort or filter is refused.
    const bad = await call(
      `/v1/boletos?sort=-amount&page_token=${encodeURIComponent(byDue.next_page_token)}`,
      { key },
    );
    expect(bad.status).toBe(400);
    expect((await json(bad)).code).toBe("INVALID_PAGE_TOKEN");
  });

  it("exports the filtered set as CSV", async () => {
    const res = await call("/v1/boletos?format=csv&bank_status=paid", { key });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]?.split(";")).toContain("payer_name");
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.includes(";50,01;"))).toBe(true);
  });

  it("refuses bad filters with their query path, and shows no other tenant's boletos", async () => {
    const res = await call("/v1/boletos?bank_status=paid,nope&due_from=10/03/2027&page_size=0", { key });
    expect(res.status).toBe(422);
    const paths = (await json<{ errors: { path: string }[] }>(res)).errors.map((e) => e.path).sort();
    expect(paths).toEqual(["query.bank_status", "query.due_from", "query.page_size"]);
    expect((await list("", second)).totals.issued.count).toBe(1);
    expect((await call("/v1/boletos", {})).status).toBe(401);
  });
});

describe("GET /v1/boletos/summary", () => {
  it("gives received per day, overdue by age, due today and the last files", async () => {
    const res = await call("/v1/boletos/summary?days=7", { key });
    expect(res.status).toBe(200);
    const s = await json<{
      today: string;
      received_per_day: (Total & { date: string })[];
      overdue_by_age: (Total & { bucket: string })[];
      due_today: Total;
      last_files: { kind: string; status: string }[];
      queued_instructions: unknown[];
    }>(res);
    expect(s.today).toBe(day(0));
    expect(s.received_per_day).toHaveLength(7);
    expect(s.received_per_day.at(-1)?.date).toBe(day(0));
    expect(s.received_per_day.find((d) => d.date === day(-1))).toMatchObject({
      count: 1,
      amount_cents: 10_000,
    });
    expect(s.received_per_day.find((d) => d.date === day(-2))).toMatchObject({
      count: 1,
      amount_cents: 5_001,
    });
    expect(s.overdue_by_age).toEqual([
      { bucket: "0_30", count: 1, amount_cents: 10_002 },
      { bucket: "31_60", count: 1, amount_cents: 10_004 },
      { bucket: "61_90", count: 0, amount_cents: 0 },
      { bucket: "over_90", count: 1, amount_cents: 10_005 },
    ]);
    expect(s.due_today).toEqual({ count: 1, amount_cents: 10_003 });
    expect(s.last_files.map((f) => f.kind)).toEqual(["cnab_retorno", "cnab_remessa"]);
    expect(s.queued_instructions).toEqual([]);
  });

  it("counts the instructions queued for the next remessa, by bank and layout", async () => {
    const target = (await list("q=ext-3")).data[0]?.item_id ?? "";
    expect((await instruct(key, target, { type: "write_off" })).item.status).toBe("completed");
    const s = await json<{ queued_instructions: { bank_code: string; layout: string; count: number }[] }>(
      await call("/v1/boletos/summary", { key }),
    );
    expect(s.queued_instructions).toEqual([{ bank_code: "341", layout: "cnab400", count: 1 }]);
  });
});
