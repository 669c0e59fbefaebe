CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`name` text NOT NULL,
	`prefix` text NOT NULL,
	`key_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`revoked_at` integer,
	`last_used_at` integer,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash_uq` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_tenant_idx` ON `api_keys` (`tenant_id`);--> statement-breakpoint
CREATE TABLE `audit_events` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`subject` text,
	`details` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_events_tenant_idx` ON `audit_events` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `cnab_sequence_claims` (
	`file_id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`bank_code` text NOT NULL,
	`agreement` text NOT NULL,
	`sequence` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cnab_sequence_claims_created_idx` ON `cnab_sequence_claims` (`created_at`);--> statement-breakpoint
CREATE TABLE `cnab_sequences` (
	`tenant_id` text NOT NULL,
	`bank_code` text NOT NULL,
	`agreement` text NOT NULL,
	`last_sequence` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `bank_code`, `agreement`)
);
--> statement-breakpoint
CREATE TABLE `logos` (
	`tenant_id` text NOT NULL,
	`scope` text NOT NULL,
	`sha256` text NOT NULL,
	`r2_key` text NOT NULL,
	`content_type` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`size` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `scope`)
);
--> statement-breakpoint
CREATE TABLE `ops_state` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `placement` (
	`tenant_id` text NOT NULL,
	`slot` integer NOT NULL,
	`shard` text NOT NULL,
	`role` text NOT NULL,
	`state` text DEFAULT 'active' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `slot`)
);
--> statement-breakpoint
CREATE INDEX `placement_shard_idx` ON `placement` (`shard`);--> statement-breakpoint
CREATE TABLE `placement_ops` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`tenant_id` text NOT NULL,
	`slot` integer NOT NULL,
	`source` text,
	`target` text NOT NULL,
	`phase` text NOT NULL,
	`progress` text NOT NULL,
	`error` text,
	`not_before` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`finished_at` integer
);
--> statement-breakpoint
CREATE INDEX `placement_ops_tenant_idx` ON `placement_ops` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `retorno_files` (
	`tenant_id` text NOT NULL,
	`sha256` text NOT NULL,
	`job_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `sha256`)
);
--> statement-breakpoint
CREATE TABLE `shards` (
	`name` text PRIMARY KEY NOT NULL,
	`state` text DEFAULT 'open' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tenants` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`max_concurrent_jobs` integer NOT NULL,
	`max_pending_jobs` integer NOT NULL,
	`max_items_per_job` integer NOT NULL,
	`rate_limit_per_minute` integer NOT NULL,
	`webhook_secret_enc` text,
	`placement_epoch` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`url` text NOT NULL,
	`events` text NOT NULL,
	`secret_enc` text NOT NULL,
	`status` text DEFAULT 'enabled' NOT NULL,
	`disabled_reason` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `webhook_endpoints_tenant_idx` ON `webhook_endpoints` (`tenant_id`);