/**
 * Sicredi cobrança API — authentication: OAuth2 **resource-owner password** grant (RFC 6749 §4.3)
 * at `/auth/openapi/token` (sandbox `/sb/auth/openapi/token`) on api-parceiro.sicredi.com.br, with
 * the portal's `x-api-key` and `context: COBRANCA` headers, form `username` = código do
 * beneficiário (5) + cooperativa (4), `password` = the "código de acesso" the beneficiary generates
 * in the Internet Banking, `scope=cobranca`, `grant_type=password`; renewal by
 * `grant_type=refresh_token`. No client certificate.
 *
 * Sources: ACBr ACBrBoletoW_Sicredi_APIV2.pas (C_URL_OAUTH_PROD/HOM, GerarTokenAutenticacao,
 * DefinirParamOAuth); Ctrl-Mota/banco-sicredi-connector-php HttpService::login (refresh_token);
 * divulgueregional/api-sicredi SicrediBoletos::gerarToken; Microsys' setup notes ("Código de
 * beneficiário com 5 dígitos + Cooperativa com 4 dígitos, totalizando 9").
 *
 * lote's shared `AuthSpec` knows only client credentials: `SicrediAuthSpec` is the local shape
 * (the type change is proposed in the report), and `tokenRequest`/`refreshRequest` build the calls
 * so the service's OAuth module needs no Sicredi knowledge beyond this.
 */
import type { ApiOperation, ApiRequest, ApiResponse } from "../../../connect/types";

/** The token paths, by environment. */
export const TOKEN_PATHS = { sandbox: "/sb/auth/openapi/token", production: "/auth/openapi/token" } as const;

/** How Sicredi authenticates lote (a superset of the shared `AuthSpec`). */
export interface SicrediAuthSpec {
  kind: "oauth2_password";
  tokenPath: { sandbox: string; production: string };
  /** The portal's application key, on the token call and every API call. */
  apiKey: { in: "header"; name: "x-api-key" };
  /** Headers the token call carries besides the API key. */
  tokenHeaders: Readonly<Record<string, string>>;
  scopes: Partial<Record<ApiOperation | "all", readonly string[]>>;
  mtls: false;
  /** The refresh grant exists (refresh_token, refresh_expires_in in the answer). */
  refresh: true;
}

export const AUTH: SicrediAuthSpec = {
  kind: "oauth2_password",
  tokenPath: TOKEN_PATHS,
  apiKey: { in: "header", name: "x-api-key" },
  tokenHeaders: { context: "COBRANCA" },
  scopes: { all: ["cobranca"] },
  mtls: false,
  refresh: true,
};

/** The beneficiary's credentials for the password grant. */
export interface SicrediCredentials {
  /** Código do beneficiário (5 digits). */
  beneficiary: string;
  /** Cooperativa (4 digits). */
  cooperativa: string;
  /** The "código de acesso" generated in the Internet Banking. */
  accessCode: string;
}

const tokenCall = (env: "sandbox" | "production", form: Record<string, string>): ApiRequest => ({
  method: "POST",
  path: TOKEN_PATHS[env],
  host: "auth",
  headers: { ...AUTH.tokenHeaders },
  body: { form },
});

/**
 * The password-grant token request (the transport adds `x-api-key`).
 * @example tokenRequest({ beneficiary: "12345", cooperativa: "6789", accessCode: "…" }, "sandbox").body
 * // { form: { username: "123456789", password: "…", scope: "cobranca", grant_type: "password" } }
 */
export function tokenRequest(c: SicrediCredentials, env: "sandbox" | "production"): ApiRequest {
  return tokenCall(env, {
    username: `${c.beneficiary.padStart(5, "0")}${c.cooperativa.padStart(4, "0")}`,
    password: c.accessCode,
    scope: "cobranca",
    grant_type: "password",
  });
}

/** The refresh-grant token request. */
export function refreshRequest(refreshToken: string, env: "sandbox" | "production"): ApiRequest {
  return tokenCall(env, { grant_type: "refresh_token", refresh_token: refreshToken });
}

/** A token answer: access_token, expires_in, refresh_token, refresh_expires_in. */
export interface SicrediToken {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  refresh_expires_in?: number;
}

/** The token in an answer, or null when it is not a 200 with an access_token. */
export function parseToken(res: ApiResponse): SicrediToken | null {
  const b = res.body as Record<string, unknown> | null;
  if (res.status !== 200 || !b || typeof b.access_token !== "string") return null;
  const n = (v: unknown) => (typeof v === "number" ? v : typeof v === "string" ? Number(v) : Number.NaN);
  const expires = n(b.expires_in);
  const refreshExpires = n(b.refresh_expires_in);
  return {
    access_token: b.access_token,
    expires_in: Number.isFinite(expires) && expires > 0 ? expires : 0,
    ...(typeof b.refresh_token === "string" ? { refresh_token: b.refresh_token } : {}),
    ...(Number.isFinite(refreshExpires) ? { refresh_expires_in: refreshExpires } : {}),
  };
}
