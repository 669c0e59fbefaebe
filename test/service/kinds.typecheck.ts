// Compile-time proof that a job kind cannot lack a part. This file is not run: `npm run typecheck`
// (tsconfig.json includes test/service/**) compiles it, and every `@ts-expect-error` below fails
// the typecheck if the line after it ever compiles. Everything is exported so that no error here
// can be an unused-variable error standing in for the one expected.
import type { KindApi } from "../../src/api/kind-http";
import type { App } from "../../src/api/types";
import { boletosKind } from "../../src/jobs/boletos/index";
import type { JobKindModule, KindHttp, MessageRoute, MessageRoutes } from "../../src/jobs/kind";
import { routeOf } from "../../src/jobs/queue";

type Msg = { type: "demo.one"; job_id: string } | { type: "demo.two"; job_id: string; file_id: string };

const route = <M extends Msg>(): MessageRoute<M> => ({
  queue: "jobs",
  handle: async () => {},
  deadLetter: async () => {},
});

const routes: MessageRoutes<Msg> = { "demo.one": route(), "demo.two": route() };

/** Its HTTP routes, written for the app src/api gives a kind. */
const http: KindHttp<KindApi> = {
  register: ({ app, jobStatus }) => {
    void app;
    jobStatus({ tags: ["demo"], summary: "A demo job", responses: { 404: "No such job" } });
  },
};

const parts = {
  kind: "demo" as const,
  routes: { base: "/v1/jobs/demo", create: ["/v1/jobs/demo"], bulk: [] },
  links: (job: { id: string }) => ({ self: `/v1/jobs/demo/${job.id}`, status: `/v1/jobs/${job.id}` }),
  start: async () => {},
  messages: routes,
  finalEffects: async () => {},
  resumeStalled: async () => 0,
  retention: [],
  http,
};

/** The complete module compiles. */
export const complete: JobKindModule<"demo", Msg> = parts;

const { finalEffects: _effects, ...withoutEffects } = parts;
const { resumeStalled: _resume, ...withoutResume } = parts;
const { start: _start, ...withoutStart } = parts;
const { http: _http, ...withoutHttp } = parts;

export { _effects, _http, _resume, _start };

// @ts-expect-error a kind without final effects does not compile
export const noFinalEffects: JobKindModule<"demo", Msg> = withoutEffects;

// @ts-expect-error a kind without stalled-work resumption does not compile
export const noResume: JobKindModule<"demo", Msg> = withoutResume;

// @ts-expect-error a kind without a start does not compile
export const noStart: JobKindModule<"demo", Msg> = withoutStart;

// @ts-expect-error a module without http (its routes) does not compile
export const noHttp: JobKindModule<"demo", Msg> = withoutHttp;

/** As the API checks the registry (src/app/routes/index.ts): its routes register on a KindApi. */
export const forTheApi: JobKindModule<"demo", Msg, KindApi> = parts;

export const forAnotherApp: JobKindModule<"demo", Msg, KindApi> = {
  ...parts,
  // @ts-expect-error routes written for another app (here the bare Hono app) do not compile for the API
  http: { register: (app: App) => void app },
};

// @ts-expect-error a message type of the kind without its route (consumer + dead letter) does not compile
export const missingRoute: MessageRoutes<Msg> = { "demo.one": route() };

export const strayRoute: MessageRoutes<Msg> = {
  "demo.one": route(),
  "demo.two": route(),
  // @ts-expect-error a route for a message type the kind does not own does not compile
  "demo.three": route(),
};

// @ts-expect-error a route without its dead-letter handling does not compile
export const noDeadLetter: MessageRoute<Extract<Msg, { type: "demo.one" }>> = {
  queue: "jobs",
  handle: async () => {},
};

// @ts-expect-error a module filed under another kind's name does not compile
export const misfiled: JobKindModule<"boletos"> = { ...boletosKind, kind: "cnab_retorno" };

/** Every message type some kind (or the system table) owns has a route… */
export const owned = routeOf("retorno.parse");
// @ts-expect-error …and a message type that no kind owns has none: it cannot even be looked up
export const unowned = routeOf("demo.one");
