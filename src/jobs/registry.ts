/**
 * The job kinds: one module per kind (src/jobs/kind.ts), keyed by the `jobs.kind` value it
 * stores. Everything that depends on a job's kind — the queue router, the finalizer's effects,
 * the cron's resumption and retention, the gate's start, links, the API's kind enums and route
 * paths — looks it up here. Adding a kind is one folder under src/jobs/ and one line below.
 */
import { boletosKind } from "./boletos/index";
import { instructionsKind } from "./instructions/index";
import type { JobKindModule } from "./kind";
import { remessaKind } from "./remessa/index";
import { retornoKind } from "./retorno/index";

export const registry = {
  boletos: boletosKind,
  cnab_remessa: remessaKind,
  cnab_retorno: retornoKind,
  boleto_instructions: instructionsKind,
} satisfies Record<string, JobKindModule>;

export type JobKind = keyof typeof registry;

/** Kinds whose module says another kind name than its key (must be none: then this is `never`). */
type Misfiled = { [K in JobKind]: (typeof registry)[K]["kind"] extends K ? never : K }[JobKind];
const _everyModuleUnderItsKind: [Misfiled] extends [never] ? true : Misfiled = true;
void _everyModuleUnderItsKind;

/** The kinds in registry order (the API's enums list them in this order). */
export const JOB_KINDS = Object.keys(registry) as [JobKind, ...JobKind[]];

/** Whether `kind` names a registered kind. @example isJobKind("boletos") // true */
export function isJobKind(kind: string): kind is JobKind {
  return Object.hasOwn(registry, kind);
}

/** The module of a stored job's kind; a kind no module owns is a typed error, never a silent no-op. */
export function kindOf(kind: string): JobKindModule {
  if (!isJobKind(kind)) throw new UnknownKindError(kind);
  return registry[kind];
}

/** A stored job names a kind that no module in the registry owns. */
export class UnknownKindError extends Error {
  override name = "UnknownKindError";
  constructor(readonly kind: string) {
    super(`no job kind module for kind ${JSON.stringify(kind)}`);
  }
}
