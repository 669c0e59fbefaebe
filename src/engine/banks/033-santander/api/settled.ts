/**
 * Santander API de Cobrança — settled titles: `GET …/workspaces/{workspace_id}/bank_slips` with
 * `status=LIQUIDADO`, `paymentDateInitial`, `paymentDateFinal` (hyperswitch santander.rs PSync; the
 * public reference "API de Cobrança Santander — Referência técnica" §5.2, which adds `limit` and
 * `offset` and says only LIQUIDADO works there). The answer is `{ _content: [...], _pageable:
 * { _limit, _offset, _pageNumber, _pageElements, _totalPages, _totalElements } }`, each item with a
 * `payment` object (paidValue, date, creditDate, type, channel, kind, txId): hyperswitch
 * SantanderBoletoPSyncResponse / SantanderPaymentDetails.
 */
import type {
  ApiPayment,
  ApiRequest,
  ApiResponse,
  SettledContext,
  SettledOutcome,
  TitleKey,
} from "../../../connect/types";
import type { IsoDate } from "../../../types";
import { billPayment, failure } from "./response";

/** Items per page lote asks for (the reference's example uses 50). */
export const PAGE_SIZE = 50;

/**
 * One page of the titles paid between `from` and `to`; `page` is the offset from the previous answer.
 *
 * @example buildSettled(account, "2026-03-01", "2026-03-31").query // { status: "LIQUIDADO", paymentDateInitial: "2026-03-01", … }
 */
export function buildSettled(
  _account: TitleKey["account"],
  from: IsoDate,
  to: IsoDate,
  page?: string,
): ApiRequest {
  return {
    method: "GET",
    host: "workspace",
    path: "/bank_slips",
    query: {
      status: "LIQUIDADO",
      paymentDateInitial: from,
      paymentDateFinal: to,
      limit: String(PAGE_SIZE),
      offset: page ?? "0",
    },
  };
}

const num = (v: unknown): number | undefined => {
  const n = typeof v === "number" ? v : typeof v === "string" && v !== "" ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) ? n : undefined;
};

/** The payments of one page and the next page's offset while `_totalElements` is not reached. */
export function parseSettled(res: ApiResponse, ctx?: SettledContext): SettledOutcome {
  if (res.status === 404 || res.status === 204) return { kind: "ok", payments: [] };
  if (res.status !== 200) return failure(res, "other");
  const b = (res.body ?? {}) as { _content?: unknown; _pageable?: Record<string, unknown> };
  if (!Array.isArray(b._content))
    return { kind: "unknown", code: "NO_CONTENT", message: "200 without _content", status: 200 };
  const payments: ApiPayment[] = [];
  for (const item of b._content) {
    const p = item && typeof item === "object" ? billPayment(item as Record<string, unknown>) : undefined;
    if (p) payments.push(p);
  }
  const offset = num(b._pageable?._offset) ?? num(ctx?.page) ?? 0;
  const total = num(b._pageable?._totalElements);
  const next = offset + b._content.length;
  const more = total !== undefined ? next < total : b._content.length >= PAGE_SIZE;
  return { kind: "ok", payments, ...(more && b._content.length > 0 ? { next: String(next) } : {}) };
}
