/**
 * Beneficiary logos. A tenant uploads a PNG or JPEG once, for all its boletos (`scope` "default")
 * or for one beneficiary (`scope` its CPF/CNPJ). The engine checks the image (`prepareLogo`:
 * bounded size, structure, decodability) before anything is stored; the bytes go to R2 under a
 * content-addressed key (`l/<tenant>/<sha256>.<ext>`) that is never overwritten or collected, and
 * D1 keeps which image each scope points at. A job pins the logos it will print in its audit
 * record (sha256 per scope) when it is created, so re-rendering it later (a retry, a carnê) prints
 * the same image even after a new upload.
 */

import { and, eq, sql } from "drizzle-orm";
import { isEngineError, type Logo, normalizeDocument, prepareLogo } from "../engine/index";
import { sha256Hex } from "../platform/crypto";
import { DomainError, isErrorCode } from "../platform/errors";
import { TransientError } from "../platform/faults";
import { newId } from "../platform/ids";
import type { Services } from "../services";
import { decodeValues, RowDecodeError } from "../storage/rows";
import { auditEvents, logos } from "../storage/schema";
import type { Principal } from "./principal";

/** The scope of the tenant-wide logo; any other scope is a beneficiary's CPF/CNPJ. */
export const DEFAULT_SCOPE = "default";
/** Scopes (logos) one tenant may hold. */
export const MAX_LOGOS_PER_TENANT = 500;

/** A logo as the API shows it. */
export interface LogoRecord {
  scope: string;
  sha256: string;
  content_type: "image/png" | "image/jpeg";
  width: number;
  height: number;
  size: number;
  created_at: string;
  updated_at: string;
}

/** What a job's audit record keeps of each logo it prints. */
export interface AuditLogo {
  scope: string;
  sha256: string;
  content_type: string;
}

type Row = typeof logos.$inferSelect;

/** A stored logo is PNG or JPEG (`putLogo` stores nothing else). */
function imageType(r: Row): "image/png" | "image/jpeg" {
  if (r.contentType === "image/png" || r.contentType === "image/jpeg") return r.contentType;
  throw new RowDecodeError("logos", "content_type", `is ${JSON.stringify(r.contentType)}, not PNG or JPEG`);
}

const ext = (contentType: string) => (contentType === "image/png" ? "png" : "jpg");

/**
 * The id a download token names for a logo: logos have no artifact row, so the token names the
 * image by its hash, and the download looks it up among the tenant's logos.
 * @example logoArtifactId("ab12…") // "logo_ab12…"
 */
export function logoArtifactId(sha256: string): string {
  return `logo_${sha256}`;
}

/** The R2 key of a logo: content-addressed, outside the `t/` prefix the orphan collector sweeps. */
export function logoKey(tenantId: string, sha256: string, contentType: string): string {
  return `l/${tenantId}/${sha256}.${ext(contentType)}`;
}

function view(r: Row): LogoRecord {
  return {
    scope: r.scope,
    sha256: r.sha256,
    content_type: imageType(r),
    width: r.width,
    height: r.height,
    size: r.size,
    created_at: new Date(r.createdAt).toISOString(),
    updated_at: new Date(r.updatedAt).toISOString(),
  };
}

/**
 * Stores `bytes` as the logo of `scope` (already normalised: "default" or a CPF/CNPJ). A file the
 * engine refuses is a 422 with the engine's code (LOGO_INVALID, LOGO_TOO_LARGE,
 * LOGO_UNSUPPORTED_TYPE) at path `body`; nothing is stored then.
 */
export async function putLogo(
  svc: Services,
  auth: Principal,
  scope: string,
  bytes: Uint8Array,
): Promise<{ logo: LogoRecord; created: boolean }> {
  let logo: Logo;
  try {
    logo = await prepareLogo(bytes);
  } catch (e) {
    if (!isEngineError(e)) throw e;
    const issue = e.issues[0]!;
    // The engine's logo codes (LOGO_INVALID, LOGO_TOO_LARGE, LOGO_UNSUPPORTED_TYPE) are lote's codes.
    throw new DomainError(isErrorCode(issue.code) ? issue.code : "LOGO_INVALID", issue.message, {
      issues: e.issues.map((i) => ({ code: i.code, path: "body", message: i.message })),
    });
  }
  // Logos are tenant configuration: the directory holds them (one place, whichever shard the jobs are on).
  const data = svc.directory;
  const counted = await data.d1
    .prepare("SELECT COUNT(*) AS n, SUM(scope = ?2) AS mine FROM logos WHERE tenant_id = ?1")
    .bind(auth.tenantId, scope)
    .first();
  const existing = counted ? decodeValues(counted, { n: "number", mine: "number?" }) : null;
  if ((existing?.n ?? 0) >= MAX_LOGOS_PER_TENANT && !existing?.mine) {
    throw new DomainError("LOGO_LIMIT_REACHED", `a tenant may hold at most ${MAX_LOGOS_PER_TENANT} logos`);
  }
  const sha256 = await sha256Hex(bytes);
  const key = logoKey(auth.tenantId, sha256, logo.contentType);
  await svc.blobs.putImmutable(key, logo.bytes, { contentType: logo.contentType, sha256 });
  const now = svc.clock.now();
  const image = {
    sha256,
    r2Key: key,
    contentType: logo.contentType,
    width: logo.width,
    height: logo.height,
    size: bytes.byteLength,
    updatedAt: now,
  };
  const [upserted] = await data.db.batch([
    data.db
      .insert(logos)
      .values({ tenantId: auth.tenantId, scope, ...image, createdAt: now })
      .onConflictDoUpdate({ target: [logos.tenantId, logos.scope], set: image })
      .returning(),
    data.db.insert(auditEvents).values({
      id: newId("aud", now),
      tenantId: auth.tenantId,
      actor: auth.apiKeyId,
      action: "logo.uploaded",
      subject: scope,
      details: { sha256, content_type: logo.contentType, size: bytes.byteLength },
      createdAt: now,
    }),
  ]);
  const row = upserted[0];
  if (!row) throw new Error("logo upsert returned no row");
  return { logo: view(row), created: row.createdAt === row.updatedAt };
}

/** Every logo of a tenant, default first, then by scope. */
export async function listLogos(svc: Services, tenantId: string): Promise<LogoRecord[]> {
  const rows = await svc.directory.db
    .select()
    .from(logos)
    .where(eq(logos.tenantId, tenantId))
    .orderBy(sql`${logos.scope} <> ${DEFAULT_SCOPE}`, logos.scope)
    .limit(MAX_LOGOS_PER_TENANT)
    .all();
  return rows.map(view);
}

/** One logo, or null. */
export async function getLogo(svc: Services, tenantId: string, scope: string): Promise<LogoRecord | null> {
  const row = await svc.directory.db
    .select()
    .from(logos)
    .where(and(eq(logos.tenantId, tenantId), eq(logos.scope, scope)))
    .get();
  return row ? view(row) : null;
}

/**
 * Removes a scope's logo: later jobs print none (or the default). The image stays in R2 for the
 * jobs that recorded it. False when there was none.
 */
export async function deleteLogo(svc: Services, auth: Principal, scope: string): Promise<boolean> {
  const now = svc.clock.now();
  const data = svc.directory;
  const [del] = await data.db
    .delete(logos)
    .where(and(eq(logos.tenantId, auth.tenantId), eq(logos.scope, scope)))
    .returning({ sha256: logos.sha256 });
  const gone = del?.sha256;
  if (!gone) return false;
  await data.db
    .insert(auditEvents)
    .values({
      id: newId("aud", now),
      tenantId: auth.tenantId,
      actor: auth.apiKeyId,
      action: "logo.deleted",
      subject: scope,
      details: { sha256: gone },
      createdAt: now,
    })
    .run();
  return true;
}

/**
 * The logos a new job will print, for its audit record: the tenant's default and those of the
 * job's beneficiaries (documents as given; normalised here), each with its sha256.
 */
export async function logosForJob(
  svc: Services,
  tenantId: string,
  beneficiaryDocuments: readonly unknown[],
): Promise<AuditLogo[]> {
  const wanted = new Set<string>([DEFAULT_SCOPE]);
  for (const d of beneficiaryDocuments) if (typeof d === "string") wanted.add(normalizeDocument(d));
  const rows = await svc.directory.db
    .select({ scope: logos.scope, sha256: logos.sha256, content_type: logos.contentType })
    .from(logos)
    .where(eq(logos.tenantId, tenantId))
    .limit(MAX_LOGOS_PER_TENANT)
    .all();
  return rows
    .filter((r) => wanted.has(r.scope))
    .sort((a, b) => (a.scope === b.scope ? 0 : a.scope < b.scope ? -1 : 1))
    .map((r) => ({ scope: r.scope, sha256: r.sha256, content_type: r.content_type }));
}

/** Prepared logos by sha256, shared by the isolate's renders (the content never changes). */
const prepared = new Map<string, Promise<Logo>>();
const PREPARED_MAX = 32;

async function loadLogo(svc: Services, tenantId: string, a: AuditLogo): Promise<Logo> {
  const cacheKey = `${tenantId}/${a.sha256}`;
  let p = prepared.get(cacheKey);
  if (!p) {
    p = (async () => {
      const obj = await svc.blobs.get(logoKey(tenantId, a.sha256, a.content_type));
      if (!obj || !("arrayBuffer" in obj)) throw new TransientError(`logo ${a.sha256} missing from R2`);
      return prepareLogo(new Uint8Array(await obj.arrayBuffer()));
    })();
    p.catch(() => prepared.delete(cacheKey));
    if (prepared.size >= PREPARED_MAX) prepared.delete(prepared.keys().next().value as string);
    prepared.set(cacheKey, p);
  }
  return p;
}

/**
 * The logo chooser for a job's renders, from its audit record: a beneficiary's own logo, else the
 * tenant's default, else none. Loads (and checks) each image once.
 *
 * @example const logoFor = await jobLogoChooser(svc, tenantId, job.audit); logoFor(boleto)
 */
export async function jobLogoChooser(
  svc: Services,
  tenantId: string,
  audit: unknown,
): Promise<(beneficiaryDocument: string) => Logo | undefined> {
  const list = ((audit as { logos?: AuditLogo[] } | null)?.logos ?? []).filter(
    (l) => typeof l?.sha256 === "string" && typeof l.scope === "string",
  );
  const byScope = new Map<string, Logo>();
  for (const a of list) byScope.set(a.scope, await loadLogo(svc, tenantId, a));
  return (doc) => byScope.get(normalizeDocument(doc)) ?? byScope.get(DEFAULT_SCOPE);
}
