/**
 * Hand-built `Boleto` fixtures for the renderer tests: one per published vector (barcode ↔ linha
 * digitável pairs of real slips from the test suites of open-source boleto libraries:
 * kivanio/brcobranca `spec/brcobranca/boleto/<bank>_spec.rb` for 001, 033, 041, 085, 237, 341,
 * 422, 748 and 756; openboleto/openboleto `tests/Banco/CaixaTest.php` for 104;
 * BoletoNet/BoletoNetCore `BancoInterCarteira110Tests.cs` for 077), with full beneficiary/payer
 * data so every box of the layout is exercised, and a CRC-valid PIX payload for the Bolepix
 * variant.
 */
import type { RenderVector } from "../../../src/engine/banks/vectors.fixtures";
import type { Boleto, BoletoInput } from "../../../src/engine/types";
import { BANK_RENDER_VECTORS } from "../bank-folders";

type Vector = RenderVector;

/** One vector per bank that has one (every registered bank of the first twelve but 136 Unicred), from its folder. */
export const VECTORS: readonly Vector[] = [...BANK_RENDER_VECTORS.values()];

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
