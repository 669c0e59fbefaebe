// @ts-check
/**
 * The dashboard (GET /v1/boletos/summary and the totals of GET /v1/boletos): received per day and
 * overdue by age as bar charts drawn as inline SVG (elements made with createElementNS, styled by
 * app.css: no inline style, no chart library), the titles due today and the last files. Each chart
 * has a table of its numbers for screen readers and for copying.
 */
import { api } from "../lib/api.js";
import { h, replace } from "../lib/dom.js";
import { date, money, t } from "../lib/i18n.js";
import { badge, table } from "./common.js";

/**
 * @typedef {import("../../../../../clients/typescript/src/schema").components["schemas"]} Schemas
 * @typedef {Schemas["BoletoSummary"]} BoletoSummary
 * @typedef {Schemas["BoletoPage"]} BoletoPage
 */

const SVG = "http://www.w3.org/2000/svg";

/**
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 * @param {...(Element | string)} children
 */
function svg(tag, attrs, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  for (const c of children) el.append(c);
  return el;
}

/**
 * A bar chart: one bar per entry, its height by `value`, a label under each (every `labelEvery`).
 * @param {{ label: string, value: number, title: string }[]} bars
 * @param {string} name accessible name
 * @param {{ labelEvery?: number, cls?: string }} [opts]
 */
function barChart(bars, name, opts = {}) {
  const width = 600;
  const height = 200;
  const pad = 24;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = (width - 2) / Math.max(1, bars.length);
  const bw = Math.max(2, slot * 0.7);
  const chart = svg("svg", {
    viewBox: `0 0 ${width} ${height + pad}`,
    role: "img",
    "aria-label": name,
    class: `chart ${opts.cls ?? ""}`,
    preserveAspectRatio: "none",
  });
  chart.append(svg("line", { x1: 0, y1: height, x2: width, y2: height, class: "axis" }));
  bars.forEach((b, i) => {
    const bh = Math.round((b.value / max) * (height - 10));
    const x = 1 + i * slot + (slot - bw) / 2;
    chart.append(
      svg(
        "rect",
        {
          x,
          y: height - bh,
          width: bw,
          height: Math.max(bh, b.value > 0 ? 1 : 0),
          class: "bar",
          "data-value": b.value,
        },
        svg("title", {}, b.title),
      ),
    );
    if (i % (opts.labelEvery ?? 1) === 0)
      chart.append(
        svg("text", { x: x + bw / 2, y: height + 16, class: "tick", "text-anchor": "middle" }, b.label),
      );
  });
  return chart;
}

/** @type {import("../app.js").PageRender} */
export async function render(main, _params, ctx) {
  /** @type {[BoletoSummary, BoletoPage]} */
  const [s, all] = await Promise.all([api("/v1/boletos/summary?days=30"), api("/v1/boletos?page_size=1")]);
  // A page left while its data loaded draws nothing: the page shown now owns <main>.
  if (!ctx.alive()) return;
  const received = s.received_per_day.reduce((n, d) => n + d.amount_cents, 0);
  const overdue = s.overdue_by_age.reduce((n, d) => n + d.amount_cents, 0);
  const tile = (/** @type {string} */ key, /** @type {string} */ value, /** @type {string} */ sub) =>
    h(
      "div",
      { class: "total", "data-tile": key },
      h("dt", null, t(`dash.${key}`)),
      h("dd", null, h("strong", { class: "amount" }, value), h("span", { class: "muted count" }, sub)),
    );
  replace(
    main,
    h("h1", null, t("dash.title")),
    h(
      "dl",
      { class: "totals", id: "tiles" },
      tile(
        "received30",
        money(received),
        t("boletos.count", { n: s.received_per_day.reduce((n, d) => n + d.count, 0) }),
      ),
      tile(
        "overdue",
        money(overdue),
        t("boletos.count", { n: s.overdue_by_age.reduce((n, d) => n + d.count, 0) }),
      ),
      tile("due_today", money(s.due_today.amount_cents), t("boletos.count", { n: s.due_today.count })),
      tile(
        "open",
        money(all.totals.issued.amount_cents - all.totals.paid.amount_cents),
        t("boletos.count", { n: all.totals.issued.count - all.totals.paid.count }),
      ),
    ),
    h(
      "div",
      { class: "split" },
      h(
        "section",
        { class: "card", id: "chart-received", "aria-labelledby": "rec-h" },
        h("h2", { id: "rec-h" }, t("dash.received_per_day")),
        barChart(
          s.received_per_day.map((d) => ({
            label: d.date.slice(8, 10),
            value: d.amount_cents,
            title: `${date(d.date)}: ${money(d.amount_cents)} (${d.count})`,
          })),
          t("dash.received_per_day"),
          { labelEvery: 5, cls: "received" },
        ),
        h(
          "details",
          null,
          h("summary", null, t("dash.numbers")),
          table(
            ["col.date", "col.count", "col.amount"],
            s.received_per_day
              .filter((d) => d.count > 0)
              .map((d) => [date(d.date), d.count, money(d.amount_cents)]),
          ),
        ),
      ),
      h(
        "section",
        { class: "card", id: "chart-overdue", "aria-labelledby": "age-h" },
        h("h2", { id: "age-h" }, t("dash.overdue_by_age")),
        barChart(
          s.overdue_by_age.map((b) => ({
            label: t(`age.${b.bucket}`),
            value: b.amount_cents,
            title: `${t(`age.${b.bucket}`)}: ${money(b.amount_cents)} (${b.count})`,
          })),
          t("dash.overdue_by_age"),
          { cls: "overdue" },
        ),
        table(
          ["col.age", "col.count", "col.amount"],
          s.overdue_by_age.map((b) => [
            h("a", { href: `#/boletos?overdue=true&sort=due_date` }, t(`age.${b.bucket}`)),
            h("span", { "data-age-count": b.bucket }, String(b.count)),
            h("span", { "data-age-amount": b.bucket }, money(b.amount_cents)),
          ]),
        ),
      ),
    ),
    h(
      "p",
      { class: "row" },
      h(
        "a",
        { class: "button", href: `#/boletos?due_from=${s.today}&due_to=${s.today}&sort=-amount` },
        t("dash.see_due_today"),
      ),
      h(
        "a",
        { class: "button secondary", href: "#/boletos?overdue=true&sort=due_date" },
        t("dash.see_overdue"),
      ),
    ),
    h("h2", null, t("dash.last_files")),
    s.last_files.length
      ? table(
          ["col.file", "col.kind", "col.status", "col.created"],
          s.last_files.map((f) => [
            h(
              "a",
              { class: "mono", href: f.kind === "cnab_retorno" ? `#/retornos/${f.job_id}` : "#/remessas" },
              f.job_id,
            ),
            t(`kind.${f.kind}`),
            badge(f.status),
            date(f.created_at),
          ]),
        )
      : h("p", { class: "muted" }, t("dash.no_files")),
  );
}
