/**
 * Files of a supported bank's other services are refused, naming what they are, before any entry
 * is read (the 240 files and their provenance: test/engine/cnab/other-services.ts).
 */
import { describe, expect, test } from "vitest";
import { sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import {
  PAYMENTS_240 as PAYMENTS,
  STATEMENT_240 as STATEMENT,
} from "../../../../test/engine/cnab/other-services";
import { isEngineError } from "../../errors";
import { buildRemessa } from "../remessa/remessa";
import { simulateRetorno } from "../simulate/simulate";
import { parseRetorno } from "./retorno";

function refusal(content: string): { code: string; message: string; line?: number; path: unknown } {
  try {
    parseRetorno(content);
  } catch (e) {
    if (!isEngineError(e)) throw e;
    const first = e.issues[0]!;
    return { code: e.code, message: e.message, line: first.line, path: first.path };
  }
  throw new Error("expected the file to be refused");
}

/** The retorno the simulator answers lote's own sample remessa with. */
function cobranca(bank: string, layout: "cnab240" | "cnab400"): string {
  const remessa = buildRemessa(sampleRemessa(bank, layout));
  return simulateRetorno(remessa.content, { generated_at: "2025-03-17T06:30:00" }).content;
}

describe("CNAB 240 files of another service", () => {
  test("a payments-to-suppliers retorno (C20) is refused, named, at its header de lote", () => {
    expect(refusal(PAYMENTS)).toEqual({
      code: "CNAB_WRONG_SERVICE",
      line: 2,
      path: ["batch_header", "service"],
      message:
        "this is not a cobrança retorno: its header de lote (operation at 9, service at 10-11) says payments to suppliers (C20) at line 2; lote reads cobrança retornos (T01); no entry was read",
    });
  });

  test("an account statement (E04) is refused, named", () => {
    const r = refusal(STATEMENT);
    expect(r.code).toBe("CNAB_WRONG_SERVICE");
    expect(r.message).toContain("says account statement (E04) at line 2");
  });

  test("a statement whose header de arquivo does not say retorno is still named, not 'not a retorno'", () => {
    const r = refusal(`${STATEMENT.slice(0, 142)}1${STATEMENT.slice(143)}`);
    expect(r.code).toBe("CNAB_WRONG_SERVICE");
  });

  test("a cobrança retorno with a lote of another service after its own names every such lote", () => {
    const lines = cobranca("237", "cnab240").split("\r\n");
    const own = lines.slice(0, -2);
    const paymentsLote = PAYMENTS.split("\r\n").slice(1, 5);
    const content = [...own, ...paymentsLote, lines.at(-2)!, ""].join("\r\n");
    const r = refusal(content);
    expect(r.code).toBe("CNAB_WRONG_SERVICE");
    expect(r.line).toBe(own.length + 1);
    expect(r.message).toContain(`says payments to suppliers (C20) at line ${own.length + 1};`);
  });

  test("a cobrança lote (T01) is read; a service code FEBRABAN does not list is read with a warning", () => {
    const ok = cobranca("237", "cnab240");
    expect(ok.split("\r\n")[1]!.slice(8, 11)).toBe("T01");
    expect(parseRetorno(ok).entries).toHaveLength(5);
    const lines = ok.split("\r\n");
    lines[1] = `${lines[1]!.slice(0, 9)}00${lines[1]!.slice(11)}`;
    const odd = parseRetorno(lines.join("\r\n"));
    expect(odd.entries).toHaveLength(5);
    expect(odd.warnings).toContainEqual(
      expect.objectContaining({ code: "CNAB_HEADER_FIELD", line: 2, path: ["batch_header", "service"] }),
    );
  });
});

describe("CNAB 400 headers of another service", () => {
  const r400 = cobranca("237", "cnab400");
  const withService = (s: string) => `${r400.slice(0, 9)}${s.padEnd(17)}${r400.slice(26)}`;

  test("a header naming another service at 10-26 is refused, with its literal", () => {
    // Constructed: no public CNAB 400 layout of another service was found; any literal but the
    // COBRANCA every manual prints is refused.
    const r = refusal(withService("05DEBITO AUTOMAT"));
    expect(r).toMatchObject({ code: "CNAB_WRONG_SERVICE", line: 1, path: ["header", "service"] });
    expect(r.message).toContain(`service 05 "DEBITO AUTOMAT"`);
  });

  test("COBRANCA (with or without its cedilla), a blank and a zeroed service are read", () => {
    for (const s of ["01COBRANCA       ", "01COBRANÇA       ", " ".repeat(17), "0".repeat(17)]) {
      const r = parseRetorno(withService(s));
      expect(r.entries, JSON.stringify(s)).toHaveLength(5);
      expect(r.warnings, JSON.stringify(s)).toEqual([]);
    }
  });
});
