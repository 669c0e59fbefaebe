// CAIXA SIGCB: the AUTENTICACAO string against the manual's examples and an independent client's
// vector, the simulator's SHA-256 against node's, the fills, and the text and number formats.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HASH_STRINGS, HASH_VECTOR } from "./examples";
import { applyFills, saoPauloStamp } from "./fill";
import { filled, input, keyOf, nodeSha256, title } from "./fixtures.test-helpers";
import {
  authenticationInput,
  beneficiaryCode,
  money,
  ourNumber17,
  percent,
  sequenceOf,
  text,
} from "./format";
import { buildQuery, buildRegister } from "./request";
import { sha256Base64 } from "./simulator-sha256";

describe("the AUTENTICACAO string (38.239 v002 §3.2)", () => {
  it("equals the manual's maintenance example (nosso número zeros, due date and amount)", () => {
    const m = HASH_STRINGS.manutencao;
    expect(authenticationInput("INCLUI_BOLETO", { ...m, document: m.document })).toBe(m.input);
  });
  it("equals the manual's consulta example (zeros for due date and amount)", () => {
    const c = HASH_STRINGS.consulta;
    expect(authenticationInput("CONSULTA_BOLETO", c)).toBe(c.input);
    // BAIXA zeroes them too, even when given.
    expect(authenticationInput("BAIXA_BOLETO", { ...c, due: "2026-01-01", amountCents: 5 })).toBe(c.input);
  });
  it("equals mundipagg/boleto-api's vector, and the hash of it is theirs (node and the simulator's SHA-256)", () => {
    const v = HASH_VECTOR;
    const s = authenticationInput("INCLUI_BOLETO", v);
    expect(s).toBe(v.input);
    expect(nodeSha256(s)).toBe(v.hash);
    expect(sha256Base64(s)).toBe(v.hash);
  });
  it("the simulator's SHA-256 agrees with node's on lengths around the block boundaries", () => {
    for (const n of [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 200]) {
      const s = "0123456789ABCDEF".repeat(13).slice(0, n);
      expect(sha256Base64(s), `length ${n}`).toBe(createHash("sha256").update(s).digest("base64"));
    }
  });
  it("a register request carries the string and the filled hash", () => {
    const req = buildRegister(title());
    if ("issues" in req) throw new Error("issues");
    const fill = req.fill.find((f) => f.kind === "sha256_base64");
    expect(fill).toMatchObject({
      input: "0200656140000000992226982003202600000000001500000732159000109",
    });
    const xml = filled(req, Date.UTC(2026, 2, 10, 15, 4, 5));
    expect(xml).toContain(
      `<AUTENTICACAO>${nodeSha256(fill?.kind === "sha256_base64" ? fill.input : "")}</AUTENTICACAO>`,
    );
    expect(xml).toContain("<DATA_HORA>20260310120405</DATA_HORA>");
    expect(buildQuery(keyOf(input())).fill[0]).toMatchObject({
      input: "0200656140000000992226980000000000000000000000000732159000109",
    });
  });
  it("applyFills replaces only the empty markers, never data", () => {
    const req = {
      body: { xml: "<A><NOME>&lt;AUTENTICACAO/&gt;</NOME><AUTENTICACAO/></A>" },
      fill: [{ element: "AUTENTICACAO" as const, kind: "sha256_base64" as const, input: "x" }],
    };
    expect(applyFills(req, { AUTENTICACAO: "h=" })).toBe(
      "<A><NOME>&lt;AUTENTICACAO/&gt;</NOME><AUTENTICACAO>h=</AUTENTICACAO></A>",
    );
    expect(saoPauloStamp(Date.UTC(2026, 0, 1, 2, 0, 0))).toBe("20251231230000");
  });
});

describe("formats", () => {
  it("money and rates from the integers", () => {
    expect([money(100), money(5), money(15005000), percent(250), percent(1)]).toEqual([
      "1.00",
      "0.05",
      "150050.00",
      "2.50",
      "0.01",
    ]);
  });
  it("the 17-digit nosso número and its sequence", () => {
    expect(ourNumber17({ wallet: "1", our_number: "122902" })).toBe("14000000000122902");
    expect(sequenceOf("14000000000122902")).toBe("000000000122902");
    expect(sequenceOf("123")).toBeUndefined();
  });
  it("the beneficiary code without padding; text folded, cleaned and cut", () => {
    expect([beneficiaryCode("0537588"), beneficiaryCode("1242119"), beneficiaryCode("200656")]).toEqual([
      "537588",
      "1242119",
      "200656",
    ]);
    expect(text("Conceição & Filhos <Ltda>", 40)).toBe("Conceicao Filhos Ltda");
    expect(text("Rua das Acácias, 1000 - Bloco B", 15)).toBe("Rua das Acacias");
  });
});
