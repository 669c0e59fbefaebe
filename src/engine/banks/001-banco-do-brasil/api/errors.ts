/**
 * Banco do Brasil's error answers → lote's outcome kinds.
 *
 * The shapes BB's API Cobrança answers with:
 * - business errors, HTTP 400: `{"erros":[{"codigo","versao","mensagem","ocorrencia"}]}` (BB's
 *   OpenAPI error example as transcribed in Accordous/bb-client `README-endpoints.md`, with a
 *   `providencia`; observed in imobanco/bb-wrapper issue #46: `4432632` "Convenio/Carteira/Variacao
 *   nao cadastrado."); ACBr `ACBrBoletoRet_BancoBrasil_API.pas` (0adf3eb) also reads the variant
 *   `{"codigoMensagem","versaoMensagem","textoMensagem"}`;
 * - the API gateway's answers (token, application key, routing): `{"statusCode","error",
 *   "message"}` (ACBr reads it; BB's own Pix swagger, in bb-wrapper `docs/pix/swagger pix.json`,
 *   types it with an `attributes{error}`);
 * - internal errors: `{"errors":[{"code","message"}]}` (bb-wrapper issue #46: 500 `4125718.1`
 *   "Internal Server Error"), and 503 with no body (ACBr handles it).
 * The duplicate nosso número is `4874915` (codes.ts). BB documents no rate limit and no
 * Retry-After; a 429 is read like any provider's (Retry-After seconds when sent).
 */
import type { ApiOutcome, ApiResponse } from "../../../connect/types";
import { DUPLICATE_CODE } from "./codes";
import { str } from "./format";

/** One error item of any of BB's shapes. */
export interface BbError {
  code: string;
  message: string;
}

/** The error items of a BB answer, in order (empty when the body has none). */
export function bbErrors(body: unknown): BbError[] {
  if (typeof body !== "object" || body === null) return [];
  const o = body as Record<string, unknown>;
  const list = Array.isArray(o.erros) ? o.erros : Array.isArray(o.errors) ? o.errors : undefined;
  if (list)
    return list.map((e) => ({
      code: str(e, "codigo") ?? str(e, "codigoMensagem") ?? str(e, "code") ?? "",
      message: str(e, "mensagem") ?? str(e, "textoMensagem") ?? str(e, "message") ?? "",
    }));
  const gatewayCode = str(o, "error") ?? str(o, "statusCode");
  if (gatewayCode !== undefined) return [{ code: gatewayCode, message: str(o, "message") ?? "" }];
  if (str(o, "codigo") !== undefined)
    return [{ code: str(o, "codigo") ?? "", message: str(o, "mensagem") ?? "" }];
  return [];
}

/** Retry-After in seconds (delta-seconds form), when the answer carries one. */
function retryAfter(res: ApiResponse): number | undefined {
  const v = res.headers["retry-after"];
  return v !== undefined && /^\d+$/.test(v.trim()) ? Number(v.trim()) : undefined;
}

/**
 * The outcome of a non-2xx answer (a 2xx one is the caller's to read).
 *
 * @example errorOutcome({ status: 400, headers: {}, body: { erros: [{ codigo: "4874915", mensagem: "…" }] } }).kind
 * // "duplicate"
 */
export function errorOutcome(res: ApiResponse): Exclude<ApiOutcome, { kind: "ok" }> {
  const errors = bbErrors(res.body);
  const first = errors[0];
  const code = first?.code || `HTTP_${res.status}`;
  const message = first?.message || `HTTP ${res.status} from Banco do Brasil`;
  const status = res.status;
  if (status === 401) return { kind: "unauthorized", code, message, status };
  if (status === 408 || status === 429 || status >= 500) {
    const seconds = retryAfter(res);
    return {
      kind: "transient",
      code,
      message,
      status,
      ...(seconds !== undefined ? { retryAfterSeconds: seconds } : {}),
    };
  }
  if (status >= 400) {
    const dup = errors.find((e) => e.code === DUPLICATE_CODE);
    if (dup) return { kind: "duplicate", code: dup.code, message: dup.message, status };
    return { kind: "rejected", code, message, status };
  }
  return { kind: "unknown", code, message, status };
}
