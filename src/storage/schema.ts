/**
 * The D1 schemas (drizzle): snake_case columns, money as integer centavos, timestamps as integer
 * milliseconds since the epoch, JSON as text. Two databases, two schemas and two migrations
 * folders: the directory (directory-schema.ts → migrations/directory/) and the data shards
 * (shard-schema.ts → migrations/shard/, applied to every shard). This module re-exports both, so
 * a store imports its tables from one place whichever database they live in.
 */
export * from "./directory-schema";
export * from "./shard-schema";
