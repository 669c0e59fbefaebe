/**
 * A simulator of Bradesco's API Cobrança, speaking its paths (below the API host), its auth (a
 * JWT-bearer token route of its own — the harness's token endpoint speaks client credentials
 * only — and the signature headers on every call; the `access-token` header is the harness's API
 * key check) and its error bodies. Every request is validated against published.ts first.
 *
 * Bradesco publishes no error codes in the sources found: the codes below (`SIM_…`) are the
 * simulator's own; the duplicate's message says "já registrado", as lote's parser reads it.
 */
import type { SimContext, SimRequest, SimResult, SimRoute, SimulatorSpec } from "../../../connect/sim";
import { padDigits } from "../../../math/check-digits";
import { QUERY_BODY, REGISTER_BODY, TOKEN_FORM, WRITE_OFF_BODY } from "./published";
import {
  answer,
  authorize,
  check,
  fail,
  issueToken,
  queryAnswer,
  registerAnswer,
  type SimTitle,
  titleKey,
  today,
} from "./simulator-state";

type Params = Record<string, string>;
type Ref = { negociacao: number; nossoNumero: number };

async function token(req: SimRequest, _p: Params, ctx: SimContext): Promise<SimResult> {
  const bad = check(TOKEN_FORM, req.body);
  if (bad) return bad;
  return issueToken(ctx, String((req.body as { assertion: string }).assertion));
}

async function register(req: SimRequest, _p: Params, ctx: SimContext): Promise<SimResult> {
  const refused = (await authorize(ctx, req)) ?? check(REGISTER_BODY, req.body);
  if (refused) return refused;
  const b = req.body as Record<string, string>;
  const nn = b.nuTitulo === "0" ? String(await nextNumber(ctx)) : String(b.nuTitulo);
  const key = titleKey(b.nuNegociacao, nn);
  if (await ctx.store.get(key))
    return fail(422, "SIM_DUPLICADO", "Título já registrado para a negociação", "nuTitulo");
  const t: SimTitle = {
    body: b,
    nossoNumero: padDigits(nn, 11),
    status: "A VENCER",
    registeredOn: today(ctx),
    payments: [],
  };
  await ctx.store.put(key, t);
  return answer(200, registerAnswer(t), true);
}

async function nextNumber(ctx: SimContext): Promise<number> {
  const n = ((await ctx.store.get<number>("seq:nossoNumero")) ?? 0) + 1;
  await ctx.store.put("seq:nossoNumero", n);
  return 90000000000 + n;
}

async function query(req: SimRequest, _p: Params, ctx: SimContext): Promise<SimResult> {
  const refused = (await authorize(ctx, req)) ?? check(QUERY_BODY, req.body);
  if (refused) return refused;
  const r = req.body as Ref;
  const t = await ctx.store.get<SimTitle>(titleKey(r.negociacao, r.nossoNumero));
  if (!t)
    return answer(200, {
      STATUS: 8,
      TRANSACAO: "BRPC",
      MENSAGEM: "TITULO NAO ENCONTRADO",
      CAUSA: "",
      QUANTIDADEMENSAGENS: 0,
      LISTA: [],
    });
  return answer(200, queryAnswer(t));
}

async function writeOff(req: SimRequest, _p: Params, ctx: SimContext): Promise<SimResult> {
  const refused = (await authorize(ctx, req)) ?? check(WRITE_OFF_BODY, req.body);
  if (refused) return refused;
  const r = req.body as Ref;
  const key = titleKey(r.negociacao, r.nossoNumero);
  const t = await ctx.store.get<SimTitle>(key);
  if (!t) return fail(404, "SIM_NAO_ENCONTRADO", "Título não encontrado", "nossoNumero");
  if (t.status !== "A VENCER") return fail(422, "SIM_SITUACAO", "Situação do título não permite a baixa");
  t.status = "BAIXADO";
  await ctx.store.put(key, t);
  return answer(200, { codigoRetorno: "0", mensagemRetorno: "BAIXA EFETUADA" }, true);
}

const routes: SimRoute[] = [
  { operation: "query", method: "POST", path: "/auth/server/v1.1/token", handle: token },
  { operation: "register", method: "POST", path: "/v1/boleto/registrarBoleto", handle: register },
  { operation: "query", method: "POST", path: "/v1/boleto/titulo-consultar", handle: query },
  { operation: "write_off", method: "POST", path: "/v1/boleto/titulo-baixar", handle: writeOff },
];

/** Bradesco's simulator spec. */
export const simulator: SimulatorSpec = {
  provider: "237",
  mtls: true,
  apiKey: { in: "header", name: "access-token" },
  routes,
  error: (status, code, message) => ({ code: status, message: `${code}: ${message}` }),
  async pay(ctx, title, payment) {
    for (const [key, t] of await ctx.store.list<SimTitle>("title:")) {
      const hit =
        (title.id !== undefined && Number(title.id) === Number(t.nossoNumero)) ||
        (title.our_number !== undefined && Number(title.our_number) === Number(t.nossoNumero));
      if (!hit) continue;
      t.payments.push({ amount_cents: payment.amount_cents, paid_on: payment.paid_on });
      t.status = "LIQUIDADO";
      await ctx.store.put(key, t);
      // Bradesco's API Cobrança sends no payment webhook in the sources found: a query shows it.
      return { found: true, webhooks: [] };
    }
    return { found: false, webhooks: [] };
  },
};
