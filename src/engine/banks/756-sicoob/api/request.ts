/**
 * Sicoob API Cobrança Bancária V3 — the registration request (POST /boletos), the query of one
 * title (GET /boletos) and the probe, built from lote's title. Field sources are in
 * docs/connectors/756-sicoob.md; the published schema they are checked against is published.ts.
 *
 * The portal's rule "não permite o envio de requisições com propriedades opcionais com valores
 * vazios ou nulos" is why every optional field below is either set or absent, never null or "".
 */
import type { ApiRequest, ApiTitle, TitleKey } from "../../../connect/types";
import { addDays } from "../../../math/date";
import type { Party } from "../../../types";
import {
  accountNumber,
  apiOurNumber,
  clientNumber,
  clip,
  keyOurNumber,
  modality,
  money,
  percent,
} from "./format";

/** A reason the title cannot be sent as it is (the API lacks or refuses the field). */
export interface BuildIssue {
  path: string;
  code: string;
  message: string;
}

/** Espécies POST /boletos accepts (Sicoob OpenAPI 3.0.8.0, Boleto.codigoEspecieDocumento). */
const ESPECIES = new Set([
  ...["CH", "DM", "DMI", "DS", "DSI", "DR", "LC", "NCC", "NCE", "NCI", "NCR", "NP", "NPR", "TM", "TS"],
  ...["NS", "RC", "FAT", "ND", "AP", "ME", "PC", "NF", "DD", "BDP", "OU"],
]);

/** Identificação de emissão/distribuição: 2 = "Cliente Emite" / "Cliente Distribui" — lote renders. */
const CLIENT_EMITS = 2;

function address(p: Party): string {
  const a = p.address;
  if (!a) return "";
  return [a.street, a.number, a.complement].filter((x) => x !== undefined && x.trim() !== "").join(" ");
}

function payer(p: Party, issues: BuildIssue[]): Record<string, string> {
  const a = p.address;
  if (!a) {
    issues.push({
      path: "payer.address",
      code: "SICOOB_API_PAYER_ADDRESS",
      message: "Sicoob requires the payer's address",
    });
    return {};
  }
  if (!a.district?.trim())
    issues.push({
      path: "payer.address.district",
      code: "SICOOB_API_PAYER_DISTRICT",
      message: "Sicoob requires the payer's bairro (pagador.bairro)",
    });
  return {
    numeroCpfCnpj: p.document,
    nome: clip(p.name, 50),
    endereco: clip(address(p), 40),
    bairro: clip(a.district ?? "", 30),
    cidade: clip(a.city, 40),
    cep: a.zip_code,
    uf: a.state,
  };
}

/**
 * The POST /boletos request for a title, or the issues that keep it from being expressed.
 *
 * @example buildRegister(title) // { method: "POST", path: "/boletos", body: { json: { numeroCliente, … } } }
 */
export function buildRegister(t: ApiTitle): ApiRequest | { issues: BuildIssue[] } {
  const i = t.input;
  const issues: BuildIssue[] = [];
  if (!i.agreement || !/^\d{1,9}$/.test(i.agreement))
    issues.push({
      path: "agreement",
      code: "SICOOB_API_CLIENT",
      message: "numeroCliente (agreement) must be digits",
    });
  if (modality(i) !== 1)
    issues.push({
      path: "bank_fields.modality",
      code: "SICOOB_API_MODALITY",
      message: "POST /boletos takes codigoModalidade 1 (simples com registro) only",
    });
  const installment = Number(i.bank_fields?.installment ?? "1");
  if (!(installment >= 1 && installment <= 99))
    issues.push({
      path: "bank_fields.installment",
      code: "SICOOB_API_INSTALLMENT",
      message: "numeroParcela is 1 to 99",
    });
  const kind = i.document_kind ?? "DM";
  if (!ESPECIES.has(kind))
    issues.push({
      path: "document_kind",
      code: "SICOOB_API_DOCUMENT_KIND",
      message: `espécie ${kind} is not in Sicoob's list`,
    });
  if (i.due_date === null)
    issues.push({ path: "due_date", code: "SICOOB_API_DUE_DATE", message: "Sicoob requires dataVencimento" });
  const seuNumero = i.document_number ?? i.our_number;
  if ([...seuNumero].length > 18)
    issues.push({
      path: "document_number",
      code: "SICOOB_API_SEU_NUMERO",
      message: "seuNumero has at most 18 characters",
    });
  // dataMulta / dataJurosMora: "Deve ser maior que a data de vencimento do boleto".
  const starts: [string, string | undefined][] = [
    ["fine.start_date", i.fine?.start_date],
    ["interest.start_date", i.interest?.start_date],
  ];
  for (const [path, start] of starts)
    if (start !== undefined && i.due_date !== null && start <= i.due_date)
      issues.push({ path, code: "SICOOB_API_CHARGE_DATE", message: "Sicoob wants it after the due date" });
  const pagador = payer(i.payer, issues);
  if (issues.length > 0 || i.due_date === null) return { issues };
  const due = i.due_date;
  const dayAfter = addDays(due, 1);

  const body: Record<string, unknown> = {
    numeroCliente: clientNumber(i),
    codigoModalidade: 1,
    numeroContaCorrente: accountNumber(i),
    codigoEspecieDocumento: kind,
    dataEmissao: i.issue_date ?? t.today,
    nossoNumero: apiOurNumber(i, i.our_number),
    seuNumero,
    // lote's item id, for reconciliation; omitted when longer than Sicoob's 25 characters.
    ...([...t.reference].length <= 25 && t.reference !== ""
      ? { identificacaoBoletoEmpresa: t.reference }
      : {}),
    identificacaoEmissaoBoleto: CLIENT_EMITS,
    identificacaoDistribuicaoBoleto: CLIENT_EMITS,
    valor: money(i.amount_cents),
    dataVencimento: due,
    ...(i.rebate_cents ? { valorAbatimento: money(i.rebate_cents) } : {}),
    ...(i.discount
      ? {
          tipoDesconto: 1,
          dataPrimeiroDesconto: i.discount.until,
          valorPrimeiroDesconto: money(i.discount.amount_cents),
        }
      : { tipoDesconto: 0 }),
    ...(i.fine
      ? {
          tipoMulta: i.fine.kind === "amount" ? 1 : 2,
          dataMulta: i.fine.start_date ?? dayAfter,
          valorMulta: i.fine.kind === "amount" ? money(i.fine.value) : percent(i.fine.value),
        }
      : { tipoMulta: 0 }),
    ...(i.interest
      ? {
          tipoJurosMora: i.interest.kind === "daily_amount" ? 1 : 2,
          dataJurosMora: i.interest.start_date ?? dayAfter,
          valorJurosMora:
            i.interest.kind === "daily_amount" ? money(i.interest.value) : percent(i.interest.value),
        }
      : { tipoJurosMora: 3 }),
    numeroParcela: installment,
    aceite: i.acceptance === "A",
    pagador,
    ...(i.guarantor
      ? { beneficiarioFinal: { numeroCpfCnpj: i.guarantor.document, nome: clip(i.guarantor.name, 40) } }
      : {}),
    ...messages(i.instructions),
    gerarPdf: false,
    codigoCadastrarPIX: i.pix ? 1 : 2,
  };
  return { method: "POST", path: "/boletos", body: { json: body } };
}

/** mensagensInstrucao: at most 5 lines of 40 characters (Boleto.mensagensInstrucao). */
function messages(lines: readonly string[] | undefined): { mensagensInstrucao?: string[] } {
  const kept = (lines ?? [])
    .map((l) => clip(l, 40))
    .filter((l) => l !== "")
    .slice(0, 5);
  return kept.length > 0 ? { mensagensInstrucao: kept } : {};
}

/**
 * GET /boletos by the title's nosso número (with DV): what lote asks before retrying a registration.
 *
 * @example buildQuery(key).query // { numeroCliente: "63550", codigoModalidade: "1", nossoNumero: "2443" }
 */
export function buildQuery(k: TitleKey): ApiRequest {
  return {
    method: "GET",
    path: "/boletos",
    query: {
      numeroCliente: String(clientNumber(k.account)),
      codigoModalidade: String(modality(k.account)),
      nossoNumero: String(keyOurNumber(k)),
    },
  };
}

/**
 * The probe: GET /boletos/faixas-nosso-numero for one number — a read that needs a valid token,
 * the client certificate and the contract (numeroCliente), and changes nothing.
 */
export function buildProbe(account: TitleKey["account"]): ApiRequest {
  return {
    method: "GET",
    path: "/boletos/faixas-nosso-numero",
    query: {
      numeroCliente: String(clientNumber(account)),
      codigoModalidade: String(modality(account)),
      quantidade: "1",
    },
  };
}
