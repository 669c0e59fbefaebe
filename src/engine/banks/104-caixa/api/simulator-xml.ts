/**
 * The simulator's XML, apart from the connector's (xml.ts) so a reading bug cannot agree with
 * itself: a strict reader of the SOAP requests into the JSON form published.ts describes (closing
 * tags must match, an element may not repeat unless the XSD lets it, the XSD order of
 * `SEQUENCES` holds), with the namespace `SERVICO_ENTRADA` is in; and a writer of answers from
 * the same form.
 */
import { REPEATED, SEQUENCES } from "./published";

/** A value of the JSON form: text, an element's children, or a repeated element's occurrences. */
export type Form = string | { [name: string]: Form } | Form[];

interface El {
  qname: string;
  attrs: Record<string, string>;
  children: El[];
  text: string;
}

const local = (q: string): string => q.slice(q.indexOf(":") + 1);

function unentity(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&(lt|gt|quot|apos);/g, (_, e: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'" })[e] ?? "")
    .replace(/&amp;/g, "&");
}

/** The element tree of `xml`, or the reason it is not well-formed. */
function parse(xml: string): El | string {
  const root: El = { qname: "#", attrs: {}, children: [], text: "" };
  const stack = [root];
  const re =
    /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)|(<)/g;
  for (let m = re.exec(xml); m !== null; m = re.exec(xml)) {
    const [, close, qname, attrText, self, chars, stray] = m;
    const top = stack[stack.length - 1] as El;
    if (stray) return `unexpected "<" at ${m.index}`;
    if (chars !== undefined) top.text += unentity(chars);
    else if (qname && close) {
      if (top.qname !== qname) return `</${qname}> closes <${top.qname}>`;
      stack.pop();
    } else if (qname) {
      const attrs: Record<string, string> = {};
      for (const a of (attrText ?? "").matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
        attrs[a[1] as string] = unentity(a[2] ?? a[3] ?? "");
      const el: El = { qname, attrs, children: [], text: "" };
      top.children.push(el);
      if (!self) stack.push(el);
    }
  }
  if (stack.length !== 1) return `<${(stack[stack.length - 1] as El).qname}> is not closed`;
  return root.children.length === 1 ? (root.children[0] as El) : "not one root element";
}

/** The form of an element's content, or the first problem (repeat, order). */
function toForm(el: El, parent: string, issues: string[]): Form {
  const name = local(el.qname);
  if (el.children.length === 0) return el.text.trim();
  const order = SEQUENCES[`${parent}.${name}`] ?? SEQUENCES[name];
  const out: Record<string, Form> = {};
  let last = -1;
  for (const c of el.children) {
    const n = local(c.qname);
    const at = order?.indexOf(n) ?? -1;
    if (order && at >= 0) {
      if (at < last) issues.push(`${name}: ${n} is out of the XSD order (${order.join(", ")})`);
      last = Math.max(last, at);
    }
    const v = toForm(c, name, issues);
    if (REPEATED.has(n)) out[n] = [...((out[n] as Form[] | undefined) ?? []), v];
    else if (n in out) issues.push(`${name}: ${n} occurs more than once`);
    else out[n] = v;
  }
  return out;
}

/** A request as the simulator reads it. */
export type ReadRequest =
  | { ok: true; namespace: string; form: Record<string, Form> }
  | { ok: false; problems: string[] };

/**
 * The SERVICO_ENTRADA in a SOAP request (in a soapenv:Body, or bare as the manual's example shows
 * it), its namespace URI, and its content in the JSON form.
 *
 * @example readRequest(xml) // { ok: true, namespace: "http://caixa.gov.br/sibar/consulta_cobranca_bancaria/boleto", form: { HEADER, DADOS } }
 */
export function readRequest(xml: unknown): ReadRequest {
  if (typeof xml !== "string") return { ok: false, problems: ["the body is not XML text"] };
  const tree = parse(xml);
  if (typeof tree === "string") return { ok: false, problems: [tree] };
  const scopes: El[] = [tree];
  let entrada: El | undefined = tree;
  if (local(tree.qname) === "Envelope") {
    const body = tree.children.find((c) => local(c.qname) === "Body");
    entrada = body?.children[0];
    if (body) scopes.push(body);
  }
  if (!entrada || local(entrada.qname) !== "SERVICO_ENTRADA")
    return { ok: false, problems: ["no SERVICO_ENTRADA in the body"] };
  scopes.push(entrada);
  const prefix = entrada.qname.includes(":") ? entrada.qname.slice(0, entrada.qname.indexOf(":")) : "";
  const attr = prefix ? `xmlns:${prefix}` : "xmlns";
  const namespace =
    scopes
      .map((s) => s.attrs[attr])
      .filter((v) => v !== undefined)
      .pop() ?? "";
  const issues: string[] = [];
  const form = toForm(entrada, "", issues);
  if (issues.length > 0) return { ok: false, problems: issues };
  return typeof form === "object" && !Array.isArray(form)
    ? { ok: true, namespace, form }
    : { ok: false, problems: ["SERVICO_ENTRADA is empty"] };
}

const esc = (s: string): string =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The XML of a form value under `name` (arrays repeat the element; "" writes an empty element). */
export function writeForm(name: string, v: Form): string {
  if (Array.isArray(v)) return v.map((x) => writeForm(name, x)).join("");
  if (typeof v === "string") return v === "" ? `<${name}/>` : `<${name}>${esc(v)}</${name}>`;
  return `<${name}>${Object.entries(v)
    .map(([k, x]) => writeForm(k, x))
    .join("")}</${name}>`;
}

/** A read answer (the simulator's own, in tests): SERVICO_SAIDA's content in the JSON form. */
export function readAnswer(xml: string): Record<string, Form> | string {
  const tree = parse(xml);
  if (typeof tree === "string") return tree;
  const body = tree.children.find((c) => local(c.qname) === "Body");
  const saida = body?.children[0];
  if (!saida || local(saida.qname) !== "SERVICO_SAIDA") return "no SERVICO_SAIDA";
  const issues: string[] = [];
  const form = toForm(saida, "", issues);
  return issues[0] ?? (typeof form === "object" && !Array.isArray(form) ? form : "empty");
}
