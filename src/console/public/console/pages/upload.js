// @ts-check
/**
 * CSV upload: the chosen file is previewed first (`POST /v1/jobs/boletos/preview`: the columns
 * recognised, the first rows as boletos and every row's validation), then sent as is to
 * `POST /v1/jobs/boletos` with `Content-Type: text/csv` and an Idempotency-Key per file.
 */
import { api, idempotencyKey } from "../lib/api.js";
import { announce, h, replace } from "../lib/dom.js";
import { date, fieldLabel, issueText, money, t } from "../lib/i18n.js";
import { issueLine, problemBox, table } from "./common.js";

/** @type {import("../app.js").PageRender} */
export async function render(main, _params, ctx) {
  const file = /** @type {HTMLInputElement} */ (
    h("input", { type: "file", id: "csv-file", accept: ".csv,text/csv", "aria-describedby": "csv-hint" })
  );
  const pdf = /** @type {HTMLInputElement} */ (
    h("input", { type: "checkbox", id: "opt-pdf", checked: true })
  );
  const merged = /** @type {HTMLInputElement} */ (h("input", { type: "checkbox", id: "opt-merged" }));
  const preview = h("section", { id: "preview", "aria-live": "polite" });
  /** @type {{ bytes: ArrayBuffer, key: string } | null} */
  let chosen = null;

  file.addEventListener("change", async () => {
    const f = file.files?.[0];
    if (!f) return;
    chosen = { bytes: await f.arrayBuffer(), key: idempotencyKey() };
    replace(preview, h("p", null, t("loading")));
    try {
      const p = await api("/v1/jobs/boletos/preview?limit=10", {
        method: "POST",
        body: chosen.bytes,
        type: "text/csv",
      });
      showPreview(p);
    } catch (e) {
      replace(preview, problemBox(e));
    }
  });

  /** @param {import("../../../../../clients/typescript/src/schema").components["schemas"]["CsvPreview"]} p */
  const showPreview = (p) => {
    const create = h(
      "button",
      {
        type: "button",
        id: "create-job",
        disabled: p.file_errors.length > 0 || p.summary.rows === 0,
        onclick: async () => {
          if (!chosen) return;
          create.setAttribute("disabled", "");
          const q = new URLSearchParams({ pdf: String(pdf.checked), merged_pdf: String(merged.checked) });
          try {
            const res = await api(`/v1/jobs/boletos?${q}`, {
              method: "POST",
              body: chosen.bytes,
              type: "text/csv",
              headers: { "idempotency-key": chosen.key },
            });
            announce(t("upload.created"));
            ctx.go(`#/jobs/${res.job_id}`);
          } catch (e) {
            create.removeAttribute("disabled");
            preview.appendChild(problemBox(e));
          }
        },
      },
      t("upload.create", { rows: p.summary.rows }),
    );
    const fileErrors = p.file_errors.length
      ? h(
          "div",
          { class: "problem", role: "alert" },
          h("strong", null, t("upload.file_errors")),
          h(
            "ul",
            { class: "errors" },
            p.file_errors.map((e) => h("li", { title: e.message }, issueLine(e))),
          ),
        )
      : null;
    const rows = p.rows.map((r) => [
      r.row,
      // The rows as the file has them, before validation: free-form, so each value is shown as text.
      String(r.item.external_id ?? ""),
      String(/** @type {{ name?: unknown } | undefined} */ (r.item.payer)?.name ?? ""),
      typeof r.item.amount_cents === "number"
        ? money(r.item.amount_cents)
        : String(r.item.amount_cents ?? ""),
      typeof r.item.due_date === "string" ? date(r.item.due_date) : String(r.item.due_date ?? ""),
      r.errors.length
        ? h(
            "ul",
            { class: "errors" },
            r.errors.map((e) =>
              h("li", { class: "field-error", title: issueText(e) }, `${e.column ?? e.path}: ${e.code}`),
            ),
          )
        : h("span", { class: "s-completed" }, `✓ ${t("upload.ok")}`),
    ]);
    const invalid = p.invalid_rows.map((r) => [
      r.row,
      h(
        "ul",
        { class: "errors" },
        r.errors.map((e) =>
          h(
            "li",
            { title: e.message },
            h("strong", { "data-path": e.path }, e.column ?? fieldLabel(e.path)),
            ` (${fieldLabel(e.path)}) ${issueLine(e)}`,
          ),
        ),
      ),
    ]);
    replace(
      preview,
      h("h2", null, t("upload.preview")),
      h("p", { class: "card", id: "preview-summary" }, t("upload.summary", p.summary)),
      fileErrors,
      h("h3", null, t("upload.columns")),
      table(
        ["col.header", "col.field"],
        p.columns.map((c) => [c.header, h("code", null, c.field)]),
      ),
      h("h3", null, t("upload.first_rows")),
      table(["col.row", "col.external_id", "col.payer", "col.amount", "col.due_date", "col.errors"], rows),
      invalid.length
        ? [
            h("h3", null, t("upload.invalid_rows")),
            table(["col.row", "col.errors"], invalid),
            h("p", { class: "muted" }, t("upload.note_invalid")),
          ]
        : null,
      h("p", null, create),
    );
  };

  replace(
    main,
    h("h1", null, t("upload.title")),
    h(
      "div",
      { class: "card" },
      h("label", { for: "csv-file" }, t("upload.file")),
      file,
      h("p", { class: "hint", id: "csv-hint" }, t("upload.hint")),
      h(
        "fieldset",
        null,
        h("legend", null, t("upload.options")),
        h("label", { class: "check", for: "opt-pdf" }, pdf, t("upload.pdf")),
        h("label", { class: "check", for: "opt-merged" }, merged, t("upload.merged")),
      ),
    ),
    preview,
  );
}
