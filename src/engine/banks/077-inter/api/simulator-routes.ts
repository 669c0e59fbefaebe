/**
 * The Inter simulator's routes: API Cobrança v3's paths (developers.inter.co/references/
 * cobranca-bolepix), each validating against `published*.ts` before acting. Literal paths come
 * before `/{codigoSolicitacao}` so `sumario`, `webhook` and `edicao` are not read as ids.
 */
import {
  nextSeq,
  type SimContext,
  type SimRequest,
  type SimResult,
  type SimRoute,
} from "../../../connect/sim";
import { centsToDecimal, decimalToCents } from "../../../math/money";
import {
  CANCELAR_COBRANCA,
  CONSULTA,
  EDITAR_COBRANCA,
  EMITIR_COBRANCA,
  PAGAR_COBRANCA,
  SUMARIO,
  WEBHOOK_SOLICITADO,
} from "./published";
import {
  BASE,
  callback,
  check,
  invalid,
  load,
  notFound,
  OPEN,
  read,
  refused,
  reply,
  save,
} from "./simulator-http";
import {
  detailView,
  listView,
  nossoNumeroOf,
  type SimTitle,
  situacaoOf,
  spToday,
  uuidOf,
} from "./simulator-state";

type Body = Record<string, unknown>;
const cents = (v: unknown) => decimalToCents(String(v)) ?? 0;

async function emitir(req: SimRequest, ctx: SimContext): Promise<SimResult> {
  const bad = check(ctx, req, { body: EMITIR_COBRANCA });
  if (bad) return bad;
  const b = req.body as Body;
  const pagador = b.pagador as Body;
  // "Controle de duplicidade": seuNumero, valorNominal, dataVencimento and the payer's cpfCnpj, 30 minutes.
  const dup = `inter:dup:${b.seuNumero}|${cents(b.valorNominal)}|${b.dataVencimento}|${pagador.cpfCnpj}`;
  const seen = await ctx.store.get<{ id: string; at: number }>(dup);
  if (seen && ctx.now - seen.at < 30 * 60_000)
    return refused(
      ctx,
      `Existe uma cobrança emitida há poucos minutos com os mesmos dados com a situação 'a receber' (código de solicitação ${seen.id})`,
    );
  const n = await nextSeq(ctx, "inter");
  const today = spToday(ctx);
  const account = req.headers["x-conta-corrente"];
  const t: SimTitle = {
    id: uuidOf(n),
    seuNumero: String(b.seuNumero),
    cents: cents(b.valorNominal),
    dataVencimento: String(b.dataVencimento),
    dataEmissao: today,
    numDiasAgenda: Number(b.numDiasAgenda),
    pagador,
    formas: (b.formasRecebimento as string[] | undefined) ?? ["BOLETO", "PIX"],
    situacao: "A_RECEBER",
    dataSituacao: today,
    nossoNumero: nossoNumeroOf(n),
    emitted: false,
    ...(account ? { account } : {}),
  };
  await save(ctx, t);
  await ctx.store.put(dup, { id: t.id, at: ctx.now });
  return reply(200, { codigoSolicitacao: t.id }, true);
}

function inWindow(t: SimTitle, situacao: string, q: Readonly<Record<string, string>>): boolean {
  const by = q.filtrarDataPor ?? "VENCIMENTO";
  const day = by === "EMISSAO" ? t.dataEmissao : by === "PAGAMENTO" ? t.paidAt : t.dataVencimento;
  if (day === undefined || day < (q.dataInicial ?? "") || day > (q.dataFinal ?? "")) return false;
  return (!q.situacao || q.situacao === situacao) && (!q.seuNumero || q.seuNumero === t.seuNumero);
}

async function consultar(req: SimRequest, ctx: SimContext): Promise<SimResult> {
  const bad = check(ctx, req, { query: CONSULTA });
  if (bad) return bad;
  const size = Number(req.query["paginacao.itensPorPagina"] ?? "100");
  const page = Number(req.query["paginacao.paginaAtual"] ?? "0");
  const all = (await ctx.store.list<SimTitle>("inter:title:")).map(([, t]) => t);
  const matches: { t: SimTitle; situacao: string }[] = [];
  for (const t of all) {
    const situacao = t.emitted ? situacaoOf(t, spToday(ctx)) : "EM_PROCESSAMENTO";
    if (inWindow(t, situacao, req.query)) matches.push({ t, situacao });
  }
  const slice = matches.slice(page * size, page * size + size);
  const pages = Math.max(1, Math.ceil(matches.length / size));
  return reply(200, {
    totalPaginas: pages,
    totalElementos: matches.length,
    tamanhoPagina: size,
    primeiraPagina: page === 0,
    ultimaPagina: page >= pages - 1,
    numeroDeElementos: slice.length,
    cobrancas: slice.map(({ t, situacao }) => listView(t, situacao)),
  });
}

async function recuperar(req: SimRequest, p: Record<string, string>, ctx: SimContext): Promise<SimResult> {
  const bad = check(ctx, req);
  if (bad) return bad;
  const t = await load(ctx, p.codigoSolicitacao);
  if (!t) return notFound();
  const { situacao, webhooks } = await read(ctx, t);
  return reply(200, detailView(t, situacao), false, webhooks);
}

/** "Editar cobrança" (Beta): applied at once here; Inter says it can take 30 minutes. */
async function editar(req: SimRequest, p: Record<string, string>, ctx: SimContext): Promise<SimResult> {
  const bad = check(ctx, req, { body: EDITAR_COBRANCA });
  if (bad) return bad;
  const t = await load(ctx, p.codigoSolicitacao);
  if (!t) return notFound();
  const situacao = situacaoOf(t, spToday(ctx));
  if (!t.emitted || !OPEN.includes(situacao))
    return refused(ctx, `cobrança em ${situacao} não pode ser editada`);
  const b = req.body as Body;
  if (typeof b.dataVencimento === "string") {
    if (b.dataVencimento < spToday(ctx))
      return invalid(ctx, [{ razao: "data no passado", propriedade: "dataVencimento" }]);
    t.dataVencimento = b.dataVencimento;
  }
  if (b.valorNominal !== undefined) t.cents = cents(b.valorNominal);
  await save(ctx, t);
  const codigoEdicao = uuidOf(await nextSeq(ctx, "inter-edit"));
  await ctx.store.put(`inter:edit:${codigoEdicao}`, { status: "SUCESSO" });
  return reply(200, { status: "PROCESSANDO", codigoEdicao }, true);
}

async function cancelar(req: SimRequest, p: Record<string, string>, ctx: SimContext): Promise<SimResult> {
  const bad = check(ctx, req, { body: CANCELAR_COBRANCA });
  if (bad) return bad;
  const t = await load(ctx, p.codigoSolicitacao);
  if (!t) return notFound();
  const situacao = situacaoOf(t, spToday(ctx));
  if (!OPEN.includes(situacao)) return refused(ctx, `cobrança em ${situacao} não pode ser cancelada`);
  t.situacao = "CANCELADO";
  t.dataSituacao = spToday(ctx);
  t.motivo = String((req.body as Body).motivoCancelamento);
  t.emitted = true;
  await save(ctx, t);
  return reply(202, null, true, await callback(ctx, t));
}

/** "Pagar cobrança (Sandbox)": pays the nominal amount by boleto or Pix. */
async function pagar(req: SimRequest, p: Record<string, string>, ctx: SimContext): Promise<SimResult> {
  const bad = check(ctx, req, { body: PAGAR_COBRANCA });
  if (bad) return bad;
  const t = await load(ctx, p.codigoSolicitacao);
  if (!t) return notFound();
  if (!t.emitted || !OPEN.includes(situacaoOf(t, spToday(ctx))))
    return refused(ctx, "cobrança não está a receber");
  t.situacao = "RECEBIDO";
  t.receivedCents = t.cents;
  t.origem = (req.body as Body).pagarCom === "PIX" ? "PIX" : "BOLETO";
  t.paidAt = t.dataSituacao = spToday(ctx);
  await save(ctx, t);
  return reply(204, null, true, await callback(ctx, t));
}

async function sumario(req: SimRequest, ctx: SimContext): Promise<SimResult> {
  const bad = check(ctx, req, { query: SUMARIO });
  if (bad) return bad;
  const counts = new Map<string, { cents: number; quantidade: number }>();
  for (const [, t] of await ctx.store.list<SimTitle>("inter:title:")) {
    const s = situacaoOf(t, spToday(ctx));
    if (!inWindow(t, s, req.query)) continue;
    const c = counts.get(s) ?? { cents: 0, quantidade: 0 };
    counts.set(s, { cents: c.cents + t.cents, quantidade: c.quantidade + 1 });
  }
  return reply(
    200,
    [...counts].map(([situacao, c]) => ({
      situacao,
      valor: Number(centsToDecimal(c.cents)),
      quantidade: c.quantidade,
    })),
  );
}

const WEBHOOK = "inter:webhook";

export const interRoutes: readonly SimRoute[] = [
  { operation: "query", method: "GET", path: `${BASE}/sumario`, handle: (req, _p, ctx) => sumario(req, ctx) },
  {
    operation: "webhook_register",
    method: "PUT",
    path: `${BASE}/webhook`,
    async handle(req, _p, ctx) {
      const bad = check(ctx, req, { body: WEBHOOK_SOLICITADO });
      if (bad) return bad;
      const url = String((req.body as Body).webhookUrl);
      await ctx.store.put(WEBHOOK, { url, criacao: new Date(ctx.now).toISOString() });
      return reply(204, null, true);
    },
  },
  {
    operation: "webhook_register",
    method: "GET",
    path: `${BASE}/webhook`,
    async handle(_req, _p, ctx) {
      const w = await ctx.store.get<{ url: string; criacao: string }>(WEBHOOK);
      return w ? reply(200, { webhookUrl: w.url, criacao: w.criacao }) : notFound();
    },
  },
  {
    operation: "webhook_register",
    method: "DELETE",
    path: `${BASE}/webhook`,
    async handle(_req, _p, ctx) {
      if (!(await ctx.store.get(WEBHOOK))) return notFound();
      await ctx.store.delete(WEBHOOK);
      return reply(204, null, true);
    },
  },
  {
    operation: "due_date_change",
    method: "GET",
    path: `${BASE}/edicao/:codigoEdicao`,
    async handle(_req, p, ctx) {
      const e = await ctx.store.get<{ status: string }>(`inter:edit:${p.codigoEdicao}`);
      return e ? reply(200, e) : notFound();
    },
  },
  { operation: "register", method: "POST", path: BASE, handle: (req, _p, ctx) => emitir(req, ctx) },
  { operation: "settled", method: "GET", path: BASE, handle: (req, _p, ctx) => consultar(req, ctx) },
  { operation: "query", method: "GET", path: `${BASE}/:codigoSolicitacao`, handle: recuperar },
  { operation: "due_date_change", method: "PATCH", path: `${BASE}/:codigoSolicitacao`, handle: editar },
  { operation: "write_off", method: "POST", path: `${BASE}/:codigoSolicitacao/cancelar`, handle: cancelar },
  { operation: "webhook", method: "POST", path: `${BASE}/:codigoSolicitacao/pagar`, handle: pagar },
];
