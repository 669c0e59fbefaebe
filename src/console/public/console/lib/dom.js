// @ts-check
/**
 * A tiny element builder. Text is always set as text nodes, never parsed as HTML, so nothing the
 * API returns (names, messages, file names) can inject markup into the console.
 */

/** @typedef {Node | string | number | null | undefined | false} Child */
/** @typedef {Record<string, unknown>} Attrs */

/**
 * Builds an element. `on…` attributes take listeners; `class`, `for`, `aria-*`, `data-*` and
 * other attributes are set as attributes; `value`, `checked`, `disabled`, `hidden` as properties.
 * @param {string} tag
 * @param {Attrs | null} [attrs]
 * @param {...(Child | Child[])} children
 * @returns {HTMLElement}
 * @example h("button", { onclick: () => save() }, "Salvar")
 */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith("on") && typeof value === "function") {
      el.addEventListener(name.slice(2), /** @type {EventListener} */ (value));
    } else if (name === "value" || name === "checked" || name === "disabled" || name === "hidden") {
      /** @type {any} */ (el)[name] = value;
    } else {
      el.setAttribute(name, value === true ? "" : String(value));
    }
  }
  append(el, children);
  return el;
}

/**
 * Appends children (nested arrays flattened, empty values skipped).
 * @param {Node} el
 * @param {(Child | Child[])[]} children
 */
export function append(el, children) {
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.appendChild(typeof c === "object" ? c : document.createTextNode(String(c)));
  }
}

/**
 * Replaces an element's content.
 * @param {Element} el
 * @param {...(Child | Child[])} children
 */
export function replace(el, ...children) {
  el.replaceChildren();
  append(el, children);
}

/**
 * Says something to screen readers through the page's polite live region.
 * @param {string} text
 */
export function announce(text) {
  const region = document.getElementById("announce");
  if (!region) return;
  region.textContent = "";
  // A new text node after a tick is announced even when the text repeats.
  setTimeout(() => {
    region.textContent = text;
  }, 50);
}

/**
 * Saves bytes as a file through a temporary object URL (used for downloads that need the API
 * key, which a plain link cannot send).
 * @param {Blob} blob
 * @param {string} name
 */
export function saveBlob(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = h("a", { href: url, download: name, hidden: true });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
