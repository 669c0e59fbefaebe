/**
 * Safra's cobrança API requests, from lote's title (field sources in docs/connectors/422-safra.md):
 * `POST /boletos` `{ agencia, conta, documento }` and `GET /boletos?agencia&conta&numero&numeroCliente`
 * (the natural key: lote's nosso número, known before the first call). Every call carries
 * `Safra-Correlation-ID`.
 *
 * `numero` and `numeroCliente` both carry lote's nosso número with its DV (9 digits): the
 * Protheus client sends one value in both, ACBr sends the nosso número in `numero`, the Protheus
 * client computes the linha digitável from `numeroCliente` (**unconfirmed** which one Safra keys
 * by; ACBr puts the seu número in `numeroCliente`). Refused before anything is sent: juros,
 * multa, desconto and abatimento (their units differ between the sources), espécies outside
 * ACBr's constants.
 */
import type { ApiRequest, ApiTitle, TitleKey } from "../../../connect/types";
import { padDigits } from "../../../math/check-digits";
import { boleto as rules } from "../boleto";

type Issue = { path: string; code: string; message: string };

const digits = (s: string | undefined) => (s ?? "").replace(/\D/g, "");

/** ACBr's and the Protheus client's `Safra-Correlation-ID` (the same UUID in both). */
export const CORRELATION_ID = "41fa65a3-1a71-4437-a169-5bd209eb2d3a";
const HEADERS = { "safra-correlation-id": CORRELATION_ID } as const;

/** Safra's espécie codes (ACBr `GerarDocumento` constants). */
const SPECIES: Readonly<Record<string, string>> = { DM: "01", NP: "02", NS: "03", RC: "05", DS: "09" };

/** lote's nosso número and its DV: the 9 digits of Safra's barcode. */
export const nossoNumeroOf = (ourNumber: string): string =>
  digits(rules.ourNumber({ our_number: ourNumber } as Parameters<typeof rules.ourNumber>[0]));

type Account = Pick<TitleKey["account"], "agency" | "agency_digit" | "account" | "account_digit">;
/** `agencia` (4 + DV) and `conta` (8 + DV), as the Protheus client pads them. */
export const accountFields = (a: Account) => ({
  agencia: `${padDigits(a.agency, 4)}${a.agency_digit ?? ""}`,
  conta: `${padDigits(a.account, 8)}${a.account_digit ?? ""}`,
});

/**
 * The registration, or why the title cannot be said in Safra's API.
 * @example buildRegister(title).body // { json: { agencia: "12345", conta: "000123456", documento: { numero: 1049, … } } }
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
      message: `Safra's espécie codes (ACBr) have no ${kind}`,
    });
  for (const f of ["interest", "fine", "discount", "rebate_cents"] as const)
    if (i[f])
      issues.push({
        path: f,
        code: "API_UNCONFIRMED",
        message: `Safra's ${f} fields differ between the sources: send the title without it, or by CNAB`,
      });
  if (!i.due_date)
    issues.push({ path: "due_date", code: "API_CANNOT_EXPRESS", message: "Safra wants a dataVencimento" });
  if (!i.agency_digit || !i.account_digit)
    issues.push({
      path: "account_digit",
      code: "API_CANNOT_EXPRESS",
      message: "Safra wants agência and conta with their DVs",
    });
  if (issues.length > 0) return { issues };
  const p = i.payer;
  const a = p.address;
  const document = digits(p.document);
  const nn = nossoNumeroOf(i.our_number);
  const documento = {
    numero: Number(nn),
    numeroCliente: nn,
    especie,
    dataVencimento: i.due_date,
    valor: i.amount_cents / 100,
    codigoMoeda: 0,
    quantidadeDiasProtesto: 0,
    pagador: {
      nome: p.name.trim().slice(0, 40),
      tipoPessoa: document.length === 11 ? "F" : "J",
      numeroDocumento: document,
      ...(a
        ? {
            endereco: {
              logradouro: `${a.street}${a.number ? `, ${a.number}` : ""}`.slice(0, 40),
              bairro: (a.district ?? "").slice(0, 10),
              cidade: a.city.slice(0, 15),
              uf: a.state,
              cep: digits(a.zip_code),
            },
          }
        : {}),
    },
  };
  return {
    method: "POST",
    path: "/boletos",
    headers: HEADERS,
    body: { json: { ...accountFields(i), documento } },
  };
}

/** The query of one title by its nosso número (ACBr `DefinirParametros`; the Node and PHP clients). */
export function buildQuery(k: TitleKey): ApiRequest {
  const nn = nossoNumeroOf(k.our_number);
  return {
    method: "GET",
    path: "/boletos",
    headers: HEADERS,
    query: { ...accountFields(k.account), numero: nn, numeroCliente: nn },
  };
}

/** The probe: a query of nosso número 0, which no title has. */
export function buildProbe(account: TitleKey["account"]): ApiRequest {
  return buildQuery({ our_number: "0", account, beneficiary_document: "" });
}
