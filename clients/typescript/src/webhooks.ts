/**
 * Verifying lote's webhook deliveries (Standard Webhooks): `webhook-signature` holds one or more
 * `v1,<base64 HMAC-SHA256>` over `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed by the
 * base64 part of the `whsec_` secret. WebCrypto only, so it runs in Node, Workers and browsers.
 */

export class WebhookVerificationError extends Error {}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(h: HeaderSource, name: string): string | undefined {
  if (h instanceof Headers) return h.get(name) ?? undefined;
  const v = h[name] ?? h[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

function fromBase64(s: string): Uint8Array<ArrayBuffer> {
  const bin = atob(s);
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number);
  return diff === 0;
}

/**
 * Checks a delivery's signature and timestamp; resolves `true` only for a genuine, fresh one.
 * `rawBody` must be the body exactly as received, before any JSON parsing.
 * @example await verifyWebhook(process.env.LOTE_WHSEC!, req.headers, await req.text())
 */
export async function verifyWebhook(
  secret: string,
  headers: HeaderSource,
  rawBody: string | Uint8Array,
  opts: { toleranceSeconds?: number; now?: number } = {},
): Promise<boolean> {
  const id = header(headers, "webhook-id");
  const ts = header(headers, "webhook-timestamp");
  const signature = header(headers, "webhook-signature");
  if (!id || !ts || !signature || !/^\d+$/.test(ts)) return false;
  const now = (opts.now ?? Date.now()) / 1000;
  if (Math.abs(now - Number(ts)) > (opts.toleranceSeconds ?? 300)) return false;
  let keyBytes: Uint8Array<ArrayBuffer>;
  try {
    keyBytes = fromBase64(secret.replace(/^whsec_/, ""));
  } catch {
    return false;
  }
  const key = await crypto.subtle.importKey("raw", keyBytes, { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const body = typeof rawBody === "string" ? rawBody : new TextDecoder().decode(rawBody);
  const expected = new Uint8Array(
    await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${ts}.${body}`)),
  );
  return signature.split(" ").some((part) => {
    const [version, sig] = part.split(",");
    if (version !== "v1" || !sig) return false;
    try {
      return equal(fromBase64(sig), expected);
    } catch {
      return false;
    }
  });
}

/**
 * Verifies and parses a delivery; throws {@link WebhookVerificationError} when it is not genuine.
 * @example const event = await parseWebhook(secret, req.headers, raw); if (event.type === "boleto.paid") …
 */
export async function parseWebhook<T = { type: string; timestamp: string; data: Record<string, unknown> }>(
  secret: string,
  headers: HeaderSource,
  rawBody: string | Uint8Array,
  opts: { toleranceSeconds?: number; now?: number } = {},
): Promise<T> {
  if (!(await verifyWebhook(secret, headers, rawBody, opts)))
    throw new WebhookVerificationError("webhook signature or timestamp is not valid");
  return JSON.parse(typeof rawBody === "string" ? rawBody : new TextDecoder().decode(rawBody)) as T;
}
