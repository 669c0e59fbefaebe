#!/usr/bin/env node
// `npm start`: apply the D1 migrations locally, make sure the demo tenant exists, run `wrangler dev`.
// Extra arguments pass through to wrangler dev, e.g. `npm start -- --port 8799`.
import {
  configuredEnvironment,
  DEMO_API_KEY,
  DEV_ADMIN_TOKEN,
  ensureDevVars,
  prepareLocalDatabase,
  startWranglerDev,
} from "./lib.mjs";

const environment = process.env.ENVIRONMENT ?? configuredEnvironment();
if (environment === "production") {
  console.error(
    "npm start sets up a local demo tenant and the development admin token; refused with ENVIRONMENT=production.",
  );
  process.exit(1);
}

console.log("lote: applying D1 migrations locally and preparing the demo tenant…");
ensureDevVars();
prepareLocalDatabase();

const { child, url } = await startWranglerDev(process.argv.slice(2), { inherit: true });
console.log(`
────────────────────────────────────────────────────────────────────
 lote is running at ${url}
   demo API key : ${DEMO_API_KEY}
   admin token  : ${DEV_ADMIN_TOKEN}   (local development only)
   API reference: ${url}/docs
   housekeeping : cron ticked every minute by this script

 Try:
   curl -s ${url}/v1/health
   curl -s -X POST ${url}/v1/jobs/boletos \\
     -H 'Authorization: Bearer ${DEMO_API_KEY}' -H 'Content-Type: application/json' \\
     -H 'Idempotency-Key: first-try' --data @examples/boletos.json
────────────────────────────────────────────────────────────────────
`);
// wrangler dev does not fire cron triggers by itself: tick the housekeeping cron every minute.
const cron = setInterval(() => {
  fetch(`${url}/cdn-cgi/local/scheduled`).then(
    (r) => r.body?.cancel(),
    () => {},
  );
}, 60_000);
cron.unref();
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
