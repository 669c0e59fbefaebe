/**
 * A small JSON Schema (draft 2020-12 / OpenAPI 3 subset) validator for the providers' *published*
 * schemas as transcribed in each provider's folder (`api/published.ts`). The simulators check what
 * they receive with it; node tests check the same requests with Ajv too, so this validator is
 * itself held against an independent one (`schema.test.ts`).
 *
 * Supported: `type` (one or a list; `integer`), `enum`, `const`, `required`, `properties`,
 * `additionalProperties` (boolean or schema), `items`, `minItems`/`maxItems`, `minLength`/
 * `maxLength`, `pattern`, `minimum`/`maximum`, `exclusiveMinimum`, `format` (`date`, `date-time`),
 * `oneOf`/`anyOf`/`allOf`, `nullable` (OpenAPI 3.0), `$ref` to `#/$defs/<name>` within the root.
 * Anything else in a schema is ignored (descriptions, examples).
 */

export interface JsonSchema {
  type?: string | readonly string[];
  enum?: readonly unknown[];
  const?: unknown;
  required?: readonly string[];
  properties?: Readonly<Record<string, JsonSchema>>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  format?: string;
  oneOf?: readonly JsonSchema[];
  anyOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  nullable?: boolean;
  $ref?: string;
  $defs?: Readonly<Record<string, JsonSchema>>;
  description?: string;
  /** Where the constraint was transcribed from (lote's own annotation). */
  "x-source"?: string;
}

/** One violation: the JSON path (`body.valor.original`) and what is wrong. */
export interface SchemaIssue {
  path: string;
  message: string;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function typeOf(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  return typeof v;
}

function typeMatches(want: string, got: string): boolean {
  return want === got || (want === "number" && got === "integer");
}

/**
 * The issues of `value` against `schema` (empty when it conforms), paths below `path`.
 * @example validateSchema({ type: "string", maxLength: 2 }, "abc") // [{ path: "", message: "longer than 2" }]
 */
export function validateSchema(
  schema: JsonSchema,
  value: unknown,
  path = "",
  root: JsonSchema = schema,
): SchemaIssue[] {
  const out: SchemaIssue[] = [];
  const at = (p: string) => (path === "" ? p : `${path}.${p}`);
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/\$defs\//, "");
    const target = root.$defs?.[name];
    if (!target) return [{ path, message: `unknown $ref ${schema.$ref}` }];
    return validateSchema(target, value, path, root);
  }
  const got = typeOf(value);
  if (value === null && schema.nullable) return out;
  if (schema.type !== undefined) {
    const wants = typeof schema.type === "string" ? [schema.type] : schema.type;
    if (!wants.some((w) => typeMatches(w, got)))
      return [{ path, message: `must be ${wants.join(" or ")}, got ${got}` }];
  }
  if (schema.const !== undefined && value !== schema.const)
    out.push({ path, message: `must be ${JSON.stringify(schema.const)}` });
  if (schema.enum && !schema.enum.includes(value))
    out.push({ path, message: `must be one of ${schema.enum.map((e) => JSON.stringify(e)).join(", ")}` });
  if (typeof value === "string") {
    const len = [...value].length;
    if (schema.minLength !== undefined && len < schema.minLength)
      out.push({ path, message: `shorter than ${schema.minLength}` });
    if (schema.maxLength !== undefined && len > schema.maxLength)
      out.push({ path, message: `longer than ${schema.maxLength}` });
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, "u").test(value))
      out.push({ path, message: `does not match ${schema.pattern}` });
    if (schema.format === "date" && !DATE.test(value)) out.push({ path, message: "not a date (YYYY-MM-DD)" });
    if (schema.format === "date-time" && !DATE_TIME.test(value))
      out.push({ path, message: "not a date-time (RFC 3339)" });
  }
  if (typeof value === "number") {
    if (schema.minimum !== undefined && value < schema.minimum)
      out.push({ path, message: `less than ${schema.minimum}` });
    if (schema.maximum !== undefined && value > schema.maximum)
      out.push({ path, message: `more than ${schema.maximum}` });
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum)
      out.push({ path, message: `not more than ${schema.exclusiveMinimum}` });
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      out.push({ path, message: `fewer than ${schema.minItems} items` });
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      out.push({ path, message: `more than ${schema.maxItems} items` });
    if (schema.items)
      for (const [i, v] of value.entries()) out.push(...validateSchema(schema.items, v, at(`${i}`), root));
  }
  if (got === "object") {
    const o = value as Record<string, unknown>;
    for (const k of schema.required ?? [])
      if (o[k] === undefined) out.push({ path: at(k), message: "is required" });
    for (const [k, v] of Object.entries(o)) {
      if (v === undefined) continue;
      const p = schema.properties?.[k];
      if (p) out.push(...validateSchema(p, v, at(k), root));
      else if (schema.additionalProperties === false)
        out.push({ path: at(k), message: "is not a field of this object" });
      else if (typeof schema.additionalProperties === "object")
        out.push(...validateSchema(schema.additionalProperties, v, at(k), root));
    }
  }
  for (const s of schema.allOf ?? []) out.push(...validateSchema(s, value, path, root));
  if (schema.anyOf && !schema.anyOf.some((s) => validateSchema(s, value, path, root).length === 0))
    out.push({ path, message: "matches none of the allowed shapes" });
  if (
    schema.oneOf &&
    schema.oneOf.filter((s) => validateSchema(s, value, path, root).length === 0).length !== 1
  )
    out.push({ path, message: "must match exactly one of the allowed shapes" });
  return out;
}
