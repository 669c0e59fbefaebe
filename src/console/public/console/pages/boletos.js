// @ts-check
/**
 * Every boleto of the tenant across its jobs (GET /v1/boletos): search, filters, sort, the totals
 * of the filtered set in R$, pages and the CSV of the filtered set. The filter lives in the hash
 * (`#/boletos?bank_status=paid`), so a filtered view can be bookmarked and the back button works.
 */
import { api } from "../lib/api.js";
import { h, replace } from "../lib/dom.js";
import { date, money, t } from "../lib/i18n.js";
import { bankStatusBadge, csvButton, labelCells, problemBox, table, tableRow } from "./common.js";

/**
 * @typedef {import("../../../../../clients/typescript/src/schema").components["schemas"]} Schemas
 * @typedef {Schemas["BoletoListEntry"]} BoletoListEntry
 * @typedef {Schemas["BoletoPage"]} BoletoPage
 */

export const BANK_STATUSES = ["issued", "sent", "registered", "rejected", "paid", "written_off", "protested"];
const DIVERGENCES = [
  "any",
  "underpaid",
  "overpaid",
  "duplicate_payment",
  "paid_after_write_off",
  "paid_rejected_entry",
];
const SORTS = ["-created", "due_date", "-due_date", "-amount", "amount", "payer", "-paid_on"];

/** The query of the filter form, in the order the form shows it. */
const FIELDS = [
  "q",
  "bank_status",
  "bank_code",
  "due_from",
  "due_to",
  "overdue",
  "paid_from",
  "paid_to",
  "divergence",
  "path",
  "sort",
];

/**
 * One boleto as a table row (a card on a phone).
 * @param {BoletoListEntry} b
 * @returns {HTMLElement}
 */
export function boletoRow(b) {
  return tableRow(
    [
      h("a", { href: `#/boletos/${b.item_id}`, class: "title" }, b.payer.name ?? b.item_id),
      b.external_id ?? b.document_number,
      b.our_number,
      h("span", { class: "num" }, money(b.amount_cents)),
      h(
        "span",
        null,
        date(b.due_date),
        b.overdue
          ? h("span", { class: "s-failed" }, ` · ${t("boletos.late", { days: b.days_overdue })}`)
          : null,
      ),
      bankStatusBadge(b.bank_status),
      t(`path.${b.registration_path}`),
      b.paid_cents !== null
        ? h("span", { class: "num" }, money(b.paid_cents), b.paid_on ? ` · ${date(b.paid_on)}` : "")
        : null,
      b.payment_divergence ? h("span", { class: "s-failed" }, t(`divergence.${b.payment_divergence}`)) : null,
    ],
    { "data-item": b.item_id },
  );
}

/** @type {import("../app.js").PageRender} */
export async function render(main, params, ctx) {
  const query = new URLSearchParams(params[0] ?? "");
  const input = (/** @type {string} */ name, /** @type {string} */ type = "text") =>
    h("input", { id: `f-${name}`, name, type, value: query.get(name) ?? "" });
  const select = (/** @type {string} */ name, /** @type {[string, string][]} */ options) => {
    const el = /** @type {HTMLSelectElement} */ (
      h(
        "select",
        { id: `f-${name}`, name },
        options.map(([value, label]) => h("option", { value }, label)),
      )
    );
    el.value = query.get(name) ?? options[0]?.[0] ?? "";
    return el;
  };
  const field = (/** @type {string} */ name, /** @type {HTMLElement} */ control) =>
    h("div", { class: "field" }, h("label", { for: `f-${name}` }, t(`filter.${name}`)), control);
  const overdue = h("input", {
    id: "f-overdue",
    name: "overdue",
    type: "checkbox",
    value: "true",
    checked: query.get("overdue") === "true",
  });
  const form = /** @type {HTMLFormElement} */ (
    h(
      "form",
      {
        class: "card filters",
        role: "search",
        onsubmit: (/** @type {SubmitEvent} */ e) => {
          e.preventDefault();
          const next = new URLSearchParams();
          for (const [k, v] of new FormData(form))
            if (typeof v === "string" && v.trim() !== "") next.set(k, v.trim());
          ctx.go(`#/boletos${next.size ? `?${next}` : ""}`);
        },
      },
      h(
        "div",
        { class: "field wide" },
        h("label", { for: "f-q" }, t("filter.q")),
        input("q", "search"),
        h("p", { class: "hint" }, t("filter.q.hint")),
      ),
      h(
        "details",
        {
          // Open on a desk, or when a filter is set; folded on a phone, where it would fill the screen.
          open:
            matchMedia("(min-width: 641px)").matches ||
            FIELDS.slice(1).some((f) => f !== "sort" && query.has(f)) ||
            undefined,
          id: "more-filters",
        },
        h("summary", null, t("filter.more")),
        h(
          "div",
          { class: "grid" },
          field(
            "bank_status",
            select("bank_status", [
              ["", t("filter.all")],
              ...BANK_STATUSES.map((s) => /** @type {[string, string]} */ ([s, t(`bank.${s}`)])),
            ]),
          ),
          field("bank_code", input("bank_code")),
          field("due_from", input("due_from", "date")),
          field("due_to", input("due_to", "date")),
          field("paid_from", input("paid_from", "date")),
          field("paid_to", input("paid_to", "date")),
          field(
            "divergence",
            select("divergence", [
              ["", t("filter.all")],
              ...DIVERGENCES.map((d) => /** @type {[string, string]} */ ([d, t(`divergence.${d}`)])),
            ]),
          ),
          field(
            "path",
            select("path", [
              ["", t("filter.all")],
              ["cnab", t("path.cnab")],
              ["api", t("path.api")],
              ["none", t("path.none")],
            ]),
          ),
          field(
            "sort",
            select(
              "sort",
              SORTS.map((s) => /** @type {[string, string]} */ ([s, t(`sort.${s}`)])),
            ),
          ),
          h("div", { class: "field check" }, overdue, h("label", { for: "f-overdue" }, t("filter.overdue"))),
        ),
      ),
      h(
        "p",
        { class: "row" },
        h("button", { type: "submit" }, t("filter.apply")),
        h("a", { class: "button secondary", href: "#/boletos" }, t("filter.clear")),
      ),
    )
  );
  const totalsBox = h("section", { id: "totals", "aria-labelledby": "totals-h" });
  const listBox = h("section", { id: "boletos-list" });
  const more = h("div");
  const apiQuery = new URLSearchParams();
  for (const name of FIELDS) {
    const v = query.get(name);
    if (v) apiQuery.set(name, v);
  }
  replace(
    main,
    h(
      "div",
      { class: "row" },
      h("h1", { class: "grow" }, t("boletos.title")),
      csvButton(t("boletos.csv"), `/v1/boletos?${apiQuery}&format=csv`, "boletos.csv"),
    ),
    form,
    totalsBox,
    listBox,
    more,
  );

  /** @param {BoletoPage["totals"]} totals */
  const paintTotals = (totals) =>
    replace(
      totalsBox,
      h("h2", { id: "totals-h", class: "sr-only" }, t("boletos.totals")),
      h(
        "dl",
        { class: "totals" },
        /** @type {const} */ (["issued", "registered", "paid", "overdue", "received"]).map((k) =>
          h(
            "div",
            { class: `total t-${k}`, "data-total": k },
            h("dt", null, t(`total.${k}`)),
            h(
              "dd",
              null,
              h("strong", { class: "amount" }, money(totals[k].amount_cents)),
              h("span", { class: "muted count" }, t("boletos.count", { n: totals[k].count })),
            ),
          ),
        ),
      ),
    );

  /** @type {HTMLElement | null} */
  let tableEl = null;
  /** @param {string} [token] */
  const load = async (token) => {
    /** @type {BoletoPage} */
    const page = await api(
      `/v1/boletos?${apiQuery}&page_size=50${token ? `&page_token=${encodeURIComponent(token)}` : ""}`,
    );
    if (!token) {
      paintTotals(page.totals);
      if (page.data.length === 0) replace(listBox, h("p", { class: "card" }, t("boletos.empty")));
      else {
        const wrap = table(
          [
            "col.payer",
            "col.external_id",
            "col.our_number",
            "col.amount",
            "col.due_date",
            "col.bank_status",
            "col.path",
            "col.paid",
            "col.divergence",
          ],
          page.data.map(boletoRow),
          t("boletos.title"),
        );
        tableEl = wrap.querySelector("table");
        replace(listBox, wrap);
      }
    } else if (tableEl) {
      const body = /** @type {HTMLElement} */ (tableEl.querySelector("tbody"));
      const rows = page.data.map(boletoRow);
      for (const r of rows) body.appendChild(r);
      labelCells(tableEl);
      rows[0]?.querySelector("a")?.focus();
    }
    replace(
      more,
      page.next_page_token
        ? h(
            "button",
            {
              type: "button",
              class: "secondary",
              onclick: () => load(page.next_page_token).catch((e) => more.replaceChildren(problemBox(e))),
            },
            t("boletos.more"),
          )
        : null,
    );
  };
  await load();
}
