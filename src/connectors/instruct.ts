/**
 * `connector.instruct` (lote-jobs): carry one queued instruction about a boleto registered by API
 * to its bank's API — a new due date, an amount, an abatimento, a write-off, a protest where the
 * API offers them — and record the bank's answer like a retorno's: the instruction `sent`, then
 * `accepted` (its effect through the state machine: a write-off writes the boleto off, an accepted
 * due date re-issues it while it is open) or `rejected` with the bank's code. A call that timed
 * out is looked up with a query before it is sent again: a title already showing the change (its
 * due date, its amount, its baixa) is the instruction accepted.
 */
import {
  type ApiInstruction,
  type ApiInstructionType,
  type QueryOutcome,
  validateBoletoInput,
} from "../engine/index";
import { applyAnswersNow } from "../ledger/answers";
import { engineInput } from "../ledger/input";
import { findInstruction, type InstructionRow } from "../ledger/instructions";
import { saoPauloDate } from "../platform/clock";
import type { Services } from "../services";
import { callProvider } from "./call";
import { itemForRegistration } from "./items";
import type { ConnectorMessage } from "./messages";
import { titleKeyOf } from "./register";
import { findRegistration } from "./registrations";
import { connectorOf, credentialsOf, findConnection } from "./store";

type InstructMessage = Extract<ConnectorMessage, { type: "connector.instruct" }>;

/** Whether the title as the bank shows it already carries the instruction's change. */
function applied(i: InstructionRow, q: QueryOutcome): boolean {
  if (q.kind !== "ok") return false;
  const p = i.payload as { due_date?: string; amount_cents?: number };
  if (i.type === "due_date_change") return p.due_date !== undefined && q.due_date === p.due_date;
  if (i.type === "amount_change") return p.amount_cents !== undefined && q.amount_cents === p.amount_cents;
  if (i.type === "write_off") return q.state === "written_off";
  if (i.type === "protest") return q.state === "protested";
  return false;
}

export async function instructByApi(svc: Services, msg: InstructMessage): Promise<void> {
  const data = await svc.data(msg.tenant_id, msg.instruction_id);
  const ins = await findInstruction(data, msg.tenant_id, msg.instruction_id);
  if (ins?.layout !== "api" || (ins.state !== "queued" && ins.state !== "sent")) return;
  const boletoData = await svc.data(msg.tenant_id, ins.itemId);
  const reg = await findRegistration(boletoData, msg.tenant_id, ins.itemId, ins.bankCode);
  const item = await itemForRegistration(boletoData, msg.tenant_id, ins.itemId);
  const c = connectorOf(ins.bankCode);
  const conn = reg ? await findConnection(svc, msg.tenant_id, reg.connectionId) : undefined;
  if (!reg || !item || !c || !conn) return;
  const v = validateBoletoInput(engineInput(item.input));
  if (!v.ok) return;
  const connector = c.connector;
  const creds = await credentialsOf(svc, conn);
  const key = titleKeyOf(v.value, reg);
  const now = svc.clock.now();
  const p = ins.payload as Partial<ApiInstruction>;
  const request: ApiInstruction = {
    type: ins.type as ApiInstructionType,
    reference: ins.id,
    today: saoPauloDate(now),
    current: { due_date: v.value.due_date, amount_cents: v.value.amount_cents },
    ...(p.due_date !== undefined ? { due_date: p.due_date } : {}),
    ...(p.amount_cents !== undefined ? { amount_cents: p.amount_cents } : {}),
    ...(p.rebate_cents !== undefined ? { rebate_cents: p.rebate_cents } : {}),
    ...(p.protest !== undefined ? { protest: p.protest } : {}),
    ...(p.interest !== undefined ? { interest: p.interest } : {}),
    ...(p.fine !== undefined ? { fine: p.fine } : {}),
    ...(p.discount !== undefined ? { discount: p.discount } : {}),
  };
  const reqId = `instruct:${ins.id}`;
  const again = async (seconds: number): Promise<void> => {
    await svc.queues.jobs.send(msg, {
      contentType: "json",
      ...(seconds > 0 ? { delaySeconds: Math.min(seconds, 3600) } : {}),
    });
  };

  // Sent before: it may have reached the bank. Look first.
  if (ins.state === "sent") {
    const q = await callProvider(
      svc,
      conn,
      connector,
      creds,
      connector.query(key),
      "query",
      `${reqId}:query`,
    );
    if (q.kind === "waiting") return again(Math.ceil(q.waitMs / 1000));
    if (q.kind !== "response") return again(5);
    if (applied(ins, connector.parseQuery(q.res, key)))
      return answer(svc, msg, ins, "accepted", { how: "query" });
  } else {
    // queued → sent, once (the answer resolves a sent instruction, as a retorno's would).
    const marked = await data.d1
      .prepare(
        `UPDATE instructions SET state = 'sent', sent_at = ?1, updated_at = ?1 WHERE id = ?2 AND state = 'queued' RETURNING id`,
      )
      .bind(now, ins.id)
      .all();
    if (marked.results.length === 0) return;
  }
  const reqs = connector.instruct(key, request);
  if (!reqs || reqs.length === 0)
    return answer(svc, msg, ins, "rejected", {
      code: "INSTRUCTION_UNSUPPORTED",
      message: `the API has no ${ins.type}`,
    });
  for (const [n, req] of reqs.entries()) {
    const x = await callProvider(
      svc,
      conn,
      connector,
      creds,
      req,
      ins.type as ApiInstructionType,
      `${reqId}:${n}`,
    );
    if (x.kind === "waiting") return again(Math.ceil(x.waitMs / 1000));
    if (x.kind !== "response") return again(5);
    const o = connector.parseInstruct(x.res, key, request);
    if (o.kind === "rejected")
      return answer(svc, msg, ins, "rejected", {
        code: o.code,
        message: o.message,
        ...(o.field ? { field: o.field } : {}),
      });
    if (o.kind !== "ok") return again(o.kind === "transient" ? (o.retryAfterSeconds ?? 5) : 5);
  }
  return answer(svc, msg, ins, "accepted", { how: "call" });
}

async function answer(
  svc: Services,
  msg: InstructMessage,
  ins: InstructionRow,
  state: "accepted" | "rejected",
  details: Record<string, unknown>,
) {
  const data = await svc.data(msg.tenant_id, ins.itemId);
  await applyAnswersNow(svc, data, {
    tenantId: msg.tenant_id,
    jobId: ins.jobId,
    now: svc.clock.now(),
    answers: [
      {
        itemId: ins.itemId,
        key: `api:instruction:${ins.id}:${state}`,
        index: 0,
        instruction: { state, answers: [ins.type] },
        occurrence: {
          source: "api",
          kind: state === "accepted" ? "instruction_accepted" : "instruction_rejected",
          code: (details.code as string | undefined) ?? null,
          description: (details.message as string | undefined) ?? null,
          ...details,
        },
        eventData: { bank_code: ins.bankCode, instruction_id: ins.id },
      },
    ],
  });
}
