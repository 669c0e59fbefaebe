/**
 * A simulator of CAIXA's SIGCB web service: the two SOAP services at their published paths (POST
 * `/ManutencaoCobrancaBancaria/Boleto/Externo` for INCLUI/ALTERA/BAIXA, POST
 * `/ConsultaCobrancaBancaria/Boleto` for CONSULTA), no token and no certificate, the AUTENTICACAO
 * hash checked against the beneficiary's CPF/CNPJ (configureBeneficiary; with none configured the
 * simulator takes any well-formed hash), and CAIXA's two answer layers.
 *
 * Every request is read with the simulator's own XML reader and validated against the published
 * schema (published-requests.ts) and XSD order first. A violation is answered as CAIXA's broker
 * answers a message its XSD refuses — HTTP 200, COD_RETORNO X5 "(BK76) ERRO NA FORMATACAO DA
 * MENSAGEM." with the reasons in DADOS/EXCECAO (38.239 v002 Nota 39; the answer vmassuchetto/
 * WebserviceCaixa's README and mundipagg/boleto-api's letters/caixa.go show) — not with a 400.
 *
 * Faults are the harness's; they carry CAIXA's broker codes (error()). The manutenção route is the
 * `register` operation for the harness (one path serves three operations), consulta `query`.
 * CAIXA sends no payment notification: `pay()` records the payment and returns no webhook; a
 * CONSULTA then reports "LIQUIDADO".
 */
import { validateSchema } from "../../../connect/schema";
import type { SimContext, SimRequest, SimResult, SimRoute, SimulatorSpec } from "../../../connect/sim";
import { CONSULTA_REQUEST, MANUTENCAO_BY_OPERATION, MANUTENCAO_REQUEST } from "./published-requests";
import { altera, baixa, consulta, inclui, type OpResult } from "./simulator-ops";
import {
  answerXml,
  echoHeader,
  NAMESPACES,
  type Service,
  type SimTitle,
  saveTitle,
} from "./simulator-titles";
import { type Form, readRequest } from "./simulator-xml";

const XML_HEADERS = { "content-type": "text/xml;charset=utf-8" };
/** USUARIO_SERVICO: production (38.239 v002 §4.1) and homologação (the manual's §6.3 example). */
const SERVICE_USERS = new Set(["SGCBS02P", "SGCBS01D"]);

type Obj = Record<string, Form>;
const obj = (f: Form | undefined): Obj => (typeof f === "object" && !Array.isArray(f) ? f : {});

function reply(ctx: SimContext, service: Service, r: OpResult): SimResult {
  return {
    response: { status: 200, headers: XML_HEADERS, body: answerXml(ctx.now, { service, ...r.answer }) },
    committed: r.committed,
  };
}

const broker = (header: Obj, code: string, message: string, excecao?: string): OpResult => ({
  answer: { header, sibar: { code: "X5", message: `(${code}) ${message}` }, ...(excecao ? { excecao } : {}) },
  committed: false,
});

/** One service's route: read, validate, dispatch by the operation DADOS names. */
function route(service: Service): SimRoute["handle"] {
  return async (req: SimRequest, _p, ctx) => {
    const read = readRequest(req.body);
    if (!read.ok)
      return reply(
        ctx,
        service,
        broker({}, "BK76", "ERRO NA FORMATACAO DA MENSAGEM.", read.problems.join("; ")),
      );
    const header = echoHeader(read.form.HEADER);
    const named = Object.keys(obj(read.form.DADOS));
    const schema =
      service === "consulta"
        ? CONSULTA_REQUEST
        : ((named.length === 1 ? MANUTENCAO_BY_OPERATION[named[0] as string] : undefined) ??
          MANUTENCAO_REQUEST);
    const issues = [
      ...(read.namespace === NAMESPACES[service]
        ? []
        : [{ path: "SERVICO_ENTRADA", message: `namespace ${read.namespace}` }]),
      ...validateSchema(schema, read.form),
    ];
    if (issues.length > 0)
      return reply(
        ctx,
        service,
        broker(
          header,
          "BK76",
          "ERRO NA FORMATACAO DA MENSAGEM.",
          issues.map((i) => `${i.path}: ${i.message}`).join("; "),
        ),
      );
    const h = obj(read.form.HEADER);
    if (!SERVICE_USERS.has(String(h.USUARIO_SERVICO)))
      return reply(ctx, service, broker(header, "RA01", "USUARIO NAO CADASTRADO/AUTORIZADO OU REVOGADO."));
    const [op, data] = Object.entries(obj(read.form.DADOS))[0] ?? ["", ""];
    if (op !== h.OPERACAO) return reply(ctx, service, broker(header, "BK56", "OPERACAO NAO PREVISTA"));
    const run = {
      INCLUI_BOLETO: inclui,
      ALTERA_BOLETO: altera,
      BAIXA_BOLETO: baixa,
      CONSULTA_BOLETO: consulta,
    }[op];
    if (!run) return reply(ctx, service, broker(header, "BK56", "OPERACAO NAO PREVISTA"));
    return reply(ctx, service, await run(ctx, header, obj(data)));
  };
}

const routes: SimRoute[] = [
  {
    operation: "register",
    method: "POST",
    path: "/ManutencaoCobrancaBancaria/Boleto/Externo",
    handle: route("manutencao"),
  },
  { operation: "query", method: "POST", path: "/ConsultaCobrancaBancaria/Boleto", handle: route("consulta") },
];

/** The broker's code for a harness fault's status (Nota 39's SIBAR table). */
function brokerFor(status: number): [string, string] {
  if (status === 401 || status === 403) return ["RA01", "USUARIO NAO CADASTRADO/AUTORIZADO OU REVOGADO."];
  if (status === 404) return ["BK56", "OPERACAO NAO PREVISTA"];
  if (status === 429) return ["CI01", "TRANSACAO TEMPORARIAMENTE INDISPONIVEL"];
  if (status >= 500) return ["BK01", "TRANSACAO TEMPORARIAMENTE INDISPONIVEL."];
  return ["BK76", "ERRO NA FORMATACAO DA MENSAGEM."];
}

/** Finds a stored title by CAIXA's nosso número (`id`, 17 digits) or lote's sequence. */
async function findTitle(
  ctx: SimContext,
  sel: { id?: string; our_number?: string },
): Promise<SimTitle | undefined> {
  for (const [, t] of await ctx.store.list<SimTitle>("title:")) {
    if (sel.id !== undefined && sel.id === t.nn) return t;
    if (sel.our_number !== undefined && Number(t.nn.slice(2)) === Number(sel.our_number)) return t;
  }
  return undefined;
}

/** CAIXA's simulator spec. */
export const simulator: SimulatorSpec = {
  provider: "104",
  mtls: false,
  routes,
  error: (status) => {
    const [code, message] = brokerFor(status);
    // Before a route is known the service is not: the manutenção envelope stands for both.
    return answerXml(undefined, {
      service: "manutencao",
      header: {},
      sibar: { code: "X5", message: `(${code}) ${message}` },
    });
  },
  async pay(ctx, title, payment) {
    const t = await findTitle(ctx, title);
    if (!t) return { found: false, webhooks: [] };
    t.payments.push({
      amount_cents: payment.amount_cents,
      paid_on: payment.paid_on,
      channel: payment.channel ?? "boleto",
    });
    t.situacao = "LIQUIDADO";
    await saveTitle(ctx, t);
    return { found: true, webhooks: [] };
  },
};
