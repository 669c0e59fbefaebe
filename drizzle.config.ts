import { defineConfig } from "drizzle-kit";

// drizzle-kit writes SQL migrations into `migrations/`, the folder wrangler (d1 migrations apply)
// and the tests (readD1Migrations) read.
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/storage/schema.ts",
  out: "./migrations",
});
