/**
 * A typed client for the lote API. The raw client (`client.api`) is openapi-fetch over the types
 * generated from `/openapi.json`, so every route, parameter and answer is checked by the
 * compiler; the helpers around it do what each integration would otherwise get wrong: a fresh
 * Idempotency-Key per job, waiting as long as `Retry-After` says, pagination, zip building and
 * signed downloads.
 *
 * @example
 * const lote = createLoteClient({ baseUrl: "http://localhost:8787", apiKey: "lote_demo_key" });
 * const job = await lote.createBoletoJob({ items, defaults });
 * const done = await lote.waitForJob(job.job_id);
 * const zip = await lote.buildArtifact(job.job_id, "zip");
 * const bytes = await (await lote.download(zip.url!)).arrayBuffer();
 */
import createClient, { type Client } from "openapi-fetch";
import { type RetryOptions, retryAfterMs, retryingFetch } from "./retry";
import type { components, paths } from "./schema";

export { retryAfterMs, retryingFetch } from "./retry";
export type { components, paths } from "./schema";
export { parseWebhook, verifyWebhook, WebhookVerificationError } from "./webhooks";

type Schemas = components["schemas"];
export type Job = Schemas["Job"];
export type Item = Schemas["Item"];
export type ItemWithAttempts = Schemas["ItemWithAttempts"];
export type JobAccepted = Schemas["JobAccepted"];
export type BoletoItem = Schemas["BoletoItem"];
/** An item of a job: BoletoItem fields (any may come from `defaults`) plus `external_id`. */
export type BoletoJobItem = Schemas["BoletoJobItem"];
export type CreateBoletoJob = paths["/v1/jobs/boletos"]["post"]["requestBody"]["content"]["application/json"];
export type Consolidated =
  paths["/v1/jobs/boletos/{job_id}/artifacts"]["post"]["responses"]["200"]["content"]["application/json"];
export type ItemState = Item["status"];
export type Problem = Schemas["Problem"];

/** A non-2xx answer from lote, with its RFC 9457 problem (stable `code`, every issue with its path). */
export class LoteError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Partial<Problem>,
  ) {
    super(
      `${status} ${problem.code ?? "HTTP_ERROR"}: ${problem.detail ?? problem.title ?? "request failed"}`,
    );
  }
  get code(): string | undefined {
    return this.problem.code;
  }
}

export interface LoteClientOptions extends RetryOptions {
  /** e.g. `https://lote.example.com` or `http://localhost:8787` */
  baseUrl: string;
  apiKey: string;
  /** Another fetch (a test's, a Worker's service binding). */
  fetch?: typeof fetch;
}

/**
 * A created job: the `202` answer, the Idempotency-Key it was sent with (reuse it to send the
 * same request again) and the `Retry-After` it named, in milliseconds.
 */
export type CreatedJob = JobAccepted & { idempotency_key: string; retry_after_ms: number | undefined };

export interface WaitOptions {
  /** The wait when lote names none (default 1 s). */
  intervalMs?: number;
  /** Shortest wait, whatever Retry-After says (default 250 ms). */
  minIntervalMs?: number;
  /** Longest wait, whatever Retry-After says (default 30 s). */
  maxIntervalMs?: number;
  /** Give up after this long (default 15 min). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

const FINAL = new Set(["completed", "partially_completed", "failed"]);
const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** `wait`, cut short (rejecting with the signal's reason) when `signal` aborts. */
function abortable(wait: Promise<void>, signal?: AbortSignal): Promise<void> {
  if (!signal) return wait;
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) return stop();
    signal.addEventListener("abort", stop, { once: true });
    wait.then(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, reject);
  });
}

/** A new Idempotency-Key: one per logical request, reused when that request is sent again. */
export function newIdempotencyKey(): string {
  return `lote-client-${crypto.randomUUID()}`;
}

function unwrap<T>(r: { data?: T; error?: unknown; response: Response }): T {
  if (r.error !== undefined || r.data === undefined)
    throw new LoteError(r.response.status, (r.error ?? {}) as Partial<Problem>);
  return r.data;
}

/** Creates a client. Requests carry `Authorization: Bearer <apiKey>` and are retried on 429/503. */
export function createLoteClient(opts: LoteClientOptions): LoteClient {
  return new LoteClient(opts);
}

export class LoteClient {
  /** The typed raw client: every route of `/openapi.json`. */
  readonly api: Client<paths>;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly fetchRaw: typeof fetch;

  constructor(private readonly opts: LoteClientOptions) {
    this.sleep = opts.sleep ?? defaultSleep;
    this.fetchRaw = opts.fetch ?? ((input, init) => fetch(input, init));
    this.api = createClient<paths>({
      baseUrl: opts.baseUrl.replace(/\/$/, ""),
      fetch: retryingFetch(this.fetchRaw, opts),
      headers: { authorization: `Bearer ${opts.apiKey}` },
    });
  }

  /**
   * Creates a boleto job with a generated Idempotency-Key (or yours): if the answer is lost and
   * you call again with the same key and body, you get the same job, never a second one.
   */
  async createBoletoJob(
    body: CreateBoletoJob,
    { idempotencyKey = newIdempotencyKey() }: { idempotencyKey?: string } = {},
  ): Promise<CreatedJob> {
    const r = await this.api.POST("/v1/jobs/boletos", {
      body,
      params: { header: { "idempotency-key": idempotencyKey } },
    });
    return {
      ...unwrap(r),
      idempotency_key: idempotencyKey,
      retry_after_ms: retryAfterMs(r.response.headers.get("retry-after")),
    };
  }

  /** Creates a boleto job from a CSV spreadsheet (columns in docs/csv.md). */
  async createBoletoJobFromCsv(
    csv: string | Uint8Array | Blob,
    o: {
      idempotencyKey?: string;
      charset?: "utf-8" | "windows-1252";
      pdf?: boolean;
      mergedPdf?: boolean;
      webhookUrl?: string;
    } = {},
  ): Promise<CreatedJob> {
    const key = o.idempotencyKey ?? newIdempotencyKey();
    const q = new URLSearchParams();
    if (o.pdf !== undefined) q.set("pdf", String(o.pdf));
    if (o.mergedPdf !== undefined) q.set("merged_pdf", String(o.mergedPdf));
    if (o.webhookUrl) q.set("webhook_url", o.webhookUrl);
    const res = await this.request(`/v1/jobs/boletos${q.size ? `?${q}` : ""}`, {
      method: "POST",
      body: csv as BodyInit,
      headers: {
        "content-type": `text/csv${o.charset ? `; charset=${o.charset}` : ""}`,
        "idempotency-key": key,
      },
    });
    return {
      ...((await res.json()) as JobAccepted),
      idempotency_key: key,
      retry_after_ms: retryAfterMs(res.headers.get("retry-after")),
    };
  }

  /** Any job by id. */
  async getJob(jobId: string): Promise<Job> {
    return unwrap(await this.api.GET("/v1/jobs/{job_id}", { params: { path: { job_id: jobId } } }));
  }

  /**
   * Polls a job until it is final (completed, partially_completed or failed). Between two looks
   * it waits as long as lote last said: the job GET's `Retry-After` when it sends one, else the
   * `Retry-After` of the job's creation (`retry_after_ms` of {@link createBoletoJob}'s answer,
   * when you pass that answer instead of the id), else `intervalMs` (1 s). Every wait is bounded
   * to `minIntervalMs`–`maxIntervalMs` (250 ms–30 s) and never passes `timeoutMs` (15 min).
   *
   * @example await lote.waitForJob(await lote.createBoletoJob(body)) // paced by the 202's Retry-After
   */
  async waitForJob(
    job: string | Pick<CreatedJob, "job_id" | "retry_after_ms">,
    o: WaitOptions = {},
  ): Promise<Job> {
    const jobId = typeof job === "string" ? job : job.job_id;
    let hint = typeof job === "string" ? undefined : job.retry_after_ms;
    const deadline = Date.now() + (o.timeoutMs ?? 15 * 60_000);
    const min = o.minIntervalMs ?? 250;
    const max = Math.max(min, o.maxIntervalMs ?? 30_000);
    for (;;) {
      o.signal?.throwIfAborted();
      const r = await this.api.GET("/v1/jobs/{job_id}", { params: { path: { job_id: jobId } } });
      const view = unwrap(r);
      if (FINAL.has(view.status)) return view;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`job ${jobId} is still ${view.status}`);
      hint = retryAfterMs(r.response.headers.get("retry-after")) ?? hint;
      const wait = Math.min(Math.max(hint ?? o.intervalMs ?? 1000, min), max, left);
      await abortable(this.sleep(wait), o.signal);
    }
  }

  /** Every item of a boleto job (optionally one status), page after page, in index order. */
  async *items(jobId: string, o: { status?: ItemState; pageSize?: number } = {}): AsyncGenerator<Item> {
    let token: string | undefined;
    do {
      const page = unwrap(
        await this.api.GET("/v1/jobs/boletos/{job_id}/items", {
          params: {
            path: { job_id: jobId },
            query: { status: o.status, page_size: o.pageSize ?? 500, page_token: token },
          },
        }),
      ) as Schemas["ItemPage"]; // JSON, not the CSV this route also answers
      yield* page.data;
      token = page.next_page_token || undefined;
    } while (token);
  }

  /** Retries one failed item, optionally with a JSON merge patch of its input. */
  async retryItem(jobId: string, itemId: string, patch?: Record<string, unknown>) {
    return unwrap(
      await this.api.POST("/v1/jobs/boletos/{job_id}/items/{item_id}/retry", {
        params: { path: { job_id: jobId, item_id: itemId } },
        body: patch ? { patch } : {},
      }),
    );
  }

  /**
   * Builds (or finds) the job's `zip` or `merged_pdf` and waits until it is ready, asking again
   * after each `Retry-After` of the `202`. Answers the ready entry with its signed `url`.
   */
  async buildArtifact(
    jobId: string,
    type: "zip" | "merged_pdf",
    o: { timeoutMs?: number } = {},
  ): Promise<Consolidated> {
    const deadline = Date.now() + (o.timeoutMs ?? 10 * 60_000);
    for (;;) {
      const r = await this.api.POST("/v1/jobs/boletos/{job_id}/artifacts", {
        params: { path: { job_id: jobId } },
        body: { type },
      });
      const entry = unwrap(r) as Consolidated;
      if (entry.status === "ready") return entry;
      if (entry.status === "failed")
        throw new Error(`${type} of ${jobId} failed: ${JSON.stringify(entry.error)}`);
      if (Date.now() > deadline) throw new Error(`${type} of ${jobId} is still building`);
      await this.sleep(retryAfterMs(r.response.headers.get("retry-after")) ?? 2000);
    }
  }

  /** Downloads a signed link (no API key is sent: the link is its own credential). */
  async download(url: string): Promise<Response> {
    const res = await retryingFetch(this.fetchRaw, this.opts)(new URL(url, this.opts.baseUrl));
    if (!res.ok)
      throw new LoteError(res.status, ((await res.json().catch(() => ({}))) ?? {}) as Partial<Problem>);
    return res;
  }

  /** The job's items as CSV (`br`: `;`, decimal comma; `intl`: `,`, decimal point). */
  async itemsCsv(jobId: string, o: { status?: ItemState; dialect?: "br" | "intl" } = {}): Promise<string> {
    const q = new URLSearchParams({
      format: "csv",
      dialect: o.dialect ?? "br",
      ...(o.status ? { status: o.status } : {}),
    });
    return (await this.request(`/v1/jobs/boletos/${encodeURIComponent(jobId)}/items?${q}`)).text();
  }

  /** A raw authenticated request (for bodies openapi-fetch does not send, like CSV), checked for errors. */
  private async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("authorization", `Bearer ${this.opts.apiKey}`);
    const res = await retryingFetch(this.fetchRaw, this.opts)(
      `${this.opts.baseUrl.replace(/\/$/, "")}${path}`,
      { ...init, headers },
    );
    if (!res.ok)
      throw new LoteError(res.status, ((await res.json().catch(() => ({}))) ?? {}) as Partial<Problem>);
    return res;
  }
}
