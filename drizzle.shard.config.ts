import { defineConfig } from "drizzle-kit";

// drizzle-kit writes the shard database's SQL migrations into `migrations/shard/`, the folder wrangler
// (`d1 migrations apply`) and the tests (readD1Migrations) read for every data shard.
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/storage/shard-schema.ts",
  out: "./migrations/shard",
});
