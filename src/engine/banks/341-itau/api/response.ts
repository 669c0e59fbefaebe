/**
 * Reading Itaú's answers to a registration, a query and an instruction. The response fields are the
 * OpenAPI's (`dado_boleto.dados_individuais_boleto[].numero_nosso_numero`, `dac_titulo`,
 * `codigo_barras`, `numero_linha_digitavel`, `situacao_geral_boleto`, `pagamentos_cobranca[]`,
 * `baixa`), read with or without the `data` envelope as ACBr does (the `200_boleto` example has it,
 * the published registration example in the devportal's documentation has none).
 */
import type {
  ApiInstruction,
  ApiOutcome,
  ApiPayment,
  ApiResponse,
  ApiTitle,
  ProviderCodes,
  QueryOutcome,
  RegisterOutcome,
  TitleKey,
} from "../../../connect/types";
import { classify } from "./errors";
import { decimalCents, ourNumber8 } from "./format";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Obj) : undefined;
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined);

/** `situacao_geral_boleto` (query OpenAPI enum) in lote's words. */
export const SITUATIONS: Readonly<Record<string, "registered" | "paid" | "written_off" | "other">> = {
  "em aberto": "registered",
  pago: "paid",
  liquidado: "paid",
  "aguardando crédito": "paid",
  creditado: "paid",
  "pagamento rejeitado": "other",
  baixado: "written_off",
};

function individualOf(dado: Obj | undefined, nn: string): Obj | undefined {
  const list = arr(dado?.dados_individuais_boleto).map(obj);
  return list.find((x) => x && str(x.numero_nosso_numero) === nn) ?? list[0];
}

function codesOf(dado: Obj | undefined, ind: Obj | undefined): ProviderCodes {
  const nn = str(ind?.numero_nosso_numero);
  const dac = str(ind?.dac_titulo);
  const wallet = str(dado?.codigo_carteira);
  const codes: ProviderCodes = {};
  if (nn && dac && wallet) codes.our_number = `${wallet}/${nn}-${dac}`;
  const barcode = str(ind?.codigo_barras);
  const line = str(ind?.numero_linha_digitavel);
  if (barcode) codes.barcode = barcode;
  if (line) codes.digitable_line = line;
  const emv = str(obj(dado?.qrcode_pix)?.emv);
  if (emv) codes.pix_emv = emv;
  return codes;
}

/** The outcome of `POST /boletos`. A 202 ("será criado de forma assíncrona") is unknown: lote queries. */
export function parseRegister(res: ApiResponse, t: ApiTitle): RegisterOutcome {
  if (res.status === 202)
    return { kind: "unknown", code: "202", message: "accepted asynchronously", status: 202 };
  if (res.status < 200 || res.status >= 300) return classify(res, true);
  const root = obj(res.body);
  const data = obj(root?.data) ?? root;
  const dado = obj(data?.dado_boleto);
  const ind = individualOf(dado, ourNumber8(t.input.our_number));
  if (!dado || !ind)
    return {
      kind: "unknown",
      code: String(res.status),
      message: "no dado_boleto in the answer",
      status: res.status,
    };
  const ids: Record<string, string> = {};
  const idBoleto = str(data?.id_boleto);
  const idIndividual = str(ind.id_boleto_individual);
  if (idBoleto) ids.id_boleto = idBoleto;
  if (idIndividual) ids.id_boleto_individual = idIndividual;
  return { kind: "ok", provider_ids: ids, codes: codesOf({ codigo_carteira: t.input.wallet, ...dado }, ind) };
}

/**
 * The payments of one `pagamentos_cobranca` list. Itaú gives a payment no id: lote's dedupe key is
 * nosso número + date + amount (the webhook carries the same three, webhook.ts).
 */
export function paymentsOf(list: unknown, nn: string, ids: Record<string, string>): ApiPayment[] {
  const out: ApiPayment[] = [];
  for (const p of arr(list).map(obj)) {
    const amount = decimalCents(p?.valor_pago_total_cobranca);
    if (!p || amount === undefined) continue;
    const at = str(p.data_inclusao_pagamento) ?? str(p.data_hora_inclusao_pagamento)?.slice(0, 10);
    const extra = (k: string) => decimalCents(p[k]);
    const means = `${str(p.descricao_meio_pagamento) ?? ""} ${str(p.descricao_canal_pagamento) ?? ""}`;
    out.push({
      payment_id: `341:${nn}:${at ?? ""}:${amount}`,
      our_number: nn,
      provider_ids: ids,
      amount_cents: amount,
      ...(extra("valor_pago_juro_cobranca") ? { interest_cents: extra("valor_pago_juro_cobranca") } : {}),
      ...(extra("valor_pago_multa_cobranca") ? { fine_cents: extra("valor_pago_multa_cobranca") } : {}),
      ...(extra("valor_pago_desconto_cobranca")
        ? { discount_cents: extra("valor_pago_desconto_cobranca") }
        : {}),
      ...(extra("valor_pago_abatimento_cobranca")
        ? { rebate_cents: extra("valor_pago_abatimento_cobranca") }
        : {}),
      ...(at ? { paid_on: at } : {}),
      channel: /pix/i.test(means) ? "pix" : "boleto",
    });
  }
  return out;
}

/**
 * The outcome of `GET /boletos` for one title. Itaú may reuse a nosso número 45 days after a
 * write-off, so the list can hold more than one title: lote reads the last one that carries the
 * number (ACBr does the same). 204, 404 and an empty list are not_found.
 */
export function parseQuery(res: ApiResponse, k: TitleKey): QueryOutcome {
  if (res.status === 204 || res.status === 404) return { kind: "not_found", status: res.status };
  if (res.status < 200 || res.status >= 300) return classify(res);
  const nn = ourNumber8(k.our_number);
  const items = arr(obj(res.body)?.data).map(obj);
  const item = [...items]
    .reverse()
    .find((x) =>
      arr(obj(x?.dado_boleto)?.dados_individuais_boleto).some((d) => str(obj(d)?.numero_nosso_numero) === nn),
    );
  if (!item) return { kind: "not_found", status: res.status };
  const dado = obj(item.dado_boleto);
  const ind = individualOf(dado, nn);
  const situation = str(ind?.situacao_geral_boleto) ?? "";
  const motive = str(obj(dado?.baixa)?.motivo_baixa) ?? "";
  let state = SITUATIONS[situation.toLowerCase()] ?? "other";
  // A write-off "por ter sido liquidado" is a payment whatever the situação says (the published
  // example pairs "Em Aberto" with it; ACBr reads the motive the same way).
  if (/liquidad/i.test(motive)) state = "paid";
  const ids: Record<string, string> = {};
  const idBoleto = str(item.id_boleto);
  if (idBoleto) ids.id_boleto = idBoleto;
  const idIndividual = str(ind?.id_boleto_individual);
  if (idIndividual) ids.id_boleto_individual = idIndividual;
  const amount = decimalCents(ind?.valor_titulo);
  return {
    kind: "ok",
    state,
    provider_state: motive ? `${situation} (${motive})` : situation,
    provider_ids: ids,
    codes: codesOf({ codigo_carteira: k.account.wallet, ...dado }, ind),
    ...(amount !== undefined ? { amount_cents: amount } : {}),
    due_date: str(ind?.data_vencimento) ?? null,
    payments: paymentsOf(dado?.pagamentos_cobranca, nn, ids),
  };
}

/**
 * The outcome of an instruction. 200 (`{data: {codigo: "200", mensagem: "Aguardando aprovação"}}`,
 * the OpenAPI's `200_instrucao` example) and 204 ("Instrução … efetuada com sucesso") are ok; a 202
 * (asynchronous) is unknown, so lote confirms by a query.
 */
export function parseInstruct(res: ApiResponse, _k: TitleKey, _i: ApiInstruction): ApiOutcome {
  if (res.status === 202)
    return { kind: "unknown", code: "202", message: "accepted asynchronously", status: 202 };
  // The shared ApiOutcome's ok variant is `{ kind: "ok" } & Record<string, never>`, which no object
  // literal satisfies (its index signature forbids `kind`): cast until the shared default is `{}`.
  if (res.status >= 200 && res.status < 300) return { kind: "ok" } as ApiOutcome;
  return classify(res);
}
