/**
 * Requests to C6 Bank's BolePix API (paths below `baas-api[-sandbox].c6bank.info`; the token, the
 * client certificate and the bearer header are the transport's). Paths: the homologation script
 * of C6's Roteiro de Testes v3.0 (BP_01 create, BP_02 update, BP_03 read, BP_05 cancel), the
 * Python provider validated in C6's sandbox and the Go adapter of C6's BolePix OpenAPI (lote's
 * index files 71332354794, 66954986174, 62174496082); the webhook registration as the Postman
 * collection leandronunes07/c6bank-php-sdk `postman/07.webhook-collection.json` @4ecad5d9.
 *
 * A BolePix is addressed by lote's own `external_reference_id` (26 of A–Z, 0–9): a registration
 * whose answer was lost is found again by the same key, no C6 id needed.
 */
import type { ApiInstruction, ApiRequest, ApiTitle, TitleKey } from "../../../connect/types";
import { digest128 } from "../../../render/digest";
import type { IsoDate } from "../../../types";
import { bolepixBody, decimalOf, type PayloadIssue } from "./payload";

export const BASE = "/v2/bank_slips";
/** The Python provider (validated in the sandbox) posts to the collection with a trailing slash. */
export const CREATE_PATH = "/v2/bank_slips/";
export const WEBHOOKS = "/v1/webhooks/";
/** Optional partner identification C6 reads on every call (ACBr and the Python provider send it). */
const PARTNER = { "partner-software-name": "lote" } as const;

const EXTERNAL_ID = /^[A-Z0-9]{26}$/;

/**
 * lote's `external_reference_id` for `reference`: the reference itself when it is 26 of A–Z and
 * 0–9, else the first 26 upper-case hex digits of its digest. Same reference, same key.
 *
 * @example externalReferenceId("item-1").length // 26
 */
export function externalReferenceId(reference: string): string {
  if (EXTERNAL_ID.test(reference)) return reference;
  return digest128([new TextEncoder().encode(`c6:${reference}`)]).slice(0, 26);
}

/** The key of a title: the one registered (provider_ids), else the one lote derives again. */
export function externalIdOf(k: Pick<TitleKey, "provider_ids" | "reference" | "our_number">): string {
  return k.provider_ids?.external_reference_id ?? externalReferenceId(k.reference ?? k.our_number);
}

/** The registration, or what C6 cannot carry. */
export function register(t: ApiTitle): ApiRequest | { issues: PayloadIssue[] } {
  const ext = externalReferenceId(t.reference);
  const { body, issues } = bolepixBody(t.input, ext);
  if (issues.length > 0) return { issues };
  return { method: "POST", path: CREATE_PATH, headers: { ...PARTNER }, body: { json: body } };
}

/** The BolePix by lote's key (roteiro BP_03). */
export function query(k: TitleKey): ApiRequest {
  return { method: "GET", path: `${BASE}/${encodeURIComponent(externalIdOf(k))}`, headers: { ...PARTNER } };
}

/**
 * Due date and amount by the update (roteiro BP_02, `PATCH`), the write-off by the cancel
 * (roteiro BP_05, `PUT …/cancel`, 204). Null for what the BolePix API has no field for
 * (abatimento, protest; the fees' own changes are not in the roteiro).
 */
export function instruct(k: TitleKey, i: ApiInstruction): ApiRequest[] | null {
  const path = `${BASE}/${encodeURIComponent(externalIdOf(k))}`;
  const headers = { ...PARTNER };
  if (i.type === "due_date_change" && i.due_date)
    return [{ method: "PATCH", path, headers, body: { json: { due_date: i.due_date } } }];
  if (i.type === "amount_change" && i.amount_cents !== undefined)
    return [{ method: "PATCH", path, headers, body: { json: { amount: decimalOf(i.amount_cents) } } }];
  if (i.type === "write_off") return [{ method: "PUT", path: `${path}/cancel`, headers }];
  return null;
}

/** The bank-slip webhook registration, read back: harmless, proves the token and certificate. */
export function probe(_account: TitleKey["account"], _today: IsoDate): ApiRequest {
  return { method: "GET", path: WEBHOOKS, headers: { ...PARTNER }, query: { service: "BANK_SLIP" } };
}

/** `POST /v1/webhooks/`: C6 notifies `url` of bank-slip events (one URL per service). */
export function webhookRegister(url: string): ApiRequest {
  return {
    method: "POST",
    path: WEBHOOKS,
    headers: { ...PARTNER },
    body: { json: { url, service: "BANK_SLIP" } },
  };
}
