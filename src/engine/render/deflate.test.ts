import { inflateSync } from "node:zlib";
import { unzlibSync, zlibSync } from "fflate";
import { describe, expect, it } from "vitest";
import { zlibFast } from "./deflate";

/** A deterministic byte generator (xorshift32), so every run tests the same inputs. */
function bytes(n: number, seed: number, alphabet = 256): Uint8Array {
  let x = seed | 1;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = (x >>> 0) % alphabet;
  }
  return out;
}

const enc = new TextEncoder();

/** Inflated by two independent inflaters (zlib itself through node, and fflate). */
function roundTrip(data: Uint8Array): Uint8Array {
  const z = zlibFast(data);
  expect(Buffer.from(inflateSync(z)).equals(Buffer.from(data))).toBe(true);
  expect(Buffer.from(unzlibSync(z)).equals(Buffer.from(data))).toBe(true);
  return z;
}

describe("zlibFast", () => {
  it("round-trips edge sizes and shapes through zlib and fflate", () => {
    const cases: Uint8Array[] = [
      new Uint8Array(0),
      new Uint8Array([7]),
      new Uint8Array([1, 2]),
      new Uint8Array(3).fill(9),
      new Uint8Array(259).fill(0),
      new Uint8Array(100_000).fill(65),
      bytes(1, 3),
      bytes(1000, 5),
      bytes(70_000, 11), // incompressible: stored blocks over the 65,535-byte limit
      bytes(200_000, 13, 4), // many blocks, long chains
      bytes(50_000, 17, 2),
      enc.encode("abc".repeat(20_000)),
    ];
    for (const c of cases) roundTrip(c);
  });

  it("round-trips page-like operator streams and packs them about as well as fflate", () => {
    let ops = "BT\n/F1 8 Tf\n";
    for (let i = 0; i < 60; i++)
      ops += `1 0 0 1 ${30 + i * 7.25} ${800 - i * 11.5} Tm (Campo ${i * 37} R$ ${i}.00) Tj\n`;
    ops += "ET\nq 0.43 0 0 36.85 25 20 cm\n";
    for (let i = 0; i < 228; i += 2) ops += `${i * 3 + (i % 5)} 0 ${1 + (i % 3)} 1 re\n`;
    ops += "f Q\n";
    const data = enc.encode(ops);
    const z = roundTrip(data);
    const reference = zlibSync(data, { level: 1 }).length;
    expect(z.length).toBeLessThan(data.length / 2);
    expect(z.length).toBeLessThan(reference * 1.2);
  });

  it("depends only on its input: tables reused across calls leave no trace", () => {
    const a = bytes(5000, 23, 16);
    const first = zlibFast(a);
    for (let i = 0; i < 50; i++) zlibFast(bytes(3000 + i, 29 + i, 8));
    expect(Buffer.from(zlibFast(a)).equals(Buffer.from(first))).toBe(true);
  });

  it("limits code lengths to 15 bits: Fibonacci frequencies want a 25-deep tree", () => {
    const parts: number[] = [];
    for (let k = 0, a = 1, b = 1; k < 26; k++, [a, b] = [b, a + b])
      for (let j = 0; j < a; j++) parts.push(k * 9);
    // Shuffled deterministically so LZ77 finds few matches and the literals keep their skew.
    const order = bytes(parts.length * 4, 31);
    const data = Uint8Array.from(parts);
    for (let i = data.length - 1; i > 0; i--) {
      const r = (order[i * 4]! | (order[i * 4 + 1]! << 8) | (order[i * 4 + 2]! << 16)) % (i + 1);
      [data[i], data[r]] = [data[r]!, data[i]!];
    }
    roundTrip(data);
  });

  it("round-trips many random streams of skewed alphabets (deep Huffman trees are length-limited)", () => {
    for (let s = 1; s <= 40; s++) {
      // Exponentially skewed symbols force codes longer than 15 bits before the limit.
      const raw = bytes(4000 + s * 97, s * 7919, 1 << 30);
      const data = raw.map((v) => Math.min(255, Math.floor(Math.log2((v % (1 << 30)) + 1) * 8)));
      roundTrip(data);
      roundTrip(bytes(500 + s * 13, s, 2 + s * 6));
    }
  });
});
