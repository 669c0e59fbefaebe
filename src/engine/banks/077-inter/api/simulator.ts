/**
 * A simulated Banco Inter API Cobrança v3 for the harness (`connect/sim.ts`): Inter's paths
 * (`simulator-routes.ts`), OAuth2 client credentials at `/oauth/v2/token` with the client id and
 * secret in the form, behind mTLS; every body, query and header validated against the published
 * schemas (`published*.ts`); Inter's `Problema` error body; payments of any amount, by boleto or
 * Pix, answered with the `CallbackCobranca` Inter posts to the webhook.
 *
 * Sources: Inter API Cobrança v3 and Token references (developers.inter.co/references/
 * cobranca-bolepix, …/token), as the OpenAPI in edusouza/inter-pj-cli
 * spec/inter-empresas-openapi.json @29c94b63.
 */
import type { SimulatorSpec } from "../../../connect/sim";
import { callback, load, OPEN, save, TITLES } from "./simulator-http";
import { interRoutes } from "./simulator-routes";
import { codesOf, type SimTitle, situacaoOf, spToday } from "./simulator-state";

/** A title by id, nosso número or Pix txid. */
async function find(
  ctx: Parameters<SimulatorSpec["pay"]>[0],
  title: Parameters<SimulatorSpec["pay"]>[1],
): Promise<SimTitle | undefined> {
  const byId = await load(ctx, title.id);
  if (byId) return byId;
  const all = (await ctx.store.list<SimTitle>("inter:title:")).map(([, t]) => t);
  return all.find(
    (t) =>
      (title.our_number !== undefined && t.nossoNumero === title.our_number) ||
      (title.txid !== undefined && codesOf(t).pix?.txid === title.txid),
  );
}

export const simulator: SimulatorSpec = {
  provider: "077",
  titlePrefix: "inter:title:",
  tokenPath: "/oauth/v2/token",
  clientAuth: "form",
  mtls: true,
  routes: interRoutes,
  error: (status, _code, message) => ({ title: TITLES[status] ?? "Erro", status, detail: message }),
  async pay(ctx, title, payment, settings) {
    const t = await find(ctx, title);
    if (!t || !OPEN.includes(situacaoOf(t, spToday(ctx)))) return { found: false, webhooks: [] };
    t.situacao = "RECEBIDO";
    t.receivedCents = payment.amount_cents;
    t.origem = payment.channel === "pix" ? "PIX" : "BOLETO";
    t.paidAt = t.dataSituacao = payment.paid_on;
    t.emitted = true;
    await save(ctx, t);
    // The harness gives the day only: the callback says noon of that day in São Paulo.
    const at = `${payment.paid_on}T12:00:00.000-03:00`;
    return { found: true, webhooks: await callback(ctx, t, settings.webhookUrl, at) };
  },
};
