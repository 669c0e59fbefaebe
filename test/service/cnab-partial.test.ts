// What a boleto accepts, its remessa accepts (issue 13, defect 4): a title the bank's layout refuses
// fails alone and the rest of its file goes ahead; a boleto the layouts cannot register says so with
// a warning when it is issued.
import { describe, expect, it } from "vitest";
import cnabDoc from "../../docs/cnab.md?raw";
import { BANKS } from "../../src/engine/banks/registry";
import { cnabSpec, cnabSupport } from "../../src/engine/cnab/registry";
import { ALPHANUMERIC_CNPJ_LAYOUTS, documentFields } from "../../src/engine/cnab/remessa/registrable";
import { maskDocument, redact } from "../../src/platform/logger";
import { sampleTitles } from "../engine/cnab/fixtures";
import { allItems, BENEFICIARY, boletoItem, call, json, newTenant, submit, waitForJob } from "./helpers";

/** The Receita Federal's published example of an alphanumeric CNPJ (check digits valid). */
const ALNUM_CNPJ = "12.ABC.345/01DE-35";

interface Issue {
  code: string;
  path: string;
  message: string;
}

interface FilesView {
  files: {
    file_id: string;
    status: string;
    title_count: number;
    amount_cents: number;
    record_count: number | null;
    warnings: Issue[];
    errors: Issue[];
    titles: { item_id: string; index: number; status: string; errors: Issue[] }[];
    url?: string;
  }[];
}

const entries = (bank: string, layout: "cnab240" | "cnab400") =>
  sampleTitles(bank)
    .slice(0, 3)
    .map(({ pix: _pix, ...t }) => ({ ...structuredClone(t), layout }) as Record<string, unknown>);

async function remessa(key: string, titles: Record<string, unknown>[]): Promise<FilesView> {
  const res = await call("/v1/jobs/cnab/remessas", { method: "POST", key, json: { titles } });
  expect(res.status).toBe(202);
  const jobId = (await json<{ job_id: string }>(res)).job_id;
  await waitForJob(key, jobId);
  return json<FilesView>(await call(`/v1/jobs/cnab/remessas/${jobId}/files`, { key }));
}

describe("one refused title fails alone; its file goes ahead", () => {
  it("an amount of zero (valid for a boleto, refused by the layout) fails only that title", async () => {
    const t = await newTenant();
    const titles = entries("341", "cnab400");
    (titles[1] as Record<string, unknown>).amount_cents = 0;
    const { files } = await remessa(t.key, titles);
    expect(files).toHaveLength(1);
    const [f] = files;
    expect(f?.status).toBe("completed");
    expect(f?.title_count).toBe(2);
    expect(f?.titles.map((x) => x.status)).toEqual(["completed", "failed", "completed"]);
    expect(f?.titles[1]?.errors).toEqual([
      expect.objectContaining({ code: "CNAB_INVALID_AMOUNT", path: "amount_cents" }),
    ]);
    expect(f?.warnings).toContainEqual(expect.objectContaining({ code: "CNAB_TITLES_LEFT_OUT", path: "" }));
    const sum = [titles[0], titles[2]].reduce(
      (s, x) => s + ((x as { amount_cents: number }).amount_cents ?? 0),
      0,
    );
    expect(f?.amount_cents).toBe(sum);
  });

  it("an alphanumeric CNPJ: the boleto warns at issue time per layout; in a remessa that title fails alone", async () => {
    const t = await newTenant();
    const payer = { ...(boletoItem(1).payer as object), document: ALNUM_CNPJ };
    const jobId = await submit(t.key, {
      items: [boletoItem(1, { payer }), boletoItem(2)],
      options: { pdf: false },
    });
    expect((await waitForJob(t.key, jobId)).status).toBe("completed");
    const [alnum, plain] = await allItems(t.key, jobId);
    const warnings = alnum?.warnings as Issue[];
    // Itaú offers CNAB 240, 400 and 444: each says it cannot register the boleto.
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ["CNAB_ALPHANUMERIC_DOCUMENT", "payer.document"],
      ["CNAB_ALPHANUMERIC_DOCUMENT", "payer.document"],
      ["CNAB_ALPHANUMERIC_DOCUMENT", "payer.document"],
    ]);
    expect(warnings[2]?.message).toMatch(/^CNAB 444 \(bank 341\) cannot register it/);
    expect(warnings[0]?.message).toMatch(/^CNAB 240 \(bank 341\) cannot register it/);
    expect(plain?.warnings).toEqual([]);
    const { files } = await remessa(t.key, [
      { item_id: alnum?.item_id, layout: "cnab400" },
      { item_id: plain?.item_id, layout: "cnab400" },
    ]);
    const [f] = files;
    expect(f?.status).toBe("completed");
    expect(f?.titles.map((x) => x.status)).toEqual(["failed", "completed"]);
    expect(f?.titles[0]?.errors[0]).toMatchObject({
      code: "CNAB_ALPHANUMERIC_DOCUMENT",
      path: "payer.document",
    });
  });

  it("every title refused fails the file (which can then be retried)", async () => {
    const t = await newTenant();
    const titles = entries("341", "cnab400").map((x) => ({ ...x, amount_cents: 0 }));
    const { files } = await remessa(t.key, titles);
    expect(files[0]?.status).toBe("failed");
    expect(files[0]?.titles.every((x) => x.errors[0]?.code === "CNAB_INVALID_AMOUNT")).toBe(true);
  });
});

describe("an alphanumeric beneficiary or company (issue 13, defect 4): said at issue time, refused alone", () => {
  const alnumBeneficiary = { ...BENEFICIARY, document: ALNUM_CNPJ };

  it("the boleto warns per layout that writes the company's inscription; in a remessa without company only its title fails", async () => {
    const t = await newTenant();
    const jobId = await submit(t.key, {
      items: [boletoItem(1, { beneficiary: alnumBeneficiary }), boletoItem(2), boletoItem(3)],
      options: { pdf: false },
    });
    expect((await waitForJob(t.key, jobId)).status).toBe("completed");
    const [alnum, plain, other] = await allItems(t.key, jobId);
    const warnings = alnum?.warnings as Issue[];
    // Itaú 240 writes it in its file and batch headers, Itaú 400 and 444 in every detail (4-17).
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ["CNAB_ALPHANUMERIC_DOCUMENT", "beneficiary.document"],
      ["CNAB_ALPHANUMERIC_DOCUMENT", "beneficiary.document"],
      ["CNAB_ALPHANUMERIC_DOCUMENT", "beneficiary.document"],
    ]);
    expect(warnings[2]?.message).toContain("detail 4-17");
    expect(warnings[0]?.message).toMatch(
      /^CNAB 240 \(bank 341\) cannot register it in a remessa without `company`/,
    );
    expect(warnings[0]?.message).toContain("file_header 19-32");
    expect(warnings[1]?.message).toContain("detail 4-17");
    expect(plain?.warnings).toEqual([]);
    // The refused title comes first: the file must not be headed by it, nor sink with it.
    for (const layout of ["cnab240", "cnab400"]) {
      const { files } = await remessa(
        t.key,
        // The 400 file sends the entries the 240 file sent again: a documented re-send.
        [alnum, plain, other].map((i) => ({ item_id: i?.item_id, layout, resend: true })),
      );
      expect(files).toHaveLength(1);
      const [f] = files;
      expect(f?.status, layout).toBe("completed");
      expect(f?.title_count).toBe(2);
      expect(f?.titles.map((x) => x.status)).toEqual(["failed", "completed", "completed"]);
      expect(f?.titles[0]?.errors).toEqual([
        expect.objectContaining({ code: "CNAB_ALPHANUMERIC_DOCUMENT", path: "beneficiary.document" }),
      ]);
      expect(f?.warnings).toContainEqual(expect.objectContaining({ code: "CNAB_TITLES_LEFT_OUT" }));
    }
  });

  it("every title with such a beneficiary: the file fails, each title with its own error", async () => {
    const t = await newTenant();
    const titles = entries("341", "cnab240").map((x) => ({ ...x, beneficiary: alnumBeneficiary }));
    const { files } = await remessa(t.key, titles);
    expect(files[0]?.status).toBe("failed");
    for (const x of files[0]?.titles ?? [])
      expect(x.errors[0]).toMatchObject({ code: "CNAB_ALPHANUMERIC_DOCUMENT", path: "beneficiary.document" });
  });

  it("a layout that writes no company inscription (Bradesco 400) takes it: no warning, the file completes", async () => {
    const t = await newTenant();
    const titles = entries("237", "cnab400").map((x) => ({ ...x, beneficiary: alnumBeneficiary }));
    const { files } = await remessa(t.key, titles);
    expect(files[0]?.status).toBe("completed");
    expect(files[0]?.title_count).toBe(titles.length);
  });

  it("an explicit alphanumeric company.document is refused at accept with its path (422), not at build time", async () => {
    const t = await newTenant();
    const company = { name: "ACME", document: ALNUM_CNPJ };
    for (const titles of [entries("341", "cnab240"), [{ item_id: "itm_whatever" }]]) {
      const res = await call("/v1/jobs/cnab/remessas", {
        method: "POST",
        key: t.key,
        json: { titles, company },
      });
      expect(res.status).toBe(422);
      const p = await json<{ code: string; errors: Issue[] }>(res);
      expect(p.code).toBe("VALIDATION_FAILED");
      expect(p.errors).toEqual([
        expect.objectContaining({ code: "CNAB_ALPHANUMERIC_DOCUMENT", path: "body.company.document" }),
      ]);
    }
    // Full titles of a layout that does not write it: accepted, and the file completes.
    const res = await call("/v1/jobs/cnab/remessas", {
      method: "POST",
      key: t.key,
      json: { titles: entries("237", "cnab400"), company },
    });
    expect(res.status).toBe(202);
    const jobId = (await json<{ job_id: string }>(res)).job_id;
    await waitForJob(t.key, jobId);
    const { files } = await json<FilesView>(
      await call(`/v1/jobs/cnab/remessas/${jobId}/files`, { key: t.key }),
    );
    expect(files[0]?.status).toBe("completed");
  });
});

describe("a title's NF-e key reaches a CNAB 444 detail", () => {
  /** An NF-e chave de acesso: 44 digits (the writer checks the length and the digits). */
  const KEY = "35250612345678000190550010000012341000012345";
  it("written at 401-444; malformed, or in a layout without the field, that title fails alone", async () => {
    const t = await newTenant();
    const titles = entries("341", "cnab400").map((x) => ({ ...x, layout: "cnab444", invoice_key: KEY }));
    (titles[1] as Record<string, unknown>).invoice_key = "123";
    const { files } = await remessa(t.key, titles);
    const [f] = files;
    expect(f?.titles.map((x) => x.status)).toEqual(["completed", "failed", "completed"]);
    expect(f?.titles[1]?.errors).toEqual([expect.objectContaining({ code: "CNAB_INVALID_INVOICE_KEY" })]);
    const res = await call(new URL(f?.url as string).pathname);
    const lines = new TextDecoder("latin1").decode(await res.arrayBuffer()).split("\r\n");
    const details = lines.filter((l) => l.startsWith("1"));
    expect(details.map((l) => [l.length, l.slice(400, 444)])).toEqual([
      [444, KEY],
      [444, KEY],
    ]);
    const other = await remessa(t.key, [{ ...entries("341", "cnab400")[0], invoice_key: KEY }]);
    expect(other.files[0]?.titles[0]?.errors).toEqual([
      expect.objectContaining({ code: "CNAB_UNSUPPORTED_INVOICE_KEY" }),
    ]);
  });
});

describe("docs/cnab.md's alphanumeric-CNPJ table is the one the writers use", () => {
  it("one row per bank × layout: the positions from its tables, picture 9, and whether lote writes letters", () => {
    for (const { bank_code, layout } of cnabSupport()) {
      const fields = documentFields(cnabSpec(bank_code, layout) as NonNullable<ReturnType<typeof cnabSpec>>);
      const cell = fields.map((f) => `${f.record} ${f.start}-${f.end} ${f.field.split(".")[0]}`).join(", ");
      const pic = [...new Set(fields.map((f) => f.pic))].join("");
      const writes = ALPHANUMERIC_CNPJ_LAYOUTS.has(`${bank_code}/${layout}`) ? "yes" : "no";
      // Letters can only go where the table's fields are alphanumeric.
      if (writes === "yes") expect(pic).toBe("X");
      expect(cnabDoc).toContain(
        `| ${bank_code} ${BANKS[bank_code]?.name} | ${layout} | ${cell} | ${pic} | ${writes} |`,
      );
    }
    for (const code of ["CNAB_ALPHANUMERIC_DOCUMENT", "CNAB_TITLES_LEFT_OUT"])
      expect(cnabDoc).toContain(code);
  });
});

describe("logs mask alphanumeric CNPJs like numeric ones", () => {
  it("masks them inside text and in document fields", () => {
    expect(maskDocument("12.ABC.345/01DE-35")).toBe("************35");
    const line = redact({
      msg: `payer ${ALNUM_CNPJ} and 12ABC34501DE35 and 11.222.333/0001-81`,
      payer_document: "12ABC34501DE35",
      job_id: "job_01m8kanapapp6tw6rb7erk9zxk",
    }) as Record<string, string>;
    expect(line.msg).toBe("payer ************35 and ************35 and ************81");
    expect(line.payer_document).toBe("************35");
    expect(line.job_id).toBe("job_01m8kanapapp6tw6rb7erk9zxk");
  });

  it("masks them in lower case too (lote accepts `12.abc.345/01de-35`)", () => {
    const line = redact({
      msg: "payer 12.abc.345/01de-35, 12abc34501de35 and 12.aBc.345/01dE-35",
      error: new Error("bad document 12abc34501de35"),
      request_id: "req_0123456789abcdefghij",
    }) as { msg: string; error: { message: string; stack: string }; request_id: string };
    expect(line.msg).toBe("payer ************35, ************35 and ************35");
    expect(line.error.message).toBe("bad document ************35");
    expect(line.error.stack).not.toContain("12abc34501de35");
    expect(line.request_id).toBe("req_0123456789abcdefghij");
  });
});
