/**
 * The systematic fuzz pass reads the OpenAPI document (issue 13): every field of every JSON body,
 * with a valid base body per route so that the mutation is the only problem. Helpers to walk the
 * schemas, the values every field gets, and the base bodies.
 */
import { boletoItem, call, json, type Tenant } from "../helpers";
import type { Fixtures, Kind } from "./harness";
import { entryTitles, nextN, setPath } from "./values";

export interface OaSchema {
  type?: string | string[];
  properties?: Record<string, OaSchema>;
  items?: OaSchema;
  additionalProperties?: OaSchema | boolean;
  $ref?: string;
  anyOf?: OaSchema[];
  oneOf?: OaSchema[];
  allOf?: OaSchema[];
}

export interface OaDoc {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: OaSchema }> } }>
  >;
  components: { schemas: Record<string, OaSchema> };
}

/** A body field: its path, and whether it is free-form (a map or any JSON). */
export interface Field {
  path: (string | number)[];
  freeForm: boolean;
}

export function resolve(doc: OaDoc, s: OaSchema | undefined): OaSchema {
  let cur = s ?? {};
  for (let i = 0; i < 10 && cur.$ref; i++)
    cur = doc.components.schemas[cur.$ref.split("/").pop() as string] ?? {};
  const alt = cur.anyOf ?? cur.oneOf ?? cur.allOf;
  if (alt && !cur.properties) return resolve(doc, alt.find((a) => a.type !== "null") ?? alt[0]);
  return cur;
}

/** Every field of a body schema down to `depth` levels (array elements as index 0). */
export function fieldsOf(
  doc: OaDoc,
  schema: OaSchema | undefined,
  prefix: (string | number)[] = [],
  depth = 3,
): Field[] {
  const s = resolve(doc, schema);
  const out: Field[] = [];
  if (depth === 0) return out;
  for (const [name, sub] of Object.entries(s.properties ?? {})) {
    const r = resolve(doc, sub);
    const path = [...prefix, name];
    const freeForm =
      (!r.properties && (r.type === "object" || r.additionalProperties !== undefined)) ||
      (r.type === undefined && !r.properties && !r.items);
    out.push({ path, freeForm });
    if (r.properties) out.push(...fieldsOf(doc, r, path, depth - 1));
    if (r.items) {
      const el = resolve(doc, r.items);
      out.push({ path: [...path, 0], freeForm: !el.properties && el.type === "object" });
      if (el.properties) out.push(...fieldsOf(doc, el, [...path, 0], depth - 1));
    }
  }
  return out;
}

/** An array nested 40 levels: within the body's 32-level limit only at the top of a body. */
export const DEEP40: unknown = JSON.parse(`${"[".repeat(40)}1${"]".repeat(40)}`);

/** One value of every JSON type, and a few of each that are wrong in most places. */
export const EVERY_TYPE: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  "",
  "x",
  "9".repeat(10_000),
  [],
  [1, "a", null],
  {},
  { a: 1 },
  DEEP40,
];

export const deeply = (n: number): unknown => JSON.parse(`${'{"a":'.repeat(n)}1${"}".repeat(n)}`);

/** Sets `path` in a copy of `base` (creating what is missing). */
export function withValue(base: unknown, path: (string | number)[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(base) as Record<string, unknown>;
  setPath(copy, path, value);
  return copy;
}

/** A valid body per JSON route (the OpenAPI path). */
export interface Base {
  method: string;
  path: () => string;
  key: () => string;
  body: () => unknown;
  kind?: Kind;
}

/** The base of every JSON route; `other` is a second tenant for the routes that change a tenant. */
export function bases(fx: () => Fixtures, other: () => Tenant, admin: string): Record<string, Base> {
  const T = {
    get key() {
      return fx().T.key;
    },
  };
  const O = {
    get key() {
      return other().key;
    },
    get tenant_id() {
      return other().tenant_id;
    },
  };
  const ADMIN = admin;
  return {
    "/v1/jobs/boletos": {
      method: "POST",
      path: () => "/v1/jobs/boletos",
      key: () => T.key,
      body: () => ({ items: [boletoItem(nextN())], options: { pdf: false } }),
      kind: "boletos",
    },
    "/v1/jobs/cnab/remessas": {
      method: "POST",
      path: () => "/v1/jobs/cnab/remessas",
      key: () => T.key,
      body: () => ({ titles: entryTitles("341", "cnab240") }),
      kind: "remessa",
    },
    "/v1/jobs/instructions": {
      method: "POST",
      path: () => "/v1/jobs/instructions",
      key: () => T.key,
      body: () => ({
        instructions: [{ boleto: { item_id: fx().issuedItem }, type: "write_off", layout: "cnab240" }],
      }),
      kind: "instructions",
    },
    "/v1/boletos/{item_id}/instructions": {
      method: "POST",
      path: () => `/v1/boletos/${fx().issuedItem}/instructions`,
      key: () => T.key,
      body: () => ({ type: "write_off", layout: "cnab240" }),
      kind: "instructions",
    },
    "/v1/jobs/boletos/{job_id}/items/{item_id}/retry": {
      method: "POST",
      path: () => `/v1/jobs/boletos/${fx().boletoJob}/items/${fx().failedItem}/retry`,
      key: () => T.key,
      body: () => ({ patch: { amount_cents: -1 } }),
    },
    "/v1/jobs/boletos/{job_id}/artifacts": {
      method: "POST",
      path: () => `/v1/jobs/boletos/${fx().boletoJob}/artifacts`,
      key: () => T.key,
      body: () => ({ type: "zip" }),
    },
    "/v1/jobs/cnab/remessas/{job_id}/files/{file_id}/retry": {
      method: "POST",
      path: () => `/v1/jobs/cnab/remessas/${fx().failedFileJob}/files/${fx().failedFile}/retry`,
      key: () => T.key,
      body: () => ({ patches: {} }),
    },
    "/v1/webhooks": {
      method: "POST",
      path: () => "/v1/webhooks",
      key: () => O.key,
      body: () => ({ url: "http://127.0.0.1/ok/every-type", events: ["job.completed"] }),
    },
    // Connections are made on the other tenant, so no job of the fuzz tenant registers by API; a
    // change aims at a connection that does not exist: a body that passes is a 404.
    "/v1/connections": {
      method: "POST",
      path: () => "/v1/connections",
      key: () => O.key,
      body: () => ({
        provider: "001",
        name: "fuzz",
        environment: "simulator",
        credentials: { client_id: "fuzz-client", client_secret: "fuzz-secret" },
        accounts: [{ agency: "452", account: "123873", agreement: "3128557" }],
      }),
    },
    "/v1/connections/{connection_id}": {
      method: "PATCH",
      path: () => "/v1/connections/con_fuzz_none",
      key: () => O.key,
      body: () => ({ name: "renamed" }),
    },
    "/v1/sandbox/bank/retornos": {
      method: "POST",
      path: () => "/v1/sandbox/bank/retornos",
      key: () => T.key,
      body: () => ({ file_id: fx().completedFile }),
    },
    "/v1/sandbox/providers/{provider}/settings": {
      method: "PUT",
      path: () => "/v1/sandbox/providers/001/settings",
      key: () => T.key,
      body: () => ({ rate_per_second: 0, webhook_url: "https://lote.test/hooks/fuzz" }),
    },
    "/v1/sandbox/providers/{provider}/faults": {
      method: "POST",
      path: () => "/v1/sandbox/providers/001/faults",
      key: () => T.key,
      body: () => ({ faults: [{ kind: "5xx", operation: "register", count: 1 }] }),
    },
    "/v1/sandbox/providers/{provider}/pay": {
      method: "POST",
      path: () => "/v1/sandbox/providers/001/pay",
      key: () => T.key,
      body: () => ({ title: { our_number: "1" }, payment: { amount_cents: 100, paid_on: "2026-03-10" } }),
    },
    "/v1/codes/parse": {
      method: "POST",
      path: () => "/v1/codes/parse",
      key: () => T.key,
      body: () => ({ code: "34191.09008 01015.271248 80212.460002 4 25480000675787" }),
    },
    "/v1/admin/tenants": {
      method: "POST",
      path: () => "/v1/admin/tenants",
      key: () => ADMIN,
      body: () => ({ name: "t" }),
    },
    "/v1/admin/tenants/{tenant_id}": {
      method: "PATCH",
      path: () => `/v1/admin/tenants/${O.tenant_id}`,
      key: () => ADMIN,
      body: () => ({ name: "renamed" }),
    },
    "/v1/admin/tenants/{tenant_id}/api-keys": {
      method: "POST",
      path: () => `/v1/admin/tenants/${O.tenant_id}/api-keys`,
      key: () => ADMIN,
      body: () => ({ name: "k" }),
    },
    "/v1/admin/shards/{shard}": {
      method: "PATCH",
      path: () => "/v1/admin/shards/SHARD_0",
      key: () => ADMIN,
      body: () => ({ state: "open" }),
    },
    // Placement operations aim at a tenant that does not exist: a body that passes is a 404,
    // never a real move in the middle of the fuzz run.
    "/v1/admin/tenants/{tenant_id}/slots": {
      method: "POST",
      path: () => "/v1/admin/tenants/ten_fuzz_none/slots",
      key: () => ADMIN,
      body: () => ({ shard: "SHARD_1" }),
    },
    "/v1/admin/tenants/{tenant_id}/slots/{slot}/move": {
      method: "POST",
      path: () => "/v1/admin/tenants/ten_fuzz_none/slots/0/move",
      key: () => ADMIN,
      body: () => ({ shard: "SHARD_1" }),
    },
  };
}

/** Every JSON route of the document: path, method, request schema. */
export function routesWithJsonBodies(doc: OaDoc): [string, string, OaSchema][] {
  const out: [string, string, OaSchema][] = [];
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops)) {
      const schema = op.requestBody?.content?.["application/json"]?.schema;
      if (schema) out.push([path, method.toUpperCase(), schema]);
    }
  return out;
}

/** The app's OpenAPI document. */
export async function openapi(): Promise<OaDoc> {
  return json<OaDoc>(await call("/openapi.json"));
}

/** `["items", 0, "payer"]` → `items[0].payer`, the API's accessor notation. */
export function formatAccessor(path: (string | number)[]): string {
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`)).join("");
}

/**
 * The fields of a remessa title or a patch to send every type to: every BoletoItem field three
 * levels deep (payer.address.city included) plus a title's movement and layout.
 */
export function titleFields(doc: OaDoc): (string | number)[][] {
  return [
    ...fieldsOf(doc, doc.components.schemas.BoletoItem, [], 3).map((f) => f.path),
    ["movement"],
    ["layout"],
  ];
}
