/**
 * CNAB throughput of the engine, on one core (everything runs on the main thread).
 *
 *   npx tsx bench/cnab.ts          (BENCH_SECONDS=1 per measurement by default)
 *
 * Prints remessa titles written per second (`buildRemessa` of 5,000-title files, validation,
 * nosso número and the parse-back self-check included) and retorno lines parsed per second
 * (`parseRetorno` of a simulated retorno of 20,000 titles in 240 — a batch holds 99,999 records —
 * and 100,000 in 400), per bank and layout. Inputs are built up
 * front, so only the engine is timed; each figure is per CPU second, the best of three windows.
 * Targets: ≥ 200,000 titles/s and ≥ 500,000 lines/s.
 */
import { fileURLToPath } from "node:url";
import {
  type BuildRemessaInput,
  buildRemessa,
  type CnabLayout,
  cnabSupport,
  parseRetorno,
  type RemessaTitle,
  simulateRetorno,
} from "../src/engine/index";
import { BANK_SAMPLES } from "../test/engine/bank-folders";
import { sampleRemessa, sampleTitles } from "../test/engine/cnab/fixtures";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const fmt = (perSecond: number): string => Math.round(perSecond).toLocaleString("en-US").padStart(11);

/** CPU seconds this process has used (all its threads, GC helpers included). */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/**
 * Units per CPU second of `fn`, which handles `units` units per call: the best of three windows
 * of about SECONDS each. CPU time rather than wall time, so that other processes on a shared
 * machine do not count against the engine ("on one core").
 */
function throughput(units: number, fn: () => unknown): number {
  fn();
  let best = 0;
  for (let round = 0; round < 3; round++) {
    let done = 0;
    const start = performance.now();
    const cpu0 = cpuSeconds();
    while (performance.now() - start < SECONDS * 1000) {
      fn();
      done += units;
    }
    best = Math.max(best, done / (cpuSeconds() - cpu0));
  }
  return best;
}

/** `n` entry titles of the bank's sample account, all distinct. */
function titles(bank: string, n: number): RemessaTitle[] {
  const base = sampleTitles(bank).slice(0, 3);
  const limit = BANK_SAMPLES.get(bank)?.ourNumberDigits ?? 7;
  return Array.from({ length: n }, (_, i) => ({
    ...base[i % 3]!,
    our_number: String((i % 10 ** limit) + 1),
    document_number: `NF${i}`,
    amount_cents: 1_000 + (i % 97_000),
  }));
}

function remessaInput(bank: string, layout: CnabLayout, n: number): BuildRemessaInput {
  return sampleRemessa(bank, layout, titles(bank, n));
}

/** Measures and prints the figures. */
export async function run(): Promise<void> {
  console.log(
    `lote engine — CNAB, per CPU second on one core, best of 3 × ${SECONDS}s per figure (Node ${process.version})`,
  );
  const support = cnabSupport();
  console.log("\nbuildRemessa, titles/s (5,000 titles per file; self-check included):");
  const writes: number[] = [];
  for (const { bank_code, layout } of support) {
    const input = remessaInput(bank_code, layout, 5_000);
    const rate = throughput(5_000, () => buildRemessa(input));
    writes.push(rate);
    console.log(`  ${bank_code} ${layout} ${fmt(rate)}`);
  }
  console.log(`  slowest       ${fmt(Math.min(...writes))}   (target ≥ 200,000)`);

  console.log(
    "\nparseRetorno, lines/s (simulated retornos: 20,000 titles in 240, whose batch holds 99,999 records; 100,000 in 400):",
  );
  const reads: number[] = [];
  for (const { bank_code, layout } of support) {
    const remessa = buildRemessa(
      remessaInput(bank_code, layout, layout === "cnab240" ? 20_000 : 100_000),
    ).content;
    const retorno = simulateRetorno(remessa, { generated_at: "2025-03-17T06:30:00" });
    const rate = throughput(retorno.line_count, () => parseRetorno(retorno.content));
    reads.push(rate);
    console.log(
      `  ${bank_code} ${layout} ${fmt(rate)}   (${retorno.line_count.toLocaleString("en-US")} lines)`,
    );
  }
  console.log(`  slowest       ${fmt(Math.min(...reads))}   (target ≥ 500,000)`);

  // Reading time against file size: 8× the lines should take ~8× the time (a quadratic reader ~64×).
  const retornoOf = (n: number) =>
    simulateRetorno(buildRemessa(remessaInput("237", "cnab240", n)).content, {
      generated_at: "2025-03-17T06:30:00",
    }).content;
  const small = retornoOf(2_000);
  const large = retornoOf(16_000);
  const smallRate = throughput(1, () => parseRetorno(small));
  const largeRate = throughput(1, () => parseRetorno(large));
  console.log(
    `\nparseRetorno growth, 237 cnab240 2,000 → 16,000 titles: ${(smallRate / largeRate).toFixed(1)}× the time for 8× the lines (linear ≈ 8)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
