/**
 * The Sicredi simulator's OAuth2 password grant: the token route (both environments' paths), the
 * refresh grant and the bearer check every API route runs. The harness (connect/sim.ts) speaks
 * only client credentials, so the token endpoint is a route here and the spec has no `tokenPath`;
 * the harness still checks `x-api-key` (spec.apiKey) on every call, the token call included, as
 * Sicredi wants (ACBr GerarTokenAutenticacao adds it to the token call).
 *
 * Credentials: `configureCredentials` stores the accepted username (beneficiário + cooperativa)
 * and código de acesso; with none configured any well-formed pair is accepted (the sandbox's
 * published test pair is username 123456789 / password teste123, Ctrl-Mota's README).
 */
import type { SimContext, SimRequest, SimResult } from "../../../connect/sim";
import { nextSeq } from "../../../connect/sim";
import { TOKEN_FORM, TOKEN_HEADERS } from "./published";
import { answer, check, fail } from "./simulator-titles";

/** Token lifetimes the simulator grants (Sicredi documents none lote could read; a client's fixtures use 300 and 900). */
export const TOKEN_SECONDS = 300;
export const REFRESH_SECONDS = 900;

interface TokenRow {
  username: string;
  expiresAt: number;
  kind: "access" | "refresh";
}

/** Sets the username → código de acesso pairs the token route accepts. */
export async function configureCredentials(ctx: SimContext, pairs: Record<string, string>): Promise<void> {
  await ctx.store.put("config:credentials", pairs);
}

/** Lets a test expire every token at once (the harness's expired_token fault answers one call only). */
export async function expireTokens(ctx: SimContext): Promise<void> {
  for (const [k, row] of await ctx.store.list<TokenRow>("sictoken:"))
    await ctx.store.put(k, { ...row, expiresAt: Math.min(row.expiresAt, ctx.now) });
}

const tokenError = (status: number, error: string, description: string): SimResult =>
  answer(status, { error, error_description: description });

async function issue(ctx: SimContext, username: string, scope: string): Promise<SimResult> {
  const n = await nextSeq(ctx, "token");
  const access = `sim-748-${n}`;
  const refresh = `sim-748-r${n}`;
  await ctx.store.put(`sictoken:${access}`, {
    username,
    expiresAt: ctx.now + TOKEN_SECONDS * 1000,
    kind: "access",
  } satisfies TokenRow);
  await ctx.store.put(`sictoken:${refresh}`, {
    username,
    expiresAt: ctx.now + REFRESH_SECONDS * 1000,
    kind: "refresh",
  } satisfies TokenRow);
  return answer(200, {
    access_token: access,
    token_type: "Bearer",
    expires_in: TOKEN_SECONDS,
    refresh_token: refresh,
    refresh_expires_in: REFRESH_SECONDS,
    scope,
  });
}

/** POST /auth/openapi/token (and /sb/…): the password or refresh grant, form-encoded. */
export async function token(
  req: SimRequest,
  _p: Record<string, string>,
  ctx: SimContext,
): Promise<SimResult> {
  const badHeaders = check(TOKEN_HEADERS, req.headers, "headers");
  if (badHeaders) return badHeaders;
  const bad = check(TOKEN_FORM, req.body, "form");
  if (bad) return tokenError(400, "invalid_request", "malformed token request");
  const form = req.body as Record<string, string>;
  if (form.grant_type === "refresh_token") {
    const row = await ctx.store.get<TokenRow>(`sictoken:${form.refresh_token}`);
    if (row?.kind !== "refresh" || row.expiresAt <= ctx.now)
      return tokenError(400, "invalid_grant", "Token is not active");
    await ctx.store.delete(`sictoken:${form.refresh_token}`);
    return issue(ctx, row.username, "cobranca");
  }
  const pairs = await ctx.store.get<Record<string, string>>("config:credentials");
  const username = form.username as string;
  if (pairs && pairs[username] !== form.password)
    return tokenError(401, "invalid_grant", "Invalid user credentials");
  return issue(ctx, username, form.scope as string);
}

/**
 * The bearer check of an API route: null when the token is live (and, given the account the call
 * names, was issued to that beneficiário + cooperativa), else Sicredi's 401 or 403.
 */
export async function authorized(
  req: SimRequest,
  ctx: SimContext,
  account?: { cooperativa: unknown; beneficiario: unknown },
): Promise<SimResult | null> {
  const auth = req.headers.authorization ?? "";
  const row = auth.startsWith("Bearer ")
    ? await ctx.store.get<TokenRow>(`sictoken:${auth.slice(7)}`)
    : undefined;
  if (row?.kind !== "access" || row.expiresAt <= ctx.now)
    return fail(401, "UNAUTHORIZED", "token missing, unknown or expired");
  if (account && row.username !== `${String(account.beneficiario)}${String(account.cooperativa)}`)
    return fail(403, "FORBIDDEN", "the token's beneficiário does not own this account");
  return null;
}
