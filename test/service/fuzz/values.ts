/**
 * Hostile values for the service fuzz suites (fuzz/*.test.ts): nasty strings, wrong JSON types,
 * prototype-pollution keys, item mutations, deep nesting and invalid UTF-8. Pure data and
 * fast-check arbitraries; nothing here talks to the Worker.
 */
import fc from "fast-check";
import { cnabSupport } from "../../../src/engine/cnab/registry";
import type { CnabLayout } from "../../../src/engine/cnab/types";
import { sampleTitles } from "../../engine/cnab/fixtures";
import { boletoItem } from "../helpers";

/** Hand-picked nasty strings: control characters, non-WinAnsi text, markup, huge, lone surrogates. */
export const NASTY: string[] = [
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

export const nastyString: fc.Arbitrary<string> = fc.oneof(
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
export const printableHostile: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(...NASTY),
    fc.string({ unit: "binary", minLength: 1, maxLength: 30 }),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }),
  )
  .map((s) => `A${s.replace(/[\u0000-\u001f]/g, "")}`.slice(0, 25)); // 25: the shortest text limit (document_number)

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
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
export const POLLUTERS: string[] = [
  '{"__proto__":{"polluted":"yes","isAdmin":true,"status":"completed"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"prototype":{"polluted":"yes"}}',
  '{"__proto__":{"__proto__":{"polluted":"yes"}}}',
  '{"__proto__":[1,2,3]}',
  '{"__proto__":null,"constructor":"x","prototype":5}',
];

export function setOwn(o: Record<string, unknown>, k: string, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, configurable: true, writable: true });
}

/** Every plain object inside `v` (depth-first), including `v` itself. */
export function objectsIn(
  v: unknown,
  out: Record<string, unknown>[] = [],
  depth = 0,
): Record<string, unknown>[] {
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
export function pollute<T>(v: T, picks: { at: number; which: number }[]): T {
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

export const pollutionPicks = fc.array(fc.record({ at: fc.nat(), which: fc.nat() }), { maxLength: 3 });

/** Sets `path` in `obj` (creating objects on the way; an array index keeps arrays). */
export function setPath(
  obj: Record<string, unknown>,
  path: readonly (string | number)[],
  value: unknown,
): void {
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

export const ITEM_PATHS: (string | number)[][] = [
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

export const TEXT_PATHS: (string | number)[][] = [
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

export type MutationList = { path: (string | number)[]; value: unknown }[];

export const mutations: fc.Arbitrary<MutationList> = fc.array(
  fc.record({ path: fc.constantFrom(...ITEM_PATHS), value: wrongType }),
  { maxLength: 4 },
);

/** A valid Itaú item (unique nosso número), then hostile mutations. */
export function mutatedItem(n: number, muts: MutationList) {
  const item = structuredClone(boletoItem(n)) as Record<string, unknown>;
  for (const m of muts) setPath(item, m.path, m.value);
  return item;
}

let seq = 0;
/** A fresh number per call (unique nosso número, amount and external_id per tenant). */
export const nextN = () => 20_000 + seq++;

/** Full CNAB titles of a supported bank × layout (the fixtures' first three are entries). */
export const SUPPORT = cnabSupport();
export function entryTitles(bank: string, layout: string): Record<string, unknown>[] {
  // The layout's own sample: some layouts take only some charges (Banrisul 240: a fine amount).
  return sampleTitles(bank, layout as CnabLayout)
    .slice(0, 3)
    .map(({ pix: _pix, ...t }) => ({ ...structuredClone(t), layout }) as Record<string, unknown>);
}

// ---------------------------------------------------------------------------------------------
// Deep nesting, invalid UTF-8

export const DEPTH = 5_000;
export const deepArrayText = `${"[".repeat(DEPTH)}1${"]".repeat(DEPTH)}`;
export const deepObjectText = `${'{"a":'.repeat(DEPTH)}1${"}".repeat(DEPTH)}`;
export const deepMixedText = `${'[{"__proto__":'.repeat(DEPTH / 2)}1${"}]".repeat(DEPTH / 2)}`;

export const INVALID_UTF8: number[][] = [
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

export const enc = new TextEncoder();

/** `text` as UTF-8 with invalid sequences spliced in at the given relative positions. */
export function withInvalidBytes(text: string, cuts: { at: number; seq: number }[]): Uint8Array {
  const bytes = Array.from(enc.encode(text));
  for (const c of [...cuts].sort((a, b) => b.at - a.at)) {
    const pos = Math.floor(c.at * bytes.length);
    bytes.splice(pos, 0, ...(INVALID_UTF8[c.seq % INVALID_UTF8.length] as number[]));
  }
  return new Uint8Array(bytes);
}
