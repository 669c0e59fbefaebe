/**
 * 756 — Sicoob, API Cobrança Bancária V3: the connector and the simulator that holds it to the
 * published schema (sources in connector.ts and docs/connectors/756-sicoob.md).
 */
import type { BankApiModule } from "../../types";
import { connector } from "./connector";
import { simulator } from "./simulator";

export { connector } from "./connector";
export { simulator } from "./simulator";

export const api: BankApiModule = { connector, simulator };
