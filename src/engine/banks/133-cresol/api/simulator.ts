/**
 * A simulator of Cresol's boleto API: the password grant at the realm's token path (the harness,
 * `grantTypes: ["password"]`, the client in the form), `POST /titulos` (an array), `GET /titulos`
 * (by due date), `GET /titulos/:id`, `PUT /titulos/:id` (due date), `PUT /titulos/:id/operacao/baixar`
 * and `GET /parametros-conta`. Every request is validated against published.ts first (400
 * `{ code, message }`, ACBr's error shape). The account (agência 1008, conta 0027846, carteira 09)
 * is the one the published homologação linha digitável encodes; its codes follow the campo livre
 * that line shows (agência 4, carteira 2, nosso número 11, conta 7, "0"). The codes `SIM_…` are
 * the simulator's own: Cresol publishes none. No payment webhook: a paid title shows in its query.
 */
import { assembleBarcode, barcodeToDigitableLine, formatDigitableLine } from "../../../boleto/barcode";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import {
  nextSeq,
  type SimContext,
  type SimRequest,
  type SimResult,
  type SimRoute,
  type SimulatorSpec,
} from "../../../connect/sim";
import { padDigits } from "../../../math/check-digits";
import { dueFactor } from "../../../math/due-factor";
import { ALTER_BODY, LIST_QUERY, REGISTER_BODY } from "./published";

type Obj = Record<string, unknown>;
type Params = Record<string, string>;

/** The simulated account: the published homologação line's agência and conta. */
export const SIM_ACCOUNT = { agency: "1008", account: "0027846", wallet: "09" } as const;

interface SimTitle {
  id: number;
  body: Obj;
  nossoNumero: number;
  status: string;
  dtVencimento: string;
  ocorrencias: { id: number; tipo: "C"; valor: number; dtOcorrencia: string; dtCredito: string }[];
}

const JSON_HEADERS = { "content-type": "application/json" };
const answer = (status: number, body: unknown, committed = false): SimResult => ({
  response: { status, headers: JSON_HEADERS, body },
  committed,
});
const fail = (status: number, code: string, message: string) => answer(status, { code, message });

function check(schema: JsonSchema, value: unknown): SimResult | null {
  const issues = validateSchema(schema, value);
  if (issues.length === 0) return null;
  return fail(400, "SIM_SCHEMA", issues.map((i) => `${i.path || "(corpo)"}: ${i.message}`).join("; "));
}

const key = (id: number | string) => `title:${id}`;
const load = (ctx: SimContext, id: string) => ctx.store.get<SimTitle>(key(Number(id)));
const save = (ctx: SimContext, t: SimTitle) => ctx.store.put(key(t.id), t);

/** The campo livre's DV-less codes of a title (Bradesco's layout under 133, as the published line shows). */
function codesOf(t: SimTitle) {
  const free = `${SIM_ACCOUNT.agency}${SIM_ACCOUNT.wallet}${padDigits(String(t.nossoNumero), 11)}${SIM_ACCOUNT.account}0`;
  const barcode = assembleBarcode(
    "133",
    dueFactor(t.dtVencimento),
    padDigits(String(Math.round(Number(t.body.valorNominal) * 100)), 10),
    free,
  );
  return { codigoBarras: barcode, linhaDigitavel: formatDigitableLine(barcodeToDigitableLine(barcode)) };
}

const view = (t: SimTitle): Obj => ({
  ...t.body,
  id: t.id,
  nossoNumero: t.nossoNumero,
  status: t.status,
  dtVencimento: t.dtVencimento,
  ocorrencias: t.ocorrencias,
  ...codesOf(t),
});

async function register(req: SimRequest, _p: Params, ctx: SimContext): Promise<SimResult> {
  const bad = check(REGISTER_BODY, req.body);
  if (bad) return bad;
  const out: Obj[] = [];
  for (const b of req.body as Obj[]) {
    const nn = b.nossoNumero !== undefined ? Number(b.nossoNumero) : await nextSeq(ctx, "nossoNumero");
    if (await ctx.store.get(`nn:${nn}`)) return fail(400, "SIM_DUPLICADO", "Nosso número já cadastrado");
    if (String(b.dtVencimento) < String(b.dtDocumento))
      return fail(400, "SIM_VENCIMENTO", "dtVencimento anterior a dtDocumento");
    const t: SimTitle = {
      id: 22_000_000 + (await nextSeq(ctx, "id")),
      body: b,
      nossoNumero: nn,
      status: "EM_ABERTO",
      dtVencimento: String(b.dtVencimento),
      ocorrencias: [],
    };
    await save(ctx, t);
    await ctx.store.put(`nn:${nn}`, t.id);
    out.push(view(t));
  }
  return answer(200, out, true);
}

async function list(req: SimRequest, _p: Params, ctx: SimContext): Promise<SimResult> {
  const bad = check(LIST_QUERY, req.query);
  if (bad) return bad;
  const q = req.query;
  const all = (await ctx.store.list<SimTitle>("title:")).map(([, t]) => t);
  const hits = all.filter(
    (t) =>
      (!q.status || t.status === q.status) &&
      (!q.dt_vencimento_ini || t.dtVencimento >= q.dt_vencimento_ini) &&
      (!q.dt_vencimento_fim || t.dtVencimento <= q.dt_vencimento_fim),
  );
  const size = Number(q.size ?? 10);
  const page = Number(q.page ?? 0);
  const content = hits.slice(page * size, page * size + size).map(view);
  return answer(200, { content, number: page, size, last: (page + 1) * size >= hits.length });
}

async function one(_r: SimRequest, p: Params, ctx: SimContext): Promise<SimResult> {
  const t = await load(ctx, p.id as string);
  return t ? answer(200, view(t)) : fail(404, "SIM_NAO_ENCONTRADO", "Título não encontrado");
}

async function alter(req: SimRequest, p: Params, ctx: SimContext): Promise<SimResult> {
  const bad = check(ALTER_BODY, req.body);
  if (bad) return bad;
  const t = await load(ctx, p.id as string);
  if (!t) return fail(404, "SIM_NAO_ENCONTRADO", "Título não encontrado");
  if (t.status !== "EM_ABERTO") return fail(400, "SIM_SITUACAO", "Título não está em aberto");
  t.dtVencimento = String((req.body as Obj).dtVencimento);
  await save(ctx, t);
  return answer(200, null, true);
}

async function writeOff(_r: SimRequest, p: Params, ctx: SimContext): Promise<SimResult> {
  const t = await load(ctx, p.id as string);
  if (!t) return fail(404, "SIM_NAO_ENCONTRADO", "Título não encontrado");
  if (t.status !== "EM_ABERTO") return fail(400, "SIM_SITUACAO", "Título não está em aberto");
  t.status = "BAIXADO_MANUALMENTE";
  await save(ctx, t);
  return answer(200, null, true);
}

const params = async (): Promise<SimResult> =>
  // Field names as the reference observed them in homologação.
  answer(200, {
    nrFormatoJuros: 1,
    nrJurosDia: 2.0,
    nrFormatoMulta: 0,
    nrPorcentagemMulta: 1.0,
    fgPixAtivado: false,
  });

const routes: SimRoute[] = [
  { operation: "register", method: "POST", path: "/titulos", handle: register },
  { operation: "query", method: "GET", path: "/titulos", handle: list },
  { operation: "query", method: "GET", path: "/parametros-conta", handle: params },
  { operation: "query", method: "GET", path: "/titulos/:id", handle: one },
  { operation: "due_date_change", method: "PUT", path: "/titulos/:id", handle: alter },
  { operation: "write_off", method: "PUT", path: "/titulos/:id/operacao/baixar", handle: writeOff },
];

/** Cresol's simulator spec. */
export const simulator: SimulatorSpec = {
  provider: "133",
  tokenPath: "/auth/realms/cresol/protocol/openid-connect/token",
  clientAuth: "form",
  grantTypes: ["password"],
  mtls: false,
  routes,
  error: (_status, code, message) => ({ code, message }),
  async pay(ctx, title, payment) {
    for (const [, t] of await ctx.store.list<SimTitle>("title:")) {
      const hit =
        (title.id !== undefined && String(t.id) === String(title.id)) ||
        (title.our_number !== undefined && Number(title.our_number) === t.nossoNumero);
      if (!hit || t.status !== "EM_ABERTO") continue;
      t.ocorrencias.push({
        id: await nextSeq(ctx, "ocorrencia"),
        tipo: "C",
        valor: payment.amount_cents / 100,
        dtOcorrencia: payment.paid_on,
        dtCredito: payment.paid_on,
      });
      t.status = "LIQUIDADO";
      await save(ctx, t);
      return { found: true, webhooks: [] };
    }
    return { found: false, webhooks: [] };
  },
};
