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
ALTER TABLE `artifacts` ADD `payer_document` text;