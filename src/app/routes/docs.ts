import { z } from "@hono/zod-openapi";
import type { App } from "../../api/types";
import { boletoItemSchema } from "../../engine/index";
import { VERSION } from "./health";

const INFO = {
  title: "lote API",
  version: VERSION,
  description:
    "Asynchronous batch API for Brazilian boletos, PIX (Bolepix) and CNAB. Jobs are accepted with `202` and processed in the background; results are read by polling, manifest, signed downloads and webhooks. Errors are RFC 9457 `application/problem+json` with a stable `code`.",
};

/** `/openapi.json` (OpenAPI 3.1, generated from the routes' zod schemas) and `/docs`. */
export function registerDocs(app: App): void {
  app.openAPIRegistry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description: "Tenant API key: `Authorization: Bearer <key>`",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "adminToken", {
    type: "http",
    scheme: "bearer",
    description: "Operator token (`ADMIN_TOKEN`) for `/v1/admin/*`",
  });
  // The engine's item schema, validated per item in the background, documented as a component.
  app.openAPIRegistry.register("BoletoItem", boletoItemSchema);
  // What a job's `items[]` and `defaults` hold: BoletoItem fields, any of which may come from
  // `defaults` instead (they are merged before validation), plus the caller's `external_id`.
  app.openAPIRegistry.register(
    "BoletoJobItem",
    boletoItemSchema
      .partial()
      .extend({
        external_id: z.string().max(255).optional().describe("Your unique reference; a repeat is skipped"),
      })
      .describe("A BoletoItem whose fields may also come from `defaults`, plus `external_id`"),
  );
  app.doc31("/openapi.json", { openapi: "3.1.0", info: INFO });
  app.get("/docs", (c) => c.html(docsPage()));
}

/** A self-contained reference page: fetches /openapi.json and renders it, no external requests. */
function docsPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>lote API reference</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2330}header{background:#12355b;color:#fff;padding:1rem 2rem}
main{max-width:980px;margin:auto;padding:1rem 2rem}.op{border:1px solid #d5dbe5;border-radius:6px;margin:.8rem 0;padding:.6rem 1rem}
.m{display:inline-block;min-width:4.2em;font-weight:700;font-family:monospace}.get{color:#1a7f37}.post{color:#0550ae}.delete{color:#cf222e}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f6f8fa;padding:.6rem;overflow:auto;max-height:24rem}
details>summary{cursor:pointer}h2{border-bottom:1px solid #d5dbe5;padding-bottom:.2rem}</style></head>
<body><header><h1>lote API reference</h1><p>OpenAPI 3.1 document: <a style="color:#cde" href="/openapi.json">/openapi.json</a></p></header>
<main id="m">Loading…</main><script>
const esc=s=>String(s??"").replace(/[&<>"]/g,c=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"}[c]));
fetch("/openapi.json").then(r=>r.json()).then(doc=>{const byTag={};
for(const[p,ops]of Object.entries(doc.paths||{}))for(const[m,op]of Object.entries(ops)){const t=(op.tags||["other"])[0];(byTag[t]??=[]).push([m,p,op]);}
let h="<p>"+esc(doc.info.description)+"</p>";
for(const[t,list]of Object.entries(byTag)){h+="<h2>"+esc(t)+"</h2>";for(const[m,p,op]of list){
h+='<div class="op"><span class="m '+m+'">'+m.toUpperCase()+"</span> <code>"+esc(p)+"</code> — "+esc(op.summary)+"<p>"+esc(op.description)+"</p>";
if(op.requestBody)h+="<details><summary>Request body</summary><pre>"+esc(JSON.stringify(op.requestBody.content,null,2))+"</pre></details>";
h+="<details><summary>Responses</summary><pre>"+esc(JSON.stringify(op.responses,null,2))+"</pre></details></div>";}}
h+="<h2>Schemas</h2><pre>"+esc(JSON.stringify((doc.components||{}).schemas,null,2))+"</pre>";
document.getElementById("m").innerHTML=h;});</script></body></html>`;
}
