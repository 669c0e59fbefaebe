/**
 * The BACEN Pix API as lote's connector for any PSP (bacen/pix-api openapi.yaml 2.9.0): a
 * Bolepix's Pix is a cobrança com vencimento (`cobv`) under a txid lote derives from the title's
 * reference, so `register` is `PUT /cobv/{txid}` — a retry names the same cobv (idempotent) —
 * `query` is `GET /cobv/{txid}`, the instructions are `PATCH /cobv/{txid}`, settled payments are
 * `GET /pix` and the PSP's webhook POSTs `{ pix: [...] }`. Auth: OAuth2 client credentials with
 * a client certificate on the token and every call (Manual de Padrões para Iniciação do Pix, API
 * Pix security: mTLS on the Authorization and Resource Servers, certificate-bound tokens per
 * RFC 8705). A PSP's URLs are configuration: the environments here are the spec's placeholders.
 */
import type {
  ApiInstruction,
  ApiOperation,
  ApiOutcome,
  ApiResponse,
  ApiTitle,
  BankConnector,
  QueryOutcome,
  RegisterOutcome,
  SettledOutcome,
  TitleKey,
  WebhookDelivery,
} from "../../connect/types";
import { EngineError } from "../../errors";
import { bolepixBrCode } from "./brcode";
import { cobvBody } from "./cobv";
import { pixTxid } from "./ids";
import { failure, OK, unreadable } from "./outcome";
import { type PixReceived, readCobv, readPix } from "./read";
import { cobvListProbe, cobvPatchBody, cobvPath, cobvRead, pixList } from "./requests";

const STATE: Record<string, "registered" | "paid" | "written_off" | "other"> = {
  ATIVA: "registered",
  CONCLUIDA: "paid",
  REMOVIDA_PELO_USUARIO_RECEBEDOR: "written_off",
  REMOVIDA_PELO_PSP: "other",
};

/** The txid of a title's cobv: the one the registration recorded, which the service keeps. */
function txidOf(k: TitleKey): string {
  const txid = k.provider_ids?.txid;
  if (txid === undefined)
    throw new EngineError({
      code: "PIX_TXID_MISSING",
      path: ["provider_ids", "txid"],
      message: "a cobv is named by its txid: record pixProviderIds(title) with the attempt, before the call",
    });
  return txid;
}

/**
 * The identifiers to record with a registration attempt before it is sent, so a query can name the
 * cobv even when the answer is lost.
 *
 * @example pixProviderIds({ reference: "fb2761260e554ad593c7226beb5cb650", … }) // { txid: "fb2761260e554ad593c7226beb5cb650" }
 */
export function pixProviderIds(t: Pick<ApiTitle, "reference">): { txid: string } {
  return { txid: pixTxid(t.reference) };
}

const merchantOf = (t: ApiTitle) => {
  const pix = t.input.pix && "key" in t.input.pix ? t.input.pix : undefined;
  return {
    name: pix?.merchant_name ?? t.input.beneficiary.name,
    city: pix?.merchant_city ?? t.input.beneficiary.address?.city,
  };
};

function providerIds(c: NonNullable<ReturnType<typeof readCobv>>): Record<string, string> {
  const ids: Record<string, string> = { txid: c.txid, revisao: String(c.revisao) };
  if (c.location !== undefined) ids.location = c.location;
  if (c.loc_id !== undefined) ids.loc_id = String(c.loc_id);
  return ids;
}

const operations: ReadonlySet<ApiOperation> = new Set<ApiOperation>([
  "register",
  "query",
  "due_date_change",
  "amount_change",
  "rebate",
  "rebate_cancel",
  "write_off",
  "settled",
  "webhook",
  "webhook_register",
]);

/** Reads the PSP's webhook body `{ pix: [...] }` (what it POSTs to `<webhookUrl>/pix`). */
export function parsePixWebhook(
  body: string,
): { received: PixReceived[] } | { issues: { path: string; message: string }[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { issues: [{ path: "", message: "the body is not JSON" }] };
  }
  const list = (parsed as { pix?: unknown } | null)?.pix;
  if (!Array.isArray(list)) return { issues: [{ path: "pix", message: "the body must be { pix: [...] }" }] };
  const received: PixReceived[] = [];
  for (const [i, p] of list.entries()) {
    const r = readPix(p, `pix.${i}`);
    if (!("payment" in r)) return { issues: [r] };
    received.push(r);
  }
  return { received };
}

/** The Pix API connector (provider `pix`). */
export const connector: BankConnector = {
  provider: "pix",
  name: "BACEN Pix API (any PSP)",
  sources: [
    "bacen/pix-api openapi.yaml, API Pix 2.9.0 (github.com/bacen/pix-api, tag 2.9.0, commit 0d74e5e1a2eefc0eb3f373860d1266ceab5f864e)",
    "BCB, Manual de Padrões para Iniciação do Pix: API Pix security (mTLS, RFC 8705 certificate-bound tokens, client credentials) and the BR Code's fields",
  ],
  environments: {
    // The spec's `servers` (placeholders: every PSP has its own URLs, set per connection).
    sandbox: { api: "https://pix-h.example.com/api", auth: "https://pix-h.example.com" },
    production: { api: "https://pix.example.com/api", auth: "https://pix.example.com" },
  },
  auth: {
    kind: "oauth2_client_credentials",
    tokenPath: "/oauth/token",
    clientAuth: "basic",
    scopes: {
      register: ["cobv.write"],
      query: ["cobv.read"],
      due_date_change: ["cobv.write"],
      amount_change: ["cobv.write"],
      rebate: ["cobv.write"],
      rebate_cancel: ["cobv.write"],
      write_off: ["cobv.write"],
      settled: ["pix.read"],
      webhook_register: ["webhook.write", "webhook.read"],
      all: [
        "cobv.write",
        "cobv.read",
        "lotecobv.write",
        "lotecobv.read",
        "pix.read",
        "pix.write",
        "webhook.write",
        "webhook.read",
      ],
    },
    mtls: true,
  },
  limits: {
    ratePerSecond: 10,
    concurrency: 4,
    source: "lote's conservative default: the Pix API spec documents no rate limit; each PSP sets its own",
  },
  assignsCodes: false,
  operations,
  register(t) {
    const built = cobvBody(t);
    if ("issues" in built) return built;
    return { method: "PUT", path: cobvPath(pixTxid(t.reference)), body: { json: built.body } };
  },
  parseRegister(res: ApiResponse, t: ApiTitle): RegisterOutcome {
    if (res.status !== 201 && res.status !== 200) return failure(res);
    const c = readCobv(res.body);
    if (!c || c.txid !== pixTxid(t.reference) || c.location === undefined) return unreadable(res, "cobv");
    const pix_emv = bolepixBrCode(c, merchantOf(t), c.receiver ?? {});
    return {
      kind: "ok",
      provider_ids: providerIds(c),
      codes: { pix_txid: c.txid, ...(pix_emv ? { pix_emv } : {}) },
    };
  },
  query: (k) => cobvRead(txidOf(k)),
  parseQuery(res: ApiResponse): QueryOutcome {
    if (res.status === 404) return { kind: "not_found", status: 404 };
    if (res.status !== 200) return failure(res);
    const c = readCobv(res.body);
    if (!c) return unreadable(res, "cobv");
    const pix_emv = c.location !== undefined ? bolepixBrCode(c, c.receiver ?? {}) : undefined;
    return {
      kind: "ok",
      state: STATE[c.status] ?? "other",
      provider_state: c.status,
      provider_ids: providerIds(c),
      codes: { pix_txid: c.txid, ...(pix_emv ? { pix_emv } : {}) },
      ...(c.amount_cents !== undefined ? { amount_cents: c.amount_cents } : {}),
      due_date: c.due_date ?? null,
      payments: c.pix.map((p) => p.payment),
    };
  },
  instruct(k: TitleKey, i: ApiInstruction) {
    const body = cobvPatchBody(i);
    return body === null ? null : [{ method: "PATCH", path: cobvPath(txidOf(k)), body: { json: body } }];
  },
  parseInstruct(res: ApiResponse): ApiOutcome {
    return res.status === 200 ? OK : failure(res);
  },
  settled: (_account, from, to, page) => pixList(from, to, page === undefined ? 0 : Number(page)),
  parseSettled(res: ApiResponse): SettledOutcome {
    if (res.status !== 200) return failure(res);
    const body = res.body as { pix?: unknown; parametros?: { paginacao?: Record<string, unknown> } } | null;
    if (typeof body !== "object" || body === null) return unreadable(res, "pix list");
    const payments = [];
    for (const [i, p] of (Array.isArray(body.pix) ? body.pix : []).entries()) {
      const r = readPix(p, `pix.${i}`);
      if (!("payment" in r)) return unreadable(res, r.path);
      payments.push(r.payment);
    }
    const pg = body.parametros?.paginacao;
    const page = typeof pg?.paginaAtual === "number" ? pg.paginaAtual : 0;
    const pages = typeof pg?.quantidadeDePaginas === "number" ? pg.quantidadeDePaginas : 1;
    return { kind: "ok", payments, ...(page + 1 < pages ? { next: String(page + 1) } : {}) };
  },
  parseWebhook(d: WebhookDelivery) {
    const r = parsePixWebhook(d.body);
    return "issues" in r ? r : { payments: r.received.map((p) => p.payment) };
  },
  probe: (_account, today) => cobvListProbe(today),
};
