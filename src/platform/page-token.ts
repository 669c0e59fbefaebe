/**
 * Page tokens, one format for every list: base64url (no padding) of the JSON of the list's cursor.
 * A token is opaque to clients; the list that issued it reads it back with the check of its own
 * cursor (the filters it was issued for, the keyset values), and anything else — not base64url,
 * not JSON, another list's or another filter's cursor — is `INVALID_PAGE_TOKEN`.
 */
import { DomainError } from "./errors";
import { base64url, fromBase64url } from "./ids";

/** The token of `cursor`. */
export function encodePageToken(cursor: object): string {
  return base64url(new TextEncoder().encode(JSON.stringify(cursor)));
}

/**
 * The cursor `token` carries when `fits` accepts it; otherwise a `DomainError`
 * `INVALID_PAGE_TOKEN` with `message` (which names what it must fit: the job, the filters).
 *
 * @example decodePageToken(encodePageToken({ i: 3 }), (c): c is { i: number } => Number.isSafeInteger(c.i), "…").i // 3
 */
export function decodePageToken<T extends object>(
  token: string,
  fits: (cursor: Record<string, unknown>) => boolean,
  message: string,
): T {
  try {
    const cursor: unknown = JSON.parse(new TextDecoder().decode(fromBase64url(token)));
    if (typeof cursor === "object" && cursor !== null && fits(cursor as Record<string, unknown>))
      return cursor as T;
  } catch {
    // not base64url or not JSON: refused below
  }
  throw new DomainError("INVALID_PAGE_TOKEN", message);
}
