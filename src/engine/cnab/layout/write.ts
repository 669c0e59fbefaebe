/**
 * The record writer. Lines are written as ASCII bytes straight into one growing buffer and the
 * file is decoded to a string once at the end: no per-field strings for numbers, no string
 * concatenation, so a 100,000-title remessa costs a few allocations instead of millions.
 */
import type { CompiledField, CompiledRecord, Values } from "./fields";
import { cnabText, LATIN1, type Sink } from "./format";

const ZERO = 48;
const decoder = new TextDecoder();

function fieldPath(path: readonly (string | number)[], f: CompiledField): (string | number)[] {
  return path.concat(f.parts);
}

/** What the writer needs of a record: a template line and the fields that still take values. */
export interface Plan {
  readonly length: number;
  readonly template: Uint8Array;
  readonly dynamic: readonly CompiledField[];
}

const NO_PATH: readonly (string | number)[] = [];

/**
 * The records of one file with the file's shared values (bank, batch, company, account) written
 * into their templates once, so each line only looks up what varies per line. A shared value is
 * a file constant: a per-line value of the same name is not consulted.
 */
export class FilePlan {
  private readonly plans = new Map<CompiledRecord, Plan>();
  private readonly reported = new Set<string>();

  constructor(
    private readonly shared: Values,
    private readonly sink: Sink,
  ) {}

  of(rec: CompiledRecord): Plan {
    const known = this.plans.get(rec);
    if (known !== undefined) return known;
    const template = rec.template.slice();
    const dynamic: CompiledField[] = [];
    for (const f of rec.dynamic) {
      const v = this.shared[f.name];
      if (v === undefined) dynamic.push(f);
      else if (v !== "") {
        // The same shared field appears in several records; report its problems once.
        const sink = this.reported.has(f.name) ? { errors: [], warnings: [] } : this.sink;
        this.reported.add(f.name);
        writeValue(template, 0, f, v, sink, NO_PATH, 0);
      }
    }
    const plan: Plan = { length: rec.length, template, dynamic };
    this.plans.set(rec, plan);
    return plan;
  }
}

/**
 * `plan` restricted to the fields `v` has keys for. A writer that reuses one values object per
 * record, always with the same keys, narrows once and skips every lookup that would miss.
 *
 * @example const pPlan = narrow(plan.of(spec.records.P), p);
 */
export function narrow(plan: Plan, v: Values): Plan {
  return { length: plan.length, template: plan.template, dynamic: plan.dynamic.filter((f) => f.name in v) };
}

export class CnabBuffer {
  private bytes: Uint8Array;
  private size = 0;
  /** Lines written so far. */
  lines = 0;

  constructor(capacity = 64 * 1024) {
    this.bytes = new Uint8Array(capacity);
  }

  /** Bytes the buffer holds before it has to grow. */
  get capacity(): number {
    return this.bytes.length;
  }

  /** Empties the buffer, keeping its memory for the next file. */
  reset(): void {
    this.size = 0;
    this.lines = 0;
  }

  private reserve(n: number): void {
    if (this.size + n <= this.bytes.length) return;
    const next = new Uint8Array(Math.max(this.bytes.length * 2, this.size + n));
    next.set(this.bytes.subarray(0, this.size));
    this.bytes = next;
  }

  /**
   * Appends one record and CRLF: the plan's template, then each remaining field's value from
   * `v` (a field without one keeps the template's filler). Problems go to `sink` under `path` +
   * the field name.
   */
  write(plan: Plan, v: Values, sink: Sink, path: readonly (string | number)[]): void {
    const len = plan.length;
    this.reserve(len + 2);
    const buf = this.bytes;
    const base = this.size;
    buf.set(plan.template, base);
    const fields = plan.dynamic;
    for (let i = 0; i < fields.length; i++) {
      const f = fields[i]!;
      const value = v[f.name];
      if (value !== undefined && value !== "") writeValue(buf, base, f, value, sink, path, this.lines + 1);
    }
    buf[base + len] = 13;
    buf[base + len + 1] = 10;
    this.size = base + len + 2;
    this.lines++;
  }

  /** The file written so far (pure ASCII, so UTF-8 decoding is exact). */
  text(): string {
    return decoder.decode(this.bytes.subarray(0, this.size));
  }
}

function writeValue(
  buf: Uint8Array,
  base: number,
  f: CompiledField,
  v: string | number,
  sink: Sink,
  path: readonly (string | number)[],
  line: number,
): void {
  if (f.pic === "9") writeNumber(buf, base + f.start0, f, v, sink, path);
  else writeText(buf, base + f.start0, f, v, sink, path, line);
}

/** Writes digits right-aligned; the zeros to their left are the template's. */
function writeNumber(
  buf: Uint8Array,
  pos: number,
  f: CompiledField,
  v: string | number,
  sink: Sink,
  path: readonly (string | number)[],
): void {
  const w = f.width;
  if (typeof v === "number") {
    if (!Number.isSafeInteger(v) || v < 0) {
      sink.errors.push({
        code: "CNAB_INVALID_NUMBER",
        path: fieldPath(path, f),
        message: `${f.name} must be a non-negative integer, got ${v}`,
      });
      return;
    }
    let digits = 1;
    for (let n = v; n >= 10; n = Math.floor(n / 10)) digits++;
    if (digits > w) {
      tooLong(f, digits, sink, path);
      return;
    }
    let p = pos + w - 1;
    for (let n = v; n > 0; n = Math.floor(n / 10)) buf[p--] = ZERO + (n % 10);
    return;
  }
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 48 || c > 57) {
      sink.errors.push({
        code: "CNAB_INVALID_NUMBER",
        path: fieldPath(path, f),
        message: `${f.name} must contain only digits, got "${v}"`,
      });
      return;
    }
  }
  if (v.length > w) {
    tooLong(f, v.length, sink, path);
    return;
  }
  const start = pos + w - v.length;
  for (let i = 0; i < v.length; i++) buf[start + i] = v.charCodeAt(i);
}

function tooLong(f: CompiledField, digits: number, sink: Sink, path: readonly (string | number)[]): void {
  sink.errors.push({
    code: "CNAB_NUMBER_TOO_LONG",
    path: fieldPath(path, f),
    message: `${f.name} has ${digits} digits and does not fit in ${f.width} (positions ${f.start0 + 1}-${f.end})`,
  });
}

/**
 * The byte each printable ASCII character becomes in CNAB text, 0 for "left out": letters
 * upper-cased, digits, space and `. , -` kept; every other sign dropped, since the manuals ask
 * for text "sem caracteres especiais" (CAIXA SIGCB 67.118 2.x, Itaú FEBRABAN 240 2.2: "a não
 * utilização de caracteres especiais (ex.: 'Ç', '?', etc.)", HSBC: "#, @, &, $, º, ª, \").
 * The three kept are what addresses use; laravel-boleto's writer keeps them too, brcobranca's
 * drops them (both drop `/`, `?`, `^`, `\`).
 */
const TEXT_BYTE: Uint8Array = (() => {
  const t = new Uint8Array(128);
  for (let c = 0x20; c < 0x7f; c++) {
    const ch = String.fromCharCode(c);
    if (/[A-Z0-9 .,-]/.test(ch)) t[c] = c;
    else if (/[a-z]/.test(ch)) t[c] = c - 32;
  }
  return t;
})();

/**
 * Writes the field's CNAB text (see `cnabText`) straight into the buffer: printable ASCII goes
 * through {@link TEXT_BYTE}, Latin-1 letters through a table, and only text beyond Latin-1 takes
 * `cnabText`'s Unicode path; `verbatim` fields (PIX) are copied as given. The spaces after the
 * text are the template's.
 */
function writeText(
  buf: Uint8Array,
  pos: number,
  f: CompiledField,
  v: string | number,
  sink: Sink,
  path: readonly (string | number)[],
  line: number,
): void {
  const w = f.width;
  const s = typeof v === "number" ? String(v) : v;
  let n = 0;
  let lastBreak = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c <= 0x7e) {
      const b = f.verbatim ? c : TEXT_BYTE[c]!;
      lastBreak = false;
      if (b === 0) continue;
      if (n < w) buf[pos + n] = b;
      n++;
      continue;
    }
    if (c > 0xff) {
      buf.fill(32, pos, pos + w);
      n = writeAscii(buf, pos, w, cnabText(s));
      break;
    }
    const isBreak = c === 9 || c === 10 || c === 13;
    if (!(isBreak && lastBreak)) n += writeAscii(buf, pos + n, w - n, LATIN1[c]!);
    lastBreak = isBreak;
  }
  if (n > w) {
    // What the bank will print and send back (a cut seu número no longer matches the company's).
    let written = "";
    for (let i = 0; i < w; i++) written += String.fromCharCode(buf[pos + i]!);
    sink.warnings.push({
      code: "CNAB_TEXT_TRUNCATED",
      line,
      path: fieldPath(path, f),
      message: `${f.cutMessage}: "${written.trimEnd()}" was written, ${n - w} character${n - w === 1 ? "" : "s"} left out`,
    });
  }
}

/**
 * Writes as much of the upper-case ASCII `t` as `room` allows, leaving out what {@link TEXT_BYTE}
 * drops; returns how many characters the whole of `t` takes.
 */
function writeAscii(buf: Uint8Array, pos: number, room: number, t: string): number {
  let n = 0;
  for (let k = 0; k < t.length; k++) {
    const b = TEXT_BYTE[t.charCodeAt(k)] ?? 0;
    if (b === 0) continue;
    if (n < room) buf[pos + n] = b;
    n++;
  }
  return n;
}
