// Safra's cobrança API connector: every built request validates against the transcribed
// published schema, field by field (no published request with values exists: the sources are
// request builders); a lifecycle against the simulator (password grant, register, duplicate,
// query by nosso número, paid); faults and error bodies as typed outcomes.
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
import { QUERY, REGISTER_BODY, TOKEN_FORM } from "./published";
import { CORRELATION_ID, nossoNumeroOf } from "./request";
import { SIM_ACCOUNT, simulator } from "./simulator";

const input = (over: Partial<BoletoInput> = {}): BoletoInput =>
  testInput(
    { bank_code: "422", ...SIM_ACCOUNT },
    { city: "São Paulo", state: "SP", zip_code: "01001000" },
    over,
  );

describe("requests", () => {
  it("the registration validates against the published schema, field by field", () => {
    const r = built(connector.register(title(input())));
    expect(r).toMatchObject({
      method: "POST",
      path: "/boletos",
      headers: { "safra-correlation-id": CORRELATION_ID },
    });
    expect(validateSchema(REGISTER_BODY, bodyOf(r))).toEqual([]);
    const nn = nossoNumeroOf("104");
    expect(nn).toMatch(/^00000104\d$/);
    expect(bodyOf(r)).toEqual({
      agencia: "12345",
      conta: "000123456",
      documento: {
        numero: Number(nn),
        numeroCliente: nn,
        especie: "01",
        dataVencimento: "2026-04-10",
        valor: 123.45,
        codigoMoeda: 0,
        quantidadeDiasProtesto: 0,
        pagador: {
          nome: "Maria da Silva",
          tipoPessoa: "F",
          numeroDocumento: "52998224725",
          endereco: {
            logradouro: "Rua das Flores, 10",
            bairro: "Centro",
            cidade: "São Paulo",
            uf: "SP",
            cep: "01001000",
          },
        },
      },
    });
  });

  it("refuses what the sources do not settle; queries by nosso número", () => {
    const bad = connector.register(
      title(input({ interest: { kind: "daily_amount", value: 10 }, rebate_cents: 100, document_kind: "XX" })),
    );
    expect("issues" in bad && bad.issues.map((i) => [i.path, i.code])).toEqual([
      ["document_kind", "API_CANNOT_EXPRESS"],
      ["interest", "API_UNCONFIRMED"],
      ["rebate_cents", "API_UNCONFIRMED"],
    ]);
    const q = connector.query(keyOf(input()));
    const nn = nossoNumeroOf("104");
    expect(q).toEqual({
      method: "GET",
      path: "/boletos",
      headers: { "safra-correlation-id": CORRELATION_ID },
      query: { agencia: "12345", conta: "000123456", numero: nn, numeroCliente: nn },
    });
    expect(validateSchema(QUERY, q.query)).toEqual([]);
    expect(
      connector.instruct(keyOf(input()), { type: "write_off", reference: "r", today: TODAY }),
    ).toBeNull();
  });
});

describe("outcomes", () => {
  const res = (status: number, body: unknown): ApiResponse => ({ status, headers: {}, body });
  it("reads the clients' error shapes, the duplicate's message, transient and unauthorized", () => {
    const t = title(input());
    expect(connector.parseRegister(res(400, { code: "E1", message: "CEP inválido" }), t)).toMatchObject({
      kind: "rejected",
      code: "E1",
    });
    expect(
      connector.parseRegister(
        res(400, { violacoes: [{ codigo: "V1", razao: "inválido", propriedade: "documento.valor" }] }),
        t,
      ),
    ).toMatchObject({ kind: "rejected", code: "V1", field: "documento.valor" });
    expect(
      connector.parseRegister(res(400, { code: "E2", message: "NOSSO NUMERO JA EXISTENTE EM NOSSA BASE" }), t)
        .kind,
    ).toBe("duplicate");
    expect(connector.parseRegister(res(502, null), t).kind).toBe("transient");
    expect(connector.parseRegister(res(401, null), t).kind).toBe("unauthorized");
    expect(
      connector.parseRegister(
        res(200, { data: { numero: 1, numeroCliente: "000001049", codigoBarras: "x" } }),
        t,
      ),
    ).toEqual({
      kind: "ok",
      provider_ids: { numero: "000001049" },
    });
  });
});

describe("against the simulator", () => {
  const settings = { ...DEFAULT_SIM_SETTINGS, clients: { "safra-client": "" } };
  const handle = harness(simulator, settings);
  const ctx: SimContext = { now: Date.UTC(2026, 2, 10, 15), store: memoryStore() };
  const send = async (r: ApiRequest, token?: string) => {
    const req: SimRequest = {
      method: r.method,
      path: r.host === "auth" ? TOKEN_PATH : r.path,
      query: r.query ?? {},
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...r.headers },
      body: bodyOf(r),
    };
    const out = await handle(req, ctx);
    return {
      status: out.response.status,
      headers: out.response.headers ?? {},
      body: out.response.body ?? null,
    };
  };
  const tokenForm = {
    client_id: "safra-client",
    username: "usuario",
    password: "senha",
    refresh_token: "",
    grant_type: "password",
  };
  const tokenOf = async () =>
    (
      (await send({ method: "POST", path: TOKEN_PATH, host: "auth", body: { form: tokenForm } })).body as {
        access_token: string;
      }
    ).access_token;

  it("password grant → register → duplicate → query → paid", async () => {
    expect(validateSchema(TOKEN_FORM, tokenForm)).toEqual([]);
    const token = await tokenOf();
    expect((await send(connector.probe(input(), TODAY))).status).toBe(401);
    expect((await send(connector.probe(input(), TODAY), token)).status).toBe(200);
    const i = input();
    const reg = await send(built(connector.register(title(i))), token);
    expect(connector.parseRegister(reg, title(i))).toEqual({
      kind: "ok",
      provider_ids: { numero: nossoNumeroOf("104") },
    });
    // The simulator's codes are lote's: the same campo livre.
    expect((reg.body as { data: { linhaDigitavel: string } }).data.linhaDigitavel).toBe(
      formatDigitableLine(buildBoleto(i, { today: TODAY }).digitable_line),
    );
    expect(
      connector.parseRegister(await send(built(connector.register(title(i))), token), title(i)).kind,
    ).toBe("duplicate");
    expect(connector.parseQuery(await send(connector.query(keyOf(i)), token), keyOf(i))).toMatchObject({
      kind: "ok",
      state: "registered",
      provider_state: "EMABERTO",
      amount_cents: 12_345,
    });
    expect(
      connector.parseQuery(
        await send(connector.query(keyOf(input({ our_number: "999" }))), token),
        keyOf(input({ our_number: "999" })),
      ).kind,
    ).toBe("not_found");
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
      payments: [{ amount_cents: 12_345, paid_on: "2026-03-11", channel: "boleto" }],
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
    await r();
    expect(connector.parseQuery(await send(connector.query(keyOf(i)), token), keyOf(i))).toMatchObject({
      kind: "ok",
      state: "registered",
    });
  });
});
