/**
 * The shape of a connector: how lote talks to a bank's cobrança API or to a Pix PSP, as data and
 * pure functions. A connector turns lote's typed title or instruction into the provider's request
 * (`ApiRequest`: method, path, the headers that carry data, body) and the provider's response
 * (`ApiResponse`) into a typed outcome. It never fetches, never reads a clock, never holds a
 * token: transport (fetch, OAuth2 tokens, client certificates, pacing, retries) is the service's,
 * one module per protocol.
 *
 * Every field a connector writes or reads is transcribed from published material (the provider's
 * documentation, its published examples, an open-source client's request builder, a public
 * collection), each with its source in the bank's folder (`src/engine/banks/<code>-<slug>/api/`).
 * The simulator of a provider (`ConnectorSimulator`) validates what it receives against the
 * *published* schema, transcribed in a module of its own that the request builders never import,
 * so a field that is wrong in the builder cannot be wrong in the check too.
 */
import type { RemessaMovement } from "../cnab/types";
import type { BankCode, Boleto, BoletoInput, IsoDate } from "../types";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A request body: JSON, an `application/x-www-form-urlencoded` form, or an XML document. */
export type ApiBody = { json: unknown } | { form: Record<string, string> } | { xml: string };

/**
 * One request to a provider, relative to the connection's base URL. Authentication is not here:
 * the transport adds `Authorization` (the token of `AuthSpec`), the API key where the provider
 * wants one (`AuthSpec.apiKey`) and the client certificate; everything else that carries data —
 * a correlation id, an account header, an idempotency key — is.
 */
export interface ApiRequest {
  method: HttpMethod;
  /** Path below the base URL, starting with `/`, its segments already percent-encoded. */
  path: string;
  /** Query parameters (not encoded). */
  query?: Readonly<Record<string, string>>;
  /** Headers that carry data, lower-case names. */
  headers?: Readonly<Record<string, string>>;
  body?: ApiBody;
  /** The base URL the path is below: the API's (default), the token host's, or another the environment names (`ApiEnvironment.extra`). */
  host?: string;
  /** The provider's idempotency key sent with this request, when it has one (also in `headers`). */
  idempotencyKey?: string;
  /**
   * Fields of an XML body the transport fills before sending: what a pure engine cannot compute
   * (a SHA-256, the sending instant). Each `<element/>` marker of the body is replaced once.
   */
  fill?: readonly ApiFill[];
  /**
   * The beneficiary account the request is for, when the connector completes it from the
   * connection (`BankConnector.adapt`): the transport hands it the connection's account of this
   * agência and convênio.
   */
  account?: { agency?: string; agreement?: string };
}

/** What the transport knows of a connection that a connector may need in a request (`BankConnector.adapt`). */
export interface ConnectionContext {
  /** The provider's environment the connection talks to (a simulator connection: `sandbox`). */
  environment: "sandbox" | "production";
  /** The connection's account for the request's `account` (its fields as configured), when one is. */
  account?: Readonly<Record<string, string | undefined>>;
}

/** One field the transport fills into an XML body (`ApiRequest.fill`). */
export type ApiFill =
  /** Base64 of the SHA-256 of `input`'s bytes (ASCII). */
  | { element: string; kind: "sha256_base64"; input: string }
  /** The sending instant in São Paulo, `yyyyMMddHHmmss`. */
  | { element: string; kind: "timestamp"; format: "yyyyMMddHHmmss"; zone: "America/Sao_Paulo" };

/** A provider's answer as the transport received it: the body parsed as JSON when it is JSON. */
export interface ApiResponse {
  status: number;
  /** Lower-case header names. */
  headers: Readonly<Record<string, string>>;
  /** Parsed JSON, the raw text when the body is not JSON, or null when empty. */
  body: unknown;
}

/** How a provider authenticates lote. */
export interface AuthSpec {
  /**
   * OAuth2 client credentials (RFC 6749 §4.4) at `tokenPath` on the auth host; the resource-owner
   * password grant (§4.3: Sicredi's username and código de acesso); the JWT-bearer assertion grant
   * (RFC 7523: Bradesco, an assertion signed with the client's private key, the connector's
   * `signing` steps); `none`: API key, certificate or a per-request hash only.
   */
  kind: "oauth2_client_credentials" | "oauth2_password" | "oauth2_jwt_bearer" | "none";
  /** The token path, or one per environment where they differ (Itaú: `/api/jwt` in its sandbox). */
  tokenPath?: string | { sandbox: string; production: string };
  /** How the client authenticates at the token endpoint: HTTP Basic, or client_id/secret in the form. */
  clientAuth?: "basic" | "form" | "client_id_only";
  /** Scopes per operation (space-joined in the token request). */
  scopes?: Partial<Record<ApiOperation | "all", readonly string[]>>;
  /** Whether every call (and the token request) needs the client certificate (mTLS). */
  mtls: boolean;
  /** An application key the provider wants on every call besides the token. */
  apiKey?: { in: "header" | "query"; name: string };
  /** Token lifetime the provider documents, seconds, when it does (the response's `expires_in` wins). */
  tokenSeconds?: number;
}

/** The operations a connector may offer. */
export type ApiOperation =
  | "register"
  | "query"
  | "due_date_change"
  | "amount_change"
  | "rebate"
  | "rebate_cancel"
  | "write_off"
  | "protest"
  | "protest_cancel"
  | "discount_change"
  | "interest_change"
  | "fine_change"
  | "settled"
  | "webhook"
  | "webhook_register"
  | "refund";

/** Instruction types a connector can carry by API: a subset of lote's movements. */
export type ApiInstructionType = Extract<RemessaMovement, ApiOperation>;

/** Base URLs of one environment. */
export interface ApiEnvironment {
  api: string;
  /** The token host, when it differs from the API's. */
  auth?: string;
  /** Other hosts of the provider, by the name requests use in `ApiRequest.host`. */
  extra?: Readonly<Record<string, string>>;
}

/** A limit lote keeps towards a provider by default (the connection may lower it). */
export interface ApiLimits {
  /** Requests per second per connection. */
  ratePerSecond: number;
  /** Requests in flight per connection. */
  concurrency: number;
  /** Where the figures come from (the provider's documentation), or why they are lote's guess. */
  source: string;
}

/**
 * The identity of a title at the provider: what lote knows and what the provider assigned at
 * registration (kept on the boleto, so queries and instructions can name it).
 */
export interface TitleKey {
  /** lote's nosso número, without DV (as in BoletoInput.our_number), or the bank's when it assigns it. */
  our_number: string;
  /** The beneficiary's account fields the provider keys titles by (agency, account, agreement, wallet, bank_fields). */
  account: Pick<
    BoletoInput,
    "agency" | "account" | "wallet" | "agreement" | "bank_fields" | "account_digit" | "agency_digit"
  >;
  /** The beneficiary's document (some providers key titles by it). */
  beneficiary_document: string;
  /** Identifiers the provider returned at registration (e.g. `{ codigoSolicitacao }`). */
  provider_ids?: Readonly<Record<string, string>>;
  /** lote's seu número / document number. */
  document_number?: string;
  /** The title's due date (a provider without a natural key lists titles by it). */
  due_date?: IsoDate | null;
  /** The title's issue date (Sicredi's nosso número carries its year). */
  issue_date?: IsoDate | null;
  /** lote's stable key of the title (the item id): a Pix txid is derived from it. */
  reference?: string;
}

/** What lote asks a provider to register: the validated input and, when lote computes them, its codes. */
export interface ApiTitle {
  input: BoletoInput;
  /** The boleto lote built; absent for a provider that assigns the codes itself (`assignsCodes`). */
  boleto?: Boleto;
  /** A stable key of this title at lote (the item id): the idempotency key where the provider has one. */
  reference: string;
  /** "Today" in São Paulo: the emission date where the provider wants one. */
  today: IsoDate;
}

/** The codes a provider that assigns them returned: lote checks them before rendering. */
export interface ProviderCodes {
  our_number?: string;
  barcode?: string;
  digitable_line?: string;
  pix_emv?: string;
  pix_txid?: string;
}

/** A payment the provider reports (in a webhook, a settled-titles query or a query of one title). */
export interface ApiPayment {
  /** The provider's id of this payment (end-to-end id for Pix, the bank's own otherwise): the dedupe key. */
  payment_id: string;
  our_number?: string;
  provider_ids?: Readonly<Record<string, string>>;
  /** Pix txid, when the payment is a Pix. */
  txid?: string;
  amount_cents: number;
  /** Juros/multa the payer paid, discount and abatimento granted, when the provider says. */
  interest_cents?: number;
  fine_cents?: number;
  discount_cents?: number;
  rebate_cents?: number;
  paid_on?: IsoDate;
  credit_on?: IsoDate;
  channel: "boleto" | "pix" | "unknown";
  /** Devoluções of this payment the provider reports (Pix). */
  refunds?: readonly { id: string; amount_cents: number; status: string }[];
}

/** The typed outcome of any call. */
export type ApiOutcome<T extends object = Record<never, never>> =
  | ({ kind: "ok" } & T)
  /** The provider refused it for good: its code and message, the field when it names one. */
  | { kind: "rejected"; code: string; message: string; field?: string; status: number }
  /** The title already exists at the provider (a duplicate registration): treat as registered after a query. */
  | {
      kind: "duplicate";
      code: string;
      message: string;
      status: number;
      provider_ids?: Record<string, string>;
    }
  /** Worth retrying: 5xx, 429, a gateway timeout; `retryAfterSeconds` from Retry-After or the provider's body. */
  | { kind: "transient"; code: string; message: string; status: number; retryAfterSeconds?: number }
  /** The token was refused (expired or revoked): get a new one, then retry once. */
  | { kind: "unauthorized"; code: string; message: string; status: number }
  /** lote cannot tell whether the provider acted (an unexpected answer): reconcile by a query. */
  | { kind: "unknown"; code: string; message: string; status: number };

/** A registration's outcome: the provider's identifiers (and codes, when it assigns them). */
export type RegisterOutcome = ApiOutcome<{ provider_ids: Record<string, string>; codes?: ProviderCodes }>;

/** What a query of one title says. */
export type QueryOutcome =
  | ApiOutcome<{
      /** The title's state at the provider, in lote's words. */
      state: "registered" | "paid" | "written_off" | "protested" | "rejected" | "other";
      /** The provider's own word for it. */
      provider_state: string;
      provider_ids: Record<string, string>;
      codes?: ProviderCodes;
      amount_cents?: number;
      due_date?: IsoDate | null;
      payments: ApiPayment[];
    }>
  | { kind: "not_found"; status: number };

/** What a settled-titles request asked (a multi-step flow reads its step from it). */
export interface SettledContext {
  from: IsoDate;
  to: IsoDate;
  page?: string;
}

/** Settled titles in a window (for providers without payment webhooks), with the next page. */
export type SettledOutcome = ApiOutcome<{ payments: ApiPayment[]; next?: string }>;

/** What an instruction needs besides the title's key: the same fields as a CNAB instruction. */
export interface ApiInstruction {
  type: ApiInstructionType;
  due_date?: IsoDate;
  amount_cents?: number;
  rebate_cents?: number;
  protest?: { days: number };
  /** The new juros, multa or desconto (`null`: remove it). */
  interest?: BoletoInput["interest"] | null;
  fine?: BoletoInput["fine"] | null;
  discount?: BoletoInput["discount"] | null;
  /** The title as it stands before the change (its current due date and amount). */
  current?: { due_date: IsoDate | null; amount_cents: number };
  reference: string;
  today: IsoDate;
}

/** A payment notification as it arrived at lote's webhook endpoint for a connection. */
export interface WebhookDelivery {
  headers: Readonly<Record<string, string>>;
  /** The raw body (its signature, when the provider signs, covers these bytes). */
  body: string;
}

/**
 * One provider's connector. `register`/`query`/`instruct`/`settled` build requests;
 * `parse*` read answers. An operation the provider does not offer is absent from `operations`,
 * and its builder returns null.
 */
export interface BankConnector {
  /** Bank code (`001`), or `pix` for the BACEN Pix API of any PSP. */
  provider: BankCode | "pix";
  name: string;
  /** The documentation the connector follows (title, version, address), as cited in its folder. */
  sources: readonly string[];
  environments: { sandbox: ApiEnvironment; production: ApiEnvironment };
  auth: AuthSpec;
  limits: ApiLimits;
  /** The provider assigns nosso número, barcode and linha digitável (lote validates and renders them). */
  assignsCodes: boolean;
  operations: ReadonlySet<ApiOperation>;
  /** The registration request, or an error list when the title cannot be expressed (a field the API lacks). */
  register(t: ApiTitle): ApiRequest | { issues: { path: string; code: string; message: string }[] };
  parseRegister(res: ApiResponse, t: ApiTitle): RegisterOutcome;
  /** The query of one title by its key (what lote asks before any retry of a registration). */
  query(k: TitleKey): ApiRequest;
  parseQuery(res: ApiResponse, k: TitleKey): QueryOutcome;
  /** The instruction's request(s), in order, or null when the API has no such instruction. */
  instruct(k: TitleKey, i: ApiInstruction): ApiRequest[] | null;
  parseInstruct(res: ApiResponse, k: TitleKey, i: ApiInstruction): ApiOutcome;
  /** Settled titles between two dates (page token from the previous answer). */
  settled?(account: TitleKey["account"], from: IsoDate, to: IsoDate, page?: string): ApiRequest;
  parseSettled?(res: ApiResponse, ctx?: SettledContext): SettledOutcome;
  /**
   * Reads a payment notification. The connector only parses; the service authenticates the
   * delivery (the connection's secret path, the provider's signature where it signs) and confirms
   * each payment by a query before it settles anything.
   */
  parseWebhook?(
    d: WebhookDelivery,
  ): { payments: ApiPayment[] } | { issues: { path: string; message: string }[] };
  /** A harmless request that proves the credentials work (`check connection`). */
  probe(account: TitleKey["account"], today: IsoDate): ApiRequest;
  /**
   * Completes a request with what only the connection knows — its environment, a code of its
   * account that the title does not carry (Banrisul's `bergs-beneficiario`) — before it is sent
   * (not the token request). Pure.
   */
  adapt?(req: ApiRequest, ctx: ConnectionContext): ApiRequest;
}

/**
 * The token path of `auth` in `env` (a provider may keep one per environment).
 * @example tokenPathOf({ kind: "oauth2_client_credentials", tokenPath: "/oauth/token", mtls: false }, "sandbox") // "/oauth/token"
 */
export function tokenPathOf(auth: AuthSpec, env: "sandbox" | "production"): string | undefined {
  const p = auth.tokenPath;
  return typeof p === "string" || p === undefined ? p : p[env];
}
