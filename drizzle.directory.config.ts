import { defineConfig } from "drizzle-kit";

// drizzle-kit writes the directory database's SQL migrations into `migrations/directory/`, the folder wrangler
// (`d1 migrations apply`) and the tests (readD1Migrations) read.
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/storage/directory-schema.ts",
  out: "./migrations/directory",
});
