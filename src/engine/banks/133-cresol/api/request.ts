/**
 * Cresol's boleto API requests, from lote's title and instructions (field sources in
 * docs/connectors/133-cresol.md): `POST /titulos` (an array of one title), `GET /titulos/{id}`,
 * `GET /titulos` filtered by due date (the natural-key query when the bank's id is not known yet),
 * `PUT /titulos/{id}` (due date), `PUT /titulos/{id}/operacao/baixar`, and the probe
 * `GET /parametros-conta`.
 *
 * lote sends its own nosso número (ACBr sends `nossoNumero` when the title has one, `idEmissao`
 * 2 "emissão pelo cliente") and computes the codes (Bradesco's campo livre under 133, which the
 * published homologação linha digitável confirms: api.test.ts). What no source settles is refused
 * before anything is sent: juros, multa and desconto (ACBr sends `cdTipoJuros` as
 * ISENTO/VALOR_FIXO/VALOR_PERCENTUAL, the integrator's reading of the Swagger numeric codes 0/1/3
 * and 1/0/5), and espécies other than DM (ACBr's default idEspecie 2; `GET /especies` lists
 * Cresol's own, not public).
 */
import type { ApiInstruction, ApiRequest, ApiTitle, TitleKey } from "../../../connect/types";
import { centsToDecimal } from "../../../math/money";

type Issue = { path: string; code: string; message: string };

const digits = (s: string | undefined) => (s ?? "").replace(/\D/g, "");
const money = (cents: number) => Number(centsToDecimal(cents));

/** idEspecie of lote's document kinds (ACBr: StrToIntDef(EspecieDoc, 2) — DM gives 2). */
const SPECIES: Readonly<Record<string, number>> = { DM: 2 };

/**
 * The registration, or why the title cannot be said in Cresol's API.
 * @example buildRegister(title).body // { json: [{ idEmissao: 2, idEspecie: 2, tipoPagador: "0", … }] }
 */
export function buildRegister(t: ApiTitle): ApiRequest | { issues: Issue[] } {
  const i = t.input;
  const issues: Issue[] = [];
  const kind = i.document_kind ?? "DM";
  const species = SPECIES[kind];
  if (species === undefined)
    issues.push({
      path: "document_kind",
      code: "API_CANNOT_EXPRESS",
      message: `Cresol's espécie codes are not public beyond DM (2): ${kind} cannot be sent`,
    });
  for (const f of ["interest", "fine", "discount"] as const)
    if (i[f] !== undefined)
      issues.push({
        path: f,
        code: "API_UNCONFIRMED",
        message: `Cresol's ${f} fields are published in two disagreeing forms: send the title without it, or by CNAB`,
      });
  const doc = i.document_number ?? "";
  if (doc.length === 0 || doc.length > 15)
    issues.push({
      path: "document_number",
      code: "API_CANNOT_EXPRESS",
      message: "Cresol wants a numeroDocumento of 1 to 15 characters",
    });
  if (issues.length > 0) return { issues };
  const payer = i.payer;
  const a = payer.address;
  const document = digits(payer.document);
  const title: Record<string, unknown> = {
    idEmissao: 2,
    idEspecie: species,
    tipoPagador: document.length === 11 ? "0" : "1",
    docPagador: document,
    pagadorNome: payer.name.slice(0, 50),
    ...(a
      ? {
          pagadorEndereco: a.street,
          pagadorEnderecoNumero: a.number ?? "",
          pagadorBairro: a.district ?? "",
          pagadorCep: Number(digits(a.zip_code)),
          pagadorCidade: a.city,
          pagadorUf: a.state,
        }
      : {}),
    numeroDocumento: doc,
    dtVencimento: i.due_date,
    dtDocumento: i.issue_date ?? t.today,
    valorNominal: money(i.amount_cents),
    nossoNumero: digits(i.our_number).replace(/^0+/, "") || "0",
  };
  return { method: "POST", path: "/titulos", body: { json: [title] } };
}

/** The bank's id of a title, when registration returned it. */
export const idOf = (k: TitleKey): string | undefined => k.provider_ids?.id;

/**
 * The query of one title: by the bank's id, or — before the id is known (an answer lost after
 * the bank committed) — the titles due that day, which the parser searches for the nosso número.
 */
export function buildQuery(k: TitleKey): ApiRequest {
  const id = idOf(k);
  if (id) return { method: "GET", path: `/titulos/${encodeURIComponent(id)}` };
  const due = k.due_date ?? "";
  return {
    method: "GET",
    path: "/titulos",
    query: { page: "0", size: "100", dt_vencimento_ini: due, dt_vencimento_fim: due },
  };
}

/** The instructions Cresol's API carries. */
export const INSTRUCTIONS = ["due_date_change", "write_off"] as const;

/** An instruction's request (it needs the bank's id), or null. */
export function buildInstruction(k: TitleKey, i: ApiInstruction): ApiRequest[] | null {
  const id = idOf(k);
  if (!id) return null;
  const path = `/titulos/${encodeURIComponent(id)}`;
  if (i.type === "due_date_change" && i.due_date)
    return [{ method: "PUT", path, body: { json: { dtVencimento: i.due_date } } }];
  if (i.type === "write_off") return [{ method: "PUT", path: `${path}/operacao/baixar` }];
  return null;
}

/** The probe: the account's parameters (REF lists `GET /parametros-conta`); it changes nothing. */
export const buildProbe = (): ApiRequest => ({ method: "GET", path: "/parametros-conta" });
