/**
 * Sicredi cobrança API — registration (POST /boletos), the query of one title (GET /boletos),
 * settled titles (GET /boletos/liquidados/dia), the webhook contract and the probe. Paths are
 * below `…/cobranca/boleto/v1`; every call carries `cooperativa` and `posto` headers (ACBr
 * GerarHeader). Field sources: docs/connectors/748-sicredi.md; schema: published*.ts.
 */
import type { ApiRequest, ApiTitle, TitleKey } from "../../../connect/types";
import { addDays } from "../../../math/date";
import type { IsoDate, Party } from "../../../types";
import {
  accountHeaders,
  apiOurNumber,
  beneficiaryCode,
  clip,
  cooperativa,
  ddmmyyyy,
  ESPECIES,
  keyOurNumber,
  money,
  percent,
  posto,
} from "./format";

/** A reason the title cannot be sent as it is. */
export interface BuildIssue {
  path: string;
  code: string;
  message: string;
}

const issue = (path: string, code: string, message: string): BuildIssue => ({ path, code, message });
const kind = (doc: string) => (doc.length === 11 ? "PESSOA_FISICA" : "PESSOA_JURIDICA");

/** seuNumero's length (a Python client's model: max_length 15; Sicredi's own limit is unconfirmed). */
const SEU_NUMERO_MAX = 15;

/**
 * pagador: tipoPessoa, documento, nome, endereco (logradouro + número, ACBr GerarPagador), cidade,
 * uf, cep; nome and endereco cut to 40, cidade to 20 (a Python client's model lengths).
 */
function payer(p: Party): Record<string, string> {
  const a = p.address;
  const street = a ? [a.street, a.number, a.complement].filter((x) => x?.trim()).join(" ") : "";
  return {
    tipoPessoa: kind(p.document),
    documento: p.document,
    nome: clip(p.name, 40),
    ...(a ? { endereco: clip(street, 40), cidade: clip(a.city, 20), uf: a.state, cep: a.zip_code } : {}),
  };
}

/** beneficiarioFinal (sacador/avalista): logradouro, numeroEndereco, complemento apart (ACBr GerarBenificiarioFinal). */
function finalBeneficiary(p: Party): Record<string, string> {
  const a = p.address;
  return {
    tipoPessoa: kind(p.document),
    documento: p.document,
    nome: clip(p.name, 40),
    ...(a?.street ? { logradouro: a.street } : {}),
    ...(a?.number ? { numeroEndereco: a.number } : {}),
    ...(a?.complement ? { complemento: a.complement } : {}),
    ...(a ? { cidade: a.city, uf: a.state, cep: a.zip_code } : {}),
  };
}

/** What POST /boletos cannot carry for a title (the API has no such field or semantics). */
function check(t: ApiTitle, issues: BuildIssue[]): void {
  const i = t.input;
  if (!/^\d{1,5}$/.test(i.agreement ?? ""))
    issues.push(issue("agreement", "SICREDI_API_BENEFICIARY", "codigoBeneficiario has 5 digits"));
  if (!i.bank_fields?.post)
    issues.push(issue("bank_fields.post", "SICREDI_API_POSTO", "the posto header is required"));
  if (i.due_date === null)
    issues.push(issue("due_date", "SICREDI_API_DUE_DATE", "Sicredi requires dataVencimento"));
  if (ESPECIES[i.document_kind ?? "DM"] === undefined)
    issues.push(
      issue("document_kind", "SICREDI_API_ESPECIE", `espécie ${i.document_kind} is not in Sicredi's list`),
    );
  if (i.fine?.kind === "amount")
    issues.push(issue("fine.kind", "SICREDI_API_FINE", "multa is a percentage only"));
  if (i.interest?.kind === "monthly_rate")
    issues.push(
      issue(
        "interest.kind",
        "SICREDI_API_INTEREST",
        "juros: only an amount per day (tipoJuros VALOR) is confirmed",
      ),
    );
  const dayAfter = i.due_date ? addDays(i.due_date, 1) : undefined;
  for (const [path, start] of [
    ["fine.start_date", i.fine?.start_date],
    ["interest.start_date", i.interest?.start_date],
  ] as const)
    if (start !== undefined && start !== dayAfter)
      issues.push(
        issue(
          path,
          "SICREDI_API_CHARGE_DATE",
          "the API takes no start date: juros and multa run from the day after the due date",
        ),
      );
  if (i.rebate_cents)
    issues.push(
      issue(
        "rebate_cents",
        "SICREDI_API_REBATE",
        "POST /boletos takes no abatimento (grant it by instruction)",
      ),
    );
  if ((i.document_number ?? i.our_number).length > SEU_NUMERO_MAX)
    issues.push(
      issue(
        "document_number",
        "SICREDI_API_SEU_NUMERO",
        `seuNumero has at most ${SEU_NUMERO_MAX} characters`,
      ),
    );
}

/** Lines of text, each cut to 80 and at most `n` of them (mensagens 4, informativos 5: ACBr). */
const lines = (xs: readonly string[] | undefined, n: number) =>
  (xs ?? [])
    .map((l) => clip(l, 80))
    .filter((l) => l !== "")
    .slice(0, n);

/**
 * The POST /boletos request for a title, or the issues that keep it from being expressed.
 *
 * @example buildRegister(title) // { method: "POST", path: "/boletos", headers: { cooperativa, posto }, body: { json: { tipoCobranca, … } } }
 */
export function buildRegister(t: ApiTitle): ApiRequest | { issues: BuildIssue[] } {
  const i = t.input;
  const issues: BuildIssue[] = [];
  check(t, issues);
  if (issues.length > 0 || i.due_date === null) return { issues };
  const mensagens = lines(i.instructions, 4);
  const informativos = lines(i.description, 5);
  const body: Record<string, unknown> = {
    tipoCobranca: i.pix ? "HIBRIDO" : "NORMAL",
    codigoBeneficiario: beneficiaryCode(i),
    pagador: payer(i.payer),
    ...(i.guarantor ? { beneficiarioFinal: finalBeneficiary(i.guarantor) } : {}),
    especieDocumento: ESPECIES[i.document_kind ?? "DM"],
    nossoNumero: apiOurNumber(i, t.today),
    seuNumero: i.document_number ?? i.our_number,
    dataVencimento: i.due_date,
    valor: money(i.amount_cents),
    ...(i.discount
      ? {
          tipoDesconto: "VALOR",
          valorDesconto1: money(i.discount.amount_cents),
          dataDesconto1: i.discount.until,
        }
      : {}),
    ...(i.interest ? { tipoJuros: "VALOR", juros: money(i.interest.value) } : {}),
    ...(i.fine ? { multa: percent(i.fine.value) } : {}),
    ...(mensagens.length > 0 ? { mensagens } : {}),
    ...(informativos.length > 0 ? { informativos } : {}),
  };
  return { method: "POST", path: "/boletos", headers: accountHeaders(i), body: { json: body } };
}

/**
 * GET /boletos?codigoBeneficiario=&nossoNumero=: what lote asks before retrying a registration.
 * @example buildQuery(key).query // { codigoBeneficiario: "00623", nossoNumero: "072000037" }
 */
export function buildQuery(k: TitleKey & { issue_date?: IsoDate }): ApiRequest {
  return {
    method: "GET",
    path: "/boletos",
    headers: accountHeaders(k.account),
    query: { codigoBeneficiario: beneficiaryCode(k.account), nossoNumero: keyOurNumber(k) },
  };
}

/**
 * GET /boletos/liquidados/dia for one day and page (`dia` dd/MM/yyyy, `pagina` from 1). A page
 * token is "YYYY-MM-DD:N"; without one the window's first day, page 1.
 */
export function buildSettled(
  account: TitleKey["account"],
  from: IsoDate,
  _to: IsoDate,
  page?: string,
): ApiRequest {
  const [day, n] = parsePage(page, from);
  return {
    method: "GET",
    path: "/boletos/liquidados/dia",
    headers: accountHeaders(account),
    query: { codigoBeneficiario: beneficiaryCode(account), dia: ddmmyyyy(day), pagina: String(n) },
  };
}

/** A settled page token's day and page, or the window's first day and page 1. */
export function parsePage(page: string | undefined, from: IsoDate): [IsoDate, number] {
  const m = page ? /^(\d{4}-\d{2}-\d{2}):(\d+)$/.exec(page) : null;
  return m ? [m[1] as IsoDate, Number(m[2])] : [from, 1];
}

/** The probe: the day's settled list, a read that needs the token, the API key and the contract. */
export const buildProbe = (account: TitleKey["account"], today: IsoDate): ApiRequest =>
  buildSettled(account, today, today);

/**
 * POST /webhook/contrato/: the payment notification contract (Ctrl-Mota createWebhook;
 * divulgueregional's README), events LIQUIDACAO by default.
 */
export function buildWebhookContract(
  account: TitleKey["account"],
  url: string,
  eventos = ["LIQUIDACAO"],
): ApiRequest {
  return {
    method: "POST",
    path: "/webhook/contrato/",
    headers: accountHeaders(account),
    body: {
      json: {
        cooperativa: cooperativa(account),
        posto: posto(account),
        codBeneficiario: beneficiaryCode(account),
        eventos,
        url,
        urlStatus: "ATIVO",
        contratoStatus: "ATIVO",
      },
    },
  };
}
