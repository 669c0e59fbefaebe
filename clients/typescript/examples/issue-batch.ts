/**
 * Issues a batch of boletos and downloads them as one zip.
 *
 *   npm start                                             # in another terminal
 *   LOTE_URL=http://localhost:8787 LOTE_API_KEY=lote_demo_key \
 *     npx tsx clients/typescript/examples/issue-batch.ts [examples/boletos.csv] [out.zip]
 *
 * With a .csv argument the batch is the spreadsheet; otherwise examples/boletos.json.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createLoteClient } from "../src/index";

const [input = "examples/boletos.json", out = "boletos.zip"] = process.argv.slice(2);
const lote = createLoteClient({
  baseUrl: process.env.LOTE_URL ?? "http://localhost:8787",
  apiKey: process.env.LOTE_API_KEY ?? "lote_demo_key",
});

const job = input.endsWith(".csv")
  ? await lote.createBoletoJobFromCsv(readFileSync(input))
  : await lote.createBoletoJob(JSON.parse(readFileSync(input, "utf8")));
console.log(`job ${job.job_id}: ${job.items_received} items (Idempotency-Key ${job.idempotency_key})`);

const done = await lote.waitForJob(job); // paced by the Retry-After lote answers
console.log(`${done.status}: ${done.items.completed} issued, ${done.items.failed} failed`);
for await (const item of lote.items(job.job_id, { status: "failed" })) {
  for (const e of item.errors) console.log(`  item ${item.index}: ${e.code} at ${e.path}: ${e.message}`);
}

const zip = await lote.buildArtifact(job.job_id, "zip");
const bytes = new Uint8Array(await (await lote.download(zip.url as string)).arrayBuffer());
writeFileSync(out, bytes);
console.log(`wrote ${out} (${bytes.byteLength} bytes, sha256 ${zip.sha256})`);
