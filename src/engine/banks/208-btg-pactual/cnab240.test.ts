import { expect, test } from "vitest";
import { sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as BTG's Tradutor CNAB and the FEBRABAN v10.06 print them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 240 per BTG's kit: 103/060, convênio at 33-52, nosso número left-aligned at P 38-57, carteira 1", () => {
  const out = buildRemessa(sampleRemessa("208", "cnab240"));
  const [fileHeader, batchHeader, p] = out.content.split("\r\n");
  expect(at(fileHeader!, 33, 52)).toBe("001100983001401000  ");
  expect(at(fileHeader!, 103, 132).trimEnd()).toBe("BANCO BTG PACTUAL S.A.");
  expect(at(fileHeader!, 164, 171)).toBe("10300000");
  expect(at(batchHeader!, 9, 17)).toBe("R01  060 ");
  expect(at(batchHeader!, 34, 53)).toBe("001100983001401000  ");
  expect(at(p!, 38, 62)).toBe("00000000001" + " ".repeat(9) + "11122");
  expect(at(p!, 224, 229)).toBe("2   09");
  // The kit lists no Segment S: the sample's instructions are left out, with a warning.
  expect(out.warnings.map((w) => w.code)).toContain("CNAB_INSTRUCTIONS_DROPPED");
});
