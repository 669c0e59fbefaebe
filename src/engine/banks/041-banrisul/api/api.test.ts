// Banrisul's cobrança API connector: every built request validates against the transcribed
// published schema, field by field as ACBr's request builder writes them (no published request
// with values exists: the JavaScript app's test beneficiary is the only published value); the
// connection completes bergs-beneficiario and ambiente; a lifecycle against the simulator
// (client credentials, register, duplicate, query by nosso número, paid, baixa refused once
// paid, baixa of an open title); faults and error bodies as typed outcomes.
import { describe, expect, it } from "vitest";
import { formatDigitableLine } from "../../../boleto/barcode";
import { buildBoleto } from "../../../boleto/build";
import {
  bodyOf,
  built,
  testKey as keyOf,
  TEST_TODAY as TODAY,
  testInput,
  testTitle as title,
} from "../../../connect/api-test-kit.fixtures";
import { validateSchema } from "../../../connect/schema";
import {
  DEFAULT_SIM_SETTINGS,
  simulator as harness,
  injectFaults,
  memoryStore,
  type SimContext,
  type SimRequest,
} from "../../../connect/sim";
import type { ApiRequest, ApiResponse } from "../../../connect/types";
import type { BoletoInput } from "../../../types";
import { connector, TOKEN_PATH } from "./connector";
import { REGISTER_BODY, TOKEN_FORM } from "./published";
import { nossoNumeroOf } from "./request";
import { SIM_BENEFICIARY, simulator } from "./simulator";

const input = (over: Partial<BoletoInput> = {}): BoletoInput =>
  testInput(
    {
      bank_code: "041",
      agency: SIM_BENEFICIARY.agency,
      account: "1",
      agreement: SIM_BENEFICIARY.agreement,
      wallet: SIM_BENEFICIARY.wallet,
    },
    { city: "Porto Alegre", state: "RS", zip_code: "90010000" },
    over,
  );
const account = {
  agency: SIM_BENEFICIARY.agency,
  agreement: SIM_BENEFICIARY.agreement,
  beneficiary_code: SIM_BENEFICIARY.code,
};
const adapt = (r: ApiRequest, environment: "sandbox" | "production" = "sandbox") =>
  connector.adapt ? connector.adapt(r, { environment, account }) : r;

describe("requests", () => {
  it("the registration, as the connection completes it, validates against the published schema", () => {
    const r = adapt(built(connector.register(title(input()))));
    expect(r).toMatchObject({
      method: "POST",
      path: "/boletos",
      headers: { "bergs-beneficiario": "0010000001088" },
    });
    expect(validateSchema(REGISTER_BODY, bodyOf(r))).toEqual([]);
    expect(bodyOf(r)).toEqual({
      ambiente: "T",
      titulo: {
        // lote's nosso número 00000104 and its Número de Controle (ACBr MontarCampoNossoNumero).
        nosso_numero: nossoNumeroOf("104"),
        seu_numero: "NF-1001",
        data_emissao: TODAY,
        data_vencimento: "2026-04-10",
        valor_nominal: "123.45",
        especie: "02",
        id_titulo_empresa: "ITEM-1",
        pagador: {
          tipo_pessoa: "F",
          cpf_cnpj: "52998224725",
          nome: "Maria da Silva",
          endereco: "Rua das Flores,10",
          cep: "90010000",
          cidade: "Porto Alegre",
          uf: "RS",
          aceite: "N",
        },
        instrucoes: {},
        pag_parcial: { autoriza: 1, codigo: 3 },
      },
    });
    expect(nossoNumeroOf("104")).toMatch(/^00000104\d\d$/);
    expect((bodyOf(adapt(r, "production")) as { ambiente: string }).ambiente).toBe("P");
  });

  it("juros, multa and desconto as ACBr writes them; refuses what no source settles", () => {
    const r = built(
      connector.register(
        title(
          input({
            interest: { kind: "daily_amount", value: 12 },
            fine: { kind: "rate", value: 200 },
            discount: { amount_cents: 500, until: "2026-04-05" },
          }),
        ),
      ),
    );
    expect((bodyOf(r) as { titulo: { instrucoes: unknown } }).titulo.instrucoes).toEqual({
      juros: { codigo: 1, data: "2026-04-11", valor: "0.12" },
      multa: { codigo: 2, data: "2026-04-11", taxa: "2.0" },
      desconto: { codigo: 1, data: "2026-04-05", valor: "5.00" },
    });
    expect(validateSchema(REGISTER_BODY, bodyOf(adapt(r)))).toEqual([]);
    const monthly = built(
      connector.register(title(input({ interest: { kind: "monthly_rate", value: 150 } }))),
    );
    expect((bodyOf(monthly) as { titulo: { instrucoes: unknown } }).titulo.instrucoes).toEqual({
      juros: { codigo: 2, data: "2026-04-11", taxa: "1.50" },
    });
    const bad = connector.register(
      title(input({ fine: { kind: "amount", value: 250 }, rebate_cents: 100, document_kind: "XX" })),
    );
    expect("issues" in bad && bad.issues.map((i) => [i.path, i.code])).toEqual([
      ["document_kind", "API_CANNOT_EXPRESS"],
      ["rebate_cents", "API_UNCONFIRMED"],
      ["fine.kind", "API_UNCONFIRMED"],
    ]);
  });

  it("queries and writes off by nosso número; the baixa carries bergs-ambiente", () => {
    const nn = nossoNumeroOf("104");
    expect(adapt(connector.query(keyOf(input())))).toMatchObject({
      method: "GET",
      path: `/boletos/${nn}`,
      headers: { "bergs-beneficiario": SIM_BENEFICIARY.code },
    });
    const off = connector.instruct(keyOf(input()), { type: "write_off", reference: "r", today: TODAY });
    expect(off?.map((r) => adapt(r, "production"))).toMatchObject([
      {
        method: "POST",
        path: `/boletos/${nn}/baixar`,
        headers: { "bergs-beneficiario": SIM_BENEFICIARY.code, "bergs-ambiente": "P" },
      },
    ]);
    expect(
      connector.instruct(keyOf(input()), {
        type: "due_date_change",
        due_date: "2026-05-01",
        reference: "r",
        today: TODAY,
      }),
    ).toBeNull();
  });
});

describe("outcomes", () => {
  const res = (status: number, body: unknown): ApiResponse => ({ status, headers: {}, body });
  it("reads ACBr's ocorrências, a duplicate, transient and unauthorized answers", () => {
    const t = title(input());
    expect(
      connector.parseRegister(
        res(400, { ocorrencias: [{ codigo: "E1", mensagem: "CEP inválido", complemento: "" }] }),
        t,
      ),
    ).toMatchObject({ kind: "rejected", code: "E1", message: "CEP inválido" });
    expect(
      connector.parseRegister(
        res(400, { ocorrencias: [{ codigo: "E2", mensagem: "Título já cadastrado" }] }),
        t,
      ).kind,
    ).toBe("duplicate");
    expect(connector.parseRegister(res(503, null), t).kind).toBe("transient");
    expect(connector.parseRegister(res(401, null), t).kind).toBe("unauthorized");
    expect(connector.parseRegister(res(200, { titulo: { nosso_numero: "10425" } }), t)).toEqual({
      kind: "ok",
      provider_ids: { nosso_numero: "0000010425" },
    });
    expect(connector.parseQuery(res(404, null), keyOf(input())).kind).toBe("not_found");
  });
});

describe("against the simulator", () => {
  const settings = { ...DEFAULT_SIM_SETTINGS, clients: { "lote-client": "secret" } };
  const handle = harness(simulator, settings);
  const ctx: SimContext = { now: Date.UTC(2026, 2, 10, 15), store: memoryStore() };
  const send = async (r: ApiRequest, token?: string) => {
    const a = r.host === "auth" ? r : adapt(r);
    const req: SimRequest = {
      method: a.method,
      path: a.host === "auth" ? TOKEN_PATH : a.path,
      query: a.query ?? {},
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...a.headers },
      body: bodyOf(a),
    };
    const out = await handle(req, ctx);
    return {
      status: out.response.status,
      headers: out.response.headers ?? {},
      body: out.response.body ?? null,
    };
  };
  const tokenForm = { grant_type: "client_credentials", client_id: "lote-client", client_secret: "secret" };
  const tokenOf = async () =>
    (
      (await send({ method: "POST", path: TOKEN_PATH, host: "auth", body: { form: tokenForm } })).body as {
        access_token: string;
      }
    ).access_token;

  it("client credentials → register → duplicate → query → paid → baixa refused; baixa of an open title", async () => {
    expect(validateSchema(TOKEN_FORM, tokenForm)).toEqual([]);
    const token = await tokenOf();
    expect((await send(connector.probe(input(), TODAY))).status).toBe(401);
    expect((await send(connector.probe(input(), TODAY), token)).status).toBe(404);
    // Another beneficiary's code is refused.
    const other = { ...built(connector.register(title(input()))) };
    const wrong = await handle(
      {
        method: "POST",
        path: "/boletos",
        query: {},
        headers: { authorization: `Bearer ${token}`, "bergs-beneficiario": "0000000000001" },
        body: bodyOf(adapt(other)),
      },
      ctx,
    );
    expect(wrong.response.status).toBe(403);

    const i = input();
    const reg = await send(built(connector.register(title(i))), token);
    expect(connector.parseRegister(reg, title(i))).toEqual({
      kind: "ok",
      provider_ids: { nosso_numero: nossoNumeroOf("104") },
    });
    // The simulator's codes are lote's: the same campo livre.
    expect((reg.body as { titulo: { linha_digitavel: string } }).titulo.linha_digitavel).toBe(
      formatDigitableLine(buildBoleto(i, { today: TODAY }).digitable_line),
    );
    expect(
      connector.parseRegister(await send(built(connector.register(title(i))), token), title(i)).kind,
    ).toBe("duplicate");
    expect(connector.parseQuery(await send(connector.query(keyOf(i)), token), keyOf(i))).toMatchObject({
      kind: "ok",
      state: "registered",
      provider_state: "A",
      amount_cents: 12_345,
      due_date: "2026-04-10",
    });
    expect(
      (
        await simulator.pay(
          ctx,
          { our_number: "104" },
          { amount_cents: 12_345, paid_on: "2026-03-11" },
          settings,
        )
      ).found,
    ).toBe(true);
    expect(connector.parseQuery(await send(connector.query(keyOf(i)), token), keyOf(i))).toMatchObject({
      kind: "ok",
      state: "paid",
      payments: [{ amount_cents: 12_345, paid_on: "2026-03-11", credit_on: "2026-03-11", channel: "boleto" }],
    });
    const w = { type: "write_off" as const, reference: "r", today: TODAY };
    const off = connector.instruct(keyOf(i), w)?.[0] as ApiRequest;
    expect(connector.parseInstruct(await send(off, token), keyOf(i), w).kind).toBe("rejected");

    const j = input({ our_number: "105" });
    expect(
      connector.parseRegister(await send(built(connector.register(title(j))), token), title(j)).kind,
    ).toBe("ok");
    const offJ = connector.instruct(keyOf(j), w)?.[0] as ApiRequest;
    expect(connector.parseInstruct(await send(offJ, token), keyOf(j), w).kind).toBe("ok");
    expect(connector.parseQuery(await send(connector.query(keyOf(j)), token), keyOf(j))).toMatchObject({
      state: "written_off",
      provider_state: "D",
    });
  });

  it("faults are typed outcomes; a timeout after commit is found by the query", async () => {
    const token = await tokenOf();
    await injectFaults(ctx, [
      { kind: "5xx", operation: "register", count: 1 },
      { kind: "429", operation: "register", count: 1 },
      { kind: "expired_token", operation: "register", count: 1 },
      { kind: "timeout_after_commit", operation: "register", count: 1 },
    ]);
    const i = input({ our_number: "106" });
    const r = () => send(built(connector.register(title(i))), token);
    expect(connector.parseRegister(await r(), title(i)).kind).toBe("transient");
    expect(connector.parseRegister(await r(), title(i)).kind).toBe("transient");
    expect(connector.parseRegister(await r(), title(i)).kind).toBe("unauthorized");
    await r(); // committed, the answer lost
    expect(connector.parseQuery(await send(connector.query(keyOf(i)), token), keyOf(i))).toMatchObject({
      kind: "ok",
      state: "registered",
    });
  });
});
