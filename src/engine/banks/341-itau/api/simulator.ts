/**
 * A simulated Itaú speaking the published paths: cash_management v2 `POST /boletos`, `GET /boletos`
 * and `PATCH /boletos/{id_boleto}/<instrução>`, and boletos v3 `GET /francesas/{id}/movimentacoes`
 * and `POST /notificacoes_boletos`. Every request is validated against published*.ts first (400 in
 * Itaú's `{codigo, mensagem, campos[{campo, mensagem, valor}]}` shape). Wordings the sources do not
 * give (the duplicate and business-rule messages) are lote's and say so in the docs page.
 */

import { validateSchema } from "../../../connect/schema";
import {
  nextSeq,
  type SimContext,
  type SimResult,
  type SimRoute,
  type SimulatorSpec,
} from "../../../connect/sim";
import { addDays, mustIsoToDays } from "../../../math/date";
import { REGISTER_REQUEST } from "./published";
import {
  FRANCESA_PARAMS,
  INSTRUCTION_BODIES,
  INSTRUCTION_ID,
  QUERY_PARAMS,
  WEBHOOK_REGISTER,
} from "./published-instructions";
import { simulatedCodes } from "./simulator-codes";
import {
  findTitle,
  movementOf,
  notificationOf,
  queryView,
  type SimTitle,
  saveTitle,
  titleOfInstructionId,
  titlesAt,
  todayOf,
} from "./simulator-store";

type Obj = Record<string, unknown>;
const err = (
  status: number,
  mensagem: string,
  campos: { campo: string; mensagem: string; valor?: string }[] = [],
) => ({
  codigo: String(status),
  mensagem,
  ...(campos.length ? { campos: campos.map((c) => ({ valor: "", ...c })) } : {}),
});
const answer = (status: number, body: unknown, committed = false): SimResult => ({
  response: { status, headers: body === null ? {} : { "content-type": "application/json" }, body },
  committed,
});
const invalid = (issues: { path: string; message: string }[]) =>
  answer(
    400,
    err(
      400,
      "Parâmetros incorretos",
      issues.map((i) => ({ campo: i.path, mensagem: i.message })),
    ),
  );
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

/** Applies one instruction to an open title; a string is the 422 message when it cannot. */
function apply(t: SimTitle, what: string, body: Obj, today: string): string | undefined {
  const dec = (s: unknown) => Number(String(s).replace(".", ""));
  if (what === "data_vencimento") t.due = body.data_vencimento as string;
  else if (what === "valor_nominal") t.valor_cents = dec(body.valor_titulo);
  else if (what === "abatimento") {
    const v = dec(body.valor_abatimento);
    if (v >= t.valor_cents) return "Abatimento deve ser menor que o valor do título";
    t.abatimento_cents = v;
  } else if (what === "baixa") {
    t.situacao = "Baixado";
    t.baixa_em = today;
    t.motivo_baixa = "Baixa solicitada pelo beneficiário";
  } else if (what === "protesto") {
    const p = body.protesto as Obj;
    if (p.codigo_tipo_protesto === 1 && !p.quantidade_dias_protesto)
      return "Quantidade de dias de protesto obrigatória";
    t.protesto = p;
  } else t[what as "juros" | "multa" | "desconto"] = body[what];
  if (what === "data_vencimento" || what === "valor_nominal") {
    const c = simulatedCodes({ ...t, valor_cents: t.valor_cents });
    if (c.barcode) Object.assign(t, { barcode: c.barcode, line: c.line });
  }
  return undefined;
}

const OPS: Record<string, SimRoute["operation"]> = {
  data_vencimento: "due_date_change",
  valor_nominal: "amount_change",
  abatimento: "rebate",
  baixa: "write_off",
  juros: "interest_change",
  multa: "fine_change",
  desconto: "discount_change",
  protesto: "protest",
};

const instructionRoutes: SimRoute[] = Object.entries(OPS).map(([what, operation]) => ({
  operation,
  method: "PATCH",
  path: `/boletos/:id_boleto/${what}`,
  async handle(req, params, ctx) {
    const id = params.id_boleto ?? "";
    const issues = [
      ...validateSchema({ type: "string", pattern: INSTRUCTION_ID }, id, "id_boleto"),
      ...validateSchema(INSTRUCTION_BODIES[what] ?? {}, req.body ?? {}, "body"),
    ];
    if (issues.length) return invalid(issues);
    const t = await titleOfInstructionId(ctx, id);
    if (!t) return answer(404, err(404, "Recurso inexistente"));
    if (t.situacao !== "Em Aberto")
      return answer(
        422,
        err(422, t.situacao === "Pago" ? "Boleto já liquidado" : "Boleto baixado", [
          { campo: "id_boleto", mensagem: "Não é possível comandar instrução para este boleto", valor: id },
        ]),
      );
    const problem = apply(t, what, (req.body ?? {}) as Obj, todayOf(ctx));
    if (problem) return answer(422, err(422, "Erro semântico", [{ campo: what, mensagem: problem }]));
    await saveTitle(ctx, t);
    return answer(204, null, true);
  },
}));

const francesaRoute: SimRoute = {
  operation: "settled",
  method: "GET",
  path: "/francesas/:id_francesa/movimentacoes",
  async handle(req, params, ctx) {
    const issues = validateSchema(FRANCESA_PARAMS, { ...req.query }, "query");
    if (!/^\d{12}$/.test(params.id_francesa ?? ""))
      issues.push({ path: "id_francesa", message: "12 digits" });
    if (issues.length) return invalid(issues);
    const rows = await ctx.store.list<ReturnType<typeof movementOf>>(
      `itau:mov:${params.id_francesa}:${req.query.data}:`,
    );
    const tipo = req.query.tipo_movimentacao;
    const data = rows.map(([, m]) => m).filter((m) => !tipo || m.tipo_movimentacao === tipo);
    if (data.length === 0) return answer(204, null);
    const links = { first: "", last: "", previous: "", next: "" };
    return answer(200, {
      data,
      pagination: { links, page: 0, total_pages: 1, total_elements: data.length, page_size: data.length },
    });
  },
};

const webhookRegisterRoute: SimRoute = {
  operation: "webhook_register",
  method: "POST",
  path: "/notificacoes_boletos",
  async handle(req, _params, ctx) {
    const issues = validateSchema(WEBHOOK_REGISTER, req.body, "body");
    if (issues.length) return invalid(issues);
    const d = (req.body as { data: Obj }).data;
    const rows = (d.tipos_notificacoes as string[]).map((tipo, n) => ({
      id_notificacao_boleto: `${d.id_beneficiario}0${n + 1}`,
      id_beneficiario: d.id_beneficiario,
      tipo_notificacao: tipo,
      webhook_url: d.webhook_url,
      webhook_oauth_url: d.webhook_oauth_url,
      valor_minimo: d.valor_minimo ?? 0.1,
    }));
    await ctx.store.put(`itau:webhook:${d.id_beneficiario}`, rows);
    return answer(201, { data: rows }, true);
  },
};

/** Itaú's simulator. */
export const simulator: SimulatorSpec = {
  provider: "341",
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
