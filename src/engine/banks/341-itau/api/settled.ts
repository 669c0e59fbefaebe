/**
 * Itaú's settled titles ("francesa", `GET /francesas/{id_francesa}/movimentacoes`) and the webhook
 * registration (`POST /notificacoes_boletos`), both in "API Boletos (v3)" 1.34.1, whose base is
 * another host (`https://boletos.cloud.itau.com.br/boletos/v3`) than cash_management v2's. The shared
 * `ApiRequest.host` names only "api" and "auth", so these requests carry `host: "boletos_v3"` in a
 * local type and are not wired into the connector's `settled`; the report proposes a named extra
 * base in `ApiEnvironment`. The simulator answers both paths (they do not collide with v2's).
 */
import type { ApiPayment, ApiRequest, SettledOutcome, TitleKey } from "../../../connect/types";
import { addDays } from "../../../math/date";
import type { IsoDate } from "../../../types";
import { classify } from "./errors";
import { beneficiaryId, decimalCents, ourNumber8 } from "./format";

/** A request to the boletos v3 base. */
export type ItauV3Request = Omit<ApiRequest, "host"> & { host: "boletos_v3" };

/** Base URLs of API Boletos (v3): the OpenAPI's server and ACBr's sandbox constant. */
export const BOLETOS_V3 = {
  production: "https://boletos.cloud.itau.com.br/boletos/v3",
  sandbox: "https://sandbox.devportal.itau.com.br/itau-ep9-gtw-boletos-boletos-v3-ext-aws/v1",
} as const;

/**
 * One day's liquidations of the account (`tipo_movimentacao=liquidacoes`, the OpenAPI's option
 * list). The page token is `<date>:<page>`; the range is walked one day at a time.
 * @example settledRequest(account, "2025-03-01", "2025-03-03").path // "/francesas/150000052061/movimentacoes"
 */
export function settledRequest(
  account: TitleKey["account"],
  from: IsoDate,
  _to: IsoDate,
  page?: string,
): ItauV3Request {
  const [day, n] = page ? (page.split(":") as [string, string]) : [from, "0"];
  return {
    host: "boletos_v3",
    method: "GET",
    path: `/francesas/${beneficiaryId(account)}/movimentacoes`,
    query: {
      data: day,
      tipo_movimentacao: "liquidacoes",
      numero_carteira: account.wallet,
      ...(n !== "0" ? { page: n } : {}),
    },
    headers: { "x-itau-correlationid": `francesa-${beneficiaryId(account)}-${day}-${n}` },
  };
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Obj) : undefined;
const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined);

/** `codigo_status` of a francesa line that is a payment: L, LC (em cartório), BL (Bolecode) — ACBr's table from Itaú's support. */
const PAID_STATUS = new Set(["L", "LC", "BL"]);

/**
 * The payments of one francesa page, and the next page token (`pagination.page/total_pages`,
 * then the next day up to `to`). Interest, fine and discount come from `operacoes_cobranca`
 * ("Juros", "Multa", "desconto" in the OpenAPI example; ACBr saw "Descontos" in production).
 */
export function parseSettledResponse(
  res: { status: number; headers: Readonly<Record<string, string>>; body: unknown },
  day: IsoDate,
  to: IsoDate,
): SettledOutcome {
  const nextDay = day < to ? `${addDays(day, 1)}:0` : undefined;
  if (res.status === 204 || res.status === 404)
    return { kind: "ok", payments: [], ...(nextDay ? { next: nextDay } : {}) };
  if (res.status < 200 || res.status >= 300) return classify(res);
  const root = obj(res.body);
  const payments: ApiPayment[] = [];
  for (const m of (Array.isArray(root?.data) ? root.data : []).map(obj)) {
    const status = str(m?.codigo_status)?.toUpperCase() ?? "";
    const nnRaw = str(m?.nosso_numero);
    const value = decimalCents(m?.valor_titulo);
    if (!m || !PAID_STATUS.has(status) || !nnRaw || value === undefined) continue;
    const nn = ourNumber8(nnRaw);
    const ops = (Array.isArray(m.operacoes_cobranca) ? m.operacoes_cobranca : []).map(obj);
    const op = (re: RegExp) => {
      const o = ops.find((x) => re.test(str(x?.descricao) ?? ""));
      const c = decimalCents(o?.valor);
      return c === undefined ? undefined : Math.abs(c);
    };
    const interest = op(/^juros$/i);
    const fine = op(/^multa$/i);
    const discount = op(/^descontos?$/i);
    // What the payer paid: the net credited plus the tariff taken from it (ACBr's reading of a
    // francesa line); without a net amount, the title's value with its charges and discount.
    const net = decimalCents(m.valor_liquido_lancado);
    const amount =
      net !== undefined
        ? net + (op(/^tarifa de cobran[çc]a$/i) ?? 0)
        : value + (interest ?? 0) + (fine ?? 0) - (discount ?? 0);
    const paidOn = str(m.data_movimentacao) ?? day;
    payments.push({
      payment_id: `341:${nn}:${paidOn}:${amount}`,
      our_number: nn,
      provider_ids: { codigo_status: status },
      amount_cents: amount,
      ...(interest ? { interest_cents: interest } : {}),
      ...(fine ? { fine_cents: fine } : {}),
      ...(discount ? { discount_cents: discount } : {}),
      paid_on: paidOn,
      channel: status === "BL" ? "pix" : "boleto",
    });
  }
  const p = obj(root?.pagination) ?? obj(root?.page);
  const page = Number(p?.page ?? 0);
  const total = Number(p?.total_pages ?? 1);
  const next = page + 1 < total ? `${day}:${page + 1}` : nextDay;
  return { kind: "ok", payments, ...(next ? { next } : {}) };
}

/** The webhook registration: the OpenAPI's `post_notificacoes_boletos_request` example shape. */
export function webhookRegisterRequest(
  account: TitleKey["account"],
  w: { url: string; oauthUrl: string; clientId: string; clientSecret: string; scope?: string },
): ItauV3Request {
  return {
    host: "boletos_v3",
    method: "POST",
    path: "/notificacoes_boletos",
    headers: { "x-itau-correlationid": `webhook-${beneficiaryId(account)}` },
    body: {
      json: {
        data: {
          id_beneficiario: beneficiaryId(account),
          webhook_url: w.url,
          webhook_client_id: w.clientId,
          webhook_client_secret: w.clientSecret,
          webhook_oauth_url: w.oauthUrl,
          ...(w.scope ? { webhook_oauth_scope: w.scope } : {}),
          valor_minimo: 0,
          tipos_notificacoes: ["BAIXA_EFETIVA", "BAIXA_OPERACIONAL"],
        },
      },
    },
  };
}
