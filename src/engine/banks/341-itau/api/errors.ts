/**
 * Itaú's error answers as lote's outcome kinds. Itaú writes errors in three shapes:
 * - `{ codigo, mensagem, campos: [{ campo, mensagem, valor }] }` — the query OpenAPI 1.2.9 `message`
 *   schema and its 400/404/422 examples, the webhook OpenAPI's 400/422 examples, and what ACBr's
 *   `ACBrBoletoRet_Itau_API.pas` reads after a registration (`codigo`, `mensagem`, `campos[]`);
 * - `{ messages: [{ codigo, mensagem, campos }] }` — the boletos v3 OpenAPI 1.34.1 (francesas)
 *   examples, which ACBr reads too;
 * - `{ codigo_erro, mensagem_erro }` and `{ error: { codigo, mensagem } }`, which ACBr also accepts.
 * The statuses are the OpenAPI's list (400, 401, 403, 404, 405, 422, 428, 500, 501, 503); 429 and 504
 * are not listed and are read as any gateway would mean them.
 */
import type { ApiOutcome, ApiResponse } from "../../../connect/types";

/** The first error an Itaú body carries: its code, message and the field it names. */
export interface ItauError {
  code: string;
  message: string;
  field?: string;
  fields: { campo: string; mensagem: string }[];
}

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined);
const obj = (v: unknown) =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/** Reads any of Itaú's error shapes; undefined when the body is none of them. */
export function readError(body: unknown): ItauError | undefined {
  let o = obj(body);
  if (!o) return undefined;
  const list = Array.isArray(o.messages) ? obj(o.messages[0]) : undefined;
  if (list) o = list;
  else if (obj(o.error)) o = obj(o.error) as Record<string, unknown>;
  else if (obj(o.data) && str(obj(o.data)?.codigo)) o = obj(o.data) as Record<string, unknown>;
  const code = str(o.codigo) ?? str(o.codigo_erro);
  const message = str(o.mensagem) ?? str(o.mensagem_erro);
  if (code === undefined && message === undefined) return undefined;
  const fields = (Array.isArray(o.campos) ? o.campos : [])
    .map(obj)
    .filter((c): c is Record<string, unknown> => c !== undefined)
    // The webhook OpenAPI's examples misspell `mensagem` as `mensagen`; read both.
    .map((c) => ({ campo: str(c.campo) ?? "", mensagem: str(c.mensagem) ?? str(c.mensagen) ?? "" }));
  const first = fields.find((f) => f.campo !== "" && f.campo !== "COD-RET");
  return { code: code ?? "", message: message ?? first?.mensagem ?? "", fields, field: first?.campo };
}

/**
 * Whether a registration error says the nosso número is taken. Itaú's wording for it is not in any
 * source lote found (the OpenAPI only says nosso número "não pode ser repetido se … ainda estiver
 * ativo ou tiver menos de 45 dias de sua baixa/liquidação"): lote reads a 400/422 that names the
 * nosso número field and says it exists, is repeated or in use as a duplicate.
 */
export function isDuplicate(e: ItauError): boolean {
  const said = /j[aá]\s|exist|duplic|repetid|utilizad|cadastrad|em uso/i;
  const nn = /nosso_?numero/i;
  if (e.fields.some((f) => nn.test(f.campo) && said.test(f.mensagem))) return true;
  return /nosso\s*n[uú]mero/i.test(e.message) && said.test(e.message);
}

function retryAfter(res: ApiResponse): number | undefined {
  const h = res.headers["retry-after"];
  if (h === undefined) return undefined;
  const n = Number(h);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/**
 * The outcome of a non-2xx answer (or of a 2xx a caller could not read: `unknown`).
 * @example classify({ status: 401, headers: {}, body: { codigo: "401", mensagem: "Unauthorized" } }).kind // "unauthorized"
 */
export function classify(res: ApiResponse, duplicates = false): Exclude<ApiOutcome, { kind: "ok" }> {
  const e = readError(res.body);
  const code = e?.code || String(res.status);
  const message = e?.message || `HTTP ${res.status}`;
  const s = res.status;
  if (s === 401) return { kind: "unauthorized", code, message, status: s };
  // 501 "Não implementado" is permanent; every other 5xx, 429 and 408 is worth retrying.
  if (s === 429 || s === 408 || (s >= 500 && s !== 501))
    return { kind: "transient", code, message, status: s, retryAfterSeconds: retryAfter(res) };
  if (duplicates && e && (s === 400 || s === 409 || s === 422) && (s === 409 || isDuplicate(e)))
    return { kind: "duplicate", code, message, status: s };
  if (s >= 400)
    return { kind: "rejected", code, message, status: s, ...(e?.field ? { field: e.field } : {}) };
  return { kind: "unknown", code, message, status: s };
}
