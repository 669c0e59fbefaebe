// @ts-check
/** Pieces shared by the pages: status badges, progress bars, problems and issues, downloads, tables. */
import { ApiProblem, api } from "../lib/api.js";
import { announce, h, replace, saveBlob } from "../lib/dom.js";
import { fieldLabel, issueText, t } from "../lib/i18n.js";

export const FINAL = new Set(["completed", "partially_completed", "failed"]);

/**
 * @param {string} status
 * @returns {HTMLElement}
 */
export function badge(status) {
  return h("span", { class: `badge s-${status}` }, t(`status.${status}`));
}

/**
 * A boleto's bank status as a badge, in the words of the people who run cobrança.
 * @param {string | null | undefined} status
 * @returns {HTMLElement}
 */
export function bankStatusBadge(status) {
  return h(
    "span",
    { class: `badge b-${status ?? "none"}`, "data-bank-status": status ?? "" },
    t(`bank.${status ?? "none"}`),
  );
}

/**
 * A money amount typed by a person (`1.234,56`, `1234.56`, `50`) in centavos; null when not one.
 * @param {string} text
 * @returns {number | null}
 */
export function parseMoney(text) {
  const s = text.trim().replace(/^R\$\s*/, "");
  const m = /^(\d{1,3}(?:\.\d{3})*|\d+)(?:[,.](\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number((m[1] ?? "").replace(/\./g, "")) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

/**
 * A labelled progress bar with the counts under it.
 * @param {import("../../../../../clients/typescript/src/schema").components["schemas"]["Job"]} job a job view
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
  return h(
    "li",
    { title: `${issue.path}: ${issue.message}` },
    h("strong", { "data-path": issue.path }, fieldLabel(issue.path)),
    ` ${issueLine(issue)}`,
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
    // An empty cell has no text node at all, so a phone's card hides it (`td:empty`).
    cells.map((c) => h("td", null, c === "" ? null : c)),
  );
}

/**
 * A table inside a wrapper. On a phone its rows become cards (app.css, `table.cards`): each cell
 * shows its column's name (`data-label`) before its value, so nothing scrolls sideways. Rows are
 * cell lists or ready rows ({@link tableRow}); more can be appended to its `tbody` (call
 * {@link labelCells} on the table after).
 * @param {string[]} headers text keys or literal headers
 * @param {((Node | string | number | null | undefined)[] | HTMLElement)[]} rows
 * @param {string} [caption]
 * @returns {HTMLElement}
 */
export function table(headers, rows, caption) {
  const el = h(
    "table",
    { class: "cards" },
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
  );
  labelCells(el);
  return h("div", { class: "table-wrap" }, el);
}

/**
 * Gives every body cell of a table its column's header as `data-label` (shown on phones).
 * @param {Element} tableEl
 */
export function labelCells(tableEl) {
  const heads = [...tableEl.querySelectorAll("thead th")].map((th) => th.textContent ?? "");
  for (const tr of tableEl.querySelectorAll("tbody tr"))
    [...tr.children].forEach((td, i) => {
      if (!td.hasAttribute("data-label")) td.setAttribute("data-label", heads[i] ?? "");
    });
}

/**
 * A button that copies a text to the clipboard and says so (a code the payer needs).
 * @param {string} text
 * @param {string} label the accessible name (e.g. "Copiar linha digitável")
 * @returns {HTMLElement}
 */
export function copyButton(text, label) {
  const button = h(
    "button",
    {
      type: "button",
      class: "secondary small",
      "aria-label": label,
      "data-copy": text,
      onclick: async () => {
        try {
          await navigator.clipboard.writeText(text);
          announce(t("copied"));
          button.textContent = t("copied");
        } catch {
          // No clipboard (an insecure context, a denied permission): select the text instead.
          const input = /** @type {HTMLInputElement} */ (
            h("input", { type: "text", value: text, readonly: true, "aria-label": label })
          );
          button.replaceWith(input);
          input.select();
        }
      },
    },
    t("copy"),
  );
  return button;
}

/**
 * A two-step action: the button opens a confirmation with what will happen, and only its
 * "Confirmar" runs `run`. Focus goes to the confirmation and back.
 * @param {string} label
 * @param {() => (Node | string)[]} body the question and any fields
 * @param {() => Promise<void>} run
 * @param {{ danger?: boolean, id?: string }} [opts]
 * @returns {HTMLElement}
 */
export function confirmAction(label, body, run, opts = {}) {
  const box = h("div", { class: "confirm" });
  const open = h(
    "button",
    {
      type: "button",
      class: opts.danger ? "danger" : "secondary",
      "aria-expanded": "false",
      onclick: () => {
        open.setAttribute("aria-expanded", "true");
        const status = h("div", { role: "status" });
        const yes = h("button", { type: "submit" }, t("confirm"));
        const form = h(
          "form",
          {
            class: "card",
            onsubmit: async (/** @type {SubmitEvent} */ e) => {
              e.preventDefault();
              yes.setAttribute("disabled", "");
              try {
                await run();
              } catch (err) {
                yes.removeAttribute("disabled");
                status.replaceChildren(problemBox(err));
              }
            },
          },
          h("h3", { tabindex: "-1" }, label),
          body(),
          h(
            "p",
            { class: "row" },
            yes,
            h(
              "button",
              {
                type: "button",
                class: "secondary",
                onclick: () => {
                  replace(box);
                  open.setAttribute("aria-expanded", "false");
                  open.focus();
                },
              },
              t("cancel"),
            ),
          ),
          status,
        );
        replace(box, form);
        /** @type {HTMLElement} */ (form.querySelector("h3")).focus();
      },
    },
    label,
  );
  return h("div", { class: "action", id: opts.id }, open, box);
}
