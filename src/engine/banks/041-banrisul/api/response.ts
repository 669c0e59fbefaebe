/**
 * Banrisul's answers as typed outcomes. Shapes from ACBr `ACBrBoletoRet_Banrisul.pas`
 * @0d707c9d: a title under `titulo` (`nosso_numero` padded to 10, `codigo_barras`,
 * `linha_digitavel`, `situacao_banrisul` A/B/D/L/R/T/P, `operacoes` with `data_pagamento`,
 * `data_credito`, `valor_pagamento`); refusals on 4xx as `{ ocorrencias: [{ codigo, mensagem,
 * complemento }] }`; 404 with no body for an unknown title. Unconfirmed: how a duplicate nosso
 * número is refused (lote reads an ocorrência whose message says "já" + "cadastrad"/"existe"/
 * "registrad" as a duplicate, then queries).
 */
import type {
  ApiOutcome,
  ApiPayment,
  ApiResponse,
  QueryOutcome,
  RegisterOutcome,
} from "../../../connect/types";
import { decimalToCents } from "../../../math/money";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Obj) : undefined;
const str = (v: unknown): string | undefined =>
  typeof v === "string" && v !== "" ? v : typeof v === "number" ? String(v) : undefined;
const cents = (v: unknown): number | undefined =>
  typeof v === "number" ? Math.round(v * 100) : typeof v === "string" ? decimalToCents(v) : undefined;
const day = (v: unknown): string | undefined => str(v)?.slice(0, 10);
const pad10 = (s: string) => s.replace(/\D/g, "").padStart(10, "0");

function failure(res: ApiResponse): Exclude<ApiOutcome, { kind: "ok" }> {
  const b = obj(res.body);
  const list = Array.isArray(b?.ocorrencias) ? b.ocorrencias : Array.isArray(b?.erros) ? b.erros : [];
  const first = obj(list[0]);
  const code = str(first?.codigo) ?? str(b?.statusCode) ?? `HTTP_${res.status}`;
  const message =
    [str(first?.mensagem), str(first?.complemento)].filter(Boolean).join(": ") ||
    str(b?.message) ||
    (typeof res.body === "string" ? res.body.slice(0, 200) : "");
  if (res.status === 401 || res.status === 403)
    return { kind: "unauthorized", code, message, status: res.status };
  if (res.status === 429 || res.status >= 500 || res.status === 408)
    return { kind: "transient", code, message, status: res.status };
  if (/já/i.test(message) && /(cadastrad|existe|registrad)/i.test(message))
    return { kind: "duplicate", code, message, status: res.status };
  if (res.status >= 400 && res.status < 500) return { kind: "rejected", code, message, status: res.status };
  return { kind: "unknown", code, message, status: res.status };
}

const titleOf = (res: ApiResponse): Obj | undefined => obj(obj(res.body)?.titulo);

/** `POST /boletos`: 200 or 201 with the title (ACBr reads `titulo.nosso_numero` and its codes). */
export function parseRegister(res: ApiResponse): RegisterOutcome {
  const t = titleOf(res);
  const nn = str(t?.nosso_numero);
  if ((res.status === 200 || res.status === 201) && nn)
    return { kind: "ok", provider_ids: { nosso_numero: pad10(nn) } };
  if (res.status === 200 || res.status === 201)
    return {
      kind: "unknown",
      code: "NO_TITLE",
      message: "registration answer without titulo.nosso_numero",
      status: res.status,
    };
  return failure(res);
}

/** ACBr's reading of `situacao_banrisul`. */
const STATES: Readonly<Record<string, "registered" | "paid" | "written_off" | "protested" | "other">> = {
  A: "registered", // ativo
  B: "paid", // baixado por pagamento
  L: "paid", // liquidado
  D: "written_off", // baixado por devolução
  P: "protested",
  R: "other", // reembolsado
  T: "other", // transferido para CL
};

function paymentsOf(t: Obj, state: string): ApiPayment[] {
  if (state !== "paid") return [];
  const op = obj(t.operacoes) ?? {};
  const nn = pad10(str(t.nosso_numero) ?? "");
  const amount = cents(op.valor_pagamento) ?? cents(op.valor_cobrado) ?? cents(t.valor_nominal);
  if (amount === undefined) return [];
  const paid = day(op.data_pagamento) ?? day(op.data_baixa);
  const credit = day(op.data_credito);
  return [
    {
      // One liquidation per title in every source: the nosso número names it.
      payment_id: `${nn}:${paid ?? ""}`,
      // lote's nosso número: the 8 digits before the Número de Controle.
      our_number: nn.slice(0, 8),
      provider_ids: { nosso_numero: nn },
      amount_cents: amount,
      ...(paid ? { paid_on: paid } : {}),
      ...(credit ? { credit_on: credit } : {}),
      channel: "boleto",
    },
  ];
}

/** `GET /boletos/{nosso número}`: the title, or 404. */
export function parseQuery(res: ApiResponse): QueryOutcome {
  if (res.status === 404) return { kind: "not_found", status: 404 };
  if (res.status !== 200) return failure(res);
  const t = titleOf(res);
  const nn = str(t?.nosso_numero);
  if (!t || !nn) return { kind: "not_found", status: 200 };
  const word = str(t.situacao_banrisul) ?? "";
  const state = STATES[word] ?? "other";
  const amount = cents(t.valor_nominal);
  const due = day(t.data_vencimento);
  return {
    kind: "ok",
    state,
    provider_state: word,
    provider_ids: { nosso_numero: pad10(nn) },
    ...(amount !== undefined ? { amount_cents: amount } : {}),
    ...(due ? { due_date: due } : {}),
    payments: paymentsOf(t, state),
  };
}

/** The baixa answers 200 with the title (ACBr) or without data. */
export function parseInstruct(res: ApiResponse): ApiOutcome {
  if (res.status === 200 || res.status === 201 || res.status === 204) return { kind: "ok" };
  return failure(res);
}
