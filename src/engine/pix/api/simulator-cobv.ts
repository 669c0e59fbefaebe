/**
 * The simulator's cobranças com vencimento: `PUT`, `PATCH`, `GET /v2/cobv/{txid}` and
 * `GET /v2/cobv`, as bacen/pix-api openapi.yaml 2.9.0 specifies them. Every body is validated
 * against the transcribed schema first (400 `CobVOperacaoInvalida` with `violacoes`), then
 * against the violations the spec lists for the endpoint (dates, zero amount, abatimento and
 * desconto bounds, a cobv that is no longer ATIVA).
 */
import { validateSchema } from "../../connect/schema";
import type { SimContext, SimRequest, SimResult, SimRoute } from "../../connect/sim";
import { digest128 } from "../../render/digest";
import { buildPixPayload } from "../build";
import { CobVRevisada, CobVSolicitada, CobvListQuery, CobvReadQuery, TxId } from "./published";
import {
  type CobvRow,
  centsOf,
  cobvKey,
  getCobv,
  isoAt,
  json,
  page,
  problem,
  RECEBEDOR,
  SANDBOX_HOST,
  todayAt,
  type Violacao,
  violations,
} from "./simulator-common";

const INVALID = "Cobrança inválida.";
const INVALID_DETAIL =
  "A requisição que busca alterar ou criar uma cobrança com vencimento não respeita o _schema_ ou está semanticamente errada.";

type Obj = Record<string, unknown>;
const o = (v: unknown): Obj => (typeof v === "object" && v !== null ? (v as Obj) : {});

/** The semantic violations the spec lists for `PUT|PATCH /cobv/{txid}` on the merged fields. */
export function cobvViolations(fields: Obj, today: string, creating: boolean): Violacao[] {
  const out: Violacao[] = [];
  const v = (propriedade: string, razao: string) => out.push({ propriedade, razao });
  const cal = o(fields.calendario);
  const due = typeof cal.dataDeVencimento === "string" ? cal.dataDeVencimento : "";
  if (creating && due < today)
    v("cobv.calendario.dataDeVencimento", "anterior à data de criação da cobrança");
  if (typeof cal.validadeAposVencimento === "number" && cal.validadeAposVencimento < 0)
    v("cobv.calendario.validadeAposVencimento", "menor do que zero");
  const valor = o(fields.valor);
  const original = centsOf(valor.original);
  if (original === 0) v("cobv.valor.original", "apresenta o valor zero");
  const abat = o(valor.abatimento);
  if (valor.abatimento !== undefined) {
    const x = centsOf(abat.valorPerc);
    if ((abat.modalidade === 1 && x >= original) || (abat.modalidade === 2 && x >= 10000))
      v("cobv.valor.abatimento", "maior ou igual ao valor da cobrança original ou a 100%");
  }
  if (valor.desconto !== undefined) {
    const d = o(valor.desconto);
    const fixed = Array.isArray(d.descontoDataFixa) ? (d.descontoDataFixa as Obj[]) : [];
    const byDate = d.modalidade === 1 || d.modalidade === 2;
    if (byDate && d.valorPerc !== undefined) v("cobv.valor.desconto", "modalidade 1 ou 2 com valorPerc");
    if (byDate && fixed.length === 0) v("cobv.valor.desconto", "modalidade 1 ou 2 sem descontoDataFixa");
    if (!byDate && d.valorPerc === undefined) v("cobv.valor.desconto", "modalidade 3 a 6 sem valorPerc");
    if (!byDate && d.descontoDataFixa !== undefined)
      v("cobv.valor.desconto", "modalidade 3 a 6 com descontoDataFixa");
    for (const e of fixed) {
      const x = centsOf(e.valorPerc);
      if ((d.modalidade === 1 && x >= original) || (d.modalidade === 2 && x >= 10000))
        v("cobv.valor.desconto", "desconto maior ou igual ao valor da cobrança original ou a 100%");
      if (typeof e.data === "string" && e.data > due)
        v("cobv.valor.desconto", "data posterior à data de vencimento");
    }
  }
  return out;
}

/** The cobv as the spec answers it (`CobVGerada`, `CobVCompleta` with `pix` for a read). */
export function cobvAnswer(row: CobvRow, fields: Obj = row.fields, pix?: unknown[]): Obj {
  const cal = o(fields.calendario);
  return {
    ...fields,
    calendario: {
      criacao: row.criacao,
      dataDeVencimento: cal.dataDeVencimento,
      validadeAposVencimento: cal.validadeAposVencimento ?? 30,
    },
    txid: row.txid,
    revisao: row.revisao,
    loc: { ...row.loc, txid: row.txid },
    location: row.loc.location,
    status: row.status,
    recebedor: RECEBEDOR,
    ...(row.pixCopiaECola ? { pixCopiaECola: row.pixCopiaECola } : {}),
    ...(pix ? { pix } : {}),
  };
}

function invalid(issues: Violacao[]): SimResult {
  return problem(400, "CobVOperacaoInvalida", INVALID, INVALID_DETAIL, issues);
}

/** Creates the cobv `txid` (or replaces an ATIVA one): what PUT does, also for a lote's element. */
export async function putCobv(
  ctx: SimContext,
  txid: string,
  fields: Obj,
): Promise<{ row: CobvRow } | { violacoes: Violacao[] }> {
  const existing = await getCobv(ctx, txid);
  const found = cobvViolations(fields, todayAt(ctx.now), existing === undefined);
  // The simulator has no `POST /loc`: every location a client names is one that does not exist.
  if (fields.loc !== undefined)
    found.push({ propriedade: "cobv.loc.id", razao: "o location referenciado inexiste" });
  if (existing && existing.status !== "ATIVA")
    found.push({
      propriedade: "cobv",
      razao: "a cobrança já existe, não está ATIVA, e a requisição busca alterá-la",
    });
  if (found.length > 0) return { violacoes: found };
  if (existing) {
    if (JSON.stringify(existing.fields) === JSON.stringify(fields)) return { row: existing };
    const row = {
      ...existing,
      fields,
      revisao: existing.revisao + 1,
      revisions: [...existing.revisions, fields],
    };
    await ctx.store.put(cobvKey(txid), row);
    return { row };
  }
  const id = ((await ctx.store.get<number>("seq:loc")) ?? 0) + 1;
  await ctx.store.put("seq:loc", id);
  const criacao = isoAt(ctx.now);
  const location = `${SANDBOX_HOST}/qr/v2/cobv/${digest128([new TextEncoder().encode(`loc:${id}`)]).toLowerCase()}`;
  const row: CobvRow = {
    txid,
    revisao: 0,
    status: "ATIVA",
    criacao,
    loc: { id, location, tipoCob: "cobv", criacao },
    fields,
    revisions: [fields],
    pixCopiaECola: buildPixPayload({
      url: location,
      merchant_name: "Recebedor Sandbox",
      merchant_city: "Sao Paulo",
      single_use: true,
    }),
  };
  await ctx.store.put(cobvKey(txid), row);
  return { row };
}

/** The fields after a revision: `calendario` and `valor` merge key by key, the rest replaces. */
function merged(fields: Obj, patch: Obj): Obj {
  const out: Obj = { ...fields };
  for (const [k, v] of Object.entries(patch)) {
    if (k === "status" || k === "loc") continue;
    out[k] = k === "calendario" || k === "valor" ? { ...o(fields[k]), ...o(v) } : v;
  }
  return out;
}

/** Applies a revision (what PATCH does, also for a lote's element). */
export async function patchCobv(
  ctx: SimContext,
  row: CobvRow,
  patch: Obj,
): Promise<{ row: CobvRow } | { violacoes: Violacao[] }> {
  if (row.status !== "ATIVA")
    return {
      violacoes: [
        { propriedade: "cobv.status", razao: "a cobrança não está ATIVA, e a requisição busca alterá-la" },
      ],
    };
  const removing = patch.status === "REMOVIDA_PELO_USUARIO_RECEBEDOR";
  if (removing && Object.keys(patch).some((k) => k !== "status"))
    return { violacoes: [{ propriedade: "cobv.status", razao: "remoção junto com outras alterações" }] };
  const fields = merged(row.fields, patch);
  const found = cobvViolations(fields, todayAt(ctx.now), false);
  if (found.length > 0) return { violacoes: found };
  const changed = removing || JSON.stringify(fields) !== JSON.stringify(row.fields);
  const next: CobvRow = changed
    ? {
        ...row,
        fields,
        revisao: row.revisao + 1,
        revisions: [...row.revisions, fields],
        status: removing ? "REMOVIDA_PELO_USUARIO_RECEBEDOR" : row.status,
      }
    : row;
  await ctx.store.put(cobvKey(row.txid), next);
  return { row: next };
}

async function pixOf(ctx: SimContext, txid: string): Promise<unknown[]> {
  const rows = await ctx.store.list<{ pix: { txid?: string; horario: string }; devolucoes: unknown[] }>(
    "pix:",
  );
  return rows
    .map(([, r]) => r)
    .filter((r) => r.pix.txid === txid)
    .map((r) => ({ ...r.pix, ...(r.devolucoes.length > 0 ? { devolucoes: r.devolucoes } : {}) }));
}

function badTxid(txid: string): SimResult | null {
  const issues = validateSchema(TxId, txid, "txid");
  return issues.length > 0
    ? problem(400, "RequisicaoInvalida", "Requisição inválida.", "txid inválido", violations(issues))
    : null;
}

export const cobvRoutes: SimRoute[] = [
  {
    operation: "register",
    method: "PUT",
    path: "/v2/cobv/:txid",
    async handle(req: SimRequest, { txid = "" }, ctx) {
      const bad = badTxid(txid);
      if (bad) return bad;
      const issues = validateSchema(CobVSolicitada, req.body, "cobv");
      if (issues.length > 0) return invalid(violations(issues));
      const lote = await ctx.store.get<{ status: string }>(`lotetx:${txid}`);
      if (lote && lote.status !== "CRIADA")
        return invalid([{ propriedade: "txid", razao: `associado a um lote com status ${lote.status}` }]);
      const r = await putCobv(ctx, txid, req.body as Obj);
      return "violacoes" in r ? invalid(r.violacoes) : json(201, cobvAnswer(r.row), true);
    },
  },
  {
    operation: "due_date_change",
    method: "PATCH",
    path: "/v2/cobv/:txid",
    async handle(req, { txid = "" }, ctx) {
      const bad = badTxid(txid);
      if (bad) return bad;
      const issues = validateSchema(CobVRevisada, req.body, "cobv");
      if (issues.length > 0) return invalid(violations(issues));
      const row = await getCobv(ctx, txid);
      if (!row)
        return problem(
          404,
          "CobVNaoEncontrada",
          "Cobrança não encontrada.",
          "Cobrança com vencimento não encontrada para o txid informado.",
        );
      const r = await patchCobv(ctx, row, req.body as Obj);
      if ("violacoes" in r)
        return problem(
          400,
          "CobVOperacaoInvalida",
          "Operação inválida.",
          "Somente cobranças ativas podem ser revisadas.",
          r.violacoes,
        );
      return json(200, cobvAnswer(r.row), true);
    },
  },
  {
    operation: "query",
    method: "GET",
    path: "/v2/cobv/:txid",
    async handle(req, { txid = "" }, ctx) {
      const bad = badTxid(txid);
      if (bad) return bad;
      const issues = validateSchema(CobvReadQuery, req.query, "query");
      if (issues.length > 0)
        return problem(
          400,
          "CobVConsultaInvalida",
          "Consulta inválida.",
          "parâmetros inválidos",
          violations(issues),
        );
      const row = await getCobv(ctx, txid);
      if (!row)
        return problem(
          404,
          "CobVNaoEncontrada",
          "Cobrança não encontrada.",
          "Cobrança com vencimento não encontrada para o txid informado.",
        );
      const rev = req.query.revisao === undefined ? row.revisao : Number(req.query.revisao);
      const fields = row.revisions[rev];
      if (!fields) return problem(400, "CobVConsultaInvalida", "Consulta inválida.", "revisão inexistente");
      return json(200, cobvAnswer({ ...row, revisao: rev }, fields, await pixOf(ctx, txid)));
    },
  },
  {
    operation: "query",
    method: "GET",
    path: "/v2/cobv",
    async handle(req, _params, ctx) {
      const issues = validateSchema(CobvListQuery, req.query, "query");
      if (issues.length > 0)
        return problem(
          400,
          "CobVConsultaInvalida",
          "Consulta inválida.",
          "parâmetros inválidos",
          violations(issues),
        );
      const from = Date.parse(req.query.inicio ?? "");
      const to = Date.parse(req.query.fim ?? "");
      if (to < from)
        return problem(400, "CobVConsultaInvalida", "Consulta inválida.", "fim anterior a inicio");
      const rows = (await ctx.store.list<CobvRow>("cobv:")).map(([, r]) => r);
      const within = rows.filter((r) => Date.parse(r.criacao) >= from && Date.parse(r.criacao) <= to);
      const p = page(within, req.query);
      return json(200, {
        parametros: { inicio: req.query.inicio, fim: req.query.fim, paginacao: p.paginacao },
        cobs: p.items.map((r) => cobvAnswer(r)),
      });
    },
  },
];
