/**
 * A simulated Itaú speaking the published paths: cash_management v2 `POST /boletos`, `GET /boletos`
 * and `PATCH /boletos/{id_boleto}/<instrução>`, and boletos v3 `GET /francesas/{id}/movimentacoes`
 * and `POST /notificacoes_boletos`. Every request is validated against published*.ts first (400 in
 * Itaú's `{codigo, mensagem, campos[{campo, mensagem, valor}]}` shape). Wordings the sources do not
 * give (the duplicate and business-rule messages) are lote's and say so in the docs page.
 */

import { validateSchema } from "../../../connect/schema";
import { nextSeq, type SimContext, type SimResult, type SimulatorSpec } from "../../../connect/sim";
import { addDays, mustIsoToDays } from "../../../math/date";
import { REGISTER_REQUEST } from "./published";
import { QUERY_PARAMS } from "./published-instructions";
import { simulatedCodes } from "./simulator-codes";
import {
  answer,
  err,
  francesaRoute,
  instructionRoutes,
  invalid,
  type Obj,
  webhookRegisterRoute,
} from "./simulator-routes";
import {
  findTitle,
  movementOf,
  notificationOf,
  queryView,
  type SimTitle,
  saveTitle,
  titlesAt,
  todayOf,
} from "./simulator-store";

/** Cents from a registration amount: 17 digits, or a decimal with a point (both published). */
const cents = (s: string) => (s.includes(".") ? Number(s.replace(".", "")) : Number(s));
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

async function registerRoute(req: { body: unknown }, ctx: SimContext): Promise<SimResult> {
  const issues = validateSchema(REGISTER_REQUEST, req.body, "", REGISTER_REQUEST);
  if (issues.length) return invalid(issues);
  const data = (req.body as { data: Obj }).data;
  const dado = data.dado_boleto as Obj;
  const ind = (dado.dados_individuais_boleto as Obj[])[0] as Obj;
  const idBen = (data.beneficiario as Obj).id_beneficiario as string;
  const carteira = dado.codigo_carteira as string;
  const nosso = ind.numero_nosso_numero as string;
  const today = todayOf(ctx);
  const due = (ind.data_vencimento as string | undefined) ?? today;
  const rule = (campo: string, mensagem: string, valor = "") =>
    answer(422, err(422, "Erro semântico", [{ campo, mensagem, valor }]));
  if ((dado.data_emissao as string) > today)
    return rule("data_emissao", "Não aceita data futura", dado.data_emissao as string);
  if (due < (dado.data_emissao as string))
    return rule("data_vencimento", "Vencimento anterior à emissão", due);
  if (cents(dado.valor_total_titulo as string) !== cents(ind.valor_titulo as string))
    return rule("valor_total_titulo", "Valor total diferente da soma dos boletos");
  const valor = cents(ind.valor_titulo as string);
  const abat = dado.valor_abatimento ? cents(dado.valor_abatimento as string) : 0;
  if (abat >= valor && abat > 0)
    return rule("valor_abatimento", "Abatimento deve ser menor que o valor do título");
  const existing = await titlesAt(ctx, idBen, carteira, nosso);
  const blocking = existing.find((t) => !t.baixa_em || mustIsoToDays(today) - mustIsoToDays(t.baixa_em) < 45);
  if (blocking) return rule("numero_nosso_numero", "Nosso número já utilizado para este beneficiário", nosso);
  const codes = simulatedCodes({ id_beneficiario: idBen, carteira, nosso, due, valor_cents: valor });
  const t: SimTitle = {
    id_boleto: uuid(await nextSeq(ctx, "itau-title")),
    id_beneficiario: idBen,
    carteira,
    nosso,
    dac: codes.dac,
    especie: dado.codigo_especie as string,
    data_emissao: dado.data_emissao as string,
    due,
    valor_cents: valor,
    abatimento_cents: abat,
    ...(ind.texto_seu_numero ? { seu_numero: ind.texto_seu_numero as string } : {}),
    pagador: dado.pagador,
    ...(codes.barcode ? { barcode: codes.barcode, line: codes.line } : {}),
    situacao: "Em Aberto",
    ...(dado.juros ? { juros: dado.juros } : {}),
    ...(dado.multa ? { multa: dado.multa } : {}),
    ...(dado.desconto ? { desconto: dado.desconto } : {}),
    payments: [],
  };
  const efetivar = data.etapa_processo_boleto === "efetivacao";
  if (efetivar) await saveTitle(ctx, t);
  const out = {
    ...ind,
    id_boleto_individual: t.id_boleto,
    dac_titulo: t.dac,
    ...(t.barcode ? { codigo_barras: t.barcode, numero_linha_digitavel: t.line } : {}),
    data_limite_pagamento: (ind.data_limite_pagamento as string | undefined) ?? addDays(due, 3650),
  };
  const body = {
    data: { ...data, id_boleto: t.id_boleto, dado_boleto: { ...dado, dados_individuais_boleto: [out] } },
  };
  return answer(200, body, efetivar);
}

async function queryRoute(
  req: { query: Readonly<Record<string, string>> },
  ctx: SimContext,
): Promise<SimResult> {
  const issues = validateSchema(QUERY_PARAMS, { ...req.query }, "query");
  if (issues.length) return invalid(issues);
  const q = req.query;
  const list =
    q.codigo_carteira && q.nosso_numero
      ? await titlesAt(ctx, q.id_beneficiario as string, q.codigo_carteira, q.nosso_numero.slice(-8))
      : [];
  if (list.length === 0) return answer(204, null);
  const today = todayOf(ctx);
  const links = { first: "", last: "", previous: "", next: "" };
  const page = { page: 0, total_pages: 1, total_elements: list.length, page_size: list.length, links };
  return answer(200, { data: list.map((t) => queryView(t, today)), page });
}

/** Itaú's simulator. */
export const simulator: SimulatorSpec = {
  provider: "341",
  titlePrefix: "itau:title:",
  tokenPath: "/api/oauth/token",
  clientAuth: "form",
  mtls: true,
  apiKey: { in: "header", name: "x-itau-apikey" },
  routes: [
    {
      operation: "register",
      method: "POST",
      path: "/boletos",
      handle: (req, _p, ctx) => registerRoute(req, ctx),
    },
    { operation: "query", method: "GET", path: "/boletos", handle: (req, _p, ctx) => queryRoute(req, ctx) },
    ...instructionRoutes,
    francesaRoute,
    webhookRegisterRoute,
  ],
  error: (status, _code, message) => err(status, message),
  async pay(ctx, title, payment) {
    const t = await findTitle(ctx, title);
    if (!t) return { found: false, webhooks: [] };
    const p = {
      cents: payment.amount_cents,
      date: payment.paid_on,
      pix: payment.channel === "pix",
      seq: await nextSeq(ctx, "itau-pay"),
    };
    t.payments.push(p);
    const paid = t.payments.reduce((s, x) => s + x.cents, 0);
    if (paid >= t.valor_cents - t.abatimento_cents) {
      t.situacao = "Pago";
      t.baixa_em = payment.paid_on;
      t.motivo_baixa = "Baixa por ter sido liquidado";
    }
    await saveTitle(ctx, t);
    await ctx.store.put(
      `itau:mov:${t.id_beneficiario}:${p.date}:${String(p.seq).padStart(6, "0")}`,
      movementOf(t, p),
    );
    const body = JSON.stringify(notificationOf(t, p, todayOf(ctx)));
    return { found: true, webhooks: [{ headers: { "content-type": "application/json" }, body }] };
  },
};
