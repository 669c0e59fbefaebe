/**
 * Structured JSON logs (one object per line, picked up by Workers observability). Fields that may
 * carry personal data are masked: CPF/CNPJ digits and anything named like a secret.
 */
export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

const SECRET_KEY = /(authorization|api_?key|token|secret|password|signature)/i;
const DOC_KEY = /(document|cpf|cnpj)/i;
// 11 or 14 digits with or without punctuation: a CPF or a CNPJ.
const CPF_CNPJ = /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b|\b\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}\b/g;
// An alphanumeric CNPJ (Receita Federal, IN RFB 2.229/2024): 12 letters or digits, with at least
// one letter, then 2 check digits; punctuated like a numeric one or not. Either case: lote accepts
// `12.abc.345/01de-35` (normalizeDocument upper-cases it), so a log line may carry it that way.
const ALNUM_CNPJ = /\b(?=[0-9A-Z.\-/]*[A-Z])[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}\b/gi;

/**
 * Masks a CPF/CNPJ keeping the last two characters (letters of an alphanumeric CNPJ count too).
 * @example maskDocument("12345678909") // "*********09"
 * @example maskDocument("12.ABC.345/01DE-35") // "************35"
 */
export function maskDocument(doc: string): string {
  const d = doc.replace(/[^0-9A-Za-z]/g, "");
  return d.length <= 2 ? "**" : "*".repeat(d.length - 2) + d.slice(-2);
}

/** A download link's token (a bearer credential) wherever it appears in a logged string. */
const DOWNLOAD_TOKEN = /(\/v1\/downloads\/)(?!\{token\})[^\s/?#"']+/g;
/** A connection's webhook secret in its path (`/v1/hooks/{connection_id}/{secret}`). */
const HOOK_SECRET = /(\/v1\/hooks\/[^\s/?#"']+\/)(?!\{secret\})[^\s/?#"']+/g;

/** Masks CPFs, CNPJs (numeric and alphanumeric) and download tokens inside a string. */
function redactText(s: string): string {
  return s
    .replace(CPF_CNPJ, (m) => maskDocument(m))
    .replace(ALNUM_CNPJ, (m) => maskDocument(m))
    .replace(DOWNLOAD_TOKEN, "$1[redacted]")
    .replace(HOOK_SECRET, "$1[redacted]");
}

/** Returns a copy of `value` safe to log. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return "[deep]";
  if (typeof value === "string") return redactText(value);
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value && typeof value === "object") {
    // The stack's first line repeats the message: it is masked like the message.
    if (value instanceof Error)
      return { name: value.name, message: redactText(value.message), stack: redactText(value.stack ?? "") };
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (SECRET_KEY.test(k)) out[k] = "[redacted]";
      else if (DOC_KEY.test(k) && typeof v === "string") out[k] = maskDocument(v);
      else out[k] = redact(v, depth + 1);
    }
    return out;
  }
  return value;
}

export type LogSink = (line: string, level: "info" | "warn" | "error") => void;

const consoleSink: LogSink = (line, level) => {
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
};

/** A JSON logger; `base` fields (request_id, tenant_id, job_id…) go on every line. */
export function createLogger(base: Record<string, unknown> = {}, sink: LogSink = consoleSink): Logger {
  const write = (level: "info" | "warn" | "error", msg: string, fields?: Record<string, unknown>) => {
    const rec = redact({ level, msg, ...base, ...fields }) as Record<string, unknown>;
    sink(JSON.stringify({ ts: new Date().toISOString(), ...rec }), level);
  };
  return {
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
    child: (fields) => createLogger({ ...base, ...fields }, sink),
  };
}
