/**
 * 001 — Banco do Brasil, API Cobrança v2: the connector (builders and parsers) and the simulator
 * that holds it to BB's published schema. Sources are cited in each file and in
 * docs/connectors/001-banco-do-brasil.md.
 */
import type { BankApiModule } from "../../types";
import { connector } from "./connector";
import { simulator } from "./simulator";

export const api: BankApiModule = { connector, simulator };
