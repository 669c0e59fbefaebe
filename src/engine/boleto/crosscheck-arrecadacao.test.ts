/**
 * Cross-check of the arrecadação reader against an independent implementation:
 * @mrmgomes/boleto-utils (devDependency only) validates thousands of generated arrecadação codes of
 * every segment and value type and must agree on barcode ↔ linha digitável, the check digits
 * (block DVs and general DV, módulo 10 and 11) and the amount.
 *
 * One divergence, asserted rather than hidden: boleto-utils strips "leading zeros" by looking at
 * the second character of the amount, so an amount field whose first digit is not 0 and whose
 * second is 0 loses its first digit. Such amounts are compared with that quirk applied.
 */
import * as boletoUtils from "@mrmgomes/boleto-utils";
import { describe, expect, it } from "vitest";
import { type Random, seededRandom } from "../../../test/engine/boleto/samples";
import { isEngineError } from "../errors";
import { parseArrecadacaoCode } from "./arrecadacao";

const PER_KIND = 500;

function digits(r: Random, n: number): string {
  let s = "";
  for (let i = 0; i < n; i++) s += String(Math.floor(r() * 10));
  return s;
}

/** A valid barcode: the general DV is the one digit the reader accepts (exactly one does). */
function validBarcode(r: Random, segment: string, valueType: string): string {
  const body = `8${segment}${valueType}${digits(r, 40)}`;
  const accepted: string[] = [];
  for (let d = 0; d <= 9; d++) {
    const barcode = `${body.slice(0, 3)}${d}${body.slice(3)}`;
    try {
      parseArrecadacaoCode(barcode);
      accepted.push(barcode);
    } catch (e) {
      if (!isEngineError(e)) throw e;
    }
  }
  expect(accepted).toHaveLength(1);
  return accepted[0] as string;
}

/** What boleto-utils reads as the amount of an 11-digit amount field (see the file comment). */
function utilsCents(field: string): number {
  let s = field;
  while (s.length > 1 && s[1] === "0" && s[0] !== "0") s = s.slice(1);
  return Number(s);
}

describe.each(["1", "2", "3", "4", "5", "6", "7", "9"])(
  "segment %s against @mrmgomes/boleto-utils",
  (segment) => {
    it.each(["6", "7", "8", "9"])(`value type %s: agrees on ${PER_KIND} generated codes`, (valueType) => {
      const r = seededRandom(Number(segment) * 10 + Number(valueType));
      for (let i = 0; i < PER_KIND; i++) {
        const ours = parseArrecadacaoCode(validBarcode(r, segment, valueType));
        const fromBarcode = boletoUtils.validarBoleto(ours.barcode);
        expect(fromBarcode.sucesso, fromBarcode.mensagem).toBe(true);
        expect(fromBarcode.linhaDigitavel).toBe(ours.digitable_line);
        const fromLine = boletoUtils.validarBoleto(ours.digitable_line);
        expect(fromLine.sucesso, fromLine.mensagem).toBe(true);
        expect(fromLine.codigoBarras).toBe(ours.barcode);
        expect(parseArrecadacaoCode(ours.digitable_line)).toEqual({ ...ours, input_kind: "digitable_line" });
        if (ours.amount_cents !== null) {
          const cents = Math.round(Number(fromBarcode.valor) * 100);
          expect(cents).toBe(utilsCents(ours.barcode.slice(4, 15)));
        } else {
          expect(fromBarcode.valor).toBe(0);
        }
      }
    });
  },
);

it("a single changed digit is caught by boleto-utils and by lote alike", () => {
  const r = seededRandom(77);
  for (let i = 0; i < 300; i++) {
    const ours = parseArrecadacaoCode(validBarcode(r, "2", i % 2 === 0 ? "6" : "8"));
    const pos = 4 + Math.floor(r() * 40);
    const changed =
      ours.barcode.slice(0, pos) + ((Number(ours.barcode[pos]) + 1) % 10) + ours.barcode.slice(pos + 1);
    let loteAccepts = true;
    try {
      parseArrecadacaoCode(changed);
    } catch (e) {
      if (!isEngineError(e)) throw e;
      loteAccepts = false;
    }
    expect(boletoUtils.validarBoleto(changed).sucesso).toBe(loteAccepts);
  }
});
