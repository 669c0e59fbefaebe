/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BRCOBRANCA, NODE_BOLETO, type RenderVector, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "237 Bradesco carteira 06 (brcobranca bradesco_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/bradesco_spec.rb" },
    input: {
      bank_code: "237",
      agency: "1172",
      account: "0403005",
      wallet: "06",
      our_number: "75896452",
      amount_cents: 295295,
      due_date: "2009-04-30",
    },
    barcode: "23795422300002952951172060007589645204030050",
    line: "23791.17209 60007.589645 52040.300502 5 42230000295295",
    ourNumber: "06/00075896452-5",
  },
  {
    name: "237 Bradesco carteira 25 after the rollover (node-boleto boleto.spec.js)",
    source: { ...NODE_BOLETO, path: "test/integration/bradesco/boleto.spec.js" },
    input: {
      bank_code: "237",
      agency: "0001",
      account: "1234567",
      wallet: "25",
      our_number: "00056631487",
      amount_cents: 200,
      due_date: "2025-02-23",
    },
    barcode: "23798100100000002000001250005663148712345670",
    line: "23790.00124 50005.663146 87123.456706 8 10010000000200",
  },
  {
    name: "237 Bradesco carteira 03 (brcobranca bradesco_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/bradesco_spec.rb" },
    input: {
      bank_code: "237",
      agency: "4042",
      account: "61900",
      wallet: "03",
      our_number: "777700168",
      amount_cents: 13500,
      due_date: "2008-02-02",
    },
    barcode: "23791377000000135004042030077770016800619000",
    line: "23794.04201 30077.770011 68006.190000 1 37700000013500",
  },
];

/** A published slip of the rows above, dressed for the renderer tests (test/engine/render/fixtures.ts). */
export const renderVector: RenderVector = {
  bank: "237",
  digit: "2",
  due: "2009-04-30",
  barcode: "23795422300002952951172060007589645204030050",
  line: "23791.17209 60007.589645 52040.300502 5 42230000295295",
  wallet: "06",
  agency: "1172",
  account: "0403005",
  ourNumber: "06/00075896452-5",
};
