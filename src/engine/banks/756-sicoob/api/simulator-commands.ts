/**
 * The Sicoob simulator's commands besides registration, query and change: write-off, protest and
 * its cancel, the movimentações flow (solicitation, status, ZIP file) and webhook registration,
 * each validating its request against the published schema first.
 */
import type { JsonSchema } from "../../../connect/schema";
import type { SimContext, SimRequest, SimResult } from "../../../connect/sim";
import { nextSeq } from "../../../connect/sim";
import { addDays } from "../../../math/date";
import {
  MOVEMENTS_BODY,
  MOVEMENTS_PARAMS,
  PROTEST_BODY,
  RANGES_PARAMS,
  WEBHOOK_BODY,
  WRITE_OFF_BODY,
} from "./published";
import {
  answer,
  type Body,
  check,
  fail,
  JSON_HEADERS,
  load,
  movementsFile,
  notFound,
  notOpen,
  type SimTitle,
  settlementRecords,
  titleKey,
  today,
} from "./simulator-titles";

function command(schema: JsonSchema, apply: (t: SimTitle, ctx: SimContext) => boolean) {
  return async (req: SimRequest, p: Record<string, string>, ctx: SimContext): Promise<SimResult> => {
    const bad = check(schema, req.body);
    if (bad) return bad;
    const b = req.body as Body;
    const t = await load(ctx, b.numeroCliente, p.nossoNumero);
    if (!t) return notFound();
    if (t.situacao !== "Em Aberto" || !apply(t, ctx)) return notOpen();
    await ctx.store.put(titleKey(b.numeroCliente, t.nossoNumero), t);
    return { response: { status: 204, headers: {}, body: null }, committed: true };
  };
}

export const writeOff = command(WRITE_OFF_BODY, (t) => {
  t.situacao = "Baixado";
  return true;
});
// "Os boletos vencidos e não pagos podem ser protestados" (POST /protestos).
export const protest = command(PROTEST_BODY, (t, ctx) => {
  if (t.protestado || today(ctx) <= String(t.body.dataVencimento)) return false;
  t.protestado = true;
  return true;
});
export const unprotest = command(PROTEST_BODY, (t) => {
  if (!t.protestado) return false;
  t.protestado = false;
  return true;
});

interface Solicitation {
  numeroCliente: number;
  tipoMovimento: number;
  dataInicial: string;
  dataFinal: string;
}

export async function requestMovements(
  req: SimRequest,
  _p: Record<string, string>,
  ctx: SimContext,
): Promise<SimResult> {
  const bad = check(MOVEMENTS_BODY, req.body);
  if (bad) return bad;
  const s = req.body as Solicitation;
  if (s.dataFinal < s.dataInicial || s.dataFinal > addDays(s.dataInicial, 2))
    return fail(400, "SIM_PERIODO", "As consultas estão limitadas em um período máximo de 2 dias.");
  const codigo = await nextSeq(ctx, "solicitacao");
  await ctx.store.put(`mov:${codigo}`, s);
  const mensagem =
    "Solicitação recebida com sucesso. Utilize o 'Código da Solicitação' para verificar se já foi processada.";
  return answer(200, { resultado: { codigoSolicitacao: codigo, mensagem } });
}

async function records(ctx: SimContext, s: Solicitation): Promise<unknown[]> {
  if (s.tipoMovimento !== 5) return [];
  const out: unknown[] = [];
  for (const [, t] of await ctx.store.list<SimTitle>(`title:${s.numeroCliente}:`))
    out.push(...(await settlementRecords(ctx, t, s.dataInicial, s.dataFinal)));
  return out;
}

export function movements(download: boolean) {
  return async (req: SimRequest, _p: Record<string, string>, ctx: SimContext): Promise<SimResult> => {
    const bad = check(MOVEMENTS_PARAMS, req.query);
    if (bad) return bad;
    const codigo = Number(req.query.codigoSolicitacao);
    const s = await ctx.store.get<Solicitation>(`mov:${codigo}`);
    if (!s || s.numeroCliente !== Number(req.query.numeroCliente))
      return fail(400, "SIM_SOLICITACAO", "Solicitação não encontrada.");
    const recs = await records(ctx, s);
    const fileId = codigo * 10 + 1;
    if (!download)
      return answer(200, {
        resultado: {
          quantidadeTotalRegistros: recs.length,
          quantidadeRegistrosArquivo: 500000,
          quantidadeArquivo: recs.length > 0 ? 1 : 0,
          idArquivos: recs.length > 0 ? [fileId] : [],
        },
      });
    if (req.query.idArquivo === undefined || Number(req.query.idArquivo) !== fileId || recs.length === 0)
      return fail(400, "SIM_ARQUIVO", "Arquivo não encontrado.");
    const nomeArquivo = `LIQUI_${s.numeroCliente}_${codigo}_0.json`;
    return answer(200, {
      resultado: {
        nomeArquivo: nomeArquivo.replace(".json", ".zip"),
        arquivo: movementsFile(nomeArquivo, recs),
      },
    });
  };
}

export async function registerWebhook(
  req: SimRequest,
  _p: Record<string, string>,
  ctx: SimContext,
): Promise<SimResult> {
  const bad = check(WEBHOOK_BODY, req.body);
  if (bad) return bad;
  const idWebhook = await nextSeq(ctx, "webhook");
  await ctx.store.put(`webhook:${idWebhook}`, { ...(req.body as Body), idWebhook });
  const validation = { headers: JSON_HEADERS, body: JSON.stringify({ idWebhook, validacaoWebhook: true }) };
  return answer(201, { resultado: { idWebhook } }, true, [validation]);
}

export async function ranges(req: SimRequest): Promise<SimResult> {
  const bad = check(RANGES_PARAMS, req.query);
  if (bad) return bad;
  const numeroCliente = Number(req.query.numeroCliente);
  const faixa = {
    numeroCliente,
    nomeCliente: "BENEFICIARIO SIMULADO",
    numeroInicial: 1,
    numeroFinal: 9999999,
    quantidade: 9999999,
  };
  return answer(200, { resultado: [{ ...faixa, validaDigitoVerificadorNossoNumero: true }] });
}
