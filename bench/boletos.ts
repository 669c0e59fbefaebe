/**
 * Boleto and PIX throughput of the engine, on one core (everything runs on the main thread).
 *
 *   npx tsx bench/boletos.ts          (BENCH_SECONDS=1 per measurement by default)
 *
 * Prints boletos built per second (validation + nosso número + campo livre + barcode + linha
 * digitável, through the public `buildBoleto`), per bank and overall; codes parsed per second; the
 * zod item validation the service runs per item; and PIX BR Codes built and parsed per second.
 * Inputs are generated up front (seeded), so only the engine is timed; each figure is the best of
 * three windows. Target: ≥ 200,000 boletos/s.
 */
import { fileURLToPath } from "node:url";
import {
  BANK_CODES,
  type BoletoInput,
  buildBoleto,
  buildPixPayload,
  type PixPayloadInput,
  parseBoletoCode,
  parsePixPayload,
  validateBoletoInput,
} from "../src/engine/index";
import { randomBoletoInput, seededRandom } from "../test/engine/boleto/samples";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const TODAY = "2025-06-01";
const CLOCK = { today: TODAY };

/**
 * Operations per second of `fn` over `items` (round-robin), after a warm-up: the best of three
 * windows of about SECONDS each, so that other processes on a shared machine disturb it less.
 */
function throughput<T>(items: readonly T[], fn: (item: T) => unknown): number {
  let sink = 0;
  for (let i = 0; i < Math.min(items.length, 20_000); i++) sink += fn(items[i % items.length] as T) ? 1 : 0;
  let best = 0;
  for (let round = 0; round < 3; round++) {
    let ops = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < SECONDS * 1000) {
      for (let i = 0; i < items.length; i++) sink += fn(items[i] as T) ? 1 : 0;
      ops += items.length;
      elapsed = performance.now() - start;
    }
    best = Math.max(best, (ops / elapsed) * 1000);
  }
  if (sink < 0) console.log(sink); // keep the results alive
  return best;
}

const fmt = (perSecond: number): string => Math.round(perSecond).toLocaleString("en-US").padStart(11);

function inputsFor(bank: string, n: number): BoletoInput[] {
  return Array.from({ length: n }, (_, seed) => randomBoletoInput(bank, seededRandom(seed + 1), TODAY));
}

function pixInputs(n: number): PixPayloadInput[] {
  const keys = [
    "52998224725",
    "+5511999998888",
    "financeiro@empresa.com.br",
    "39a1178e-db6b-4407-bc7b-b674390acf5f",
  ];
  return Array.from({ length: n }, (_, i) => ({
    key: keys[i % keys.length] as string,
    merchant_name: "EMPRESA EXEMPLO LTDA",
    merchant_city: "SAO PAULO",
    amount_cents: 1000 + i * 37,
    txid: `FAT${String(i).padStart(8, "0")}`,
  }));
}

/** Measures and prints the figures. */
export async function run(): Promise<void> {
  console.log(
    `lote engine — boletos and PIX, one core, best of 3 × ${SECONDS}s per figure (Node ${process.version})`,
  );
  const perBank = BANK_CODES.map((bank) => [bank, inputsFor(bank, 2000)] as const);
  const all = perBank.flatMap(([, inputs]) => inputs);
  const mixed = all.filter((_, i) => i % 3 === 0);
  console.log("\nbuildBoleto (validate + codes), boletos/s:");
  // The headline first, while the JIT has seen every bank alike.
  console.log(
    `  all banks mixed ${fmt(throughput(mixed, (x) => buildBoleto(x, CLOCK)))}   (target ≥ 200,000)`,
  );
  for (const [bank, inputs] of perBank) {
    console.log(`  ${bank}             ${fmt(throughput(inputs, (x) => buildBoleto(x, CLOCK)))}`);
  }
  const built = all.map((x) => buildBoleto(x, CLOCK));

  console.log("\nparseBoletoCode, codes/s:");
  const lines = built.map((b) => b.digitable_line_formatted);
  const barcodes = built.map((b) => b.barcode);
  console.log(`  linha digitável ${fmt(throughput(lines, (c) => parseBoletoCode(c, CLOCK)))}`);
  console.log(`  barcode         ${fmt(throughput(barcodes, (c) => parseBoletoCode(c, CLOCK)))}`);

  console.log("\nvalidateBoletoInput (zod schema + bank rules, what the service runs per item), items/s:");
  console.log(`  all banks mixed ${fmt(throughput(mixed, (x) => validateBoletoInput(x, CLOCK)))}`);

  console.log("\nPIX BR Code, payloads/s:");
  const pix = pixInputs(5000);
  const payloads = pix.map(buildPixPayload);
  console.log(`  build (static, key + amount + txid) ${fmt(throughput(pix, buildPixPayload))}`);
  console.log(`  parse                               ${fmt(throughput(payloads, parsePixPayload))}`);
  const bolepix = mixed.slice(0, 2000).map((x) => ({ ...x, pix: { key: "+5511999998888" } }));
  console.log(
    `  buildBoleto with a Bolepix built from a key ${fmt(throughput(bolepix, (x) => buildBoleto(x, CLOCK)))}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
