/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BOLETONETCORE, BRCOBRANCA, type RenderVector, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "001 BB convênio 7 (brcobranca banco_brasil_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/banco_brasil_spec.rb" },
    input: {
      bank_code: "001",
      agreement: "1474166",
      wallet: "17",
      our_number: "0000000328",
      amount_cents: 224674,
      due_date: "2016-07-05",
    },
    barcode: "00191684600002246740000001474166000000032817",
    line: "00190.00009 01474.166004 00000.328179 1 68460000224674",
    ourNumber: "14741660000000328-4",
  },
  {
    name: "001 BB convênio 8 (brcobranca banco_brasil_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/banco_brasil_spec.rb" },
    input: {
      bank_code: "001",
      agency: "4042",
      account: "61900",
      agreement: "12387989",
      wallet: "18",
      our_number: "777700168",
      amount_cents: 13500,
      due_date: "2008-02-01",
    },
    barcode: "00193376900000135000000001238798977770016818",
    line: "00190.00009 01238.798977 77700.168188 3 37690000013500",
  },
  {
    name: "001 BB convênio 6, nosso número 5 (brcobranca banco_brasil_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/banco_brasil_spec.rb" },
    input: {
      bank_code: "001",
      agency: "4042",
      account: "61900",
      agreement: "123879",
      wallet: "18",
      our_number: "1234",
      amount_cents: 13500,
      due_date: "2008-02-01",
    },
    barcode: "00192376900000135001238790123440420006190018",
    line: "00191.23876 90123.440423 00061.900189 2 37690000013500",
  },
  {
    name: "001 BB convênio 6, nosso número livre 17, carteira 16 (brcobranca banco_brasil_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/banco_brasil_spec.rb" },
    input: {
      bank_code: "001",
      agency: "4042",
      account: "61900",
      agreement: "123879",
      wallet: "16",
      our_number: "1234567899",
      amount_cents: 13500,
      due_date: "2008-02-01",
      bank_fields: { modality: "21" },
    },
    barcode: "00199376900000135001238790000000123456789921",
    line: "00191.23876 90000.000126 34567.899215 9 37690000013500",
  },
  {
    name: "001 BB convênio 4, nosso número 7 (brcobranca banco_brasil_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/banco_brasil_spec.rb" },
    input: {
      bank_code: "001",
      agency: "4042",
      account: "61900",
      agreement: "1238",
      wallet: "18",
      our_number: "123456",
      amount_cents: 13500,
      due_date: "2008-02-01",
    },
    barcode: "00191376900000135001238012345640420006190018",
    line: "00191.23801 12345.640424 00061.900189 1 37690000013500",
  },
  {
    name: "001 BB carteira 17 convênio 7 (BoletoNetCore BancoBrasilCarteira17_019Tests.cs)",
    source: {
      ...BOLETONETCORE,
      path: "BoletoNetCore.Testes/Bancos/Brasil/Carteiras/BancoBrasilCarteira17_019Tests.cs",
    },
    input: {
      bank_code: "001",
      agency: "1234",
      account: "123456",
      agreement: "1234567",
      wallet: "17",
      our_number: "5",
      amount_cents: 40000,
      due_date: "2016-11-27",
    },
    barcode: "00191699100000400000000001234567000000000517",
    line: "00190.00009 01234.567004 00000.005173 1 69910000040000",
  },
];

/** A published slip of the rows above, dressed for the renderer tests (test/engine/render/fixtures.ts). */
export const renderVector: RenderVector = {
  bank: "001",
  digit: "9",
  due: "2016-07-05",
  barcode: "00191684600002246740000001474166000000032817",
  line: "00190.00009 01474.166004 00000.328179 1 68460000224674",
  wallet: "17",
  agency: "1234",
  account: "12345",
  ourNumber: "14741660000000328",
};
