// @ts-check
/**
 * Webhook endpoints and deliveries (newest first, a status filter, page after page with the API's
 * `page_token`, each with its next attempt, last error and a redeliver button). A new endpoint's
 * `whsec_` secret is the only secret the console ever shows: once, right after it is created,
 * from the API's answer held in memory.
 */
import { api } from "../lib/api.js";
import { announce, h, replace } from "../lib/dom.js";
import { date, t } from "../lib/i18n.js";
import { badge, problemBox, table } from "./common.js";
import { deliveriesSection } from "./deliveries.js";

const EVENTS = [
  "job.completed",
  "job.partially_completed",
  "job.failed",
  "artifact.ready",
  "boleto.paid",
  "boleto.registered",
  "boleto.rejected",
  "boleto.sent",
  "boleto.written_off",
  "boleto.protested",
  "boleto.updated",
  "boleto.instruction.accepted",
  "boleto.instruction.rejected",
];

/** @type {import("../app.js").PageRender} */
export async function render(main) {
  const endpoints = h("section", { "aria-labelledby": "ep-h" });
  const deliveries = h("section", { "aria-labelledby": "dl-h" });
  const secretBox = h("div", { "aria-live": "polite" });
  const url = /** @type {HTMLInputElement} */ (
    h("input", { type: "url", id: "wh-url", required: true, placeholder: "https://", autocomplete: "off" })
  );
  const boxes = EVENTS.map(
    (ev) =>
      /** @type {HTMLInputElement} */ (
        h("input", { type: "checkbox", id: `ev-${ev}`, value: ev, checked: ev.startsWith("job.") })
      ),
  );
  const status = h("div", { role: "status" });
  const form = h(
    "form",
    {
      class: "card",
      onsubmit: async (/** @type {SubmitEvent} */ e) => {
        e.preventDefault();
        try {
          const created = await api("/v1/webhooks", {
            method: "POST",
            json: { url: url.value, events: boxes.filter((b) => b.checked).map((b) => b.value) },
          });
          showSecret(created.secret);
          url.value = "";
          status.replaceChildren();
          await paintEndpoints();
        } catch (err) {
          status.replaceChildren(problemBox(err));
        }
      },
    },
    h("label", { for: "wh-url" }, t("webhooks.url")),
    url,
    h(
      "fieldset",
      null,
      h("legend", null, t("webhooks.events")),
      EVENTS.map((ev, i) => h("label", { class: "check", for: `ev-${ev}` }, boxes[i], ev)),
    ),
    h("p", null, h("button", { type: "submit" }, t("webhooks.add"))),
    status,
  );

  /** @param {string} secret */
  const showSecret = (secret) => {
    const code = h("code", { class: "mono", id: "whsec" }, secret);
    replace(
      secretBox,
      h(
        "div",
        { class: "secret", role: "alert" },
        h("p", null, t("webhooks.secret")),
        code,
        " ",
        h(
          "button",
          {
            type: "button",
            class: "secondary",
            onclick: async () => {
              await navigator.clipboard.writeText(secret);
              announce(t("webhooks.copied"));
            },
          },
          t("webhooks.copy"),
        ),
      ),
    );
  };

  const paintEndpoints = async () => {
    /** @type {{ data: import("../../../../../clients/typescript/src/schema").components["schemas"]["WebhookEndpoint"][] }} */
    const list = await api("/v1/webhooks");
    replace(
      endpoints,
      h("h2", { id: "ep-h" }, t("webhooks.endpoints")),
      list.data.length
        ? table(
            ["col.url", "webhooks.events", "col.status", "col.created", ""],
            list.data.map((ep) => [
              h("span", { class: "mono" }, ep.url),
              ep.events.join(", "),
              badge(ep.status),
              date(ep.created_at),
              h(
                "button",
                {
                  type: "button",
                  class: "danger",
                  onclick: async () => {
                    if (!confirm(t("webhooks.confirm_delete"))) return;
                    await api(`/v1/webhooks/${ep.id}`, { method: "DELETE" });
                    await paintEndpoints();
                  },
                },
                t("webhooks.delete"),
              ),
            ]),
          )
        : h("p", null, t("webhooks.empty")),
    );
  };

  const paintDeliveries = deliveriesSection(deliveries);

  replace(main, h("h1", null, t("webhooks.title")), form, secretBox, endpoints, deliveries);
  try {
    await Promise.all([paintEndpoints(), paintDeliveries()]);
  } catch (err) {
    main.appendChild(problemBox(err));
  }
}
