/**
 * The columns a boleto CSV cannot do without. A CSV job has no `defaults`: every row carries the
 * whole boleto, so a field every `BoletoItem` requires that no column fills would fail every row
 * alone, in the background, one by one. Such a file is refused when it is uploaded instead, naming
 * the missing fields and the headers that fill them.
 *
 * The required fields are read from the engine's schema itself (`boletoItemSchema`): the
 * top-level fields that are not optional, and inside a required object (`beneficiary`, `payer`)
 * its own required fields — so the list follows the schema, never a copy of it.
 */
import { boletoItemSchema } from "../engine/index";
import { COLUMNS } from "./columns";
import type { CsvIssue } from "./items";

interface SchemaLike {
  safeParse(v: unknown): { success: boolean };
  shape?: Record<string, SchemaLike>;
}

/** Dotted paths of the required leaves under `shape` (`undefined` refused, and not an object to descend). */
function requiredLeaves(shape: Record<string, SchemaLike>, prefix: string): string[] {
  const out: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    if (field.safeParse(undefined).success) continue; // optional
    if (field.shape) out.push(...requiredLeaves(field.shape, `${prefix}${key}.`));
    else out.push(`${prefix}${key}`);
  }
  return out;
}

/**
 * The item fields every boleto needs, as dotted paths, in the schema's order.
 * @example REQUIRED_FIELDS.includes("payer.document") // true
 */
export const REQUIRED_FIELDS: readonly string[] = requiredLeaves(
  (boletoItemSchema as unknown as { shape: Record<string, SchemaLike> }).shape,
  "",
);

/** The headers that fill `field`: each named column's English name and its first Portuguese name. */
function headersFor(field: string): string {
  const names = COLUMNS.filter((c) => c.path.join(".") === field).map((c) =>
    c.pt[0] ? `"${c.name}" or "${c.pt[0]}"` : `"${c.name}"`,
  );
  return names.length > 0 ? names.join(", or ") : `"${field}"`;
}

/**
 * One `CSV_MISSING_COLUMN` issue (path `body.columns`) per required field no column of the file
 * fills; empty when every one is there.
 * @example missingColumnIssues([{ header: "Valor", field: "amount_cents" }])[0]?.code // "CSV_MISSING_COLUMN"
 */
export function missingColumnIssues(columns: readonly { field: string }[]): CsvIssue[] {
  const filled = new Set(columns.map((c) => c.field));
  return REQUIRED_FIELDS.filter((f) => !filled.has(f)).map((field) => ({
    code: "CSV_MISSING_COLUMN",
    path: "body.columns",
    message: `no column fills ${field}, which every boleto needs (a CSV job has no defaults): add a column headed ${headersFor(field)}`,
  }));
}
