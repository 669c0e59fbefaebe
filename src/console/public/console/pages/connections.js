// @ts-check
/**
 * Bank and PSP connections (/v1/connections): each with its status, last check, last error and
 * circuit (closed, open, half open); **Verificar** runs the connector's probe; the form adds one.
 * Credentials are typed, sent once and never shown again (the API answers only which are set).
 */
import { api, idempotencyKey } from "../lib/api.js";
import { announce, h, replace } from "../lib/dom.js";
import { date, t } from "../lib/i18n.js";
import { problemBox, table } from "./common.js";

/**
 * @typedef {import("../../../../../clients/typescript/src/schema").paths} Paths
 * @typedef {Paths["/v1/connections"]["get"]["responses"][200]["content"]["application/json"]} ConnectionList
 * @typedef {ConnectionList["data"][number]} Connection
 */

/**
 * What a last check or last error says, in one line.
 * @param {Record<string, unknown> | null} r
 */
function outcome(r) {
  if (!r) return "—";
  const at =
    typeof r.at === "string"
      ? date(r.at)
      : typeof r.at === "number"
        ? date(new Date(r.at).toISOString())
        : "";
  const ok = r.ok === true ? t("conn.ok") : r.ok === false ? t("conn.failed") : "";
  const detail = [r.code, r.status ? `HTTP ${r.status}` : null, r.problem ?? r.message]
    .filter(Boolean)
    .join(" · ");
  return [ok, detail, at].filter(Boolean).join(" — ");
}

/** @type {import("../app.js").PageRender} */
export async function render(main, _params, ctx) {
  const listBox = h("section", { id: "connections", "aria-labelledby": "conns-h" });
  const formBox = h("section", { id: "connection-new", "aria-labelledby": "conn-new-h" });
  replace(main, h("h1", null, t("conn.title")), listBox, formBox);

  /** @type {ConnectionList} */
  const page = await api("/v1/connections");
  // A page left while its data loaded draws nothing: the page shown now owns <main>.
  if (!ctx.alive()) return;
  const checks = new Map();
  replace(
    listBox,
    h("h2", { id: "conns-h" }, t("conn.list")),
    page.data.length === 0
      ? h("p", { class: "card" }, t("conn.empty"))
      : table(
          [
            "col.name",
            "col.provider",
            "col.environment",
            "col.status",
            "col.circuit",
            "col.last_check",
            "col.last_error",
            "col.action",
          ],
          page.data.map((c) => {
            const result = h("div", { role: "status", class: "check-result" });
            checks.set(c.connection_id, result);
            return [
              h("span", { "data-connection": c.connection_id }, c.name),
              t(`provider.${c.provider}`) === `provider.${c.provider}`
                ? c.provider
                : t(`provider.${c.provider}`),
              t(`env.${c.environment}`),
              h(
                "span",
                { class: `badge s-${c.status === "active" ? "completed" : "failed"}` },
                t(`conn.${c.status}`),
              ),
              h(
                "span",
                { class: `circuit c-${c.circuit.state}`, "data-circuit": c.circuit.state },
                t(`circuit.${c.circuit.state}`),
                c.circuit.failures ? ` (${c.circuit.failures})` : "",
              ),
              h("span", { "data-last-check": c.connection_id }, outcome(c.last_check)),
              h("span", { class: c.last_error ? "s-failed" : "muted" }, outcome(c.last_error)),
              h(
                "span",
                null,
                h(
                  "button",
                  {
                    type: "button",
                    class: "secondary",
                    "data-check": c.connection_id,
                    onclick: async (/** @type {MouseEvent} */ e) => {
                      const b = /** @type {HTMLButtonElement} */ (e.currentTarget);
                      b.disabled = true;
                      try {
                        const r = await api(`/v1/connections/${c.connection_id}/check`, { method: "POST" });
                        announce(r.ok ? t("conn.ok") : t("conn.failed"));
                        ctx.go(`#/connections?checked=${c.connection_id}-${Date.now()}`);
                      } catch (err) {
                        b.disabled = false;
                        result.replaceChildren(problemBox(err));
                      }
                    },
                  },
                  t("conn.check"),
                ),
                result,
              ),
            ];
          }),
          t("conn.list"),
        ),
  );

  const input = (/** @type {string} */ name, /** @type {Record<string, unknown>} */ attrs = {}) =>
    h(
      "div",
      { class: "field" },
      h("label", { for: `c-${name}` }, t(`conn.f.${name}`)),
      h("input", { id: `c-${name}`, name, type: "text", autocomplete: "off", ...attrs }),
    );
  const provider = h(
    "select",
    { id: "c-provider", name: "provider", required: true },
    page.providers.map((p) =>
      h("option", { value: p }, t(`provider.${p}`) === `provider.${p}` ? p : `${p} · ${t(`provider.${p}`)}`),
    ),
  );
  const environment = h(
    "select",
    { id: "c-environment", name: "environment" },
    ["simulator", "sandbox", "production"].map((e) => h("option", { value: e }, t(`env.${e}`))),
  );
  const status = h("div", { role: "status" });
  const form = /** @type {HTMLFormElement} */ (
    h(
      "form",
      {
        class: "card",
        onsubmit: async (/** @type {SubmitEvent} */ e) => {
          e.preventDefault();
          const f = new FormData(form);
          const val = (/** @type {string} */ k) => {
            const v = f.get(k);
            return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
          };
          const pick = (/** @type {string[]} */ keys) =>
            Object.fromEntries(keys.map((k) => [k, val(k)]).filter(([, v]) => v !== undefined));
          const body = {
            provider: val("provider"),
            name: val("name"),
            environment: val("environment"),
            credentials: pick(["client_id", "client_secret", "api_key"]),
            accounts: [pick(["agency", "account", "agreement", "wallet", "pix_key"])],
          };
          try {
            await api("/v1/connections", {
              method: "POST",
              json: body,
              headers: { "idempotency-key": idempotencyKey() },
            });
            announce(t("conn.added"));
            ctx.go(`#/connections?added=${Date.now()}`);
          } catch (err) {
            status.replaceChildren(problemBox(err));
          }
        },
      },
      h("h2", { id: "conn-new-h" }, t("conn.add")),
      h(
        "div",
        { class: "grid" },
        h("div", { class: "field" }, h("label", { for: "c-provider" }, t("conn.f.provider")), provider),
        input("name", { required: true }),
        h(
          "div",
          { class: "field" },
          h("label", { for: "c-environment" }, t("conn.f.environment")),
          environment,
        ),
        input("client_id"),
        input("client_secret", { type: "password" }),
        input("api_key", { type: "password" }),
        input("agency"),
        input("account"),
        input("agreement"),
        input("wallet"),
        input("pix_key"),
      ),
      h("p", { class: "hint" }, t("conn.secret_hint")),
      h("p", null, h("button", { type: "submit" }, t("conn.add"))),
      status,
    )
  );
  replace(formBox, form);
}
