// @ts-check
/**
 * Portuguese (default) and English texts of the console: the pages' texts (./texts-pt.js,
 * ./texts-en.js) and the API's error codes (./codes-pt.js, ./codes-en.js). The choice is kept
 * in localStorage (it is not a secret). `{name}` placeholders are filled by `t`.
 */
import { CODES_EN } from "./codes-en.js";
import { CODES_PT } from "./codes-pt.js";
import { EN } from "./texts-en.js";
import { PT } from "./texts-pt.js";

/** @type {Record<"pt" | "en", Record<string, string>>} */
export const TEXTS = {
  pt: { ...PT, ...CODES_PT },
  en: { ...EN, ...CODES_EN },
};

/** @returns {"pt" | "en"} */
export function lang() {
  return localStorage.getItem("lote.console.lang") === "en" ? "en" : "pt";
}

/** @param {"pt" | "en"} l */
export function setLang(l) {
  localStorage.setItem("lote.console.lang", l);
  document.documentElement.lang = l === "pt" ? "pt-BR" : "en";
}

/**
 * The text for `key` in the current language, placeholders filled.
 * @param {string} key
 * @param {Record<string, string | number>} [vars]
 * @returns {string}
 * @example t("job.progress", { done: 3, total: 50 })
 */
export function t(key, vars = {}) {
  const text = TEXTS[lang()][key] ?? TEXTS.pt[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, k) => String(vars[k] ?? ""));
}

/**
 * Centavos as money in the current language.
 * @param {number | null | undefined} cents
 */
export function money(cents) {
  if (cents === null || cents === undefined) return "";
  return new Intl.NumberFormat(lang() === "pt" ? "pt-BR" : "en-US", {
    style: "currency",
    currency: "BRL",
  }).format(cents / 100);
}

/**
 * An ISO date or timestamp in the current language.
 * @param {string | null | undefined} iso
 */
export function date(iso) {
  if (!iso) return "";
  const locale = lang() === "pt" ? "pt-BR" : "en-GB";
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso))
    return new Date(`${iso}T12:00:00Z`).toLocaleDateString(locale, { timeZone: "UTC" });
  return new Date(iso).toLocaleString(locale);
}

/** Values a code's text quotes from the API's (English, engine-worded) message. */
const QUOTED = {
  max: /(?:at most|\b1 to) (\d+)/,
  min: /at least (\d+)/,
  values: /must be one of (.+?)(?: for [^,]+)?$/,
  written: /"(.*)" was written/,
};

/**
 * An issue or problem in the current language: the text of its stable `code` (with the numbers
 * and choices its message names), or the API's own message when the console has no text for it.
 * @param {{ code?: string, message?: string }} issue
 * @returns {string}
 * @example issueText({ code: "INVALID_CEP", message: "payer.address.zip_code must be a CEP of 8 digits" })
 * // "CEP inválido: informe 8 dígitos."
 */
export function issueText(issue) {
  const message = issue.message ?? "";
  /** @type {Record<string, string>} */
  const vars = {};
  for (const [name, re] of Object.entries(QUOTED)) {
    const m = re.exec(message);
    if (m?.[1]) vars[name] = m[1];
  }
  const table = TEXTS[lang()];
  for (const key of [`err.${issue.code}`, `err.${issue.code}.bare`]) {
    const text = table[key];
    if (text === undefined) continue;
    const needs = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "");
    if (needs.every((n) => n in vars)) return t(key, vars);
  }
  return message;
}

/**
 * A field's name in the words of the people who run cobrança, for an API path (`payer.document`,
 * `titles[3].payer.address.zip_code`, `body.items[0].due_date`): the text `field.<path>` of its
 * path without the container and indices, or the path itself when the console has none.
 * @param {string} path
 * @returns {string}
 * @example fieldLabel("titles[1].payer.name") // "Nome do pagador"
 */
export function fieldLabel(path) {
  const bare = path
    .replace(/^(body|query)\./, "")
    .replace(/^(items|titles|rows)\[\d+\]\.?/, "")
    .replace(/\[\d+\]/g, "");
  const key = `field.${bare}`;
  const text = TEXTS[lang()][key];
  return text ?? path;
}
