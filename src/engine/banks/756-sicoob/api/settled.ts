/**
 * Sicoob API Cobrança Bancária V3 — settled titles through the "movimentações" flow (Sicoob
 * OpenAPI 3.0.8.0, tag Movimentação; portal, "Movimentações"):
 *
 * 1. POST /boletos/movimentacoes { numeroCliente, tipoMovimento 5 (Liquidação), dataInicial,
 *    dataFinal } → `codigoSolicitacao`. "As consultas estão limitadas em um período máximo de 2
 *    dias", so lote asks in windows of two calendar days.
 * 2. GET /boletos/movimentacoes?numeroCliente&codigoSolicitacao → `idArquivos`.
 * 3. GET /boletos/movimentacoes/download?…&idArquivo → `arquivo`: a ZIP in Base64 of a JSON array
 *    of movements; LIQUI records carry numeroTitulo, codigoBarras, valorLiquido ("Valor recebido"),
 *    valorMora, valorDesconto, valorAbatimento, dataLiquidacao, dataPrevisaoCredito,
 *    idTipoOpFinanceira (212 = "Via Pix").
 *
 * The page token walks these steps: `w:<date>` (a window), `s:<codigo>:<window>` (its status),
 * `f:<codigo>:<window>:<ids>` (its files). Parsing needs the window bounds and the page it asked
 * with (`SettledContext`): the shared `parseSettled(res, ctx)` passes them back.
 */
import { strFromU8, unzipSync } from "fflate";
/** What the caller asked with: the window and the page token of the request being parsed. */
import type {
  ApiPayment,
  ApiRequest,
  ApiResponse,
  SettledContext,
  SettledOutcome,
  TitleKey,
} from "../../../connect/types";
import { addDays } from "../../../math/date";
import type { IsoDate } from "../../../types";
import { centsOf, clientNumber, datePart, loteOurNumber, ourNumberOfBarcode } from "./format";
import { failure } from "./response";

export type { SettledContext };

type Step =
  | { step: "window"; start: IsoDate }
  | { step: "status"; code: string; start: IsoDate }
  | { step: "file"; code: string; start: IsoDate; ids: string[] };

function decode(page: string | undefined, from: IsoDate): Step {
  const [tag, a = "", b = "", c = ""] = (page ?? "").split(":");
  if (tag === "s") return { step: "status", code: a, start: b };
  if (tag === "f") return { step: "file", code: a, start: b, ids: c.split(",").filter((x) => x !== "") };
  if (tag === "w" && a !== "") return { step: "window", start: a };
  return { step: "window", start: from };
}

const min = (a: IsoDate, b: IsoDate): IsoDate => (a < b ? a : b);

/**
 * The request of a settled-titles page (undefined: the first window's solicitation).
 *
 * @example buildSettled(account, "2026-03-01", "2026-03-05").path // "/boletos/movimentacoes"
 */
export function buildSettled(
  account: TitleKey["account"],
  from: IsoDate,
  to: IsoDate,
  page?: string,
): ApiRequest {
  const s = decode(page, from);
  const numeroCliente = clientNumber(account);
  if (s.step === "window")
    return {
      method: "POST",
      path: "/boletos/movimentacoes",
      body: {
        json: {
          numeroCliente,
          tipoMovimento: 5,
          dataInicial: s.start,
          dataFinal: min(to, addDays(s.start, 1)),
        },
      },
    };
  const query = { numeroCliente: String(numeroCliente), codigoSolicitacao: s.code };
  if (s.step === "status") return { method: "GET", path: "/boletos/movimentacoes", query };
  return {
    method: "GET",
    path: "/boletos/movimentacoes/download",
    query: { ...query, idArquivo: s.ids[0] ?? "" },
  };
}

/** The next window after `start`, when the asked range goes on (needs the context's `to`). */
function nextWindow(start: IsoDate, ctx: SettledContext | undefined): string | undefined {
  if (!ctx || start === "") return undefined;
  const next = addDays(start, 2);
  return next <= ctx.to ? `w:${next}` : undefined;
}

interface Movement {
  siglaMovimento?: unknown;
  numeroTitulo?: unknown;
  codigoBarras?: unknown;
  valorLiquido?: unknown;
  valorMora?: unknown;
  valorDesconto?: unknown;
  valorAbatimento?: unknown;
  dataLiquidacao?: unknown;
  dataPrevisaoCredito?: unknown;
  idTipoOpFinanceira?: unknown;
}

function opt(name: "interest_cents" | "discount_cents" | "rebate_cents", cents: number | undefined) {
  return (cents === undefined || cents === 0 ? {} : { [name]: cents }) as Partial<ApiPayment>;
}

/** A LIQUI movement as lote's payment; undefined for other movements or unreadable amounts. */
export function settlementPayment(m: Movement): ApiPayment | undefined {
  if (m.siglaMovimento !== "LIQUI") return undefined;
  const apiOur =
    ourNumberOfBarcode(m.codigoBarras) ??
    (typeof m.numeroTitulo === "number" ? String(m.numeroTitulo) : undefined);
  const amount = centsOf(m.valorLiquido);
  if (apiOur === undefined || amount === undefined) return undefined;
  const id = String(Number(apiOur));
  const our = loteOurNumber(id);
  const paid = datePart(m.dataLiquidacao);
  const credit = datePart(m.dataPrevisaoCredito);
  return {
    payment_id: `liquidacao:${id}`,
    ...(our ? { our_number: our } : {}),
    provider_ids: { nossoNumero: id },
    amount_cents: amount,
    ...opt("interest_cents", centsOf(m.valorMora)),
    ...opt("discount_cents", centsOf(m.valorDesconto)),
    ...opt("rebate_cents", centsOf(m.valorAbatimento)),
    ...(paid ? { paid_on: paid } : {}),
    ...(credit ? { credit_on: credit } : {}),
    channel: Number(m.idTipoOpFinanceira) === 212 ? "pix" : "boleto",
  };
}

/** The movements of a downloaded `arquivo` (Base64 of a ZIP of JSON), or undefined when unreadable. */
export function readMovementsFile(arquivo: string): Movement[] | undefined {
  try {
    const bin = atob(arquivo);
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    const out: Movement[] = [];
    for (const data of Object.values(unzipSync(bytes))) {
      const parsed: unknown = JSON.parse(strFromU8(data));
      if (Array.isArray(parsed)) out.push(...(parsed as Movement[]));
    }
    return out;
  } catch {
    return undefined;
  }
}

/**
 * The outcome of one page: payments (file pages only) and the next page token.
 *
 * @example parseSettled(res, { from, to }) // { kind: "ok", payments: [], next: "s:132:2026-03-01" }
 */
export function parseSettled(res: ApiResponse, ctx?: SettledContext): SettledOutcome {
  const s = decode(ctx?.page, ctx?.from ?? "");
  const body = (res.body as { resultado?: Record<string, unknown> } | null)?.resultado;
  const done = (payments: ApiPayment[], next: string | undefined): SettledOutcome => ({
    kind: "ok",
    payments,
    ...(next === undefined ? {} : { next }),
  });
  // GET movimentacoes answers 204 when there is nothing, as Sicoob's other GETs do (unconfirmed).
  if (s.step === "status" && res.status === 204) return done([], nextWindow(s.start, ctx));
  if (res.status !== 200) return failure(res, "other");
  if (s.step === "window") {
    const code = body?.codigoSolicitacao;
    if (typeof code !== "number" && typeof code !== "string")
      return { kind: "unknown", code: "NO_SOLICITACAO", message: "no codigoSolicitacao", status: 200 };
    return done([], `s:${code}:${s.start}`);
  }
  if (s.step === "status") {
    const ids = Array.isArray(body?.idArquivos) ? (body.idArquivos as unknown[]).map(String) : [];
    return done([], ids.length > 0 ? `f:${s.code}:${s.start}:${ids.join(",")}` : nextWindow(s.start, ctx));
  }
  const file = typeof body?.arquivo === "string" ? readMovementsFile(body.arquivo) : undefined;
  if (file === undefined)
    return {
      kind: "unknown",
      code: "BAD_ARQUIVO",
      message: "arquivo is not a Base64 ZIP of JSON",
      status: 200,
    };
  const payments = file.map(settlementPayment).filter((p): p is ApiPayment => p !== undefined);
  const rest = s.ids.slice(1);
  return done(
    payments,
    rest.length > 0 ? `f:${s.code}:${s.start}:${rest.join(",")}` : nextWindow(s.start, ctx),
  );
}
