// @ts-check
/**
 * A finished job's downloads: the zip and the merged PDF (built on request), every consolidated
 * artifact of the current generation the job has — each carnê (one per payer, PDF and, when the
 * job asked for HTML, its HTML twin), the manifest — and the items as CSV. While something is
 * being built the section asks again after the `202`'s `Retry-After` (2 s) and repaints itself
 * once it is ready.
 */
import { api } from "../lib/api.js";
import { announce, h, replace } from "../lib/dom.js";
import { issueText, t } from "../lib/i18n.js";
import { badge, csvButton, downloadLink, FINAL, problemBox } from "./common.js";

/** Built only when asked for; a row with a "prepare" button is shown until then. */
const BUILDABLE = ["zip", "merged_pdf"];
/** What `POST …/artifacts` is asked for to build (or rebuild) an entry of each type. */
const REQUEST = /** @type {Record<string, string>} */ ({
  zip: "zip",
  merged_pdf: "merged_pdf",
  carne: "carne",
  carne_html: "carne",
});
const ORDER = ["zip", "merged_pdf", "carne", "carne_html", "manifest"];
const RANK = ["zip", "merged_pdf", "carne", "manifest"];
/** @param {string} type */
const rank = (type) => (type === "carne_html" ? "carne" : type);
/** The `202`'s Retry-After of `POST …/artifacts`. */
const POLL_MS = 2000;

/** @typedef {{ artifact_id: string | null, type: string, status: string | null, url?: string | null,
 *   payer_document?: string | null, error?: { code: string, message: string } | null }} Entry */

/**
 * The payer's position among the job's carnês: `…_carne_g1` is 1, `…_carne_g1_p3` is 3.
 * @param {Entry} e
 */
function payerIndex(e) {
  return Number(/_p(\d+)$/.exec(e.artifact_id ?? "")?.[1] ?? 1);
}

/**
 * A CPF or CNPJ as people write it (the API gives it normalised: digits, or the alphanumeric CNPJ).
 * @param {string} doc
 * @example formatDocument("52998224725") // "529.982.247-25"
 */
export function formatDocument(doc) {
  if (/^\d{11}$/.test(doc)) return doc.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
  if (/^[0-9A-Z]{12}\d{2}$/.test(doc))
    return doc.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, "$1.$2.$3/$4-$5");
  return doc;
}

/**
 * The file name a download is saved under (the API's own name for it: docs/api.md).
 * @param {string} id
 * @param {Entry} e
 */
function fileName(id, e) {
  const payer = e.payer_document ? `-${e.payer_document}` : "";
  if (e.type === "zip") return `${id}.zip`;
  if (e.type === "manifest") return `${id}-manifest.json`;
  if (e.type === "carne") return `${id}-carne${payer}.pdf`;
  if (e.type === "carne_html") return `${id}-carne${payer}.html`;
  return `${id}-${e.type}.pdf`;
}

/**
 * Paints the downloads section of job `id` into `box`.
 * @param {HTMLElement} box
 * @param {string} id
 * @param {import("../../../../../clients/typescript/src/schema").components["schemas"]["Job"]} job the job view
 * @param {import("../app.js").PageContext} ctx
 */
export async function renderDownloads(box, id, job, ctx) {
  const heading = h("h2", { id: "downloads-h" }, t("downloads.title"));
  const csv = csvButton(t("downloads.csv"), `/v1/jobs/boletos/${id}/items?format=csv`, `${id}-itens.csv`);
  if (!FINAL.has(job.status))
    return replace(box, heading, h("p", { class: "muted" }, t("downloads.wait")), csv);
  const manifest = await api(`/v1/jobs/boletos/${id}/artifacts`);
  /** @type {Entry[]} every consolidated artifact of the current generation */
  const entries = manifest.consolidated.filter((/** @type {Entry & { generation: number }} */ c) => {
    return c.generation === job.generation;
  });
  for (const type of BUILDABLE)
    if (!entries.some((e) => e.type === type)) entries.push({ artifact_id: null, type, status: null });
  // zip, merged PDF, then the carnês payer by payer (each PDF before its HTML), the manifest last.
  entries.sort(
    (a, b) =>
      RANK.indexOf(rank(a.type)) - RANK.indexOf(rank(b.type)) ||
      payerIndex(a) - payerIndex(b) ||
      ORDER.indexOf(a.type) - ORDER.indexOf(b.type),
  );
  // A paint supersedes the earlier one's polling: only the newest paint of this box polls.
  const paintId = String(Number(box.dataset.paint ?? 0) + 1);
  box.dataset.paint = paintId;
  const repaint = () => renderDownloads(box, id, job, ctx);
  const several = entries.filter((e) => e.type === "carne").length > 1;
  replace(
    box,
    heading,
    h(
      "ul",
      { class: "jobs" },
      entries.map((e) => downloadRow(id, e, several, repaint)),
    ),
    csv,
  );
  const building = [
    ...new Set(entries.filter((e) => e.status === "building" && REQUEST[e.type]).map((e) => REQUEST[e.type])),
  ];
  if (building.length === 0) return;
  ctx.every(POLL_MS, async () => {
    if (box.dataset.paint !== paintId) return false;
    for (const type of building) {
      const next = await api(`/v1/jobs/boletos/${id}/artifacts`, { method: "POST", json: { type } });
      // A newer paint came while this call was out: it polls for itself, this one repaints nothing.
      if (box.dataset.paint !== paintId) return false;
      if (next.status === "building") continue;
      if (next.status === "ready") announce(`${t(`downloads.${type}`)}: ${t("status.ready")}`);
      await repaint();
      return false;
    }
    return true;
  });
}

/**
 * One download: a link when ready, "preparing…" while building, a button to build it (again)
 * otherwise.
 * @param {string} id
 * @param {Entry} e
 * @param {boolean} several whether the job has one carnê per payer (the payer is then named)
 * @param {() => Promise<void>} repaint
 */
function downloadRow(id, e, several, repaint) {
  const payer = several && e.payer_document ? ` — ${formatDocument(e.payer_document)}` : "";
  const li = h("li", {
    class: "card row",
    "data-download": e.type,
    "data-artifact": e.artifact_id ?? undefined,
  });
  const label = h("span", { class: "grow" }, t(`downloads.${e.type}`), payer);
  if (e.status === "ready" && e.url) {
    replace(li, label, downloadLink(e.url, fileName(id, e), { class: "button", "data-ready": e.type }));
  } else if (e.status === "building") {
    replace(li, label, h("span", { role: "status" }, t("downloads.building")));
  } else if (BUILDABLE.includes(e.type) || (e.status === "failed" && REQUEST[e.type])) {
    const build = h(
      "button",
      {
        type: "button",
        class: "secondary",
        onclick: async () => {
          build.setAttribute("disabled", "");
          try {
            await api(`/v1/jobs/boletos/${id}/artifacts`, {
              method: "POST",
              json: { type: REQUEST[e.type] },
            });
            await repaint();
          } catch (err) {
            build.removeAttribute("disabled");
            li.appendChild(problemBox(err));
          }
        },
      },
      t("downloads.build"),
    );
    replace(
      li,
      label,
      e.error ? h("span", { class: "field-error", title: e.error.message }, issueText(e.error)) : null,
      build,
    );
  } else replace(li, label, badge(e.status ?? "pending"));
  return li;
}
