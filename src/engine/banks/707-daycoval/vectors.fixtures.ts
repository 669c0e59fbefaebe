/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BOLETONETCORE, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "707 Daycoval carteira 121 (BoletoNetCore BancoDaycovalCarteira121Tests.cs, 2024)",
    source: {
      ...BOLETONETCORE,
      path: "BoletoNetCore.Testes/Bancos/Daycoval/Carteiras/BancoDaycovalCarteira121Tests.cs",
    },
    input: {
      bank_code: "707",
      agency: "0001",
      agreement: "1934436",
      wallet: "121",
      our_number: "84580106",
      amount_cents: 14150,
      due_date: "2024-12-16",
    },
    barcode: "70798993200000141500001121193443600845801060",
    line: "70790.00118 21193.443609 08458.010603 8 99320000014150",
    ourNumber: "121/0084580106-0",
  },
  {
    name: "707 Daycoval, January 2025",
    source: {
      ...BOLETONETCORE,
      path: "BoletoNetCore.Testes/Bancos/Daycoval/Carteiras/BancoDaycovalCarteira121Tests.cs",
    },
    input: {
      bank_code: "707",
      agency: "0001",
      agreement: "1934436",
      wallet: "121",
      our_number: "84580107",
      amount_cents: 271112,
      due_date: "2025-01-16",
    },
    barcode: "70792996300002711120001121193443600845801078",
    line: "70790.00118 21193.443609 08458.010785 2 99630000271112",
    ourNumber: "121/0084580107-8",
  },
  {
    name: "707 Daycoval, after the rollover (fator 1042)",
    source: {
      ...BOLETONETCORE,
      path: "BoletoNetCore.Testes/Bancos/Daycoval/Carteiras/BancoDaycovalCarteira121Tests.cs",
    },
    input: {
      bank_code: "707",
      agency: "0001",
      agreement: "1934436",
      wallet: "121",
      our_number: "84580108",
      amount_cents: 64539,
      due_date: "2025-04-05",
    },
    barcode: "70794104200000645390001121193443600845801086",
    line: "70790.00118 21193.443609 08458.010868 4 10420000064539",
    ourNumber: "121/0084580108-6",
  },
];
