/**
 * `npm run bench`: every engine benchmark in one run, on one core. Figures are printed, never
 * asserted (timings belong here, not in tests). Each part also runs alone:
 * `npx tsx bench/boletos.ts`, `bench/render.ts`, `bench/cnab.ts`.
 */
import os from "node:os";
import { run as boletos } from "./boletos";
import { run as cnab } from "./cnab";
import { run as render } from "./render";

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
console.log(
  `lote engine benchmarks — Node ${process.version}, ${cpu}, ${os.cpus().length} cores, load avg ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
for (const [name, part] of [
  ["boletos & PIX", boletos],
  ["PDF / HTML rendering", render],
  ["CNAB", cnab],
] as const) {
  console.log(`\n=== ${name} ===`);
  const t0 = performance.now();
  await part();
  console.log(`(${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}
