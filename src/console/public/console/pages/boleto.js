// @ts-check
/**
 * One boleto (GET /v1/boletos/{id}, its payer from GET /v1/boletos?item_ids=): the document
 * inline, its codes with copy buttons, payer, amounts, how the bank learns of it (remessa or
 * API), its history as a timeline, its payments with their divergences, its instructions, and the
 * actions its bank status allows — each behind a confirmation.
 *
 * The preview: the PDF's signed link is fetched (same origin only: `connect-src 'self'`) and shown
 * in an <iframe> of a `blob:` URL this page made, the one frame source the CSP allows
 * (`frame-src blob:`); a link to another origin (R2 presigned) is offered as a download instead.
 */
import { api, idempotencyKey } from "../lib/api.js";
import { announce, h, replace } from "../lib/dom.js";
import { date, money, t } from "../lib/i18n.js";
import {
  bankStatusBadge,
  confirmAction,
  copyButton,
  downloadLink,
  parseMoney,
  problemBox,
  table,
} from "./common.js";

/**
 * @typedef {import("../../../../../clients/typescript/src/schema").components["schemas"]} Schemas
 * @typedef {Schemas["BoletoLife"]} BoletoLife
 * @typedef {Schemas["BoletoListEntry"]} BoletoListEntry
 */

/** Instructions a boleto may be given at each bank status (src/ledger/instruction-rules.ts). */
const ACTIONS = {
  sent: ["due_date_change", "rebate", "write_off", "protest"],
  registered: ["due_date_change", "rebate", "write_off", "protest"],
  protested: ["protest_cancel", "protest_cancel_and_write_off"],
};

/**
 * The text of `key`, or `fallback` when the console has none (a kind the API added later).
 * @param {string} key
 * @param {string} fallback
 */
function known(key, fallback) {
  const text = t(key);
  return text === key ? fallback : text;
}

/** Object URLs made for previews, revoked when the next page is shown. */
/** @type {string[]} */
let previews = [];

/** @type {import("../app.js").PageRender} */
export async function render(main, params, ctx) {
  for (const u of previews) URL.revokeObjectURL(u);
  previews = [];
  const id = params[0] ?? "";
  /** @type {[BoletoLife, { data: BoletoListEntry[] }]} */
  const [b, list] = await Promise.all([
    api(`/v1/boletos/${id}`),
    api(`/v1/boletos?item_ids=${encodeURIComponent(id)}`),
  ]);
  // A page left while its data loaded draws nothing: the page shown now owns <main>.
  if (!ctx.alive()) return;
  const entry = list.data[0];
  const pdf = b.artifacts.find((a) => a.type === "pdf");
  const preview = h(
    "section",
    { id: "preview", class: "preview", "aria-labelledby": "preview-h" },
    h("h2", { id: "preview-h" }, t("boleto.document")),
  );
  const actions = h("section", { id: "actions", "aria-labelledby": "actions-h" });

  const code = (/** @type {string} */ label, /** @type {string | null | undefined} */ value) =>
    value
      ? h(
          "div",
          { class: "code" },
          h("dt", null, label),
          h(
            "dd",
            null,
            h("span", { class: "mono" }, value),
            " ",
            copyButton(value, `${t("copy")}: ${label}`),
          ),
        )
      : null;
  const fact = (/** @type {string} */ label, /** @type {import("../lib/dom.js").Child} */ value) =>
    h("div", null, h("dt", null, label), h("dd", null, value ?? "—"));

  replace(
    main,
    h(
      "p",
      { class: "muted" },
      h("a", { href: "#/boletos" }, t("boletos.title")),
      " › ",
      h("a", { href: `#/jobs/${b.job_id}` }, t("job.title", { id: b.job_id })),
    ),
    h("h1", null, entry?.payer.name ?? id),
    h(
      "p",
      { class: "row" },
      bankStatusBadge(b.bank_status),
      entry?.overdue
        ? h("span", { class: "s-failed" }, t("boletos.late", { days: entry.days_overdue }))
        : null,
      h("span", { class: "muted", "data-path": b.registration_path }, t(`path.${b.registration_path}`)),
    ),
    h(
      "div",
      { class: "split" },
      h(
        "div",
        null,
        h(
          "dl",
          { class: "facts", id: "facts" },
          fact(t("col.payer"), entry ? `${entry.payer.name ?? ""} · ${entry.payer.document ?? ""}` : null),
          fact(t("col.external_id"), b.external_id),
          fact(t("col.amount"), money(b.amount_cents)),
          fact(t("col.due_date"), date(b.due_date)),
          fact(
            t("col.paid"),
            b.paid_cents !== null
              ? `${money(b.paid_cents)}${b.paid_on ? ` · ${date(b.paid_on)}` : ""}`
              : null,
          ),
          fact(
            t("col.divergence"),
            b.payment_divergence
              ? h("span", { class: "s-failed" }, t(`divergence.${b.payment_divergence}`))
              : null,
          ),
          fact(t("boleto.attempt"), String(b.attempt)),
        ),
        h("h2", null, t("boleto.codes")),
        h(
          "dl",
          { class: "codes", id: "codes" },
          code(t("col.digitable_line"), b.digitable_line_formatted),
          code(t("boleto.barcode"), b.barcode),
          code(t("col.our_number"), b.our_number),
          code(t("boleto.pix"), b.pix_payload),
        ),
        actions,
      ),
      preview,
    ),
    h("h2", null, t("boleto.timeline")),
    h(
      "ol",
      { class: "timeline", id: "timeline" },
      b.history.map((e) =>
        h(
          "li",
          { "data-kind": e.kind },
          h("time", { datetime: e.at }, date(e.at)),
          " ",
          h("strong", null, known(`history.${e.kind}`, e.kind)),
          e.to ? h("span", null, " → ", t(`bank.${e.to}`)) : null,
          e.source.job_id ? h("span", { class: "muted" }, " · ", e.source.job_id) : null,
        ),
      ),
    ),
    h("h2", null, t("boleto.payments")),
    b.payments.length
      ? table(
          ["col.paid_on", "col.paid", "col.credited", "col.credit_date", "col.channel", "col.divergence"],
          b.payments.map((p) => [
            date(p.paid_on),
            money(p.amount_cents),
            money(p.credited_cents),
            date(p.credit_on),
            t(`channel.${p.channel}`),
            p.divergences.length
              ? h(
                  "span",
                  { class: "s-failed" },
                  p.divergences
                    .map(
                      (d) =>
                        `${t(`divergence.${String(d.kind)}`)}${typeof d.difference_cents === "number" ? ` (${money(d.difference_cents)})` : ""}`,
                    )
                    .join(", "),
                )
              : t("none"),
          ]),
          t("boleto.payments"),
        )
      : h("p", { class: "muted" }, t("boleto.no_payments")),
    h("h2", null, t("boleto.instructions")),
    b.instructions.length
      ? table(
          ["col.instruction", "col.state", "col.created"],
          b.instructions.map((i) => [
            known(`instr.${String(i.type)}`, String(i.type)),
            known(`istate.${String(i.state)}`, String(i.state)),
            date(String(i.created_at ?? "")),
          ]),
          t("boleto.instructions"),
        )
      : h("p", { class: "muted" }, t("boleto.no_instructions")),
  );

  // The document, inline.
  if (pdf) {
    const same = new URL(pdf.url, location.href).origin === location.origin;
    const link = downloadLink(pdf.url, pdf.file_name, { id: "pdf-link" }, t("boleto.download_pdf"));
    if (same) {
      try {
        const res = await fetch(pdf.url, { credentials: "omit", cache: "no-store" });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const blob = new Blob([await res.arrayBuffer()], { type: "application/pdf" });
        const url = URL.createObjectURL(blob);
        previews.push(url);
        preview.append(
          h("iframe", {
            src: url,
            title: t("boleto.document"),
            class: "pdf",
            id: "pdf-frame",
            "data-attempt": String(pdf.attempt),
            "data-bytes": String(blob.size),
          }),
        );
      } catch (err) {
        preview.append(problemBox(err));
      }
    }
    preview.append(h("p", { class: "row" }, link, copyButton(pdf.url, t("boleto.copy_link"))));
  } else preview.append(h("p", { class: "muted" }, t("boleto.no_pdf")));

  // The actions its bank status allows.
  const allowed = /** @type {Record<string, string[]>} */ (ACTIONS)[b.bank_status ?? ""] ?? [];
  const status = h("div", { role: "status" });
  /** @param {Record<string, unknown>} body */
  const send = async (body) => {
    await api(`/v1/boletos/${id}/instructions`, {
      method: "POST",
      json: body,
      headers: { "idempotency-key": idempotencyKey() },
    });
    announce(t("boleto.queued"));
    ctx.go(`#/boletos/${id}?queued=${Date.now()}`);
  };
  const forms = allowed.map((type) => {
    if (type === "due_date_change") {
      const input = /** @type {HTMLInputElement} */ (
        h("input", { id: "new-due", type: "date", required: true })
      );
      return confirmAction(
        t("instr.due_date_change"),
        () => [
          h("p", null, t("boleto.confirm_due", { due: date(b.due_date) })),
          h("label", { for: "new-due" }, t("boleto.new_due")),
          input,
        ],
        () => send({ type, due_date: input.value }),
        { id: "act-due" },
      );
    }
    if (type === "rebate") {
      const input = /** @type {HTMLInputElement} */ (
        h("input", { id: "rebate", type: "text", inputmode: "decimal", required: true })
      );
      return confirmAction(
        t("instr.rebate"),
        () => [
          h("p", null, t("boleto.confirm_rebate", { amount: money(b.amount_cents) })),
          h("label", { for: "rebate" }, t("boleto.rebate_amount")),
          input,
        ],
        async () => {
          const cents = parseMoney(input.value);
          if (cents === null || cents <= 0) throw new Error(t("boleto.bad_amount"));
          await send({ type, rebate_cents: cents });
        },
      );
    }
    return confirmAction(
      t(`instr.${type}`),
      () => [h("p", null, t(`confirm.${type}`))],
      () => send({ type }),
      {
        danger: type !== "protest_cancel",
      },
    );
  });
  replace(
    actions,
    h("h2", { id: "actions-h" }, t("boleto.actions")),
    forms.length
      ? h("div", { class: "actions" }, forms)
      : h("p", { class: "muted" }, t(b.bank_status === "issued" ? "boleto.send_first" : "boleto.no_actions")),
    status,
  );
}
