// @ts-check
/**
 * One boleto job: live progress, the failed items with their errors at their fields (fix and
 * retry, ./failed.js), downloads (./downloads.js), the items, and a remessa of the issued boletos.
 */
import { api, idempotencyKey } from "../lib/api.js";
import { announce, h, replace } from "../lib/dom.js";
import { date, money, t } from "../lib/i18n.js";
import {
  badge,
  bankStatusBadge,
  downloadLink,
  FINAL,
  issueLine,
  problemBox,
  progress,
  table,
} from "./common.js";
import { renderDownloads } from "./downloads.js";
import { renderFailed } from "./failed.js";
import { rowOf } from "./fix.js";

/**
 * @typedef {import("../../../../../clients/typescript/src/schema").components["schemas"]} Schemas
 * @typedef {Schemas["Item"]} Item
 */

/** @type {import("../app.js").PageRender} */
export async function render(main, [jobId], ctx) {
  const id = /** @type {string} */ (jobId);
  let job = await api(`/v1/jobs/boletos/${id}`);
  const source = job.audit?.source?.format === "csv" ? job.audit.source : undefined;
  const head = h("div", { class: "row" });
  const progressBox = h("div", { class: "card", id: "progress" });
  const failedBox = h("section", { id: "failed", "aria-labelledby": "failed-h" });
  const downloadsBox = h("section", { id: "downloads", "aria-labelledby": "downloads-h" });
  const remessaBox = h("section", { id: "remessa" });
  const itemsBox = h("section", { id: "items", "aria-labelledby": "items-h" });
  replace(
    main,
    h("h1", null, t("job.title", { id })),
    head,
    source
      ? h(
          "p",
          { class: "muted" },
          t("job.source", { rows: source.rows, charset: source.charset, delimiter: source.delimiter }),
        )
      : null,
    progressBox,
    failedBox,
    downloadsBox,
    itemsBox,
    remessaBox,
  );

  const paintHead = () => {
    replace(
      head,
      badge(job.status),
      h("span", { class: "muted" }, t("job.created", { at: date(job.created_at) })),
    );
    replace(progressBox, progress(job));
  };

  const paintAll = async () => {
    paintHead();
    await Promise.all([paintFailed(), paintDownloads(), paintItems()]);
    await paintRemessa();
  };

  const paintFailed = () => renderFailed(failedBox, { id, job, source, onRetried: restart });

  const paintDownloads = () => renderDownloads(downloadsBox, id, job, ctx);

  const paintItems = async (/** @type {string} */ token = "") => {
    /** @type {Schemas["ItemPage"]} */
    const page = await api(
      `/v1/jobs/boletos/${id}/items?page_size=100${token ? `&page_token=${encodeURIComponent(token)}` : ""}`,
    );
    const rows = page.data.map((it) => {
      const pdf = it.artifacts.find((a) => a.type === "pdf");
      return [
        // The sheet row leads the card on a desk; on a phone the boleto's reference does.
        h("span", { class: "hide-sm" }, String(source ? rowOf(source, it.index) : it.index + 1)),
        it.bank_status
          ? h("a", { href: `#/boletos/${it.item_id}` }, it.external_id ?? it.our_number ?? it.item_id)
          : it.external_id,
        badge(it.status),
        it.bank_status ? bankStatusBadge(it.bank_status) : null,
        it.our_number ? h("span", { class: "hide-sm" }, it.our_number) : null,
        money(it.amount_cents),
        date(it.due_date),
        it.paid_cents !== null ? money(it.paid_cents) : null,
        // On a phone the card leaves the codes to the boleto's own page (its link above).
        it.digitable_line_formatted
          ? h("span", { class: "mono hide-sm" }, it.digitable_line_formatted)
          : null,
        pdf ? downloadLink(pdf.url, pdf.file_name, {}, "PDF") : null,
      ];
    });
    const more = page.next_page_token
      ? h(
          "button",
          { type: "button", class: "secondary", onclick: () => paintItems(page.next_page_token) },
          t("items.more"),
        )
      : null;
    replace(
      itemsBox,
      h("h2", { id: "items-h" }, t("items.title")),
      table(
        [
          source ? "col.row" : "col.index",
          "col.external_id",
          "col.status",
          "col.bank_status",
          "col.our_number",
          "col.amount",
          "col.due_date",
          "col.paid",
          "col.digitable_line",
          "col.pdf",
        ],
        rows,
        t("items.title"),
      ),
      more,
    );
  };

  /**
   * The remessa, previewed before it is sent: what is not yet at the bank is chosen by default
   * (bank status `issued`), with the queued instructions of its groups; a title the bank already
   * holds (sent, registered) is left out unless chosen, with a warning (it is then re-sent);
   * paid, written-off and protested titles cannot be sent again.
   */
  const paintRemessa = async () => {
    if (!FINAL.has(job.status) || job.items.completed === 0) return replace(remessaBox);
    /** @type {Item[]} */
    const titles = [];
    let token = "";
    do {
      /** @type {Schemas["ItemPage"]} */
      const page = await api(
        `/v1/jobs/boletos/${id}/items?status=completed&page_size=500${token ? `&page_token=${encodeURIComponent(token)}` : ""}`,
      );
      titles.push(...page.data);
      token = page.next_page_token;
    } while (token);
    // The instructions queued for these banks go along in the files of their convênios.
    /** @type {Schemas["BoletoSummary"]} */
    const summaryOf = await api("/v1/boletos/summary?days=1");
    const banks = new Set(titles.map((it) => it.bank_code));
    const queued = summaryOf.queued_instructions
      .filter((q) => banks.has(q.bank_code))
      .reduce((n, q) => n + q.count, 0);
    const select = h(
      "select",
      { id: "remessa-layout" },
      h("option", { value: "cnab240" }, "CNAB 240"),
      h("option", { value: "cnab400" }, "CNAB 400"),
    );
    const status = h("div", { role: "status" });
    const summary = h("p", { class: "card", id: "remessa-summary", "aria-live": "polite" });
    const warning = h("div", { id: "remessa-warning" });
    const key = idempotencyKey();
    /** @type {Map<string, HTMLInputElement>} */
    const boxes = new Map();
    const CLOSED = new Set(["paid", "written_off", "protested"]);
    const rows = titles.map((it) => {
      const closed = CLOSED.has(it.bank_status ?? "");
      const box = /** @type {HTMLInputElement} */ (
        h("input", {
          type: "checkbox",
          id: `rt-${it.item_id}`,
          "data-item": it.item_id,
          "data-bank-status": it.bank_status ?? "",
          checked: it.bank_status === "issued",
          disabled: closed,
          onchange: () => paintSummary(),
        })
      );
      boxes.set(it.item_id, box);
      return [
        h(
          "span",
          { class: "field check" },
          box,
          h("label", { for: `rt-${it.item_id}`, class: "sr-only" }, it.external_id ?? it.item_id),
        ),
        it.external_id,
        bankStatusBadge(it.bank_status),
        money(it.amount_cents),
        date(it.due_date),
        it.warnings?.length
          ? h(
              "ul",
              { class: "title-warnings" },
              it.warnings.map((w) => h("li", { title: w.message }, issueLine(w))),
            )
          : closed
            ? h("span", { class: "muted" }, t("remessa.closed"))
            : null,
      ];
    });
    const chosen = () => titles.filter((it) => boxes.get(it.item_id)?.checked);
    const paintSummary = () => {
      const list = chosen();
      const total = list.reduce((n, it) => n + (it.amount_cents ?? 0), 0);
      const held = list.filter((it) => it.bank_status !== "issued");
      const left = titles.filter((it) => !boxes.get(it.item_id)?.checked);
      summary.textContent = t("remessa.preview", {
        n: list.length,
        total: money(total),
        left: left.length,
        instructions: queued,
      });
      replace(
        warning,
        held.length
          ? h("p", { class: "warn", role: "alert" }, t("remessa.resend_warning", { n: held.length }))
          : null,
      );
    };
    paintSummary();
    replace(
      remessaBox,
      h(
        "form",
        {
          class: "card",
          onsubmit: async (/** @type {SubmitEvent} */ e) => {
            e.preventDefault();
            try {
              const list = chosen().map((it) => ({
                item_id: it.item_id,
                ...(it.bank_status === "sent" || it.bank_status === "registered" ? { resend: true } : {}),
              }));
              if (list.length === 0) throw new Error(t("remessa.nothing"));
              const layout = /** @type {HTMLSelectElement} */ (select).value;
              await api("/v1/jobs/cnab/remessas", {
                method: "POST",
                json: { layout, titles: list },
                headers: { "idempotency-key": key },
              });
              announce(t("remessa.created"));
              ctx.go("#/remessas");
            } catch (err) {
              status.replaceChildren(problemBox(err));
            }
          },
        },
        h("h2", null, t("remessa.create")),
        h("p", { class: "muted" }, t("remessa.default_hint")),
        summary,
        warning,
        h(
          "details",
          { id: "remessa-titles" },
          h("summary", null, t("remessa.choose")),
          table(
            ["col.send", "col.external_id", "col.bank_status", "col.amount", "col.due_date", "col.warnings"],
            rows,
            t("remessa.choose"),
          ),
        ),
        h("label", { for: "remessa-layout" }, t("remessa.layout")),
        select,
        h("p", null, h("button", { type: "submit", id: "remessa-send" }, t("remessa.send"))),
        status,
      ),
    );
  };

  /** Polls the job until it is final; repaints everything when it gets there. */
  const poll = () =>
    ctx.every(1000, async () => {
      const before = JSON.stringify([job.status, job.items, job.generation]);
      job = await api(`/v1/jobs/boletos/${id}`);
      if (JSON.stringify([job.status, job.items, job.generation]) === before) return true;
      paintHead();
      if (!FINAL.has(job.status)) return true;
      announce(`${t("job.title", { id })}: ${t(`status.${job.status}`)}`);
      await paintAll();
      return false;
    });
  const restart = () => {
    job = { ...job, status: "processing" };
    poll();
  };

  await paintAll();
  if (!FINAL.has(job.status)) poll();
}
