/**
 * The simulator's instruction routes (`PATCH /boletos/{id_boleto}/<instrução>`, cash_management v2
 * 2.75.147), the francesa (`GET /francesas/{id}/movimentacoes`) and the notification registration
 * (`POST /notificacoes_boletos`, boletos v3 1.34.1), with the error shape they share. Each request is
 * validated against published-instructions.ts first.
 */

import { validateSchema } from "../../../connect/schema";
import type { SimResult, SimRoute } from "../../../connect/sim";
import {
  FRANCESA_PARAMS,
  INSTRUCTION_BODIES,
  INSTRUCTION_ID,
  WEBHOOK_REGISTER,
} from "./published-instructions";
import { simulatedCodes } from "./simulator-codes";
import { type movementOf, type SimTitle, saveTitle, titleOfInstructionId, todayOf } from "./simulator-store";

export type Obj = Record<string, unknown>;
/** Itaú's error body: `{codigo, mensagem, campos[{campo, mensagem, valor}]}`. */
export const err = (
  status: number,
  mensagem: string,
  campos: { campo: string; mensagem: string; valor?: string }[] = [],
) => ({
  codigo: String(status),
  mensagem,
  ...(campos.length ? { campos: campos.map((c) => ({ valor: "", ...c })) } : {}),
});
/** A simulator answer (JSON unless the body is null). */
export const answer = (status: number, body: unknown, committed = false): SimResult => ({
  response: { status, headers: body === null ? {} : { "content-type": "application/json" }, body },
  committed,
});
/** A schema violation as Itaú's 400. */
export const invalid = (issues: { path: string; message: string }[]) =>
  answer(
    400,
    err(
      400,
      "Parâmetros incorretos",
      issues.map((i) => ({ campo: i.path, mensagem: i.message })),
    ),
  );

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

/** `PATCH /boletos/:id_boleto/<path>`, one route per instruction lote sends. */
export const instructionRoutes: SimRoute[] = Object.entries(OPS).map(([what, operation]) => ({
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

/** One day of a francesa. */
export const francesaRoute: SimRoute = {
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

/** The notification registration. */
export const webhookRegisterRoute: SimRoute = {
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
