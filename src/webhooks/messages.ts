/** One webhook delivery attempt (lote-webhooks). */
export interface WebhookMessage {
  type: "webhook.deliver";
  delivery_id: string;
  /** A redelivery asked for by the client: one attempt, no automatic retries. */
  manual?: boolean;
}
