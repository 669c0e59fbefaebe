/**
 * The Bradesco simulator's state and answers: tokens issued for JWT assertions, titles in
 * `ctx.store`, the codes it gives them (Bradesco's campo livre: agência 4, carteira 2, nosso número
 * 11, conta 7, "0" — the bank's boleto layout), the error bodies and the answers of the
 * registration and the query (shapes of published-more.ts). It checks the signature headers'
 * presence and form, not the RSA signature itself (the engine has no crypto: the tests verify it).
 */
import { assembleBarcode, barcodeToDigitableLine } from "../../../boleto/barcode";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { SimContext, SimRequest, SimResult } from "../../../connect/sim";
import { padDigits } from "../../../math/check-digits";
import { dueFactor } from "../../../math/due-factor";
import { centsToDecimal } from "../../../math/money";
import { ASSERTION_PAYLOAD, SIGNED_HEADERS } from "./published";

export type Body = Record<string, unknown>;

/** A title as kept: the registration body, its state and payments. */
export interface SimTitle {
  body: Record<string, string>;
  nossoNumero: string;
  status: "A VENCER" | "LIQUIDADO" | "BAIXADO";
  registeredOn: string;
  payments: { amount_cents: number; paid_on: string }[];
}

export const JSON_HEADERS = { "content-type": "application/json" };
export const answer = (status: number, body: unknown, committed = false): SimResult => ({
  response: { status, headers: JSON_HEADERS, body },
  committed,
});
/** The API's error body (BoletoNetCore BradescoErrorRegisterResponse). */
export const fail = (status: number, codigo: string, mensagem: string, campo?: string) =>
  answer(status, { codigo, mensagem, ...(campo ? { erros: [{ campo, mensagem }] } : {}) });
/** The gateway's error body (token, signature; BoletoNetCore BradescoErrorResponse). */
export const gateway = (status: number, code: number, message: string) => answer(status, { code, message });

/** 400 with one error per violation, or null when `value` conforms. */
export function check(schema: JsonSchema, value: unknown): SimResult | null {
  const issues = validateSchema(schema, value);
  if (issues.length === 0) return null;
  return answer(400, {
    codigo: "SIM_SCHEMA",
    mensagem: "Dados inválidos",
    erros: issues.map((i) => ({ campo: i.path || "(corpo)", mensagem: i.message })),
  });
}

export const titleKey = (negociacao: unknown, nossoNumero: unknown): string =>
  `title:${padDigits(String(negociacao), 18)}:${padDigits(String(nossoNumero), 11)}`;
export const today = (ctx: SimContext): string =>
  new Date(ctx.now - 3 * 3600 * 1000).toISOString().slice(0, 10);
const iso = (dotted: string) => `${dotted.slice(6)}-${dotted.slice(3, 5)}-${dotted.slice(0, 2)}`;
const dotted = (isoDate: string) => `${isoDate.slice(8)}.${isoDate.slice(5, 7)}.${isoDate.slice(0, 4)}`;

/** Sets the client ids the token route accepts (tests, the sandbox); by default any. */
export async function configureClients(
  ctx: SimContext,
  clients: string[],
  tokenSeconds = 3600,
): Promise<void> {
  await ctx.store.put("config:clients", { clients, tokenSeconds });
}

function decodePart(part: string | undefined): unknown {
  try {
    const b64 = (part ?? "").replace(/-/g, "+").replace(/_/g, "/");
    const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
  } catch {
    return undefined;
  }
}

/** A token for a well-formed assertion of a known client, or the gateway's refusal. */
export async function issueToken(ctx: SimContext, assertion: string): Promise<SimResult> {
  const [h, p, sig] = assertion.split(".");
  const header = decodePart(h) as Body | undefined;
  const payload = decodePart(p) as Body | undefined;
  if (header?.alg !== "RS256" || !sig || !payload || validateSchema(ASSERTION_PAYLOAD, payload).length > 0)
    return gateway(400, 400, "assertion inválida");
  const cfg = await ctx.store.get<{ clients: string[]; tokenSeconds: number }>("config:clients");
  if (cfg && !cfg.clients.includes(String(payload.sub))) return gateway(401, 401, "client não autorizado");
  if (Number(payload.exp) * 1000 <= ctx.now) return gateway(401, 401, "assertion expirada");
  const n = ((await ctx.store.get<number>("seq:token")) ?? 0) + 1;
  await ctx.store.put("seq:token", n);
  const seconds = cfg?.tokenSeconds ?? 3600;
  const token = `sim-237-${n}`;
  await ctx.store.put(`token:${token}`, { client: String(payload.sub), expiresAt: ctx.now + seconds * 1000 });
  return answer(200, { access_token: token, token_type: "Bearer", expires_in: seconds });
}

/** The bearer token and the signature headers of an API call, or the gateway's refusal. */
export async function authorize(ctx: SimContext, req: SimRequest): Promise<SimResult | null> {
  const auth = req.headers.authorization ?? "";
  const row = auth.startsWith("Bearer ")
    ? await ctx.store.get<{ client: string; expiresAt: number }>(`token:${auth.slice(7)}`)
    : undefined;
  if (!row || row.expiresAt <= ctx.now) return gateway(401, 401, "token inválido ou expirado");
  if (validateSchema(SIGNED_HEADERS, req.headers).length > 0 || req.headers["access-token"] !== row.client)
    return gateway(401, 401, "assinatura inválida");
  return null;
}

/** Barcode and linha digitável of a title, from the registration's agência, carteira, nosso número and conta. */
export function codesOf(t: SimTitle): { cdBarras: string; linhaDigitavel: string } {
  const b = t.body;
  const neg = padDigits(String(b.nuNegociacao), 18);
  const free = `${neg.slice(0, 4)}${padDigits(String(b.idProduto), 2)}${padDigits(t.nossoNumero, 11)}${neg.slice(11)}0`;
  const cdBarras = assembleBarcode(
    "237",
    dueFactor(iso(String(b.dtVencimentoTitulo))),
    padDigits(String(b.vlNominalTitulo), 10),
    free,
  );
  return { cdBarras, linhaDigitavel: barcodeToDigitableLine(cdBarras) };
}

/** The registration's answer (BoletoNetCore BradescoRegistrarTituloResponse's fields). */
export function registerAnswer(t: SimTitle): Body {
  const b = t.body;
  return {
    codigoRetorno: "0",
    mensagemRetorno: "REGISTRO EFETUADO COM SUCESSO",
    idProduto: Number(b.idProduto),
    negociacao: Number(b.nuNegociacao),
    nuTituloGerado: Number(t.nossoNumero),
    nomePagador: b.nomePagador,
    cpfcnpjPagador: Number(b.nuCpfcnpjPagador),
    seuNumeroTitulo: b.nuCliente,
    dtRegistro: dotted(t.registeredOn),
    especieDocumentoTitulo: b.cdEspecieTitulo,
    dtEmissao: b.dtEmissaoTitulo,
    dtVencimento: b.dtVencimentoTitulo,
    vlTitulo: Number(b.vlNominalTitulo),
    vlAbatimento: Number(b.vlAbatimento),
    ...codesOf(t),
  };
}

/** The query's answer (BoletoNetCore BradescoConsultarStatusResponse / TITULO). */
export function queryAnswer(t: SimTitle): Body {
  const b = t.body;
  const paid = t.payments.reduce((s, p) => s + p.amount_cents, 0);
  const last = t.payments[t.payments.length - 1];
  const { cdBarras, linhaDigitavel } = codesOf(t);
  return {
    STATUS: 0,
    TRANSACAO: "BRPC",
    MENSAGEM: "CONSULTA EFETUADA",
    CAUSA: "",
    TITULO: {
      CODSTATUS: t.status === "A VENCER" ? 1 : t.status === "LIQUIDADO" ? 10 : 13,
      STATUS: t.status,
      SNUMERO: b.nuCliente,
      DATAREG: dotted(t.registeredOn),
      DATAEMIS: b.dtEmissaoTitulo,
      DATAVENCTO: b.dtVencimentoTitulo,
      VALMOEDA: Number(b.vlNominalTitulo),
      VALABAT: Number(b.vlAbatimento),
      CODBARRAS: cdBarras,
      LINHADIG: linhaDigitavel,
      DTPAGTO: last ? Number(last.paid_on.replace(/(\d{4})-(\d{2})-(\d{2})/, "$3$2$1")) : 0,
      VLRPAGTO: Number(centsToDecimal(paid)),
      QTDPAGTO: t.payments.length,
      BAIXA:
        t.status === "BAIXADO"
          ? { CODIGO: 57, DESCRICAO: "BAIXA SOLICITADA PELO BENEFICIARIO", DATA: 0 }
          : { CODIGO: 0, DESCRICAO: "", DATA: 0 },
    },
    QUANTIDADEMENSAGENS: 0,
    LISTA: [],
  };
}
