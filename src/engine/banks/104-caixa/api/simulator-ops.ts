/**
 * The CAIXA simulator's operations on a request that passed the published schema: INCLUI, ALTERA,
 * BAIXA and CONSULTA, answering with SIGCB's codes of 38.239 v002 Nota 39 ("(38) NOSSO NUMERO JA
 * CADASTRADO PARA O BENEFICIARIO", "(47) … NAO CADASTRADO …", "(48) ALTERACAO NAO PERMITIDA …",
 * "(54) … HASH DIVERGENTE", "(60) BAIXA NAO PERMITIDA …") and, on success, "(0) OPERACAO
 * EFETUADA" (the answer mundipagg/boleto-api captured) or, for a query, "(0) OPERACAO EFETUADA -
 * SITUACAO DO TITULO = …" (mmitsunaga/projeto's client reads the situation there).
 */
import type { SimContext } from "../../../connect/sim";
import { padDigits } from "../../../math/check-digits";
import { decimalToCents } from "../../../math/money";
import { sha256Base64 } from "./simulator-sha256";
import {
  type Answer,
  beneficiaryDocument,
  codesOf,
  field,
  loadTitle,
  qrOf,
  type SimTitle,
  saveTitle,
  urlOf,
} from "./simulator-titles";
import type { Form } from "./simulator-xml";

type Obj = Record<string, Form>;
const obj = (f: Form | undefined): Obj => (typeof f === "object" && !Array.isArray(f) ? f : {});

/** What an operation answers and whether it committed. */
export interface OpResult {
  answer: Omit<Answer, "service">;
  committed: boolean;
}

const done = (
  header: Obj,
  message = "(0) OPERACAO EFETUADA",
  data?: [string, Form],
  committed = false,
): OpResult => ({
  answer: { header, sigcb: { code: "0", message }, ...(data ? { data } : {}) },
  committed,
});
const refused = (header: Obj, code: number, text: string): OpResult => ({
  answer: { header, sigcb: { code: "1", message: `(${code}) ${text}` } },
  committed: false,
});

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

/** The hash CAIXA expects (§3.2) for this beneficiary, nosso número, due date and amount. */
function expectedHash(
  benef: string,
  nn: string,
  due: string | null,
  value: string | null,
  doc: string,
): string {
  const cents = value === null ? 0 : (decimalToCents(value) ?? 0);
  const input =
    padDigits(benef, 7) +
    padDigits(nn, 17) +
    (due ? ddmmyyyy(due) : "00000000") +
    padDigits(String(cents), 15) +
    doc.toUpperCase().padStart(14, "0");
  return sha256Base64(input);
}

/** The hash check: null when it holds (or no beneficiary is configured), else the (54) answer or the broker's RA03. */
async function checkHash(
  ctx: SimContext,
  header: Obj,
  benef: string,
  nn: string,
  due: string | null,
  value: string | null,
): Promise<OpResult | null> {
  const doc = await beneficiaryDocument(ctx, benef);
  if (doc === null) return null;
  if (doc === undefined)
    return {
      answer: {
        header,
        sibar: { code: "X5", message: "(RA03) USUARIO NAO AUTORIZADO A EXECUTAR A TRANSACAO." },
      },
      committed: false,
    };
  return field(header, "AUTENTICACAO") === expectedHash(benef, nn, due, value, doc)
    ? null
    : refused(header, 54, "OPERACAO NAO PERMITIDA - HASH DIVERGENTE");
}

/** INCLUI_BOLETO: a new title (zeros: the simulator assigns the nosso número, Nota 2). */
export async function inclui(ctx: SimContext, header: Obj, data: Obj): Promise<OpResult> {
  const benef = field(data, "CODIGO_BENEFICIARIO");
  const titulo = obj(data.TITULO);
  const given = field(titulo, "NOSSO_NUMERO");
  const bad = await checkHash(
    ctx,
    header,
    benef,
    given || "0",
    field(titulo, "DATA_VENCIMENTO"),
    field(titulo, "VALOR"),
  );
  if (bad) return bad;
  let nn = given;
  if (!/[1-9]/.test(nn)) {
    const n = ((await ctx.store.get<number>("seq:nn")) ?? 0) + 1;
    await ctx.store.put("seq:nn", n);
    nn = `14${padDigits(String(900000000 + n), 15)}`;
  } else if (!/^14\d{15}$/.test(nn)) return refused(header, 2, "NOSSO NUMERO INVALIDO");
  if (await loadTitle(ctx, benef, nn))
    return refused(header, 38, "NOSSO NUMERO JA CADASTRADO PARA O BENEFICIARIO");
  const due = field(titulo, "DATA_VENCIMENTO");
  const juros = obj(titulo.JUROS_MORA);
  if (field(juros, "DATA") !== "" && field(juros, "DATA") <= due)
    return refused(header, 8, "CODIGO JUROS INVALIDO");
  for (const d of (obj(titulo.DESCONTOS).DESCONTO as Form[] | undefined) ?? [])
    if (field(obj(d), "DATA") > due)
      return refused(header, 45, "DATA DO DESCONTO INVALIDA OU MAIOR QUE A DATA DE VENCIMENTO");
  const pos = obj(titulo.POS_VENCIMENTO);
  const days = Number(field(pos, "NUMERO_DIAS"));
  if (field(pos, "ACAO") === "PROTESTAR" && (days < 2 || days > 90))
    return refused(header, 15, "NUMERO DE DIAS PARA PROTESTO INVALIDO");
  if (!obj(titulo.PAGADOR).ENDERECO) return refused(header, 23, "ENDERECO DO PAGADOR NAO INFORMADO");
  const t: SimTitle = { beneficiary: benef, nn, titulo, situacao: "EM ABERTO", payments: [] };
  await saveTitle(ctx, t);
  const qr = qrOf(t);
  const out: Obj = { ...codesOf(t), NOSSO_NUMERO: nn, URL: urlOf(t), ...(qr ? { QRCODE: qr } : {}) };
  return done(header, undefined, ["INCLUI_BOLETO", out], true);
}

/** ALTERA_BOLETO: the given elements replace the title's (only "EM ABERTO" titles, 0048). */
export async function altera(ctx: SimContext, header: Obj, data: Obj): Promise<OpResult> {
  const benef = field(data, "CODIGO_BENEFICIARIO");
  const change = obj(data.TITULO);
  const t = await loadTitle(ctx, benef, field(change, "NOSSO_NUMERO"));
  if (!t) return refused(header, 47, "NOSSO NUMERO NAO CADASTRADO PARA O BENEFICIARIO");
  const due = field(change, "DATA_VENCIMENTO") || field(t.titulo, "DATA_VENCIMENTO");
  const value = field(change, "VALOR") || field(t.titulo, "VALOR");
  const bad = await checkHash(ctx, header, benef, t.nn, due, value);
  if (bad) return bad;
  if (t.situacao !== "EM ABERTO")
    return refused(header, 48, 'ALTERACAO NAO PERMITIDA - APENAS TITULOS "EM ABERTO" PODEM SER ALTERADOS');
  const { NOSSO_NUMERO: _nn, ...rest } = change;
  if (
    field(rest, "VALOR_ABATIMENTO") !== "" &&
    (decimalToCents(field(rest, "VALOR_ABATIMENTO")) ?? 0) >= (decimalToCents(value) ?? 0)
  )
    return refused(header, 50, "VALOR DO ABATIMENTO DEVE SER MENOR QUE O VALOR DO TITULO");
  t.titulo = { ...t.titulo, ...rest };
  await saveTitle(ctx, t);
  const qr = qrOf(t);
  return done(
    header,
    undefined,
    ["ALTERA_BOLETO", { ...codesOf(t), URL: urlOf(t), ...(qr ? { QRCODE: qr } : {}) }],
    true,
  );
}

/** BAIXA_BOLETO: the title is written off ("BAIXA POR DEVOLUCAO"; 0060 unless "EM ABERTO"). */
export async function baixa(ctx: SimContext, header: Obj, data: Obj): Promise<OpResult> {
  const benef = field(data, "CODIGO_BENEFICIARIO");
  const nn = field(data, "NOSSO_NUMERO");
  const bad = await checkHash(ctx, header, benef, nn, null, null);
  if (bad) return bad;
  const t = await loadTitle(ctx, benef, nn);
  if (!t) return refused(header, 47, "NOSSO NUMERO NAO CADASTRADO PARA O BENEFICIARIO");
  if (t.situacao !== "EM ABERTO")
    return refused(header, 60, 'BAIXA NAO PERMITIDA - OPERACAO PERMITIDA APENAS PARA TITULOS "EM ABERTO"');
  t.situacao = "BAIXA POR DEVOLUCAO";
  await saveTitle(ctx, t);
  return done(header, undefined, ["BAIXA_BOLETO", { ...codesOf(t), URL: urlOf(t) }], true);
}

/** CONSULTA_BOLETO: the title as registered and its situation in the message. */
export async function consulta(ctx: SimContext, header: Obj, data: Obj): Promise<OpResult> {
  const benef = field(data, "CODIGO_BENEFICIARIO");
  const nn = field(data, "NOSSO_NUMERO");
  const bad = await checkHash(ctx, header, benef, nn, null, null);
  if (bad) return bad;
  const t = await loadTitle(ctx, benef, nn);
  if (!t) return refused(header, 47, "NOSSO NUMERO NAO CADASTRADO PARA O BENEFICIARIO");
  const { NOSSO_NUMERO: _n, TIPO: _t, ...registered } = t.titulo;
  const qr = qrOf(t);
  const titulo: Obj = { ...registered, ...codesOf(t), URL: urlOf(t), ...(qr ? { QRCODE: qr } : {}) };
  return done(header, `(0) OPERACAO EFETUADA - SITUACAO DO TITULO = ${t.situacao}`, [
    "CONSULTA_BOLETO",
    { TITULO: titulo },
  ]);
}
