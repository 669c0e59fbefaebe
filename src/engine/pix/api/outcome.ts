/**
 * The BACEN Pix API's answers as lote's outcome kinds. Errors are RFC 7807 problem+json
 * (`#/components/schemas/Problema`): `type` is `https://pix.bcb.gov.br/api/v2/error/<TipoErro>`,
 * `title`, `status`, `detail`, `violacoes[]` of `{ razao, propriedade, valor }`
 * (bacen/pix-api openapi.yaml 2.9.0, "Tratamento de erros").
 *
 * | status | kind | why |
 * | --- | --- | --- |
 * | 2xx | ok (the caller reads the body) | |
 * | 401 | unauthorized | the token was refused (RFC 6750 §3.1; the spec lists no 401) |
 * | 403 | rejected, `AcessoNegado` | "participante autenticado que viola alguma regra de autorização": a new token does not help |
 * | 408, 429, 5xx | transient, Retry-After read | `ErroInternoDoServidor` 500, `ServicoIndisponivel` 503, `IndisponibilidadePorTempoEsgotado` 504 |
 * | other 4xx | rejected, code = the type's last segment, field = `violacoes[0].propriedade` | `CobVOperacaoInvalida`, `NaoEncontrado`, `PermanentementeRemovido` … |
 * | anything else | unknown | lote reconciles by a read |
 */
import type { ApiOutcome, ApiResponse } from "../../connect/types";

/** The spec's error type prefix (`Problema.type`). */
export const PIX_ERROR_TYPE = "https://pix.bcb.gov.br/api/v2/error/";

/** A problem+json body as lote reads it. */
export interface PixProblem {
  /** The type's last segment (`CobVOperacaoInvalida`), or `HTTP_<status>` when the body has none. */
  code: string;
  title: string;
  detail?: string;
  /** `violacoes[].propriedade`, in order. */
  properties: string[];
  /** `violacoes[].razao`, in order. */
  reasons: string[];
}

export type Failure = Exclude<ApiOutcome, { kind: "ok" }>;

/**
 * The plain success. `ApiOutcome`'s default `T` (`Record<string, never>`) makes `{ kind: "ok" }`
 * itself unassignable (its `kind` would have to be `never`), hence the cast, once, here.
 */
export const OK = { kind: "ok" } as ApiOutcome;

const str = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);

/**
 * The problem in an error body, or null when the body is not an object.
 *
 * @example problemOf({ type: "https://pix.bcb.gov.br/api/v2/error/NaoEncontrado", title: "Não Encontrado", status: 404 }, 404)?.code // "NaoEncontrado"
 */
export function problemOf(body: unknown, status: number): PixProblem | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  const type = str(b.type);
  const last = type && type !== "about:blank" ? type.replace(/\/+$/, "").split("/").pop() : undefined;
  const violacoes = Array.isArray(b.violacoes) ? b.violacoes : [];
  const properties: string[] = [];
  const reasons: string[] = [];
  for (const v of violacoes) {
    if (typeof v !== "object" || v === null) continue;
    const p = str((v as Record<string, unknown>).propriedade);
    const r = str((v as Record<string, unknown>).razao);
    if (p) properties.push(p);
    if (r) reasons.push(r);
  }
  const detail = str(b.detail);
  return {
    code: last || `HTTP_${status}`,
    title: str(b.title) ?? `HTTP ${status}`,
    ...(detail ? { detail } : {}),
    properties,
    reasons,
  };
}

/** Retry-After in seconds (RFC 9110 §10.2.3, the delay form; a date needs a clock lote does not read here). */
export function retryAfterSeconds(res: ApiResponse): number | undefined {
  const v = res.headers["retry-after"];
  return v !== undefined && /^\d+$/.test(v.trim()) ? Number(v.trim()) : undefined;
}

function message(p: PixProblem | null, status: number): string {
  if (!p) return `HTTP ${status}`;
  const head = p.detail ? `${p.title}: ${p.detail}` : p.title;
  return p.reasons.length > 0 ? `${head} (${p.reasons.join("; ")})` : head;
}

/**
 * The outcome of a response that is not the operation's success.
 *
 * @example failure({ status: 503, headers: { "retry-after": "5" }, body: null }) // { kind: "transient", code: "HTTP_503", retryAfterSeconds: 5, … }
 */
export function failure(res: ApiResponse): Failure {
  const { status } = res;
  const p = problemOf(res.body, status);
  const code = p?.code ?? `HTTP_${status}`;
  const text = message(p, status);
  if (status === 401) return { kind: "unauthorized", code, message: text, status };
  if (status === 408 || status === 429 || (status >= 500 && status <= 599)) {
    const after = retryAfterSeconds(res);
    return {
      kind: "transient",
      code,
      message: text,
      status,
      ...(after !== undefined ? { retryAfterSeconds: after } : {}),
    };
  }
  if (status >= 400 && status <= 499) {
    const field = p?.properties[0];
    return { kind: "rejected", code, message: text, status, ...(field !== undefined ? { field } : {}) };
  }
  return { kind: "unknown", code, message: text, status };
}

/** An answer lote cannot read although its status said success: the service reconciles by a read. */
export function unreadable(res: ApiResponse, what: string): Failure {
  return {
    kind: "unknown",
    code: "PIX_UNREADABLE_ANSWER",
    message: `${what}: the answer is not the spec's`,
    status: res.status,
  };
}
