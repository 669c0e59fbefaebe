/**
 * What the Pix PSP simulator's routes share: its answers in the spec's shapes (problem+json of
 * bacen/pix-api openapi.yaml 2.9.0, "Tratamento de erros"), its stored rows, its clock helpers and
 * the sandbox receiver it answers for. Never imports the request builders (connect/AGENTS.md).
 */
import type { SchemaIssue } from "../../connect/schema";
import type { SimContext, SimResult } from "../../connect/sim";

export const ERROR_TYPE = "https://pix.bcb.gov.br/api/v2/error/";

/** The receiver every simulated cobv belongs to (fictitious; a valid CNPJ check digit pair). */
export const RECEBEDOR = {
  logradouro: "Avenida Sandbox, 1000",
  cidade: "Sao Paulo",
  uf: "SP",
  cep: "01310100",
  cnpj: "11222333000181",
  nome: "Recebedor Sandbox Ltda",
};

/** Where the simulator's locations live: a reserved name (RFC 2606), so no QR reaches the internet. */
export const SANDBOX_HOST = "pix.sandbox.lote.invalid";

/** The ISPB the simulator's Pix come from (the spec examples' `12345678`). */
export const SANDBOX_ISPB = "12345678";

/** One violation (`Violacao`). */
export interface Violacao {
  razao: string;
  propriedade: string;
}

/** A JSON answer. */
export function json(status: number, body: unknown, committed = false): SimResult {
  return { response: { status, headers: { "content-type": "application/json" }, body }, committed };
}

/** A problem+json answer of error type `tipo`. */
export function problem(
  status: number,
  tipo: string,
  title: string,
  detail: string,
  violacoes?: Violacao[],
): SimResult {
  const body: Record<string, unknown> = { type: `${ERROR_TYPE}${tipo}`, title, status, detail };
  if (violacoes && violacoes.length > 0) body.violacoes = violacoes;
  return {
    response: { status, headers: { "content-type": "application/problem+json" }, body },
    committed: false,
  };
}

/** Schema issues as violations (`propriedade` is the path below the spec's prefix, e.g. `cobv.valor`). */
export function violations(issues: readonly SchemaIssue[]): Violacao[] {
  return issues.map((i) => ({ razao: `${i.path} ${i.message}`, propriedade: i.path }));
}

/** The instant `now` as RFC 3339 UTC. */
export const isoAt = (now: number) => new Date(now).toISOString();

/** São Paulo's date at `now` (UTC−3). */
export const todayAt = (now: number) => new Date(now - 3 * 3600 * 1000).toISOString().slice(0, 10);

/** `yyyyMMddHHmm` in UTC, as an end-to-end id carries it. */
export const e2eClock = (now: number) => isoAt(now).replace(/[-:T]/g, "").slice(0, 12);

/** `n` as `width` base-36 characters (an id's sequential part). */
export const seq36 = (n: number, width: number) => n.toString(36).padStart(width, "0");

/** The decimal text of the spec (`\d{1,10}\.\d{2}`) as centavos; 0 when unreadable. */
export function centsOf(v: unknown): number {
  if (typeof v !== "string" || !/^\d{1,10}\.\d{2}$/.test(v)) return 0;
  const [r = "0", c = "0"] = v.split(".");
  return Number(r) * 100 + Number(c);
}

/** Centavos as the spec's decimal text. */
export function decimalOf(cents: number): string {
  const r = Math.floor(cents / 100);
  const c = cents % 100;
  return `${r}.${c < 10 ? "0" : ""}${c}`;
}

/** A stored cobv. */
export interface CobvRow {
  txid: string;
  revisao: number;
  status: string;
  criacao: string;
  loc: { id: number; location: string; tipoCob: "cobv"; criacao: string };
  /** The client's fields (calendario, devedor, valor, chave, solicitacaoPagador, infoAdicionais). */
  fields: Record<string, unknown>;
  /** The fields of every revision, index = revisao. */
  revisions: Record<string, unknown>[];
  pixCopiaECola?: string;
}

/** A stored Pix. */
export interface PixRow {
  pix: Record<string, unknown> & { endToEndId: string; valor: string; horario: string; txid?: string };
  chave: string;
  devolucoes: Record<string, unknown>[];
}

/** A stored lote. */
export interface LoteRow {
  id: number;
  descricao: string;
  criacao: string;
  cobsv: {
    txid: string;
    status: "EM_PROCESSAMENTO" | "CRIADA" | "NEGADA";
    problema?: unknown;
    criacao?: string;
  }[];
}

export const cobvKey = (txid: string) => `cobv:${txid}`;
export const pixKey = (e2eid: string) => `pix:${e2eid}`;
export const loteKey = (id: string) => `lote:${id}`;
export const webhookKey = (chave: string) => `webhook:${chave}`;

export async function getCobv(ctx: SimContext, txid: string): Promise<CobvRow | undefined> {
  return ctx.store.get<CobvRow>(cobvKey(txid));
}

/** A page of `items` and the spec's `paginacao` (`paginacao.paginaAtual`, `itensPorPagina`). */
export function page<T>(items: T[], query: Readonly<Record<string, string>>) {
  const current = Number(query["paginacao.paginaAtual"] ?? "0");
  const per = Number(query["paginacao.itensPorPagina"] ?? "100");
  const pages = Math.max(1, Math.ceil(items.length / per));
  return {
    items: items.slice(current * per, current * per + per),
    paginacao: {
      paginaAtual: current,
      itensPorPagina: per,
      quantidadeDePaginas: pages,
      quantidadeTotalDeItens: items.length,
    },
  };
}
