/**
 * Cross-check against an independent implementation: pix-utils (devDependency only) must accept
 * thousands of BR Codes lote builds and read the same fields, produce byte-identical payloads from
 * the same data, and lote must read the payloads pix-utils builds.
 */
import { createDynamicPix, createStaticPix, hasError, parsePix } from "pix-utils";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../test/engine/boleto/samples";
import { buildPixPayload } from "./build";
import { parsePixPayload } from "./parse";

const N = 3000;
const KEYS = [
  "52998224725",
  "11222333000181",
  "+5511999998888",
  "+5548988887777",
  "financeiro@empresa.com.br",
  "39a1178e-db6b-4407-bc7b-b674390acf5f",
  "123e4567-e12b-12d1-a456-426655440000",
];
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .-";
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Random case data: upper-case ASCII names and cities, as pix-utils normalises them. */
function makeCase(seed: number) {
  const r = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(r() * (max - min + 1));
  const word = (alphabet: string, min: number, max: number) => {
    let s = "";
    const n = int(min, max);
    for (let i = 0; i < n; i++) s += alphabet[int(0, alphabet.length - 1)];
    return s.trim() || "X";
  };
  return {
    key: KEYS[int(0, KEYS.length - 1)] as string,
    name: word(UPPER, 1, 25),
    city: word(UPPER, 1, 15),
    amount: r() < 0.2 ? 0 : int(1, r() < 0.9 ? 1_000_000 : 9_999_999_999),
    txid: r() < 0.5 ? undefined : word(ALNUM, 1, 25),
    info: r() < 0.3 ? word(UPPER, 1, 20) : undefined,
    url: `pix.example.com/qr/v2/${word(ALNUM, 8, 36)}`,
  };
}

describe("against pix-utils", () => {
  it(`pix-utils reads ${N} static payloads built by lote, and builds the same bytes`, () => {
    for (let seed = 0; seed < N; seed++) {
      const c = makeCase(seed);
      const ours = buildPixPayload({
        key: c.key,
        merchant_name: c.name,
        merchant_city: c.city,
        amount_cents: c.amount,
        ...(c.txid ? { txid: c.txid } : {}),
        ...(c.info ? { info: c.info } : {}),
      });
      const theirs = parsePix(ours);
      if (hasError(theirs)) throw new Error(`pix-utils rejected ${ours}: ${JSON.stringify(theirs)}`);
      expect(theirs).toMatchObject({
        type: "STATIC",
        pixKey: c.key,
        merchantName: c.name,
        merchantCity: c.city,
        transactionAmount: c.amount / 100,
        txid: c.txid ?? "***",
      });
      const built = createStaticPix({
        merchantName: c.name,
        merchantCity: c.city,
        pixKey: c.key,
        transactionAmount: c.amount / 100,
        ...(c.txid ? { txid: c.txid } : {}),
        ...(c.info ? { infoAdicional: c.info } : {}),
      });
      if (hasError(built)) throw new Error(JSON.stringify(built));
      expect(built.toBRCode()).toBe(ours);
    }
  });

  it(`both read ${N / 3} dynamic payloads the same way`, () => {
    for (let seed = 0; seed < N / 3; seed++) {
      const c = makeCase(seed + N);
      const single = seed % 2 === 0;
      const ours = buildPixPayload({
        url: c.url,
        merchant_name: c.name,
        merchant_city: c.city,
        single_use: single,
      });
      const theirs = parsePix(ours);
      if (hasError(theirs)) throw new Error(`pix-utils rejected ${ours}`);
      expect(theirs).toMatchObject({
        type: "DYNAMIC",
        url: c.url,
        merchantName: c.name,
        merchantCity: c.city,
      });
      const built = createDynamicPix({
        merchantName: c.name,
        merchantCity: c.city,
        url: c.url,
        oneTime: single,
      });
      if (hasError(built)) throw new Error(JSON.stringify(built));
      expect(built.toBRCode()).toBe(ours);
      expect(parsePixPayload(built.toBRCode())).toMatchObject({
        kind: "dynamic",
        url: c.url,
        single_use: single,
      });
    }
  });

  it("lote reads payloads pix-utils builds from mixed-case, accented data", () => {
    for (let seed = 0; seed < N / 3; seed++) {
      const c = makeCase(seed + 2 * N);
      const built = createStaticPix({
        merchantName: `José ${c.name.toLowerCase()}`.slice(0, 25),
        merchantCity: `São ${c.city}`.slice(0, 15),
        pixKey: c.key,
        transactionAmount: c.amount / 100,
      });
      if (hasError(built)) continue; // pix-utils' own limits (e.g. its length checks before normalising)
      const parsed = parsePixPayload(built.toBRCode());
      expect(parsed.key).toBe(c.key);
      expect(parsed.amount_cents).toBe(c.amount === 0 ? null : c.amount);
      expect(parsed.merchant_name.startsWith("JOSE")).toBe(true);
    }
  });
});
