// The sandbox bank simulator combines `outcomes`, `rejected` and `paid` into one list. A title named
// in any of its forms (sequence `00010001`, printed `109/00010001-D`) is given once: `outcomes` win
// over `rejected`, which win over `paid` (issue 13, defect 10 follow-up).
import { describe, expect, it } from "vitest";
import { parseRetorno } from "../../src/engine/index";
import { allItems, boletoItem, call, json, newTenant, submit, waitForJob } from "./helpers";

/** Three issued Itaú boletos in one completed CNAB file: the file id, its NSA and the printed nossos números. */
async function issuedFile(
  layout: "cnab240" | "cnab400" = "cnab240",
): Promise<{ key: string; fileId: string; nsa: number; printed: string[] }> {
  const t = await newTenant();
  const boletos = await submit(t.key, {
    items: Array.from({ length: 3 }, (_, i) => boletoItem(i)),
    options: { pdf: false },
  });
  await waitForJob(t.key, boletos);
  const issued = await allItems(t.key, boletos);
  const res = await call("/v1/jobs/cnab/remessas", {
    method: "POST",
    key: t.key,
    json: { layout, titles: issued.map((i) => ({ item_id: i.item_id })) },
  });
  expect(res.status).toBe(202);
  const jobId = (await json<{ job_id: string }>(res)).job_id;
  expect((await waitForJob(t.key, jobId)).status).toBe("completed");
  const { files } = await json<{ files: { file_id: string; file_sequence: number }[] }>(
    await call(`/v1/jobs/cnab/remessas/${jobId}/files`, { key: t.key }),
  );
  return {
    key: t.key,
    fileId: files[0]?.file_id as string,
    nsa: files[0]?.file_sequence as number,
    printed: issued.map((i) => i.our_number as string),
  };
}

async function simulate(key: string, body: Record<string, unknown>): Promise<Response> {
  return call("/v1/sandbox/bank/retornos", { method: "POST", key, json: body });
}

/** The kind of each entry of the simulated retorno, in title order. */
async function kinds(res: Response): Promise<string[]> {
  expect(res.status).toBe(200);
  return parseRetorno(await res.text()).entries.map((e) => e.occurrence.kind);
}

describe("sandbox: one outcome per title, whatever form names it", () => {
  it('a printed-form outcome wins over paid: "all" (no second outcome for the same title)', async () => {
    const f = await issuedFile();
    expect(f.printed[1]).toMatch(/^109\/00010001-\d$/);
    const res = await simulate(f.key, {
      file_id: f.fileId,
      paid: "all",
      outcomes: [{ our_number: f.printed[1], kind: "rejected", reasons: ["03"] }],
    });
    expect(await kinds(res)).toEqual(["paid", "rejected", "paid"]);
  });

  it("rejected in printed form wins over paid in sequence form, and outcomes over both", async () => {
    const f = await issuedFile();
    const res = await simulate(f.key, {
      file_id: f.fileId,
      paid: ["00010000", "10001", "00010002"],
      rejected: [f.printed[1], "00010002"],
      outcomes: [{ our_number: "10002", kind: "written_off" }],
    });
    expect(await kinds(res)).toEqual(["paid", "rejected", "written_off"]);
  });

  it("an unknown title in paid or rejected is reported where the client wrote it", async () => {
    const f = await issuedFile();
    const res = await simulate(f.key, {
      file_id: f.fileId,
      paid: ["00010000", "99999999"],
      rejected: ["77777777"],
      outcomes: [{ our_number: f.printed[0], kind: "registered" }],
    });
    expect(res.status).toBe(422);
    const p = await json<{ code: string; errors: { code: string; path: string }[] }>(res);
    expect(p.code).toBe("CNAB_INVALID_FILE");
    expect(p.errors[0]).toMatchObject({ code: "CNAB_UNKNOWN_TITLE", path: "body.rejected[0]" });
  });
});

describe("sandbox: the simulated retorno's name and NSA", () => {
  it("an Itaú 400 remessa (no NSA in its header) is answered with the file's NSA, never 0", async () => {
    const f = await issuedFile("cnab400");
    expect(f.nsa).toBeGreaterThan(0);
    const res = await simulate(f.key, { file_id: f.fileId, generated_at: "2026-03-17T06:30:00" });
    expect(res.status).toBe(200);
    const nsa = String(f.nsa).padStart(6, "0");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="341_CNAB400_20260317_${nsa}.RET"`,
    );
    expect(parseRetorno(await res.text()).file_sequence).toBe(f.nsa);
  });
});
