CREATE TABLE `artifacts` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`job_id` text NOT NULL,
	`item_id` text,
	`attempt` integer,
	`kind` text NOT NULL,
	`status` text DEFAULT 'ready' NOT NULL,
	`r2_key` text,
	`sha256` text,
	`size` integer,
	`content_type` text NOT NULL,
	`file_name` text NOT NULL,
	`generation` integer,
	`payer_document` text,
	`error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `artifacts_status_updated_idx` ON `artifacts` (`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `artifacts_job_idx` ON `artifacts` (`job_id`,`kind`);--> statement-breakpoint
CREATE INDEX `artifacts_item_idx` ON `artifacts` (`item_id`);--> statement-breakpoint
CREATE INDEX `artifacts_key_idx` ON `artifacts` (`r2_key`);--> statement-breakpoint
CREATE TABLE `cnab_files` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`job_id` text NOT NULL,
	`group_key` text NOT NULL,
	`bank_code` text NOT NULL,
	`layout` text NOT NULL,
	`agreement` text NOT NULL,
	`wallet` text NOT NULL,
	`agency` text NOT NULL,
	`account` text NOT NULL,
	`status` text NOT NULL,
	`attempt` integer DEFAULT 1 NOT NULL,
	`file_sequence` integer,
	`file_name` text,
	`record_count` integer,
	`title_count` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`artifact_id` text,
	`errors` text,
	`warnings` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cnab_files_job_idx` ON `cnab_files` (`job_id`);--> statement-breakpoint
CREATE TABLE `external_ids` (
	`tenant_id` text NOT NULL,
	`external_id` text NOT NULL,
	`item_id` text NOT NULL,
	`job_id` text NOT NULL,
	`slot` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `external_id`)
);
--> statement-breakpoint
CREATE TABLE `item_attempts` (
	`item_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`job_id` text NOT NULL,
	`status` text NOT NULL,
	`errors` text,
	`started_at` integer,
	`finished_at` integer,
	`duration_ms` integer,
	PRIMARY KEY(`item_id`, `attempt`)
);
--> statement-breakpoint
CREATE INDEX `item_attempts_job_idx` ON `item_attempts` (`job_id`);--> statement-breakpoint
CREATE TABLE `items` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`tenant_id` text NOT NULL,
	`idx` integer NOT NULL,
	`external_id` text,
	`status` text NOT NULL,
	`attempt` integer DEFAULT 1 NOT NULL,
	`input` text NOT NULL,
	`result` text,
	`errors` text,
	`skipped_of` text,
	`bank_code` text,
	`our_number_key` text,
	`payment_status` text,
	`payment` text,
	`bank_pix` text,
	`file_id` text,
	`started_at` integer,
	`finished_at` integer,
	`duration_ms` integer,
	`processing_ms` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `items_job_idx_uq` ON `items` (`job_id`,`idx`);--> statement-breakpoint
CREATE INDEX `items_job_status_idx` ON `items` (`job_id`,`status`,`idx`);--> statement-breakpoint
CREATE INDEX `items_tenant_our_number_idx` ON `items` (`tenant_id`,`bank_code`,`our_number_key`);--> statement-breakpoint
CREATE INDEX `items_tenant_external_idx` ON `items` (`tenant_id`,`external_id`);--> statement-breakpoint
CREATE INDEX `items_status_started_idx` ON `items` (`status`,`started_at`);--> statement-breakpoint
CREATE INDEX `items_status_updated_idx` ON `items` (`status`,`updated_at`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`idempotency_key` text,
	`request_sha256` text NOT NULL,
	`items_total` integer NOT NULL,
	`webhook_url` text,
	`options` text,
	`metadata` text,
	`audit` text NOT NULL,
	`error` text,
	`summary` text,
	`generation` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`started_at` integer,
	`finished_at` integer,
	`deadline_at` integer,
	`final_effects_at` integer,
	`final_effects_error` text,
	`final_effects_attempts` integer DEFAULT 0 NOT NULL,
	`final_effects_retry_at` integer,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `jobs_tenant_created_idx` ON `jobs` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `jobs_status_deadline_idx` ON `jobs` (`status`,`deadline_at`);--> statement-breakpoint
CREATE TABLE `retorno_entries` (
	`job_id` text NOT NULL,
	`idx` integer NOT NULL,
	`tenant_id` text NOT NULL,
	`bank_code` text NOT NULL,
	`our_number` text NOT NULL,
	`document_number` text,
	`occurrence_code` text NOT NULL,
	`kind` text NOT NULL,
	`description` text,
	`entry` text NOT NULL,
	`matched_item_id` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`job_id`, `idx`)
);
--> statement-breakpoint
CREATE TABLE `webhook_attempts` (
	`delivery_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`status_code` integer,
	`error` text,
	`duration_ms` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`delivery_id`, `attempt`)
);
--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`endpoint_id` text,
	`url` text NOT NULL,
	`job_id` text,
	`event_type` text NOT NULL,
	`payload` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_status_code` integer,
	`last_error` text,
	`next_attempt_at` integer,
	`created_at` integer NOT NULL,
	`delivered_at` integer
);
--> statement-breakpoint
CREATE INDEX `webhook_deliveries_job_idx` ON `webhook_deliveries` (`tenant_id`,`job_id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_status_idx` ON `webhook_deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_tenant_created_idx` ON `webhook_deliveries` (`tenant_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_endpoint_idx` ON `webhook_deliveries` (`endpoint_id`,`status`);