/** One webhook delivery attempt (lote-webhooks). */
export interface WebhookMessage {
  type: "webhook.deliver";
  /**
   * The tenant whose database holds the delivery. Messages queued before it existed carry none;
   * the consumer then looks the delivery up in every data database.
   */
  tenant_id?: string;
  delivery_id: string;
  /** A redelivery asked for by the client: one attempt, no automatic retries. */
  manual?: boolean;
}
