/**
 * The systematic pass inside items, titles and patches (issue 13): every wrong JSON type in every
 * field of a boleto item, of a remessa title (`titles[0].*`: the BoletoItem fields three levels
 * deep, `movement`, `layout`), of an item retry's `patch.*` and of a file retry's
 * `patches.<item_id>.*`. One item (title, patch) per field and value, many per request: each fails
 * or completes alone, so a job of 500 covers 500 cases for the price of one. Everything accepted
 * ends final, and every completed CNAB file is sound. (The 40-deep array, refused at the door by
 * the body's nesting limit, is sent per field by fields-envelope.test.ts.)
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boletoItem, call, json, newTenant, type Tenant, waitForJob } from "../helpers";
import { expectBoletosFinal, expectRemessasFinal } from "./final";
import {
  Accepted,
  clean,
  expectNoPollution,
  type Problem,
  post,
  prototypeNames,
  remessaFiles,
  waitAllFinal,
} from "./harness";
import { DEEP40, EVERY_TYPE, fieldsOf, type OaDoc, openapi, titleFields, withValue } from "./openapi";
import { entryTitles, nextN } from "./values";

const protos = prototypeNames();
const acc = new Accepted();
let T: Tenant;
let doc: OaDoc;
beforeAll(async () => {
  [T, doc] = await Promise.all([
    newTenant({ max_concurrent_jobs: 100, max_pending_jobs: 10_000 }),
    openapi(),
  ]);
}, 60_000);

/** Every value but the 40-deep array: inside an item it is a body-nesting 422 of its own. */
const VALUES = EVERY_TYPE.filter((v) => v !== DEEP40);

/** Splits `list` into chunks of `size`. */
const chunks = <X>(list: X[], size: number): X[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Creates a job from `path` with `body`, asserting 202; returns its id. */
async function accept(path: string, body: unknown, what: string): Promise<string> {
  const res = await clean(await post(path, T.key, JSON.stringify(body), "application/json"), what);
  expect(res.status, what).toBe(202);
  return (res.body as { job_id: string }).job_id;
}

describe("fuzz: every wrong JSON type in every field of an item, a title and a patch", () => {
  it("boleto items: every BoletoItem field three levels deep (payer.address.* included), one item each", async () => {
    const fields = fieldsOf(doc, doc.components.schemas.BoletoItem, [], 3).map((f) => f.path);
    expect(fields.map((p) => p.join("."))).toEqual(
      expect.arrayContaining([
        "payer.address.city",
        "beneficiary.address.zip_code",
        "guarantor.address.state",
      ]),
    );
    const items = fields.flatMap((path) => VALUES.map((v) => withValue(boletoItem(nextN()), path, v)));
    expect(items.length).toBeGreaterThan(900);
    const jobs = await Promise.all(
      chunks(items, 500).map((part) =>
        accept("/v1/jobs/boletos", { items: part, options: { pdf: false } }, "items"),
      ),
    );
    for (const jobId of jobs) acc.jobs.push({ kind: "boletos", jobId, label: "every item field" });
    await waitAllFinal(jobs);
  }, 300_000);

  it("remessa titles: titles[0].* (BoletoItem fields, movement, layout), one title each", async () => {
    const [template] = entryTitles("341", "cnab240");
    const titles = titleFields(doc).flatMap((path) =>
      VALUES.map((v) => withValue({ ...template, our_number: String(nextN()) }, path, v)),
    );
    expect(titles.length).toBeGreaterThan(900);
    const jobs = await Promise.all(
      chunks(titles, 500).map((part) => accept("/v1/jobs/cnab/remessas", { titles: part }, "titles")),
    );
    for (const jobId of jobs) acc.jobs.push({ kind: "remessa", jobId, label: "every title field" });
    await waitAllFinal(jobs);
  }, 300_000);

  it("item retry: patch.* of every top-level and second-level field, every type (a failed item per value and level)", async () => {
    const fields = fieldsOf(doc, doc.components.schemas.BoletoItem, [], 2).map((f) => f.path);
    const levels = [fields.filter((p) => p.length === 1), fields.filter((p) => p.length === 2)];
    const patches = levels.flatMap((paths) =>
      EVERY_TYPE.map((v) => paths.reduce<Record<string, unknown>>((o, p) => withValue(o, p, v), {})),
    );
    // A pool of failed items, one per patch.
    const jobId = await accept(
      "/v1/jobs/boletos",
      { items: patches.map(() => boletoItem(nextN(), { amount_cents: -1 })), options: { pdf: false } },
      "retry pool",
    );
    await waitForJob(T.key, jobId);
    const items = (
      await json<{ data: { item_id: string; status: string }[] }>(
        await call(`/v1/jobs/boletos/${jobId}/items?page_size=500`, { key: T.key }),
      )
    ).data;
    expect(items.every((i) => i.status === "failed")).toBe(true);
    // One after the other: each retry reopens the same job, which is not what is under test.
    const statuses: number[] = [];
    for (const [i, patch] of patches.entries()) {
      const path = `/v1/jobs/boletos/${jobId}/items/${items[i]?.item_id}/retry`;
      statuses.push(
        (await clean(await post(path, T.key, JSON.stringify({ patch }), "application/json"), `patch ${i}`))
          .status,
      );
    }
    // Refused at the door: the 40-deep value (nesting, 422) and a 10,000-character string in every
    // field (a patch over MAX_ITEM_BYTES, 413). Everything else is accepted and reprocessed.
    const expected = levels.flatMap(() =>
      EVERY_TYPE.map((v) => (v === DEEP40 ? 422 : typeof v === "string" && v.length > 1_000 ? 413 : 202)),
    );
    expect(statuses).toEqual(expected);
    acc.jobs.push({ kind: "boletos", jobId, label: "patched retries" });
    await waitAllFinal([jobId]);
  }, 300_000);

  it("file retry: patches.<item_id>.* of every title field, every type, one title each", async () => {
    const cases = titleFields(doc).flatMap((path) => VALUES.map((v) => ({ path, v })));
    // Failed files to patch: Bradesco 400 refuses espécie "ME", so every title fails and so does the file.
    const files = await Promise.all(
      chunks(cases, 500).map(async (part) => {
        const titles = part.map(() => ({
          ...entryTitles("237", "cnab400")[0],
          our_number: String(nextN()),
          document_kind: "ME",
        }));
        const jobId = await accept("/v1/jobs/cnab/remessas", { titles }, "file pool");
        await waitForJob(T.key, jobId);
        const f = (await remessaFiles(T.key, jobId)).files[0];
        expect(f?.status).toBe("failed");
        return { jobId, fileId: f?.file_id as string, items: (f?.titles ?? []).map((t) => t.item_id), part };
      }),
    );
    let accepted = 0;
    for (const f of files) {
      // "DM" is what makes a title writable; each patch adds its one mutation.
      let patches: Record<string, unknown> = Object.fromEntries(
        f.part.map((c, i) => [f.items[i], withValue({ document_kind: "DM" }, c.path, c.v)]),
      );
      for (let round = 0; round < 3 && Object.keys(patches).length > 0; round++) {
        const path = `/v1/jobs/cnab/remessas/${f.jobId}/files/${f.fileId}/retry`;
        const res = await clean(
          await post(path, T.key, JSON.stringify({ patches }), "application/json"),
          "patches",
        );
        if (res.status === 202) {
          accepted += Object.keys(patches).length;
          acc.jobs.push({ kind: "remessa", jobId: f.jobId, label: "patched file" });
          break;
        }
        // A patch that makes its title invalid is a 422 naming it: the valid ones go again.
        expect(res.status).toBe(422);
        const refused = new Set((res.body as Problem).errors?.map((e) => e.path.split(".")[2]));
        expect(refused.size).toBeGreaterThan(0);
        patches = Object.fromEntries(Object.entries(patches).filter(([id]) => !refused.has(id)));
      }
    }
    // Most wrong types make a title invalid (422, named); the valid rest reaches the writer.
    expect(accepted).toBeGreaterThan(30);
    await waitAllFinal(files.map((f) => f.jobId));
  }, 300_000);

  it("what was accepted ends final, with sound PDFs and CNAB files; no prototype polluted", async () => {
    await expectBoletosFinal(acc, T.key);
    expect(await expectRemessasFinal(acc, T.key)).toBeGreaterThan(0);
    expectNoPollution(protos);
  }, 300_000);
});
