/**
 * The connector's XML: a small writer for the SOAP requests it sends and a tolerant reader for the
 * answers it parses. No SOAP framework and no DOMParser: the engine runs in node and workerd, and
 * CAIXA's published answers are not always well-formed (the manual's own error example closes
 * `<SIBAR_BASE:HEADER>` and `</…:servico_saida>` in another case, its success example leaves
 * `<URL>` open; 38.239 v002 §6.2, §6.3), so the reader matches closing tags loosely and lets a
 * parent's end close what its children left open. Names are read without their namespace prefix.
 *
 * The simulator reads requests with a reader of its own (simulator-xml.ts): a bug here cannot hide
 * behind the same bug in the check.
 */

/** An element to write: text, children (absent ones skipped), or nothing (`<NAME/>`). */
export interface XmlOut {
  name: string;
  attrs?: Readonly<Record<string, string>>;
  text?: string;
  children?: readonly (XmlOut | undefined)[];
}

/**
 * An element with text content.
 * @example leaf("VALOR", "1.00") // { name: "VALOR", text: "1.00" }
 */
export const leaf = (name: string, text: string): XmlOut => ({ name, text });

/** An element with children; `undefined` children are left out (optional fields). */
export const node = (name: string, children: readonly (XmlOut | undefined)[]): XmlOut => ({
  name,
  children,
});

/** Text escaped for element content and attribute values. */
export function escapeXml(s: string): string {
  return s
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/**
 * The element as compact XML (no whitespace between elements: CAIXA validates against its XSD).
 * @example writeXml(node("A", [leaf("B", "x & y")])) // "<A><B>x &amp; y</B></A>"
 */
export function writeXml(e: XmlOut): string {
  const attrs = Object.entries(e.attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join("");
  const kids = (e.children ?? []).filter((c): c is XmlOut => c !== undefined);
  if (e.text === undefined && kids.length === 0) return `<${e.name}${attrs}/>`;
  const inner = e.text !== undefined ? escapeXml(e.text) : kids.map(writeXml).join("");
  return `<${e.name}${attrs}>${inner}</${e.name}>`;
}

/** A read element: its local name (upper-cased), its text (trimmed), its child elements. */
export interface XmlNode {
  name: string;
  text: string;
  children: XmlNode[];
}

const ENTITIES: Readonly<Record<string, string>> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === "#") {
      const cp = e[1] === "x" || e[1] === "X" ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(cp) && cp >= 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

const localName = (qname: string): string => (qname.split(":").pop() ?? qname).toUpperCase();

/**
 * Reads XML into a tree, tolerantly: declarations, comments and processing instructions are
 * skipped, CDATA kept as text, a closing tag closes the nearest open element of that name (any
 * case, any prefix) and everything opened inside it; a stray closing tag is ignored; an empty
 * element named as the element it sits in closes that element. Null when the
 * text holds no element at all (an HTML error page, an empty body).
 *
 * @example readXml("<a:X><Y>1</Y></a:X>")?.children[0]?.text // "1"
 */
export function readXml(text: string): XmlNode | null {
  const root: XmlNode = { name: "#ROOT", text: "", children: [] };
  const stack: { node: XmlNode; raw: string[] }[] = [{ node: root, raw: [] }];
  const top = () => stack[stack.length - 1] as { node: XmlNode; raw: string[] };
  const re = /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<[?!][^>]*>|<(\/?)([^\s/>]+)[^>]*?(\/?)>|([^<]+)/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const [, cdata, close, qname, selfClose, chars] = m;
    if (cdata !== undefined) top().raw.push(cdata);
    else if (chars !== undefined) top().raw.push(decode(chars));
    else if (qname !== undefined) {
      const name = localName(qname);
      if (close === "/") {
        const at = stack.findLastIndex((f, i) => i > 0 && f.node.name === name);
        while (at > 0 && stack.length > at) finish(stack.pop());
      } else if (selfClose === "/" && stack.length > 1 && top().node.name === name) {
        // `<URL>…<URL/>` and `<MSG_RETORNO><MSG_RETORNO/>` (the manual's examples): a close.
        finish(stack.pop());
      } else {
        const child: XmlNode = { name, text: "", children: [] };
        top().node.children.push(child);
        if (selfClose !== "/") stack.push({ node: child, raw: [] });
      }
    }
  }
  while (stack.length > 1) finish(stack.pop());
  return root.children[0] ?? null;
}

function finish(frame: { node: XmlNode; raw: string[] } | undefined): void {
  if (frame) frame.node.text = frame.raw.join("").trim();
}

/** The first child element named `name` (local name, any case). */
export function child(n: XmlNode | undefined, name: string): XmlNode | undefined {
  const want = name.toUpperCase();
  return n?.children.find((c) => c.name === want);
}

/** Every child element named `name`. */
export function childrenNamed(n: XmlNode | undefined, name: string): XmlNode[] {
  const want = name.toUpperCase();
  return n?.children.filter((c) => c.name === want) ?? [];
}

/** The first element named `name` at any depth below `n` (depth first), or `n` itself. */
export function findFirst(n: XmlNode | undefined, name: string): XmlNode | undefined {
  if (!n) return undefined;
  const want = name.toUpperCase();
  if (n.name === want) return n;
  for (const c of n.children) {
    const hit = findFirst(c, want);
    if (hit) return hit;
  }
  return undefined;
}

/** The text at a path of child names below `n`, or undefined when an element is missing. */
export function textAt(n: XmlNode | undefined, ...path: string[]): string | undefined {
  let at = n;
  for (const p of path) at = child(at, p);
  return at?.text;
}
