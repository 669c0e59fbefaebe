// @ts-check
/**
 * CNAB remessas: each remessa job with its files (NSA, titles, total, signed download link). In
 * development the bank simulator can answer a file with its retorno, which is then uploaded —
 * the whole cycle from the browser.
 */
import { api } from "../lib/api.js";
import { h, replace } from "../lib/dom.js";
import { date, money, t } from "../lib/i18n.js";
import { badge, downloadLink, FINAL, issueLine, problemBox, table } from "./common.js";

/** @type {import("../app.js").PageRender} */
export async function render(main, _params, ctx) {
  const [page, health] = await Promise.all([
    api("/v1/jobs?kind=cnab_remessa&page_size=20"),
    api("/v1/health").catch(() => null),
  ]);
  const sandbox = health && health.environment !== "production";
  const list = h("div");
  replace(main, h("h1", null, t("remessas.title")), list);
  if (page.data.length === 0) return replace(list, h("p", { class: "card" }, t("remessas.empty")));
  const cards = await Promise.all(page.data.map((/** @type {any} */ job) => remessaCard(job, sandbox, ctx)));
  replace(list, cards);
  if (page.data.some((/** @type {any} */ j) => !FINAL.has(j.status)))
    ctx.every(2000, async () => {
      const fresh = await Promise.all(
        page.data.map((/** @type {any} */ job) => api(`/v1/jobs/${job.job_id}`)),
      );
      if (fresh.every((j) => FINAL.has(j.status))) {
        replace(list, await Promise.all(fresh.map((job) => remessaCard(job, sandbox, ctx))));
        return false;
      }
      return true;
    });
}

/**
 * @param {any} job
 * @param {boolean} sandbox
 * @param {import("../app.js").PageContext} ctx
 */
async function remessaCard(job, sandbox, ctx) {
  const files = await api(`/v1/jobs/cnab/remessas/${job.job_id}/files`);
  const status = h("div", { role: "status" });
  const rows = files.files.map((/** @type {any} */ f) => [
    f.url ? downloadLink(f.url, f.file_name, { class: "mono" }, f.file_name) : (f.file_name ?? f.file_id),
    badge(f.status),
    `${f.bank_code} · ${f.layout.toUpperCase()}`,
    f.file_sequence,
    f.title_count,
    money(f.amount_cents),
    sandbox && f.status === "completed"
      ? h(
          "button",
          {
            type: "button",
            class: "secondary",
            onclick: async () => {
              try {
                const res = await api("/v1/sandbox/bank/retornos", {
                  method: "POST",
                  json: { file_id: f.file_id, paid: "all" },
                  raw: true,
                });
                const text = await res.text();
                const up = await api(
                  `/v1/jobs/cnab/retornos?file_name=${encodeURIComponent(`${f.file_id}.ret`)}`,
                  { method: "POST", body: text, type: "text/plain" },
                );
                ctx.go(`#/retornos/${up.job_id}`);
              } catch (e) {
                status.replaceChildren(problemBox(e));
              }
            },
          },
          t("remessas.simulate"),
        )
      : null,
  ]);
  const rejected = files.rejected_titles.length
    ? h(
        "div",
        { class: "problem" },
        h("strong", null, t("remessas.rejected")),
        h(
          "ul",
          { class: "errors" },
          files.rejected_titles.map((/** @type {any} */ r) =>
            h("li", null, `${r.reference ?? r.item_id}: ${r.errors.map(issueLine).join("; ")}`),
          ),
        ),
      )
    : null;
  return h(
    "article",
    { class: "card", "data-job": job.job_id },
    h(
      "div",
      { class: "row" },
      h("h2", { class: "grow mono" }, job.job_id),
      badge(job.status),
      h("span", { class: "muted" }, date(job.created_at)),
    ),
    table(
      ["col.file", "col.status", "", "col.nsa", "col.titles", "col.amount", ""],
      rows,
      t("remessas.files"),
    ),
    rejected,
    status,
  );
}
