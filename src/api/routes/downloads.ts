import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Services } from "../../services";
import { artifacts, logos } from "../../storage/schema";
import type { DownloadClaims } from "../../storage/signing";
import { serviceKeys, verifyDownload } from "../../storage/signing";
import { linkStillGranted } from "../../tenants/directory";
import { ApiError } from "../errors";
import { chargeClient, refuseExhaustedClient } from "../middleware";
import { problem } from "../schemas";
import type { App } from "../types";

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
 * The object a verified token names, looked up now: the tenant must be active and the issuing API
 * key not revoked (the directory), and the logo (the directory) or the artifact (the shard its id
 * names) must still exist for the tenant.
 */
async function linkedObject(svc: Services, claims: DownloadClaims): Promise<string | null> {
  if (!(await linkStillGranted(svc.directory, claims.t, claims.i))) return null;
  if (claims.a.startsWith("logo_")) {
    const logo = await svc.directory.db
      .select({ r2Key: logos.r2Key })
      .from(logos)
      .where(and(eq(logos.tenantId, claims.t), eq(logos.sha256, claims.a.slice("logo_".length))))
      .limit(1)
      .get();
    return logo?.r2Key ?? null;
  }
  // The artifact's id names the tenant slot (and so the shard) its row is on.
  const row = await (await svc.data(claims.t, claims.a)).db
    .select({ r2Key: artifacts.r2Key })
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
  return row?.r2Key ?? null;
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
    const key = await linkedObject(svc, v.claims);
    if (!key)
      throw chargeClient(
        c,
        new ApiError(
          "DOWNLOAD_REVOKED",
          "this download link no longer grants access (the tenant is disabled or the key was revoked)",
        ),
      );
    const head = await svc.blobs.head(key);
    if (!head) throw new ApiError("NOT_FOUND", "the file no longer exists");
    const range = parseRange(c.req.header("range"));
    const size = head.size;
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
    const obj = await svc.blobs.get(
      key,
      range ? { range: { offset: start, length: end - start + 1 } } : undefined,
    );
    if (!obj || !("body" in obj)) throw new ApiError("NOT_FOUND", "the file no longer exists");
    const headers = new Headers({
      "content-type": head.httpMetadata?.contentType ?? "application/octet-stream",
      "content-length": String(end - start + 1),
      etag: head.httpEtag,
      "accept-ranges": "bytes",
      "cache-control": "private, max-age=300",
      "content-disposition": `attachment; filename="${v.claims.n.replace(/["\\\r\n]/g, "_")}"`,
      "x-content-type-options": "nosniff",
    });
    if (range) headers.set("content-range", `bytes ${start}-${end}/${size}`);
    return new Response(obj.body, { status: range ? 206 : 200, headers }) as never;
  });
}
