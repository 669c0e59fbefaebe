/**
 * Queries and instructions of Banco do Brasil's API Cobrança v2.
 *
 * - One title: `GET /cobrancas/v2/boletos/{id}?numeroConvenio=…`, `id` the 20-digit
 *   numeroTituloCliente (BB's documentation §7.4; ACBr `DefinirURL` tpConsultaDetalhe).
 * - Changes: `PATCH /cobrancas/v2/boletos/{id}` with `numeroConvenio` and one `indicador…: "S"`
 *   with its block ("só pode ser enviada uma alteração por chamada", §7.2): alteracaoData,
 *   alteracaoValor, abatimento, alteracaoAbatimento, protesto, alteracaoDesconto, juros, multa —
 *   names from BB's v1 manual "CBR - Alteração de Boletos Portal" (Jul/2020, imobanco/bb-wrapper
 *   `docs/bb/`), BB's Postman collection (`alterar boleto` example, same folder), ACBr
 *   `RequisicaoAltera` (f0def97) and, for alteracaoValor{novoValorNominal}, the v2 schema as
 *   transcribed in Accordous/bb-client `README-endpoint-RequisicaoAlterarBoleto.md` (5c7916e).
 * - Write-off: `POST /cobrancas/v2/boletos/{id}/baixar` with `{numeroConvenio}` (§7.5; Postman
 *   "Baixa de Boleto").
 * - Settled titles: `GET /cobrancas/v2/boletos?indicadorSituacao=B&codigoEstadoTituloCobranca=6`
 *   with the movement dates and `indice` paging (§7.3; bb-wrapper `lista_boletos_liquidados_2.py`).
 */
import type { ApiInstruction, ApiRequest, TitleKey } from "../../../connect/types";
import type { Discount, Fine, Interest, IsoDate } from "../../../types";
import { bbDate, bbMoney, titleNumber } from "./format";
import { BOLETOS_PATH } from "./register";

/**
 * What lote's instruction carries for BB, plus the new conditions of a discount, interest or
 * fine change (fields `ApiInstruction` lacks; the report proposes them for the shared type).
 */
export type BbInstruction = ApiInstruction & { discount?: Discount; interest?: Interest; fine?: Fine };

/** The 20-digit title number of a key: the one BB returned, else lote's own. */
export function keyNumber(k: TitleKey): string {
  return k.provider_ids?.numero ?? titleNumber(k.account.agreement ?? "", k.our_number);
}

/** BB's numbers "sem zeros à esquerda" (agência, conta) as query text. */
function plain(digits: string | undefined): string {
  return String(Number(digits ?? "0"));
}

/**
 * The query of one title.
 *
 * @example queryRequest(key).path // "/cobrancas/v2/boletos/00031285570000000001"
 */
export function queryRequest(k: TitleKey): ApiRequest {
  return {
    method: "GET",
    path: `${BOLETOS_PATH}/${keyNumber(k)}`,
    query: { numeroConvenio: plain(k.account.agreement) },
  };
}

/** The body of one PATCH alteration, or null when lote's instruction lacks what BB needs. */
function alteration(i: BbInstruction): Record<string, unknown> | null {
  switch (i.type) {
    case "due_date_change":
      return i.due_date
        ? { indicadorNovaDataVencimento: "S", alteracaoData: { novaDataVencimento: bbDate(i.due_date) } }
        : null;
    case "amount_change":
      return i.amount_cents !== undefined
        ? { indicadorNovoValorNominal: "S", alteracaoValor: { novoValorNominal: bbMoney(i.amount_cents) } }
        : null;
    case "rebate":
      return i.rebate_cents
        ? { indicadorIncluirAbatimento: "S", abatimento: { valorAbatimento: bbMoney(i.rebate_cents) } }
        : null;
    case "rebate_cancel":
      // BB: indicadorAlterarAbatimento "indica a intenção de cancelar o abatimento concedido".
      return { indicadorAlterarAbatimento: "S" };
    case "protest":
      return i.protest
        ? { indicadorProtestar: "S", protesto: { quantidadeDiasProtesto: i.protest.days } }
        : null;
    case "protest_cancel":
      // Sustação: stops a protest BB already processed (indicadorCancelarProtesto only withdraws
      // an instruction BB has not processed yet).
      return { indicadorSustacaoProtesto: "S" };
    case "discount_change":
      return i.discount ? discountChange(i.discount) : null;
    case "interest_change":
      return i.interest ? interestChange(i.interest) : null;
    case "fine_change":
      // BB needs the day the fine starts (after the due date, which the instruction does not carry).
      return i.fine && (i.fine.value === 0 || i.fine.start_date) ? fineChange(i.fine) : null;
    default:
      return null;
  }
}

function discountChange(d: Discount): Record<string, unknown> {
  return {
    indicadorAlterarDesconto: "S",
    alteracaoDesconto: {
      tipoPrimeiroDesconto: 1,
      novoValorPrimeiroDesconto: bbMoney(d.amount_cents),
      novaDataLimitePrimeiroDesconto: bbDate(d.until),
    },
  };
}

function interestChange(x: Interest): Record<string, unknown> {
  if (x.value === 0) return { indicadorDispensarJuros: "S" };
  return {
    indicadorCobrarJuros: "S",
    juros:
      x.kind === "daily_amount"
        ? { tipoJuros: 1, valorJuros: bbMoney(x.value) }
        : { tipoJuros: 2, taxaJuros: bbMoney(x.value) },
  };
}

function fineChange(f: Fine): Record<string, unknown> {
  if (f.value === 0) return { indicadorDispensarMulta: "S" };
  const dataInicioMulta = bbDate(f.start_date as IsoDate);
  return {
    indicadorCobrarMulta: "S",
    multa:
      f.kind === "amount"
        ? { tipoMulta: 1, dataInicioMulta, valorMulta: bbMoney(f.value) }
        : { tipoMulta: 2, dataInicioMulta, taxaMulta: bbMoney(f.value) },
  };
}

/**
 * The request(s) of an instruction, or null when BB's API has no such instruction or lote's
 * instruction lacks the value it needs.
 *
 * @example instructRequests(key, { type: "write_off", reference: "r", today: "2025-01-02" })
 * // [{ method: "POST", path: "/cobrancas/v2/boletos/0003…/baixar", body: { json: { numeroConvenio: 3128557 } } }]
 */
export function instructRequests(k: TitleKey, i: BbInstruction): ApiRequest[] | null {
  const path = `${BOLETOS_PATH}/${keyNumber(k)}`;
  const numeroConvenio = Number(k.account.agreement ?? "0");
  if (i.type === "write_off")
    return [{ method: "POST", path: `${path}/baixar`, body: { json: { numeroConvenio } } }];
  const change = alteration(i);
  if (change === null) return null;
  return [{ method: "PATCH", path, body: { json: { numeroConvenio, ...change } } }];
}

/**
 * Liquidated titles whose movement falls between two dates, from the `indice` BB returned.
 *
 * @example settledRequest(account, "2025-01-01", "2025-01-05").query?.codigoEstadoTituloCobranca // "6"
 */
export function settledRequest(
  account: TitleKey["account"],
  from: IsoDate,
  to: IsoDate,
  page?: string,
): ApiRequest {
  const query: Record<string, string> = {
    indicadorSituacao: "B",
    agenciaBeneficiario: plain(account.agency),
    contaBeneficiario: plain(account.account),
    codigoEstadoTituloCobranca: "6",
    dataInicioMovimento: bbDate(from),
    dataFimMovimento: bbDate(to),
  };
  if (account.wallet) query.carteiraConvenio = plain(account.wallet);
  const variation = account.bank_fields?.wallet_variation;
  if (variation) query.variacaoCarteiraConvenio = plain(variation);
  if (page) query.indice = page;
  return { method: "GET", path: BOLETOS_PATH, query };
}

/**
 * A harmless call: the titles "em ser" registered today (BB answers 404 for an empty list).
 *
 * @example probeRequest(account, "2025-01-02").query?.indicadorSituacao // "A"
 */
export function probeRequest(account: TitleKey["account"], today: IsoDate): ApiRequest {
  return {
    method: "GET",
    path: BOLETOS_PATH,
    query: {
      indicadorSituacao: "A",
      agenciaBeneficiario: plain(account.agency),
      contaBeneficiario: plain(account.account),
      dataInicioRegistro: bbDate(today),
      dataFimRegistro: bbDate(today),
    },
  };
}
