/**
 * Webhook URL policy (SSRF): `https` only in production (loopback `http` allowed in local
 * development and tests), no credentials in the URL, no private, loopback, link-local or
 * otherwise internal address literals, no internal host names.
 */

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

function ipv4(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

function privateV4([a, b]: number[]): boolean {
  if (a === undefined || b === undefined) return true;
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // CGNAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224 // multicast, reserved, broadcast
  );
}

function privateV6(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (h === "::" || h === "::1") return true;
  if (h.startsWith("fe8") || h.startsWith("fe9") || h.startsWith("fea") || h.startsWith("feb")) return true; // fe80::/10
  if (h.startsWith("fc") || h.startsWith("fd")) return true; // unique local
  if (h.startsWith("ff")) return true; // multicast
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h);
  if (mapped?.[1]) return privateV4(ipv4(mapped[1]) ?? [0, 0]);
  if (h.startsWith("::ffff:")) return true; // mapped in hex form: refuse
  return false;
}

const INTERNAL_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home|corp|localdomain)$/i;

function isLoopback(host: string): boolean {
  const v4 = ipv4(host);
  return host === "localhost" || host === "[::1]" || (v4 !== null && v4[0] === 127);
}

/**
 * @example checkWebhookUrl("https://hooks.example.com/lote", { production: true }).ok // true
 * @example checkWebhookUrl("http://169.254.169.254/", { production: false }).ok // false
 */
export function checkWebhookUrl(raw: string, opts: { production: boolean }): UrlCheck {
  if (raw.length > 2048) return { ok: false, reason: "URL longer than 2048 characters" };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "not a valid absolute URL" };
  }
  if (url.username || url.password) return { ok: false, reason: "credentials are not allowed in the URL" };
  // A trailing dot is the same DNS name ("localhost." is localhost): drop it before any check.
  const host = url.hostname.toLowerCase().replace(/\.+$/, "");
  const loopback = isLoopback(host);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && !opts.production && loopback)) {
    return {
      ok: false,
      reason: opts.production
        ? "only https URLs are allowed"
        : "only https URLs (or http on loopback in development)",
    };
  }
  if (loopback)
    return opts.production ? { ok: false, reason: "loopback addresses are not allowed" } : { ok: true, url };
  const v4 = ipv4(host);
  if (v4 && privateV4(v4))
    return { ok: false, reason: "private, link-local or reserved addresses are not allowed" };
  if (host.startsWith("[") && privateV6(host))
    return { ok: false, reason: "private or link-local IPv6 addresses are not allowed" };
  if (/^\d+$/.test(host) || /^0x/i.test(host))
    return { ok: false, reason: "numeric host forms are not allowed" };
  if (!host.includes(".") || INTERNAL_NAMES.test(host))
    return { ok: false, reason: "internal host names are not allowed" };
  return { ok: true, url };
}
