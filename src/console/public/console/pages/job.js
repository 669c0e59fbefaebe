// @ts-check
/**
 * One boleto job: live progress, the failed items with their errors at their fields (fix and
 * retry, ./failed.js), downloads (./downloads.js), the items, and a remessa of the issued boletos.
 */
import { api, idempotencyKey } from "../lib/api.js";
import { announce, h, replace } from "../lib/dom.js";
import { date, money, t } from "../lib/i18n.js";
import { badge, downloadLink, FINAL, problemBox, progress, table } from "./common.js";
import { renderDownloads } from "./downloads.js";
import { renderFailed } from "./failed.js";
import { rowOf } from "./fix.js";

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
    paintRemessa();
  };

  const paintFailed = () => renderFailed(failedBox, { id, job, source, onRetried: restart });

  const paintDownloads = () => renderDownloads(downloadsBox, id, job, ctx);

  const paintItems = async (/** @type {string} */ token = "") => {
    const page = await api(
      `/v1/jobs/boletos/${id}/items?page_size=100${token ? `&page_token=${encodeURIComponent(token)}` : ""}`,
    );
    const rows = page.data.map((/** @type {any} */ it) => {
      const pdf = it.artifacts.find((/** @type {any} */ a) => a.type === "pdf");
      return [
        source ? rowOf(source, it.index) : it.index + 1,
        it.external_id,
        badge(it.status),
        it.our_number,
        money(it.amount_cents),
        date(it.due_date),
        it.digitable_line_formatted ? h("span", { class: "mono" }, it.digitable_line_formatted) : null,
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
          "col.our_number",
          "col.amount",
          "col.due_date",
          "col.digitable_line",
          "col.pdf",
        ],
        rows,
        t("items.title"),
      ),
      more,
    );
  };

  const paintRemessa = () => {
    if (!FINAL.has(job.status) || job.items.completed === 0) return replace(remessaBox);
    const select = h(
      "select",
      { id: "remessa-layout" },
      h("option", { value: "cnab240" }, "CNAB 240"),
      h("option", { value: "cnab400" }, "CNAB 400"),
    );
    const status = h("div", { role: "status" });
    const key = idempotencyKey();
    replace(
      remessaBox,
      h(
        "form",
        {
          class: "card",
          onsubmit: async (/** @type {SubmitEvent} */ e) => {
            e.preventDefault();
            try {
              const titles = [];
              let token = "";
              do {
                const page = await api(
                  `/v1/jobs/boletos/${id}/items?status=completed&page_size=500${token ? `&page_token=${encodeURIComponent(token)}` : ""}`,
                );
                for (const it of page.data) titles.push({ item_id: it.item_id });
                token = page.next_page_token;
              } while (token);
              const layout = /** @type {HTMLSelectElement} */ (select).value;
              await api("/v1/jobs/cnab/remessas", {
                method: "POST",
                json: { layout, titles },
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
        h("label", { for: "remessa-layout" }, t("remessa.layout")),
        select,
        h("p", null, h("button", { type: "submit" }, t("remessa.create"))),
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
