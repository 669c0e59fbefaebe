/**
 * Which boletos of a chunk go to a bank's API or a PSP, decided as the chunk is computed: with
 * `registration: "api"`, the connection of the boleto's bank that serves its account registers
 * it (none serving it: the item fails with NO_CONNECTION); with `pix_charge: "psp"`, the PSP
 * connection that serves its Pix key creates its charge. A boleto whose codes come from the
 * provider (a bank that assigns them, the PSP's dynamic QR) waits for them before rendering
 * (`result.awaiting_provider`). The registrations are recorded with the chunk; their messages
 * go out after it.
 */
import type { BoletoInput } from "../engine/index";
import type { ItemError } from "../jobs/core/items";
import type { Services } from "../services";
import type { DataDb } from "../storage/db";
import type { ConnectorMessage } from "./messages";
import { insertRegistration } from "./registrations";
import { connectorOf, listConnections, servingConnection } from "./store";

export interface RegistrationPlan {
  /** Per item: fails with these errors, or waits for a provider's codes, and its registration path. */
  of: Map<string, { errors?: ItemError[]; awaiting?: string; path: "cnab" | "api" | "none" }>;
  stmts: D1PreparedStatement[];
  messages: ConnectorMessage[];
}

/**
 * Whether a title's nosso número and codes come from its bank at registration (`registration:
 * "api"` at a bank that assigns them — Cora, C6, Inter): then lote's placeholder nosso número is
 * not refused (`BANK_ASSIGNS_CODES`), and nothing is rendered until the bank's codes, checked, arrive.
 * @example codesFromBank({ registration: "api" }, { bank_code: "403" }) // true
 */
export function codesFromBank(
  options: { registration?: string } | null | undefined,
  input: unknown,
): boolean {
  if (options?.registration !== "api") return false;
  const bank = (input as { bank_code?: unknown } | null)?.bank_code;
  return typeof bank === "string" && (connectorOf(bank)?.connector.assignsCodes ?? false);
}

export interface Built {
  id: string;
  input: BoletoInput;
}

/**
 * The registrations of `built` boletos of job `jobId` (on `data`, their shard) under the job's options.
 * @example await planRegistrations(svc, data, { tenantId, jobId, options: { registration: "api" }, built, now })
 */
export async function planRegistrations(
  svc: Services,
  data: DataDb,
  args: {
    tenantId: string;
    jobId: string;
    options: { registration?: string; pix_charge?: string } | null;
    built: readonly Built[];
    now: number;
  },
): Promise<RegistrationPlan> {
  const out: RegistrationPlan = { of: new Map(), stmts: [], messages: [] };
  const registration = (args.options?.registration ?? "cnab") as "cnab" | "api" | "none";
  const psp = args.options?.pix_charge === "psp";
  if (registration !== "api" && !psp) {
    for (const b of args.built) out.of.set(b.id, { path: registration });
    return out;
  }
  const connections = await listConnections(svc, args.tenantId);
  const record = (itemId: string, provider: string, connectionId: string) => {
    out.stmts.push(
      insertRegistration(
        data,
        {
          itemId,
          provider,
          tenantId: args.tenantId,
          jobId: args.jobId,
          connectionId,
          idempotencyKey: itemId,
        },
        args.now,
      ),
    );
    out.messages.push({ type: "connector.register", tenant_id: args.tenantId, item_id: itemId, provider });
  };
  const none = (path: string, message: string): ItemError[] => [{ code: "NO_CONNECTION", path, message }];
  for (const b of args.built) {
    const i = b.input;
    const bank = registration === "api" ? servingConnection(connections, i.bank_code, i) : undefined;
    const assigns = connectorOf(i.bank_code)?.connector.assignsCodes ?? false;
    const key = i.pix && "key" in i.pix ? i.pix.key : undefined;
    // A bank that assigns its codes prints its own Pix: no PSP charge beside it.
    const wantsPsp = psp && key !== undefined && !(registration === "api" && assigns);
    const pix = wantsPsp ? servingConnection(connections, "pix", { pix_key: key }) : undefined;
    const errors: ItemError[] = [];
    if (registration === "api" && (!bank || !connectorOf(i.bank_code)))
      errors.push(
        ...none(
          "account",
          `no active connection of bank ${i.bank_code} serves agency ${i.agency}, account ${i.account}${i.agreement ? `, agreement ${i.agreement}` : ""} (POST /v1/connections)`,
        ),
      );
    if (wantsPsp && !pix)
      errors.push(
        ...none(
          "pix.key",
          "no active PSP connection serves this Pix key (POST /v1/connections, provider pix)",
        ),
      );
    if (errors.length > 0) {
      out.of.set(b.id, { path: registration, errors });
      continue;
    }
    if (bank) record(b.id, i.bank_code, bank.id);
    if (pix) record(b.id, "pix", pix.id);
    const awaiting = bank && assigns ? i.bank_code : pix ? "pix" : undefined;
    out.of.set(b.id, { path: registration, ...(awaiting ? { awaiting } : {}) });
  }
  return out;
}
