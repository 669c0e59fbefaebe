/**
 * What stands behind each supported bank × layout besides lote itself. The golden files
 * (`src/engine/cnab/golden.test.ts`) are regression only — lote wrote them — so every cell must
 * have independent evidence: its field positions diffed with a table lote did not write
 * (`@banco-br/cnab_yaml`, or a manual's tables transcribed in `manual-tables/`), reference
 * remessas of independent writers compared position by position (`corpus-remessa.test.ts`), and
 * banks' retornos read and checked against their publishers' values (`corpus-retorno.test.ts`).
 * Where the corpus has nothing for a cell, the gap is listed with what covers it instead. The
 * table below is computed from those sources, so a file added to the corpus or a table dropped
 * shows up here.
 *
 * Check digits are evidenced separately: each bank's `cnab.test.ts` writes the examples its
 * manual works through (Santander 3147578-7 and 4870184-0, Itaú 110/12345678-8, Bradesco 19 +
 * 00000000002-8 / -P / -0, Sicoob 21-8, Banrisul NC 22 and 38, Sicredi 07/200003-1).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { cnabSpec, cnabSupport } from "../../../src/engine/cnab/registry";
import { corpusFiles } from "./corpus";
import { REFUSED } from "./corpus-review-breadth";
import { EXCLUDED } from "./layout-review";
import { yamlGenericRecord, yamlRecord } from "./layout-table";
import { ADAPTATIONS } from "./remessa-discretionary";

interface Evidence {
  /** Records whose positions were diffed with cnab_yaml (remessa view). */
  cnab_yaml: string[];
  /** Whether the manual's own tables were transcribed and diffed (`manual-tables/`). */
  manual_table: boolean;
  /** Reference remessas compared with lote's file for the same inputs. */
  reference_remessas: number;
  /** Banks' retornos read, with their publishers' values checked. */
  bank_retornos: number;
}

const remessas = corpusFiles("remessa").filter(
  (f) => f.meta.lote_input && cnabSpec(f.meta.bank_code, f.meta.layout) && !ADAPTATIONS[f.name]?.excluded,
);
const retornos = corpusFiles("retorno").filter(
  (f) => cnabSpec(f.meta.bank_code, f.meta.layout) && REFUSED[f.name] === undefined,
);

function evidence(): Record<string, Evidence> {
  const out: Record<string, Evidence> = {};
  for (const { bank_code, layout } of cnabSupport()) {
    const cell = `${bank_code} ${layout}`;
    const spec = cnabSpec(bank_code, layout)!;
    const inCell = (f: { meta: { bank_code: string; layout: string } }) =>
      f.meta.bank_code === bank_code && f.meta.layout === layout;
    out[cell] = {
      cnab_yaml:
        EXCLUDED[cell] !== undefined
          ? []
          : Object.keys(spec.records).filter((r) => yamlRecord(bank_code, layout, r, "remessa")),
      manual_table: existsSync(new URL(`./manual-tables/${bank_code}-${layout}.json`, import.meta.url)),
      reference_remessas: remessas.filter(inCell).length,
      bank_retornos: retornos.filter(inCell).length,
    };
  }
  return out;
}

/** Cells where the corpus lacks a direction, and what covers it instead. */
const GAPS: Readonly<Record<string, string>> = {
  "041 cnab240 remessa":
    "no Banrisul CNAB 240 remessa with inputs was found; cnab_yaml's header, P, Q and trailers and every position of the manual's tables (header to trailer, S tipo 3, T, U) are diffed (layout-crosscheck, manual-crosscheck)",
  "041 cnab240 retorno":
    "no Banrisul CNAB 240 retorno was found (laravel-boleto reads one but stores none); T and U are diffed with the manual's tables",
  "097 cnab240 remessa":
    "no CrediSIS CNAB 240 remessa with inputs was found; every position of the manual's tables is diffed in manual-crosscheck.test.ts, and CrediSIS' own example file (in the corpus, without inputs) is compared with lote's output at every non-data position in 097-credisis/cnab240.test.ts",
  "097 cnab400 remessa":
    "brcobranca's CrediSIS 400 remessa (inputs known) follows an earlier CrediSIS layout, not v1.1, so it is not compared (remessa-discretionary.ts); every position of the v1.1 tables (remessa, record 2 and retorno) is diffed in manual-crosscheck.test.ts, and CrediSIS' own model remessa (in the corpus) is rebuilt by lote from the inputs read off it and compared position by position in 097-credisis/cnab400.test.ts, each difference explained",
  "097 cnab240 retorno":
    "no CrediSIS CNAB 240 retorno was found; T and U are diffed with the manual's tables",
  "021 cnab240 remessa":
    "no Banestes CNAB 240 remessa was found (no open-source writer has one); every position of Banestes' 240 tables (header to trailer, S tipo 3, Y-01, T, U) is diffed in manual-crosscheck.test.ts",
  "021 cnab240 retorno":
    "no Banestes CNAB 240 retorno was found; T and U are diffed with the manual's tables",
  "021 cnab400 remessa":
    "no independent Banestes CNAB 400 remessa with inputs was found; every position of Banestes' layout tables (remessa and retorno) is diffed in manual-crosscheck.test.ts",
  "021 cnab400 retorno": "no Banestes CNAB 400 retorno was found; the manual's retorno tables are diffed",
  "133 cnab400 remessa":
    "no independent Cresol CNAB 400 remessa with inputs was found; every position of Cresol's layout tables (remessa and retorno) is diffed in manual-crosscheck.test.ts; laravel-boleto's writer is the second source read",
  "133 cnab400 retorno":
    "no Cresol CNAB 400 retorno was found; its detail is Bradesco's block (transcribed from Cresol's retorno layout and diffed), which the Bradesco retornos of the corpus exercise",
  "633 cnab400 remessa":
    "no independent Banco Rendimento CNAB 400 remessa with inputs was found; every position of the Autbank manual's tables is diffed in manual-crosscheck.test.ts (the same rows as Banco Fibra's manual), laravel-boleto's writer is the second source read",
  "633 cnab400 retorno":
    "no Banco Rendimento CNAB 400 retorno was found; the Autbank manual's retorno tables are diffed, and the same dialect reads Banco Fibra's retorno of the corpus",
  "643 cnab400 remessa":
    "no independent Banco Pine CNAB 400 remessa with inputs was found; every position of Pine's manual (02/2019, the Autbank rows) is diffed in manual-crosscheck.test.ts, laravel-boleto's writer is the second source read",
  "707 cnab400 remessa":
    "no independent Daycoval CNAB 400 remessa with inputs was found (OpenCnabPHP's DAY23071.txt carries real payers' data and no inputs, not stored); every position of Daycoval's carteira 6 manual (SET/2023) is diffed in manual-crosscheck.test.ts, and laravel-boleto's and ACBr's writers agree with it on 63-70",
  "707 cnab400 retorno":
    "no Daycoval CNAB 400 retorno was found; the manual's retorno tables (the Autbank rows) are diffed, and the same records read Banco Fibra's and Banco Pine's retornos of the corpus",
  "435 cnab400 remessa":
    "no Delbank CNAB 400 remessa with inputs and no manual were found; the positions laravel-boleto's Delbank writer (the one independent implementation) lays out are transcribed (manual-tables/435-cnab400.json) and diffed, and they are the Autbank rows lote's table follows; every Delbank remessa carries CNAB_LAYOUT_UNCONFIRMED",
  "712 cnab400 remessa":
    "no Ourinvest CNAB 400 remessa with inputs and no manual were found; the positions laravel-boleto's Ourinvest writer (the one independent implementation) lays out are transcribed (manual-tables/712-cnab400.json) and diffed: Bradesco's block, whose manual lote's 237 table follows, with Ourinvest's payer and sacador positions; every Ourinvest remessa carries CNAB_LAYOUT_UNCONFIRMED",
  "655 cnab400 remessa":
    "no independent Banco Votorantim CNAB 400 remessa with inputs was found; every position of BV's Layout do Arquivo 6.2 (header, detalhe, trailer and the retorno's) is diffed in manual-crosscheck.test.ts; laravel-boleto's writer is the second source read",
  "208 cnab240 remessa":
    "no independent BTG Pactual CNAB 240 remessa with inputs was found; every position of BTG's Tradutor CNAB (header de arquivo and de lote, P, Q, R, T, U), with the pictures of the FEBRABAN v10.06 layout the kit ships, is diffed in manual-crosscheck.test.ts, the trailers with cnab_yaml's generic layer; laravel-boleto's writer is the second source read",
  "329 cnab240 remessa":
    "no QI SCD CNAB 240 remessa with inputs and no manual were found; laravel-boleto's Qiscd writer is transcribed (manual-tables/329-cnab240.json) and diffed, its rows are Bradesco's 240, and ACBr writes QI as a Bradesco subclass",
  "329 cnab240 retorno":
    "no QI SCD CNAB 240 retorno was found; ACBr reads QI retornos with its Bradesco reader, and lote's Bradesco T and U are diffed with Bradesco's manual (237-cnab240.json)",
  "047 cnab400 remessa":
    "no Banese manual and no Banese CNAB 400 remessa with inputs were found; ACBr's ACBrBancoBanese.pas, the one independent writer, is transcribed (manual-tables/047-cnab400.json) and diffed, and every Banese remessa carries CNAB_LAYOUT_UNCONFIRMED",
  "047 cnab400 retorno":
    "no Banese CNAB 400 retorno was found; the positions ACBr's LerRetorno400 reads are transcribed and diffed",
  "084 cnab400 remessa":
    "no Uniprime CNAB 400 remessa with inputs and no manual were found; the positions laravel-boleto's and ACBr's Uniprime writers agree on are transcribed (manual-tables/084-cnab400.json) and diffed, and they are Bradesco's, whose manual lote's table follows",
  "084 cnab400 retorno":
    "no Uniprime CNAB 400 retorno was found; the positions both readers take are diffed, and the same Bradesco table reads the Bradesco retornos of the corpus",
  "246 cnab400 remessa":
    "no independent Banco ABC Brasil CNAB 400 remessa with inputs was found; every position of ABC's layout (2024, the Autbank rows) is diffed in manual-crosscheck.test.ts, laravel-boleto's writer is the second source read",
  "246 cnab400 retorno":
    "no Banco ABC Brasil CNAB 400 retorno was found; the layout's retorno tables are diffed, and the same records read Banco Fibra's and Banco Pine's retornos of the corpus",
  "224 cnab400 remessa":
    "no independent Banco Fibra CNAB 400 remessa with inputs was found; every position of the manual's tables (agosto/2021: header, detalhe, trailler, and the retorno's) is diffed in manual-crosscheck.test.ts; laravel-boleto's writer is the second source read",
  "422 cnab400 remessa":
    "no independent Safra CNAB 400 remessa with inputs was found; every position of the manual's tables (2016: header, detalhe, trailler) is diffed in manual-crosscheck.test.ts, BoletoNetCore's writer fills the values the manual leaves open, and the manual's three nosso-número examples are written in 422-safra/cnab400.test.ts",
  "422 cnab400 retorno":
    "no Safra CNAB 400 retorno was found; the manual's retorno tables are diffed in manual-crosscheck.test.ts",
  "745 cnab400 retorno":
    "no Citibank CNAB 400 retorno was found; its detail follows Citibank's manual (registro retorno, transcribed in cnab400.ts) on the common 400 money block, which the other banks' retornos exercise",
  "748 cnab400 remessa":
    "no independent Sicredi CNAB 400 remessa with inputs was found; every position of the manual's tables (agosto/2019: header, detalhe com registro, trailer, and the retorno's) is diffed in manual-crosscheck.test.ts, and laravel-boleto's writer agrees with them",
  "104 cnab400 remessa":
    "no independent CAIXA CNAB 400 remessa with inputs was found; the header and detail are diffed with cnab_yaml's SIGCB table, the positions follow CAIXA's manual 67.126 v004 (anexos I-IV), and the values it leaves open follow laravel-boleto and BoletoNetCore (cited in cnab400.ts)",
  "237 cnab240 remessa":
    "no independent Bradesco CNAB 240 remessa was found; every position of the manual's tables (file and batch headers, P, Q, R, S, Y-01, trailer) is diffed in manual-crosscheck.test.ts",
  "237 cnab240 retorno":
    "no real Bradesco CNAB 240 retorno was found; T and U are diffed with the manual's tables in manual-crosscheck.test.ts, and the reading is otherwise FEBRABAN's, which the other banks' 240 retornos exercise",
};

test("the independent evidence of each bank × layout", () => {
  const H = ["file_header", "batch_header"];
  expect(evidence()).toEqual({
    "001 cnab240": {
      cnab_yaml: [...H, "P", "Q", "batch_trailer"],
      manual_table: false,
      reference_remessas: 1,
      bank_retornos: 4,
    },
    "001 cnab400": {
      cnab_yaml: ["header", "detail", "ret_header", "ret_detail", "ret_trailer"],
      manual_table: true,
      reference_remessas: 1,
      bank_retornos: 9,
    },
    "004 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 1, bank_retornos: 2 },
    "021 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "021 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "033 cnab240": {
      cnab_yaml: [...H, "P", "Q", "R", "T", "batch_trailer"],
      manual_table: true,
      reference_remessas: 1,
      bank_retornos: 5,
    },
    "033 cnab400": {
      cnab_yaml: ["header", "detail", "trailer", "ret_header", "ret_detail"],
      manual_table: true,
      reference_remessas: 2,
      bank_retornos: 4,
    },
    "041 cnab240": {
      cnab_yaml: [...H, "P", "Q", "batch_trailer", "file_trailer"],
      manual_table: true,
      reference_remessas: 0,
      bank_retornos: 0,
    },
    "041 cnab400": {
      cnab_yaml: ["header", "detail", "trailer", "ret_header", "ret_detail", "ret_trailer"],
      manual_table: false,
      reference_remessas: 1,
      bank_retornos: 2,
    },
    "047 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "084 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "085 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 2, bank_retornos: 3 },
    "097 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "097 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 2 },
    "104 cnab400": {
      cnab_yaml: ["header", "detail"],
      manual_table: true,
      reference_remessas: 0,
      bank_retornos: 2,
    },
    "104 cnab240": {
      cnab_yaml: [...H, "P", "R", "T", "U", "batch_trailer"],
      manual_table: true,
      reference_remessas: 2,
      bank_retornos: 9,
    },
    "133 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "136 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 1, bank_retornos: 2 },
    "208 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 1 },
    "224 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 1 },
    "246 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "237 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "237 cnab400": {
      cnab_yaml: ["header", "detail", "trailer", "ret_header", "ret_detail", "ret_trailer"],
      manual_table: true,
      reference_remessas: 1,
      bank_retornos: 8,
    },
    "329 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "341 cnab240": { cnab_yaml: [], manual_table: true, reference_remessas: 1, bank_retornos: 1 },
    "341 cnab400": {
      cnab_yaml: ["header", "detail", "trailer", "ret_header", "ret_detail", "ret_trailer"],
      manual_table: true,
      reference_remessas: 1,
      bank_retornos: 6,
    },
    "748 cnab240": { cnab_yaml: ["T"], manual_table: true, reference_remessas: 2, bank_retornos: 1 },
    "422 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "633 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "643 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 1 },
    "435 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 1 },
    "655 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 1 },
    "707 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 0 },
    "712 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 1 },
    "745 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 1, bank_retornos: 0 },
    "748 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 3 },
    "756 cnab240": {
      cnab_yaml: [...H, "P", "Q", "R", "S", "T", "batch_trailer"],
      manual_table: false,
      reference_remessas: 2,
      bank_retornos: 3,
    },
    "756 cnab400": {
      cnab_yaml: ["header", "detail", "trailer", "ret_header", "ret_detail", "ret_trailer"],
      manual_table: false,
      reference_remessas: 1,
      bank_retornos: 1,
    },
  });
});

test("every cell has positions checked by an independent table or reference remessas, and every gap is listed", () => {
  const missing: string[] = [];
  for (const [cell, e] of Object.entries(evidence())) {
    if (e.cnab_yaml.length === 0 && !e.manual_table && e.reference_remessas === 0)
      missing.push(`${cell} positions`);
    if (e.reference_remessas === 0 && GAPS[`${cell} remessa`] === undefined) missing.push(`${cell} remessa`);
    if (e.bank_retornos === 0 && GAPS[`${cell} retorno`] === undefined) missing.push(`${cell} retorno`);
  }
  expect(missing).toEqual([]);
  const stale = Object.keys(GAPS).filter((g) => {
    const [bank, layout, direction] = g.split(" ");
    const e = evidence()[`${bank} ${layout}`];
    return !e || (direction === "remessa" ? e.reference_remessas > 0 : e.bank_retornos > 0);
  });
  expect(stale).toEqual([]);
});

/** Records diffed with no independent table, and why (docs/cnab.md, "Per bank"). */
const Y03 =
  "CNAB 240 Segment Y-03 (PIX), read from retornos only: no manual at hand prints it for this bank (FEBRABAN v10.06 has Y-03 as the pagador's data); listed under 'Where lote is unsure'";
const UNDIFFED: Readonly<Record<string, string>> = {
  "001 cnab240 Y03": Y03,
  "104 cnab240 Y03": Y03,
  "237 cnab240 Y03": Y03,
  "341 cnab240 Y03": Y03,
  "748 cnab240 Y03": Y03,
  "756 cnab240 Y03": Y03,
  "021 cnab240 Y03": Y03,
  "041 cnab240 Y03": Y03,
  "085 cnab240 Y03": Y03,
  "097 cnab240 Y03": Y03,
  "329 cnab240 Y03": Y03,
  "208 cnab240 Y03": Y03,
  "047 cnab400 ret_trailer":
    "ACBr, the one source, reads no Banese retorno trailer; lote reads only its record type and sequence, no totals",
  "001 cnab400 ret_detail_1":
    "BB's retorno detail tipo 1 (convênios of up to 6 digits): its manual (Set/09) is not at hand; the positions are those ACBr and ya-retorno-boleto read alike, 107-400 the CBR643 manual's, and four corpus retornos are read with values transcribed at those positions",
};

test("every record lote writes or reads is diffed with an independent table, or listed", () => {
  const manual = new Set(
    readdirSync(new URL("./manual-tables/", import.meta.url))
      .filter((n) => n.endsWith(".json"))
      .flatMap((n) => {
        const doc = JSON.parse(readFileSync(new URL(`./manual-tables/${n}`, import.meta.url), "utf8")) as {
          records: Record<string, unknown>;
        };
        const [bank, layout] = n.slice(0, -".json".length).split("-");
        return Object.keys(doc.records).map((r) => `${bank} ${layout} ${r}`);
      }),
  );
  const missing: string[] = [];
  for (const { bank_code, layout } of cnabSupport()) {
    const spec = cnabSpec(bank_code, layout)!;
    const names: string[] = Object.keys(spec.records);
    if (spec.layout === "cnab400") {
      names.push(...Object.keys(spec.extraRecords));
      names.push(...[...spec.retDetailVariants.keys()].map((t) => `ret_detail_${t}`));
    } else {
      for (const s of spec.without ?? []) names.splice(names.indexOf(s), 1);
      if (spec.retBatchTrailer !== spec.records.batch_trailer) names.push("ret_batch_trailer");
    }
    for (const name of names) {
      const key = `${bank_code} ${layout} ${name}`;
      const yaml =
        EXCLUDED[`${bank_code} ${layout}`] === undefined &&
        (yamlRecord(bank_code, layout, name) !== undefined ||
          (layout === "cnab240" && yamlGenericRecord(name) !== undefined));
      if (yaml || manual.has(key)) continue;
      if (UNDIFFED[key] === undefined) missing.push(key);
    }
  }
  expect(missing).toEqual([]);
});
