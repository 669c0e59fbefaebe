/**
 * Who acts for a tenant: the API fills it from the request's API key (`requireTenant`), and the
 * services read it — the tenant whose rows they touch, the key recorded in audits, the limits the
 * gate applies. A domain type: nothing here knows about HTTP.
 */
export interface Principal {
  tenantId: string;
  apiKeyId: string;
  limits: {
    maxConcurrentJobs: number;
    maxPendingJobs: number;
    maxItemsPerJob: number;
    rateLimitPerMinute: number;
  };
}
