/**
 * Every queue message shape: each kind's messages (declared in its folder, routed by its module)
 * and the system messages (src/jobs/system.ts). The union is derived from the registry, so a
 * message exists only if a module routes it.
 */
import type { MessagesOf } from "./kind";
import type { JobKind, registry } from "./registry";
import type { SystemMessage } from "./system";

export type { ItemRef } from "./core/model";

/** The messages of every job kind. */
export type KindMessage = { [K in JobKind]: MessagesOf<(typeof registry)[K]["messages"]> }[JobKind];

export type QueueMessage = KindMessage | SystemMessage;
