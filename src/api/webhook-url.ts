import type { Config } from "../platform/config";
import { checkWebhookUrl } from "../webhooks/url";
import { ApiError } from "./errors";

/**
 * Refuses a webhook URL the SSRF policy rejects with `422 INVALID_WEBHOOK_URL`, naming the field.
 * @example requireWebhookUrl(body.webhook_url, svc.config, "body.webhook_url")
 */
export function requireWebhookUrl(url: string | null | undefined, config: Config, path: string): void {
  if (!url) return;
  const check = checkWebhookUrl(url, { production: config.isProduction });
  if (check.ok) return;
  const field = path.slice(path.lastIndexOf(".") + 1);
  throw new ApiError("INVALID_WEBHOOK_URL", `${field}: ${check.reason}`, {
    issues: [{ code: "INVALID_WEBHOOK_URL", path, message: check.reason }],
  });
}
