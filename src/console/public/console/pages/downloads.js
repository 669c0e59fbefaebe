// @ts-check
/**
 * A finished job's downloads: the zip and the merged PDF (built on request, then polled by asking
 * again, as the API's `202` + `Retry-After` suggests), any other consolidated artifact of the
 * current generation (carnê, manifest) when it exists, and the items as CSV.
 */
import { api } from "../lib/api.js";
import { announce, h, replace } from "../lib/dom.js";
import { t } from "../lib/i18n.js";
import { badge, csvButton, FINAL, problemBox } from "./common.js";

const BUILDABLE = ["zip", "merged_pdf"];

/**
 * Paints the downloads section of job `id` into `box`.
 * @param {HTMLElement} box
 * @param {string} id
 * @param {any} job the job view
 * @param {import("../app.js").PageContext} ctx
 */
export async function renderDownloads(box, id, job, ctx) {
  const heading = h("h2", { id: "downloads-h" }, t("downloads.title"));
  const csv = csvButton(t("downloads.csv"), `/v1/jobs/boletos/${id}/items?format=csv`, `${id}-itens.csv`);
  if (!FINAL.has(job.status))
    return replace(box, heading, h("p", { class: "muted" }, t("downloads.wait")), csv);
  const manifest = await api(`/v1/jobs/boletos/${id}/artifacts`);
  /** @type {Map<string, any>} the current generation's consolidated artifacts by type */
  const current = new Map();
  for (const c of manifest.consolidated) if (c.generation === job.generation) current.set(c.type, c);
  const types = [...new Set([...BUILDABLE, ...current.keys()])];
  replace(
    box,
    heading,
    h(
      "ul",
      { class: "jobs" },
      types.map((type) => downloadRow(id, type, current.get(type), ctx)),
    ),
    csv,
  );
}

/**
 * One download: a link when ready, "preparing…" while building, a button to build it otherwise.
 * @param {string} id
 * @param {string} type
 * @param {any} entry the consolidated entry, if any
 * @param {import("../app.js").PageContext} ctx
 */
function downloadRow(id, type, entry, ctx) {
  const li = h("li", { class: "card row", "data-download": type });
  const label = h("span", { class: "grow" }, t(`downloads.${type}`));
  const ask = () => api(`/v1/jobs/boletos/${id}/artifacts`, { method: "POST", json: { type } });
  /** @param {any} e */
  const paint = (e) => {
    if (e?.status === "ready" && e.url) {
      const name =
        type === "zip" ? `${id}.zip` : type === "manifest" ? `${id}-manifest.json` : `${id}-${type}.pdf`;
      replace(
        li,
        label,
        h("a", { class: "button", href: e.url, download: name, "data-ready": type }, t("downloads.get")),
      );
    } else if (e?.status === "building") {
      replace(li, label, h("span", { role: "status" }, t("downloads.building")));
      ctx.every(1500, async () => {
        const next = await ask();
        if (next.status === "building") return true;
        paint(next);
        if (next.status === "ready") announce(`${t(`downloads.${type}`)}: ${t("status.ready")}`);
        return false;
      });
    } else if (BUILDABLE.includes(type)) {
      const build = h(
        "button",
        {
          type: "button",
          class: "secondary",
          onclick: async () => {
            try {
              paint(await ask());
            } catch (err) {
              li.appendChild(problemBox(err));
            }
          },
        },
        t("downloads.build"),
      );
      replace(
        li,
        label,
        e?.error ? h("span", { class: "field-error" }, e.error.message ?? String(e.error)) : null,
        build,
      );
    } else replace(li, label, badge(e?.status ?? "pending"));
  };
  paint(entry);
  return li;
}
