/**
 * A simulator of Banrisul's cobrança API: client credentials at `/auth/oauth/v2/token` (the
 * harness, the client in the form), `POST /boletos`, `GET /boletos/:nn` and
 * `POST /boletos/:nn/baixar`. Every call must carry a 13-digit `bergs-beneficiario` naming the
 * simulated beneficiary (the JavaScript app's test beneficiary 0010000001088); the baixa also
 * `bergs-ambiente`. Bodies are validated against published.ts first (400 with ACBr's error shape
 * `{ ocorrencias: [{ codigo, mensagem, complemento }] }`). Codes follow lote's Banrisul rule for
 * the simulated account (agência 1102, código do beneficiário 9000150). The codes `SIM_…` are
 * the simulator's own: Banrisul's are not public. No payment webhook: a paid title shows in its
 * query (`situacao_banrisul` L with `operacoes`).
 */
import { assembleBarcode, barcodeToDigitableLine, formatDigitableLine } from "../../../boleto/barcode";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { SimContext, SimRequest, SimResult, SimRoute, SimulatorSpec } from "../../../connect/sim";
import { doubleCheckDigit, padDigits } from "../../../math/check-digits";
import { dueFactor } from "../../../math/due-factor";
import { decimalToCents } from "../../../math/money";
import { BENEFICIARY_HEADER, REGISTER_BODY } from "./published";

type Obj = Record<string, unknown>;
type Params = Record<string, string>;

/** The simulated beneficiary: its header code and the account its codes use. */
export const SIM_BENEFICIARY = {
  code: "0010000001088",
  agency: "1102",
  agreement: "9000150",
  wallet: "2",
} as const;

interface SimTitle {
  titulo: Obj;
  situacao: string;
  operacoes?: Obj;
}

const JSON_HEADERS = { "content-type": "application/json" };
const answer = (status: number, body: unknown, committed = false): SimResult => ({
  response: { status, headers: JSON_HEADERS, body },
  committed,
});
const fail = (status: number, codigo: string, mensagem: string, complemento = "") =>
  answer(status, { ocorrencias: [{ codigo, mensagem, complemento }] });

function check(schema: JsonSchema, value: unknown): SimResult | null {
  const issues = validateSchema(schema, value);
  if (issues.length === 0) return null;
  return fail(
    400,
    "SIM_SCHEMA",
    "Requisição inválida",
    issues.map((i) => `${i.path || "(corpo)"}: ${i.message}`).join("; "),
  );
}

/** The beneficiary header: well formed and the simulated beneficiary's. */
function beneficiary(req: SimRequest): SimResult | null {
  const code = req.headers["bergs-beneficiario"];
  if (validateSchema(BENEFICIARY_HEADER, code ?? "").length > 0)
    return fail(400, "SIM_BENEFICIARIO", "Header bergs-beneficiario inválido", "13 dígitos");
  if (code !== SIM_BENEFICIARY.code) return fail(403, "SIM_BENEFICIARIO", "Beneficiário não autorizado");
  return null;
}

const key = (nn: string) => `title:${nn}`;

function codesOf(t: Obj) {
  const nn8 = String(t.nosso_numero).slice(0, 8);
  const body = `${SIM_BENEFICIARY.wallet}1${SIM_BENEFICIARY.agency}${SIM_BENEFICIARY.agreement}${nn8}40`;
  const barcode = assembleBarcode(
    "041",
    dueFactor(String(t.data_vencimento)),
    padDigits(String(decimalToCents(String(t.valor_nominal))), 10),
    body + doubleCheckDigit(body),
  );
  return { codigo_barras: barcode, linha_digitavel: formatDigitableLine(barcodeToDigitableLine(barcode)) };
}

const view = (t: SimTitle): Obj => ({
  titulo: {
    ...t.titulo,
    ...codesOf(t.titulo),
    situacao_banrisul: t.situacao,
    beneficiario: { codigo: SIM_BENEFICIARY.code },
    ...(t.operacoes ? { operacoes: t.operacoes } : {}),
  },
});

async function register(req: SimRequest, _p: Params, ctx: SimContext): Promise<SimResult> {
  const bad = beneficiary(req) ?? check(REGISTER_BODY, req.body);
  if (bad) return bad;
  const titulo = (req.body as Obj).titulo as Obj;
  const nn = String(titulo.nosso_numero ?? "");
  if (!nn) return fail(400, "SIM_NOSSO_NUMERO", "Nosso número obrigatório para o simulador");
  if (doubleCheckDigit(nn.slice(0, 8)) !== nn.slice(8))
    return fail(400, "SIM_NOSSO_NUMERO", "Nosso número inválido", "Número de Controle");
  if (await ctx.store.get(key(nn))) return fail(400, "SIM_DUPLICADO", "Nosso número já cadastrado");
  if (String(titulo.data_vencimento) < String(titulo.data_emissao))
    return fail(400, "SIM_VENCIMENTO", "Data de vencimento anterior à emissão");
  const t: SimTitle = { titulo, situacao: "A" };
  await ctx.store.put(key(nn), t);
  return answer(200, view(t), true);
}

async function one(req: SimRequest, p: Params, ctx: SimContext): Promise<SimResult> {
  const bad = beneficiary(req);
  if (bad) return bad;
  const t = await ctx.store.get<SimTitle>(key(p.nn as string));
  return t ? answer(200, view(t)) : { response: { status: 404, headers: {}, body: null }, committed: false };
}

async function writeOff(req: SimRequest, p: Params, ctx: SimContext): Promise<SimResult> {
  const bad = beneficiary(req);
  if (bad) return bad;
  if (!["T", "P"].includes(req.headers["bergs-ambiente"] ?? ""))
    return fail(400, "SIM_AMBIENTE", "Header bergs-ambiente inválido", "P ou T");
  const t = await ctx.store.get<SimTitle>(key(p.nn as string));
  if (!t) return { response: { status: 404, headers: {}, body: null }, committed: false };
  if (t.situacao !== "A") return fail(400, "SIM_SITUACAO", "Título não está ativo");
  t.situacao = "D";
  await ctx.store.put(key(p.nn as string), t);
  return answer(200, view(t), true);
}

const routes: SimRoute[] = [
  { operation: "register", method: "POST", path: "/boletos", handle: register },
  { operation: "query", method: "GET", path: "/boletos/:nn", handle: one },
  { operation: "write_off", method: "POST", path: "/boletos/:nn/baixar", handle: writeOff },
];

/** Banrisul's simulator spec. */
export const simulator: SimulatorSpec = {
  provider: "041",
  tokenPath: "/auth/oauth/v2/token",
  clientAuth: "form",
  mtls: false,
  routes,
  error: (_status, code, message) => ({
    ocorrencias: [{ codigo: code, mensagem: message, complemento: "" }],
  }),
  async pay(ctx, title, payment) {
    for (const [k, t] of await ctx.store.list<SimTitle>("title:")) {
      const nn = String(t.titulo.nosso_numero);
      const hit =
        (title.id !== undefined && title.id === nn) ||
        (title.our_number !== undefined && Number(title.our_number) === Number(nn.slice(0, 8)));
      if (!hit || t.situacao !== "A") continue;
      t.situacao = "L";
      t.operacoes = {
        data_pagamento: payment.paid_on,
        data_credito: payment.paid_on,
        valor_pagamento: (payment.amount_cents / 100).toFixed(2),
      };
      await ctx.store.put(k, t);
      return { found: true, webhooks: [] };
    }
    return { found: false, webhooks: [] };
  },
};
