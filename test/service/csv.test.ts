// CSV in and out through the API: a spreadsheet becomes a job (streamed, idempotent), its file
// problems name row and column, its rows' validation is previewed, and items and a retorno's
// reconciliation come back as CSV.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allItems, boletoItem, call, json, newTenant, submit, waitForJob } from "./helpers";

const HEADER =
  "Nosso número;Valor;Vencimento;Pagador;CPF/CNPJ;Logradouro;Cidade;UF;CEP;Banco;Agência;Conta;DV conta;Carteira;Beneficiário;CNPJ beneficiário;Referência;Instruções";

function row(i: number, over: { cpf?: string; valor?: string; venc?: string } = {}): string {
  return [
    String(20_000 + i).padStart(8, "0"),
    over.valor ?? `1.${String(i).padStart(3, "0")},50`,
    over.venc ?? "15/03/2027",
    `Cliente Conceição ${i}`,
    over.cpf ?? "529.982.247-25",
    "Rua das Flores, 12",
    "São Paulo",
    "SP",
    "01001-000",
    "341",
    "1565",
    "13877",
    "1",
    "109",
    "ACME Cobranças Ltda",
    "11.222.333/0001-81",
    `nf-${i}`,
    "Não receber após 30 dias | Multa de 2% após o vencimento",
  ]
    .map((c) => (c.includes(";") || c.includes(",") ? `"${c}"` : c))
    .join(";");
}

const latin1 = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));

function postCsv(key: string, body: BodyInit, opts: { query?: string; type?: string; idem?: string } = {}) {
  return call(`/v1/jobs/boletos${opts.query ?? ""}`, {
    method: "POST",
    key,
    body,
    headers: {
      "content-type": opts.type ?? "text/csv",
      ...(opts.idem ? { "idempotency-key": opts.idem } : {}),
    },
  });
}

describe("POST /v1/jobs/boletos with text/csv", () => {
  it("creates a job from a Windows-1252 spreadsheet; a bad row fails alone, named by row and column on export", async () => {
    const t = await newTenant();
    const csv = [HEADER, row(1), row(2, { cpf: "123.456.789-00" }), row(3)].join("\r\n");
    const res = await postCsv(t.key, latin1(csv), { query: "?pdf=false" });
    expect(res.status).toBe(202);
    const accepted = await json<{ job_id: string; items_received: number }>(res);
    expect(accepted.items_received).toBe(3);
    const job = await waitForJob(t.key, accepted.job_id);
    expect(job.status).toBe("partially_completed");
    expect(job.audit.source).toMatchObject({
      format: "csv",
      charset: "windows-1252",
      delimiter: ";",
      rows: 3,
    });

    const items = await allItems(t.key, accepted.job_id);
    expect(items.map((i) => [i.status, i.amount_cents, i.due_date, i.external_id])).toEqual([
      ["completed", 100150, "2027-03-15", "nf-1"],
      ["failed", null, null, "nf-2"],
      ["completed", 100350, "2027-03-15", "nf-3"],
    ]);
    expect(items[1]?.errors).toMatchObject([{ code: "INVALID_CPF", path: "payer.document" }]);
    const one = await json<{ input: { payer: { name: string } } }>(
      await call(`/v1/jobs/boletos/${accepted.job_id}/items/${items[0]?.item_id}`, { key: t.key }),
    );
    expect(one.input.payer.name).toBe("Cliente Conceição 1");

    const exp = await call(`/v1/jobs/boletos/${accepted.job_id}/items?format=csv`, { key: t.key });
    expect(exp.status).toBe(200);
    expect(exp.headers.get("content-type")).toMatch(/^text\/csv/);
    const text = await exp.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]?.split(";").slice(0, 5)).toEqual(["row", "index", "item_id", "external_id", "status"]);
    expect(lines[1]).toContain(";1001,50;15/03/2027;");
    expect(lines[2]).toMatch(/^3;1;itm_\w+;nf-2;failed;/);
    expect(lines[2]).toContain("INVALID_CPF payer.document [CPF/CNPJ]:");

    const intl = await call(`/v1/jobs/boletos/${accepted.job_id}/items?status=failed`, {
      key: t.key,
      headers: { accept: "text/csv" },
    });
    const intlText = await intl.text();
    expect(intlText.split("\r\n")).toHaveLength(3); // header, the failed item, final empty
    const intlRes = await call(`/v1/jobs/boletos/${accepted.job_id}/items?format=csv&dialect=intl`, {
      key: t.key,
    });
    expect(await intlRes.text()).toContain(",1001.50,2027-03-15,");
  });

  it("is idempotent on the file and its settings, with UTF-8 and comma separators too", async () => {
    const t = await newTenant();
    const csv =
      "external_id,bank_code,agency,account,account_digit,wallet,our_number,amount_cents,due_date,payer_name,payer_document,beneficiary_name,beneficiary_document\n".concat(
        "inv-1,341,1565,13877,1,109,00030001,2500,2027-04-01,João,529.982.247-25,ACME,11.222.333/0001-81\n",
      );
    const first = await postCsv(t.key, csv, { idem: "csv-1", type: "text/csv; charset=utf-8" });
    expect(first.status).toBe(202);
    const again = await postCsv(t.key, csv, { idem: "csv-1", type: "text/csv; charset=utf-8" });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await json(again)).job_id).toBe((await json(first)).job_id);
    const otherSettings = await postCsv(t.key, csv, { idem: "csv-1", query: "?merged_pdf=true" });
    expect(otherSettings.status).toBe(422);
    expect((await json(otherSettings)).code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("refuses a file whose structure is wrong, naming every row and column", async () => {
    const t = await newTenant();
    const res = await postCsv(t.key, `${HEADER};Observação\n${row(1)};x\n${row(2)};y;z\n"unclosed`);
    expect(res.status).toBe(422);
    const body = await json<{ code: string; errors: { code: string; path: string; message: string }[] }>(res);
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.errors.map((e) => [e.code, e.path])).toEqual([
      ["CSV_UNKNOWN_COLUMN", "body.columns[19]"],
      ["CSV_TOO_MANY_FIELDS", "body.rows[3]"],
      ["CSV_UNTERMINATED_QUOTE", "body.rows[4]"],
    ]);
    expect(body.errors[0]?.message).toContain('"Observação"');

    const charset = await postCsv(t.key, "a\n1\n", { type: "text/csv; charset=shift_jis" });
    expect(charset.status).toBe(415);
    const tooMany = await newTenant({ max_items_per_job: 2 });
    const big = await postCsv(tooMany.key, [HEADER, row(1), row(2), row(3)].join("\n"));
    expect(big.status).toBe(413);
    expect((await json(big)).code).toBe("BATCH_TOO_LARGE");
    const empty = await postCsv(t.key, "");
    expect(empty.status).toBe(422);
  });
});

describe("accept-time problems name the sheet's row and column (issue 24)", () => {
  it("a missing required column refuses the file, naming the field and the headers that fill it", async () => {
    const t = await newTenant();
    // HEADER without Carteira (column 14) and CPF/CNPJ (column 5): every row would fail alone.
    const drop = (line: string) =>
      line
        .split(";")
        .filter((_, i) => i !== 4 && i !== 13)
        .join(";");
    const res = await postCsv(t.key, [HEADER, row(1), row(2)].map(drop).join("\n"));
    expect(res.status).toBe(422);
    const body = await json<{ code: string; errors: { code: string; path: string; message: string }[] }>(res);
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.errors.map((e) => [e.code, e.path])).toEqual([
      ["CSV_MISSING_COLUMN", "body.columns"],
      ["CSV_MISSING_COLUMN", "body.columns"],
    ]);
    expect(body.errors.map((e) => e.message)).toEqual([
      'no column fills wallet, which every boleto needs (a CSV job has no defaults): add a column headed "wallet" or "carteira"',
      'no column fills payer.document, which every boleto needs (a CSV job has no defaults): add a column headed "payer_document" or "pagador_documento"',
    ]);
    // A dotted path fills the field as well as a named column; the preview lists the same problem.
    const dotted = [HEADER, row(1)]
      .map(drop)
      .map((l, i) => `${l};${i === 0 ? "wallet;payer.document" : "109;529.982.247-25"}`);
    expect((await postCsv(t.key, dotted.join("\n"), { query: "?pdf=false" })).status).toBe(202);
    const preview = await call("/v1/jobs/boletos/preview", {
      method: "POST",
      key: t.key,
      body: [HEADER, row(1)].map(drop).join("\n"),
      headers: { "content-type": "text/csv" },
    });
    const p = await json<{ file_errors: { code: string }[] }>(preview);
    expect(p.file_errors.map((e) => e.code)).toEqual(["CSV_MISSING_COLUMN", "CSV_MISSING_COLUMN"]);
  });

  it("an external_id or an item too large names body.rows[r].<header>, not body.items[i]", async () => {
    const t = await newTenant();
    const long = (i: number) => row(i).replace(`nf-${i}`, "x".repeat(101));
    const res = await postCsv(t.key, [HEADER, row(1), "", long(2)].join("\r\n"));
    expect(res.status).toBe(422);
    const body = await json<{ errors: { code: string; path: string; message: string }[] }>(res);
    expect(body.errors).toEqual([
      {
        code: "INVALID_REFERENCE",
        path: "body.rows[4].Referência",
        message:
          'row 4, column "Referência": external_id must be 1 to 100 characters, without control characters',
      },
    ]);
    const huge = row(2).replace("Não receber após 30 dias", "y".repeat(70 * 1024));
    const big = await postCsv(t.key, [HEADER, row(1), huge].join("\n"));
    expect(big.status).toBe(413);
    expect((await json<{ errors: { code: string; path: string }[] }>(big)).errors).toMatchObject([
      { code: "TOO_LARGE", path: "body.rows[3]" },
    ]);
  });

  it("a file mixing UTF-8 and Windows-1252 rows is refused, naming rows of each", async () => {
    const t = await newTenant();
    const utf8 = (s: string) => new TextEncoder().encode(s);
    const parts = [utf8(`${HEADER}\n${row(1)}\n`), latin1(`${row(2)}\n`), utf8(`${row(3)}\n`)];
    const bytes = Uint8Array.from(parts.flatMap((p) => [...p]));
    const res = await postCsv(t.key, bytes);
    expect(res.status).toBe(422);
    const body = await json<{ errors: { code: string; path: string; message: string }[] }>(res);
    expect(body.errors.map((e) => [e.code, e.path])).toEqual([["CSV_MIXED_ENCODING", "body.rows[3]"]]);
    expect(body.errors[0]?.message).toContain(
      "the file mixes UTF-8 (rows 1, 2, 4) and Windows-1252 (rows 3)",
    );
  });
});

describe("a 1000-row file", () => {
  it("is accepted from a body streamed in small chunks, each row an item", async () => {
    const t = await newTenant();
    const text = [HEADER, ...Array.from({ length: 1000 }, (_, i) => row(i))].join("\r\n");
    const bytes = latin1(text);
    let at = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        if (at >= bytes.length) return c.close();
        c.enqueue(bytes.slice(at, at + 1500)); // rows and characters cut across chunks
        at += 1500;
      },
    });
    const res = await postCsv(t.key, body, { query: "?pdf=false" });
    expect(res.status).toBe(202);
    const accepted = await json<{ job_id: string; items_received: number }>(res);
    expect(accepted.items_received).toBe(1000);
    const job = await waitForJob(t.key, accepted.job_id, 120_000);
    expect(job.items.completed).toBe(1000);
    const [last] = (await allItems(t.key, accepted.job_id)).slice(-1);
    expect(last).toMatchObject({ index: 999, external_id: "nf-999", amount_cents: 199950 });
  }, 150_000);
});

describe("POST /v1/jobs/boletos/preview", () => {
  it("shows the first rows as items with their validation, and every invalid row", async () => {
    const t = await newTenant();
    const rows = Array.from({ length: 30 }, (_, i) =>
      row(i, i === 4 ? { cpf: "111" } : i === 25 ? { valor: "doze", venc: "31/02/2027" } : {}),
    );
    const res = await call("/v1/jobs/boletos/preview?limit=5", {
      method: "POST",
      key: t.key,
      body: [HEADER, ...rows].join("\n"),
      headers: { "content-type": "text/csv" },
    });
    expect(res.status).toBe(200);
    const p = await json<{
      summary: { rows: number; valid: number; invalid: number };
      rows: {
        row: number;
        item: Record<string, unknown>;
        errors: { code: string; column: string | null }[];
      }[];
      invalid_rows: { row: number; errors: { code: string; path: string; column: string | null }[] }[];
      file_errors: unknown[];
      charset: string;
    }>(res);
    expect(p.summary).toEqual({ rows: 30, valid: 28, invalid: 2 });
    expect(p.file_errors).toEqual([]);
    expect(p.charset).toBe("utf-8");
    expect(p.rows).toHaveLength(5);
    expect(p.rows[0]?.item).toMatchObject({
      amount_cents: 100050,
      payer: { address: { city: "São Paulo" } },
    });
    expect(p.invalid_rows.map((r) => r.row)).toEqual([6, 27]);
    expect(p.invalid_rows[0]?.errors).toMatchObject([
      { code: "INVALID_DOCUMENT", path: "payer.document", column: "CPF/CNPJ" },
    ]);
    expect(p.invalid_rows[1]?.errors.map((e) => [e.path, e.column])).toEqual([
      ["amount_cents", "Valor"],
      ["due_date", "Vencimento"],
    ]);
    // Nothing was created.
    const list = await call("/v1/jobs/boletos/preview", { method: "POST", key: t.key, body: "x" });
    expect(list.status).toBe(415);
  });
});

describe("retorno reconciliation as CSV", () => {
  it("lists every entry with its kind, amounts and the matched boleto's reference", async () => {
    const t = await newTenant();
    const boletos = await submit(t.key, {
      items: Array.from({ length: 3 }, (_, i) => boletoItem(i)),
      options: { pdf: false },
    });
    await waitForJob(t.key, boletos);
    const remessaRes = await call("/v1/jobs/cnab/remessas", {
      method: "POST",
      key: t.key,
      json: { layout: "cnab400", titles: [0, 1, 2].map((i) => ({ external_id: `ext-${i}` })) },
    });
    const remessa = (await json<{ job_id: string }>(remessaRes)).job_id;
    await waitForJob(t.key, remessa);
    const files = await json<{ files: { file_id: string }[] }>(
      await call(`/v1/jobs/cnab/remessas/${remessa}/files`, { key: t.key }),
    );
    const sim = await call("/v1/sandbox/bank/retornos", {
      method: "POST",
      key: t.key,
      json: { file_id: files.files[0]?.file_id, paid: ["00010001"], rejected: ["00010002"] },
    });
    const up = await call("/v1/jobs/cnab/retornos", {
      method: "POST",
      key: t.key,
      body: await sim.text(),
      headers: { "content-type": "text/plain" },
    });
    const retorno = (await json<{ job_id: string }>(up)).job_id;
    await waitForJob(t.key, retorno);
    const res = await call(`/v1/jobs/cnab/retornos/${retorno}/items?format=csv`, { key: t.key });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const header = lines[0]?.split(";") ?? [];
    const rows = lines.slice(1).map((l) => Object.fromEntries(l.split(";").map((v, i) => [header[i], v])));
    expect(rows.map((r) => [r.kind, r.matched, r.external_id])).toEqual([
      ["registered", "yes", "ext-0"],
      ["paid", "yes", "ext-1"],
      ["rejected", "yes", "ext-2"],
    ]);
    expect(rows[1]?.paid_amount).toBe("100,01");
    const paidOnly = await call(`/v1/jobs/cnab/retornos/${retorno}/items?format=csv&kind=paid&dialect=intl`, {
      key: t.key,
    });
    expect((await paidOnly.text()).trim().split("\r\n")).toHaveLength(2);
  });
});

describe("hostile CSV", () => {
  it("any bytes as text/csv get a 2xx or a 4xx problem, never a 5xx", async () => {
    const t = await newTenant();
    const cell = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        '"',
        '""',
        ";",
        ",",
        "\r\n",
        "\n",
        "sep=;",
        "=cmd()",
        "\u0000",
        "1.234,56",
        "31/02/2027",
      ),
    );
    const text = fc
      .array(fc.array(cell, { maxLength: 6 }), { maxLength: 6 })
      .map((rows) => [HEADER, ...rows.map((r) => r.join(";"))].join("\n"));
    const bytes = fc.uint8Array({ maxLength: 300 });
    await fc.assert(
      fc.asyncProperty(fc.oneof(text, bytes), fc.boolean(), async (body, preview) => {
        const res = await call(preview ? "/v1/jobs/boletos/preview" : "/v1/jobs/boletos?pdf=false", {
          method: "POST",
          key: t.key,
          body,
          headers: { "content-type": "text/csv" },
        });
        await res.body?.cancel();
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
