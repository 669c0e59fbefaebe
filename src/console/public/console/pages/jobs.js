// @ts-check
/** The tenant's boleto jobs, newest first, with live progress bars. */
import { api } from "../lib/api.js";
import { h, replace } from "../lib/dom.js";
import { date, t } from "../lib/i18n.js";
import { badge, FINAL, progress } from "./common.js";

/** @type {import("../app.js").PageRender} */
export async function render(main, _params, ctx) {
  const list = h("ul", { class: "jobs", "aria-live": "off" });
  const more = h("div");
  replace(
    main,
    h(
      "div",
      { class: "row" },
      h("h1", { class: "grow" }, t("jobs.title")),
      h("a", { class: "button", href: "#/upload" }, t("nav.upload")),
    ),
    list,
    more,
  );
  /** @type {Map<string, HTMLElement>} */
  const rows = new Map();

  /** @param {import("../../../../../clients/typescript/src/schema").components["schemas"]["Job"]} job */
  const card = (job) =>
    h(
      "li",
      { class: "card", "data-job": job.job_id, "data-status": job.status },
      h(
        "div",
        { class: "row" },
        h("a", { class: "title mono", href: `#/jobs/${job.job_id}` }, job.job_id),
        badge(job.status),
        h("span", { class: "muted grow" }, t("job.created", { at: date(job.created_at) })),
      ),
      progress(job),
    );

  /** @param {string} [token] */
  const load = async (token) => {
    const page = await api(
      `/v1/jobs?kind=boletos&page_size=20${token ? `&page_token=${encodeURIComponent(token)}` : ""}`,
    );
    /** @type {HTMLElement | undefined} */
    let firstNew;
    for (const job of page.data) {
      const el = card(job);
      firstNew ??= el;
      rows.set(job.job_id, el);
      list.appendChild(el);
    }
    // "More" is replaced below: keyboard users continue at the first job just added.
    if (token) firstNew?.querySelector("a")?.focus();
    if (!token && page.data.length === 0) list.replaceWith(h("p", { class: "card" }, t("jobs.empty")));
    replace(
      more,
      page.next_page_token
        ? h(
            "button",
            { type: "button", class: "secondary", onclick: () => load(page.next_page_token) },
            t("jobs.more"),
          )
        : null,
    );
    return page.data;
  };
  await load();

  // Live progress: refresh the jobs that are still running, one request per running job. Only the
  // badge and the bar are replaced, never the link, so a keyboard user's focus stays where it is.
  ctx.every(1500, async () => {
    const running = [...rows.values()].filter((el) => !FINAL.has(el.getAttribute("data-status") ?? ""));
    for (const el of running) {
      const job = await api(`/v1/jobs/boletos/${el.getAttribute("data-job")}`);
      el.setAttribute("data-status", job.status);
      el.querySelector(".badge")?.replaceWith(badge(job.status));
      el.querySelector(".progress")?.replaceWith(progress(job));
    }
  });
}
