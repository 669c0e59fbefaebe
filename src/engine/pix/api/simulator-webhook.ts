/**
 * The simulator's webhook registration (bacen/pix-api openapi.yaml 2.9.0, tag Webhook):
 * `PUT|GET|DELETE /v2/webhook/{chave}`. The key must be a DICT key (`WebhookOperacaoInvalida`
 * otherwise); a registered key's received Pix with a txid are POSTed to `<webhookUrl>/pix`.
 */
import { validateSchema } from "../../connect/schema";
import type { SimRoute } from "../../connect/sim";
import { pixKeyType } from "../fields";
import { WebhookChave, WebhookSolicitado } from "./published";
import { isoAt, json, problem, RECEBEDOR, violations, webhookKey } from "./simulator-common";

function badChave(chave: string) {
  const issues = validateSchema(WebhookChave, chave, "chave");
  if (issues.length === 0 && pixKeyType(chave) !== undefined) return null;
  return problem(
    400,
    "WebhookOperacaoInvalida",
    "Webhook inválido.",
    "o parâmetro {chave} não corresponde a uma chave DICT válida",
    [...violations(issues), { propriedade: "chave", razao: "não é uma chave DICT válida" }],
  );
}

const WEBHOOK_NOT_FOUND = () =>
  problem(404, "WebhookNaoEncontrado", "Webhook não encontrado.", "O webhook não encontra-se estabelecido.");

export const webhookRoutes: SimRoute[] = [
  {
    operation: "webhook_register",
    method: "PUT",
    path: "/v2/webhook/:chave",
    async handle(req, { chave = "" }, ctx) {
      const bad = badChave(chave);
      if (bad) return bad;
      const issues = validateSchema(WebhookSolicitado, req.body, "webhook");
      // `format: uri` (an absolute URI, RFC 3986 §4.3), which validateSchema does not check.
      const url = (req.body as { webhookUrl?: unknown } | null)?.webhookUrl;
      if (issues.length === 0 && !(typeof url === "string" && /^[a-z][a-z0-9+.-]*:\S+$/i.test(url)))
        issues.push({ path: "webhook.webhookUrl", message: "not an absolute URI" });
      if (issues.length > 0)
        return problem(
          400,
          "WebhookOperacaoInvalida",
          "Webhook inválido.",
          "webhookUrl inválido",
          violations(issues),
        );
      const { webhookUrl } = req.body as { webhookUrl: string };
      await ctx.store.put(webhookKey(chave), {
        webhookUrl,
        chave,
        cnpj: RECEBEDOR.cnpj,
        criacao: isoAt(ctx.now),
      });
      return { response: { status: 200, headers: {}, body: null }, committed: true };
    },
  },
  {
    operation: "webhook_register",
    method: "GET",
    path: "/v2/webhook/:chave",
    async handle(_req, { chave = "" }, ctx) {
      const hook = await ctx.store.get(webhookKey(chave));
      return hook ? json(200, hook) : WEBHOOK_NOT_FOUND();
    },
  },
  {
    operation: "webhook_register",
    method: "DELETE",
    path: "/v2/webhook/:chave",
    async handle(_req, { chave = "" }, ctx) {
      if (!(await ctx.store.get(webhookKey(chave)))) return WEBHOOK_NOT_FOUND();
      await ctx.store.delete(webhookKey(chave));
      return { response: { status: 204, headers: {}, body: null }, committed: true };
    },
  },
];
