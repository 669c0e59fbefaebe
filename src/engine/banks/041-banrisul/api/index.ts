/**
 * 041 — Banrisul, cobrança API: the connector and the simulator that holds it to the published
 * sources (connector.ts, docs/connectors/041-banrisul.md).
 */
import type { BankApiModule } from "../../types";
import { connector } from "./connector";
import { simulator } from "./simulator";

export { connector } from "./connector";
export { simulator } from "./simulator";

export const api: BankApiModule = { connector, simulator };
