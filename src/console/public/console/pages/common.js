// @ts-check
/** Pieces shared by the pages: status badges, progress bars, problems and issues, downloads, tables. */
import { ApiProblem, api } from "../lib/api.js";
import { h, saveBlob } from "../lib/dom.js";
import { issueText, t } from "../lib/i18n.js";

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
 * One issue as `CODE: text`, the text in the page's language; the API's own message stays on
 * the element's `title` (what support asks for).
 * @param {{ code: string, message: string }} issue
 * @returns {string}
 */
export function issueLine(issue) {
  return `${issue.code}: ${issueText(issue)}`;
}

/**
 * An issue with its path, as a list entry.
 * @param {{ code: string, path: string, message: string }} issue
 * @returns {HTMLElement}
 */
export function issueItem(issue) {
  return h("li", { title: issue.message }, h("code", null, issue.path), ` ${issueLine(issue)}`);
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
      { class: "problem", role: "alert", title: err.message },
      h("strong", null, `${err.code}: `),
      issueText(err),
      err.errors.length ? h("ul", { class: "errors" }, err.errors.map(issueItem)) : null,
    );
  }
  return h("div", { class: "problem", role: "alert" }, err instanceof Error ? err.message : String(err));
}

/**
 * A link to a signed download. A link to another origin (R2 presigned URLs) opens in a new tab,
 * so the console — whose API key lives only in this page's memory — is never navigated away.
 * @param {string} url
 * @param {string} fileName
 * @param {Record<string, unknown>} [attrs]
 * @param {string} [label]
 * @returns {HTMLElement}
 */
export function downloadLink(url, fileName, attrs = {}, label = t("downloads.get")) {
  const foreign = new URL(url, location.href).origin !== location.origin;
  return h(
    "a",
    { ...attrs, href: url, download: fileName, ...(foreign ? { target: "_blank", rel: "noopener" } : {}) },
    label,
  );
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
 * A table row of cells.
 * @param {(Node | string | number | null | undefined)[]} cells
 * @param {Record<string, unknown>} [attrs]
 * @returns {HTMLElement}
 */
export function tableRow(cells, attrs) {
  return h(
    "tr",
    attrs ?? null,
    cells.map((c) => h("td", null, c ?? "")),
  );
}

/**
 * A table inside a horizontally scrolling wrapper (narrow screens scroll the table, not the page).
 * Rows are cell lists or ready rows ({@link tableRow}); more can be appended to its `tbody`.
 * @param {string[]} headers text keys or literal headers
 * @param {((Node | string | number | null | undefined)[] | HTMLElement)[]} rows
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
        rows.map((r) => (Array.isArray(r) ? tableRow(r) : r)),
      ),
    ),
  );
}
