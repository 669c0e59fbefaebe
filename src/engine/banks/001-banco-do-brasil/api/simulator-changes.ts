/**
 * The Banco do Brasil simulator's changes: `PATCH /cobrancas/v2/boletos/{id}` (one indicator "S"
 * per call, its block applied; due date and nominal value recompute the codes as BB does) and
 * `POST /cobrancas/v2/boletos/{id}/baixar`. Each body is checked against the published schema
 * first (published-alter.ts, published.ts). Answers: `{numeroContratoCobranca, dataAtualizacao,
 * horarioAtualizacao}` (ACBr ACBrBoletoRet_BancoBrasil_API.pas tpAltera @0adf3eb) and
 * `{numeroContratoCobranca, dataBaixa, horarioBaixa}` (imobanco/bb-wrapper baixa_boleto.json @88f3074).
 */
import type { SimContext, SimRequest, SimResult } from "../../../connect/sim";
import { WRITE_OFF_BODY } from "./published";
import { ALTER_BODY } from "./published-alter";
import {
  answer,
  bbCodes,
  cents,
  clock,
  fail,
  fromBb,
  invalid,
  load,
  type SimTitle,
  titleKey,
  toBb,
} from "./simulator-state";

/** BB's states of a title "em ser" (changes and write-offs are refused otherwise). */
export const OPEN = new Set([1, 18]);

/** Applies the single alteration a PATCH carries ("uma alteração por chamada"). */
function alter(t: SimTitle, b: Record<string, unknown>): string | null {
  const on = Object.keys(b).filter((k) => k.startsWith("indicador") && b[k] === "S");
  if (on.length !== 1) return "informe exatamente um indicador de alteração igual a S";
  const block = (k: string) => (b[k] ?? {}) as Record<string, unknown>;
  const which = on[0] as string;
  switch (which) {
    case "indicadorNovaDataVencimento": {
      const d = block("alteracaoData").novaDataVencimento;
      if (typeof d !== "string") return "alteracaoData.novaDataVencimento obrigatório";
      t.due = fromBb(d);
      Object.assign(t, bbCodes(t.numero, t.carteira, t.due, t.amount));
      break;
    }
    case "indicadorNovoValorNominal": {
      const v = block("alteracaoValor").novoValorNominal;
      const c = cents(v);
      if (c === undefined) return "alteracaoValor.novoValorNominal obrigatório";
      t.amount = c;
      Object.assign(t, bbCodes(t.numero, t.carteira, t.due, t.amount));
      break;
    }
    case "indicadorIncluirAbatimento": {
      const v = block("abatimento").valorAbatimento;
      const c = cents(v);
      if (c === undefined) return "abatimento.valorAbatimento obrigatório";
      t.rebate = c;
      break;
    }
    case "indicadorAlterarAbatimento": {
      const c = cents(block("alteracaoAbatimento").novoValorAbatimento ?? 0);
      if (c === undefined) return "alteracaoAbatimento.novoValorAbatimento inválido";
      t.rebate = c;
      break;
    }
    case "indicadorProtestar": {
      const d = block("protesto").quantidadeDiasProtesto;
      if (typeof d !== "number") return "protesto.quantidadeDiasProtesto obrigatório";
      t.protestDays = d;
      break;
    }
    case "indicadorSustacaoProtesto":
    case "indicadorCancelarProtesto":
      t.protestDays = undefined;
      break;
  }
  t.changes.push(which);
  return null;
}

export async function change(
  req: SimRequest,
  p: Record<string, string>,
  ctx: SimContext,
): Promise<SimResult> {
  const bad = await invalid(ctx, ALTER_BODY, req.body, "body");
  if (bad) return bad;
  const b = req.body as Record<string, unknown>;
  const t = await load(ctx, p.id as string);
  if (!t || t.convenio !== b.numeroConvenio) return fail(ctx, 404, "SIM0404", "Boleto não encontrado.");
  if (!OPEN.has(t.state)) return fail(ctx, 400, "SIM0002", "Boleto não está em ser.");
  const problem = alter(t, b);
  if (problem) return fail(ctx, 400, "SIM0002", problem);
  await ctx.store.put(titleKey(t.numero), t);
  const now = clock(ctx);
  return answer(
    200,
    { numeroContratoCobranca: t.convenio, dataAtualizacao: toBb(now.iso), horarioAtualizacao: now.time },
    true,
  );
}

export async function writeOff(
  req: SimRequest,
  p: Record<string, string>,
  ctx: SimContext,
): Promise<SimResult> {
  const bad = await invalid(ctx, WRITE_OFF_BODY, req.body, "body");
  if (bad) return bad;
  const t = await load(ctx, p.id as string);
  if (!t || t.convenio !== (req.body as { numeroConvenio: number }).numeroConvenio)
    return fail(ctx, 404, "SIM0404", "Boleto não encontrado.");
  if (!OPEN.has(t.state)) return fail(ctx, 400, "SIM0002", "Boleto não está em ser.");
  const now = clock(ctx);
  t.state = 7;
  t.movedOn = now.iso;
  await ctx.store.put(titleKey(t.numero), t);
  return answer(
    200,
    { numeroContratoCobranca: String(t.convenio), dataBaixa: toBb(now.iso), horarioBaixa: now.time },
    true,
  );
}
