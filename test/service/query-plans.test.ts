// The hot queries must stay index lookups as the database grows: none may scan items, artifacts
// or deliveries, nor pick a status index that covers every tenant's rows.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const J = JSON.stringify([{ id: "itm_x", attempt: 1 }]);
const TRANSITIONS = JSON.stringify([
  { id: "itm_x", a: 1, from: ["pending"], s: "failed", st: 1, n: 2, p: 3 },
]);
const QUERIES: [string, string, unknown[], RegExp][] = [
  [
    "load a chunk of items",
    `SELECT i.id FROM json_each(?2) r JOIN items i ON i.id = r.value ->> '$.id' WHERE +i.job_id = ?1 AND +i.attempt = r.value ->> '$.attempt' ORDER BY i.idx`,
    ["job_x", J],
    /SEARCH i USING INDEX sqlite_autoindex_items_1 \(id=\?\)/,
  ],
  [
    "item transition",
    `UPDATE items SET status = 'failed' WHERE id = ?1 AND +attempt = ?2 AND +status IN (SELECT value FROM json_each(?3))`,
    ["itm_x", 1, '["pending"]'],
    /SEARCH items USING INDEX sqlite_autoindex_items_1 \(id=\?\)/,
  ],
  [
    "items of a job by status (list, manifest)",
    `SELECT id FROM items WHERE job_id = ?1 AND tenant_id = ?2 AND idx > ?3 AND (?4 IS NULL OR status = ?4) ORDER BY idx LIMIT 10`,
    ["job_x", "ten_x", -1, null],
    /SEARCH items USING INDEX items_job_idx_uq \(job_id=\? AND idx>\?\)/,
  ],
  [
    "manifest artifacts",
    `SELECT a.id FROM artifacts a JOIN items i ON i.id = a.item_id AND i.attempt = a.attempt WHERE a.job_id = ? AND +a.status = 'ready' ORDER BY i.idx, a.kind`,
    ["job_x"],
    /SEARCH a USING INDEX artifacts_job_idx \(job_id=\?\)/,
  ],
  [
    "current artifacts of items",
    `SELECT a.id FROM json_each(?1) r JOIN artifacts a ON a.item_id = r.value ->> '$.i' WHERE +a.attempt = r.value ->> '$.a' AND +a.status = 'ready'`,
    ['[{"i":"itm_x","a":1}]'],
    /SEARCH a USING INDEX artifacts_item_idx \(item_id=\?\)/,
  ],
  [
    "the tenant's jobs, newest first (console lists)",
    `SELECT id, tenant_id, kind, status, created_at FROM jobs WHERE tenant_id = ?1 AND (?2 IS NULL OR created_at < ?2 OR (created_at = ?2 AND id < ?3)) AND (?4 IS NULL OR +kind = ?4) AND (?5 IS NULL OR +status = ?5) ORDER BY created_at DESC, id DESC LIMIT 21`,
    ["ten_x", null, "", null, null],
    /SEARCH jobs USING INDEX jobs_tenant_created_idx \(tenant_id=\?\)/,
  ],
  [
    "retorno matching",
    `SELECT id FROM items WHERE tenant_id = ?1 AND bank_code = ?2 AND +status = 'completed' AND our_number_key IN (SELECT value FROM json_each(?3))`,
    ["ten_x", "341", '["1"]'],
    /SEARCH items USING INDEX items_tenant_our_number_idx \(tenant_id=\? AND bank_code=\? AND our_number_key=\?\)/,
  ],
  [
    "retorno payment update",
    `UPDATE items SET payment_status = j.value ->> '$.s' FROM json_each(?2) j WHERE items.id = j.value ->> '$.i' AND +items.tenant_id = ?3`,
    [1, '[{"i":"itm_x","s":"paid"}]', "ten_x"],
    /SEARCH items USING INDEX sqlite_autoindex_items_1 \(id=\?\)/,
  ],
  [
    "new deliveries to queue",
    `SELECT id FROM webhook_deliveries WHERE id IN (SELECT value FROM json_each(?)) AND +status = 'pending' AND attempts = 0`,
    ['["msg_x"]'],
    /SEARCH webhook_deliveries USING INDEX sqlite_autoindex_webhook_deliveries_1 \(id=\?\)/,
  ],
  [
    "retorno matching, re-issued boletos included",
    `SELECT id FROM items WHERE tenant_id = ?1 AND bank_code = ?2 AND our_number_key IN (SELECT value FROM json_each(?3)) AND (+status = 'completed' OR (+status = 'rendering' AND bank_status IS NOT NULL))`,
    ["ten_x", "341", '["1"]'],
    /SEARCH items USING INDEX items_tenant_our_number_idx \(tenant_id=\? AND bank_code=\? AND our_number_key=\?\)/,
  ],
  [
    "a boleto's bank status change (guarded)",
    `UPDATE items SET bank_status = c.value ->> '$.s' FROM json_each(?2) c WHERE items.id = c.value ->> '$.i' AND +items.tenant_id = ?3 AND COALESCE(items.bank_status, 'issued') = c.value ->> '$.g'`,
    [1, '[{"i":"itm_x","s":"sent","g":"issued"}]', "ten_x"],
    /SEARCH items USING INDEX sqlite_autoindex_items_1 \(id=\?\)/,
  ],
  [
    "queued instructions of a group (a remessa's claim, its own earlier claims included)",
    `SELECT id FROM instructions WHERE tenant_id = ?1 AND group_key = ?2 AND state = 'queued' AND (remessa_file_id IS NULL OR remessa_job_id = ?3) ORDER BY created_at, id LIMIT 1000`,
    ["ten_x", "341|cnab240||109|1565-|13877-1", "job_x"],
    /SEARCH instructions USING INDEX instructions_group_idx \(tenant_id=\? AND group_key=\? AND state=\?\)/,
  ],
  [
    "groups of queued instructions (a remessa of instructions only, on each shard)",
    `SELECT id FROM instructions WHERE id IN (SELECT MIN(id) FROM instructions WHERE tenant_id = ?1 AND state = 'queued' AND (remessa_file_id IS NULL OR remessa_job_id = ?2) GROUP BY group_key) ORDER BY group_key`,
    ["ten_x", "job_x"],
    /SEARCH instructions USING INDEX instructions_group_idx \(tenant_id=\?/,
  ],
  [
    "a claim on another shard",
    `UPDATE instructions SET remessa_job_id = ?1, remessa_file_id = ?2, updated_at = ?3 WHERE id IN (SELECT value FROM json_each(?4)) AND +tenant_id = ?5 AND +state = 'queued' AND +group_key = ?6 AND (remessa_file_id IS NULL OR remessa_job_id = ?1) AND item_id NOT IN (SELECT value FROM json_each(?7))`,
    ["job_x", "cnf_x_001", 1, '["ins_x"]', "ten_x", "g", "[]"],
    /SEARCH instructions USING INDEX sqlite_autoindex_instructions_1 \(id=\?\)/,
  ],
  [
    "the instructions a file claimed on another shard, read back",
    `SELECT id, item_id, title, layout FROM instructions WHERE id IN (SELECT value FROM json_each(?1)) AND +tenant_id = ?2 AND remessa_file_id = ?3 AND +state = 'queued'`,
    ['["ins_x"]', "ten_x", "cnf_x_001"],
    /SEARCH instructions USING INDEX (sqlite_autoindex_instructions_1 \(id=\?\)|instructions_file_idx \(remessa_file_id=\?\))/,
  ],
  [
    "carriers of instructions claimed on another shard (not twice in a job)",
    `SELECT j.value FROM json_each(?2) j WHERE EXISTS (SELECT 1 FROM jobs WHERE id = ?1 AND status = 'validating') AND NOT EXISTS (SELECT 1 FROM items x WHERE x.job_id = ?1 AND x.input ->> '$.instruction_id' = j.value ->> '$.ins')`,
    ["job_x", '[{"ins":"ins_x"}]'],
    /SEARCH x USING (COVERING )?INDEX items_job_\w+ \(job_id=\?/,
  ],
  [
    "a file's written instructions sent (on their shards)",
    `UPDATE instructions SET state = 'sent', remessa_file_id = ?2, remessa_nsa = ?3, sent_at = ?4, updated_at = ?4 WHERE id IN (SELECT value FROM json_each(?5)) AND remessa_job_id = ?1 AND state = 'queued'`,
    ["job_x", "cnf_x_001", 1, 1, '["ins_x"]'],
    /SEARCH instructions USING INDEX sqlite_autoindex_instructions_1 \(id=\?\)/,
  ],
  [
    "a remessa job's claims on a shard (every file id of the job shares a prefix)",
    `SELECT id, remessa_file_id FROM instructions WHERE remessa_file_id >= ?1 AND remessa_file_id < ?2 AND +tenant_id = ?3 AND +state = 'queued'`,
    ["cnf_x_", "cnf_x_~", "ten_x"],
    /SEARCH instructions USING INDEX instructions_file_idx \(remessa_file_id>\? AND remessa_file_id<\?\)/,
  ],
  [
    "the carriers of claimed instructions in a remessa job",
    `SELECT i.input ->> '$.instruction_id', i.status, f.status FROM items i JOIN cnab_files f ON f.id = i.file_id WHERE i.job_id = ?1 AND i.input ->> '$.instruction_id' IN (SELECT value FROM json_each(?2))`,
    ["job_x", '["ins_x"]'],
    /SEARCH i USING INDEX items_job_\w+ \(job_id=\?/,
  ],
  [
    "a slot's instructions and boleto history, job by job (a move)",
    `SELECT (SELECT COUNT(*) FROM instructions WHERE job_id IN (SELECT value FROM json_each(?1)) AND +tenant_id = ?2) + (SELECT COUNT(*) FROM boleto_events WHERE job_id IN (SELECT value FROM json_each(?1)) AND +tenant_id = ?2)`,
    ['["job_x"]', "ten_x"],
    /SEARCH instructions USING INDEX instructions_job_idx \(job_id=\?\)[\s\S]*SEARCH boleto_events USING INDEX boleto_events_job_idx \(job_id=\?\)/,
  ],
  [
    "sent instructions of the boletos a retorno matched",
    `SELECT id FROM instructions WHERE item_id IN (SELECT value FROM json_each(?1)) AND +tenant_id = ?2 AND state = 'sent'`,
    ['["itm_x"]', "ten_x"],
    /SEARCH instructions USING INDEX instructions_item_idx \(item_id=\? AND state=\?\)/,
  ],
  [
    "a failed file's instructions released (on every shard)",
    `UPDATE instructions SET state = 'queued', remessa_file_id = NULL WHERE remessa_file_id = ?1 AND state IN ('queued', 'sent')`,
    ["cnf_x"],
    /SEARCH instructions USING INDEX instructions_file_idx \(remessa_file_id=\?\)/,
  ],
  [
    "claim validating",
    `UPDATE items SET status = 'validating' WHERE id IN (SELECT value FROM json_each(?2)) AND +status = 'pending'`,
    [1, '["itm_x"]'],
    /SEARCH items USING INDEX sqlite_autoindex_items_1 \(id=\?\)/,
  ],
  [
    "a boleto's history rows (guarded by its bank status)",
    `INSERT OR IGNORE INTO boleto_events (item_id, key, tenant_id, job_id, at, kind, from_status, to_status, source_job_id, source_file_id, details)
     SELECT b.id, c.value ->> '$.k', b.tenant_id, b.job_id, ?1, c.value ->> '$.n', c.value ->> '$.f', c.value ->> '$.t',
            c.value ->> '$.sj', c.value ->> '$.sf', c.value ->> '$.d'
       FROM json_each(?2) c JOIN items b ON b.id = c.value ->> '$.i'
      WHERE +b.tenant_id = ?3 AND COALESCE(b.bank_status, 'issued') = c.value ->> '$.g'`,
    [1, '[{"i":"itm_x","g":"issued","k":"k","n":"sent"}]', "ten_x"],
    /SEARCH b USING INDEX sqlite_autoindex_items_1 \(id=\?\)/,
  ],
  [
    "claim a chunk for validation (with its load)",
    `UPDATE items SET status = 'validating', started_at = COALESCE(started_at, ?3), updated_at = ?3
       FROM json_each(?4) r
      WHERE items.id = r.value ->> '$.id' AND +items.attempt = r.value ->> '$.attempt'
        AND +items.job_id = ?1 AND +items.status = 'pending'
        AND EXISTS (SELECT 1 FROM jobs WHERE id = ?1 AND tenant_id = ?2)`,
    ["job_x", "ten_x", 1, J],
    /SEARCH items USING INDEX sqlite_autoindex_items_1 \(id=\?\)/,
  ],
  [
    "item transitions in bulk: attempt upserts",
    `INSERT INTO item_attempts (item_id, attempt, job_id, status, errors, started_at, finished_at, duration_ms)
     SELECT i.id, i.attempt, i.job_id, t.value ->> '$.s', t.value ->> '$.e', COALESCE(i.started_at, t.value ->> '$.st'), t.value ->> '$.f', NULL
       FROM json_each(?1) t JOIN items i ON i.id = t.value ->> '$.id'
      WHERE +i.attempt = t.value ->> '$.a' AND +i.status IN (SELECT value FROM json_each(t.value -> '$.from'))
     ON CONFLICT (item_id, attempt) DO UPDATE SET status = excluded.status`,
    [TRANSITIONS],
    /SEARCH i USING INDEX sqlite_autoindex_items_1 \(id=\?\)/,
  ],
  [
    "item transitions in bulk: item updates",
    `UPDATE items SET status = t.value ->> '$.s', started_at = COALESCE(started_at, t.value ->> '$.st'),
       processing_ms = CASE WHEN t.value ->> '$.p' IS NULL THEN processing_ms ELSE COALESCE(processing_ms, 0) + (t.value ->> '$.p') END
      FROM json_each(?1) t
     WHERE items.id = t.value ->> '$.id' AND +items.attempt = t.value ->> '$.a'
       AND +items.status IN (SELECT value FROM json_each(t.value -> '$.from'))`,
    [TRANSITIONS],
    /SEARCH items USING INDEX sqlite_autoindex_items_1 \(id=\?\)/,
  ],
];

describe("query plans", () => {
  it.each(QUERIES)("%s", async (_name, sql, params, expected) => {
    const res = await env.SHARD_0.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const plan = res.results.map((r) => r.detail).join("\n");
    expect(plan).toMatch(expected);
    expect(plan).not.toMatch(/SCAN (items|artifacts|webhook_deliveries|i|a)\b(?! USING)/);
  });
});
