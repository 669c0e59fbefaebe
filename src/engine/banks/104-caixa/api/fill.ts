/**
 * What the transport writes into a CAIXA request before sending it. Two header fields cannot come
 * from a pure engine: AUTENTICACAO is a SHA-256 (the engine has no crypto) and DATA_HORA is the
 * moment of sending (the engine reads no clock). The connector writes them as empty elements
 * (`<AUTENTICACAO/>`, `<DATA_HORA/>`) and lists them in `CaixaRequest.fill`; the transport computes
 * the values and `applyFills` puts them in. Escaped text never contains `<`, so the empty-element
 * marker cannot collide with data.
 *
 * Proposed shared type (the report): `ApiRequest.fill?: readonly ApiFill[]`.
 */
import type { ApiRequest } from "../../../connect/types";
import { escapeXml } from "./xml";

/** One field the transport fills. */
export type CaixaFill =
  /** Base64 of the SHA-256 of `input`'s bytes (ASCII: digits and CNPJ letters only): WebCrypto `crypto.subtle.digest("SHA-256", …)`. */
  | { element: "AUTENTICACAO"; kind: "sha256_base64"; input: string }
  /** The sending instant in São Paulo, `yyyyMMddHHmmss` (38.239 v002 §4.1 "Formato yyyyMMddHHmmss"). */
  | { element: "DATA_HORA"; kind: "timestamp"; format: "yyyyMMddHHmmss"; zone: "America/Sao_Paulo" };

/** A CAIXA request: an `ApiRequest` with an XML body and the fields the transport fills. */
export interface CaixaRequest extends ApiRequest {
  body: { xml: string };
  fill: readonly CaixaFill[];
}

/**
 * The request's XML with the filled values in place of the empty markers (each replaced once).
 *
 * @example applyFills(req, { AUTENTICACAO: "LvWr…=", DATA_HORA: "20260310120000" })
 */
export function applyFills(
  req: Pick<CaixaRequest, "body" | "fill">,
  values: Readonly<Partial<Record<CaixaFill["element"], string>>>,
): string {
  let xml = req.body.xml;
  for (const f of req.fill) {
    const v = values[f.element];
    if (v === undefined) continue;
    xml = xml.replace(`<${f.element}/>`, `<${f.element}>${escapeXml(v)}</${f.element}>`);
  }
  return xml;
}

/**
 * `yyyyMMddHHmmss` of an instant in São Paulo (UTC−3, no daylight saving since 2019), for the
 * transport's DATA_HORA and the simulator's answers.
 *
 * @example saoPauloStamp(Date.UTC(2026, 2, 10, 15, 4, 5)) // "20260310120405"
 */
export function saoPauloStamp(epochMs: number): string {
  return new Date(epochMs - 3 * 3600 * 1000).toISOString().slice(0, 19).replace(/[-T:]/g, "");
}
