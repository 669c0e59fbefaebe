// @ts-check
/**
 * The webhook deliveries of the tenant: newest first as the API lists them, a status filter, page
 * after page with the API's `page_token` ("more" appends), each with its attempts, next attempt,
 * last error and a redeliver button.
 */
import { api } from "../lib/api.js";
import { announce, h, replace } from "../lib/dom.js";
import { date, t } from "../lib/i18n.js";
import { badge, problemBox, tableRow } from "./common.js";

const DELIVERY_STATUSES = ["", "pending", "delivered", "failed", "disabled"];
const DELIVERY_PAGE = 25;
const DELIVERY_COLUMNS = [
  "col.event",
  "col.job",
  "col.url",
  "col.status",
  "col.attempts",
  "col.next_attempt",
  "col.last_error",
  "col.created",
  "",
];

/**
 * One delivery as a table row, with its redeliver button.
 * @param {import("../../../../../clients/typescript/src/schema").components["schemas"]["WebhookDelivery"]} d a delivery of `GET /v1/webhooks/deliveries`
 * @returns {HTMLElement}
 */
function deliveryRow(d) {
  const last = d.attempts[d.attempts.length - 1];
  const cell = h("span", { role: "status" });
  return tableRow(
    [
      d.event_type,
      d.job_id ? h("a", { href: `#/jobs/${d.job_id}`, class: "mono" }, d.job_id) : "",
      h("span", { class: "mono" }, d.url),
      badge(d.status),
      `${d.attempts.length}${last?.status_code ? ` (HTTP ${last.status_code})` : ""}`,
      d.next_attempt_at ? date(d.next_attempt_at) : "—",
      d.last_error ? h("span", { class: "mono long" }, d.last_error) : "",
      date(d.created_at),
      h(
        "span",
        null,
        h(
          "button",
          {
            type: "button",
            class: "secondary",
            onclick: async () => {
              try {
                await api(`/v1/webhooks/deliveries/${d.delivery_id}/redeliver`, { method: "POST" });
                cell.textContent = t("webhooks.redelivered");
                announce(t("webhooks.redelivered"));
              } catch (err) {
                cell.replaceChildren(problemBox(err));
              }
            },
          },
          t("webhooks.redeliver"),
        ),
        cell,
      ),
    ],
    { "data-delivery": d.delivery_id, "data-status": d.status, "data-created": d.created_at },
  );
}

/**
 * The deliveries section: answers the function that (re)paints it.
 * @param {HTMLElement} section
 * @returns {() => Promise<void>}
 */
export function deliveriesSection(section) {
  const statusFilter = /** @type {HTMLSelectElement} */ (
    h(
      "select",
      { id: "dl-status", onchange: () => paint() },
      DELIVERY_STATUSES.map((s) => h("option", { value: s }, t(s ? `status.${s}` : "webhooks.all"))),
    )
  );
  const results = h("div");
  // The heading and the filter stay put (a keyboard user keeps focus on the filter); the results change.
  replace(
    section,
    h("h2", { id: "dl-h" }, t("webhooks.deliveries")),
    h("p", { class: "row" }, h("label", { for: "dl-status" }, t("col.status")), statusFilter),
    results,
  );
  let listing = 0;
  /** Deliveries, newest first as the API lists them; "more" appends the next page. */
  const paint = async () => {
    const mine = ++listing;
    const body = h("tbody");
    const more = h("div", { class: "row", id: "dl-more" });
    /** @param {string} token */
    const load = async (token) => {
      const q = new URLSearchParams({ page_size: String(DELIVERY_PAGE) });
      if (statusFilter.value) q.set("status", statusFilter.value);
      if (token) q.set("page_token", token);
      const page = await api(`/v1/webhooks/deliveries?${q}`);
      if (mine !== listing) return false;
      for (const d of page.data) body.appendChild(deliveryRow(d));
      replace(
        more,
        page.next_page_token
          ? h(
              "button",
              {
                type: "button",
                class: "secondary",
                id: "dl-next",
                onclick: async (/** @type {Event} */ e) => {
                  const button = /** @type {HTMLButtonElement} */ (e.currentTarget);
                  button.disabled = true;
                  const before = body.children.length;
                  try {
                    await load(page.next_page_token);
                    // The button is gone: keyboard users continue at the first row just added.
                    /** @type {HTMLElement | null | undefined} */ (
                      body.children[before]?.querySelector("a, button")
                    )?.focus();
                  } catch (err) {
                    button.disabled = false;
                    more.appendChild(problemBox(err));
                  }
                },
              },
              t("webhooks.more"),
            )
          : null,
      );
      return page.data.length > 0;
    };
    const any = await load("");
    if (mine !== listing) return;
    replace(
      results,
      any
        ? [
            h(
              "div",
              { class: "table-wrap" },
              h(
                "table",
                { id: "deliveries" },
                h(
                  "thead",
                  null,
                  h(
                    "tr",
                    null,
                    DELIVERY_COLUMNS.map((c) => h("th", { scope: "col" }, t(c))),
                  ),
                ),
                body,
              ),
            ),
            more,
          ]
        : h("p", null, t("webhooks.no_deliveries")),
    );
  };
  return paint;
}
