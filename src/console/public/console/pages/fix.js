// @ts-check
/**
 * Fix-and-retry for one failed item: every error is shown at its field (with the spreadsheet
 * column it came from, for CSV jobs), in an input holding the item's current value; changed
 * fields become a JSON merge patch for `POST …/items/{id}/retry`.
 */
import { api } from "../lib/api.js";
import { announce, h } from "../lib/dom.js";
import { fieldLabel, t } from "../lib/i18n.js";
import { issueLine, problemBox } from "./common.js";

/**
 * The column of a CSV job that filled `path` (same rule as the API's CSV export).
 * @param {{ columns: { header: string, field: string }[] } | undefined} source
 * @param {string} path
 * @returns {string | undefined}
 */
export function columnOf(source, path) {
  if (!source) return undefined;
  const exact = source.columns.find((c) => c.field === path);
  if (exact) return exact.header;
  return source.columns.find((c) => path.startsWith(`${c.field}.`) || c.field.startsWith(`${path}.`))?.header;
}

/**
 * The spreadsheet row of item `index` (header = row 1).
 * @param {{ row_numbers?: number[] } | undefined} source
 * @param {number} index
 */
export function rowOf(source, index) {
  return source?.row_numbers?.[index] ?? index + 2;
}

/** @param {unknown} obj @param {string[]} keys */
function getPath(obj, keys) {
  let node = /** @type {any} */ (obj);
  for (const k of keys) node = node && typeof node === "object" ? node[k] : undefined;
  return node;
}

/** @param {unknown} v */
function show(v) {
  if (v === undefined || v === null) return "";
  if (Array.isArray(v)) return v.join(" | ");
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

/**
 * The typed value for a field, from what was typed and what was there before.
 * @param {string} text
 * @param {unknown} before
 */
function typed(text, before) {
  const s = text.trim();
  if (typeof before === "number") {
    const n = Number(s.replace(/\./g, "").replace(",", "."));
    return Number.isFinite(n) && s !== "" ? n : s;
  }
  if (Array.isArray(before)) return s.split(/\s*\|\s*/).filter(Boolean);
  if ((s.startsWith("{") && s.endsWith("}")) || (s.startsWith("[") && s.endsWith("]"))) {
    try {
      return JSON.parse(s);
    } catch {
      return s;
    }
  }
  return s === "" ? null : s;
}

/**
 * The fix form of one failed item.
 * @param {import("../../../../../clients/typescript/src/schema").components["schemas"]["ItemWithAttempts"]} item a failed item with `input` (GET …/items/{id})
 * @param {{ jobId: string,
 *   source: ({ columns: { header: string, field: string }[], row_numbers?: number[] }) | undefined,
 *   onRetried: () => void }} opts
 * @returns {HTMLElement}
 */
export function fixForm(item, opts) {
  /** @type {Map<string, { code: string, message: string }[]>} */
  const byField = new Map();
  /** Errors about the item as a whole (a timeout, retries exhausted): no field to fix. */
  const general = [];
  for (const e of item.errors) {
    if (e.path === "") {
      general.push(e);
      continue;
    }
    // An error inside an array (instructions[2]) is fixed on the whole field.
    const field = e.path.split("[")[0] || e.path;
    byField.set(field, [...(byField.get(field) ?? []), e]);
  }
  const inputs = [...byField.entries()].map(([field, errors], n) => {
    const id = `fix-${item.item_id}-${n}`;
    const before = getPath(item.input, field.split("."));
    const column = columnOf(opts.source, field);
    const input = /** @type {HTMLInputElement} */ (
      h("input", {
        type: "text",
        id,
        name: field,
        value: show(before),
        "aria-invalid": "true",
        "aria-describedby": `${id}-err`,
        "data-field": field,
      })
    );
    const block = h(
      "div",
      { class: "fix-field" },
      h(
        "label",
        { for: id },
        t("failed.field", { field: fieldLabel(field) }),
        column ? ` — ${t("failed.column", { column })}` : "",
      ),
      input,
      h(
        "div",
        { id: `${id}-err` },
        errors.map((e) => h("p", { class: "field-error", title: e.message }, issueLine(e))),
      ),
    );
    return { field, before, input, block };
  });
  const status = h("div", { role: "status" });
  const retry = async (/** @type {Record<string, unknown> | undefined} */ patch) => {
    try {
      const res = await api(`/v1/jobs/boletos/${opts.jobId}/items/${item.item_id}/retry`, {
        method: "POST",
        json: patch ? { patch } : {},
      });
      const text = t("failed.queued", { attempt: res.attempt });
      status.replaceChildren(h("p", { class: "notice" }, text));
      announce(text);
      opts.onRetried();
    } catch (e) {
      status.replaceChildren(problemBox(e));
    }
  };
  const title =
    opts.source !== undefined
      ? t("failed.row", { row: rowOf(opts.source, item.index) })
      : t("failed.item", { index: item.index + 1 });
  return h(
    "form",
    {
      class: "card fix",
      "data-item": item.item_id,
      "aria-label": title,
      onsubmit: (/** @type {SubmitEvent} */ e) => {
        e.preventDefault();
        /** @type {Record<string, unknown>} */
        const patch = {};
        for (const f of inputs) {
          if (f.input.value === show(f.before)) continue;
          const keys = f.field.split(".");
          let node = patch;
          for (const k of keys.slice(0, -1)) node = /** @type {Record<string, unknown>} */ ((node[k] ??= {}));
          node[/** @type {string} */ (keys[keys.length - 1])] = typed(f.input.value, f.before);
        }
        retry(patch);
      },
    },
    h("h3", null, title, item.external_id ? h("span", { class: "muted" }, ` · ${item.external_id}`) : null),
    general.map((e) => h("p", { class: "field-error", title: e.message }, issueLine(e))),
    inputs.map((f) => f.block),
    h(
      "div",
      { class: "row" },
      h("button", { type: "submit" }, t("failed.fix")),
      h("button", { type: "button", class: "secondary", onclick: () => retry(undefined) }, t("failed.retry")),
    ),
    status,
  );
}
