// Itaú connector against Itaú's published material: (a) the published examples, field by field;
// (b) every request lote builds validates against published*.ts with the engine's validator and
// Ajv. (c) the error bodies are in errors.test.ts; the lifecycle and the faults against the
// simulator in lifecycle.test.ts.
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { buildBoleto } from "../../../boleto/build";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { ApiRequest, ApiTitle, TitleKey } from "../../../connect/types";
import { connector } from "./connector";
import {
  CD_QUERY_ITEM,
  DP_REGISTER_RESPONSE,
  EI_200_BOLETO,
  EI_200_INSTRUCAO,
  EI_PATCH_REQUESTS,
} from "./examples";
import { INPUTS, TODAY, titleOf } from "./fixtures";
import { REGISTER_REQUEST } from "./published";
import { INSTRUCTION_BODIES, INSTRUCTION_ID, QUERY_PARAMS } from "./published-instructions";

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const both = (schema: JsonSchema, value: unknown) => {
  const ours = validateSchema(schema, value);
  const theirs = ajv.validate(schema, value) ? [] : (ajv.errors ?? []);
  return { ours, theirs };
};
const bodyOf = (r: ApiRequest | { issues: unknown[] }) => {
  if ("issues" in r) throw new Error(`issues: ${JSON.stringify(r.issues)}`);
  return (r.body as { json: { data: Record<string, unknown> } }).json;
};
const keyOf = (t: ApiTitle): TitleKey => ({
  our_number: t.input.our_number,
  account: t.input,
  beneficiary_document: "",
});

describe("(a) the published registration example", () => {
  // EI 200_boleto mapped to lote's input: the example's carteira, espécie, dates, payer, nosso número
  // (its "2000000" is 7 digits; lote pads to the 8 the query schema and the devportal ask for),
  // valor_titulo (R$ 1.199,00; the example's valor_total_titulo says R$ 10,00, an inconsistency of the
  // example), seu número "2", the street written as the example writes it.
  const ex = EI_200_BOLETO.data.dado_boleto;
  const t = titleOf("example", {
    ...INPUTS.plain,
    wallet: "109",
    amount_cents: 119900,
    issue_date: "2022-12-21",
    due_date: "2023-01-14",
    our_number: "2000000",
    document_number: "2",
    payer: {
      name: "Pessoa teste",
      document: "52998224725",
      address: {
        street: "Rua endereço,71",
        district: "Bairro",
        city: "Cidade",
        state: "PE",
        zip_code: "51340540",
      },
    },
  } as never);
  const body = bodyOf(connector.register({ ...t, today: "2022-12-21" }));
  const dado = body.data.dado_boleto as Record<string, unknown>;
  it("sends the envelope and the header fields the example shows", () => {
    expect(body.data.etapa_processo_boleto).toBe(EI_200_BOLETO.data.etapa_processo_boleto);
    expect(body.data.codigo_canal_operacao).toBe(EI_200_BOLETO.data.codigo_canal_operacao);
    expect(Object.keys(body.data.beneficiario as object)).toEqual(
      Object.keys(EI_200_BOLETO.data.beneficiario),
    );
  });
  it.each([
    "descricao_instrumento_cobranca",
    "tipo_boleto",
    "codigo_carteira",
    "codigo_especie",
    "data_emissao",
    "desconto_expresso",
  ] as const)("dado_boleto.%s equals the example", (f) => expect(dado[f]).toEqual(ex[f]));
  it("sends the payer as the example does", () => {
    expect((dado.pagador as { endereco: unknown }).endereco).toEqual(ex.pagador.endereco);
    const pessoa = (
      dado.pagador as { pessoa: { nome_pessoa: string; tipo_pessoa: { codigo_tipo_pessoa: string } } }
    ).pessoa;
    expect(pessoa.nome_pessoa).toBe(ex.pagador.pessoa.nome_pessoa);
    expect(pessoa.tipo_pessoa.codigo_tipo_pessoa).toBe(ex.pagador.pessoa.tipo_pessoa.codigo_tipo_pessoa);
  });
  it("sends the individual fields as the example does (nosso número padded to 8)", () => {
    const ind = (dado.dados_individuais_boleto as Record<string, unknown>[])[0] as Record<string, unknown>;
    const pub = ex.dados_individuais_boleto[0];
    expect(ind.data_vencimento).toBe(pub.data_vencimento);
    expect(ind.valor_titulo).toBe(pub.valor_titulo);
    expect(ind.texto_seu_numero).toBe(pub.texto_seu_numero);
    expect(ind.numero_nosso_numero).toBe(pub.numero_nosso_numero.padStart(8, "0"));
  });
  it("writes a 1 % fine and interest in the example's 12-digit form", () => {
    const withCharges = bodyOf(
      connector.register({
        ...t,
        input: {
          ...t.input,
          fine: { kind: "rate", value: 100 },
          interest: { kind: "monthly_rate", value: 100 },
        },
      }),
    ).data.dado_boleto as { multa: Record<string, unknown>; juros: Record<string, unknown> };
    expect(withCharges.multa.codigo_tipo_multa).toBe(ex.multa.codigo_tipo_multa);
    expect(withCharges.multa.percentual_multa).toBe(ex.multa.percentual_multa);
    expect(withCharges.juros.percentual_juros).toBe(ex.juros.percentual_juros);
    expect(withCharges.juros.codigo_tipo_juros).toBe(String(ex.juros.codigo_tipo_juros));
  });
});

describe("(a) the published codes", () => {
  // DP: the devportal's registration answer, mapped to lote's input (agência 1500, conta 05206-1).
  const d = DP_REGISTER_RESPONSE.dado_boleto;
  const ind = d.dados_individuais_boleto[0];
  const input = {
    ...INPUTS.plain,
    wallet: d.codigo_carteira,
    our_number: ind.numero_nosso_numero,
    amount_cents: 10001,
    due_date: ind.data_vencimento,
    issue_date: d.data_emissao,
  };
  const b = buildBoleto(input, { today: d.data_emissao });
  it("lote's nosso número DAC, barcode and linha digitável equal Itaú's answer", () => {
    expect(b.our_number).toBe(`${d.codigo_carteira}/${ind.numero_nosso_numero}-${ind.dac_titulo}`);
    expect(b.barcode).toBe(ind.codigo_barras);
    expect(b.digitable_line).toBe(ind.numero_linha_digitavel);
  });
  it("parseRegister reads the answer (unwrapped, as published) into the same codes", () => {
    const out = connector.parseRegister(
      { status: 200, headers: {}, body: DP_REGISTER_RESPONSE },
      { input, boleto: b, reference: "r", today: d.data_emissao },
    );
    expect(out).toMatchObject({
      kind: "ok",
      provider_ids: { id_boleto_individual: ind.id_boleto_individual },
    });
    if (out.kind !== "ok") return;
    expect(out.codes).toEqual({
      our_number: b.our_number,
      barcode: b.barcode,
      digitable_line: b.digitable_line,
    });
  });
  it("the beneficiary id lote builds equals the published one", () => {
    expect(connector.query(keyOf({ input, reference: "", today: TODAY })).query?.id_beneficiario).toBe(
      DP_REGISTER_RESPONSE.beneficiario.id_beneficiario,
    );
  });
});

describe("(a) the published instruction examples", () => {
  const t = titleOf("plain");
  const k = keyOf(t);
  const one = (type: string, extra: object) =>
    connector.instruct(k, { type, reference: "r", today: TODAY, ...extra } as never)?.[0];
  it("abatimento, data_vencimento and valor_nominal send the example bodies", () => {
    expect(one("rebate", { rebate_cents: 10000 })?.body).toEqual({ json: EI_PATCH_REQUESTS.abatimento });
    expect(one("due_date_change", { due_date: "2019-12-31" })?.body).toEqual({
      json: EI_PATCH_REQUESTS.data_vencimento,
    });
    expect(one("amount_change", { amount_cents: 18000 })?.body).toEqual({
      json: EI_PATCH_REQUESTS.valor_nominal,
    });
  });
  it("the path id is agência + conta + DAC + carteira + nosso número, as the example id", () => {
    const r = one("write_off", {});
    expect(r?.path).toBe("/boletos/15000005206110900001056/baixa");
    expect(validateSchema({ type: "string", pattern: INSTRUCTION_ID }, "15000005206110900001056")).toEqual(
      [],
    );
  });
  it("the 200_instrucao answer is ok", () => {
    expect(
      connector.parseInstruct({ status: 200, headers: {}, body: EI_200_INSTRUCAO }, k, {
        type: "write_off",
        reference: "r",
        today: TODAY,
      }).kind,
    ).toBe("ok");
  });
  it("the published query item reads as paid, with its payment", () => {
    const out = connector.parseQuery(
      { status: 200, headers: {}, body: { data: [CD_QUERY_ITEM] } },
      { ...k, our_number: "0", account: { ...k.account, wallet: "109" } },
    );
    expect(out).toMatchObject({ kind: "ok", state: "paid", amount_cents: 210000, due_date: "2020-08-06" });
    if (out.kind === "ok")
      expect(out.payments).toMatchObject([
        { amount_cents: 210000, paid_on: "2020-01-20", channel: "boleto" },
      ]);
  });
});

describe("(b) every request lote builds validates against the published schema", () => {
  const names = Object.keys(INPUTS);
  it.each(names)("registration of %s", (name) => {
    const body = bodyOf(connector.register(titleOf(name)));
    const { ours, theirs } = both(REGISTER_REQUEST, body);
    expect(ours).toEqual([]);
    expect(theirs).toEqual([]);
  });
  it.each(names)("query of %s", (name) => {
    const q = connector.query(keyOf(titleOf(name))).query;
    expect(both(QUERY_PARAMS, { ...q })).toEqual({ ours: [], theirs: [] });
  });
  const changes = [
    { type: "due_date_change", due_date: "2025-08-01" },
    { type: "amount_change", amount_cents: 12345 },
    { type: "rebate", rebate_cents: 500 },
    { type: "rebate_cancel" },
    { type: "write_off" },
    { type: "protest", protest: { days: 5 } },
    { type: "protest_cancel" },
    {
      type: "interest_change",
      interest: { kind: "monthly_rate", value: 150 },
      current_due_date: "2025-07-10",
    },
    { type: "interest_change", interest: { kind: "daily_amount", value: 7 } },
    { type: "fine_change", fine: { kind: "rate", value: 200 } },
    { type: "fine_change", fine: { kind: "amount", value: 990 } },
    { type: "discount_change", discount: { amount_cents: 300, until: "2025-07-01" } },
  ];
  it.each(changes)("instruction $type", (change) => {
    const [r] =
      connector.instruct(keyOf(titleOf("plain")), { reference: "r", today: TODAY, ...change } as never) ?? [];
    const what = r?.path.split("/").pop() ?? "";
    expect(
      both(INSTRUCTION_BODIES[what] as JsonSchema, (r?.body as { json: unknown } | undefined)?.json),
    ).toEqual({
      ours: [],
      theirs: [],
    });
  });
  it("a validator catches what the published schema forbids (both agree)", () => {
    const body = bodyOf(connector.register(titleOf("plain")));
    const bad = structuredClone(body) as { data: { dado_boleto: Record<string, unknown> } };
    bad.data.dado_boleto.codigo_carteira = "10";
    bad.data.dado_boleto.valor_titulo_errado = "1";
    const { ours, theirs } = both(REGISTER_REQUEST, bad);
    expect(ours.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
  });
});
