/**
 * Requests to Cora's API v2, Integração Direta (paths below `matls-clients.api[.stage].cora.com.br`;
 * the token, the client certificate and the bearer header are the transport's). Paths: Cora's
 * reference (Emissão de boleto registrado v2, Consulta de boletos, Consulta de detalhes,
 * Cancelamento de boleto, Criação de endpoints) as helbertfurbino/contacora-api `Operacoes/*.php`
 * @bedfba17, DevNF/cora-api `Services/Boleto.php` and `Services/Webhook.php` @dee846e0 and
 * betocampoy/cora-sdk `Service/InvoiceService.php` @6a765aac call them.
 */
import type { ApiInstruction, ApiRequest, ApiTitle, TitleKey } from "../../../connect/types";
import { digest128 } from "../../../render/digest";
import type { IsoDate } from "../../../types";
import { codeOf, invoiceBody, type PayloadIssue } from "./payload";

export const INVOICES = "/v2/invoices";
/** Cora's reference and two clients post to the collection with a trailing slash. */
export const CREATE_PATH = "/v2/invoices/";
export const ENDPOINTS = "/endpoints/";
/** Items per list page: ACBr's 100 (Cora's default is 20 and it documents no maximum). */
export const PER_PAGE = "100";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `Idempotency-Key` of lote's `reference`: the reference itself when it is a UUID, else a
 * UUID (RFC 9562 version 8, lote's own layout) from its digest. Cora wants a UUID and returns the
 * invoice it made for a key it has seen, so a retried registration never makes a second one.
 *
 * @example idempotencyKey("item-1") === idempotencyKey("item-1") // true
 */
export function idempotencyKey(reference: string): string {
  if (UUID.test(reference)) return reference.toLowerCase();
  const h = digest128([new TextEncoder().encode(`cora:${reference}`)]).toLowerCase();
  const variant = ((Number.parseInt(h[16] as string, 16) & 0x3) | 0x8).toString(16);
  const v = `${h.slice(0, 12)}8${h.slice(13, 16)}${variant}${h.slice(17, 32)}`;
  return `${v.slice(0, 8)}-${v.slice(8, 12)}-${v.slice(12, 16)}-${v.slice(16, 20)}-${v.slice(20)}`;
}

/** The registration, with its idempotency key, or what Cora cannot carry. */
export function register(t: ApiTitle): ApiRequest | { issues: PayloadIssue[] } {
  const { body, issues } = invoiceBody(t.input, t.reference);
  if (issues.length > 0) return { issues };
  const key = idempotencyKey(t.reference);
  return {
    method: "POST",
    path: CREATE_PATH,
    headers: { "idempotency-key": key },
    idempotencyKey: key,
    body: { json: body },
  };
}

/** lote's seu número of a key (what `code` was registered with). */
export function codeOfKey(k: Pick<TitleKey, "document_number" | "reference" | "our_number">): string {
  return codeOf({ document_number: k.document_number }, k.reference ?? k.our_number);
}

/**
 * The invoice by Cora's id, else the invoices due on the title's due date (Cora's list filters by
 * due date), where `parseQuery` finds lote's `code`.
 */
export function query(k: TitleKey): ApiRequest {
  const id = k.provider_ids?.id;
  if (id) return { method: "GET", path: `${INVOICES}/${encodeURIComponent(id)}` };
  const window: Record<string, string> = k.due_date ? { start: k.due_date, end: k.due_date } : {};
  return { method: "GET", path: INVOICES, query: { ...window, perPage: PER_PAGE } };
}

/**
 * Cora's only instruction: "Cancelamento de boleto" (`DELETE /v2/invoices/{id}`), lote's baixa.
 * Null for the rest (Cora v2 documents no change of due date, amount, charges or protest) and
 * for a key without Cora's id.
 */
export function instruct(k: TitleKey, i: ApiInstruction): ApiRequest[] | null {
  const id = k.provider_ids?.id;
  if (!id || i.type !== "write_off") return null;
  return [{ method: "DELETE", path: `${INVOICES}/${encodeURIComponent(id)}` }];
}

/** Today's invoices, one: read-only, proves the token, the certificate and the invoice scope. */
export function probe(_account: TitleKey["account"], today: IsoDate): ApiRequest {
  return { method: "GET", path: INVOICES, query: { start: today, end: today, perPage: "1" } };
}

/**
 * `POST /endpoints/`: Cora notifies `url` of every paid invoice (event `invoice.paid`). The key
 * is derived from the URL, so registering it twice makes one endpoint.
 */
export function webhookRegister(url: string): ApiRequest {
  const key = idempotencyKey(`endpoint:${url}`);
  return {
    method: "POST",
    path: ENDPOINTS,
    headers: { "idempotency-key": key },
    idempotencyKey: key,
    body: { json: { url, resource: "invoice", trigger: "paid" } },
  };
}
