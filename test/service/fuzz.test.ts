/**
 * Hostile input against every POST endpoint (issue 9). Each request must be answered with a clean
 * 2xx or a 4xx `application/problem+json` carrying a stable `code` — never a 5xx. Whatever is
 * accepted must then be processed to a final state without a broken artifact: every item final,
 * every completed PDF a real PDF, every CNAB remessa line exactly 240/400 printable ASCII + CRLF.
 * Finally, nothing may have polluted `Object.prototype`.
 *
 * Run counts are modest on purpose (2-core CI, whole file well under 3 minutes); fixed worst cases
 * (5,000-deep nesting, 10 MB bodies, a 1,000,000-line retorno) run once each.
 */
import fc from "fast-check";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { FILE_BANK_FIELDS, sampleTitles } from "../../src/engine/cnab/fixtures";
import { cnabSupport } from "../../src/engine/cnab/registry";
import {
  ADMIN,
  allItems,
  boletoItem,
  call,
  json,
  newTenant,
  submit,
  type Tenant,
  waitFor,
  waitForJob,
} from "./helpers";

// ---------------------------------------------------------------------------------------------
// Snapshot of the prototypes before anything hostile runs.

const PROTO_NAMES = Object.getOwnPropertyNames(Object.prototype).sort();
const ARRAY_PROTO_NAMES = Object.getOwnPropertyNames(Array.prototype).sort();

// ---------------------------------------------------------------------------------------------
// Response checks

interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  request_id: string;
  errors?: { code: string; path: string; message: string }[];
}

interface Clean {
  status: number;
  body: unknown;
}

/** A clean 2xx, or a 4xx problem+json with a stable code. Anything else fails with the body. */
async function clean(res: Response, what: string): Promise<Clean> {
  const text = await res.text();
  if (res.status >= 500 || res.status < 200 || (res.status >= 300 && res.status < 400)) {
    throw new Error(`${what}: HTTP ${res.status} ${text.slice(0, 800)}`);
  }
  if (res.status >= 400) {
    expect(res.headers.get("content-type"), `${what}: ${text.slice(0, 300)}`).toContain(
      "application/problem+json",
    );
    const p = JSON.parse(text) as Problem;
    expect(p.code, what).toMatch(/^[A-Z][A-Z0-9_]+$/);
    expect(p.status, what).toBe(res.status);
    expect(typeof p.request_id, what).toBe("string");
    return { status: res.status, body: p };
  }
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // 2xx bodies that are not JSON (the sandbox answers a text file)
  }
  return { status: res.status, body };
}

function post(path: string, key: string, body: BodyInit, contentType?: string, headers: HeadersInit = {}) {
  const h = new Headers(headers);
  if (contentType) h.set("content-type", contentType);
  return call(path, { method: "POST", key, body, headers: h });
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Hand-picked nasty strings: control characters, non-WinAnsi text, markup, huge, lone surrogates. */
const NASTY: string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\r\n",
  "Rua A\r\nRua B",
  "\n\n\n",
  "\t\t",
  "\u0007\u0008\u001b[31mred\u001b[0m",
  "\u007f\u0080\u0085\u009f",
  "\u2028\u2029",
  "\ufeff",
  "\u200b\u200c\u200d",
  "🚀",
  "👨‍👩‍👧‍👦 família",
  "🇧🇷",
  "株式会社テスト",
  "中文名字 张伟",
  "\u202eRTL override",
  "שלום עולם",
  "مرحبا بالعالم",
  "e\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308",
  "Z\u0337\u0321\u0322\u031b\u031b\u031b\u032d\u0317\u0318a\u0338l\u0338g\u0338o\u0338",
  "\ud800",
  "\udfff",
  "x\ud83dy",
  "%PDF-1.7",
  ")\\(",
  "%%EOF",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE items;--",
  "$" + "{jndi:ldap://x}", // log4shell-style lookup (split so it is not a template placeholder)
  "{{7*7}}",
  "../../etc/passwd",
  "ÿ µ ß ﬁ İ Ω € Ł ő",
  "\u00a0",
  "ção".repeat(40),
  "x".repeat(5_000),
  "🚀".repeat(2_000),
];

const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 80 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...NASTY), fc.constantFrom(...NASTY)).map(([a, b]) => `${a}${b}`),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 100_000 }).map((n) => "Ç".repeat(n)) },
);

/** Text that passes the engine's "plain text" check (no C0 controls, not blank, short) but is hostile to a PDF font. */
const printableHostile: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(...NASTY),
    fc.string({ unit: "binary", minLength: 1, maxLength: 30 }),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }),
  )
  .map((s) => `A${s.replace(/[\u0000-\u001f]/g, "")}`.slice(0, 25)); // 25: the shortest text limit (document_number)

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 1e308, -0, 0.1, 2 ** 53, -(2 ** 31)),
  },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }) },
);

/** Own `__proto__` / `constructor` / `prototype` keys, the way JSON.parse creates them. */
const POLLUTERS: string[] = [
  '{"__proto__":{"polluted":"yes","isAdmin":true,"status":"completed"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"prototype":{"polluted":"yes"}}',
  '{"__proto__":{"__proto__":{"polluted":"yes"}}}',
  '{"__proto__":[1,2,3]}',
  '{"__proto__":null,"constructor":"x","prototype":5}',
];

function setOwn(o: Record<string, unknown>, k: string, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, configurable: true, writable: true });
}

/** Every plain object inside `v` (depth-first), including `v` itself. */
function objectsIn(v: unknown, out: Record<string, unknown>[] = [], depth = 0): Record<string, unknown>[] {
  if (depth > 20 || typeof v !== "object" || v === null) return out;
  if (Array.isArray(v)) for (const x of v) objectsIn(x, out, depth + 1);
  else {
    out.push(v as Record<string, unknown>);
    for (const x of Object.values(v)) objectsIn(x, out, depth + 1);
  }
  return out;
}

/**
 * A copy of `v` with prototype-pollution keys added to some of its objects (picked by `picks`).
 * Copied through JSON so shared fixtures and fast-check's reused values are never touched.
 */
function pollute<T>(v: T, picks: { at: number; which: number }[]): T {
  if (v === undefined) return v;
  const copy = JSON.parse(JSON.stringify(v)) as T;
  const objs = objectsIn(copy);
  if (objs.length === 0) return copy;
  for (const p of picks) {
    const target = objs[p.at % objs.length] as Record<string, unknown>;
    const src = JSON.parse(POLLUTERS[p.which % POLLUTERS.length] as string) as Record<string, unknown>;
    for (const k of Object.keys(src)) setOwn(target, k, src[k]);
  }
  return copy;
}

const pollutionPicks = fc.array(fc.record({ at: fc.nat(), which: fc.nat() }), { maxLength: 3 });

/** Sets `path` in `obj` (creating objects on the way; an array index keeps arrays). */
function setPath(obj: Record<string, unknown>, path: readonly (string | number)[], value: unknown): void {
  let cur: Record<string, unknown> = obj;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i] as string;
    const next = cur[k];
    if (typeof next !== "object" || next === null) {
      const fresh = typeof path[i + 1] === "number" ? [] : {};
      cur[k] = fresh;
      cur = fresh as Record<string, unknown>;
    } else cur = next as Record<string, unknown>;
  }
  cur[path[path.length - 1] as string] = value;
}

const ITEM_PATHS: (string | number)[][] = [
  ["bank_code"],
  ["agency"],
  ["account"],
  ["account_digit"],
  ["wallet"],
  ["agreement"],
  ["our_number"],
  ["amount_cents"],
  ["due_date"],
  ["issue_date"],
  ["document_number"],
  ["document_kind"],
  ["external_id"],
  ["payment_place"],
  ["instructions"],
  ["instructions", 0],
  ["instructions", 1],
  ["description"],
  ["description", 0],
  ["payer"],
  ["payer", "name"],
  ["payer", "document"],
  ["payer", "address"],
  ["payer", "address", "street"],
  ["payer", "address", "number"],
  ["payer", "address", "district"],
  ["payer", "address", "city"],
  ["payer", "address", "state"],
  ["payer", "address", "zip_code"],
  ["beneficiary", "name"],
  ["beneficiary", "address", "street"],
  ["guarantor"],
  ["bank_fields"],
  ["bank_fields", "x"],
  ["interest"],
  ["fine", "value"],
  ["discount"],
  ["pix"],
  ["pix", "key"],
  ["pix", "merchant_name"],
  ["pix", "merchant_city"],
  ["pix", "txid"],
  ["unknown_field"],
];

const TEXT_PATHS: (string | number)[][] = [
  ["payer", "name"],
  ["payer", "address", "street"],
  ["payer", "address", "district"],
  ["payer", "address", "city"],
  ["beneficiary", "name"],
  ["beneficiary", "address", "street"],
  ["document_number"],
  ["payment_place"],
  ["instructions", 0],
  ["instructions", 1],
  ["description", 0],
];

type MutationList = { path: (string | number)[]; value: unknown }[];

const mutations: fc.Arbitrary<MutationList> = fc.array(
  fc.record({ path: fc.constantFrom(...ITEM_PATHS), value: wrongType }),
  { maxLength: 4 },
);

/** A valid Itaú item (unique nosso número), then hostile mutations. */
function mutatedItem(n: number, muts: MutationList) {
  const item = structuredClone(boletoItem(n)) as Record<string, unknown>;
  for (const m of muts) setPath(item, m.path, m.value);
  return item;
}

let seq = 0;
const nextN = () => 20_000 + seq++;

/** Full CNAB titles of a supported bank × layout (the fixtures' first three are entries). */
const SUPPORT = cnabSupport();
function entryTitles(bank: string, layout: string): Record<string, unknown>[] {
  return sampleTitles(bank)
    .slice(0, 3)
    .map(({ pix: _pix, ...t }) => ({ ...structuredClone(t), layout }) as Record<string, unknown>);
}

// ---------------------------------------------------------------------------------------------
// Deep nesting, invalid UTF-8

const DEPTH = 5_000;
const deepArrayText = `${"[".repeat(DEPTH)}1${"]".repeat(DEPTH)}`;
const deepObjectText = `${'{"a":'.repeat(DEPTH)}1${"}".repeat(DEPTH)}`;
const deepMixedText = `${'[{"__proto__":'.repeat(DEPTH / 2)}1${"}]".repeat(DEPTH / 2)}`;

const INVALID_UTF8: number[][] = [
  [0xff],
  [0xfe, 0xff],
  [0xc3, 0x28], // bad continuation
  [0xc0, 0xaf], // overlong "/"
  [0xe0, 0x80, 0xaf], // overlong
  [0xed, 0xa0, 0x80], // encoded surrogate
  [0xf4, 0x90, 0x80, 0x80], // beyond U+10FFFF
  [0x80], // lone continuation
  [0xf0, 0x9f, 0x98], // truncated emoji
  [0x00],
];

const enc = new TextEncoder();

/** `text` as UTF-8 with invalid sequences spliced in at the given relative positions. */
function withInvalidBytes(text: string, cuts: { at: number; seq: number }[]): Uint8Array {
  const bytes = Array.from(enc.encode(text));
  for (const c of [...cuts].sort((a, b) => b.at - a.at)) {
    const pos = Math.floor(c.at * bytes.length);
    bytes.splice(pos, 0, ...(INVALID_UTF8[c.seq % INVALID_UTF8.length] as number[]));
  }
  return new Uint8Array(bytes);
}

// ---------------------------------------------------------------------------------------------
// Shared state: fixtures and what got accepted

type Kind = "boletos" | "remessa" | "retorno";
const accepted: { kind: Kind; jobId: string; label: string }[] = [];
/** Items whose text was hostile but valid: they must complete, not merely end final. */
const mustComplete = new Set<string>();
/** Remessa jobs of valid titles with hostile text: every file must complete. */
const mustCompleteFiles = new Set<string>();

let T: Tenant;
let fx: {
  boletoJob: string;
  failedItem: string;
  remessaJob: string;
  completedFile: string;
  failedFile: string;
  failedFileJob: string;
  deliveryId: string;
  retornoText: string;
};

function track(kind: Kind, res: Clean, label: string): void {
  if (res.status === 202 || (res.status === 200 && kind === "retorno")) {
    const id = (res.body as { job_id?: string }).job_id;
    if (id) accepted.push({ kind, jobId: id, label });
  }
}

async function remessaFiles(key: string, jobId: string) {
  return json<{
    files: {
      file_id: string;
      status: string;
      layout: string;
      url: string | null;
      record_count: number | null;
      titles: { item_id: string; status: string }[];
    }[];
    rejected_titles: unknown[];
  }>(await call(`/v1/jobs/cnab/remessas/${jobId}/files`, { key }));
}

beforeAll(async () => {
  T = await newTenant({ max_concurrent_jobs: 100, max_pending_jobs: 10_000 });
  const hook = `http://127.0.0.1/ok/${crypto.randomUUID()}`;
  const boletoJob = await submit(T.key, {
    items: [boletoItem(1), boletoItem(2, { amount_cents: -1 })],
    options: { pdf: false },
    webhook_url: hook,
  });
  const remessaRes = await call("/v1/jobs/cnab/remessas", {
    method: "POST",
    key: T.key,
    json: { titles: entryTitles("341", "cnab240") },
  });
  const remessaJob = (await json<{ job_id: string }>(remessaRes)).job_id;
  // Espécie "ME" is a valid boleto that Bradesco's CNAB 400 refuses: that file fails.
  const brad = entryTitles("237", "cnab400").map((x, i) => (i === 1 ? { ...x, document_kind: "ME" } : x));
  const failedRes = await call("/v1/jobs/cnab/remessas", {
    method: "POST",
    key: T.key,
    json: { titles: brad },
  });
  const failedFileJob = (await json<{ job_id: string }>(failedRes)).job_id;
  await waitForJob(T.key, boletoJob);
  await waitForJob(T.key, remessaJob);
  await waitForJob(T.key, failedFileJob);
  const [, failed] = await allItems(T.key, boletoJob);
  const completedFile = (await remessaFiles(T.key, remessaJob)).files[0]?.file_id as string;
  const failedFile = (await remessaFiles(T.key, failedFileJob)).files.find((f) => f.status === "failed")
    ?.file_id as string;
  const deliveries = await waitFor(async () => {
    const d = await json<{ data: { delivery_id: string }[] }>(
      await call(`/v1/webhooks/deliveries?job_id=${boletoJob}`, { key: T.key }),
    );
    return d.data.length > 0 ? d.data : null;
  });
  const sim = await call("/v1/sandbox/bank/retornos", {
    method: "POST",
    key: T.key,
    json: { file_id: completedFile, paid: "all" },
  });
  expect(sim.status).toBe(200);
  fx = {
    boletoJob,
    failedItem: failed?.item_id as string,
    remessaJob,
    completedFile,
    failedFile,
    failedFileJob,
    deliveryId: deliveries[0]?.delivery_id as string,
    retornoText: await sim.text(),
  };
  expect(fx.failedItem).toBeTruthy();
  expect(fx.completedFile).toBeTruthy();
  expect(fx.failedFile).toBeTruthy();
});

// ---------------------------------------------------------------------------------------------
// Every JSON POST endpoint, for the generic properties (invalid UTF-8, nesting, wrong types).

interface Endpoint {
  name: string;
  path: () => string;
  key: () => string;
  kind?: Kind;
}

const JSON_ENDPOINTS: Endpoint[] = [
  { name: "boletos", path: () => "/v1/jobs/boletos", key: () => T.key, kind: "boletos" },
  { name: "remessas", path: () => "/v1/jobs/cnab/remessas", key: () => T.key, kind: "remessa" },
  {
    name: "item retry",
    path: () => `/v1/jobs/boletos/${fx.boletoJob}/items/${fx.failedItem}/retry`,
    key: () => T.key,
  },
  { name: "retry-failed", path: () => `/v1/jobs/boletos/${fx.boletoJob}/retry-failed`, key: () => T.key },
  { name: "artifacts", path: () => `/v1/jobs/boletos/${fx.boletoJob}/artifacts`, key: () => T.key },
  {
    name: "file retry",
    path: () => `/v1/jobs/cnab/remessas/${fx.failedFileJob}/files/${fx.failedFile}/retry`,
    key: () => T.key,
  },
  { name: "webhooks", path: () => "/v1/webhooks", key: () => T.key },
  {
    name: "redeliver",
    path: () => `/v1/webhooks/deliveries/${fx.deliveryId}/redeliver`,
    key: () => T.key,
  },
  { name: "sandbox", path: () => "/v1/sandbox/bank/retornos", key: () => T.key },
  { name: "admin tenants", path: () => "/v1/admin/tenants", key: () => ADMIN },
  { name: "admin api-keys", path: () => `/v1/admin/tenants/${T.tenant_id}/api-keys`, key: () => ADMIN },
];

const endpointArb = fc.constantFrom(...JSON_ENDPOINTS);

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
        track("boletos", res, "boletos envelope");
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
          const items = all.map((m) => mutatedItem(nextN(), m));
          const body = pollute({ items, options: { pdf: true, html: true } }, picks);
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
          accepted.push({ kind: "boletos", jobId, label: "hostile text" });
          polluted.forEach((p, i) => {
            if (!p) mustComplete.add(`${jobId}#${i}`);
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
        accepted.push({ kind: "boletos", jobId: (res.body as { job_id: string }).job_id, label: "pix" });
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
        track("remessa", res, "remessa");
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
      fc.record({
        name: nastyString.map((x) => x.slice(0, 2_000)),
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
                file_bank_fields: FILE_BANK_FIELDS,
                ...(comp ? { company: comp } : {}),
              }),
              "application/json",
            ),
            "remessa text",
          );
          expect(res.status).toBe(202);
          track("remessa", res, comp ? "remessa text + company" : "remessa text");
          if (!comp) mustCompleteFiles.add((res.body as { job_id: string }).job_id);
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
        track("retorno", await clean(res, `retornos ${mode}`), `retorno ${mode}`);
      }),
      { numRuns: 40 },
    );
  });
});

describe("fuzz: the other POST endpoints", () => {
  /** A path parameter: the real one, or something hostile (percent-encoded or raw). */
  const idArb = (real: () => string) =>
    fc
      .oneof(
        { weight: 3, arbitrary: fc.constant(null) },
        {
          weight: 3,
          arbitrary: nastyString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "?"))),
        },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            "%",
            "%zz",
            "%E0%A4%A",
            "%C0%AF",
            "..",
            "%2e%2e",
            "%00",
            "a%2Fb",
            "%FF",
            "x".repeat(300),
          ),
        },
      )
      .map((v) => v ?? real());

  const bodyArb = fc.oneof(
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    {
      weight: 2,
      arbitrary: fc.dictionary(
        fc.constantFrom(
          "patch",
          "patches",
          "type",
          "url",
          "events",
          "file_id",
          "paid",
          "rejected",
          "outcomes",
          "generated_at",
          "name",
          "limits",
        ),
        wrongType,
        { maxKeys: 4 },
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const contentType = fc.constantFrom(
    "application/json",
    "application/json",
    "application/json; charset=utf-8",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=zzz",
    undefined,
  );

  it("item retry and retry-failed", async () => {
    const patchBody = fc.record(
      {
        patch: fc.oneof(
          wrongType,
          fc.dictionary(fc.constantFrom(...ITEM_PATHS.map((p) => String(p[0]))), wrongType, { maxKeys: 3 }),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        idArb(() => fx.boletoJob),
        idArb(() => fx.failedItem),
        fc.oneof(bodyArb, patchBody),
        contentType,
        pollutionPicks,
        fc.boolean(),
        async (job, item, body, ct, picks, failedRoute) => {
          const text = body === undefined ? "" : JSON.stringify(pollute(body, picks));
          const path = failedRoute
            ? `/v1/jobs/boletos/${job}/retry-failed`
            : `/v1/jobs/boletos/${job}/items/${item}/retry`;
          await clean(await post(path, T.key, text, ct), path);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("consolidated artifacts", async () => {
    const typeBody = fc.record(
      { type: fc.oneof(fc.constantFrom("zip", "merged_pdf", "manifest", "pdf"), wrongType) },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        idArb(() => fx.boletoJob),
        fc.oneof(bodyArb, typeBody),
        contentType,
        pollutionPicks,
        async (job, body, ct, picks) => {
          const text = body === undefined ? "" : JSON.stringify(pollute(body, picks));
          await clean(await post(`/v1/jobs/boletos/${job}/artifacts`, T.key, text, ct), "artifacts");
        },
      ),
      { numRuns: 25 },
    );
  });

  it("remessa file retry with hostile patches", async () => {
    const patches = fc.record(
      {
        patches: fc.oneof(
          wrongType,
          fc.dictionary(
            nastyString,
            fc.oneof(wrongType, fc.dictionary(nastyString, wrongType, { maxKeys: 2 })),
            { maxKeys: 2 },
          ),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        idArb(() => fx.failedFileJob),
        idArb(() => fx.failedFile),
        fc.oneof(bodyArb, patches),
        contentType,
        pollutionPicks,
        async (job, file, body, ct, picks) => {
          const text = body === undefined ? "" : JSON.stringify(pollute(body, picks));
          const path = `/v1/jobs/cnab/remessas/${job}/files/${file}/retry`;
          await clean(await post(path, T.key, text, ct), path);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("remessa file retry: patches on every title of a failed file reach the writer (CR/LF, wrong types)", async () => {
    // A failed file whose titles get patched with text the boleto schema would refuse: the patch is
    // applied after validation, so the CNAB writer itself must keep its lines intact.
    const text = fc.oneof({ weight: 5, arbitrary: nastyString }, { weight: 1, arbitrary: wrongType });
    const patchArb = fc.record(
      {
        payer: fc.record(
          {
            name: text,
            address: fc.record({ street: text, district: text, city: text }, { requiredKeys: [] }),
          },
          { requiredKeys: [] },
        ),
        beneficiary: fc.record({ name: text }, { requiredKeys: [] }),
        instructions: fc.oneof(fc.array(nastyString, { maxLength: 3 }), wrongType),
        document_number: text,
        // "DM" fixes what made the file fail; anything else keeps it failing.
        document_kind: fc.oneof(
          { weight: 5, arbitrary: fc.constant("DM") },
          { weight: 1, arbitrary: wrongType },
        ),
        amount_cents: fc.oneof(
          { weight: 5, arbitrary: fc.constant(100) },
          { weight: 1, arbitrary: wrongType },
        ),
      },
      { requiredKeys: ["document_kind"] },
    );
    // A pool of failed files, built concurrently (one per run; shrinking runs find it empty).
    const RUNS = 8;
    const jobIds = await Promise.all(
      Array.from({ length: RUNS }, async () => {
        const brad = entryTitles("237", "cnab400").map((x, i) => ({
          ...x,
          our_number: String(nextN()),
          ...(i === 1 ? { document_kind: "ME" } : {}),
        }));
        const res = await clean(
          await post("/v1/jobs/cnab/remessas", T.key, JSON.stringify({ titles: brad }), "application/json"),
          "remessa for retry",
        );
        return (res.body as { job_id: string }).job_id;
      }),
    );
    const pool: { jobId: string; fileId: string; items: string[] }[] = [];
    for (const jobId of jobIds) {
      await waitForJob(T.key, jobId);
      const f = (await remessaFiles(T.key, jobId)).files.find((x) => x.status === "failed");
      if (f) pool.push({ jobId, fileId: f.file_id, items: f.titles.map((t) => t.item_id) });
    }
    expect(pool.length).toBe(RUNS);
    await fc.assert(
      fc.asyncProperty(patchArb, pollutionPicks, async (patch, picks) => {
        const f = pool.pop();
        if (!f) return;
        const patches = Object.fromEntries(f.items.map((id) => [id, pollute(patch, picks)]));
        const r = await clean(
          await post(
            `/v1/jobs/cnab/remessas/${f.jobId}/files/${f.fileId}/retry`,
            T.key,
            JSON.stringify({ patches }),
            "application/json",
          ),
          "file retry with patches",
        );
        expect([202, 409, 413, 422]).toContain(r.status);
        accepted.push({ kind: "remessa", jobId: f.jobId, label: "patched retry" });
      }),
      { numRuns: RUNS },
    );
  });

  it("webhook endpoints and redelivery", async () => {
    const webhookBody = fc.record(
      {
        url: fc.oneof(
          nastyString,
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.constant("http://127.0.0.1/ok/fuzz-endpoint"),
        ),
        events: fc.oneof(
          wrongType,
          fc.array(fc.oneof(fc.constantFrom("*", "job.completed", "boleto.paid"), nastyString), {
            maxLength: 4,
          }),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(bodyArb, webhookBody),
        contentType,
        pollutionPicks,
        idArb(() => fx.deliveryId),
        async (body, ct, picks, delivery) => {
          const text = body === undefined ? "" : JSON.stringify(pollute(body, picks));
          await clean(await post("/v1/webhooks", T.key, text, ct), "webhooks");
          await clean(
            await post(`/v1/webhooks/deliveries/${delivery}/redeliver`, T.key, text, ct),
            "redeliver",
          );
        },
      ),
      { numRuns: 30 },
    );
  });

  it("sandbox bank simulator", async () => {
    const outcome = fc.record(
      {
        our_number: fc.oneof(fc.constantFrom("1", "2", "3", "00000000000000000001"), nastyString, wrongType),
        kind: fc.oneof(
          fc.constantFrom("registered", "rejected", "paid", "written_off", "due_date_changed"),
          wrongType,
        ),
        paid_cents: fc.oneof(fc.nat(), wrongType),
        fee_cents: fc.oneof(fc.nat(), wrongType),
        paid_on: fc.oneof(
          fc.constantFrom("2025-04-10", "2025-02-30", "9999-99-99", "0000-01-01"),
          nastyString,
        ),
        credited_on: fc.oneof(fc.constantFrom("2025-04-11", ""), nastyString),
        reasons: fc.oneof(
          fc.array(fc.oneof(fc.constantFrom("00", "A1"), nastyString), { maxLength: 6 }),
          wrongType,
        ),
      },
      { requiredKeys: [] },
    );
    const simBody = fc.record(
      {
        file_id: fc.oneof(fc.constant(null), nastyString),
        paid: fc.oneof(
          fc.constant("all"),
          fc.array(fc.oneof(fc.constantFrom("1", "2"), nastyString), { maxLength: 3 }),
          wrongType,
        ),
        rejected: fc.oneof(
          fc.array(fc.oneof(fc.constantFrom("3"), nastyString), { maxLength: 3 }),
          wrongType,
        ),
        outcomes: fc.oneof(fc.array(outcome, { maxLength: 4 }), wrongType),
        generated_at: fc.oneof(
          fc.constantFrom(
            "2025-04-10T10:00:00",
            "2025-13-45T99:99:99",
            "",
            "1969-12-31T23:59:59",
            "+275760-09-13T00:00:00",
          ),
          nastyString,
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(simBody, contentType, pollutionPicks, async (b, ct, picks) => {
        const body: Record<string, unknown> = {
          ...b,
          file_id: b.file_id === null || !("file_id" in b) ? fx.completedFile : b.file_id,
        };
        await clean(
          await post("/v1/sandbox/bank/retornos", T.key, JSON.stringify(pollute(body, picks)), ct),
          "sandbox",
        );
      }),
      { numRuns: 40 },
    );
  });

  it("admin: tenants and API keys", async () => {
    const tenantBody = fc.record(
      {
        name: fc.oneof(nastyString, wrongType),
        limits: fc.oneof(
          wrongType,
          fc.record(
            {
              max_concurrent_jobs: fc.oneof(fc.integer({ min: -5, max: 200 }), wrongType),
              max_pending_jobs: fc.oneof(fc.integer({ min: -5, max: 20_000 }), wrongType),
              max_items_per_job: fc.oneof(fc.integer({ min: -5, max: 2_000 }), wrongType),
              rate_limit_per_minute: fc.oneof(fc.integer({ min: -5, max: 2_000_000 }), wrongType),
            },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(bodyArb, tenantBody),
        contentType,
        pollutionPicks,
        idArb(() => T.tenant_id),
        async (body, ct, picks, tenant) => {
          const text = body === undefined ? "" : JSON.stringify(pollute(body, picks));
          await clean(await post("/v1/admin/tenants", ADMIN, text, ct), "admin tenants");
          await clean(await post(`/v1/admin/tenants/${tenant}/api-keys`, ADMIN, text, ct), "admin api-keys");
        },
      ),
      { numRuns: 30 },
    );
  });

  it("Idempotency-Key and Authorization headers with hostile values", async () => {
    const header = fc
      .string({ unit: "binary-ascii", maxLength: 300 })
      .map((s) => s.replace(/[\r\n\u0000]/g, ""));
    await fc.assert(
      fc.asyncProperty(header, header, async (idem, auth) => {
        const ok = await call("/v1/jobs/boletos", {
          method: "POST",
          key: T.key,
          json: { items: [{ nothing: true }], options: { pdf: false } },
          headers: { "idempotency-key": idem },
        });
        track("boletos", await clean(ok, "idempotency-key"), "idem");
        const res = await call("/v1/jobs/boletos", {
          method: "POST",
          json: { items: [{}] },
          headers: { authorization: auth },
        });
        expect((await clean(res, "authorization")).status).toBe(401);
      }),
      { numRuns: 25 },
    );
  });
});

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
      fc.asyncProperty(endpointArb, text, cuts, async (ep, t, c) => {
        const res = await clean(
          await post(ep.path(), ep.key(), withInvalidBytes(t, c), "application/json"),
          `${ep.name} invalid utf-8`,
        );
        if (ep.kind) track(ep.kind, res, "invalid utf-8");
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
        for (const ep of JSON_ENDPOINTS) {
          const res = await clean(
            await post(ep.path(), ep.key(), body, "application/json"),
            `${ep.name} deep ${body.slice(0, 40)}`,
          );
          if (ep.kind) track(ep.kind, res, "deep");
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
  });

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
      track(path.includes("remessas") ? "remessa" : "boletos", res, "10 MB");
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
    for (const ep of JSON_ENDPOINTS.filter((e) => !e.kind)) {
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
      track("retorno", res, `1M lines: ${name}`);
    }
  });
});

describe("fuzz: accepted work ends final with sound artifacts", () => {
  const FINAL_ITEM = new Set(["completed", "failed", "skipped"]);

  it("every accepted job ends final; items final; completed PDFs are real PDFs; no markup injected in HTML", async () => {
    expect(accepted.length).toBeGreaterThan(20);
    const boletoJobs = accepted.filter((a) => a.kind === "boletos");
    let pdfs = 0;
    for (const a of boletoJobs) {
      const job = await waitForJob(T.key, a.jobId, 120_000);
      expect(["completed", "partially_completed", "failed"], a.label).toContain(job.status);
      const items = await allItems(T.key, a.jobId);
      for (const it of items) {
        expect(
          FINAL_ITEM.has(it.status as string),
          `${a.label} ${a.jobId} item ${it.item_id}: ${it.status}`,
        ).toBe(true);
        if (mustComplete.has(`${a.jobId}#${it.index}`)) {
          expect(it.status, `${a.label}: ${JSON.stringify(it.errors)}`).toBe("completed");
        }
        for (const art of (it.artifacts ?? []) as { type: string; url: string }[]) {
          const res = await call(new URL(art.url).pathname);
          expect(res.status).toBe(200);
          const bytes = new Uint8Array(await res.arrayBuffer());
          const text = new TextDecoder("latin1").decode(bytes);
          if (art.type === "pdf") {
            pdfs++;
            expect(text.startsWith("%PDF-"), a.jobId).toBe(true);
            expect(text.trimEnd().endsWith("%%EOF"), a.jobId).toBe(true);
            const doc = await PDFDocument.load(bytes);
            expect(doc.getPageCount()).toBeGreaterThan(0);
          } else if (art.type === "html") {
            const html = new TextDecoder().decode(bytes);
            expect(html).not.toContain("<script>alert(1)");
            expect(html).not.toContain("<img src=x onerror");
          }
        }
      }
    }
    expect(pdfs).toBeGreaterThan(10);
  });

  it("every accepted remessa ends final; every completed file is lines of exactly 240/400 printable ASCII + CRLF", async () => {
    let checked = 0;
    for (const a of accepted.filter((x) => x.kind === "remessa")) {
      // A patched retry reopens a job: wait until it is final again.
      const job = await waitFor(async () => {
        const j = await waitForJob(T.key, a.jobId, 120_000);
        const open = (j.items.pending ?? 0) + (j.items.validating ?? 0) + (j.items.rendering ?? 0);
        return open === 0 ? j : null;
      }, 120_000);
      expect(["completed", "partially_completed", "failed"]).toContain(job.status);
      const { files } = await remessaFiles(T.key, a.jobId);
      if (mustCompleteFiles.has(a.jobId)) expect(files.length, a.jobId).toBeGreaterThan(0);
      for (const f of files) {
        expect(["completed", "failed"], `${a.jobId} ${f.file_id}`).toContain(f.status);
        if (mustCompleteFiles.has(a.jobId)) expect(f.status, JSON.stringify(f)).toBe("completed");
        for (const t of f.titles)
          expect(FINAL_ITEM.has(t.status), `${a.jobId} title ${t.item_id}`).toBe(true);
        if (f.status !== "completed") continue;
        const res = await call(new URL(f.url as string).pathname);
        expect(res.status).toBe(200);
        const bytes = new Uint8Array(await res.arrayBuffer());
        const width = f.layout === "cnab240" ? 240 : 400;
        let col = 0;
        let lines = 0;
        for (let i = 0; i < bytes.length; i++) {
          const b = bytes[i] as number;
          if (b === 0x0d) {
            expect(bytes[i + 1], `${a.jobId} CR without LF at ${i}`).toBe(0x0a);
            expect(col, `${a.jobId} line ${lines + 1} width`).toBe(width);
            col = 0;
            lines++;
            i++;
          } else {
            expect(b >= 0x20 && b <= 0x7e, `${a.jobId} byte ${b} at ${i}`).toBe(true);
            col++;
          }
        }
        expect(col, "file ends with CRLF").toBe(0);
        expect(lines).toBe(f.record_count);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it("every accepted retorno ends final and its entries can be listed", async () => {
    for (const a of accepted.filter((x) => x.kind === "retorno")) {
      const job = await waitForJob(T.key, a.jobId, 120_000);
      expect(["completed", "failed"], a.label).toContain(job.status);
      const view = await clean(
        await call(`/v1/jobs/cnab/retornos/${a.jobId}`, { key: T.key }),
        "retorno get",
      );
      await clean(await call(`/v1/jobs/cnab/retornos/${a.jobId}/items`, { key: T.key }), "retorno items");
      const error = (view.body as { error: { code: string } | null }).error;
      // A file that cannot be read fails with the reader's code, not by exhausting retries.
      if (job.status === "failed") expect(error?.code, a.label).toMatch(/^CNAB_[A-Z_]+$/);
      // No CNAB layout: refused. A real header and trailer around a million unreadable lines: read
      // (the reader refuses only what it cannot read at all), no entries, the lines named in warnings.
      if (a.label === "1M lines: short lines") expect(job.status, a.label).toBe("failed");
      if (a.label === "1M lines: real header and trailer") {
        expect(job.status, a.label).toBe("completed");
        const summary = (view.body as { summary: { entries: number; warnings: { code: string }[] } }).summary;
        expect(summary.entries, a.label).toBe(0);
        expect(summary.warnings.length, a.label).toBeGreaterThan(0);
        expect(summary.warnings.length, a.label).toBeLessThan(200);
      }
    }
  });

  it("Object.prototype and Array.prototype are not polluted", () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTO_NAMES);
    expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(ARRAY_PROTO_NAMES);
    const probe = {} as Record<string, unknown>;
    expect(probe.polluted).toBeUndefined();
    expect(probe.isAdmin).toBeUndefined();
    expect(probe.status).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
  });
});
