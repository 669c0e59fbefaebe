CREATE TABLE `bank_registrations` (
	`item_id` text NOT NULL,
	`provider` text NOT NULL,
	`tenant_id` text NOT NULL,
	`job_id` text NOT NULL,
	`connection_id` text NOT NULL,
	`state` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`idempotency_key` text NOT NULL,
	`provider_ids` text,
	`codes` text,
	`last_outcome` text,
	`next_attempt_at` integer,
	`first_attempt_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`item_id`, `provider`)
);
--> statement-breakpoint
CREATE INDEX `bank_registrations_job_idx` ON `bank_registrations` (`job_id`);--> statement-breakpoint
CREATE INDEX `bank_registrations_due_idx` ON `bank_registrations` (`state`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `bank_registrations_tenant_idx` ON `bank_registrations` (`tenant_id`,`connection_id`);--> statement-breakpoint
CREATE TABLE `boleto_payments` (
	`item_id` text NOT NULL,
	`key` text NOT NULL,
	`tenant_id` text NOT NULL,
	`job_id` text NOT NULL,
	`seq` integer NOT NULL,
	`amount_cents` integer,
	`credited_cents` integer,
	`interest_cents` integer,
	`discount_cents` integer,
	`rebate_cents` integer,
	`fee_cents` integer,
	`paid_on` text,
	`credit_on` text,
	`channel` text NOT NULL,
	`source` text NOT NULL,
	`source_job_id` text,
	`source_file_id` text,
	`source_line` integer,
	`source_ref` text,
	`status_before` text,
	`divergences` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`item_id`, `key`)
);
--> statement-breakpoint
CREATE INDEX `boleto_payments_job_idx` ON `boleto_payments` (`job_id`);--> statement-breakpoint
CREATE INDEX `boleto_payments_tenant_idx` ON `boleto_payments` (`tenant_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `instructions` ADD `slot` text;--> statement-breakpoint
CREATE UNIQUE INDEX `instructions_live_slot_uq` ON `instructions` (`item_id`,`slot`) WHERE state IN ('queued', 'sent');--> statement-breakpoint
ALTER TABLE `items` ADD `paid_cents` integer;--> statement-breakpoint
ALTER TABLE `items` ADD `payment_count` integer;--> statement-breakpoint
ALTER TABLE `items` ADD `paid_on` text;--> statement-breakpoint
ALTER TABLE `items` ADD `registration_path` text;--> statement-breakpoint
ALTER TABLE `items` ADD `payment_divergence` text;--> statement-breakpoint
ALTER TABLE `items` ADD `entry_job_id` text;--> statement-breakpoint
CREATE INDEX `items_tenant_unsent_idx` ON `items` (`tenant_id`,`bank_code`) WHERE bank_status = 'issued';