/**
 * Hand-built `Boleto` fixtures for the renderer tests: one per published vector (barcode ↔ linha
 * digitável pairs of real slips from the test suites of open-source boleto libraries:
 * kivanio/brcobranca `spec/brcobranca/boleto/<bank>_spec.rb` for 001, 033, 041, 085, 237, 341,
 * 422, 748 and 756; openboleto/openboleto `tests/Banco/CaixaTest.php` for 104;
 * BoletoNet/BoletoNetCore `BancoInterCarteira110Tests.cs` for 077), with full beneficiary/payer
 * data so every box of the layout is exercised, and a CRC-valid PIX payload for the Bolepix
 * variant.
 */
import type { Boleto, BoletoInput } from "../../../src/engine/types";

interface Vector {
  bank: string;
  digit: string;
  due: string;
  barcode: string;
  line: string;
  wallet: string;
  agency: string;
  account: string;
  ourNumber: string;
}

/** One vector per bank (the vectors cover every registered bank except 136 Unicred). */
export const VECTORS: readonly Vector[] = [
  {
    bank: "001",
    digit: "9",
    due: "2016-07-05",
    barcode: "00191684600002246740000001474166000000032817",
    line: "00190.00009 01474.166004 00000.328179 1 68460000224674",
    wallet: "17",
    agency: "1234",
    account: "12345",
    ourNumber: "14741660000000328",
  },
  {
    bank: "033",
    digit: "7",
    due: "2011-10-09",
    barcode: "03399511500000025009189977500000900002690102",
    line: "03399.18997 77500.000904 00026.901025 9 51150000002500",
    wallet: "102",
    agency: "0059",
    account: "1899775",
    ourNumber: "000009000026-9",
  },
  {
    bank: "041",
    digit: "8",
    due: "2015-06-26",
    barcode: "04191647100001278902111029000150228325634059",
    line: "04192.11107 29000.150226 83256.340593 1 64710000127890",
    wallet: "1",
    agency: "1102",
    account: "9000150",
    ourNumber: "22832563-51",
  },
  {
    bank: "077",
    digit: "9",
    due: "2016-10-01",
    barcode: "07792693400000276150001110123456700000004586",
    line: "07790.00116 10123.456708 00000.045864 2 69340000027615",
    wallet: "110",
    agency: "0001",
    account: "1234567",
    ourNumber: "00000000458-6",
  },
  {
    bank: "085",
    digit: "1",
    due: "2015-05-25",
    barcode: "08593643900000001000000001111111900000000101",
    line: "08590.00002 01111.111900 00000.001016 3 64390000000100",
    wallet: "1",
    agency: "0101",
    account: "1111111",
    ourNumber: "11111119000000001",
  },
  {
    bank: "104",
    digit: "0",
    due: "2024-11-04",
    barcode: "10491989000000020001242119000100041574602991",
    line: "10491.24215 19000.100040 15746.029915 1 98900000002000",
    wallet: "RG",
    agency: "0001",
    account: "1242119",
    ourNumber: "14000000157460299-0",
  },
  {
    bank: "237",
    digit: "2",
    due: "2009-04-30",
    barcode: "23795422300002952951172060007589645204030050",
    line: "23791.17209 60007.589645 52040.300502 5 42230000295295",
    wallet: "06",
    agency: "1172",
    account: "0403005",
    ourNumber: "06/00075896452-5",
  },
  {
    bank: "341",
    digit: "7",
    due: "2029-05-20",
    barcode: "34194254800006757871090001015271248021246000",
    line: "34191.09008 01015.271248 80212.460002 4 25480000675787",
    wallet: "109",
    agency: "0212",
    account: "46000",
    ourNumber: "109/00010152-7",
  },
  {
    bank: "422",
    digit: "7",
    due: "2025-02-23",
    barcode: "42296100100000180847004000002782472617300112",
    line: "42297.00408 00002.782472 26173.001129 6 10010000018084",
    wallet: "1",
    agency: "0040",
    account: "0000278247",
    ourNumber: "261730011",
  },
  {
    bank: "748",
    digit: "X",
    due: "2016-08-22",
    barcode: "74891689400000195571116208879307106500129101",
    line: "74891.11620 08879.307109 65001.291015 1 68940000019557",
    wallet: "1",
    agency: "0710",
    account: "00129",
    ourNumber: "16/208879-3",
  },
  {
    bank: "756",
    digit: "0",
    due: "2016-02-18",
    barcode: "75692670800000050001432701022938500000024001",
    line: "75691.43279 01022.938508 00000.240010 2 67080000005000",
    wallet: "1",
    agency: "4327",
    account: "229385",
    ourNumber: "0000002-4",
  },
];

/** CRC16/CCITT-FALSE, as the BR Code (EMV MPM) ends its payload with. */
function crc16(s: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(s)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

const tlv = (id: string, value: string): string => `${id}${String(value.length).padStart(2, "0")}${value}`;

/** A dynamic-PIX (cobv) BR Code payload with a valid CRC, ~170 characters. */
export function pixPayload(seed: string, amountCents: number): string {
  const gui =
    tlv("00", "br.gov.bcb.pix") +
    tlv("25", `qrcodes-pix.lote.dev/v2/cobv/${seed.padEnd(25, "0").slice(0, 25)}`);
  const amount = (amountCents / 100).toFixed(2);
  const body =
    tlv("00", "01") +
    tlv("01", "12") +
    tlv("26", gui) +
    tlv("52", "0000") +
    tlv("53", "986") +
    tlv("54", amount) +
    tlv("58", "BR") +
    tlv("59", "EMPRESA FICTICIA LTDA") +
    tlv("60", "SAO PAULO") +
    tlv("62", tlv("05", "***")) +
    "6304";
  return body + crc16(body);
}

/** A complete `Boleto` for `v`, exercising every box; `pix` adds a Bolepix payload. */
export function fixtureBoleto(v: Vector, pix = false): Boleto {
  const amount = Number(v.barcode.slice(9, 19));
  const input: BoletoInput = {
    bank_code: v.bank,
    agency: v.agency,
    account: v.account,
    wallet: v.wallet,
    amount_cents: amount,
    due_date: v.due,
    issue_date: "2025-01-02",
    our_number: v.ourNumber.replace(/\D/g, ""),
    document_number: `NF-${v.bank}-000123`,
    document_kind: "DM",
    acceptance: "N",
    beneficiary: {
      name: "Empresa Fictícia de Cobrança Ltda",
      document: "43576788000191",
      address: {
        street: "Avenida Paulista",
        number: "1578",
        complement: "Conj. 42",
        district: "Bela Vista",
        city: "São Paulo",
        state: "SP",
        zip_code: "01310200",
      },
    },
    payer: {
      name: "José Bonifácio de Andrada e Silva",
      document: "12345678909",
      address: {
        street: "Rua Pedro Lessa",
        number: "15",
        district: "Centro",
        city: "Rio de Janeiro",
        state: "RJ",
        zip_code: "20030030",
      },
    },
    guarantor: { name: "Garantidora Açaí S.A.", document: "11222333000181" },
    instructions: ["Não receber após 30 dias do vencimento.", "Em caso de dúvidas, ligue (11) 4000-0000."],
    description: ["Mensalidade de março - plano Empresarial", "Referente ao contrato nº 2025/0042"],
    fine: { kind: "rate", value: 200 },
    interest: { kind: "monthly_rate", value: 100 },
  };
  return {
    bank_code: v.bank,
    barcode: v.barcode,
    digitable_line: v.line.replace(/\D/g, ""),
    digitable_line_formatted: v.line,
    our_number: v.ourNumber,
    due_factor: v.barcode.slice(5, 9),
    amount_cents: amount,
    free_field: v.barcode.slice(19),
    beneficiary_code: `${v.agency} / ${v.account}`,
    bank_code_formatted: `${v.bank}-${v.digit}`,
    input,
    processed_on: "2025-01-02",
    ...(pix ? { pix_payload: pixPayload(v.barcode.slice(19), amount) } : {}),
  };
}
