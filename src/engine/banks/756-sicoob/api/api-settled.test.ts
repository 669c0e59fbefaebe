// Sicoob API Cobrança Bancária V3: the movimentações pages (the published answers of each step,
// a ZIP file of LIQUI records as the spec's `arquivo` description lists them, two-day windows)
// and the payment a paid title's history shows.
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { ApiResponse } from "../../../connect/types";
import { connector } from "./connector";
import { MOVEMENTS_EXAMPLES } from "./examples";
import { input, keyOf } from "./fixtures.test-helpers";

const ok = (body: unknown, status = 200): ApiResponse => ({ status, headers: {}, body });
const account = keyOf(input()).account;
const span = { from: "2026-03-01", to: "2026-03-05" };

function arquivo(records: unknown[]): string {
  const zip = zipSync({ "LIQUI_63550_132_0.json": strToU8(JSON.stringify(records)) });
  return btoa(String.fromCharCode(...zip));
}

// A LIQUI record with the fields of the spec's "LIQUIDAÇÕES" table (values of the webhook example).
const LIQUI = {
  siglaMovimento: "LIQUI",
  numeroCliente: 63550,
  numeroTitulo: 2443,
  seuNumero: "00-03",
  codigoBarras: "75692868200000405001434201006355000002443003",
  valorTitulo: 405,
  dataLiquidacao: "2026-03-02T10:15:00-03:00",
  dataPrevisaoCredito: "2026-03-03T00:00:00-03:00",
  idTipoOpFinanceira: 212,
  tipoOpFinanceira: "07",
  valorAbatimento: 0,
  valorDesconto: 1.5,
  valorMora: 2.41,
  valorLiquido: 405.91,
  valorTarifaMovimento: 1.2,
};

describe("movimentações pages", () => {
  it("the first page asks Liquidação (5) for a two-day window", () => {
    expect(connector.settled(account, span.from, span.to)).toEqual({
      method: "POST",
      path: "/boletos/movimentacoes",
      body: {
        json: { numeroCliente: 63550, tipoMovimento: 5, dataInicial: "2026-03-01", dataFinal: "2026-03-02" },
      },
    });
    expect(connector.settled(account, "2026-03-05", "2026-03-05").body).toMatchObject({
      json: { dataInicial: "2026-03-05", dataFinal: "2026-03-05" },
    });
  });
  it("the published solicitation and status answers lead to the files", () => {
    expect(connector.parseSettled(ok(MOVEMENTS_EXAMPLES.requested), span)).toEqual({
      kind: "ok",
      payments: [],
      next: "s:132:2026-03-01",
    });
    const status = connector.parseSettled(ok(MOVEMENTS_EXAMPLES.status), {
      ...span,
      page: "s:132:2026-03-01",
    });
    expect(status).toEqual({ kind: "ok", payments: [], next: "f:132:2026-03-01:30025254,30025255,30025256" });
    expect(
      connector.settled(account, span.from, span.to, "f:132:2026-03-01:30025254,30025255").query,
    ).toEqual({
      numeroCliente: "63550",
      codigoSolicitacao: "132",
      idArquivo: "30025254",
    });
  });
  it("a file's LIQUI records become payments; the other records are skipped", () => {
    const body = {
      resultado: { nomeArquivo: "x.zip", arquivo: arquivo([LIQUI, { ...LIQUI, siglaMovimento: "BAIX" }]) },
    };
    const out = connector.parseSettled(ok(body), { ...span, page: "f:132:2026-03-01:30025254,30025255" });
    expect(out).toEqual({
      kind: "ok",
      payments: [
        {
          payment_id: "liquidacao:2443",
          our_number: "0000244",
          provider_ids: { nossoNumero: "2443" },
          amount_cents: 40591,
          interest_cents: 241,
          discount_cents: 150,
          paid_on: "2026-03-02",
          credit_on: "2026-03-03",
          channel: "pix",
        },
      ],
      next: "f:132:2026-03-01:30025255",
    });
  });
  it("after a window's last file (or none), the next window; after the last window, the end", () => {
    const file = { resultado: { nomeArquivo: "x.zip", arquivo: arquivo([]) } };
    expect(connector.parseSettled(ok(file), { ...span, page: "f:132:2026-03-01:1" })).toEqual({
      kind: "ok",
      payments: [],
      next: "w:2026-03-03",
    });
    expect(connector.parseSettled(ok(null, 204), { ...span, page: "s:133:2026-03-03" })).toMatchObject({
      next: "w:2026-03-05",
    });
    expect(connector.parseSettled(ok(file), { ...span, page: "f:134:2026-03-05:9" })).toEqual({
      kind: "ok",
      payments: [],
    });
    // Without the request's context the parser cannot continue past the current window.
    expect(connector.parseSettled(ok(file))).toMatchObject({ kind: "unknown" });
  });
  it("a file that is not Base64 ZIP of JSON is unknown, an error body is mapped", () => {
    const bad = { resultado: { nomeArquivo: "x.zip", arquivo: "bm90IGEgemlw" } };
    expect(connector.parseSettled(ok(bad), { ...span, page: "f:1:2026-03-01:1" })).toMatchObject({
      kind: "unknown",
      code: "BAD_ARQUIVO",
    });
    const err = { mensagens: [{ codigo: "5", mensagem: "Período inválido" }] };
    expect(connector.parseSettled(ok(err, 400), span)).toMatchObject({
      kind: "rejected",
      message: "Período inválido",
    });
  });
});

describe("a paid title's query shows the payment (ACBr's listaHistorico reading)", () => {
  it("tipoHistorico 6 with its R$ amount", () => {
    const k = keyOf(input());
    const res = ok({
      resultado: {
        nossoNumero: 2443,
        situacaoBoleto: "Liquidado",
        valor: 1500,
        dataVencimento: "2026-03-20",
        listaHistorico: [
          { dataHistorico: "2026-03-02", tipoHistorico: "1", descricaoHistorico: "ENTRADA" },
          {
            dataHistorico: "2026-03-09",
            tipoHistorico: "4",
            descricaoHistorico: "TARIFA - TAR. LIQUIDAÇÃO - R$ 1,20",
          },
          { dataHistorico: "2026-03-09", tipoHistorico: "6", descricaoHistorico: "LIQUIDAÇÃO - R$ 1.234,56" },
        ],
      },
    });
    expect(connector.parseQuery(res, k)).toMatchObject({
      kind: "ok",
      state: "paid",
      amount_cents: 150000,
      payments: [
        { payment_id: "liquidacao:2443", amount_cents: 123456, paid_on: "2026-03-09", our_number: "0000244" },
      ],
    });
  });
});
