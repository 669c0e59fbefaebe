/**
 * The Santander simulator's state and answers: workspaces and titles in `ctx.store`, the codes it
 * gives a title (barcode from Santander's campo livre as the sandbox answer shows it: "9", código
 * do beneficiário 7, nosso número with DV 13, IOS "0", carteira "101"), the error body, the bill a
 * query returns and the payment notification. Shapes follow published-responses.ts. Never imports
 * the request builders.
 */
import { assembleBarcode, barcodeToDigitableLine } from "../../../boleto/barcode";
import type { JsonSchema } from "../../../connect/schema";
import { validateSchema } from "../../../connect/schema";
import type { SimContext, SimResult, SimWebhook } from "../../../connect/sim";
import { padDigits } from "../../../math/check-digits";
import { dueFactor } from "../../../math/due-factor";
import { centsToDecimal, decimalToCents } from "../../../math/money";
import { buildPixPayload } from "../../../pix/build";

export type Body = Record<string, unknown>;

/** A payment the simulator recorded. */
export interface SimPayment {
  amount_cents: number;
  paid_on: string;
  channel: "boleto" | "pix";
}

/** A workspace as kept. */
export interface SimWorkspace {
  id: string;
  type: string;
  description?: string;
  covenants: { code: string }[];
  webhookURL?: string;
  bankSlipBillingWebhookActive?: boolean;
  pixBillingWebhookActive?: boolean;
  status: "ACTIVE";
}

/** A title as kept: the registration body, its state and payments. */
export interface SimTitle {
  workspace: string;
  body: Body;
  status: "ATIVO" | "BAIXADO" | "LIQUIDADO" | "LIQUIDADO PARCIALMENTE";
  protested: boolean;
  entryDate: string;
  payments: SimPayment[];
  qrId?: string;
}

export const titleKey = (covenant: unknown, bankNumber: unknown): string =>
  `title:${Number(covenant)}:${padDigits(String(bankNumber), 13)}`;
export const today = (ctx: SimContext): string =>
  new Date(ctx.now - 3 * 3600 * 1000).toISOString().slice(0, 10);
export const cents = (v: unknown): number => decimalToCents(String(v)) ?? 0;
export const reais = (c: number): string => centsToDecimal(c);

/** The carteira the simulated convênio prints (the sandbox answer shows 101); tests may set it. */
export async function carteira(ctx: SimContext): Promise<string> {
  return (await ctx.store.get<string>("config:carteira")) ?? "101";
}

/** Barcode and linha digitável of a title from its current due date and amount. */
export async function codesOf(
  ctx: SimContext,
  t: SimTitle,
): Promise<{ barCode: string; digitableLine: string }> {
  const b = t.body;
  const free = `9${padDigits(String(b.covenantCode), 7).slice(-7)}${padDigits(String(b.bankNumber), 13)}0${await carteira(ctx)}`;
  const barCode = assembleBarcode(
    "033",
    dueFactor(String(b.dueDate)),
    padDigits(String(cents(b.nominalValue)), 10),
    free,
  );
  return { barCode, digitableLine: barcodeToDigitableLine(barCode) };
}

/** The Bolepix of a title registered with a key: a cobv location, as the reference's answer shows. */
export function pixOf(t: SimTitle): { qrCodePix: string; qrCodeUrl: string } | undefined {
  if (!t.body.key || !t.qrId) return undefined;
  const url = `pix.santander.com.br/qr/v2/cobv/${t.qrId}`;
  return {
    qrCodePix: buildPixPayload({ url, merchant_name: "BENEFICIARIO SIMULADO", merchant_city: "SAO PAULO" }),
    qrCodeUrl: url,
  };
}

/** The registration's answer: the body echoed with the codes. */
export async function registerAnswer(ctx: SimContext, t: SimTitle): Promise<Body> {
  return { ...t.body, ...(await codesOf(ctx, t)), entryDate: t.entryDate, ...(pixOf(t) ?? {}) };
}

/** The bill `GET /bills` returns (and the settled list, with its payment). */
export async function billOf(ctx: SimContext, t: SimTitle): Promise<Body> {
  const last = t.payments[t.payments.length - 1];
  const paid = t.payments.reduce((s, p) => s + p.amount_cents, 0);
  return {
    beneficiaryCode: t.body.covenantCode,
    bankNumber: t.body.bankNumber,
    clientNumber: t.body.clientNumber,
    nsuCode: t.body.nsuCode,
    nsuDate: t.body.nsuDate,
    status: t.status,
    ...(t.protested ? { statusComplement: "PROTESTADO" } : {}),
    dueDate: t.body.dueDate,
    issueDate: t.body.issueDate,
    entryDate: t.entryDate,
    nominalValue: t.body.nominalValue,
    deductionValue: t.body.deductionValue ?? "0.00",
    payer: t.body.payer,
    documentKind: t.body.documentKind,
    ...(await codesOf(ctx, t)),
    ...(pixOf(t) ?? {}),
    ...(last
      ? {
          paidValue: reais(paid),
          payment: {
            paidValue: reais(paid),
            date: last.paid_on,
            creditDate: last.paid_on,
            type: last.channel === "pix" ? "PIX" : "SANTANDER",
            channel: "INTERNET_BANKING",
            kind: "DEBITO_EM_CONTA",
          },
        }
      : {}),
  };
}

/** The notification of a payment, in hyperswitch SantanderWebhookBody's shape. */
export function notification(t: SimTitle, p: SimPayment): Body {
  const payer = (t.body.payer ?? {}) as Body;
  return {
    message: "WBHKPAGEST",
    function: "PAGAMENTO",
    paymentType: p.channel === "pix" ? "PIX" : "SANTANDER",
    issueDate: t.body.issueDate,
    paymentDate: p.paid_on,
    bankCode: "033",
    paymentChannel: "INTERNET_BANKING",
    paymentKind: "DEBITO_EM_CONTA",
    covenant: String(t.body.covenantCode),
    bankNumber: String(t.body.bankNumber),
    clientNumber: String(t.body.clientNumber ?? ""),
    participantCode: String(t.body.participantCode ?? ""),
    txId: String(t.body.txId ?? ""),
    payerDocumentType: payer.documentType,
    payerDocumentNumber: payer.documentNumber,
    payerName: payer.name,
    dueDate: t.body.dueDate,
    nominalValue: t.body.nominalValue,
    payedValue: reais(p.amount_cents),
    interestValue: "0.00",
    fine: "0.00",
    deductionValue: "0.00",
    rebateValue: "0.00",
    iofValue: "0.00",
  };
}

export const JSON_HEADERS = { "content-type": "application/json" };
export const answer = (
  status: number,
  body: unknown,
  committed = false,
  webhooks?: SimWebhook[],
): SimResult => ({
  response: { status, headers: JSON_HEADERS, body },
  committed,
  ...(webhooks ? { webhooks } : {}),
});

/** Santander's error body (the arrighiMonoRepoOfficial production example's shape). */
export function errorBody(
  status: number,
  message: string,
  errors: { _code: string; _field?: string; _message: string }[],
) {
  return {
    _errorCode: status,
    _message: message,
    _timestamp: "2026-01-01T00:00:00.000-03:00",
    _traceId: "00000000-0000-4000-8000-000000000000",
    _errors: errors,
  };
}
export const fail = (status: number, code: string, message: string, field?: string) =>
  answer(
    status,
    errorBody(status, message, [{ _code: code, ...(field ? { _field: field } : {}), _message: message }]),
  );

/** 400 "Request validation exception" with one error per violation, or null when `value` conforms. */
export function check(schema: JsonSchema, value: unknown): SimResult | null {
  const issues = validateSchema(schema, value);
  if (issues.length === 0) return null;
  return answer(
    400,
    errorBody(
      400,
      "Request validation exception",
      issues.map((i) => ({ _code: "SIM_SCHEMA", _field: i.path || "(body)", _message: i.message })),
    ),
  );
}
