/**
 * The CAIXA simulator's titles and answers: how it stores a title, the codes it gives it, and the
 * SERVICO_SAIDA it writes (the layers of 38.239 v002 §5 and §8; the answer shapes of §6.2/§6.3 and
 * of the answer mundipagg/boleto-api captured in mock/caixa.go). The barcode is CAIXA's SIGCB campo
 * livre as the "Especificações Técnicas para Emissão de Boletos (SIGCB)" give it — beneficiário 6 +
 * DV (a 7-digit code as is), nosso número 3 + 1 + 3 + 4 + 9, DV módulo 11 — written here from the
 * shared math, never from the bank's boleto rules. Never imports the request builders.
 */
import { assembleBarcode, barcodeToDigitableLine } from "../../../boleto/barcode";
import type { SimContext } from "../../../connect/sim";
import { mod11Digit, padDigits } from "../../../math/check-digits";
import { dueFactor } from "../../../math/due-factor";
import { decimalToCents } from "../../../math/money";
import { buildPixPayload } from "../../../pix/build";
import { type Form, writeForm } from "./simulator-xml";

/** A payment the simulator recorded (CAIXA reports none by web service: the CNAB retorno does). */
export interface SimPayment {
  amount_cents: number;
  paid_on: string;
  channel: "boleto" | "pix";
}

/** A title as the simulator keeps it: the INCLUI TITULO form, its keys and its situation. */
export interface SimTitle {
  beneficiary: string;
  nn: string;
  titulo: Record<string, Form>;
  situacao: "EM ABERTO" | "LIQUIDADO" | "BAIXA POR DEVOLUCAO";
  payments: SimPayment[];
}

export const titleKey = (beneficiary: string, nn: string): string => `title:${Number(beneficiary)}:${nn}`;

export const loadTitle = (ctx: SimContext, beneficiary: string, nn: string) =>
  ctx.store.get<SimTitle>(titleKey(beneficiary, nn));

export const saveTitle = (ctx: SimContext, t: SimTitle) => ctx.store.put(titleKey(t.beneficiary, t.nn), t);

/** The beneficiaries the simulator knows: code → CPF/CNPJ (the hash's last field). */
export async function configureBeneficiary(ctx: SimContext, code: string, document: string): Promise<void> {
  await ctx.store.put(`config:beneficiary:${Number(code)}`, document);
}

/** The configured document of a beneficiary; `null` when none is configured at all (open mode). */
export async function beneficiaryDocument(ctx: SimContext, code: string): Promise<string | undefined | null> {
  const all = await ctx.store.list<string>("config:beneficiary:");
  if (all.length === 0) return null;
  return all.find(([k]) => k === `config:beneficiary:${Number(code)}`)?.[1];
}

const text = (f: Form | undefined): string => (typeof f === "string" ? f : "");
export const field = (t: Record<string, Form>, name: string): string => text(t[name]);

/** Barcode and linha digitável of a title (the campo livre of the SIGCB specification). */
export function codesOf(t: SimTitle): { CODIGO_BARRAS: string; LINHA_DIGITAVEL: string } {
  const code = Number(t.beneficiary);
  const benef =
    code > 999999
      ? padDigits(String(code), 7)
      : `${padDigits(String(code), 6)}${mod11Digit(padDigits(String(code), 6))}`;
  const nn = t.nn;
  const body = `${benef}${nn.slice(2, 5)}${nn[0]}${nn.slice(5, 8)}${nn[1]}${nn.slice(8, 17)}`;
  const cents = decimalToCents(field(t.titulo, "VALOR")) ?? 0;
  const barcode = assembleBarcode(
    "104",
    dueFactor(field(t.titulo, "DATA_VENCIMENTO")),
    padDigits(String(cents), 10),
    `${body}${mod11Digit(body)}`,
  );
  return { CODIGO_BARRAS: barcode, LINHA_DIGITAVEL: barcodeToDigitableLine(barcode) };
}

/** The Pix QR of a hybrid title (a cobv location, as a PSP's would be). */
export function qrOf(t: SimTitle): string | undefined {
  if (field(t.titulo, "TIPO") !== "HIBRIDO") return undefined;
  return buildPixPayload({
    url: `pix.caixa.gov.br/qr/v2/cobv/00000000-0000-4000-8000-${t.nn.slice(-12)}`,
    merchant_name: "BENEFICIARIO SIMULADO",
    merchant_city: "BRASILIA",
  });
}

/** The printing URL, in the form of the manual's example (§6.2). */
export const urlOf = (t: SimTitle): string =>
  `https://boletoonline.caixa.gov.br/ecobranca/SIGCB/imprimir/${padDigits(t.beneficiary, 7)}/${t.nn}`;

/** "Today" in São Paulo and the answer's DATA_HORA. */
export const today = (ctx: SimContext): string =>
  new Date(ctx.now - 3 * 3600 * 1000).toISOString().slice(0, 10);
const stamp = (now: number): string =>
  new Date(now - 3 * 3600 * 1000).toISOString().slice(0, 19).replace(/[-T:]/g, "");

const SOAP = "http://schemas.xmlsoap.org/soap/envelope/";
export const NAMESPACES = {
  manutencao: "http://caixa.gov.br/sibar/manutencao_cobranca_bancaria/boleto/externo",
  consulta: "http://caixa.gov.br/sibar/consulta_cobranca_bancaria/boleto",
} as const;
export type Service = keyof typeof NAMESPACES;

/** What an answer says: the broker's layer, SIGCB's layer, and the operation's data. */
export interface Answer {
  service: Service;
  header: Record<string, Form>;
  sibar?: { code: string; message: string };
  sigcb?: { code: string; message: string };
  data?: [string, Form];
  excecao?: string;
}

/**
 * The SOAP answer as CAIXA writes it (prefixes `manutencaocobrancabancaria`/`consultacobrancabancaria`,
 * `sibar_base`), its DATA_HORA at `now` (left out when the moment is unknown: a harness fault).
 */
export function answerXml(now: number | undefined, a: Answer): string {
  const prefix = a.service === "consulta" ? "consultacobrancabancaria" : "manutencaocobrancabancaria";
  const origin = a.service === "consulta" ? "CONSULTA_COBRANCA_BANCARIA" : "MANUTENCAO_COBRANCA_BANCARIA";
  const header = now === undefined ? a.header : { ...a.header, DATA_HORA: stamp(now) };
  const dados: Record<string, Form> = {};
  if (a.sigcb)
    dados.CONTROLE_NEGOCIAL = [
      { ORIGEM_RETORNO: "SIGCB", COD_RETORNO: a.sigcb.code, MENSAGENS: { RETORNO: a.sigcb.message } },
    ];
  if (a.excecao) dados.EXCECAO = a.excecao;
  if (a.data) dados[a.data[0]] = a.data[1];
  const inner =
    writeForm("sibar_base:HEADER", header) +
    writeForm("COD_RETORNO", a.sibar?.code ?? "00") +
    writeForm("ORIGEM_RETORNO", a.sibar ? "BROKER-SIMULADO" : origin) +
    writeForm("MSG_RETORNO", a.sibar?.message ?? "") +
    (Object.keys(dados).length > 0 ? writeForm("DADOS", dados) : "");
  return (
    `<?xml version="1.0" encoding="utf-8"?><soapenv:Envelope xmlns:soapenv="${SOAP}"><soapenv:Body>` +
    `<${prefix}:SERVICO_SAIDA xmlns:${prefix}="${NAMESPACES[a.service]}" xmlns:sibar_base="http://caixa.gov.br/sibar">` +
    `${inner}</${prefix}:SERVICO_SAIDA></soapenv:Body></soapenv:Envelope>`
  );
}

/** The header of an answer: the request's, echoed (as CAIXA does in every example). */
export function echoHeader(h: Form | undefined): Record<string, Form> {
  const src = typeof h === "object" && !Array.isArray(h) ? h : {};
  const out: Record<string, Form> = {};
  for (const k of ["VERSAO", "AUTENTICACAO", "USUARIO_SERVICO", "OPERACAO", "SISTEMA_ORIGEM", "UNIDADE"])
    if (typeof src[k] === "string") out[k] = src[k];
  return out;
}
