// @ts-check
/**
 * A job's failed items, page after page (the API's `page_token`): the first ones as fix forms
 * straight away, later ones as a summary with a button that loads the item's input into a form
 * (one request per item, so a job with hundreds of failures does not ask for all at once).
 */
import { api } from "../lib/api.js";
import { announce, append, h, replace } from "../lib/dom.js";
import { t } from "../lib/i18n.js";
import { issueItem, problemBox } from "./common.js";
import { fixForm, rowOf } from "./fix.js";

/** Failed items asked per page. */
const PAGE = 50;
/** Failed items shown as full fix forms without a click. */
const FORMS = 20;

/**
 * Paints the failed items of job `id` into `box`.
 * @param {HTMLElement} box
 * @param {{ id: string, job: import("../../../../../clients/typescript/src/schema").components["schemas"]["Job"],
 *   source: ({ columns: { header: string, field: string }[], row_numbers?: number[] }) | undefined,
 *   onRetried: () => void }} o
 */
export async function renderFailed(box, o) {
  const { id, job, source, onRetried } = o;
  /** @param {string} token */
  const fetchPage = (token) =>
    api(
      `/v1/jobs/boletos/${id}/items?status=failed&page_size=${PAGE}${token ? `&page_token=${encodeURIComponent(token)}` : ""}`,
    );
  const heading = h("h2", { id: "failed-h" }, t("failed.title"), ` (${job.items.failed})`);
  const first = await fetchPage("");
  if (first.data.length === 0) return replace(box, heading, h("p", null, t("failed.none")));

  const retryAll = h(
    "button",
    {
      type: "button",
      class: "secondary",
      onclick: async () => {
        try {
          const res = await api(`/v1/jobs/boletos/${id}/retry-failed`, { method: "POST" });
          announce(t("failed.queued_all", { n: res.items_retried }));
          onRetried();
        } catch (e) {
          box.appendChild(problemBox(e));
        }
      },
    },
    t("failed.retry_all"),
  );
  const list = h("div", { id: "failed-list" });
  const more = h("div", { class: "row", id: "failed-more" });
  let shown = 0;

  /** @param {import("../../../../../clients/typescript/src/schema").components["schemas"]["Item"]} it a failed item of the list */
  const title = (it) =>
    source ? t("failed.row", { row: rowOf(source, it.index) }) : t("failed.item", { index: it.index + 1 });
  /** @param {import("../../../../../clients/typescript/src/schema").components["schemas"]["Item"]} it */
  const form = async (it) => {
    const full = await api(`/v1/jobs/boletos/${id}/items/${it.item_id}`);
    return fixForm(full, { jobId: id, source, onRetried });
  };
  /** @param {import("../../../../../clients/typescript/src/schema").components["schemas"]["Item"]} it */
  const slot = (it) => {
    const el = h(
      "div",
      { class: "card", "data-failed": it.item_id },
      h("strong", null, title(it)),
      h("ul", { class: "errors" }, it.errors.map(issueItem)),
      h(
        "button",
        {
          type: "button",
          class: "secondary",
          onclick: async () => {
            try {
              el.replaceWith(await form(it));
            } catch (e) {
              el.appendChild(problemBox(e));
            }
          },
        },
        t("failed.load"),
      ),
    );
    return el;
  };
  /** @param {import("../../../../../clients/typescript/src/schema").components["schemas"]["ItemPage"]} page */
  const add = async (page) => {
    const start = shown;
    const els = await Promise.all(page.data.map((it, k) => (start + k < FORMS ? form(it) : slot(it))));
    shown += page.data.length;
    append(list, els);
    if (!page.next_page_token) return replace(more);
    const button = h(
      "button",
      {
        type: "button",
        class: "secondary",
        id: "failed-next",
        onclick: async () => {
          button.setAttribute("disabled", "");
          const before = shown;
          try {
            await add(await fetchPage(page.next_page_token));
            // The button is gone: keyboard users continue at the first item just added.
            /** @type {HTMLElement | null | undefined} */ (
              list.children[before]?.querySelector("input, button")
            )?.focus();
            announce(t("failed.shown", { n: shown, total: job.items.failed }));
          } catch (e) {
            button.removeAttribute("disabled");
            more.appendChild(problemBox(e));
          }
        },
      },
      t("failed.next"),
    );
    replace(
      more,
      h("span", { class: "muted" }, t("failed.shown", { n: shown, total: job.items.failed })),
      button,
    );
  };
  await add(first);
  replace(box, heading, h("div", { class: "row" }, retryAll), list, more);
}
