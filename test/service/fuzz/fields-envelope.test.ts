/**
 * The systematic pass over request envelopes, read from the OpenAPI document (issue 13): every
 * wrong JSON type in every field of every JSON body is a clean answer, and every free-form field
 * nested 8,000 levels deep is 422 TOO_DEEP at that field. The fields inside one boleto item, one
 * remessa title or one patch are sent in bulk by fields-items.test.ts (one item per field and
 * value, many per job); here each item-level field gets only the value that must be refused at
 * the door (an array nested 40 deep: the body's nesting limit). `defaults` applies to a whole job,
 * so its fields are mutated together, one job per value and level: every field still gets every
 * type, merged under a valid item.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, call, newTenant, type Tenant } from "../helpers";
import { expectBoletosFinal, expectRemessasFinal } from "./final";
import {
  Accepted,
  clean,
  expectNoPollution,
  type Fixtures,
  fixtures,
  type Problem,
  prototypeNames,
  waitAllFinal,
} from "./harness";
import {
  bases,
  DEEP40,
  deeply,
  EVERY_TYPE,
  fieldsOf,
  formatAccessor,
  type OaDoc,
  openapi,
  routesWithJsonBodies,
  withValue,
} from "./openapi";

const protos = prototypeNames();
const acc = new Accepted();
let fx: Fixtures;
let O: Tenant;
let doc: OaDoc;
const BASES = bases(
  () => fx,
  () => O,
  ADMIN,
);
beforeAll(async () => {
  [fx, O, doc] = await Promise.all([fixtures(), newTenant(), openapi()]);
}, 120_000);

/** An item-level field of a boleto job (`items.0.payer.name`), sent in bulk elsewhere. */
const inItem = (route: string, path: (string | number)[]) =>
  route === "/v1/jobs/boletos" &&
  path[0] === "items" &&
  path[1] === 0 &&
  path.length > 2 &&
  path[2] !== "external_id";

interface Request {
  what: string;
  route: string;
  body: unknown;
}

/** Sends `requests` sixteen at a time (the point is every combination, not the order). */
async function sendAll(requests: Request[]): Promise<void> {
  for (let i = 0; i < requests.length; i += 16) {
    await Promise.all(
      requests.slice(i, i + 16).map(async (r) => {
        const base = BASES[r.route];
        if (!base) throw new Error(`no base for ${r.route}`);
        const res = await clean(
          await call(base.path(), {
            method: base.method,
            key: base.key(),
            body: JSON.stringify(r.body),
            headers: { "content-type": "application/json" },
          }),
          r.what,
        );
        if (base.kind) acc.track(base.kind, res, r.what);
      }),
    );
  }
}

describe("fuzz: every wrong JSON type in every field of every JSON body", () => {
  it("the table has a valid body for every JSON route of the OpenAPI document", () => {
    const routes = routesWithJsonBodies(doc).map(([p, m]) => `${m} ${p}`);
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const r of routes) expect(Object.keys(BASES).map((p) => `${BASES[p]?.method} ${p}`)).toContain(r);
  });

  it("every wrong type in every envelope field is a clean answer, never a 5xx; what is accepted ends final", async () => {
    const requests: Request[] = [];
    const defaultsLevels = new Map<number, (string | number)[][]>();
    for (const [route, , schema] of routesWithJsonBodies(doc)) {
      const base = BASES[route];
      if (!base) continue;
      const fields = fieldsOf(doc, schema);
      expect(fields.length, route).toBeGreaterThan(0);
      // A reference title's own fields, which the schema describes as any object.
      if (route === "/v1/jobs/cnab/remessas")
        fields.push(
          { path: ["titles", 0, "item_id"], freeForm: false },
          { path: ["titles", 0, "external_id"], freeForm: false },
        );
      for (const f of fields) {
        const at = f.path.join(".");
        if (
          route === "/v1/jobs/boletos" &&
          f.path[0] === "defaults" &&
          f.path.length > 1 &&
          f.path[1] !== "external_id"
        ) {
          defaultsLevels.set(f.path.length, [...(defaultsLevels.get(f.path.length) ?? []), f.path]);
          continue;
        }
        for (const value of inItem(route, f.path) ? [DEEP40] : EVERY_TYPE)
          requests.push({
            what: `${base.method} ${route} ${at} = ${JSON.stringify(value)?.slice(0, 40)}`,
            route,
            body: withValue(base.body(), f.path, value),
          });
      }
    }
    // `defaults`: every field of a level at once, per value (one job each).
    expect([...defaultsLevels.keys()].sort()).toEqual([2, 3]);
    for (const [level, paths] of defaultsLevels)
      for (const value of EVERY_TYPE) {
        let body = BASES["/v1/jobs/boletos"]?.body() as Record<string, unknown>;
        for (const p of paths) body = withValue(body, p, value);
        requests.push({
          what: `defaults level ${level} = ${JSON.stringify(value)?.slice(0, 40)}`,
          route: "/v1/jobs/boletos",
          body,
        });
      }
    expect(requests.length).toBeGreaterThan(500);
    await sendAll(requests);
    await waitAllFinal(acc.jobs.map((j) => j.jobId));
    await expectBoletosFinal(acc, fx.T.key);
    await expectRemessasFinal(acc, fx.T.key);
  }, 400_000);

  it("every free-form field nested 8,000 levels deep is 422 TOO_DEEP at that field", async () => {
    let checked = 0;
    const freeForm: { route: string; path: (string | number)[] }[] = [];
    for (const [route, , schema] of routesWithJsonBodies(doc))
      for (const f of fieldsOf(doc, schema)) if (f.freeForm) freeForm.push({ route, path: f.path });
    // Free-form fields inside an item, a title and the patches (their schemas say "any object").
    const item = fieldsOf(doc, doc.components.schemas.BoletoItem, [], 3).filter((f) => f.freeForm);
    for (const f of item) {
      freeForm.push({ route: "/v1/jobs/boletos", path: ["items", 0, ...f.path] });
      freeForm.push({ route: "/v1/jobs/cnab/remessas", path: ["titles", 0, ...f.path] });
      freeForm.push({ route: "/v1/jobs/boletos/{job_id}/items/{item_id}/retry", path: ["patch", ...f.path] });
      freeForm.push({
        route: "/v1/jobs/cnab/remessas/{job_id}/files/{file_id}/retry",
        path: ["patches", "itm_x", ...f.path],
      });
    }
    // `defaults` is documented as a BoletoJobItem, but any object is stored as it comes.
    freeForm.push({ route: "/v1/jobs/boletos", path: ["defaults"] });
    freeForm.push({
      route: "/v1/jobs/cnab/remessas/{job_id}/files/{file_id}/retry",
      path: ["patches", "itm_x"],
    });
    const names = freeForm.map((f) => `${f.route} ${f.path.join(".")}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "/v1/jobs/boletos metadata",
        "/v1/jobs/boletos defaults",
        "/v1/jobs/boletos defaults.bank_fields",
        "/v1/jobs/boletos items.0.bank_fields",
        "/v1/jobs/cnab/remessas metadata",
        "/v1/jobs/cnab/remessas file_bank_fields",
        "/v1/jobs/cnab/remessas titles.0",
        "/v1/jobs/cnab/remessas titles.0.bank_fields",
        "/v1/jobs/boletos/{job_id}/items/{item_id}/retry patch",
        "/v1/jobs/boletos/{job_id}/items/{item_id}/retry patch.bank_fields",
        "/v1/jobs/cnab/remessas/{job_id}/files/{file_id}/retry patches",
        "/v1/jobs/cnab/remessas/{job_id}/files/{file_id}/retry patches.itm_x",
        "/v1/jobs/cnab/remessas/{job_id}/files/{file_id}/retry patches.itm_x.bank_fields",
      ]),
    );
    const sends: Promise<void>[] = [];
    for (const f of freeForm) {
      const base = BASES[f.route];
      if (!base) continue;
      for (const inside of [{ x: deeply(8_000) }, deeply(8_000)]) {
        const what = `${f.route} ${f.path.join(".")}`;
        sends.push(
          (async () => {
            const res = await call(base.path(), {
              method: base.method,
              key: base.key(),
              body: JSON.stringify(withValue(base.body(), f.path, inside)),
              headers: { "content-type": "application/json" },
            });
            const p = (await clean(res, what)).body as Problem;
            expect(res.status, what).toBe(422);
            const at = formatAccessor(f.path);
            expect(
              p.errors?.some((e) => e.code === "TOO_DEEP" && e.path.startsWith(`body.${at}`)),
              `${what}: ${JSON.stringify(p.errors)?.slice(0, 300)}`,
            ).toBe(true);
            checked++;
          })(),
        );
      }
    }
    await Promise.all(sends);
    expect(checked).toBeGreaterThanOrEqual(26);
  }, 120_000);

  it("Object.prototype and Array.prototype are not polluted", () => {
    expectNoPollution(protos);
  });
});
