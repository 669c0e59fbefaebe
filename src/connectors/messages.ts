/**
 * The connectors' queue messages (lote-jobs): a title to register, an instruction to carry, a
 * payment notification to confirm and settle, a connection's settled titles to fetch. Each names
 * its tenant and what it is about, never a payload that could be stale.
 */
export type ConnectorMessage =
  | { type: "connector.register"; tenant_id: string; item_id: string; provider: string }
  | { type: "connector.instruct"; tenant_id: string; instruction_id: string }
  | {
      type: "connector.notify";
      tenant_id: string;
      connection_id: string;
      /** The stored notification's key (`inbound_notifications`). */
      key: string;
    }
  | {
      type: "connector.settle";
      tenant_id: string;
      connection_id: string;
      from: string;
      to: string;
      page?: string;
    };
