import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ApiError } from "../../api/errors";
import { requireTenant } from "../../api/middleware";
import { problem } from "../../api/schemas";
import type { App, HonoEnv } from "../../api/types";
import { isValidCnpj, isValidCpf, normalizeDocument } from "../../engine/index";
import { artifactLink } from "../../storage/links";
import {
  DEFAULT_SCOPE,
  deleteLogo,
  getLogo,
  type LogoRecord,
  listLogos,
  logoArtifactId,
  logoKey,
  MAX_LOGOS_PER_TENANT,
  putLogo,
} from "../../tenants/logos";

const Logo = z
  .object({
    scope: z
      .string()
      .openapi({ description: '"default", or the beneficiary CPF/CNPJ (digits / letters only)' }),
    sha256: z
      .string()
      .openapi({ description: "Of the file as uploaded; recorded in the audit of every job printing it" }),
    content_type: z.enum(["image/png", "image/jpeg"]),
    width: z.number().int().openapi({ description: "Pixels" }),
    height: z.number().int(),
    size: z.number().int().openapi({ description: "Bytes" }),
    created_at: z.string(),
    updated_at: z.string(),
    url: z.string().openapi({ description: "Signed, expiring download URL of the image" }),
    expires_at: z.string(),
  })
  .openapi("Logo");

const ScopeParam = z.object({
  scope: z
    .string()
    .min(1)
    .max(32)
    .openapi({
      param: { name: "scope", in: "path" },
      example: "default",
      description: '"default" (every boleto of the tenant) or a beneficiary CPF/CNPJ (punctuation allowed)',
    }),
});

const sec = { security: [{ apiKey: [] }], middleware: [requireTenant], tags: ["logos"] };

export const putLogoRoute = createRoute({
  ...sec,
  method: "put",
  path: "/v1/logos/{scope}",
  summary:
    "Upload the beneficiary's logo (PNG or JPEG, at most 256 KB), printed on the recibo and above the ficha",
  description:
    "Raw body (`Content-Type: image/png` or `image/jpeg`) or multipart `file`. The image is checked before it is stored (structure, CRCs, decodable data, at most 2048 px a side and 2,097,152 px in all); a damaged, oversized or unsupported file is `422` with code LOGO_INVALID, LOGO_TOO_LARGE or LOGO_UNSUPPORTED_TYPE. Stored immutably by content (sha256); uploading again points the scope at the new image. Jobs created afterwards print it; a job keeps the logos it recorded in its audit.",
  request: {
    params: ScopeParam,
    body: {
      required: true,
      content: {
        "image/png": { schema: z.string().openapi({ format: "binary" }) },
        "image/jpeg": { schema: z.string().openapi({ format: "binary" }) },
        // multipart/form-data with a `file` part is accepted too; it is not declared here because
        // the route validator would then parse every body as a form.
      },
    },
  },
  responses: {
    200: { description: "Replaced the scope's logo", content: { "application/json": { schema: Logo } } },
    201: { description: "Stored", content: { "application/json": { schema: Logo } } },
    401: problem("Missing or invalid API key"),
    409: problem(`LOGO_LIMIT_REACHED (at most ${MAX_LOGOS_PER_TENANT} logos per tenant)`),
    413: problem("PAYLOAD_TOO_LARGE (body over 1 MiB)"),
    415: problem("UNSUPPORTED_MEDIA_TYPE"),
    422: problem("LOGO_INVALID, LOGO_TOO_LARGE, LOGO_UNSUPPORTED_TYPE, or VALIDATION_FAILED (scope)"),
  },
});

export const listLogosRoute = createRoute({
  ...sec,
  method: "get",
  path: "/v1/logos",
  summary: "The tenant's logos (default first)",
  responses: {
    200: {
      description: "Logos",
      content: { "application/json": { schema: z.object({ data: z.array(Logo) }) } },
    },
    401: problem("Missing or invalid API key"),
  },
});

export const getLogoRoute = createRoute({
  ...sec,
  method: "get",
  path: "/v1/logos/{scope}",
  summary: "One logo, with a signed download URL",
  request: { params: ScopeParam },
  responses: {
    200: { description: "The logo", content: { "application/json": { schema: Logo } } },
    401: problem("Missing or invalid API key"),
    404: problem("No logo for this scope"),
    422: problem("VALIDATION_FAILED (scope)"),
  },
});

export const deleteLogoRoute = createRoute({
  ...sec,
  method: "delete",
  path: "/v1/logos/{scope}",
  summary: "Stop printing a scope's logo on new jobs (jobs that recorded it keep it)",
  request: { params: ScopeParam },
  responses: {
    204: { description: "Removed" },
    401: problem("Missing or invalid API key"),
    404: problem("No logo for this scope"),
    422: problem("VALIDATION_FAILED (scope)"),
  },
});

/** "default", or a valid CPF/CNPJ normalised; anything else is a 422 on `params.scope`. */
function scopeOf(raw: string): string {
  if (raw === DEFAULT_SCOPE) return raw;
  const doc = normalizeDocument(raw);
  if (isValidCpf(doc) || isValidCnpj(doc)) return doc;
  throw new ApiError("VALIDATION_FAILED", 'scope must be "default" or a valid CPF/CNPJ', {
    issues: [
      {
        code: "INVALID_DOCUMENT",
        path: "params.scope",
        message: 'scope must be "default" or a valid CPF/CNPJ',
      },
    ],
  });
}

const MEDIA = new Set(["image/png", "image/jpeg", "application/octet-stream"]);

/** The uploaded bytes: a raw body of an image type, or a multipart `file`. */
async function uploaded(c: Context<HonoEnv>): Promise<Uint8Array> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "multipart/form-data") {
    const form = await c.req.parseBody();
    if (!(form.file instanceof File)) {
      throw new ApiError("VALIDATION_FAILED", "multipart upload needs a `file` field", {
        issues: [{ code: "REQUIRED", path: "body.file", message: "file is required" }],
      });
    }
    return new Uint8Array(await form.file.arrayBuffer());
  }
  if (!MEDIA.has(type)) {
    throw new ApiError(
      "UNSUPPORTED_MEDIA_TYPE",
      "send the image as image/png, image/jpeg or multipart `file`",
    );
  }
  return new Uint8Array(await c.req.arrayBuffer());
}

async function withLink(c: Context<HonoEnv>, tenantId: string, logo: LogoRecord) {
  const link = await artifactLink(c.get("svc"), {
    origin: new URL(c.req.url).origin,
    tenantId,
    artifactId: logoArtifactId(logo.sha256),
    key: logoKey(tenantId, logo.sha256, logo.content_type),
    issuer: c.get("auth").apiKeyId,
    fileName: `logo-${logo.scope}.${logo.content_type === "image/png" ? "png" : "jpg"}`,
  });
  return { ...logo, ...link };
}

export function registerLogos(app: App): void {
  app.openapi(putLogoRoute, async (c) => {
    const auth = c.get("auth");
    const scope = scopeOf(c.req.valid("param").scope);
    const { logo, created } = await putLogo(c.get("svc"), auth, scope, await uploaded(c));
    return c.json(await withLink(c, auth.tenantId, logo), created ? 201 : 200);
  });
  app.openapi(listLogosRoute, async (c) => {
    const tenantId = c.get("auth").tenantId;
    const logos = await listLogos(c.get("svc"), tenantId);
    return c.json({ data: await Promise.all(logos.map((l) => withLink(c, tenantId, l))) }, 200);
  });
  app.openapi(getLogoRoute, async (c) => {
    const tenantId = c.get("auth").tenantId;
    const logo = await getLogo(c.get("svc"), tenantId, scopeOf(c.req.valid("param").scope));
    if (!logo) throw new ApiError("NOT_FOUND", "no logo for this scope");
    return c.json(await withLink(c, tenantId, logo), 200);
  });
  app.openapi(deleteLogoRoute, async (c) => {
    const gone = await deleteLogo(c.get("svc"), c.get("auth"), scopeOf(c.req.valid("param").scope));
    if (!gone) throw new ApiError("NOT_FOUND", "no logo for this scope");
    return c.body(null, 204);
  });
}
