// @ts-check
/** Pieces shared by the pages: status badges, progress bars, problem boxes, CSV downloads. */
import { ApiProblem, api } from "../lib/api.js";
import { h, saveBlob } from "../lib/dom.js";
import { t } from "../lib/i18n.js";

export const FINAL = new Set(["completed", "partially_completed", "failed"]);

/**
 * @param {string} status
 * @returns {HTMLElement}
 */
export function badge(status) {
  return h("span", { class: `badge s-${status}` }, t(`status.${status}`));
}

/**
 * A labelled progress bar with the counts under it.
 * @param {any} job a job view
 * @returns {HTMLElement}
 */
export function progress(job) {
  const i = job.items;
  const done = i.completed + i.failed + i.skipped;
  const id = `p-${job.job_id}`;
  return h(
    "div",
    { class: "progress" },
    h("span", { id, class: "muted" }, t("job.progress", { done, total: i.total })),
    h("progress", {
      max: String(Math.max(i.total, 1)),
      value: String(i.total === 0 ? 0 : done),
      "aria-labelledby": id,
    }),
    h(
      "div",
      { class: "counts" },
      h("span", { class: "s-completed" }, `${i.completed} ${t("count.completed")}`),
      h("span", { class: "s-failed" }, `${i.failed} ${t("count.failed")}`),
      i.skipped ? h("span", null, `${i.skipped} ${t("count.skipped")}`) : null,
      i.pending ? h("span", null, `${i.pending} ${t("count.pending")}`) : null,
      i.validating + i.rendering
        ? h("span", null, `${i.validating + i.rendering} ${t("count.running")}`)
        : null,
    ),
  );
}

/**
 * A problem shown where it happened, with every issue listed.
 * @param {unknown} err
 * @returns {HTMLElement}
 */
export function problemBox(err) {
  if (err instanceof ApiProblem) {
    return h(
      "div",
      { class: "problem", role: "alert" },
      h("strong", null, `${err.code}: `),
      err.message,
      err.errors.length
        ? h(
            "ul",
            { class: "errors" },
            err.errors.map((e) => h("li", null, h("code", null, e.path), ` ${e.code}: ${e.message}`)),
          )
        : null,
    );
  }
  return h("div", { class: "problem", role: "alert" }, err instanceof Error ? err.message : String(err));
}

/**
 * A button that downloads a CSV export (the API key goes in the header, so not a plain link).
 * @param {string} label
 * @param {string} path API path with `format=csv`
 * @param {string} fileName
 * @returns {HTMLElement}
 */
export function csvButton(label, path, fileName) {
  const status = h("span", { class: "muted", role: "status" });
  const button = h(
    "button",
    {
      type: "button",
      class: "secondary",
      onclick: async () => {
        button.setAttribute("disabled", "");
        try {
          const res = await api(path, { raw: true });
          saveBlob(await res.blob(), fileName);
          status.textContent = "";
        } catch (e) {
          status.replaceChildren(problemBox(e));
        } finally {
          button.removeAttribute("disabled");
        }
      },
    },
    label,
  );
  return h("span", { class: "row" }, button, status);
}

/**
 * A table inside a horizontally scrolling wrapper (narrow screens scroll the table, not the page).
 * @param {string[]} headers text keys or literal headers
 * @param {(Node | string | number | null | undefined)[][]} rows
 * @param {string} [caption]
 * @returns {HTMLElement}
 */
export function table(headers, rows, caption) {
  return h(
    "div",
    { class: "table-wrap" },
    h(
      "table",
      null,
      caption ? h("caption", { class: "sr-only" }, caption) : null,
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          headers.map((x) => h("th", { scope: "col" }, t(x))),
        ),
      ),
      h(
        "tbody",
        null,
        rows.map((r) =>
          h(
            "tr",
            null,
            r.map((c) => h("td", null, c ?? "")),
          ),
        ),
      ),
    ),
  );
}
