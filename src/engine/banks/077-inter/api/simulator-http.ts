/**
 * The Inter simulator's answers and checks: Inter's `Problema` error body, the validation of
 * headers, bodies and queries against `published*.ts`, loading titles, the first read's
 * emission, and the callbacks to the registered webhook. Wording Inter does not publish (refusals
 * other than validation) is lote's.
 */
import { type JsonSchema, type SchemaIssue, validateSchema } from "../../../connect/schema";
import type { SimContext, SimRequest, SimResult, SimWebhook } from "../../../connect/sim";
import { HEADERS, UUID } from "./published";
import { callbackView, type SimTitle, situacaoOf, spToday, titleKey } from "./simulator-state";

export const BASE = "/cobranca/v3/cobrancas";
/** The situações a title can still be paid, edited or cancelled in. */
export const OPEN = ["A_RECEBER", "ATRASADO"];

/** The titles of Inter's published error examples (401 and 429 have none: lote's). */
export const TITLES: Record<number, string> = {
  400: "Dados inválidos.",
  401: "Não Autorizado",
  403: "Acesso Negado",
  404: "Não Encontrado",
  429: "Muitas Requisições",
  500: "Erro Interno",
  503: "Serviço Indisponível",
};

export const reply = (
  status: number,
  body: unknown,
  committed = false,
  webhooks: SimWebhook[] = [],
): SimResult => ({
  response: { status, headers: body === null ? {} : { "content-type": "application/json" }, body },
  committed,
  ...(webhooks.length > 0 ? { webhooks } : {}),
});

/** Inter's 400: `Problema` with one violation per problem (the published example's shape). */
export function invalid(ctx: SimContext, issues: { razao: string; propriedade?: string }[]): SimResult {
  return reply(400, {
    title: TITLES[400],
    detail:
      "Verifique se os dados informados estão de acordo com a documentação disponibilizada e tente novamente.",
    timestamp: new Date(ctx.now).toISOString(),
    violacoes: issues,
  });
}

/** A refusal of what the state does not allow (lote's wording; Inter publishes none). */
export const refused = (ctx: SimContext, razao: string) => invalid(ctx, [{ razao }]);

export const notFound = () =>
  reply(404, { title: TITLES[404], status: 404, detail: "Entidade não encontrada." });

const violations = (issues: SchemaIssue[]) => issues.map((i) => ({ razao: i.message, propriedade: i.path }));

/** Validates the headers and, when given, the body and the query: the 400 to answer, or null. */
export function check(
  ctx: SimContext,
  req: SimRequest,
  schemas: { body?: JsonSchema; query?: JsonSchema } = {},
): SimResult | null {
  const issues = [
    ...validateSchema(HEADERS, req.headers, "header"),
    ...(schemas.body ? validateSchema(schemas.body, req.body ?? null, "body") : []),
    ...(schemas.query ? validateSchema(schemas.query, req.query, "query") : []),
  ];
  return issues.length > 0 ? invalid(ctx, violations(issues)) : null;
}

export async function load(ctx: SimContext, id: string | undefined): Promise<SimTitle | undefined> {
  if (id === undefined || validateSchema(UUID, id).length > 0) return undefined;
  return ctx.store.get<SimTitle>(titleKey(id));
}

export async function save(ctx: SimContext, t: SimTitle): Promise<void> {
  await ctx.store.put(titleKey(t.id), t);
}

/**
 * The callback Inter posts for `t`'s situação, to `url` or the registered webhook, stamped `at`
 * (default: now).
 */
export async function callback(
  ctx: SimContext,
  t: SimTitle,
  url?: string,
  at?: string,
): Promise<SimWebhook[]> {
  const target = url ?? (await ctx.store.get<{ url: string }>("inter:webhook"))?.url;
  if (!target) return [];
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (t.account) headers["x-conta-corrente"] = t.account;
  return [{ headers, body: JSON.stringify([callbackView(t, at ?? new Date(ctx.now).toISOString())]) }];
}

/** A read: the first one of a new title sees EM_PROCESSAMENTO and completes the emission (callback). */
export async function read(
  ctx: SimContext,
  t: SimTitle,
): Promise<{ situacao: string; webhooks: SimWebhook[] }> {
  if (t.emitted) return { situacao: situacaoOf(t, spToday(ctx)), webhooks: [] };
  t.emitted = true;
  await save(ctx, t);
  return { situacao: "EM_PROCESSAMENTO", webhooks: await callback(ctx, t) };
}
