/**
 * The Sicredi simulator's titles: how it stores them, the nosso número it checks or generates,
 * the codes it gives them (barcode, linha digitável, the HIBRIDO Pix QR), its answers and the
 * webhook event of a payment. Shapes follow published-responses.ts. The barcode is Sicredi's campo
 * livre (Manual de Cobrança, "Especificações Técnicas do Boleto"): tipo de cobrança 1, carteira 1,
 * nosso número 9, cooperativa 4, posto 2, beneficiário 5, "1" when the amount is filled, filler 0,
 * DV módulo 11 — written here on its own, as the register example's barcode
 * 74891886400000099901125100614205120315335103 shows it. Never imports the request builders.
 */
import { assembleBarcode, barcodeToDigitableLine } from "../../../boleto/barcode";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { SimContext, SimResult } from "../../../connect/sim";
import { mod11Digit, padDigits } from "../../../math/check-digits";
import { dueFactor } from "../../../math/due-factor";
import { centsToDecimal, decimalToCents } from "../../../math/money";
import { buildPixPayload } from "../../../pix/build";

export type Body = Record<string, unknown>;

/** A payment the simulator recorded. */
export interface SimPayment {
  amount_cents: number;
  paid_on: string;
  channel: "boleto" | "pix";
  seq: number;
}

/** A title as the simulator keeps it: the registration body plus its state. */
export interface SimTitle {
  body: Body;
  cooperativa: string;
  posto: string;
  nossoNumero: string;
  situacao: "EM CARTEIRA" | "LIQUIDADO" | "BAIXADO POR SOLICITACAO";
  abatimento: number;
  protesto: boolean;
  registeredOn: string;
  seq: number;
  payments: SimPayment[];
}

export const JSON_HEADERS = { "content-type": "application/json" };

export const titleKey = (coop: string, benef: string, nn: string): string => `title:${coop}:${benef}:${nn}`;
export const contractKey = (coop: string, benef: string): string => `webhook:${coop}:${benef}`;

export const cents = (v: unknown): number => decimalToCents(String(v)) ?? 0;
export const reais = (c: number): number => Number(centsToDecimal(c));
/** "Today" in São Paulo (UTC−3). */
export const today = (ctx: SimContext): string =>
  new Date(ctx.now - 3 * 3600 * 1000).toISOString().slice(0, 10);

const REASONS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  503: "Service Unavailable",
};

/** Sicredi's error body as ACBr reads it (`status`, `error`, `message`), with the simulator's own `code`. */
export const errorBody = (status: number, code: string, message: string) => ({
  status,
  error: REASONS[status] ?? "Error",
  code,
  message,
});

export const answer = (status: number, body: unknown, committed = false): SimResult => ({
  response: { status, headers: body === null ? {} : JSON_HEADERS, body },
  committed,
});

export const fail = (status: number, code: string, message: string): SimResult =>
  answer(status, errorBody(status, code, message));

/** 404 without a body, as ACBr handles a missing title ("NÃO ENCONTRADO", empty answer). */
export const notFound = (): SimResult => answer(404, null);

/** The schema check every route runs first: 400 listing each violation. */
export function check(schema: JsonSchema, value: unknown, where: string): SimResult | null {
  const issues = validateSchema(schema, value);
  if (issues.length === 0) return null;
  const text = issues.map((i) => `${where}${i.path ? `.${i.path}` : ""}: ${i.message}`).join("; ");
  return fail(400, "SIM_SCHEMA", text);
}

/** The nosso número's DV: módulo 11 (weights 2–9) over cooperativa + posto + beneficiário + AA B XXXXX. */
export const ourNumberDigit = (coop: string, posto: string, benef: string, body8: string): string =>
  mod11Digit(coop + posto + benef + body8);

/** A nosso número Sicredi generates: AA (this year) + byte 1 + the sequence + DV. */
export function generatedOurNumber(
  coop: string,
  posto: string,
  benef: string,
  year: string,
  seq: number,
): string {
  const body8 = `${year}1${padDigits(String(seq % 100000), 5)}`;
  return body8 + ourNumberDigit(coop, posto, benef, body8);
}

/** Barcode and linha digitável of a title. */
export function codesOf(t: SimTitle): { codigoBarras: string; linhaDigitavel: string } {
  const amount = cents(t.body.valor);
  const free =
    `11${t.nossoNumero}${t.cooperativa}${t.posto}${String(t.body.codigoBeneficiario)}` +
    `${amount > 0 ? "1" : "0"}0`;
  const barcode = assembleBarcode(
    "748",
    dueFactor(String(t.body.dataVencimento)),
    padDigits(String(amount), 10),
    free + mod11Digit(free),
  );
  return { codigoBarras: barcode, linhaDigitavel: barcodeToDigitableLine(barcode) };
}

/** The HIBRIDO title's Pix: a cobv location at Sicredi's QR host, as the register example's qrCode shows. */
export function pixOf(t: SimTitle): { txid: string; qrCode: string } | undefined {
  if (t.body.tipoCobranca !== "HIBRIDO") return undefined;
  const txid = `${padDigits(String(t.seq), 16)}${t.cooperativa}${t.posto}${t.nossoNumero}0`.padEnd(32, "0");
  return {
    txid,
    qrCode: buildPixPayload({
      url: `pix-qrcode.sicredi.com.br/qr/v2/cobv/${txid}`,
      merchant_name: "BENEFICIARIO SIMULADO",
      merchant_city: "PORTO ALEGRE",
    }),
  };
}

/** POST /boletos 201. */
export function registerAnswer(t: SimTitle): Body {
  const pix = pixOf(t);
  return {
    ...codesOf(t),
    cooperativa: t.cooperativa,
    posto: t.posto,
    nossoNumero: t.nossoNumero,
    ...(pix ? { txid: pix.txid, qrCode: pix.qrCode } : {}),
  };
}

/** GET /boletos 200. */
export function queryAnswer(t: SimTitle): Body {
  const b = t.body;
  const pix = pixOf(t);
  const payer = (b.pagador ?? {}) as Body;
  const last = t.payments[t.payments.length - 1];
  const descontos = [1, 2, 3]
    .filter((n) => b[`valorDesconto${n}`] !== undefined)
    .map((n) => ({
      numeroOrdem: n,
      valorDesconto: b[`valorDesconto${n}`],
      ...(b[`dataDesconto${n}`] ? { dataLimite: b[`dataDesconto${n}`] } : {}),
    }));
  return {
    ...codesOf(t),
    carteira: "SIMPLES COM REGISTRO",
    seuNumero: b.seuNumero,
    nossoNumero: t.nossoNumero,
    pagador: { documento: payer.documento, nome: payer.nome },
    dataEmissao: t.registeredOn,
    dataVencimento: b.dataVencimento,
    valorNominal: b.valor,
    situacao: t.situacao,
    ...(pix ? { txId: pix.txid, codigoQrCode: pix.qrCode } : {}),
    multa: b.multa ?? 0,
    abatimento: reais(t.abatimento),
    tipoJuros: b.tipoJuros ?? "VALOR",
    juros: b.juros ?? 0,
    diasProtesto: b.diasProtestoAuto ?? 0,
    tipoDesconto: b.tipoDesconto ?? "VALOR",
    descontos,
    ...(last
      ? {
          dadosLiquidacao: {
            data: last.paid_on,
            valor: reais(last.amount_cents),
            multa: 0,
            abatimento: reais(t.abatimento),
            juros: 0,
            desconto: 0,
          },
        }
      : {}),
  };
}

const dateArray = (d: string, time: number[] = []): number[] => [
  Number(d.slice(0, 4)),
  Number(d.slice(5, 7)),
  Number(d.slice(8, 10)),
  ...time,
];

/** The movimento a payment notifies: Pix, or a boleto paid at the Sicredi network (LIQUIDACAO_REDE). */
export const movimentoOf = (p: SimPayment): string =>
  p.channel === "pix" ? "LIQUIDACAO_PIX" : "LIQUIDACAO_REDE";

/** The webhook event of a payment, as Ctrl-Mota's example shows it (decimals as strings, dates as arrays). */
export function paymentEvent(t: SimTitle, p: SimPayment): Body {
  const movimento = movimentoOf(p);
  return {
    agencia: t.cooperativa,
    posto: t.posto,
    beneficiario: String(t.body.codigoBeneficiario),
    nossoNumero: t.nossoNumero,
    dataEvento: dateArray(p.paid_on, [12, 0, 0, 0]),
    movimento,
    valorLiquidacao: centsToDecimal(p.amount_cents),
    valorDesconto: "0",
    valorJuros: "0",
    valorMulta: "0",
    valorAbatimento: centsToDecimal(t.abatimento),
    carteira: "CARTEIRA SIMPLES",
    dataPrevisaoPagamento: dateArray(p.paid_on),
    idEventoWebhook: `N${padDigits(String(p.seq), 30)}${movimento}`,
  };
}

/** One liquidados item of a payment. */
export function settledItem(t: SimTitle, p: SimPayment): Body {
  return {
    cooperativa: t.cooperativa,
    codigoBeneficiario: String(t.body.codigoBeneficiario),
    cooperativaPostoBeneficiario: `${t.cooperativa}${t.posto}`,
    nossoNumero: t.nossoNumero,
    seuNumero: t.body.seuNumero,
    tipoCarteira: "SIMPLES",
    dataPagamento: `${p.paid_on} 00:00:00.0`,
    valor: t.body.valor,
    valorLiquidado: reais(p.amount_cents),
    jurosLiquido: 0,
    descontoLiquido: 0,
    multaLiquida: 0,
    abatimentoLiquido: reais(t.abatimento),
    tipoLiquidacao: p.channel === "pix" ? "PIX" : "REDE",
  };
}

export async function load(
  ctx: SimContext,
  coop: string,
  benef: string,
  nn: string,
): Promise<SimTitle | undefined> {
  return ctx.store.get<SimTitle>(titleKey(coop, benef, nn));
}

export async function save(ctx: SimContext, t: SimTitle): Promise<void> {
  await ctx.store.put(titleKey(t.cooperativa, String(t.body.codigoBeneficiario), t.nossoNumero), t);
}
