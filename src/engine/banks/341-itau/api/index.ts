/**
 * 341 — Itaú's cobrança API: the connector (builders and parsers) and the simulator that holds it
 * to Itaú's published schema. Sources and choices: docs/connectors/341-itau.md.
 */
import type { BankApiModule } from "../../types";
import { connector } from "./connector";
import { simulator } from "./simulator";

export const api: BankApiModule = { connector, simulator };
