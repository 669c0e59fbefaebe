/**
 * A simulator of Safra's cobrança API: the password grant at `/gateway/v1/oauth2/token` (the
 * harness, `client_id` only in the form), `POST /boletos` and `GET /boletos`. Every call must
 * carry a UUID `Safra-Correlation-ID`; bodies and queries are validated against published.ts
 * first (400 `{ code, message }`, the PHP client's error shape; 400 "NOSSO NUMERO JA EXISTENTE EM
 * NOSSA BASE" for a duplicate, as that client shows). It answers the registration under `data`
 * (`numero`, `numeroCliente`, `codigoBarras`, `linhaDigitavel`) and a query with `content[]`
 * (ACBr's list). Codes follow lote's Safra rule for the simulated account (agência 1234-5, conta
 * 00012345-6). The codes `SIM_…` are the simulator's own. No payment webhook: a paid title shows
 * in its query (`situacao` PAGO).
 */
import { assembleBarcode, barcodeToDigitableLine, formatDigitableLine } from "../../../boleto/barcode";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { SimContext, SimRequest, SimResult, SimRoute, SimulatorSpec } from "../../../connect/sim";
import { padDigits } from "../../../math/check-digits";
import { dueFactor } from "../../../math/due-factor";
import { boleto as rules } from "../boleto";
import { CORRELATION_HEADER, QUERY, REGISTER_BODY } from "./published";

type Obj = Record<string, unknown>;

/** The simulated account. */
export const SIM_ACCOUNT = {
  agency: "1234",
  agency_digit: "5",
  account: "12345",
  account_digit: "6",
  wallet: "1",
} as const;
const AGENCIA = "12345";
const CONTA = "000123456";

interface SimTitle {
  documento: Obj;
  situacao: string;
  recebido?: { valor: number; data: string };
}

const JSON_HEADERS = { "content-type": "application/json" };
const answer = (status: number, body: unknown, committed = false): SimResult => ({
  response: { status, headers: JSON_HEADERS, body },
  committed,
});
const fail = (status: number, code: string, message: string) => answer(status, { code, message });

function check(schema: JsonSchema, value: unknown): SimResult | null {
  const issues = validateSchema(schema, value);
  if (issues.length === 0) return null;
  return fail(400, "SIM_SCHEMA", issues.map((i) => `${i.path || "(corpo)"}: ${i.message}`).join("; "));
}

function correlation(req: SimRequest): SimResult | null {
  return validateSchema(CORRELATION_HEADER, req.headers["safra-correlation-id"] ?? "").length > 0
    ? fail(400, "SIM_CORRELATION", "Safra-Correlation-ID inválido")
    : null;
}

function account(a: { agencia?: unknown; conta?: unknown }): SimResult | null {
  return a.agencia === AGENCIA && a.conta === CONTA
    ? null
    : fail(403, "SIM_CONTA", "Agência e conta não autorizadas");
}

function codesOf(d: Obj) {
  const nn = String(d.numeroCliente);
  const input = { ...SIM_ACCOUNT, our_number: nn.slice(0, 8) } as Parameters<typeof rules.freeField>[0];
  const barcode = assembleBarcode(
    "422",
    dueFactor(String(d.dataVencimento)),
    padDigits(String(Math.round(Number(d.valor) * 100)), 10),
    rules.freeField(input),
  );
  return { codigoBarras: barcode, linhaDigitavel: formatDigitableLine(barcodeToDigitableLine(barcode)) };
}

const view = (t: SimTitle): Obj => ({
  nossoNumero: t.documento.numeroCliente,
  numero: t.documento.numero,
  numeroCliente: t.documento.numeroCliente,
  valorNominal: t.documento.valor,
  dataVencimento: t.documento.dataVencimento,
  situacao: t.situacao,
  ...(t.recebido
    ? { valorTotalRecebimento: t.recebido.valor, dataHoraSituacao: `${t.recebido.data}T10:00:00` }
    : {}),
  pagador: t.documento.pagador,
  ...codesOf(t.documento),
});

const key = (nn: string) => `title:${nn}`;

async function register(req: SimRequest, _p: Record<string, string>, ctx: SimContext): Promise<SimResult> {
  const bad = correlation(req) ?? check(REGISTER_BODY, req.body) ?? account(req.body as Obj);
  if (bad) return bad;
  const d = (req.body as Obj).documento as Obj;
  const nn = String(d.numeroCliente);
  if (
    !/^\d{9}$/.test(nn) ||
    rules
      .ourNumber({ our_number: nn.slice(0, 8) } as Parameters<typeof rules.ourNumber>[0])
      .replace(/\D/g, "") !== nn
  )
    return fail(400, "SIM_NOSSO_NUMERO", "Nosso número inválido");
  if (await ctx.store.get(key(nn)))
    return fail(400, "SIM_DUPLICADO", "NOSSO NUMERO JA EXISTENTE EM NOSSA BASE");
  const t: SimTitle = { documento: d, situacao: "EMABERTO" };
  await ctx.store.put(key(nn), t);
  const v = view(t);
  return answer(
    200,
    {
      data: {
        numero: d.numero,
        numeroCliente: nn,
        codigoBarras: v.codigoBarras,
        linhaDigitavel: v.linhaDigitavel,
      },
    },
    true,
  );
}

async function list(req: SimRequest, _p: Record<string, string>, ctx: SimContext): Promise<SimResult> {
  const bad = correlation(req) ?? check(QUERY, req.query) ?? account(req.query);
  if (bad) return bad;
  const q = req.query;
  const all = (await ctx.store.list<SimTitle>("title:")).map(([, t]) => t);
  const n = (s: unknown) => String(s ?? "").replace(/^0+/, "");
  const hits = all.filter(
    (t) =>
      (!q.numero || n(t.documento.numero) === n(q.numero)) &&
      (!q.numeroCliente || n(t.documento.numeroCliente) === n(q.numeroCliente)),
  );
  return answer(200, { content: hits.map(view) });
}

const routes: SimRoute[] = [
  { operation: "register", method: "POST", path: "/boletos", handle: register },
  { operation: "query", method: "GET", path: "/boletos", handle: list },
];

/** Safra's simulator spec. */
export const simulator: SimulatorSpec = {
  provider: "422",
  tokenPath: "/gateway/v1/oauth2/token",
  clientAuth: "client_id_only",
  grantTypes: ["password"],
  mtls: false,
  routes,
  error: (_status, code, message) => ({ code, message }),
  async pay(ctx, title, payment) {
    for (const [k, t] of await ctx.store.list<SimTitle>("title:")) {
      const nn = String(t.documento.numeroCliente);
      const hit =
        (title.id !== undefined && title.id.replace(/^0+/, "") === nn.replace(/^0+/, "")) ||
        (title.our_number !== undefined && Number(title.our_number) === Number(nn.slice(0, 8)));
      if (!hit || t.situacao !== "EMABERTO") continue;
      t.situacao = "PAGO";
      t.recebido = { valor: payment.amount_cents / 100, data: payment.paid_on };
      await ctx.store.put(k, t);
      return { found: true, webhooks: [] };
    }
    return { found: false, webhooks: [] };
  },
};
