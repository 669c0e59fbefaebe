// Cresol's boleto API connector: lote's codes for the published homologação title equal the
// linha digitável Cresol gave it; every built request validates against the transcribed
// published schema; a lifecycle against the simulator (password grant, register, query by id
// and by due date, due-date change, payment seen in the query, write-off refused once paid); faults
// and error bodies as typed outcomes.
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
import { PUBLISHED_TITLE } from "./examples";
import { ALTER_BODY, REGISTER_BODY, TOKEN_FORM } from "./published";
import { SIM_ACCOUNT, simulator } from "./simulator";

const input = (over: Partial<BoletoInput> = {}): BoletoInput =>
  testInput(
    { bank_code: "133", agency: SIM_ACCOUNT.agency, account: "27846", wallet: "09", our_number: "352" },
    { city: "Chapecó", state: "SC", zip_code: "89801000" },
    over,
  );

describe("Cresol's published homologação title", () => {
  it("lote's boleto for it carries the linha digitável Cresol gave it", () => {
    const b = buildBoleto(
      input({
        our_number: String(PUBLISHED_TITLE.nossoNumero),
        amount_cents: 100,
        due_date: PUBLISHED_TITLE.dtVencimento,
      }),
      { today: "2026-07-08" },
    );
    expect(b.digitable_line_formatted).toBe(PUBLISHED_TITLE.linhaDigitavel);
    // Cresol's nosso número DV (5) is the printed one's.
    expect(b.our_number).toBe("09/00000000352-5");
  });
});

describe("requests", () => {
  it("the registration is an array of one title that validates against the published schema", () => {
    const r = built(connector.register(title(input())));
    expect(r).toMatchObject({ method: "POST", path: "/titulos" });
    expect(validateSchema(REGISTER_BODY, bodyOf(r))).toEqual([]);
    expect(bodyOf(r)).toEqual([
      {
        idEmissao: 2,
        idEspecie: 2,
        tipoPagador: "0",
        docPagador: "52998224725",
        pagadorNome: "Maria da Silva",
        pagadorEndereco: "Rua das Flores",
        pagadorEnderecoNumero: "10",
        pagadorBairro: "Centro",
        pagadorCep: 89801000,
        pagadorCidade: "Chapecó",
        pagadorUf: "SC",
        numeroDocumento: "NF-1001",
        dtVencimento: "2026-04-10",
        dtDocumento: TODAY,
        valorNominal: 123.45,
        nossoNumero: "352",
      },
    ]);
  });

  it("refuses what no source settles: juros, multa, desconto, other espécies, a long numeroDocumento", () => {
    const r = connector.register(
      title(
        input({
          interest: { kind: "monthly_rate", value: 100 },
          fine: { kind: "rate", value: 200 },
          document_kind: "NP",
          document_number: "1234567890123456",
        }),
      ),
    );
    expect("issues" in r && r.issues.map((i) => [i.path, i.code])).toEqual([
      ["document_kind", "API_CANNOT_EXPRESS"],
      ["interest", "API_UNCONFIRMED"],
      ["fine", "API_UNCONFIRMED"],
      ["document_number", "API_CANNOT_EXPRESS"],
    ]);
  });

  it("queries by id, or by due date before the id is known; instructions need the id", () => {
    expect(connector.query(keyOf(input(), { id: "22389619" }))).toEqual({
      method: "GET",
      path: "/titulos/22389619",
    });
    expect(connector.query(keyOf(input()))).toEqual({
      method: "GET",
      path: "/titulos",
      query: { page: "0", size: "100", dt_vencimento_ini: "2026-04-10", dt_vencimento_fim: "2026-04-10" },
    });
    const change = connector.instruct(keyOf(input(), { id: "7" }), {
      type: "due_date_change",
      due_date: "2026-05-10",
      reference: "r",
      today: TODAY,
    });
    expect(change).toEqual([
      { method: "PUT", path: "/titulos/7", body: { json: { dtVencimento: "2026-05-10" } } },
    ]);
    expect(validateSchema(ALTER_BODY, bodyOf(change?.[0] as ApiRequest))).toEqual([]);
    expect(
      connector.instruct(keyOf(input()), { type: "write_off", reference: "r", today: TODAY }),
    ).toBeNull();
  });
});

describe("outcomes", () => {
  const res = (status: number, body: unknown): ApiResponse => ({ status, headers: {}, body });
  it("reads ACBr's error shape, a duplicate, transient and unauthorized answers", () => {
    expect(
      connector.parseRegister(res(400, { code: "E1", message: "numeroDocumento inválido" }), title(input())),
    ).toMatchObject({
      kind: "rejected",
      code: "E1",
    });
    expect(
      connector.parseRegister(
        res(400, { code: "E2", message: "Nosso número já cadastrado" }),
        title(input()),
      ),
    ).toMatchObject({
      kind: "duplicate",
    });
    expect(connector.parseRegister(res(500, { code: "E3", message: "erro" }), title(input())).kind).toBe(
      "transient",
    );
    expect(connector.parseRegister(res(401, null), title(input())).kind).toBe("unauthorized");
    expect(connector.parseRegister(res(200, [{ ...PUBLISHED_TITLE }]), title(input()))).toEqual({
      kind: "ok",
      provider_ids: { id: "22389619", nossoNumero: "352" },
    });
  });
});

describe("against the simulator", () => {
  const settings = { ...DEFAULT_SIM_SETTINGS, clients: { cresolApi: "secret" } };
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
      timeout: out.timeout,
    };
  };
  const tokenForm = {
    grant_type: "password",
    client_id: "cresolApi",
    client_secret: "secret",
    username: "login",
    password: "senha",
    scope: "read",
  };

  it("password grant → register → query (by id, by due date) → due date → paid → write-off refused", async () => {
    expect(validateSchema(TOKEN_FORM, tokenForm)).toEqual([]);
    const t = await send({ method: "POST", path: TOKEN_PATH, host: "auth", body: { form: tokenForm } });
    expect(t.status).toBe(200);
    const token = (t.body as { access_token: string }).access_token;
    expect(
      (
        await send({
          method: "POST",
          path: TOKEN_PATH,
          host: "auth",
          body: { form: { ...tokenForm, password: "" } },
        })
      ).status,
    ).toBe(400);
    expect((await send(connector.probe(input(), TODAY))).status).toBe(401);
    expect((await send(connector.probe(input(), TODAY), token)).status).toBe(200);

    const i = input();
    const reg = connector.parseRegister(await send(built(connector.register(title(i))), token), title(i));
    expect(reg.kind).toBe("ok");
    const ids = reg.kind === "ok" ? reg.provider_ids : {};
    const again = connector.parseRegister(await send(built(connector.register(title(i))), token), title(i));
    expect(again.kind).toBe("duplicate");

    const byList = connector.parseQuery(await send(connector.query(keyOf(i)), token), keyOf(i));
    expect(byList).toMatchObject({ kind: "ok", state: "registered", provider_ids: ids });
    const byId = await send(connector.query(keyOf(i, ids)), token);
    // The simulator's codes are lote's: the same campo livre.
    expect((byId.body as { linhaDigitavel: string }).linhaDigitavel).toBe(
      formatDigitableLine(buildBoleto(i, { today: TODAY }).digitable_line),
    );
    const change = connector.instruct(keyOf(i, ids), {
      type: "due_date_change",
      due_date: "2026-05-10",
      reference: "r",
      today: TODAY,
    });
    expect(
      connector.parseInstruct(await send(change?.[0] as ApiRequest, token), keyOf(i, ids), {
        type: "due_date_change",
        reference: "r",
        today: TODAY,
      }).kind,
    ).toBe("ok");

    expect(
      (await simulator.pay(ctx, { id: ids.id }, { amount_cents: 12_345, paid_on: "2026-03-11" }, settings))
        .found,
    ).toBe(true);
    const paid = connector.parseQuery(await send(connector.query(keyOf(i, ids)), token), keyOf(i, ids));
    expect(paid).toMatchObject({
      kind: "ok",
      state: "paid",
      due_date: "2026-05-10",
      payments: [{ amount_cents: 12_345, paid_on: "2026-03-11", channel: "boleto" }],
    });
    const off = connector.instruct(keyOf(i, ids), { type: "write_off", reference: "r", today: TODAY });
    expect(
      connector.parseInstruct(await send(off?.[0] as ApiRequest, token), keyOf(i, ids), {
        type: "write_off",
        reference: "r",
        today: TODAY,
      }).kind,
    ).toBe("rejected");
    expect(
      connector.parseQuery(await send(connector.query(keyOf(i, { id: "1" })), token), keyOf(i)).kind,
    ).toBe("not_found");
  });

  it("faults are typed outcomes: 5xx transient, an expired token unauthorized", async () => {
    const t = await send({ method: "POST", path: TOKEN_PATH, host: "auth", body: { form: tokenForm } });
    const token = (t.body as { access_token: string }).access_token;
    await injectFaults(ctx, [
      { kind: "5xx", operation: "register", count: 1 },
      { kind: "expired_token", operation: "register", count: 1 },
    ]);
    const i = input({ our_number: "353" });
    expect(
      connector.parseRegister(await send(built(connector.register(title(i))), token), title(i)).kind,
    ).toBe("transient");
    expect(
      connector.parseRegister(await send(built(connector.register(title(i))), token), title(i)).kind,
    ).toBe("unauthorized");
    expect(
      connector.parseRegister(await send(built(connector.register(title(i))), token), title(i)).kind,
    ).toBe("ok");
  });
});
