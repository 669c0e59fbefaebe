/**
 * What every bank's `vectors.fixtures.ts` is made of (test data, not part of the engine's index):
 * a published boleto vector and where it was published. The projects below are the sources the
 * rows cite; each row adds the file (`path`) its codes are written in. Facts only: no code or
 * document of a source is carried over.
 */
import type { BoletoInput } from "../types";

/** Where a vector was published: project, the commit read, its licence and the file. */
export interface VectorSource {
  project: string;
  commit: string;
  licence: string;
  path: string;
}

/** A published barcode / linha digitável with the inputs its source gives. */
export interface Vector {
  name: string;
  input: Partial<BoletoInput> &
    Pick<BoletoInput, "bank_code" | "wallet" | "our_number" | "amount_cents" | "due_date">;
  /** At least one of `barcode` and `line`, exactly as the source publishes it. */
  barcode?: string;
  line?: string;
  ourNumber?: string;
  today?: string;
}

/** A vector of a bank's folder: always with its source. */
export interface SourcedVector extends Vector {
  source: VectorSource;
}

/** A published slip, dressed for the renderer tests: the codes and the fields a slip prints. */
export interface RenderVector {
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

type Project = Omit<VectorSource, "path">;

export const BRCOBRANCA: Project = {
  project: "kivanio/brcobranca",
  commit: "325e0eae69ad298477b935a441a22c61c7556f31",
  licence: "MIT",
};
/** A fork maintained by Vindi; its BTG spec asserts every barcode position separately (joined in the row). */
export const TALESGALVAO_BRCOBRANCA: Project = {
  project: "talesgalvao/brcobranca",
  commit: "d2ec5c742f5ed6996867ef8996e106f9e2e70c3d",
  licence: "MIT",
};
export const NODE_BOLETO: Project = {
  project: "pagarme/node-boleto",
  commit: "6528c0df74270d61d124c54694c464a5af111f8d",
  licence: "MIT",
};
/** Its `'conta' => 0403005` (BRB, Uniprime) is a PHP octal literal, i.e. 132613. */
export const OPENBOLETO: Project = {
  project: "openboleto/openboleto",
  commit: "1cb57131feb20d8bd8942f0c5f9cfab174bb730c",
  licence: "MIT",
};
/**
 * The first [TestCase] row of each fixture; the beneficiary and account come from the fixture's
 * constructor. Its Itaú fixtures (`BancoItauCarteira109Tests.cs`) give conta 56789 with DV 0
 * where Itaú's DAC of agência 1234 + conta is 7, so they are not used.
 */
export const BOLETONETCORE: Project = {
  project: "BoletoNet/BoletoNetCore",
  commit: "41e7440121b84304ff34835724db096a81162933",
  licence: "MIT",
};
export const BOLETONET: Project = {
  project: "BoletoNet/boletonet",
  commit: "eaf415da602e403932cc781ab8e78207f04b1295",
  licence: "Apache-2.0",
};
/** The npm package says ISC; its dates are month-day-year ('02-04-2020' is 4 February 2020). */
export const GERAR_BOLETOS: Project = {
  project: "Romulosanttos/gerar-boletos",
  commit: "7a72c76aeb81a76fcf5cdacc2249c8cf050eb7fd",
  licence: "AGPL-3.0",
};
/** A fork of jrimum/bopepo, branch IREC-Bopepo. */
export const BOPEPO: Project = {
  project: "Haroldo-Camargo/bopepo",
  commit: "b6c7b11a8f8df0b36cd7ac967ae4f0c6b7e2a466",
  licence: "Apache-2.0",
};
/**
 * The bank documents laravel-boleto keeps under `manuais/` (the banks' own, not the project's
 * code): e.g. Banco BTG Pactual's "Tradutor Linha Digitável BTG" spreadsheet, sheet 2, "Valor
 * Original" (cell I4), whose inputs are the fields the spreadsheet reads out of that linha.
 */
export const LARAVEL_BOLETO: Project = {
  project: "eduardokum/laravel-boleto",
  commit: "0081d0958f6257c39d4594ce2ca466d725cd5b5c",
  licence: "MIT (the project; the manuals are the banks')",
};
