/**
 * Every published Cora boleto code lote found, as written in public GitHub files (lote's search
 * index names them by file id; the index does not give their repository). Each is a real code of
 * bank 403 whose check digits verify; `our` is the nosso número printed on the same slip or
 * returned with the same code, where the source has one. The codes were copied digit for digit;
 * the comments say where each came from.
 */
export interface CoraVector {
  /** Where the code is written. */
  source: string;
  /** The linha digitável (47 digits) or the barcode (44), as the source writes it. */
  code: string;
  due_date: string;
  amount_cents: number;
  /** The nosso número the same source prints or returns beside the code. */
  our?: string;
  /** The beneficiary's CNPJ the same source prints. */
  beneficiary?: string;
}

export const CORA_VECTORS: readonly CoraVector[] = [
  {
    // A Cora slip transcribed as text ("Cora Sociedade de Crédito Direto / CNPJ 37.880.206/0001-63
    // / | 403-9 |", beneficiário Hecol Saude Ambiental 15.551.751/0001-73, agência 0001, carteira
    // 01, R$ 83,75, vencimento 10/07/2026, Nosso Número 155517510174578909).
    source: "few-shot slip of a document-extraction prompt module (index file 59438229300)",
    code: "40390.00007 15551.751017 74578.909017 1 15030000008375",
    due_date: "2026-07-10",
    amount_cents: 8375,
    our: "155517510174578909",
    beneficiary: "15551751000173",
  },
  {
    // A carnê fixture: linha, pix_emv at qrcode.cora.com.br, nosso_numero 653452690181904263,
    // beneficiary CNPJ 65345269000155, R$ 500,00, vencimento 2026-05-22.
    source: "carnê PDF test of an optician's billing app (index file 51826469549)",
    code: "40390000076534526901681904263019614540000050000",
    due_date: "2026-05-22",
    amount_cents: 50000,
    our: "653452690181904263",
    beneficiary: "65345269000155",
  },
  {
    // "RESPOSTAS REAIS do ambiente de stage da Cora": digitable, barcode and our_number
    // 04853670000221321 (17 digits, the last 17 of the campo livre's 18) of one invoice.
    source: "C# unit test CoraPaymentGatewayTests, Cora stage answer (index file 69325205529)",
    code: "40399157900000350000000090485367000022132101",
    due_date: "2026-09-24",
    amount_cents: 35000,
  },
  {
    // The same invoice's `digitable`.
    source: "C# unit test CoraPaymentGatewayTests, Cora stage answer (index file 69325205529)",
    code: "40390000079048536700800221321011915790000035000",
    due_date: "2026-09-24",
    amount_cents: 35000,
  },
  {
    // A bank_slip payload (barcode + digitable) of a school billing app's test.
    source: "boleto.util test of a school billing app (index file 52644910821)",
    code: "40391141200000400000000045588698016980452101",
    due_date: "2026-04-10",
    amount_cents: 40000,
  },
  {
    source: "boleto.util test of a school billing app (index file 52644910821)",
    code: "40390.00007 45588.698014 69804.521016 1 14120000040000",
    due_date: "2026-04-10",
    amount_cents: 40000,
  },
  {
    // An energy invoice layout's codigoBarras.
    source: "invoice layout mock of a solar-energy billing app (index file 15617502264)",
    code: "40390.00007 14375.534014 37634.909016 8 11180000628464",
    due_date: "2025-06-20",
    amount_cents: 628464,
  },
  {
    source: "TestValidadorCodigoBarras.java of a boleto validator (index file 41611372568)",
    code: "40390000071193607601429450367015910480000350817",
    due_date: "2025-04-11",
    amount_cents: 350817,
  },
  {
    // A Cora payment-initiation example (a boleto paid from a Cora account, issued by Cora).
    source: "README curl example of a Cora payments wrapper (index file 67041748693)",
    code: "40390000071081083000900074887019995620000002344",
    due_date: "2023-12-12",
    amount_cents: 2344,
  },
];
