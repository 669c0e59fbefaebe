import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, isNotNull } from "drizzle-orm";
import { ApiError } from "../../api/errors";
import { chargeClient, refuseExhaustedClient } from "../../api/middleware";
import { problem } from "../../api/schemas";
import type { App } from "../../api/types";
import type { Services } from "../../services";
import { artifacts, logos } from "../../storage/schema";
import type { DownloadClaims } from "../../storage/signing";
import { serviceKeys, verifyDownload } from "../../storage/signing";
import { linkStillGranted } from "../../tenants/directory";

export const downloadRoute = createRoute({
  method: "get",
  path: "/v1/downloads/{token}",
  tags: ["downloads"],
  summary: "Download an artifact through a signed, expiring link (no API key)",
  description:
    "Streams the object from R2 with Content-Type, Content-Length, ETag and Content-Disposition; supports single `Range: bytes=` requests (206).",
  request: {
    params: z.object({
      token: z
        .string()
        .min(1)
        .max(4096)
        .openapi({ param: { name: "token", in: "path" } }),
    }),
    headers: z.object({ range: z.string().optional() }),
  },
  responses: {
    200: { description: "The file" },
    206: { description: "Part of the file" },
    403: problem(
      "DOWNLOAD_INVALID (tampered), DOWNLOAD_EXPIRED, or DOWNLOAD_REVOKED (tenant disabled, key revoked)",
    ),
    404: problem("The object no longer exists"),
    416: problem("RANGE_NOT_SATISFIABLE"),
  },
});

type Range = { offset: number; length?: number } | { suffix: number };

/**
 * What a link serves: a whole object, or a document inside a pack (storage/packs.ts), which is
 * served as if it were its own object (its size, its content type, its SHA-256 as the ETag).
 */
type Linked =
  | { kind: "object"; key: string }
  | { kind: "slice"; key: string; offset: number; size: number; contentType: string; sha256: string };

/**
 * The object a verified token names, looked up now: the tenant must be active and the issuing API
 * key not revoked (the directory), and the logo (the directory) or the artifact (the shard its id
 * names) must still exist for the tenant.
 */
async function linkedObject(svc: Services, claims: DownloadClaims): Promise<Linked | null> {
  if (!(await linkStillGranted(svc.directory, claims.t, claims.i))) return null;
  if (claims.a.startsWith("logo_")) {
    const logo = await svc.directory.db
      .select({ r2Key: logos.r2Key })
      .from(logos)
      .where(and(eq(logos.tenantId, claims.t), eq(logos.sha256, claims.a.slice("logo_".length))))
      .limit(1)
      .get();
    return logo ? { kind: "object", key: logo.r2Key } : null;
  }
  // The artifact's id names the tenant slot (and so the shard) its row is on.
  const row = await (await svc.data(claims.t, claims.a)).db
    .select({
      r2Key: artifacts.r2Key,
      r2Offset: artifacts.r2Offset,
      size: artifacts.size,
      contentType: artifacts.contentType,
      sha256: artifacts.sha256,
    })
    .from(artifacts)
    .where(
      and(
        eq(artifacts.id, claims.a),
        eq(artifacts.tenantId, claims.t),
        eq(artifacts.status, "ready"),
        isNotNull(artifacts.r2Key),
      ),
    )
    .get();
  if (!row?.r2Key) return null;
  if (row.r2Offset === null || row.size === null || row.sha256 === null)
    return { kind: "object", key: row.r2Key };
  return {
    kind: "slice",
    key: row.r2Key,
    offset: row.r2Offset,
    size: row.size,
    contentType: row.contentType,
    sha256: row.sha256,
  };
}

/** Size, content type and ETag of what is linked (a slice's from its row, an object's from R2). */
async function describe(svc: Services, linked: Linked) {
  if (linked.kind === "slice")
    return {
      size: linked.size,
      contentType: linked.contentType,
      etag: `"${linked.sha256}"`,
      base: linked.offset,
    };
  const head = await svc.blobs.head(linked.key);
  if (!head) return null;
  return {
    size: head.size,
    contentType: head.httpMetadata?.contentType ?? "application/octet-stream",
    etag: head.httpEtag,
    base: 0,
  };
}

/** Parses a single `bytes=` range. Multiple ranges are not supported (served whole). */
function parseRange(header: string | undefined): Range | "invalid" | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return header.includes(",") ? undefined : "invalid";
  const [, a, b] = m;
  if (a === "" && b === "") return "invalid";
  if (a === "") return { suffix: Number(b) };
  const offset = Number(a);
  if (b === "") return { offset };
  const end = Number(b);
  if (end < offset) return "invalid";
  return { offset, length: end - offset + 1 };
}

export function registerDownloads(app: App): void {
  app.openapi(downloadRoute, async (c) => {
    const svc = c.get("svc");
    refuseExhaustedClient(c);
    const v = await verifyDownload(
      await serviceKeys(svc.config),
      c.req.valid("param").token,
      Math.floor(svc.clock.now() / 1000),
    );
    if (!v.ok) {
      throw chargeClient(
        c,
        v.reason === "expired"
          ? new ApiError("DOWNLOAD_EXPIRED", "this download link has expired; request a new one")
          : new ApiError("DOWNLOAD_INVALID", "this download link is not valid"),
      );
    }
    const linked = await linkedObject(svc, v.claims);
    if (!linked)
      throw chargeClient(
        c,
        new ApiError(
          "DOWNLOAD_REVOKED",
          "this download link no longer grants access (the tenant is disabled or the key was revoked)",
        ),
      );
    const file = await describe(svc, linked);
    if (!file) throw new ApiError("NOT_FOUND", "the file no longer exists");
    const range = parseRange(c.req.header("range"));
    const size = file.size;
    const bad = () =>
      new ApiError("RANGE_NOT_SATISFIABLE", "the requested range is not satisfiable", {
        headers: { "content-range": `bytes */${size}` },
      });
    if (range === "invalid") throw bad();
    let start = 0;
    let end = size - 1;
    if (range) {
      if ("suffix" in range) start = Math.max(0, size - range.suffix);
      else {
        start = range.offset;
        end = range.length === undefined ? size - 1 : Math.min(size - 1, range.offset + range.length - 1);
      }
      if (start >= size || size === 0) throw bad();
    }
    // A slice is always read as a range of its pack, whole or in part.
    const whole = !range && linked.kind === "object";
    const obj = await svc.blobs.get(
      linked.key,
      whole ? undefined : { range: { offset: file.base + start, length: end - start + 1 } },
    );
    if (!obj || !("body" in obj)) throw new ApiError("NOT_FOUND", "the file no longer exists");
    const headers = new Headers({
      "content-type": file.contentType,
      "content-length": String(end - start + 1),
      etag: file.etag,
      "accept-ranges": "bytes",
      "cache-control": "private, max-age=300",
      "content-disposition": `attachment; filename="${v.claims.n.replace(/["\\\r\n]/g, "_")}"`,
      "x-content-type-options": "nosniff",
    });
    if (range) headers.set("content-range", `bytes ${start}-${end}/${size}`);
    return new Response(obj.body, { status: range ? 206 : 200, headers }) as never;
  });
}
