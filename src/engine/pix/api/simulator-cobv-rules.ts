/**
 * The rules of the simulator's cobranças com vencimento, shared by `PUT|PATCH /v2/cobv/{txid}` and
 * the lote's elements: the violations bacen/pix-api openapi.yaml 2.9.0 lists for those endpoints
 * (tag CobV, `CobVOperacaoInvalida`), creation with a `loc`, revision with `revisao` + 1 (the
 * `Revisao` rule: every change but `loc`), and the answer's shape (`CobVGerada`).
 */
import type { SimContext } from "../../connect/sim";
import { digest128 } from "../../render/digest";
import { buildPixPayload } from "../build";
import {
  type CobvRow,
  centsOf,
  cobvKey,
  getCobv,
  isoAt,
  RECEBEDOR,
  SANDBOX_HOST,
  todayAt,
  type Violacao,
} from "./simulator-common";

type Obj = Record<string, unknown>;
const o = (v: unknown): Obj => (typeof v === "object" && v !== null ? (v as Obj) : {});

/** The semantic violations the spec lists for `PUT|PATCH /cobv/{txid}` on the merged fields. */
export function cobvViolations(fields: Obj, today: string, creating: boolean): Violacao[] {
  const out: Violacao[] = [];
  const v = (propriedade: string, razao: string) => out.push({ propriedade, razao });
  const cal = o(fields.calendario);
  const due = typeof cal.dataDeVencimento === "string" ? cal.dataDeVencimento : "";
  if (creating && due < today)
    v("cobv.calendario.dataDeVencimento", "anterior à data de criação da cobrança");
  if (typeof cal.validadeAposVencimento === "number" && cal.validadeAposVencimento < 0)
    v("cobv.calendario.validadeAposVencimento", "menor do que zero");
  const valor = o(fields.valor);
  const original = centsOf(valor.original);
  if (original === 0) v("cobv.valor.original", "apresenta o valor zero");
  const abat = o(valor.abatimento);
  if (valor.abatimento !== undefined) {
    const x = centsOf(abat.valorPerc);
    if ((abat.modalidade === 1 && x >= original) || (abat.modalidade === 2 && x >= 10000))
      v("cobv.valor.abatimento", "maior ou igual ao valor da cobrança original ou a 100%");
  }
  if (valor.desconto !== undefined) {
    const d = o(valor.desconto);
    const fixed = Array.isArray(d.descontoDataFixa) ? (d.descontoDataFixa as Obj[]) : [];
    const byDate = d.modalidade === 1 || d.modalidade === 2;
    if (byDate && d.valorPerc !== undefined) v("cobv.valor.desconto", "modalidade 1 ou 2 com valorPerc");
    if (byDate && fixed.length === 0) v("cobv.valor.desconto", "modalidade 1 ou 2 sem descontoDataFixa");
    if (!byDate && d.valorPerc === undefined) v("cobv.valor.desconto", "modalidade 3 a 6 sem valorPerc");
    if (!byDate && d.descontoDataFixa !== undefined)
      v("cobv.valor.desconto", "modalidade 3 a 6 com descontoDataFixa");
    for (const e of fixed) {
      const x = centsOf(e.valorPerc);
      if ((d.modalidade === 1 && x >= original) || (d.modalidade === 2 && x >= 10000))
        v("cobv.valor.desconto", "desconto maior ou igual ao valor da cobrança original ou a 100%");
      if (typeof e.data === "string" && e.data > due)
        v("cobv.valor.desconto", "data posterior à data de vencimento");
    }
  }
  return out;
}

/** The cobv as the spec answers it (`CobVGerada`, `CobVCompleta` with `pix` for a read). */
export function cobvAnswer(row: CobvRow, fields: Obj = row.fields, pix?: unknown[]): Obj {
  const cal = o(fields.calendario);
  return {
    ...fields,
    calendario: {
      criacao: row.criacao,
      dataDeVencimento: cal.dataDeVencimento,
      validadeAposVencimento: cal.validadeAposVencimento ?? 30,
    },
    txid: row.txid,
    revisao: row.revisao,
    loc: { ...row.loc, txid: row.txid },
    location: row.loc.location,
    status: row.status,
    recebedor: RECEBEDOR,
    ...(row.pixCopiaECola ? { pixCopiaECola: row.pixCopiaECola } : {}),
    ...(pix ? { pix } : {}),
  };
}

/** Creates the cobv `txid` (or replaces an ATIVA one): what PUT does, also for a lote's element. */
export async function putCobv(
  ctx: SimContext,
  txid: string,
  fields: Obj,
): Promise<{ row: CobvRow } | { violacoes: Violacao[] }> {
  const existing = await getCobv(ctx, txid);
  const found = cobvViolations(fields, todayAt(ctx.now), existing === undefined);
  // The simulator has no `POST /loc`: every location a client names is one that does not exist.
  if (fields.loc !== undefined)
    found.push({ propriedade: "cobv.loc.id", razao: "o location referenciado inexiste" });
  if (existing && existing.status !== "ATIVA")
    found.push({
      propriedade: "cobv",
      razao: "a cobrança já existe, não está ATIVA, e a requisição busca alterá-la",
    });
  if (found.length > 0) return { violacoes: found };
  if (existing) {
    if (JSON.stringify(existing.fields) === JSON.stringify(fields)) return { row: existing };
    const row = {
      ...existing,
      fields,
      revisao: existing.revisao + 1,
      revisions: [...existing.revisions, fields],
    };
    await ctx.store.put(cobvKey(txid), row);
    return { row };
  }
  const id = ((await ctx.store.get<number>("seq:loc")) ?? 0) + 1;
  await ctx.store.put("seq:loc", id);
  const criacao = isoAt(ctx.now);
  const location = `${SANDBOX_HOST}/qr/v2/cobv/${digest128([new TextEncoder().encode(`loc:${id}`)]).toLowerCase()}`;
  const row: CobvRow = {
    txid,
    revisao: 0,
    status: "ATIVA",
    criacao,
    loc: { id, location, tipoCob: "cobv", criacao },
    fields,
    revisions: [fields],
    pixCopiaECola: buildPixPayload({
      url: location,
      merchant_name: "Recebedor Sandbox",
      merchant_city: "Sao Paulo",
      single_use: true,
    }),
  };
  await ctx.store.put(cobvKey(txid), row);
  return { row };
}

/** The fields after a revision: `calendario` and `valor` merge key by key, the rest replaces. */
function merged(fields: Obj, patch: Obj): Obj {
  const out: Obj = { ...fields };
  for (const [k, v] of Object.entries(patch)) {
    if (k === "status" || k === "loc") continue;
    out[k] = k === "calendario" || k === "valor" ? { ...o(fields[k]), ...o(v) } : v;
  }
  return out;
}

/** Applies a revision (what PATCH does, also for a lote's element). */
export async function patchCobv(
  ctx: SimContext,
  row: CobvRow,
  patch: Obj,
): Promise<{ row: CobvRow } | { violacoes: Violacao[] }> {
  if (row.status !== "ATIVA")
    return {
      violacoes: [
        { propriedade: "cobv.status", razao: "a cobrança não está ATIVA, e a requisição busca alterá-la" },
      ],
    };
  const removing = patch.status === "REMOVIDA_PELO_USUARIO_RECEBEDOR";
  if (removing && Object.keys(patch).some((k) => k !== "status"))
    return { violacoes: [{ propriedade: "cobv.status", razao: "remoção junto com outras alterações" }] };
  const fields = merged(row.fields, patch);
  const found = cobvViolations(fields, todayAt(ctx.now), false);
  if (found.length > 0) return { violacoes: found };
  const changed = removing || JSON.stringify(fields) !== JSON.stringify(row.fields);
  const next: CobvRow = changed
    ? {
        ...row,
        fields,
        revisao: row.revisao + 1,
        revisions: [...row.revisions, fields],
        status: removing ? "REMOVIDA_PELO_USUARIO_RECEBEDOR" : row.status,
      }
    : row;
  await ctx.store.put(cobvKey(row.txid), next);
  return { row: next };
}
