/**
 * The simulator's cobranças com vencimento: `PUT`, `PATCH`, `GET /v2/cobv/{txid}` and
 * `GET /v2/cobv`, as bacen/pix-api openapi.yaml 2.9.0 specifies them. Every body is validated
 * against the transcribed schema first (400 `CobVOperacaoInvalida` with `violacoes`), then
 * against the violations the spec lists for the endpoint (dates, zero amount, abatimento and
 * desconto bounds, a cobv that is no longer ATIVA).
 */
import { validateSchema } from "../../connect/schema";
import type { SimContext, SimRequest, SimResult, SimRoute } from "../../connect/sim";
import { CobVRevisada, CobVSolicitada, CobvListQuery, CobvReadQuery, TxId } from "./published";
import { cobvAnswer, patchCobv, putCobv } from "./simulator-cobv-rules";
import { type CobvRow, getCobv, json, page, problem, type Violacao, violations } from "./simulator-common";

const INVALID = "Cobrança inválida.";
const INVALID_DETAIL =
  "A requisição que busca alterar ou criar uma cobrança com vencimento não respeita o _schema_ ou está semanticamente errada.";

type Obj = Record<string, unknown>;

function invalid(issues: Violacao[]): SimResult {
  return problem(400, "CobVOperacaoInvalida", INVALID, INVALID_DETAIL, issues);
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
