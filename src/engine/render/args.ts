/**
 * Argument checks of the public render functions: whatever a caller passes (`null`, a number, a
 * half-built boleto, an option of the wrong type), the answer is an {@link EngineError} listing
 * every problem with its path, never a `TypeError` from deep inside a writer. A boleto is checked
 * for what the renderer reads, the shape `buildBoleto` returns; paths are relative to the argument
 * (`[3, "input", "payer", "name"]` for the fourth boleto of a list, `["options", "level"]`).
 */
import { EngineError, type Issue } from "../errors";
import type { Boleto } from "../types";
import { isLogo, type Logo } from "./logo";

type Path = (string | number)[];

/** The BR Code's maximum payload (Bacen, Manual de Padrões para Iniciação do Pix: 512 characters). */
export const MAX_PIX_PAYLOAD = 512;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

class Checks {
  readonly issues: Issue[] = [];

  add(code: string, path: Path, message: string): void {
    this.issues.push({ code, path, message });
  }

  /** A value of `type` at `path` (missing is fine when `optional`); false when absent or wrong. */
  is(v: unknown, type: "string" | "number" | "object" | "array", path: Path, optional = false): boolean {
    if (v === undefined || (optional && v === null)) {
      if (!optional) this.add("REQUIRED", path, `${show(path)} is required`);
      return false;
    }
    const ok =
      type === "object"
        ? isObject(v)
        : type === "array"
          ? Array.isArray(v)
          : typeof v === type && !Number.isNaN(v);
    if (!ok) this.add("INVALID_TYPE", path, `${show(path)} must be of type ${type}`);
    return ok;
  }

  strings(obj: Record<string, unknown>, keys: readonly string[], path: Path, optional: boolean): void {
    for (const k of keys) this.is(obj[k], "string", [...path, k], optional);
  }

  party(v: unknown, path: Path, optional: boolean): void {
    if (!this.is(v, "object", path, optional)) return;
    const p = v as Record<string, unknown>;
    this.strings(p, ["name", "document"], path, false);
    if (this.is(p.address, "object", [...path, "address"], true)) {
      const a = p.address as Record<string, unknown>;
      this.strings(a, ["street", "city", "state", "zip_code"], [...path, "address"], false);
      this.strings(a, ["number", "complement", "district"], [...path, "address"], true);
    }
  }

  lines(v: unknown, path: Path): void {
    if (!this.is(v, "array", path, true)) return;
    (v as unknown[]).forEach((line, i) => {
      this.is(line, "string", [...path, i], false);
    });
  }

  charge(v: unknown, path: Path, fields: readonly string[]): void {
    if (!this.is(v, "object", path, true)) return;
    const c = v as Record<string, unknown>;
    for (const f of fields)
      this.is(c[f], f === "value" || f === "amount_cents" ? "number" : "string", [...path, f]);
    this.is(c.start_date, "string", [...path, "start_date"], true);
  }
}

function show(path: Path): string {
  return path.length === 0 ? "boleto" : path.map((p) => (typeof p === "number" ? `[${p}]` : p)).join(".");
}

/** Every problem of one boleto argument at `path`. */
function checkBoleto(c: Checks, b: unknown, path: Path): void {
  if (!isObject(b)) {
    c.add("INVALID_TYPE", path, `${show(path)} must be a boleto object (as buildBoleto returns)`);
    return;
  }
  if (typeof b.barcode !== "string" || !/^\d{44}$/.test(b.barcode)) {
    c.add("INVALID_BARCODE", [...path, "barcode"], "barcode must be 44 digits");
  }
  c.strings(b, ["bank_code", "bank_code_formatted", "digitable_line_formatted", "our_number"], path, false);
  c.strings(b, ["beneficiary_code"], path, false);
  if (c.is(b.amount_cents, "number", [...path, "amount_cents"]) && !Number.isSafeInteger(b.amount_cents)) {
    c.add("INVALID_AMOUNT", [...path, "amount_cents"], "amount_cents must be an integer");
  }
  if (typeof b.processed_on !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(b.processed_on)) {
    c.add("INVALID_DATE", [...path, "processed_on"], "processed_on must be a YYYY-MM-DD date");
  }
  if (c.is(b.pix_payload, "string", [...path, "pix_payload"], true)) {
    if ((b.pix_payload as string).length > MAX_PIX_PAYLOAD) {
      c.add(
        "PIX_PAYLOAD_TOO_LONG",
        [...path, "pix_payload"],
        `pix_payload must be at most ${MAX_PIX_PAYLOAD} characters`,
      );
    }
  }
  const at = [...path, "input"];
  if (!c.is(b.input, "object", at)) return;
  const i = b.input as Record<string, unknown>;
  c.party(i.beneficiary, [...at, "beneficiary"], false);
  c.party(i.payer, [...at, "payer"], false);
  c.party(i.guarantor, [...at, "guarantor"], true);
  const optional = [
    "issue_date",
    "document_number",
    "document_kind",
    "acceptance",
    "payment_place",
    "wallet",
  ];
  c.strings(i, optional, at, true);
  c.is(i.due_date, "string", [...at, "due_date"], true);
  c.lines(i.instructions, [...at, "instructions"]);
  c.lines(i.description, [...at, "description"]);
  c.charge(i.fine, [...at, "fine"], ["kind", "value"]);
  c.charge(i.interest, [...at, "interest"], ["kind", "value"]);
  c.charge(i.discount, [...at, "discount"], ["amount_cents", "until"]);
  c.is(i.rebate_cents, "number", [...at, "rebate_cents"], true);
}

/**
 * The boletos of a render call: `one` boleto, a non-empty list (`many`), or either (`any`).
 * Throws an {@link EngineError} with every problem of every boleto.
 */
export function checkBoletos(
  value: unknown,
  accept: "one" | "many" | "any",
): { list: Boleto[]; many: boolean } {
  const c = new Checks();
  const many = Array.isArray(value);
  if (many && accept !== "one") {
    if (value.length === 0) c.add("NOTHING_TO_RENDER", [], "at least one boleto is required");
    value.forEach((b, i) => {
      checkBoleto(c, b, [i]);
    });
  } else if (many) {
    c.add("INVALID_TYPE", [], "boleto must be one boleto object, not a list");
  } else if (accept === "many") {
    c.add("INVALID_TYPE", [], "boletos must be a list of boletos");
  } else checkBoleto(c, value, []);
  if (c.issues.length > 0) throw new EngineError(c.issues);
  return { list: many ? (value as Boleto[]) : [value as Boleto], many };
}

/** A logo option: a prepared {@link Logo}, or a function choosing one per boleto. */
export type LogoOption = Logo | ((boleto: Boleto, index: number) => Logo | undefined);

/** What an `options` argument may hold, by name; unknown names are ignored. */
export interface OptionRules {
  title?: boolean;
  level?: boolean;
  logo?: boolean;
  lang?: boolean;
  perPage?: boolean;
  cover?: boolean;
}

/**
 * Checks an options object against `rules`; throws an {@link EngineError} with `options.<name>`
 * paths. Returns the options (an empty object for `undefined`).
 */
export function checkOptions<T extends object>(value: unknown, rules: OptionRules): T {
  if (value === undefined) return {} as T;
  const c = new Checks();
  if (!isObject(value)) {
    c.add("INVALID_ARGUMENT", ["options"], "options must be an object");
    throw new EngineError(c.issues);
  }
  const o = value;
  const bad = (name: string, message: string) => c.add("INVALID_ARGUMENT", ["options", name], message);
  if (rules.title && o.title !== undefined && (typeof o.title !== "string" || o.title.length > 1000)) {
    bad("title", "options.title must be a string of at most 1000 characters");
  }
  if (
    rules.lang &&
    o.lang !== undefined &&
    (typeof o.lang !== "string" || !/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(o.lang))
  ) {
    bad("lang", "options.lang must be a language tag such as pt-BR");
  }
  if (
    rules.level &&
    o.level !== undefined &&
    !(Number.isInteger(o.level) && (o.level as number) >= 0 && (o.level as number) <= 9)
  ) {
    bad("level", "options.level must be an integer from 0 to 9");
  }
  if (rules.logo && o.logo !== undefined && typeof o.logo !== "function" && !isLogo(o.logo)) {
    bad("logo", "options.logo must be a logo from prepareLogo, or a function returning one");
  }
  if (rules.perPage && o.per_page !== undefined && ![1, 2, 3].includes(o.per_page as number)) {
    bad("per_page", "options.per_page must be 1, 2 or 3");
  }
  if (rules.cover && o.cover !== undefined && typeof o.cover !== "boolean") {
    bad("cover", "options.cover must be a boolean");
  }
  if (c.issues.length > 0) throw new EngineError(c.issues);
  return o as T;
}

/** The logo for boleto `index` under a {@link LogoOption}; a function's bad answer is a typed error. */
export function logoOf(option: LogoOption | undefined, boleto: Boleto, index: number): Logo | undefined {
  if (option === undefined) return undefined;
  if (typeof option !== "function") return option;
  const logo = option(boleto, index);
  if (logo !== undefined && !isLogo(logo)) {
    throw new EngineError({
      code: "INVALID_ARGUMENT",
      path: ["options", "logo"],
      message: `options.logo returned something that is not a logo for boleto ${index}`,
    });
  }
  return logo;
}
