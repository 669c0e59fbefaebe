/**
 * 033 — Santander, API de Cobrança (collection_bill_management v2): the connector and the simulator
 * that holds it to the published schema (sources in connector.ts and docs/connectors/033-santander.md).
 */
import type { BankApiModule } from "../../types";
import { connector } from "./connector";
import { simulator } from "./simulator";

export { connector, withWorkspace } from "./connector";
export { simulator } from "./simulator";

export const api: BankApiModule = { connector, simulator };
