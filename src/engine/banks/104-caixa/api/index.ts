/**
 * 104 — CAIXA, SIGCB web service (SOAP/XML): the connector and the simulator that holds it to the
 * published schema (sources in connector.ts and docs/connectors/104-caixa.md).
 */
import type { BankApiModule } from "../../types";
import { connector } from "./connector";
import { simulator } from "./simulator";

export { connector } from "./connector";
export { applyFills, type CaixaFill, type CaixaRequest } from "./fill";
export { simulator } from "./simulator";

export const api: BankApiModule = { connector, simulator };
