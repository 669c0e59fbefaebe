/**
 * 237 — Bradesco, API Cobrança: the connector (with its signing steps) and the simulator that holds
 * it to the published layout (sources in connector.ts and docs/connectors/237-bradesco.md).
 */
import type { BankApiModule } from "../../types";
import { connector } from "./connector";
import { simulator } from "./simulator";

export { connector, signing } from "./connector";
export { simulator } from "./simulator";

export const api: BankApiModule = { connector, simulator };
