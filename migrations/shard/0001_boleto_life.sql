CREATE TABLE `boleto_events` (
	`item_id` text NOT NULL,
	`key` text NOT NULL,
	`tenant_id` text NOT NULL,
	`job_id` text NOT NULL,
	`at` integer NOT NULL,
	`kind` text NOT NULL,
	`from_status` text,
	`to_status` text,
	`source_job_id` text,
	`source_file_id` text,
	`details` text,
	PRIMARY KEY(`item_id`, `key`)
);
--> statement-breakpoint
CREATE INDEX `boleto_events_job_idx` ON `boleto_events` (`job_id`);--> statement-breakpoint
CREATE TABLE `instructions` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`job_id` text NOT NULL,
	`source_item_id` text NOT NULL,
	`item_id` text NOT NULL,
	`boleto_job_id` text NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`title` text NOT NULL,
	`state` text NOT NULL,
	`group_key` text NOT NULL,
	`bank_code` text NOT NULL,
	`layout` text NOT NULL,
	`remessa_job_id` text,
	`remessa_file_id` text,
	`remessa_nsa` integer,
	`sent_at` integer,
	`retorno_job_id` text,
	`retorno_entry_index` integer,
	`resolution` text,
	`resolved_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `instructions_group_idx` ON `instructions` (`tenant_id`,`group_key`,`state`);--> statement-breakpoint
CREATE INDEX `instructions_item_idx` ON `instructions` (`item_id`,`state`);--> statement-breakpoint
CREATE INDEX `instructions_file_idx` ON `instructions` (`remessa_file_id`);--> statement-breakpoint
CREATE INDEX `instructions_job_idx` ON `instructions` (`job_id`);--> statement-breakpoint
ALTER TABLE `items` ADD `bank_status` text;--> statement-breakpoint
ALTER TABLE `items` ADD `bank_status_at` integer;--> statement-breakpoint
ALTER TABLE `items` ADD `bank_reason` text;--> statement-breakpoint
ALTER TABLE `items` ADD `remessa_file_id` text;--> statement-breakpoint
ALTER TABLE `items` ADD `remessa_nsa` integer;