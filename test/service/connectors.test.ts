// Boletos registered, changed and settled through the banks' APIs and a Pix PSP (issue 26), against
// lote's simulated providers, through the real routes and queues: issue → register by API → change
// the due date → paid (by the provider's webhook, confirmed by a query) → reconciled → boleto.paid.

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { scheduleSettled } from "../../src/connectors/settle";
import { services } from "../../src/context";
import { connect, issueByApi, lifeOf, payAt, registered } from "./connector-helpers";
import { call, json, newTenant, submit, waitFor, waitForJob } from "./helpers";
import { eventOf, subscribe } from "./life-helpers";
import { credentialsFor, inputOf } from "./sandbox-fixtures";

// Sicredi (password grant; payment webhook, confirmed by a query) and Santander (titles in the
// workspace the service finds or creates; payment webhook) run the whole life; Bradesco and CAIXA
// below, as far as their APIs go.
const BANKS = ["001", "077", "341", "756", "748", "033"] as const;

describe.each(BANKS)("bank %s by API", (provider) => {
  it("issue → register by API → due-date change → paid (confirmed by a query) → boleto.paid", async () => {
    const t = await newTenant();
    const events = await subscribe(t.key);
    await connect(t, provider);
    const { job, items } = await issueByApi(t, provider, { registration: "api", pdf: provider === "077" });
    expect(job.status, JSON.stringify(items)).toBe("completed");
    const id = items[0]?.item_id as string;
    const reg = await registered(t, id, provider);
    expect(reg.bank_status).toBe("registered");
    expect((await eventOf(events, "boleto.registered")).data).toMatchObject({ item_id: id });
    // A bank that assigns its codes: the boleto prints the bank's.
    if (provider === "077") expect(reg.barcode).toMatch(/^077/);

    const due = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    const ins = await call(`/v1/boletos/${id}/instructions`, {
      method: "POST",
      key: t.key,
      json: { type: "due_date_change", due_date: due },
    });
    expect(ins.status, await ins.clone().text()).toBe(202);
    const changed = await waitFor(async () => {
      const l = await lifeOf(t, id);
      return l.instructions[0]?.state === "accepted" ? l : null;
    });
    expect(changed.instructions[0]).toMatchObject({ type: "due_date_change", state: "accepted" });
    // Re-issued with the new due date; a bank that assigns its codes prints its new ones.
    const reissued = await waitFor(async () => {
      const l = await lifeOf(t, id);
      const codes = (
        l.registrations.find((r) => r.provider === provider) as { codes?: { barcode?: string } | null }
      )?.codes;
      return l.attempt === 2 && l.due_date === due && (provider !== "077" || codes?.barcode === l.barcode)
        ? l
        : null;
    });
    if (provider === "077") expect(reissued.barcode).toMatch(/^077/);

    const r = changed.registrations.find((x) => x.provider === provider);
    const ids = r?.provider_ids ?? {};
    const our = (changed as unknown as { our_number: string }).our_number;
    const title = {
      ...(Object.values(ids)[0] ? { id: Object.values(ids)[0] as string } : {}),
      our_number: inputOf(provider).our_number,
    };
    void our;
    const paid = await payAt(t, provider, title, 12_345);
    expect(paid.found).toBe(true);
    const done = await waitFor(async () => {
      const l = await lifeOf(t, id);
      return l.bank_status === "paid" ? l : null;
    });
    expect(done.payments).toHaveLength(1);
    expect(done.payments[0]).toMatchObject({ amount_cents: 12_345 });
    expect((await eventOf(events, "boleto.paid")).data).toMatchObject({ item_id: id, bank_status: "paid" });
  });
});

describe("a Bolepix's Pix at a PSP (BACEN Pix API)", () => {
  it("issue → cobv at the PSP → its dynamic QR printed → paid by Pix (webhook, confirmed) → boleto.paid", async () => {
    const t = await newTenant();
    const events = await subscribe(t.key);
    await connect(t, "pix");
    const { job, items } = await issueByApi(t, "pix", { pix_charge: "psp", pdf: true });
    expect(job.status, JSON.stringify(items)).toBe("completed");
    const id = items[0]?.item_id as string;
    const l = await registered(t, id, "pix");
    const reg = l.registrations.find((r) => r.provider === "pix");
    const txid = reg?.provider_ids?.txid as string;
    expect(txid).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    // The printed QR is the PSP's: a dynamic BR Code (point of initiation 12) naming its location.
    expect(l.pix_payload).toContain("010212");
    expect(l.pix_payload).toContain("pix.sandbox.lote.invalid");
    const paid = await payAt(t, "pix", { txid }, 12_345);
    expect(paid.found).toBe(true);
    const done = await waitFor(async () => {
      const x = await lifeOf(t, id);
      return x.bank_status === "paid" ? x : null;
    });
    expect(done.payments).toMatchObject([{ amount_cents: 12_345, source: { kind: "pix" } }]);
    expect((await eventOf(events, "boleto.paid")).data).toMatchObject({ item_id: id });
  });
});

describe("bank 237 by API (JWT-bearer sign-in, signed calls; payments by a query of each title)", () => {
  it("issue → register → paid at the bank → the cron's query finds it → boleto.paid", async () => {
    const t = await newTenant();
    const events = await subscribe(t.key);
    await connect(t, "237");
    const { job, items } = await issueByApi(t, "237", { registration: "api", pdf: false });
    expect(job.status, JSON.stringify(items)).toBe("completed");
    const id = items[0]?.item_id as string;
    const reg = await registered(t, id, "237");
    expect(reg.bank_status).toBe("registered");
    const ids = reg.registrations.find((r) => r.provider === "237")?.provider_ids ?? {};
    expect(ids.nuTituloGerado).toBe("1234");
    // Bradesco sends no payment notification: a paid title shows in its query.
    const paid = await payAt(t, "237", { our_number: inputOf("237").our_number }, 12_345);
    expect(paid).toMatchObject({ found: true, webhooks: [] });
    const svc = services(env);
    await waitFor(async () => {
      await scheduleSettled(svc, Date.now());
      const l = await lifeOf(t, id);
      return l.bank_status === "paid" ? l : null;
    });
    const done = await lifeOf(t, id);
    expect(done.payments).toMatchObject([{ amount_cents: 12_345 }]);
    expect((await eventOf(events, "boleto.paid")).data).toMatchObject({ item_id: id, bank_status: "paid" });
  });
});

describe("bank 104 by API (SIGCB SOAP/XML, AUTENTICACAO hash filled by the transport)", () => {
  it("issue → register (INCLUI_BOLETO) → due-date change (ALTERA_BOLETO) accepted and re-issued", async () => {
    const t = await newTenant();
    await connect(t, "104");
    const { job, items } = await issueByApi(t, "104", { registration: "api", pdf: false });
    expect(job.status, JSON.stringify(items)).toBe("completed");
    const id = items[0]?.item_id as string;
    const reg = await registered(t, id, "104");
    expect(reg.registrations.find((r) => r.provider === "104")?.provider_ids?.NOSSO_NUMERO).toMatch(/^14/);
    const due = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    const ins = await call(`/v1/boletos/${id}/instructions`, {
      method: "POST",
      key: t.key,
      json: { type: "due_date_change", due_date: due },
    });
    expect(ins.status, await ins.clone().text()).toBe(202);
    const changed = await waitFor(async () => {
      const l = await lifeOf(t, id);
      return l.instructions[0]?.state === "accepted" && l.due_date === due ? l : null;
    });
    expect(changed.instructions[0]).toMatchObject({ type: "due_date_change", state: "accepted" });
    // CAIXA's web service reports a paid title as LIQUIDADO without its amount and notifies
    // nothing: its payments come from the CNAB 240 retorno (docs/connectors/104-caixa.md).
  });
});

describe("bank 403 by API (Cora assigns nosso número, barcode, linha digitável and Pix)", () => {
  it("issue → registered before rendering → the bank's codes, checked, are the printed ones", async () => {
    const t = await newTenant();
    await connect(t, "403");
    const { job, items } = await issueByApi(t, "403", { registration: "api", pdf: true });
    expect(job.status, JSON.stringify(items)).toBe("completed");
    const id = items[0]?.item_id as string;
    const l = await registered(t, id, "403");
    const codes = (
      l.registrations.find((r) => r.provider === "403") as unknown as { codes: Record<string, string> }
    ).codes;
    // Cora's 18-digit nosso número (the account holder's CNPJ root + Cora's 10) and its codes.
    expect(codes.our_number).toMatch(/^62474761\d{10}$/);
    expect(l.barcode).toBe(codes.barcode);
    expect(l.barcode).toMatch(/^403/);
    expect(l.pix_payload).toBe(codes.pix_emv);
    const page = await json<{ data: { our_number: string; artifacts: unknown[] }[] }>(
      await call(`/v1/jobs/boletos/${job.job_id as string}/items`, { key: t.key }),
    );
    const item = page.data[0];
    expect(item?.our_number).toBe(codes.our_number);
    expect(item?.artifacts.length).toBeGreaterThan(0);
  });

  it("codes that fail lote's checks (another beneficiary's nosso número) fail the item, typed; nothing is rendered", async () => {
    const t = await newTenant();
    await connect(t, "403");
    const base = inputOf("403");
    const jobId = await submit(t.key, {
      items: [
        { ...base, beneficiary: { ...base.beneficiary, document: "11222333000181" }, external_id: "cora-x" },
      ],
      options: { registration: "api", pdf: true },
    });
    const job = await waitForJob(t.key, jobId);
    expect(job.status).toBe("failed");
    const page = await json<{ data: { status: string; errors: { code: string }[]; artifacts: unknown[] }[] }>(
      await call(`/v1/jobs/boletos/${jobId}/items`, { key: t.key }),
    );
    expect(page.data[0]).toMatchObject({ status: "failed", artifacts: [] });
    expect(page.data[0]?.errors.map((e) => e.code)).toContain("CORA_FREE_FIELD");
  });
});

describe("bank 133 by API (Cresol: password grant; payments by a query of each title)", () => {
  it("issue → register → due-date change → paid at the bank → the cron's query finds it → boleto.paid", async () => {
    const t = await newTenant();
    const events = await subscribe(t.key);
    await connect(t, "133");
    const { job, items } = await issueByApi(t, "133", { registration: "api", pdf: false });
    expect(job.status, JSON.stringify(items)).toBe("completed");
    const id = items[0]?.item_id as string;
    const reg = await registered(t, id, "133");
    const ids = reg.registrations.find((r) => r.provider === "133")?.provider_ids ?? {};
    expect(ids.id).toMatch(/^\d+$/);
    const due = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    const ins = await call(`/v1/boletos/${id}/instructions`, {
      method: "POST",
      key: t.key,
      json: { type: "due_date_change", due_date: due },
    });
    expect(ins.status, await ins.clone().text()).toBe(202);
    await waitFor(async () => {
      const l = await lifeOf(t, id);
      return l.instructions[0]?.state === "accepted" && l.due_date === due ? l : null;
    });
    expect((await payAt(t, "133", { id: ids.id as string }, 12_345)).found).toBe(true);
    const svc = services(env);
    await waitFor(async () => {
      await scheduleSettled(svc, Date.now());
      const l = await lifeOf(t, id);
      return l.bank_status === "paid" ? l : null;
    });
    expect((await lifeOf(t, id)).payments).toMatchObject([{ amount_cents: 12_345 }]);
    expect((await eventOf(events, "boleto.paid")).data).toMatchObject({ item_id: id, bank_status: "paid" });
  });
});

describe("bank 041 by API (Banrisul: bergs-beneficiario from the connection; payments by a query of each title)", () => {
  it("a Banrisul account without its beneficiary code is refused with the field's path", async () => {
    const t = await newTenant();
    const res = await call("/v1/connections", {
      method: "POST",
      key: t.key,
      json: {
        provider: "041",
        name: "sim 041",
        environment: "simulator",
        credentials: await credentialsFor("041"),
        accounts: [{ agency: "1102", account: "1", agreement: "9000150" }],
      },
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain("body.accounts.0.beneficiary_code");
  });

  it("issue → register → paid at the bank → the cron's query finds it → boleto.paid", async () => {
    const t = await newTenant();
    const events = await subscribe(t.key);
    await connect(t, "041");
    const { job, items } = await issueByApi(t, "041", { registration: "api", pdf: false });
    expect(job.status, JSON.stringify(items)).toBe("completed");
    const id = items[0]?.item_id as string;
    const reg = await registered(t, id, "041");
    const ids = reg.registrations.find((r) => r.provider === "041")?.provider_ids ?? {};
    expect(ids.nosso_numero).toMatch(/^\d{10}$/);
    expect((await payAt(t, "041", { id: ids.nosso_numero as string }, 12_345)).found).toBe(true);
    const svc = services(env);
    await waitFor(async () => {
      await scheduleSettled(svc, Date.now());
      const l = await lifeOf(t, id);
      return l.bank_status === "paid" ? l : null;
    });
    expect((await lifeOf(t, id)).payments).toMatchObject([{ amount_cents: 12_345 }]);
    expect((await eventOf(events, "boleto.paid")).data).toMatchObject({ item_id: id, bank_status: "paid" });
  });
});

describe("bank 422 by API (Safra: password grant; payments by a query of each title)", () => {
  it("issue → register → paid at the bank → the cron's query finds it → boleto.paid", async () => {
    const t = await newTenant();
    const events = await subscribe(t.key);
    await connect(t, "422");
    const { job, items } = await issueByApi(t, "422", { registration: "api", pdf: false });
    expect(job.status, JSON.stringify(items)).toBe("completed");
    const id = items[0]?.item_id as string;
    const reg = await registered(t, id, "422");
    const ids = reg.registrations.find((r) => r.provider === "422")?.provider_ids ?? {};
    expect(ids.numero).toMatch(/^\d{9}$/);
    expect((await payAt(t, "422", { id: ids.numero as string }, 12_345)).found).toBe(true);
    const svc = services(env);
    await waitFor(async () => {
      await scheduleSettled(svc, Date.now());
      const l = await lifeOf(t, id);
      return l.bank_status === "paid" ? l : null;
    });
    expect((await lifeOf(t, id)).payments).toMatchObject([{ amount_cents: 12_345 }]);
    expect((await eventOf(events, "boleto.paid")).data).toMatchObject({ item_id: id, bank_status: "paid" });
  });
});
