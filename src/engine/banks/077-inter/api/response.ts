/**
 * Inter's answers as typed outcomes. Field names: Inter API Cobrança v3 reference
 * (developers.inter.co/references/cobranca-bolepix: `EmitirCobrancaAsyncResponse`,
 * `CobrancaDetalhadaResponseBody`, `CobrancasResponse`, `UpdateCobrancaResponseBody`, `Problema`);
 * samfelgar/inter-sdk `GetPixChargeResponse.php` and `Charge.php` (@d3f1b588) read the same.
 *
 * Inter's errors carry no machine code, only an HTTP status and a `Problema` body (title, detail,
 * violacoes[].razao/propriedade): the outcome's code is `HTTP_<status>`, its message the body's
 * text, its field the first violation's property.
 */
import type {
  ApiInstruction,
  ApiOutcome,
  ApiResponse,
  QueryOutcome,
  RegisterOutcome,
  SettledOutcome,
  TitleKey,
} from "../../../connect/types";
import { type InterItem, paymentOf, stateOf, summaryOf } from "./item";
import { seuNumeroOf } from "./request";

type Failure = Exclude<ApiOutcome, { kind: "ok" }>;

/**
 * `ApiOutcome`'s default `T` (`Record<string, never>`) makes `{ kind: "ok" }` unassignable (its
 * index signature types `kind` as never); the cast stands until the shared type's default is `{}`.
 */
const OK = { kind: "ok" } as ApiOutcome;

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

/** The texts and first violated property of a `Problema` body. */
function problem(body: unknown): { message: string; field?: string; texts: string[] } {
  const b = obj(body);
  const violations = Array.isArray(b.violacoes) ? b.violacoes.map(obj) : [];
  const reasons = violations.map((v) => [str(v.razao), str(v.propriedade)].filter(Boolean).join(" @ "));
  const texts = [str(b.title), str(b.detail), ...violations.map((v) => str(v.razao))].filter(
    (t): t is string => t !== undefined,
  );
  const head = [str(b.title), str(b.detail)].filter(Boolean).join(" — ");
  const message =
    [head, ...reasons].filter((t) => t !== "").join("; ") || (typeof body === "string" ? body : "");
  const field = violations.map((v) => str(v.propriedade)).find((p) => p !== undefined);
  return field === undefined ? { message, texts } : { message, field, texts };
}

/** The outcome of an answer that is not a success. */
export function failure(res: ApiResponse): Failure {
  const { status } = res;
  const { message, field } = problem(res.body);
  const code = `HTTP_${status}`;
  if (status === 401) return { kind: "unauthorized", code, message, status };
  if (status === 429 || status === 500 || status === 502 || status === 503 || status === 504) {
    const after = Number(res.headers["retry-after"]);
    return Number.isInteger(after) && after >= 0
      ? { kind: "transient", code, message, status, retryAfterSeconds: after }
      : { kind: "transient", code, message, status };
  }
  if (status === 400 || status === 403 || status === 404 || status === 409 || status === 422)
    return field === undefined
      ? { kind: "rejected", code, message, status }
      : { kind: "rejected", code, message, field, status };
  return { kind: "unknown", code, message, status };
}

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The 30-minute duplicate guard's answer: 400 naming a cobrança "emitida há poucos minutos". */
export function isDuplicate(res: ApiResponse): boolean {
  return (
    res.status === 400 && problem(res.body).texts.some((t) => fold(t).includes("emitida ha poucos minutos"))
  );
}

/** "Emitir cobrança": 200 `{ codigoSolicitacao }` (the codes come later, by query or callback). */
export function parseRegister(res: ApiResponse): RegisterOutcome {
  if (res.status === 200 || res.status === 201) {
    const id = str(obj(res.body).codigoSolicitacao);
    if (id) return { kind: "ok", provider_ids: { codigoSolicitacao: id } };
    return {
      kind: "unknown",
      code: "NO_CODIGO_SOLICITACAO",
      message: "200 without codigoSolicitacao",
      status: res.status,
    };
  }
  if (isDuplicate(res))
    return { kind: "duplicate", code: "DUPLICATE", message: problem(res.body).message, status: 400 };
  return failure(res);
}

/** One cobrança (detail) or the match by seuNumero (list), in lote's words. */
export function parseQuery(res: ApiResponse, k: TitleKey): QueryOutcome {
  if (res.status === 404) return { kind: "not_found", status: 404 };
  if (res.status !== 200) return failure(res);
  const body = obj(res.body);
  let item: InterItem | undefined;
  if (Array.isArray(body.cobrancas)) {
    const seu = seuNumeroOf(k);
    const all = body.cobrancas
      .map((c) => obj(c) as InterItem)
      .filter((c) => obj(c.cobranca).seuNumero === seu);
    const live = all.filter(
      (c) => !["CANCELADO", "EXPIRADO", "FALHA_EMISSAO"].includes(String(obj(c.cobranca).situacao)),
    );
    const pick = live.length > 0 ? live : all;
    if (pick.length === 0) return { kind: "not_found", status: 404 };
    if (pick.length > 1)
      return {
        kind: "unknown",
        code: "AMBIGUOUS",
        message: `${pick.length} cobranças with seuNumero ${seu}`,
        status: 200,
      };
    item = pick[0];
  } else if (typeof body.cobranca === "object" && body.cobranca !== null) item = body as InterItem;
  if (!item)
    return { kind: "unknown", code: "UNREADABLE", message: "no cobranca in the answer", status: res.status };
  const s = summaryOf(item);
  if (!s)
    return {
      kind: "unknown",
      code: "UNREADABLE",
      message: "cobranca without codigoSolicitacao",
      status: 200,
    };
  const pay = paymentOf(item);
  return {
    kind: "ok",
    state: stateOf(s.situacao),
    provider_state: s.situacao,
    provider_ids: s.provider_ids,
    ...(s.codes ? { codes: s.codes } : {}),
    ...(s.amount_cents !== undefined ? { amount_cents: s.amount_cents } : {}),
    due_date: s.due_date ?? null,
    payments: pay ? [pay] : [],
  };
}

/**
 * An instruction's answer. "Editar cobrança" answers 200 `{ status, mensagem, codigoEdicao }`
 * (PROCESSANDO or SUCESSO is accepted, FALHA refused; the new value can take 30 minutes);
 * "Cancelar cobrança" answers 202 with no body.
 */
export function parseInstruct(res: ApiResponse, _k: TitleKey, _i: ApiInstruction): ApiOutcome {
  if (res.status >= 200 && res.status < 300) {
    const b = obj(res.body);
    if (b.status === "FALHA")
      return {
        kind: "rejected",
        code: "FALHA",
        message: str(b.mensagem) ?? "edição recusada",
        status: res.status,
      };
    return OK;
  }
  return failure(res);
}

/**
 * The paid cobranças of a page; `page` is the page asked for (Inter's answer does not say which
 * it is), so the next one is `page + 1` until `ultimaPagina`.
 */
export function parseSettled(res: ApiResponse, page?: string): SettledOutcome {
  if (res.status !== 200) return failure(res);
  const body = obj(res.body);
  if (!Array.isArray(body.cobrancas))
    return { kind: "unknown", code: "UNREADABLE", message: "no cobrancas in the answer", status: 200 };
  const payments = body.cobrancas.map((c) => paymentOf(obj(c) as InterItem)).filter((p) => p !== undefined);
  const next = body.ultimaPagina === false ? String(Number(page ?? "0") + 1) : undefined;
  return next === undefined ? { kind: "ok", payments } : { kind: "ok", payments, next };
}

export { parseWebhook } from "./item";
