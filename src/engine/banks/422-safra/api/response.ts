/**
 * Safra's answers as typed outcomes. The registration's answer is under `data` (`numero`,
 * `numeroCliente`, `codigoBarras`: the PHP and Protheus clients) or at the root (`nossoNumero`,
 * `codigoBarras`, `linhaDigitavel`: ACBr `ACBrBoletoRet_Safra.pas` @16418a3f). A query answers
 * `content[]` (ACBr `LerListaRetorno`) or one title, with `situacao` EMABERTO, VENCIDO, PAGO,
 * CANCELADO, EXPIRADO, `valorNominal`, `valorTotalRecebimento`, `dataHoraSituacao`. Refusals:
 * `{ code, message }` (PHP), `violacoes[]` `{ codigo, razao, propriedade }` (ACBr), `fields[]`
 * `{ message }` (Node); the duplicate's message "NOSSO NUMERO JA EXISTENTE EM NOSSA BASE" (PHP).
 */
import type {
  ApiOutcome,
  ApiPayment,
  ApiResponse,
  QueryOutcome,
  RegisterOutcome,
  TitleKey,
} from "../../../connect/types";
import { nossoNumeroOf } from "./request";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Obj) : undefined;
const str = (v: unknown): string | undefined =>
  typeof v === "string" && v !== "" ? v : typeof v === "number" ? String(v) : undefined;
const cents = (v: unknown): number | undefined =>
  typeof v === "number"
    ? Math.round(v * 100)
    : typeof v === "string" && v !== ""
      ? Math.round(Number(v) * 100)
      : undefined;
const day = (v: unknown): string | undefined => str(v)?.slice(0, 10);
const norm = (v: unknown) => (str(v) ?? "").replace(/\D/g, "").replace(/^0+/, "");

function failure(res: ApiResponse): Exclude<ApiOutcome, { kind: "ok" }> {
  const b = obj(res.body);
  const v = obj((Array.isArray(b?.violacoes) ? b.violacoes : Array.isArray(b?.fields) ? b.fields : [])[0]);
  const code = str(b?.code) ?? str(b?.codigo) ?? str(v?.codigo) ?? `HTTP_${res.status}`;
  const message =
    str(b?.message) ??
    str(b?.mensagem) ??
    (v ? [str(v.razao) ?? str(v.message), str(v.propriedade)].filter(Boolean).join(" de ") : undefined) ??
    (typeof res.body === "string" ? res.body.slice(0, 200) : "");
  const field = str(v?.propriedade);
  if (res.status === 401 || res.status === 403)
    return { kind: "unauthorized", code, message, status: res.status };
  if (res.status === 429 || res.status >= 500 || res.status === 408)
    return { kind: "transient", code, message, status: res.status };
  if (/j[aá]\s+existente/i.test(message)) return { kind: "duplicate", code, message, status: res.status };
  if (res.status >= 400 && res.status < 500)
    return { kind: "rejected", code, message, ...(field ? { field } : {}), status: res.status };
  return { kind: "unknown", code, message, status: res.status };
}

/** `POST /boletos`: 200 or 201 with the title (under `data`, or at the root). */
export function parseRegister(res: ApiResponse): RegisterOutcome {
  const b = obj(res.body);
  const t = obj(b?.data) ?? b;
  const nn = str(t?.numeroCliente) ?? str(t?.nossoNumero) ?? str(t?.numero);
  if ((res.status === 200 || res.status === 201) && nn) return { kind: "ok", provider_ids: { numero: nn } };
  if (res.status === 200 || res.status === 201)
    return {
      kind: "unknown",
      code: "NO_TITLE",
      message: "registration answer without the title's number",
      status: res.status,
    };
  return failure(res);
}

const STATES: Readonly<Record<string, "registered" | "paid" | "written_off">> = {
  EMABERTO: "registered",
  VENCIDO: "registered",
  PAGO: "paid",
  CANCELADO: "written_off",
  EXPIRADO: "written_off",
};

function titleOutcome(t: Obj, nn: string): QueryOutcome {
  const word = str(t.situacao) ?? "";
  const state = STATES[word] ?? "other";
  const amount = cents(t.valorNominal);
  const due = day(t.dataVencimento);
  const received = cents(t.valorTotalRecebimento) ?? amount;
  const paid = day(t.dataHoraSituacao);
  const payments: ApiPayment[] =
    state === "paid" && received !== undefined
      ? [
          {
            payment_id: `${nn}:${paid ?? ""}`,
            our_number: nn.slice(0, 8),
            provider_ids: { numero: nn },
            amount_cents: received,
            ...(paid ? { paid_on: paid } : {}),
            channel: "boleto",
          },
        ]
      : [];
  return {
    kind: "ok",
    state,
    provider_state: word,
    provider_ids: { numero: nn },
    ...(amount !== undefined ? { amount_cents: amount } : {}),
    ...(due ? { due_date: due } : {}),
    payments,
  };
}

/** The query: the list (`content[]`, `data`) searched for the key's nosso número, or 404. */
export function parseQuery(res: ApiResponse, k: TitleKey): QueryOutcome {
  if (res.status === 404) return { kind: "not_found", status: 404 };
  if (res.status !== 200) return failure(res);
  const b = obj(res.body);
  const list: unknown[] = Array.isArray(b?.content)
    ? b.content
    : Array.isArray(b?.data)
      ? b.data
      : [obj(b?.data) ?? b];
  const nn = nossoNumeroOf(k.our_number);
  const hit = list
    .map(obj)
    .find(
      (t) =>
        t && [t.numeroCliente, t.nossoNumero, t.numero].some((x) => x !== undefined && norm(x) === norm(nn)),
    );
  return hit ? titleOutcome(hit, nn) : { kind: "not_found", status: 200 };
}
