// The SandboxProvider Durable Object runs one call at a time: the same registration sent eight
// times at once is answered as eight in a row (one registered, then what the provider answers a
// repeat: BB's 4874915, Sicoob's duplicate, Pix's idempotent PUT…), and the provider holds one
// title. Without the serialisation two registrations could both see "no such title" and both
// answer "registered".
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { services } from "../../src/context";
import { BANKS, pixApi, type SimulatorSpec } from "../../src/engine/index";
import { call, type SandboxTarget, simulatorOf, titles } from "../../src/sandbox/index";
import { apiResponse, HARNESS_SIGN_IN, simRequest, titleOf, tokenRequest } from "./sandbox-fixtures";

const svc = services(env);
const N = 8;

/** The outcome kinds of `n` registrations of one title, sent in a row or all at once. */
async function registrations(provider: string, n: number, atOnce: boolean): Promise<string[]> {
  const target: SandboxTarget = { tenantId: `ten_serial_${crypto.randomUUID()}`, provider };
  const spec = simulatorOf(provider) as SimulatorSpec;
  const connector = provider === "pix" ? pixApi.connector : BANKS[provider]?.api?.connector;
  if (!connector) throw new Error("no connector");
  const tok = await call(svc, target, tokenRequest(spec));
  const bearer = (tok.response.body as { access_token: string }).access_token;
  const t = titleOf(provider, connector.assignsCodes);
  const req = connector.register(t);
  if ("issues" in req) throw new Error(JSON.stringify(req.issues));
  const one = async () =>
    connector.parseRegister(apiResponse(await call(svc, target, simRequest(spec, req, bearer))), t).kind;
  const kinds: string[] = [];
  if (atOnce) kinds.push(...(await Promise.all(Array.from({ length: n }, one))));
  else for (let i = 0; i < n; i++) kinds.push(await one());
  expect(await titles(svc, target)).toHaveLength(1);
  return kinds.sort();
}

describe.each(HARNESS_SIGN_IN.map((p) => [p]))("provider %s", (provider) => {
  it(`${N} registrations at once are answered as ${N} in a row`, async () => {
    const inRow = await registrations(provider, N, false);
    expect(inRow).toContain("ok");
    expect(await registrations(provider, N, true)).toEqual(inRow);
  });
});
