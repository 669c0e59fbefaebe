// @ts-check
/**
 * CNAB remessas: each remessa job with its files (NSA, titles, total, signed download link) and
 * the warnings each title was written with. In development the bank simulator can answer a file
 * with its retorno — every title paid, none, or some (with a different amount for a partial
 * payment) — which is then uploaded: the whole cycle from the browser.
 */
import { api } from "../lib/api.js";
import { h, replace } from "../lib/dom.js";
import { date, fieldLabel, money, t } from "../lib/i18n.js";
import { badge, downloadLink, FINAL, issueLine, parseMoney, problemBox, table } from "./common.js";

/**
 * @typedef {import("../../../../../clients/typescript/src/schema").components["schemas"]} Schemas
 * @typedef {Schemas["Job"]} Job
 * @typedef {Schemas["RemessaFile"]} RemessaFile
 * @typedef {Schemas["RemessaFiles"]} RemessaFiles
 */

/** @type {import("../app.js").PageRender} */
export async function render(main, _params, ctx) {
  /** @type {[Schemas["JobPage"], { environment?: string } | null]} */
  const [page, health] = await Promise.all([
    api("/v1/jobs?kind=cnab_remessa&page_size=20"),
    api("/v1/health").catch(() => null),
  ]);
  const sandbox = health !== null && health.environment !== "production";
  const list = h("div");
  replace(main, h("h1", null, t("remessas.title")), list);
  if (page.data.length === 0) return replace(list, h("p", { class: "card" }, t("remessas.empty")));
  const cards = await Promise.all(page.data.map((job) => remessaCard(job, sandbox, ctx)));
  replace(list, cards);
  if (page.data.some((j) => !FINAL.has(j.status)))
    ctx.every(2000, async () => {
      const fresh = await Promise.all(page.data.map((job) => api(`/v1/jobs/${job.job_id}`)));
      if (fresh.every((j) => FINAL.has(j.status))) {
        replace(list, await Promise.all(fresh.map((job) => remessaCard(job, sandbox, ctx))));
        return false;
      }
      return true;
    });
}

/**
 * @param {Job} job
 * @param {boolean} sandbox
 * @param {import("../app.js").PageContext} ctx
 */
async function remessaCard(job, sandbox, ctx) {
  /** @type {RemessaFiles} */
  const files = await api(`/v1/jobs/cnab/remessas/${job.job_id}/files`);
  const status = h("div", { role: "status" });
  const rows = files.files.map((f) => [
    f.url
      ? downloadLink(f.url, f.file_name ?? f.file_id, { class: "mono" }, f.file_name ?? f.file_id)
      : (f.file_name ?? f.file_id),
    badge(f.status),
    `${f.bank_code} · ${f.layout.toUpperCase()}`,
    f.file_sequence,
    f.title_count,
    money(f.amount_cents),
    sandbox && f.status === "completed" ? simulator(f, status, ctx) : null,
  ]);
  // File warnings per title: a document number cut to the bank's width reaches the operator here.
  const warned = files.files.flatMap((f) =>
    f.titles.filter((x) => x.warnings?.length).map((x) => ({ file: f, title: x })),
  );
  const fileWarnings = files.files.flatMap((f) =>
    (f.warnings ?? []).filter((w) => typeof w === "string" || !/^titles\[/.test(w.path ?? "")),
  );
  const warnings =
    warned.length || fileWarnings.length
      ? h(
          "details",
          { class: "warn", open: true },
          h("summary", null, t("remessas.warnings", { n: warned.length })),
          h(
            "ul",
            { class: "title-warnings" },
            warned.map(({ title }) =>
              h(
                "li",
                {
                  "data-title": title.item_id,
                  title: title.warnings.map((w) => w.message).join("\n"),
                },
                /^itm_/.test(title.reference ?? "")
                  ? h("a", { href: `#/boletos/${title.reference}` }, title.our_number ?? title.reference)
                  : (title.our_number ?? title.reference ?? title.item_id),
                ": ",
                title.warnings
                  .map(
                    (w) =>
                      `${fieldLabel(w.path)} — ${issueLine(w)}${w.line ? ` (${t("col.line")} ${w.line})` : ""}`,
                  )
                  .join("; "),
              ),
            ),
            fileWarnings.map((w) =>
              h("li", null, typeof w === "string" ? w : `${fieldLabel(w.path)} — ${issueLine(w)}`),
            ),
          ),
        )
      : null;
  const rejected = files.rejected_titles.length
    ? h(
        "div",
        { class: "problem" },
        h("strong", null, t("remessas.rejected")),
        h(
          "ul",
          { class: "errors" },
          files.rejected_titles.map((r) =>
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
    warnings,
    rejected,
    status,
  );
}

/**
 * The bank simulator's answer to a file (development only): every title paid, none (only
 * registered), or some — each line `nosso número` or `nosso número valor` (a different amount:
 * a partial payment) — then the retorno is uploaded and its page opened.
 * @param {RemessaFile} f the file
 * @param {HTMLElement} status
 * @param {import("../app.js").PageContext} ctx
 */
function simulator(f, status, ctx) {
  const id = `sim-${f.file_id}`;
  const mode = /** @type {HTMLSelectElement} */ (
    h(
      "select",
      { id: `${id}-mode` },
      h("option", { value: "all" }, t("sim.all")),
      h("option", { value: "none" }, t("sim.none")),
      h("option", { value: "some" }, t("sim.some")),
    )
  );
  const list = /** @type {HTMLTextAreaElement} */ (
    h("textarea", { id: `${id}-titles`, rows: 3, placeholder: "00070001 50,00" })
  );
  const someBox = h("div", { hidden: true }, h("label", { for: `${id}-titles` }, t("sim.titles")), list);
  mode.addEventListener("change", () => {
    someBox.hidden = mode.value !== "some";
  });
  return h(
    "form",
    {
      class: "sim",
      onsubmit: async (/** @type {SubmitEvent} */ e) => {
        e.preventDefault();
        try {
          /** @type {Record<string, unknown>} */
          const body = { file_id: f.file_id };
          if (mode.value === "all") body.paid = "all";
          if (mode.value === "some")
            body.outcomes = list.value
              .split("\n")
              .map((l) => l.trim())
              .filter(Boolean)
              .map((l) => {
                const [ourNumber, amount] = l.split(/\s+/);
                const cents = amount ? parseMoney(amount) : null;
                return {
                  our_number: ourNumber,
                  kind: "paid",
                  ...(cents !== null ? { paid_cents: cents } : {}),
                };
              });
          const res = await api("/v1/sandbox/bank/retornos", { method: "POST", json: body, raw: true });
          const text = await res.text();
          const up = await api(`/v1/jobs/cnab/retornos?file_name=${encodeURIComponent(`${f.file_id}.ret`)}`, {
            method: "POST",
            body: text,
            type: "text/plain",
          });
          ctx.go(`#/retornos/${up.job_id}`);
        } catch (err) {
          status.replaceChildren(problemBox(err));
        }
      },
    },
    h("label", { for: `${id}-mode`, class: "sr-only" }, t("sim.mode")),
    mode,
    someBox,
    h("button", { type: "submit", class: "secondary" }, t("remessas.simulate")),
  );
}
