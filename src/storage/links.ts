/**
 * Download URLs for stored artifacts: by default a lote-signed link to `/v1/downloads/{token}`;
 * when R2 S3 credentials are configured, an R2 presigned SigV4 URL instead (`mode: "r2"`), except
 * for a document stored in a pack, which only lote can serve alone.
 */
import { AwsClient } from "aws4fetch";
import type { Services } from "../services";
import { serviceKeys, signDownload } from "./signing";

export interface ArtifactLink {
  url: string;
  expires_at: string;
}

let aws: { client: AwsClient; id: string } | undefined;

function r2Client(svc: Services): AwsClient | undefined {
  const c = svc.config;
  if (!c.R2_ACCESS_KEY_ID || !c.R2_SECRET_ACCESS_KEY || !c.R2_ACCOUNT_ID) return undefined;
  if (aws?.id !== c.R2_ACCESS_KEY_ID) {
    aws = {
      id: c.R2_ACCESS_KEY_ID,
      client: new AwsClient({
        accessKeyId: c.R2_ACCESS_KEY_ID,
        secretAccessKey: c.R2_SECRET_ACCESS_KEY,
        service: "s3",
        region: "auto",
      }),
    };
  }
  return aws.client;
}

/**
 * A time-limited URL for one artifact (`key` is its object, which belongs to `tenantId`). A lote
 * link names the artifact and the API key it is issued to (`issuer`), and is checked against both
 * at download time.
 * @example await artifactLink(svc, { origin: "https://lote.example", tenantId, artifactId, key, fileName: "b.pdf", issuer })
 */
export async function artifactLink(
  svc: Services,
  args: {
    origin: string;
    tenantId: string;
    artifactId: string;
    key: string;
    fileName: string;
    /** The API key the link is handed to; revoking it stops the link. */
    issuer: string;
    ttlSeconds?: number;
    mode?: "lote" | "r2";
    /**
     * The artifact is part of its object (a document in a pack, storage/packs.ts): always a lote
     * link, which serves just its bytes; an R2 URL would hand out the whole pack.
     */
    slice?: boolean;
  },
): Promise<ArtifactLink> {
  const ttl = args.ttlSeconds ?? svc.config.SIGNED_URL_TTL_SECONDS;
  const nowSec = Math.floor(svc.clock.now() / 1000);
  const exp = nowSec + ttl;
  const expires_at = new Date(exp * 1000).toISOString();
  const client = args.mode !== "lote" && !args.slice ? r2Client(svc) : undefined;
  if (client) {
    const bucket = svc.config.R2_BUCKET_NAME ?? "lote-artifacts";
    const url = new URL(`https://${svc.config.R2_ACCOUNT_ID}.r2.cloudflarestorage.com/${bucket}/${args.key}`);
    url.searchParams.set("X-Amz-Expires", String(ttl));
    url.searchParams.set("response-content-disposition", `attachment; filename="${args.fileName}"`);
    const signed = await client.sign(new Request(url, { method: "GET" }), { aws: { signQuery: true } });
    return { url: signed.url, expires_at };
  }
  const token = await signDownload(await serviceKeys(svc.config), {
    a: args.artifactId,
    t: args.tenantId,
    i: args.issuer,
    e: exp,
    n: args.fileName,
  });
  return { url: `${args.origin}/v1/downloads/${token}`, expires_at };
}
