/**
 * The simulator's state and the views it answers with, in Itaú's field names: a title as the query
 * (`GET /boletos`, OpenAPI 2.75.147 / boletoscash 1.2.9 `query_200_boletos_get_response`) shows it,
 * a francesa line (boletos v3 `200_movimentacao_detalhada`) and a boleto notification (the
 * camelCase `boletos[]` body, see webhook.ts). Amounts in views are Itaú's decimals ("2100.00").
 */
import type { SimContext } from "../../../connect/sim";
import { daysToIso } from "../../../math/date";
import { centsToDecimal } from "../../../math/money";

/** One payment the simulator recorded. */
export interface SimPayment {
  cents: number;
  date: string;
  pix: boolean;
  seq: number;
}

/** One title at the simulated Itaú. */
export interface SimTitle {
  id_boleto: string;
  id_beneficiario: string;
  carteira: string;
  nosso: string;
  dac: string;
  especie: string;
  data_emissao: string;
  due: string;
  valor_cents: number;
  abatimento_cents: number;
  seu_numero?: string;
  pagador: unknown;
  barcode?: string;
  line?: string;
  situacao: "Em Aberto" | "Pago" | "Baixado";
  motivo_baixa?: string;
  baixa_em?: string;
  juros?: unknown;
  multa?: unknown;
  desconto?: unknown;
  protesto?: unknown;
  payments: SimPayment[];
}

/** "Today" of the simulated bank (UTC day of ctx.now). */
export const todayOf = (ctx: SimContext) => daysToIso(Math.floor(ctx.now / 86_400_000));

const keyOf = (idBeneficiario: string, carteira: string, nosso: string) =>
  `itau:title:${idBeneficiario}${carteira}${nosso}`;

/** Every title registered under a nosso número (Itaú reuses one 45 days after its write-off), oldest first. */
export async function titlesAt(ctx: SimContext, idBeneficiario: string, carteira: string, nosso: string) {
  return (await ctx.store.get<SimTitle[]>(keyOf(idBeneficiario, carteira, nosso))) ?? [];
}

/** Saves a title (a new one is appended to its nosso número's list). */
export async function saveTitle(ctx: SimContext, t: SimTitle): Promise<void> {
  const list = await titlesAt(ctx, t.id_beneficiario, t.carteira, t.nosso);
  const i = list.findIndex((x) => x.id_boleto === t.id_boleto);
  if (i >= 0) list[i] = t;
  else list.push(t);
  await ctx.store.put(keyOf(t.id_beneficiario, t.carteira, t.nosso), list);
  await ctx.store.put(`itau:uuid:${t.id_boleto}`, [t.id_beneficiario, t.carteira, t.nosso]);
}

/** The current title of an instruction's `id_boleto` (agência + conta + DAC + carteira + nosso número). */
export async function titleOfInstructionId(ctx: SimContext, id: string): Promise<SimTitle | undefined> {
  const list = await titlesAt(ctx, id.slice(0, 12), id.slice(12, 15), id.slice(15));
  return list[list.length - 1];
}

/** A title by its UUID or by nosso número alone (the harness's `pay`). */
export async function findTitle(ctx: SimContext, sel: { id?: string; our_number?: string }) {
  if (sel.id && /^\d{23,31}$/.test(sel.id)) return titleOfInstructionId(ctx, sel.id);
  if (sel.id) {
    const at = await ctx.store.get<[string, string, string]>(`itau:uuid:${sel.id}`);
    const list = at ? await titlesAt(ctx, ...at) : [];
    return list.find((t) => t.id_boleto === sel.id);
  }
  if (!sel.our_number) return undefined;
  const nosso = sel.our_number.padStart(8, "0");
  const all = await ctx.store.list<SimTitle[]>("itau:title:");
  return all.flatMap(([, l]) => l).find((t) => t.nosso === nosso && t.situacao === "Em Aberto");
}

const dec = centsToDecimal;

/** A title as the query shows it. */
export function queryView(t: SimTitle, today: string) {
  return {
    id_boleto: t.id_boleto,
    beneficiario: { id_beneficiario: t.id_beneficiario },
    dado_boleto: {
      descricao_instrumento_cobranca: "boleto",
      tipo_boleto: "a vista",
      codigo_carteira: t.carteira,
      codigo_especie: t.especie,
      data_emissao: t.data_emissao,
      valor_abatimento: dec(t.abatimento_cents),
      pagador: t.pagador,
      dados_individuais_boleto: [
        {
          situacao_geral_boleto: t.situacao,
          status_vencimento: t.due < today ? "Vencido" : "A vencer",
          numero_nosso_numero: t.nosso,
          dac_titulo: t.dac,
          data_vencimento: t.due,
          valor_titulo: dec(t.valor_cents),
          ...(t.seu_numero ? { texto_seu_numero: t.seu_numero } : {}),
          ...(t.barcode ? { codigo_barras: t.barcode, numero_linha_digitavel: t.line } : {}),
        },
      ],
      ...(t.juros ? { juros: t.juros } : {}),
      ...(t.multa ? { multa: t.multa } : {}),
      ...(t.protesto ? { protesto: t.protesto } : {}),
      pagamentos_cobranca: t.payments.map((p) => ({
        data_inclusao_pagamento: p.date,
        valor_pago_total_cobranca: dec(p.cents),
        // The published example's wording for a boleto; "PIX" is lote's (unconfirmed) for a Pix.
        descricao_meio_pagamento: p.pix ? "PIX" : "DÉBITO EM CONTA",
      })),
      ...(t.baixa_em
        ? { baixa: { data_inclusao_alteracao_baixa: t.baixa_em, motivo_baixa: t.motivo_baixa ?? "" } }
        : {}),
    },
  };
}

/** The Bolecode txid rule of the Bolecode OpenAPI: "BL" + agência (4) + conta (7) + carteira (3) + nosso número (15). */
export const pixTxid = (t: SimTitle) =>
  `BL${t.id_beneficiario.slice(0, 11)}${t.carteira}${t.nosso.padStart(15, "0")}`;

/** The notification Itaú posts for a payment. */
export function notificationOf(t: SimTitle, p: SimPayment, today: string) {
  return {
    boletos: [
      {
        dataNotificacao: today,
        idBoleto: t.id_boleto,
        idBeneficiario: t.id_beneficiario,
        codigoCarteira: t.carteira,
        numeroNossoNumero: t.nosso,
        dacTitulo: t.dac,
        valorTitulo: dec(t.valor_cents),
        valorPagoTotalCobranca: dec(p.cents),
        dataInclusaoPagamento: p.date,
        dataCredito: p.date,
        tipoCobranca: p.pix ? "bolecode" : "boleto",
        ...(p.pix
          ? { txid: pixTxid(t), endToEndId: `E60701190${p.date.replaceAll("-", "")}SIM${p.seq}` }
          : {}),
      },
    ],
  };
}

/** A francesa line of a liquidation (net = gross: the simulator charges no tariff). */
export function movementOf(t: SimTitle, p: SimPayment) {
  return {
    agencia: Number(t.id_beneficiario.slice(0, 4)),
    conta: Number(t.id_beneficiario.slice(4, 11)),
    data_movimentacao: p.date,
    numero_carteira: Number(t.carteira),
    codigo_status: p.pix ? "BL" : "L",
    tipo_movimentacao: "liquidacoes",
    tipo_cobranca: p.pix ? "Bolecode" : "Boleto",
    nosso_numero: t.nosso,
    seu_numero: t.seu_numero ?? "",
    dac_titulo: Number(t.dac),
    data_inclusao: t.data_emissao,
    data_vencimento: t.due,
    valor_titulo: dec(t.valor_cents),
    valor_liquido_lancado: dec(p.cents),
    operacoes_cobranca: [],
  };
}
