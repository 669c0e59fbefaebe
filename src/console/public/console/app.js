// @ts-check
/**
 * The console's shell: sign-in, navigation, language toggle and a hash router. Each page module
 * renders into <main> and polls through `ctx.every`, which stops when the page is left.
 */
import { ApiProblem, api, apiKey, forgetKey, rememberKey } from "./lib/api.js";
import { h, replace } from "./lib/dom.js";
import { lang, setLang, t } from "./lib/i18n.js";
import * as boletoPage from "./pages/boleto.js";
import * as boletosPage from "./pages/boletos.js";
import * as connectionsPage from "./pages/connections.js";
import * as dashboardPage from "./pages/dashboard.js";
import * as jobPage from "./pages/job.js";
import * as jobsPage from "./pages/jobs.js";
import * as remessasPage from "./pages/remessas.js";
import * as retornosPage from "./pages/retornos.js";
import * as uploadPage from "./pages/upload.js";
import * as webhooksPage from "./pages/webhooks.js";

/**
 * @typedef {{ alive: () => boolean, every: (ms: number, fn: () => Promise<boolean | void>) => void,
 *   go: (hash: string) => void }} PageContext
 * @typedef {(main: HTMLElement, params: string[], ctx: PageContext) => Promise<void>} PageRender
 */

/** @type {[RegExp, PageRender, string][]} route pattern, page, the nav entry it belongs to */
const ROUTES = [
  [/^#\/dashboard$/, dashboardPage.render, "#/dashboard"],
  [/^#\/boletos\/(itm_[\w-]+)(?:\?.*)?$/, boletoPage.render, "#/boletos"],
  [/^#\/boletos(?:\?(.*))?$/, boletosPage.render, "#/boletos"],
  [/^#\/connections(?:\?.*)?$/, connectionsPage.render, "#/connections"],
  [/^#\/jobs\/(job_[\w-]+)$/, jobPage.render, "#/"],
  [/^#\/upload$/, uploadPage.render, "#/upload"],
  [/^#\/remessas$/, remessasPage.render, "#/remessas"],
  [/^#\/retornos\/(job_[\w-]+)$/, retornosPage.renderOne, "#/retornos"],
  [/^#\/retornos$/, retornosPage.render, "#/retornos"],
  [/^#\/webhooks$/, webhooksPage.render, "#/webhooks"],
  [/^(#\/?)?$/, jobsPage.render, "#/"],
];

const NAV = [
  ["#/dashboard", "nav.dashboard"],
  ["#/boletos", "nav.boletos"],
  ["#/", "nav.jobs"],
  ["#/upload", "nav.upload"],
  ["#/remessas", "nav.remessas"],
  ["#/retornos", "nav.retornos"],
  ["#/connections", "nav.connections"],
  ["#/webhooks", "nav.webhooks"],
];

let generation = 0;
/** While the sign-in form checks a key, a 401 is its answer, not a reason to re-render. */
let signingIn = false;

function main() {
  return /** @type {HTMLElement} */ (document.getElementById("main"));
}

/**
 * Header, skip link and navigation in the current language.
 * @param {string} current the nav entry of the page shown
 */
function chrome(current) {
  const nav = /** @type {HTMLElement} */ (document.getElementById("nav"));
  nav.setAttribute("aria-label", t("nav"));
  const signedIn = apiKey() !== null;
  replace(
    nav,
    signedIn
      ? NAV.map(([hash, key]) =>
          h("a", { href: hash, "aria-current": hash === current ? "page" : undefined }, t(key)),
        )
      : [],
  );
  const skip = document.getElementById("skip");
  if (skip) skip.textContent = t("skip");
  const langButton = /** @type {HTMLButtonElement} */ (document.getElementById("lang"));
  langButton.textContent = t("lang.switch");
  langButton.lang = lang() === "pt" ? "en" : "pt-BR";
  const signout = /** @type {HTMLButtonElement} */ (document.getElementById("signout"));
  signout.hidden = !signedIn;
  signout.textContent = t("signout");
}

/** The sign-in form: the key is checked with one API call and then kept in this tab only. */
function signIn() {
  chrome("");
  const input = /** @type {HTMLInputElement} */ (
    h("input", {
      id: "key",
      name: "key",
      type: "password",
      autocomplete: "off",
      spellcheck: "false",
      required: true,
      "aria-describedby": "key-hint",
    })
  );
  const message = h("p", { class: "field-error", id: "key-error", role: "alert" });
  const form = h(
    "form",
    {
      class: "card",
      onsubmit: async (/** @type {SubmitEvent} */ e) => {
        e.preventDefault();
        rememberKey(input.value.trim());
        signingIn = true;
        try {
          await api("/v1/jobs?page_size=1");
          input.value = "";
          signingIn = false;
          route();
        } catch (err) {
          signingIn = false;
          forgetKey();
          input.setAttribute("aria-invalid", "true");
          message.textContent =
            err instanceof ApiProblem && err.status === 401 ? t("signin.bad") : String(err);
          input.focus();
        }
      },
    },
    h("label", { for: "key" }, t("signin.key")),
    input,
    h("p", { class: "hint", id: "key-hint" }, t("signin.hint")),
    message,
    h("button", { type: "submit" }, t("signin.submit")),
  );
  replace(main(), h("h1", { tabindex: "-1" }, t("signin.title")), form);
  input.focus();
}

/** Renders the page for the current hash. */
async function route() {
  const gen = ++generation;
  if (!apiKey()) return signIn();
  const hash = location.hash;
  const found = ROUTES.find(([re]) => re.test(hash)) ?? ROUTES[ROUTES.length - 1];
  const [re, render, navHash] = /** @type {[RegExp, PageRender, string]} */ (found);
  chrome(navHash);
  const params = (re.exec(hash) ?? []).slice(1);
  /** @type {PageContext} */
  const ctx = {
    alive: () => gen === generation,
    every: (ms, fn) => {
      const tick = async () => {
        if (gen !== generation) return;
        let again = true;
        try {
          again = (await fn()) !== false;
        } catch {
          // a failed poll is retried on the next tick
        }
        if (again && gen === generation) setTimeout(tick, ms);
      };
      setTimeout(tick, ms);
    },
    go: (to) => {
      location.hash = to;
    },
  };
  const el = main();
  replace(el, h("p", null, t("loading")));
  try {
    await render(el, params, ctx);
  } catch (err) {
    if (gen !== generation) return;
    replace(
      el,
      h("h1", { tabindex: "-1" }, t("error")),
      h("p", { class: "problem", role: "alert" }, err instanceof Error ? err.message : String(err)),
    );
  }
  if (gen !== generation) return;
  // Move focus to the new page's heading so keyboard and screen-reader users start there.
  const heading = el.querySelector("h1");
  if (heading) {
    heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: false });
  }
}

document.getElementById("lang")?.addEventListener("click", () => {
  setLang(lang() === "pt" ? "en" : "pt");
  route();
});
document.getElementById("signout")?.addEventListener("click", () => {
  forgetKey();
  location.hash = "#/";
  route();
});
window.addEventListener("lote:unauthorized", () => {
  if (signingIn) return;
  forgetKey();
  route();
});
window.addEventListener("hashchange", route);
setLang(lang());
route();
