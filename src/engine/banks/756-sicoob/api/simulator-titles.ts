/**
 * The Sicoob simulator's titles: how it stores them, the codes it gives them (barcode, linha
 * digitável, Pix QR) and how it answers a query, a payment notification and a movements file.
 * Shapes follow published-responses.ts; the barcode follows Sicoob's campo livre (carteira 1,
 * cooperativa 4, modalidade 2, cliente 7, nosso número with DV 8, parcela 3), as the portal's
 * webhook example barcode shows it. Also the answer helpers every route shares (Sicoob's error body,
 * the schema check). Never imports the request builders.
 */
import { strToU8, zipSync } from "fflate";
import { assembleBarcode, barcodeToDigitableLine } from "../../../boleto/barcode";
import type { JsonSchema } from "../../../connect/schema";
import { validateSchema } from "../../../connect/schema";
import type { SimContext, SimResult, SimWebhook } from "../../../connect/sim";
import { padDigits } from "../../../math/check-digits";
import { dueFactor } from "../../../math/due-factor";
import { centsToDecimal, decimalToCents, formatBrl } from "../../../math/money";
import { buildPixPayload } from "../../../pix/build";

/** A payment the simulator recorded. */
export interface SimPayment {
  amount_cents: number;
  paid_on: string;
  channel: "boleto" | "pix";
}

/** A title as the simulator keeps it: the registration body plus its state. */
export interface SimTitle {
  body: Record<string, unknown>;
  nossoNumero: number;
  situacao: "Em Aberto" | "Liquidado" | "Baixado";
  protestado: boolean;
  registeredOn: string;
  payments: SimPayment[];
  history: { dataHistorico: string; tipoHistorico: string; descricaoHistorico: string }[];
}

export const titleKey = (cliente: unknown, nossoNumero: unknown): string =>
  `title:${Number(cliente)}:${Number(nossoNumero)}`;

/** The simulator's cooperativa for barcodes (Sicoob takes it from the contract, not the body). */
export async function cooperativa(ctx: SimContext): Promise<string> {
  return (await ctx.store.get<string>("config:cooperativa")) ?? "4342";
}

/** Sets the cooperativa the simulator writes into barcodes (tests, the sandbox). */
export async function configureCooperativa(ctx: SimContext, coop: string): Promise<void> {
  await ctx.store.put("config:cooperativa", padDigits(coop, 4));
}

export const cents = (v: unknown): number => decimalToCents(String(v)) ?? 0;
export const reais = (c: number): number => Number(centsToDecimal(c));
export const today = (ctx: SimContext): string =>
  new Date(ctx.now - 3 * 3600 * 1000).toISOString().slice(0, 10);

/** Barcode and linha digitável of a title (Sicoob's campo livre with the nosso número as sent). */
export async function codesOf(
  ctx: SimContext,
  t: SimTitle,
): Promise<{ codigoBarras: string; linhaDigitavel: string }> {
  const b = t.body;
  const free =
    "1" +
    (await cooperativa(ctx)) +
    padDigits(String(b.codigoModalidade), 2) +
    padDigits(String(b.numeroCliente), 7).slice(-7) +
    padDigits(String(t.nossoNumero), 8).slice(-8) +
    padDigits(String(b.numeroParcela ?? 1), 3);
  const barcode = assembleBarcode(
    "756",
    dueFactor(String(b.dataVencimento)),
    padDigits(String(cents(b.valor)), 10),
    free,
  );
  return { codigoBarras: barcode, linhaDigitavel: barcodeToDigitableLine(barcode) };
}

/** The Pix QR of a title registered with codigoCadastrarPIX 1 (a cobv location, as in the spec). */
export function qrCodeOf(t: SimTitle): string | undefined {
  if (t.body.codigoCadastrarPIX !== 1) return undefined;
  const id = padDigits(String(t.nossoNumero), 12);
  return buildPixPayload({
    url: `pix.sicoob.com.br/qr/payload/v2/cobv/00000000-0000-4000-8000-${id}`,
    merchant_name: "BENEFICIARIO SIMULADO",
    merchant_city: "BRASILIA",
  });
}

/** GET /boletos `resultado`. */
export async function queryResult(ctx: SimContext, t: SimTitle): Promise<Record<string, unknown>> {
  const qr = qrCodeOf(t);
  return {
    ...t.body,
    nossoNumero: t.nossoNumero,
    ...(await codesOf(ctx, t)),
    situacaoBoleto: t.situacao,
    valorAbatimento: t.body.valorAbatimento ?? 0,
    valorMulta: t.body.valorMulta ?? 0,
    valorJurosMora: t.body.valorJurosMora ?? 0,
    quantidadeDiasFloat: 0,
    identificacaoBoletoEmpresa: t.body.identificacaoBoletoEmpresa ?? "",
    listaHistorico: t.history,
    ...(qr ? { qrCode: qr } : {}),
  };
}

/** Records a payment on a title (its history line follows the spec's "… - R$ 0,75" wording). */
export function recordPayment(t: SimTitle, p: SimPayment): void {
  t.payments.push(p);
  t.situacao = "Liquidado";
  t.history.push({
    dataHistorico: p.paid_on,
    tipoHistorico: "6",
    descricaoHistorico: `LIQUIDAÇÃO - R$ ${formatBrl(p.amount_cents)}`,
  });
}

/** The payment notification for a payment, in the portal example's shape. */
export async function paymentNotification(
  ctx: SimContext,
  t: SimTitle,
  p: SimPayment,
  idWebhook: number,
  seq: number,
) {
  const b = t.body;
  const pagador = (b.pagador ?? {}) as Record<string, unknown>;
  const { codigoBarras } = await codesOf(ctx, t);
  return {
    idWebhook,
    tipoMovimento: 7,
    dados: {
      numeroIdentificadorBaixa: `${p.paid_on.replaceAll("-", "")}${padDigits(String(seq), 11)}`,
      codigoBarrasBoleto: codigoBarras,
      codigoBarrasBaixa: codigoBarras,
      nossoNumero: padDigits(String(t.nossoNumero), 10),
      seuNumero: b.seuNumero,
      codigoBancoRecebedor: "756",
      numeroCliente: b.numeroCliente,
      cpfCnpjPagador: pagador.numeroCpfCnpj,
      nomePagador: pagador.nome,
      valorBoleto: b.valor,
      valorPagamento: reais(p.amount_cents),
      dataEmissao: b.dataEmissao,
      dataVencimento: b.dataVencimento,
      // Noon in São Paulo, in UTC as Sicoob sends it.
      dataHoraSituacaoBaixa: `${p.paid_on}T15:00:00.000Z`,
      baixaRealizadaEmContigencia: false,
      cancelamentoBaixa: false,
    },
  };
}

/** The LIQUI records of a title's payments within [from, to]. */
export async function settlementRecords(ctx: SimContext, t: SimTitle, from: string, to: string) {
  const { codigoBarras } = await codesOf(ctx, t);
  return t.payments
    .filter((p) => p.paid_on >= from && p.paid_on <= to)
    .map((p) => ({
      siglaMovimento: "LIQUI",
      numeroCliente: t.body.numeroCliente,
      modalidade: t.body.codigoModalidade,
      numeroTitulo: t.nossoNumero,
      seuNumero: t.body.seuNumero,
      dataVencimentoTitulo: `${t.body.dataVencimento}T00:00:00-03:00`,
      valorTitulo: t.body.valor,
      codigoBarras,
      dataMovimentoLiquidacao: `${p.paid_on}T12:00:00-03:00`,
      dataLiquidacao: `${p.paid_on}T12:00:00-03:00`,
      dataPrevisaoCredito: `${p.paid_on}T00:00:00-03:00`,
      numeroBancoRecebedor: 756,
      idTipoOpFinanceira: p.channel === "pix" ? 212 : 58,
      tipoOpFinanceira: p.channel === "pix" ? "07" : "04",
      valorAbatimento: 0,
      valorDesconto: 0,
      valorMora: 0,
      valorLiquido: reais(p.amount_cents),
      valorTarifaMovimento: 0,
    }));
}

/** A movements file: a ZIP of one JSON array, in Base64 (the `arquivo` description). */
export function movementsFile(name: string, records: unknown[]): string {
  const zip = zipSync({ [name]: strToU8(JSON.stringify(records)) });
  let bin = "";
  for (const byte of zip) bin += String.fromCharCode(byte);
  return btoa(bin);
}

export type Body = Record<string, unknown>;
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
export const fail = (status: number, codigo: string, mensagem: string) =>
  answer(status, { mensagens: [{ codigo, mensagem }] });

/** 400 with one message per schema violation, or null when `value` conforms. */
export function check(schema: JsonSchema, value: unknown): SimResult | null {
  const issues = validateSchema(schema, value);
  if (issues.length === 0) return null;
  return answer(400, {
    mensagens: issues.map((i) => ({
      codigo: "SIM_SCHEMA",
      mensagem: `${i.path || "(corpo)"}: ${i.message}`,
    })),
  });
}

export async function load(ctx: SimContext, cliente: unknown, nn: unknown): Promise<SimTitle | undefined> {
  return ctx.store.get<SimTitle>(titleKey(cliente, nn));
}

export const notFound = () => fail(400, "SIM_NAO_ENCONTRADO", "Boleto não encontrado.");
export const notOpen = () => fail(400, "SIM_SITUACAO", "Operação não permitida para a situação do boleto.");
