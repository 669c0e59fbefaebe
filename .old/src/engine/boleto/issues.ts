/**
 * Turns zod issues into engine {@link Issue}s with stable codes and messages lote writes itself,
 * so neither depends on zod's wording or version. Field-level checks of the schema carry their
 * code in `params.code`; built-in zod checks map as below.
 *
 * | zod issue                      | code            |
 * | ------------------------------ | --------------- |
 * | invalid_type, value missing    | REQUIRED        |
 * | invalid_type                   | INVALID_TYPE    |
 * | too_big (string / array)       | TOO_LONG / TOO_MANY_ITEMS |
 * | too_small (string / array)     | TOO_SHORT / TOO_FEW_ITEMS |
 * | invalid_format                 | INVALID_FORMAT  |
 * | invalid_value (enum)           | INVALID_VALUE   |
 * | unrecognized_keys              | UNKNOWN_FIELD (one issue per key) |
 * | custom                         | `params.code`   |
 */

import type { z } from "zod";
import type { Issue } from "../errors";

type Path = (string | number)[];

/** Formats a path the way messages show it: `payer.address.zip_code`, `instructions[2]`. */
export function pathText(path: readonly PropertyKey[]): string {
  let out = "";
  for (const p of path) {
    if (typeof p === "number") out += `[${p}]`;
    else out += out === "" ? String(p) : `.${String(p)}`;
  }
  return out === "" ? "value" : out;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root;
  for (const p of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[p];
  }
  return v;
}

function plainPath(path: readonly PropertyKey[]): Path {
  return path.map((p) => (typeof p === "number" ? p : String(p)));
}

/**
 * Maps one zod issue (with the value that was parsed, to tell "missing" from "wrong type").
 *
 * @example
 * fromZodIssue({ code: "invalid_type", expected: "string", path: ["payer", "name"], message: "", input: undefined }, {})
 * // [{ code: "REQUIRED", path: ["payer", "name"], message: "payer.name is required" }]
 */
export function fromZodIssue(issue: z.core.$ZodIssue, root: unknown): Issue[] {
  const path = plainPath(issue.path);
  const at = pathText(issue.path);
  switch (issue.code) {
    case "invalid_type":
      if (valueAt(root, issue.path) === undefined)
        return [{ code: "REQUIRED", path, message: `${at} is required` }];
      return [{ code: "INVALID_TYPE", path, message: `${at} must be of type ${issue.expected}` }];
    case "too_big":
      return issue.origin === "array"
        ? [{ code: "TOO_MANY_ITEMS", path, message: `${at} must have at most ${issue.maximum} items` }]
        : [{ code: "TOO_LONG", path, message: `${at} must have at most ${issue.maximum} characters` }];
    case "too_small":
      return issue.origin === "array"
        ? [{ code: "TOO_FEW_ITEMS", path, message: `${at} must have at least ${issue.minimum} items` }]
        : [{ code: "TOO_SHORT", path, message: `${at} must have at least ${issue.minimum} characters` }];
    case "invalid_format":
      return [{ code: "INVALID_FORMAT", path, message: `${at} has an invalid format` }];
    case "invalid_value":
      return [
        {
          code: "INVALID_VALUE",
          path,
          message: `${at} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`,
        },
      ];
    case "unrecognized_keys":
      return [...issue.keys].sort().map((key) => {
        const keyPath = [...path, key];
        return { code: "UNKNOWN_FIELD", path: keyPath, message: `${pathText(keyPath)} is not a known field` };
      });
    case "custom": {
      const code = typeof issue.params?.code === "string" ? issue.params.code : "INVALID_VALUE";
      // The schema's messages are predicates ("must be …", "is not …"): the path is the subject.
      return [{ code, path, message: `${at} ${issue.message}` }];
    }
    default:
      return [{ code: "INVALID_VALUE", path, message: `${at} is invalid` }];
  }
}

/**
 * Maps every zod issue, in zod's (deterministic, schema-order) order.
 *
 * @example fromZodIssues(result.error.issues, value).map((i) => i.code) // ["REQUIRED", "INVALID_CPF"]
 */
export function fromZodIssues(issues: readonly z.core.$ZodIssue[], root: unknown): Issue[] {
  const out: Issue[] = [];
  for (const issue of issues) out.push(...fromZodIssue(issue, root));
  return out;
}
