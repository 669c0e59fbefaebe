/**
 * Rendering benchmark: lote's boleto PDF against a peer generator, side by side in one run.
 *
 *   npx tsx bench/render.ts            (BENCH_N=1000 boletos by default)
 *
 * Prints, for N boletos: lote's median ms per page and bytes per single PDF (plain, Bolepix, with
 * a logo), the carnê's ms and bytes per parcela, the merged N-page PDF's time, size and peak
 * memory (measured in a child process), the HTML time, and the same figures for `gerar-boletos`
 * (PDFKit, devDependency only) with the ratio, all in one run, with the load average.
 * Single-threaded: everything runs on the main thread, one boleto after the other.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import {
  BANK_CODES,
  prepareLogo,
  type RenderPdfOptions,
  renderBoletoHtml,
  renderBoletoPdf,
  renderCarnePdf,
} from "../src/engine/index";
import { qrRuns } from "../src/engine/render/qr";
import type { Boleto } from "../src/engine/types";
import { builtBoleto } from "../test/engine/render/built";

const N = Number(process.env.BENCH_N ?? 1000);
const SELF = fileURLToPath(import.meta.url);

/** N distinct boletos issued by `buildBoleto`, round-robin over every registered bank (BANK_CODES, 33), full print fields. */
function boletos(n: number, pix: boolean): Boleto[] {
  return Array.from({ length: n }, (_, i) =>
    builtBoleto(BANK_CODES[i % BANK_CODES.length]!, { seed: i, pix }),
  );
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Median ms and median bytes of rendering each boleto as its own PDF. */
async function singles(
  list: Boleto[],
  options: RenderPdfOptions = {},
): Promise<{ ms: number; bytes: number }> {
  // Warm up the JIT and the frame cache on the whole list first: with 50 boletos the first figure
  // measured was still warming up (the same pages read 0.37 ms first, 0.33 ms later in one run).
  for (const b of list) await renderBoletoPdf(b, options);
  const times: number[] = [];
  const sizes: number[] = [];
  for (const b of list) {
    const t = performance.now();
    const pdf = await renderBoletoPdf(b, options);
    times.push(performance.now() - t);
    sizes.push(pdf.length);
  }
  return { ms: median(times), bytes: median(sizes) };
}

/** The carnê of `list` (3 strips a sheet): ms per parcela and bytes per parcela, best of 3. */
async function carne(list: Boleto[]): Promise<{ msPerParcela: number; bytes: number }> {
  await renderCarnePdf(list.slice(0, 30));
  let best = Number.POSITIVE_INFINITY;
  let bytes = 0;
  for (let r = 0; r < 3; r++) {
    const t = performance.now();
    bytes = (await renderCarnePdf(list)).length;
    best = Math.min(best, performance.now() - t);
  }
  return { msPerParcela: best / list.length, bytes };
}

/**
 * Child process: renders the merged N-page PDF and reports its time and peak memory as JSON. The
 * time is the best of three renders after a warm-up merge (the same robust statistic as the
 * singles' median: one render on a loaded machine measures the machine as much as the code).
 */
async function mergedChild(pix: boolean): Promise<void> {
  const list = boletos(N, pix);
  // Warm the JIT (and the frame cache) on other boletos, so the figure is steady-state rendering.
  await renderBoletoPdf(
    Array.from({ length: 100 }, (_, i) =>
      builtBoleto(BANK_CODES[i % BANK_CODES.length]!, { seed: 90_000 + i, pix }),
    ),
  );
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage();
  let ms = Number.POSITIVE_INFINITY;
  let bytes = 0;
  for (let r = 0; r < 3; r++) {
    const t = performance.now();
    bytes = (await renderBoletoPdf(list)).length;
    ms = Math.min(ms, performance.now() - t);
  }
  const peakRss = process.resourceUsage().maxRSS * 1024;
  console.log(JSON.stringify({ ms, bytes, baseRss: base.rss, peakRss }));
}

/**
 * Runs {@link mergedChild} in a fresh process, with V8's default heap or capped at 64 MB of old
 * space and 1 MB semi-spaces. The capped run is the memory figure: it can only finish if the
 * render's working set fits (the cap also holds tsx, the engine's modules — ≈ 20 MB of heap with
 * 50 banks and 51 CNAB cells — and the 1,000 fixture boletos, ≈ 19 MB with Bolepix; the 32 MB cap
 * of issue 18 no longer held them), and its RSS growth is the working set rather than garbage a
 * lazy collector has not reclaimed yet.
 */
function merged(
  pix: boolean,
  capped: boolean,
): { ms: number; bytes: number; baseRss: number; peakRss: number } | null {
  const flags = capped ? ["--max-old-space-size=64", "--max-semi-space-size=1"] : [];
  const args = ["--expose-gc", ...flags, "--import", "tsx", SELF, "--merged-child", String(pix)];
  const r = spawnSync(process.execPath, args, {
    encoding: "utf8",
    env: { ...process.env, BENCH_N: String(N) },
  });
  // The capped run failing is a finding (the working set does not fit), not a reason to stop.
  if (r.status !== 0 && capped) return null;
  if (r.status !== 0) throw new Error(`merged child failed (capped=${capped}): ${r.stderr.slice(-500)}`);
  return JSON.parse(r.stdout.trim().split("\n").pop()!);
}

/**
 * The peer: gerar-boletos (PDFKit, embedded Times New Roman TTFs): one PDF per boleto (median
 * ms and bytes), and all `n` boletos as one n-page PDF (its generator takes a list), best of 3.
 */
async function peer(
  n: number,
): Promise<{ ms: number; bytes: number; mergedMs: number; mergedBytes: number }> {
  const require = createRequire(import.meta.url);
  const { Bancos, Boletos } = require("gerar-boletos");
  const { Gerador } = require("gerar-boletos/lib/utils/functions/boletoUtils");
  const address = {
    logradouro: "Rua Pedro Lessa, 15",
    bairro: "Centro",
    cidade: "Rio de Janeiro",
    estadoUF: "RJ",
    cep: "20030-030",
  };
  const make = (i: number) => {
    const b = new Boletos({
      banco: new Bancos.Bradesco(),
      pagador: {
        nome: "José Bonifácio de Andrada e Silva",
        RegistroNacional: "12345678909",
        endereco: address,
      },
      instrucoes: ["Após 02/04/2023, multa de 2,00%.", "Não receber após 30 dias do vencimento."],
      beneficiario: {
        nome: "Empresa Fictícia de Cobrança Ltda",
        cnpj: "43576788000191",
        endereco: address,
        dadosBancarios: {
          carteira: "09",
          agencia: "0101",
          agenciaDigito: "5",
          conta: "0326446",
          contaDigito: "0",
          nossoNumero: String(61 + i).padStart(11, "0"),
          nossoNumeroDigito: "8",
        },
      },
      // The peer rejects due dates from 2024 on (it predates the 2025 fator rollover).
      boleto: {
        numeroDocumento: String(1000 + i),
        especieDocumento: "DM",
        valor: 110 + i,
        datas: { vencimento: "02-04-2023", processamento: "02-03-2023", documentos: "02-03-2023" },
      },
    });
    b.gerarBoleto();
    return b.boletoInfo;
  };
  const render = async (info: unknown | unknown[]): Promise<number> => {
    let size = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback();
      },
    });
    const done = new Promise((r) => sink.on("finish", r));
    await new Gerador(info).gerarPDF({ creditos: "", stream: sink });
    await done;
    return size;
  };
  for (let i = 0; i < 5; i++) await render(make(i));
  const times: number[] = [];
  const sizes: number[] = [];
  for (let i = 0; i < n; i++) {
    const info = make(i);
    const t = performance.now();
    sizes.push(await render(info));
    times.push(performance.now() - t);
  }
  const infos = Array.from({ length: n }, (_, i) => make(i));
  let mergedMs = Number.POSITIVE_INFINITY;
  let mergedBytes = 0;
  for (let r = 0; r < 3; r++) {
    const t = performance.now();
    mergedBytes = await render(infos);
    mergedMs = Math.min(mergedMs, performance.now() - t);
  }
  return { ms: median(times), bytes: median(sizes), mergedMs, mergedBytes };
}

/** Runs the benchmark and prints the figures. */
export async function run(): Promise<void> {
  const plain = boletos(N, false);
  const pix = boletos(N, true);
  const lp = await singles(plain);
  const lx = await singles(pix);
  // Loaded here, not at the top: it pulls in MuPDF, which the memory-capped child must not load.
  const { sampleLogoPng } = await import("../test/engine/render/images");
  const logo = await prepareLogo(await sampleLogoPng());
  const ll = await singles(pix, { logo });
  const cp = await carne(plain);
  const cx = await carne(pix);
  const mergedRuns = ([false, true] as const).map((on) => ({
    name: on ? "Bolepix" : "plain",
    free: merged(on, false) as NonNullable<ReturnType<typeof merged>>,
    capped: merged(on, true),
  }));
  const t = performance.now();
  for (const b of pix) renderBoletoHtml(b);
  const htmlMs = (performance.now() - t) / N;
  // The QR alone, on payloads not seen before (the memo in qr.ts would otherwise hit).
  const qrTimes = pix.map((b) => {
    const payload = `${b.pix_payload}#bench`;
    const t0 = performance.now();
    qrRuns(payload);
    return performance.now() - t0;
  });
  const levels: { level: 6 | 9; plain: { ms: number; bytes: number }; pix: { ms: number; bytes: number } }[] =
    [];
  for (const level of [6, 9] as const) {
    levels.push({ level, plain: await singles(plain, { level }), pix: await singles(pix, { level }) });
  }
  const p = await peer(N);

  const row = (label: string, lote: string, peerValue: string, ratio: string) =>
    console.log(`  ${label.padEnd(34)}${lote.padStart(16)}${peerValue.padStart(16)}${ratio.padStart(12)}`);
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  console.log(`\nrender — ${N} boletos, single-threaded, node ${process.version}, load average ${load}`);
  row("", "lote", "gerar-boletos", "peer/lote");
  row(
    "single PDF, median ms/page",
    `${lp.ms.toFixed(3)}`,
    `${p.ms.toFixed(1)}`,
    `${(p.ms / lp.ms).toFixed(0)}×`,
  );
  row("  … Bolepix (QR)", `${lx.ms.toFixed(3)}`, "n/a", `${(p.ms / lx.ms).toFixed(0)}×`);
  row("single PDF, median bytes", kb(lp.bytes), kb(p.bytes), `${(p.bytes / lp.bytes).toFixed(0)}×`);
  row("  … Bolepix (QR)", kb(lx.bytes), "n/a", `${(p.bytes / lx.bytes).toFixed(0)}×`);
  row("  … Bolepix + logo (PNG)", `${ll.ms.toFixed(3)} ms`, "", kb(ll.bytes));
  console.log(
    `  carnê (3 parcelas a sheet), ${N} parcelas: plain ${cp.msPerParcela.toFixed(3)} ms/parcela, ${kb(cp.bytes / N)}/parcela; ` +
      `Bolepix ${cx.msPerParcela.toFixed(3)} ms/parcela, ${kb(cx.bytes / N)}/parcela`,
  );
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  const plainMerged = mergedRuns[0]?.free.ms ?? Number.NaN;
  row(
    `merged ${N}-page PDF, ms/page`,
    `${(plainMerged / N).toFixed(3)}`,
    `${(p.mergedMs / N).toFixed(3)}`,
    `${(p.mergedMs / plainMerged).toFixed(1)}×`,
  );
  row("merged PDF, bytes/page", kb((mergedRuns[0]?.free.bytes ?? 0) / N), kb(p.mergedBytes / N), "");
  for (const { name, free, capped } of mergedRuns) {
    console.log(
      `  merged ${N}-page PDF, ${name}: ${free.ms.toFixed(0)} ms (${(free.ms / N).toFixed(3)} ms/page), ${kb(free.bytes)}; ` +
        `${capped ? `peak RSS growth ${mb(capped.peakRss - capped.baseRss)} in a 64 MB V8 heap` : "out of memory in a 64 MB V8 heap"} ` +
        `(${mb(free.peakRss - free.baseRss)} with the default heap, mostly uncollected garbage)`,
    );
  }
  console.log(`  HTML segunda via (Bolepix): ${htmlMs.toFixed(3)} ms/page`);
  console.log(`  of a Bolepix page, QR encoding alone (qr, EC M): ${median(qrTimes).toFixed(3)} ms median`);
  for (const l of levels) {
    console.log(
      `  deflate level ${l.level}: plain ${l.plain.ms.toFixed(3)} ms ${kb(l.plain.bytes)}, Bolepix ${l.pix.ms.toFixed(3)} ms ${kb(l.pix.bytes)} (the default, level 1, above)`,
    );
  }
  console.log(
    "  targets: single plain PDF ≥ 150× faster than the peer and ≤ 8 KB; merged ≥ 10× the peer's merged per page, ≤ 1 ms/page, 1000 pages < 64 MB peak",
  );
}

if (process.argv[1] === SELF) {
  const child = process.argv.indexOf("--merged-child");
  if (child >= 0) await mergedChild(process.argv[child + 1] === "true");
  else await run();
}
