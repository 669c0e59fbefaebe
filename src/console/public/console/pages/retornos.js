// @ts-check
/**
 * CNAB retornos: upload the bank's file, then its reconciliation — paid, rejected and unmatched
 * entries, totals, reader warnings — and the reconciliation as CSV. "Who paid": each entry with
 * its boleto's payer (a link to the boleto), the amount due, the amount paid, the divergence and
 * the credit date, with the totals due, paid and their difference.
 */
import { api, idempotencyKey } from "../lib/api.js";
import { h, replace } from "../lib/dom.js";
import { date, money, t } from "../lib/i18n.js";
import { badge, csvButton, FINAL, issueLine, problemBox, table } from "./common.js";

/**
 * @typedef {import("../../../../../clients/typescript/src/schema").components["schemas"]} Schemas
 * @typedef {import("../../../../../clients/typescript/src/schema").paths} Paths
 * @typedef {Schemas["BoletoListEntry"]} BoletoListEntry
 *
 * The API documents a retorno entry as a free-form object (`{ [key: string]: unknown }`, see
 * src/jobs/retorno/query.ts for its fields); these are the fields this page reads.
 * @typedef {{ line: number, matched_item_id: string | null, our_number: string | null,
 *   document_number: string | null, credit_date?: string | null,
 *   occurrence?: { code?: string, kind?: string, description?: string },
 *   amounts?: { title_cents?: number, paid_cents?: number } }} RetornoEntry
 * @typedef {Omit<Paths["/v1/jobs/cnab/retornos/{job_id}/items"]["get"]["responses"][200]["content"]["application/json"], "data">
 *   & { data: RetornoEntry[] }} EntryPage
 */

/** @type {import("../app.js").PageRender} */
export async function render(main, _params, ctx) {
  const file = /** @type {HTMLInputElement} */ (
    h("input", { type: "file", id: "retorno-file", accept: ".ret,.txt,.RET,text/plain" })
  );
  const status = h("div", { role: "status" });
  const form = h(
    "form",
    {
      class: "card",
      onsubmit: async (/** @type {SubmitEvent} */ e) => {
        e.preventDefault();
        const f = file.files?.[0];
        if (!f) return;
        try {
          const up = await api(`/v1/jobs/cnab/retornos?file_name=${encodeURIComponent(f.name)}`, {
            method: "POST",
            body: await f.arrayBuffer(),
            type: "application/octet-stream",
            headers: { "idempotency-key": idempotencyKey() },
          });
          ctx.go(`#/retornos/${up.job_id}`);
        } catch (err) {
          status.replaceChildren(problemBox(err));
        }
      },
    },
    h("label", { for: "retorno-file" }, t("retornos.file")),
    file,
    h("p", null, h("button", { type: "submit" }, t("retornos.upload"))),
    status,
  );
  /** @type {Schemas["JobPage"]} */
  const page = await api("/v1/jobs?kind=cnab_retorno&page_size=20");
  const rows = page.data.map((j) => [
    h("a", { href: `#/retornos/${j.job_id}`, class: "mono" }, j.job_id),
    badge(j.status),
    j.summary?.entries ?? "",
    j.summary ? `${j.summary.matched ?? 0} / ${j.summary.unmatched ?? 0}` : "",
    date(j.created_at),
  ]);
  replace(
    main,
    h("h1", null, t("retornos.title")),
    form,
    rows.length
      ? table(["col.job", "col.status", "col.titles", "col.matched", "col.created"], rows)
      : h("p", null, t("retornos.empty")),
  );
}

const FILTERS = [
  ["retorno.paid", "kind=paid"],
  ["retorno.rejected", "kind=rejected"],
  ["retorno.unmatched", "matched=false"],
  ["retorno.all", ""],
];

/** @type {import("../app.js").PageRender} */
export async function renderOne(main, [jobId], ctx) {
  const id = /** @type {string} */ (jobId);
  const head = h("div");
  const tabs = h("div", { class: "tabs", role: "group", "aria-label": t("retornos.title") });
  const entries = h("section", { "aria-live": "polite" });
  replace(
    main,
    h("h1", null, t("retorno.title", { id })),
    head,
    tabs,
    entries,
    csvButton(t("retorno.csv"), `/v1/jobs/cnab/retornos/${id}/items?format=csv`, `${id}-conciliacao.csv`),
  );
  let filter = "kind=paid";

  const paintTabs = () =>
    replace(
      tabs,
      FILTERS.map(([label, q]) =>
        h(
          "button",
          {
            type: "button",
            "aria-pressed": String(q === filter),
            onclick: () => {
              filter = /** @type {string} */ (q);
              paintTabs();
              paintEntries();
            },
          },
          t(/** @type {string} */ (label)),
        ),
      ),
    );

  const paintEntries = async () => {
    /** @type {EntryPage} */
    const page = await api(`/v1/jobs/cnab/retornos/${id}/items?page_size=200${filter ? `&${filter}` : ""}`);
    if (page.data.length === 0) return replace(entries, h("p", { class: "card" }, t("retorno.none")));
    // Who paid: the matched boletos' payer, amount due and divergence, in one request.
    const ids = [...new Set(page.data.map((e) => e.matched_item_id).filter(Boolean))];
    /** @type {Map<string, BoletoListEntry>} */
    const boletos = new Map();
    if (ids.length) {
      /** @type {{ data: BoletoListEntry[] }} */
      const found = await api(`/v1/boletos?page_size=200&item_ids=${encodeURIComponent(ids.join(","))}`);
      for (const b of found.data) boletos.set(b.item_id, b);
    }
    let due = 0;
    let paid = 0;
    let divergent = 0;
    const rows = page.data.map((e) => {
      const b = e.matched_item_id ? boletos.get(e.matched_item_id) : undefined;
      const isPaid = e.occurrence?.kind === "paid" || (e.amounts?.paid_cents ?? 0) > 0;
      if (isPaid) {
        due += b?.amount_cents ?? e.amounts?.title_cents ?? 0;
        paid += e.amounts?.paid_cents ?? 0;
      }
      if (b?.payment_divergence && isPaid) divergent++;
      return [
        e.line,
        e.matched_item_id
          ? h(
              "a",
              { href: `#/boletos/${e.matched_item_id}`, "data-item": e.matched_item_id },
              b?.payer.name ?? e.matched_item_id,
            )
          : h("span", { class: "s-failed" }, t("retorno.unmatched")),
        e.our_number,
        h(
          "span",
          { class: `s-${e.occurrence?.kind}` },
          `${e.occurrence?.code ?? ""} ${e.occurrence?.description ?? ""}`,
        ),
        money(b?.amount_cents ?? e.amounts?.title_cents),
        money(e.amounts?.paid_cents),
        b?.payment_divergence && isPaid
          ? h(
              "span",
              { class: "s-failed", "data-divergence": b.payment_divergence },
              t(`divergence.${b.payment_divergence}`),
              ` (${money((e.amounts?.paid_cents ?? 0) - (b.amount_cents ?? 0))})`,
            )
          : null,
        date(e.credit_date),
      ];
    });
    replace(
      entries,
      h(
        "dl",
        { class: "totals", id: "who-paid-totals" },
        h(
          "div",
          { class: "total", "data-total": "due" },
          h("dt", null, t("retorno.total_due")),
          h("dd", null, h("strong", { class: "amount" }, money(due))),
        ),
        h(
          "div",
          { class: "total", "data-total": "paid" },
          h("dt", null, t("retorno.total_paid")),
          h("dd", null, h("strong", { class: "amount" }, money(paid))),
        ),
        h(
          "div",
          { class: "total t-overdue", "data-total": "difference" },
          h("dt", null, t("retorno.total_difference")),
          h(
            "dd",
            null,
            h("strong", { class: "amount" }, money(paid - due)),
            h("span", { class: "muted count" }, t("retorno.divergent", { n: divergent })),
          ),
        ),
      ),
      table(
        [
          "col.line",
          "col.payer",
          "col.our_number",
          "col.occurrence",
          "col.amount_due",
          "col.paid",
          "col.divergence",
          "col.credit_date",
        ],
        rows,
      ),
    );
  };

  const paintHead = (/** @type {Schemas["Job"]} */ job) => {
    const s = job.summary ?? {};
    replace(
      head,
      h(
        "p",
        { class: "row" },
        badge(job.status),
        s.layout ? h("span", null, `${s.bank_code} · ${String(s.layout).toUpperCase()}`) : null,
        h("span", { class: "muted" }, date(job.created_at)),
      ),
      job.error ? problemBox(new Error(issueLine(job.error))) : null,
      s.entries !== undefined
        ? h(
            "p",
            { class: "card", id: "retorno-summary" },
            t("retorno.summary", {
              entries: s.entries,
              matched: s.matched ?? 0,
              unmatched: s.unmatched ?? 0,
            }),
          )
        : null,
      s.warnings?.length
        ? h(
            "details",
            null,
            h("summary", null, `${t("retorno.warnings")} (${s.warnings.length})`),
            h(
              "ul",
              null,
              s.warnings.map((w) =>
                h(
                  "li",
                  null,
                  typeof w === "string"
                    ? w
                    : `${w.code ?? ""} ${w.line ? `#${w.line}` : ""} ${w.message ?? ""}`,
                ),
              ),
            ),
          )
        : null,
    );
  };

  let job = await api(`/v1/jobs/cnab/retornos/${id}`);
  paintHead(job);
  paintTabs();
  await paintEntries();
  if (!FINAL.has(job.status))
    ctx.every(1000, async () => {
      job = await api(`/v1/jobs/cnab/retornos/${id}`);
      if (!FINAL.has(job.status)) return true;
      paintHead(job);
      await paintEntries();
      return false;
    });
}
