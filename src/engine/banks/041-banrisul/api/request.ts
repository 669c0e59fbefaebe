/**
 * Banrisul's boleto API requests, from lote's title (field sources in docs/connectors/041-banrisul.md):
 * `POST /boletos` `{ ambiente, titulo }`, `GET /boletos/{nosso número}` (the natural key: lote's
 * own nosso número with its two Número de Controle digits, 10 digits, as ACBr's
 * `MontarCampoNossoNumero`), and `POST /boletos/{nosso número}/baixar`. The connection completes
 * every request (`adaptRequest`): the `bergs-beneficiario` header is the connection account's
 * 13-digit `beneficiary_code` (no source derives it from the agência and código do beneficiário:
 * ACBr sends the convênio as configured, the C# client `Beneficiario.Codigo`, the PHP one its
 * `numerocontrato`), `ambiente` T or P from the connection's environment.
 *
 * Refused before anything is sent: what no source settles — abatimento (one PHP integration only),
 * a multa in centavos (ACBr formats its `valor` with one decimal), a multa rate finer than 0.1%,
 * espécies outside ACBr's table.
 */

import { FEBRABAN_KINDS } from "../../../cnab/spec/febraban-codes";
import type {
  ApiInstruction,
  ApiRequest,
  ApiTitle,
  ConnectionContext,
  TitleKey,
} from "../../../connect/types";
import { addDays } from "../../../math/date";
import { centsToDecimal } from "../../../math/money";
import { boleto as rules } from "../boleto";

type Issue = { path: string; code: string; message: string };

const digits = (s: string | undefined) => (s ?? "").replace(/\D/g, "");

/**
 * Banrisul's espécie codes (ACBr `CodigoTipoTitulo`), two digits: FEBRABAN's table from CH (01)
 * to PC (22), the part ACBr lists for Banrisul; the later FEBRABAN codes are not offered.
 */
const SPECIES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(FEBRABAN_KINDS).filter(([, code]) => Number(code) <= 22),
);

/** The 10-digit nosso número Banrisul keys a title by: lote's 8 digits and its Número de Controle. */
export function nossoNumeroOf(ourNumber: string): string {
  return digits(rules.ourNumber({ our_number: ourNumber } as Parameters<typeof rules.ourNumber>[0]));
}

const accountOf = (a: { agency?: string; agreement?: string }) => ({
  agency: a.agency ?? "",
  agreement: a.agreement ?? "",
});

function instructions(t: ApiTitle, issues: Issue[]): Record<string, unknown> {
  const i = t.input;
  const out: Record<string, unknown> = {};
  const dayAfter = i.due_date ? addDays(i.due_date, 1) : undefined;
  if (i.interest) {
    const start = i.interest.start_date ?? dayAfter;
    out.juros =
      i.interest.kind === "daily_amount"
        ? { codigo: 1, data: start, valor: centsToDecimal(i.interest.value) }
        : { codigo: 2, data: start, taxa: (i.interest.value / 100).toFixed(2) };
  }
  if (i.fine) {
    if (i.fine.kind === "amount")
      issues.push({
        path: "fine.kind",
        code: "API_UNCONFIRMED",
        message:
          "Banrisul's multa in centavos is unconfirmed (ACBr writes its valor with one decimal): use a rate",
      });
    else if (i.fine.value % 10 !== 0)
      issues.push({
        path: "fine.value",
        code: "API_CANNOT_EXPRESS",
        message: "Banrisul's multa taxa has one decimal (ACBr): a multiple of 0.1%",
      });
    else
      out.multa = { codigo: 2, data: i.fine.start_date ?? dayAfter, taxa: (i.fine.value / 100).toFixed(1) };
  }
  if (i.discount)
    out.desconto = { codigo: 1, data: i.discount.until, valor: centsToDecimal(i.discount.amount_cents) };
  return out;
}

/**
 * The registration, or why the title cannot be said in Banrisul's API.
 * @example buildRegister(title).body // { json: { ambiente: "T", titulo: { nosso_numero: "0000000104", … } } }
 */
export function buildRegister(t: ApiTitle): ApiRequest | { issues: Issue[] } {
  const i = t.input;
  const issues: Issue[] = [];
  const kind = i.document_kind ?? "DM";
  const especie = SPECIES[kind];
  if (especie === undefined)
    issues.push({
      path: "document_kind",
      code: "API_CANNOT_EXPRESS",
      message: `Banrisul's espécie table (ACBr) has no ${kind}`,
    });
  if (i.rebate_cents)
    issues.push({
      path: "rebate_cents",
      code: "API_UNCONFIRMED",
      message: "Banrisul's abatimento field has a single source: send the title without it, or by CNAB",
    });
  if (!i.due_date)
    issues.push({
      path: "due_date",
      code: "API_CANNOT_EXPRESS",
      message: "Banrisul wants a data_vencimento",
    });
  const instrucoes = instructions(t, issues);
  if (issues.length > 0) return { issues };
  const p = i.payer;
  const a = p.address;
  const document = digits(p.document);
  const titulo: Record<string, unknown> = {
    nosso_numero: nossoNumeroOf(i.our_number),
    seu_numero: (i.document_number ?? "").slice(0, 10),
    data_emissao: i.issue_date ?? t.today,
    data_vencimento: i.due_date,
    valor_nominal: centsToDecimal(i.amount_cents),
    especie,
    id_titulo_empresa: t.reference.toUpperCase().slice(0, 25),
    pagador: {
      tipo_pessoa: document.length === 11 ? "F" : "J",
      cpf_cnpj: document,
      nome: p.name.trim().slice(0, 40),
      ...(a
        ? {
            endereco: `${a.street}${a.number ? `,${a.number}` : ""}`.trim().slice(0, 35),
            cep: digits(a.zip_code),
            cidade: a.city.trim().slice(0, 15),
            uf: a.state,
          }
        : {}),
      aceite: i.acceptance === "A" ? "A" : "N",
    },
    instrucoes,
    pag_parcial: { autoriza: 1, codigo: 3 },
  };
  return {
    method: "POST",
    path: "/boletos",
    account: accountOf(i),
    body: { json: { ambiente: "", titulo } },
  };
}

/** The query of one title by its nosso número (known before any call: no lost answer escapes it). */
export function buildQuery(k: TitleKey): ApiRequest {
  return {
    method: "GET",
    path: `/boletos/${nossoNumeroOf(k.our_number)}`,
    account: accountOf(k.account),
  };
}

/** The instructions Banrisul's API carries in the sources: the baixa. */
export const INSTRUCTIONS = ["write_off"] as const;

/** An instruction's request, or null. */
export function buildInstruction(k: TitleKey, i: ApiInstruction): ApiRequest[] | null {
  if (i.type !== "write_off") return null;
  return [
    {
      method: "POST",
      path: `/boletos/${nossoNumeroOf(k.our_number)}/baixar`,
      account: accountOf(k.account),
      // ACBr sends the baixa's environment in a header (and the body empty).
      headers: { "bergs-ambiente": "" },
    },
  ];
}

/** The probe: a query of nosso número 0, which no title has (a 404 proves the credentials). */
export function buildProbe(account: TitleKey["account"]): ApiRequest {
  return { method: "GET", path: `/boletos/${nossoNumeroOf("0")}`, account: accountOf(account) };
}

/** `T` (homologação) or `P` (produção): ACBr `ValidaAmbiente`. */
export const ambienteOf = (env: ConnectionContext["environment"]) => (env === "production" ? "P" : "T");

/**
 * The request as the connection completes it: `bergs-beneficiario` from its account's
 * `beneficiary_code`, `ambiente` (body of a registration, header of a baixa) from its environment.
 */
export function adaptRequest(req: ApiRequest, ctx: ConnectionContext): ApiRequest {
  const code = ctx.account?.beneficiary_code ?? "";
  const ambiente = ambienteOf(ctx.environment);
  const headers: Record<string, string> = { ...(req.headers ?? {}), "bergs-beneficiario": code };
  if ("bergs-ambiente" in headers) headers["bergs-ambiente"] = ambiente;
  const json = req.body && "json" in req.body ? (req.body.json as Record<string, unknown>) : undefined;
  const body = json && "ambiente" in json ? { json: { ...json, ambiente } } : req.body;
  return { ...req, headers, ...(body ? { body } : {}) };
}
