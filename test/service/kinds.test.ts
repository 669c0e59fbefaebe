// The job-kind registry at run time: every kind's module is complete and filed under its own
// name, every message type it declares is routed to it (consumer and dead-letter handling), no
// type is routed twice, and the paths it declares are real routes. kinds.typecheck.ts proves the
// same parts at compile time; this checks what the compiler cannot (the values behind the types).
import { getTableColumns, getTableName } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { routedTypes, routeOf } from "../../src/jobs/queue";
import { JOB_KINDS, registry } from "../../src/jobs/registry";
import { systemMessages } from "../../src/jobs/system";
import { call, newTenant } from "./helpers";

const kinds = JOB_KINDS.map((k) => [k, registry[k]] as const);

describe("job kind registry", () => {
  it("lists every kind once, in the API's order", () => {
    expect(JOB_KINDS).toEqual(["boletos", "cnab_remessa", "cnab_retorno", "boleto_instructions"]);
    expect(new Set(JOB_KINDS).size).toBe(JOB_KINDS.length);
  });

  it.each(kinds)("%s: the module is filed under its own kind and has every part", (kind, module) => {
    expect(module.kind).toBe(kind);
    for (const part of ["links", "start", "finalEffects", "resumeStalled"] as const)
      expect(typeof module[part], part).toBe("function");
    expect(Object.keys(module.messages).length).toBeGreaterThan(0);
    expect(module.routes.create.length).toBeGreaterThan(0);
    // Under its base path, or a templated path of the resource a job is about
    // (`/v1/boletos/{item_id}/instructions`).
    for (const path of [...module.routes.create, ...module.routes.bulk])
      expect(path.startsWith(module.routes.base) || /\{\w+\}/.test(path), path).toBe(true);
  });

  it.each(kinds)(
    "%s: every message type routes to the module's consumer and dead-letter handling",
    (_k, module) => {
      for (const [type, route] of Object.entries(module.messages)) {
        expect(routeOf(type as never), type).toBe(route);
        expect(["jobs", "render"], type).toContain(route.queue);
        expect(typeof route.handle, type).toBe("function");
        expect(typeof route.deadLetter, type).toBe("function");
      }
    },
  );

  it("routes exactly the kinds' message types and the system's, each once", () => {
    const declared = [
      ...Object.keys(systemMessages),
      ...JOB_KINDS.flatMap((k) => Object.keys(registry[k].messages)),
    ];
    expect(new Set(declared).size, "a message type is declared twice").toBe(declared.length);
    expect([...routedTypes()].sort()).toEqual([...declared].sort());
  });

  it.each(kinds)("%s: links name the job under the kind's base path", (_k, module) => {
    const links = module.links({ id: "job_x" });
    expect(Object.keys(links).slice(0, 2)).toEqual(["self", "status"]);
    expect(links.self).toBe(`${module.routes.base}/job_x`);
    expect(links.status).toBe("/v1/jobs/job_x");
  });

  it.each(kinds)("%s: the tables it owns are deleted by job id (and tenant)", (_k, module) => {
    for (const table of module.retention) {
      expect(getTableColumns(table).jobId?.name, getTableName(table)).toBe("job_id");
      expect(getTableColumns(table).tenantId?.name, getTableName(table)).toBe("tenant_id");
    }
  });

  it.each(kinds)(
    "%s: the module carries its routes; its job-status route is at its base path",
    async (_k, module) => {
      expect(typeof module.http.register).toBe("function");
      const doc = (await (await call("/openapi.json")).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      expect(doc.paths[`${module.routes.base}/{job_id}`]?.get, "GET <base>/{job_id}").toBeDefined();
      // links.self of a job resolves: a job the tenant lacks is the route's 404, not "no route".
      const t = await newTenant();
      const res = await call(`${module.links({ id: "job_missing" }).self}`, { key: t.key });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { detail: string }).detail).toBe("job not found");
    },
  );

  it.each(kinds)("%s: its create paths are routes that need an API key", async (_k, module) => {
    const paths = module.routes.create.map((p) => p.replace(/\{\w+\}/g, "x"));
    for (const path of paths) {
      const res = await call(path, { method: "POST", json: {} });
      expect(res.status, path).toBe(401);
    }
    // …and, with a key, they answer as job-creating routes (a validation error, not 404).
    const t = await newTenant();
    for (const path of paths) {
      const res = await call(path, { method: "POST", key: t.key, json: {} });
      expect(res.status, path).not.toBe(404);
    }
  });
});
