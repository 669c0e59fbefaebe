/**
 * One title per simulated provider and a transport in miniature, for the provider sandbox's tests
 * (sandbox-providers.test.ts). The accounts are the ones the engine's own connector tests use
 * against the same simulators (BB: its homologação convênio 3128557 from BB's documentation, in
 * src/engine/banks/001-banco-do-brasil/api/fixtures.ts; Inter: api-sim.test.ts; Itaú: fixtures.ts;
 * Sicoob: cooperativa 4342 / cliente 63550 of the portal's webhook example, fixtures.test-helpers.ts;
 * Pix: lifecycle.test.ts's key). Dates follow today, so every simulator's due-date rules hold.
 *
 * A bank added with a simulator needs an entry in FIXTURES: the test "every provider has a fixture"
 * fails until it has one.
 */

import { INPUT as C6_INPUT } from "../../src/engine/banks/336-c6-bank/api/fixtures";
import { INPUT as CORA_INPUT } from "../../src/engine/banks/403-cora/api/fixtures";
import {
  type ApiRequest,
  type ApiResponse,
  type ApiTitle,
  addDays,
  type BoletoInput,
  buildBoleto,
  type RegisterOutcome,
  type SimRequest,
  type SimResult,
  type SimulatorSpec,
  type TitleKey,
} from "../../src/engine/index";
import { saoPauloDate } from "../../src/platform/clock";
import { SANDBOX_PROVIDERS } from "../../src/sandbox/providers";

/** How `pay` names a title (src/sandbox/types.ts `SandboxTitleRef`; written here so node tools can import these fixtures). */
type SandboxTitleRef = { id?: string; our_number?: string; txid?: string };

/** The certificate identity the transport presents to providers with mTLS. */
export const CERT = "CN=lote-sandbox-test";
export const CLIENT = { id: "lote-client", secret: "lote-secret" };

const address = {
  street: "Rua das Flores",
  number: "10",
  district: "Centro",
  city: "Belo Horizonte",
  state: "MG",
  zip_code: "30110000",
};
const party = (name: string, document: string) => ({ name, document, address });

type Account = Pick<
  BoletoInput,
  | "bank_code"
  | "agency"
  | "agency_digit"
  | "account"
  | "account_digit"
  | "wallet"
  | "agreement"
  | "bank_fields"
>;

/** The account, nosso número, Pix key and (where the provider's account names it) the beneficiary's document. */
type Fixture = Account & { our_number: string; pix_key?: string; beneficiary_document?: string };

/** The account, nosso número and Pix key of an engine fixture's title. */
function fixtureOf(i: BoletoInput): Fixture {
  const { bank_code, agency, account, account_digit, wallet, agreement, bank_fields, our_number, pix } = i;
  return {
    bank_code,
    agency,
    account,
    wallet,
    our_number,
    ...(account_digit ? { account_digit } : {}),
    ...(agreement ? { agreement } : {}),
    ...(bank_fields ? { bank_fields } : {}),
    ...(pix && "key" in pix && pix.key ? { pix_key: pix.key } : {}),
  };
}

/** Each provider's account and nosso número (the rest of the title is common). */
export const FIXTURES: Readonly<Record<string, Fixture>> = {
  "001": {
    bank_code: "001",
    agency: "452",
    account: "123873",
    wallet: "17",
    agreement: "3128557",
    bank_fields: { wallet_variation: "35" },
    our_number: "1",
  },
  "077": {
    bank_code: "077",
    agency: "0001",
    account: "1234567",
    account_digit: "8",
    wallet: "112",
    agreement: "1234567",
    our_number: "1",
  },
  "341": {
    bank_code: "341",
    agency: "1500",
    account: "05206",
    account_digit: "1",
    wallet: "109",
    our_number: "1056",
  },
  "756": {
    bank_code: "756",
    agency: "4342",
    account: "7518724",
    account_digit: "1",
    wallet: "1",
    agreement: "63550",
    our_number: "244",
  },
  // The engine's own connector tests' accounts (src/engine/banks/<code>-<slug>/api/fixtures.test-helpers.ts):
  // Santander's convênio 3567206 (the workspace's covenant), Bradesco's agência 1234 / carteira 09,
  // CAIXA's beneficiário 200656 (agência 1679), Sicredi's cooperativa 6789 / posto 03 / beneficiário 12345.
  "033": {
    bank_code: "033",
    agency: "3567",
    account: "13000123",
    account_digit: "4",
    wallet: "101",
    agreement: "3567206",
    our_number: "1234",
  },
  "104": {
    bank_code: "104",
    agency: "1679",
    account: "100000448",
    wallet: "1",
    agreement: "200656",
    our_number: "99222698",
  },
  // Cresol: the account the published homologação linha digitável encodes (agência 1008, conta
  // 0027846, carteira 09; src/engine/banks/133-cresol/api/examples.ts), the simulator's account.
  // Banrisul: the simulator's beneficiary (agência 1102, código do beneficiário 9000150; its
  // bergs-beneficiario is the JavaScript app's published test code, BANRISUL_BENEFICIARY).
  "041": {
    bank_code: "041",
    agency: "1102",
    account: "1",
    agreement: "9000150",
    wallet: "2",
    our_number: "1000",
  },
  "133": {
    bank_code: "133",
    agency: "1008",
    account: "27846",
    wallet: "09",
    our_number: "1000",
  },
  "237": {
    bank_code: "237",
    agency: "1234",
    account: "1234567",
    account_digit: "0",
    wallet: "09",
    our_number: "1234",
  },
  // Safra: the simulator's account (agência 1234-5, conta 00012345-6; its SIM_ACCOUNT).
  "422": {
    bank_code: "422",
    agency: "1234",
    agency_digit: "5",
    account: "12345",
    account_digit: "6",
    wallet: "1",
    our_number: "1000",
  },
  "748": {
    bank_code: "748",
    agency: "6789",
    account: "12345",
    wallet: "1",
    agreement: "12345",
    bank_fields: { post: "03" },
    our_number: "16",
  },
  // The banks' own connector tests' accounts (their codes are the bank's, so lote's nosso número is a placeholder).
  "336": fixtureOf(C6_INPUT),
  // Cora's fixture names its Pix key "chave-da-conta", which lote's validation refuses: a random EVP
  // here. Cora's nosso número starts with the account holder's CNPJ root, so the beneficiary is the
  // simulator's account holder (its SIM_ACCOUNT_DOCUMENT, the engine fixture's beneficiary).
  "403": {
    ...fixtureOf(CORA_INPUT),
    pix_key: "7d9f0335-8dcc-4054-9bf9-0dbd61d36906",
    beneficiary_document: CORA_INPUT.beneficiary.document,
  },
  pix: {
    bank_code: "341",
    agency: "1234",
    account: "12345",
    wallet: "109",
    our_number: "1",
    pix_key: "39a1178e-db6b-4407-bc7b-b674390acf5f",
  },
};

/** Banrisul's 13-digit bergs-beneficiario of the simulated account (a connection account field). */
export const BANRISUL_BENEFICIARY = "0010000001088";

/** Fields a provider's connection account carries besides agency, account and agreement. */
export const CONNECTION_ACCOUNT: Readonly<Record<string, Record<string, string>>> = {
  "041": { beneficiary_code: BANRISUL_BENEFICIARY },
};

/** Every sandboxed provider has a fixture: the service drives them all. */
export const NOT_WIRED: readonly string[] = [];

/** A PEM PKCS #8 RSA key made for the test run (Bradesco signs its assertion and calls with it). */
let testKey: Promise<string> | undefined;
async function makeKey(): Promise<string> {
  const pair = (await crypto.subtle.generateKey(
    {
      name: "RSASSA-PKCS1-v1_5",
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: "SHA-256",
    },
    true,
    ["sign", "verify"],
  )) as CryptoKeyPair;
  const der = new Uint8Array((await crypto.subtle.exportKey("pkcs8", pair.privateKey)) as ArrayBuffer);
  let bin = "";
  for (const b of der) bin += String.fromCharCode(b);
  const lines = btoa(bin).match(/.{1,64}/g) ?? [];
  return `-----BEGIN PRIVATE KEY-----\n${lines.join("\n")}\n-----END PRIVATE KEY-----\n`;
}

/**
 * The credentials of a simulator connection of `provider`: client id and secret and an API key for
 * every provider; Sicredi's password grant adds its username (beneficiário 5 + cooperativa 4) and
 * código de acesso; Bradesco's JWT assertion, a private key.
 */
export async function credentialsFor(provider: string, client = CLIENT): Promise<Record<string, string>> {
  const base = { client_id: client.id, client_secret: client.secret, api_key: "sim-api-key" };
  const f = FIXTURES[provider];
  if (provider === "748" && f)
    return { ...base, username: `${f.agreement ?? ""}${f.agency}`, password: "sim-access-code" };
  if (provider === "133" || provider === "422")
    return { ...base, username: "sim-login", password: "sim-password" };
  if (provider === "237") {
    testKey ??= makeKey();
    return { ...base, private_key: await testKey };
  }
  return base;
}

/** The sandboxed providers the service drives end to end, each with a fixture. */
export const WIRED: readonly string[] = SANDBOX_PROVIDERS.filter((p) => FIXTURES[p]);

/**
 * Providers whose sign-in another transport than the service's must speak: Sicredi's,
 * Cresol's and Safra's password grants, Bradesco's RS256-signed JWT assertion and calls, CAIXA's SOAP with its per-request hash
 * and no token, Santander's titles below a workspace, Banrisul's bergs-beneficiario from the connection's
 * account. The sandbox suites' miniature transport
 * (client credentials at the harness's token endpoint, `simRequest`) does not: these run in the
 * sandbox (their tenant's SandboxProvider object) through the service's own transport, in
 * connectors.test.ts and connectors-faults.test.ts, and their simulators' auth in the engine's
 * api-lifecycle tests.
 */
export const OWN_SIGN_IN: readonly string[] = ["033", "041", "104", "133", "237", "422", "748"];

/** The wired providers the sandbox suites drive with their miniature transport. */
export const HARNESS_SIGN_IN: readonly string[] = WIRED.filter((p) => !OWN_SIGN_IN.includes(p));

export const AMOUNT = 12_345;

/** "Today" in São Paulo, as lote's transport would say it. */
export const today = (): string => saoPauloDate(Date.now());

/** The provider's title, due in 30 days. */
export function inputOf(provider: string): BoletoInput {
  const f = FIXTURES[provider];
  if (!f) throw new Error(`no fixture for provider ${provider}`);
  const { pix_key, beneficiary_document, ...account } = f;
  return {
    ...account,
    amount_cents: AMOUNT,
    due_date: addDays(today(), 30),
    issue_date: today(),
    document_number: "NF-1001",
    document_kind: "DM",
    beneficiary: party("Empresa Exemplo Ltda", beneficiary_document ?? "11222333000181"),
    payer: party("Maria da Silva", "52998224725"),
    ...(pix_key ? { pix: { key: pix_key } } : {}),
  };
}

/** lote's ApiTitle: built by the engine unless the provider assigns the codes. */
export function titleOf(provider: string, assignsCodes: boolean, reference = "item-1"): ApiTitle {
  const input = inputOf(provider);
  if (assignsCodes) return { input, reference, today: today() };
  const boleto = buildBoleto(input, { today: today() });
  return { input: boleto.input, boleto, reference, today: today() };
}

/** The account fields a probe or a query names. */
export function accountOf(input: BoletoInput): TitleKey["account"] {
  const { agency, account, wallet, agreement, bank_fields, account_digit } = input;
  return {
    agency,
    account,
    wallet,
    ...(agreement ? { agreement } : {}),
    ...(bank_fields ? { bank_fields } : {}),
    ...(account_digit ? { account_digit } : {}),
  };
}

/** The token request the transport sends: client credentials as the provider wants them. */
export function tokenRequest(spec: SimulatorSpec, client = CLIENT): SimRequest {
  const basic = spec.clientAuth === "basic";
  return {
    method: "POST",
    path: spec.tokenPath ?? "/",
    query: {},
    headers: basic ? { authorization: `Basic ${btoa(`${client.id}:${client.secret}`)}` } : {},
    body: {
      grant_type: "client_credentials",
      ...(basic ? {} : { client_id: client.id, client_secret: client.secret }),
    },
    ...(spec.mtls ? { clientCertificate: CERT } : {}),
  };
}

/** `req` as the transport sends it: the token, the API key where the provider checks one, the certificate. */
export function simRequest(spec: SimulatorSpec, req: ApiRequest, token: string, apiKey?: string): SimRequest {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(req.headers ?? {}) };
  const query: Record<string, string> = { ...(req.query ?? {}) };
  if (spec.apiKey && apiKey !== undefined) {
    if (spec.apiKey.in === "header") headers[spec.apiKey.name.toLowerCase()] = apiKey;
    else query[spec.apiKey.name] = apiKey;
  }
  const body =
    req.body === undefined
      ? undefined
      : "json" in req.body
        ? req.body.json
        : "form" in req.body
          ? req.body.form
          : req.body.xml;
  return {
    method: req.method,
    path: req.path,
    query,
    headers,
    body,
    ...(spec.mtls ? { clientCertificate: CERT } : {}),
  };
}

/** The simulator's answer as the connector reads it. */
export const apiResponse = (r: SimResult): ApiResponse => ({
  status: r.response.status,
  headers: r.response.headers ?? {},
  body: r.response.body,
});

/** How `pay` names the title a registration created: the provider's id, nosso número, txid. */
export function payRef(input: BoletoInput, outcome: RegisterOutcome): SandboxTitleRef {
  if (outcome.kind !== "ok") throw new Error(`registration failed: ${JSON.stringify(outcome)}`);
  const id = Object.values(outcome.provider_ids)[0];
  const txid = outcome.codes?.pix_txid;
  return {
    our_number: outcome.codes?.our_number ?? input.our_number,
    ...(id ? { id } : {}),
    ...(txid ? { txid } : {}),
  };
}

/**
 * Whether the harness let `res` through to the provider's route: not a token or key refusal, not
 * a schema violation, not a fault, and not "no such route" (BB answers an empty list with 404).
 */
export function admitted(spec: SimulatorSpec, req: SimRequest, res: SimResult): boolean {
  const s = res.response.status;
  const noRoute = JSON.stringify(spec.error(404, "NOT_FOUND", `no route ${req.method} ${req.path}`));
  return s < 300 || (s === 404 && JSON.stringify(res.response.body) !== noRoute);
}
