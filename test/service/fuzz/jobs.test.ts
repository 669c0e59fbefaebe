/**
 * Hostile input against the job-creating endpoints (issue 9): boleto envelopes, items, defaults and
 * prototype keys; hostile text that must still render sound PDFs; PIX free text; remessa titles
 * and companies; retorno bytes, raw and multipart. Each request must be answered with a clean 2xx
 * or a 4xx problem+json with a stable code, never a 5xx; whatever is accepted must end final
 * without a broken artifact. Run counts are modest on purpose (2-core CI).
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { boletoItem, call, type Tenant } from "../helpers";
import { expectBoletosFinal, expectRemessasFinal, expectRetornosFinal } from "./final";
import {
  Accepted,
  clean,
  expectNoPollution,
  type Fixtures,
  fileSettings,
  fixtures,
  post,
  prototypeNames,
} from "./harness";
import {
  enc,
  entryTitles,
  type MutationList,
  mutatedItem,
  mutations,
  nastyString,
  nextN,
  objectsIn,
  pollute,
  pollutionPicks,
  printableHostile,
  SUPPORT,
  setPath,
  TEXT_PATHS,
  wrongType,
} from "./values";

const protos = prototypeNames();
const acc = new Accepted();
let fx: Fixtures;
let T: Tenant;
beforeAll(async () => {
  fx = await fixtures();
  T = fx.T;
}, 120_000);

describe("fuzz: job-creating endpoints", () => {
  it("POST /v1/jobs/boletos: hostile envelopes, items, defaults and prototype keys", async () => {
    const envelope = fc.record(
      {
        items: fc.oneof(
          {
            weight: 5,
            arbitrary: fc
              .array(mutations, { minLength: 1, maxLength: 3 })
              .map((muts) => ({ muts }) as { muts?: MutationList[]; raw?: unknown }),
          },
          {
            weight: 1,
            arbitrary: wrongType.map((raw) => ({ raw }) as { muts?: MutationList[]; raw?: unknown }),
          },
        ),
        defaults: fc.oneof(
          wrongType,
          fc.record({ beneficiary: fc.oneof(wrongType, fc.constant(boletoItem(0).beneficiary)) }),
        ),
        webhook_url: fc.oneof(nastyString, fc.constant("http://127.0.0.1/ok/fuzz"), fc.webUrl()),
        options: fc.oneof(
          wrongType,
          fc.record(
            {
              pdf: fc.oneof(fc.boolean(), wrongType),
              html: fc.oneof(fc.boolean(), wrongType),
              merged_pdf: fc.boolean(),
            },
            { requiredKeys: [] },
          ),
        ),
        metadata: fc.oneof(wrongType, fc.dictionary(nastyString, wrongType, { maxKeys: 3 })),
        extra: wrongType,
      },
      { requiredKeys: ["items"] },
    );
    await fc.assert(
      fc.asyncProperty(envelope, pollutionPicks, fc.boolean(), async (env0, picks, html) => {
        const body: Record<string, unknown> = { ...env0 };
        body.items = env0.items.muts ? env0.items.muts.map((m) => mutatedItem(nextN(), m)) : env0.items.raw;
        // Keep rendering affordable: most accepted jobs render, some with HTML too.
        if (typeof body.options !== "object" || body.options === null)
          body.options = html ? { pdf: true, html: true } : body.options;
        const res = await clean(
          await post("/v1/jobs/boletos", T.key, JSON.stringify(pollute(body, picks)), "application/json"),
          "boletos",
        );
        acc.track("boletos", res, "boletos envelope");
      }),
      { numRuns: 60 },
    );
  });

  it("POST /v1/jobs/boletos: valid items with hostile (non-WinAnsi) text must render a sound PDF", async () => {
    const textMuts = fc.array(fc.record({ path: fc.constantFrom(...TEXT_PATHS), value: printableHostile }), {
      minLength: 1,
      maxLength: 6,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(textMuts, { minLength: 1, maxLength: 3 }),
        pollutionPicks,
        async (all, picks) => {
          // Pollution keys go inside the first item only: the envelope refuses unknown keys (a 422
          // of its own), and the other items must still complete with a sound PDF.
          const items = all.map((m, i) =>
            i === 0 ? pollute(mutatedItem(nextN(), m), picks) : mutatedItem(nextN(), m),
          );
          const body = { items, options: { pdf: true, html: true } };
          // Pollution keys make an item fail (unknown field); only clean ones must complete.
          const polluted = body.items.map((it) =>
            objectsIn(it).some((o) =>
              ["__proto__", "constructor", "prototype"].some((k) => Object.hasOwn(o, k)),
            ),
          );
          const res = await clean(
            await post("/v1/jobs/boletos", T.key, JSON.stringify(body), "application/json"),
            "boletos text",
          );
          expect(res.status).toBe(202);
          const jobId = (res.body as { job_id: string }).job_id;
          acc.jobs.push({ kind: "boletos", jobId, label: "hostile text" });
          polluted.forEach((p, i) => {
            if (!p) acc.mustComplete.add(`${jobId}#${i}`);
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  it("POST /v1/jobs/boletos: PIX fields (free text: NUL, emoji, CR/LF) never break the PDF", async () => {
    // merchant_name / merchant_city / emv are plain strings for the schema (no control-character
    // check): whatever is accepted ends up in the BR Code, its QR and the PDF's text.
    const pixArb = fc.oneof(
      fc.record({
        key: fc.constant("11222333000181"),
        txid: fc.oneof(
          fc.constant("LOTE0001"),
          nastyString.map((x) => x.slice(0, 25)),
        ),
        merchant_name: nastyString.map((x) => x.slice(0, 100)),
        merchant_city: nastyString.map((x) => x.slice(0, 60)),
      }),
      fc.record({ emv: nastyString.map((x) => x.slice(0, 512)) }),
      fc.record({ key: nastyString.map((x) => x.slice(0, 77)) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(pixArb, { minLength: 1, maxLength: 3 }), async (pixes) => {
        const items = pixes.map((pix) => ({ ...boletoItem(nextN()), pix }));
        const res = await clean(
          await post(
            "/v1/jobs/boletos",
            T.key,
            JSON.stringify({ items, options: { pdf: true, html: true } }),
            "application/json",
          ),
          "boletos pix",
        );
        expect(res.status).toBe(202);
        acc.jobs.push({ kind: "boletos", jobId: (res.body as { job_id: string }).job_id, label: "pix" });
      }),
      { numRuns: 25 },
    );
  });

  it("POST /v1/jobs/cnab/remessas: CR/LF, control characters and unicode in names, addresses, instructions", async () => {
    const titleText = fc.oneof(nastyString, printableHostile);
    const titleMuts = fc.array(
      fc.record({
        path: fc.constantFrom<(string | number)[]>(
          ["payer", "name"],
          ["payer", "address", "street"],
          ["payer", "address", "district"],
          ["payer", "address", "city"],
          ["beneficiary", "name"],
          ["guarantor", "name"],
          ["document_number"],
          ["instructions", 0],
          ["instructions", 1],
          ["movement"],
          ["layout"],
          ["amount_cents"],
          ["our_number"],
          ["bank_fields"],
        ),
        value: fc.oneof({ weight: 4, arbitrary: titleText }, { weight: 1, arbitrary: wrongType }),
      }),
      { maxLength: 5 },
    );
    const company = fc.oneof(
      wrongType,
      fc.record(
        {
          name: fc.oneof(titleText, wrongType),
          document: fc.oneof(fc.constant("11.222.333/0001-81"), wrongType),
          address: fc.oneof(wrongType, fc.record({ street: titleText, city: titleText })),
        },
        { requiredKeys: [] },
      ),
    );
    const body = fc.record(
      {
        support: fc.constantFrom(...SUPPORT),
        muts: fc.array(titleMuts, { minLength: 1, maxLength: 4 }),
        refs: fc.array(
          fc.record(
            { external_id: fc.oneof(nastyString, wrongType), item_id: nastyString },
            { requiredKeys: [] },
          ),
          { maxLength: 2 },
        ),
        company,
        layout: fc.oneof(fc.constantFrom("cnab240", "cnab400"), wrongType),
        movement: fc.oneof(fc.constantFrom("entry", "write_off", "rebate"), wrongType),
        max_titles_per_file: fc.oneof(fc.integer({ min: -2, max: 3 }), wrongType),
        metadata: wrongType,
      },
      { requiredKeys: ["support", "muts"] },
    );
    await fc.assert(
      fc.asyncProperty(body, pollutionPicks, async (b, picks) => {
        const base = entryTitles(b.support.bank_code, b.support.layout);
        const titles: unknown[] = b.muts.map((m, i) => {
          const t = structuredClone(base[i % base.length]) as Record<string, unknown>;
          t.our_number = String(nextN());
          for (const x of m) setPath(t, x.path, x.value);
          return t;
        });
        titles.push(...(b.refs ?? []));
        const req: Record<string, unknown> = { titles };
        for (const k of ["company", "layout", "movement", "max_titles_per_file", "metadata"] as const)
          if (k in b) req[k] = b[k];
        const res = await clean(
          await post(
            "/v1/jobs/cnab/remessas",
            T.key,
            JSON.stringify(pollute(req, picks)),
            "application/json",
          ),
          "remessas",
        );
        acc.track("remessa", res, "remessa");
      }),
      { numRuns: 40 },
    );
  });

  it("POST /v1/jobs/cnab/remessas: valid titles with non-ASCII text and a hostile company name must build clean files", async () => {
    const textMuts = fc.array(
      fc.record({
        path: fc.constantFrom<(string | number)[]>(
          ["payer", "name"],
          ["payer", "address", "street"],
          ["payer", "address", "district"],
          ["payer", "address", "city"],
          ["beneficiary", "name"],
          ["document_number"],
          ["instructions", 0],
          ["instructions", 1],
        ),
        value: printableHostile,
      }),
      { minLength: 1, maxLength: 6 },
    );
    const company = fc.oneof(
      fc.constant(undefined),
      // A company is validated at accept like a boleto's party: hostile but valid text only here
      // (control characters and over-long names are 422s, covered by the systematic fuzz below).
      fc.record({
        name: printableHostile,
        document: fc.constant("11.222.333/0001-81"),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SUPPORT),
        fc.array(textMuts, { minLength: 1, maxLength: 3 }),
        company,
        async (support, muts, comp) => {
          const base = entryTitles(support.bank_code, support.layout);
          const titles = muts.map((m, i) => {
            const t = structuredClone(base[i % base.length]) as Record<string, unknown>;
            t.our_number = String(nextN());
            for (const x of m) setPath(t, x.path, x.value);
            return t;
          });
          const res = await clean(
            await post(
              "/v1/jobs/cnab/remessas",
              T.key,
              // File-level settings some banks need (Banco do Brasil's wallet_variation).
              JSON.stringify({
                titles,
                ...fileSettings,
                ...(comp ? { company: comp } : {}),
              }),
              "application/json",
            ),
            "remessa text",
          );
          expect(res.status).toBe(202);
          acc.track("remessa", res, comp ? "remessa text + company" : "remessa text");
          if (!comp) acc.mustCompleteFiles.add((res.body as { job_id: string }).job_id);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("POST /v1/jobs/cnab/retornos: random bytes and mutated real files, raw and multipart", async () => {
    const lines = fx.retornoText.split("\r\n");
    const mutatedRetorno = fc
      .array(
        fc.record({
          line: fc.nat(),
          at: fc.nat({ max: 400 }),
          text: fc.oneof(nastyString, fc.constantFrom("\r", "\n", "\r\n", "\u0000", "")),
          cut: fc.boolean(),
        }),
        { minLength: 1, maxLength: 6 },
      )
      .map((ms) => {
        const ls = [...lines];
        for (const m of ms) {
          const i = m.line % ls.length;
          const l = ls[i] as string;
          ls[i] = m.cut ? l.slice(0, m.at) : `${l.slice(0, m.at)}${m.text}${l.slice(m.at + m.text.length)}`;
        }
        return ls.join("\r\n");
      });
    const content = fc.oneof(
      { weight: 3, arbitrary: mutatedRetorno.map((s) => enc.encode(s)) },
      { weight: 2, arbitrary: fc.uint8Array({ minLength: 0, maxLength: 2_000 }) },
      { weight: 1, arbitrary: nastyString.map((s) => enc.encode(s)) },
    );
    const how = fc.constantFrom(
      "text/plain",
      "application/octet-stream",
      "multipart",
      "none",
      "application/json",
    );
    const query = fc.record(
      {
        webhook_url: fc.oneof(nastyString, fc.constant("http://127.0.0.1/ok/retorno")),
        file_name: nastyString,
      },
      { requiredKeys: [] },
    );
    const multipart = fc.record(
      {
        fileField: fc.constantFrom("file", "File", "other", ""),
        fileName: nastyString,
        fileType: fc.constantFrom("text/plain", "", "application/x-evil"),
        webhook_url: nastyString,
        asString: fc.boolean(),
      },
      { requiredKeys: ["fileField", "asString"] },
    );
    await fc.assert(
      fc.asyncProperty(content, how, query, multipart, async (bytes, mode, q, mp) => {
        const qs = new URLSearchParams();
        for (const [k, v] of Object.entries(q)) qs.set(k, v.replace(/[\ud800-\udfff]/g, "?"));
        const path = `/v1/jobs/cnab/retornos${qs.toString() ? `?${qs}` : ""}`;
        let res: Response;
        if (mode === "multipart") {
          const form = new FormData();
          const fileName = (mp.fileName ?? "r.ret").replace(/[\ud800-\udfff]/g, "?");
          if (mp.asString) form.set(mp.fileField, new TextDecoder().decode(bytes));
          else form.set(mp.fileField, new File([bytes], fileName, { type: mp.fileType ?? "" }));
          if (mp.webhook_url !== undefined) form.set("webhook_url", mp.webhook_url);
          res = await call(path, { method: "POST", key: T.key, body: form });
        } else {
          res = await post(path, T.key, bytes, mode === "none" ? undefined : mode);
        }
        acc.track("retorno", await clean(res, `retornos ${mode}`), `retorno ${mode}`);
      }),
      { numRuns: 40 },
    );
  });
});

describe("fuzz (job-creating endpoints): accepted work ends final with sound artifacts", () => {
  it("every accepted job ends final; items final; completed PDFs are real PDFs; no markup injected in HTML", async () => {
    expect(acc.jobs.length).toBeGreaterThan(20);
    expect(await expectBoletosFinal(acc, T.key)).toBeGreaterThanOrEqual(10);
  }, 300_000);

  it("every accepted remessa ends final; every completed file is lines of exactly 240/400 (444: 400 and 444) printable ASCII + CRLF", async () => {
    expect(await expectRemessasFinal(acc, T.key)).toBeGreaterThanOrEqual(3);
  }, 300_000);

  it("every accepted retorno ends final and its entries can be listed", async () => {
    await expectRetornosFinal(acc, T.key);
  }, 300_000);

  it("Object.prototype and Array.prototype are not polluted", () => {
    expectNoPollution(protos);
  });
});
