CREATE TABLE `bank_connections` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`provider` text NOT NULL,
	`name` text NOT NULL,
	`environment` text NOT NULL,
	`base_urls` text,
	`credentials_enc` text NOT NULL,
	`credential_fields` text NOT NULL,
	`mtls_binding` text,
	`accounts` text NOT NULL,
	`limits` text,
	`failover_after_seconds` integer,
	`webhook_secret_enc` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`last_check` text,
	`last_error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `bank_connections_tenant_idx` ON `bank_connections` (`tenant_id`,`provider`);--> statement-breakpoint
CREATE TABLE `inbound_notifications` (
	`connection_id` text NOT NULL,
	`key` text NOT NULL,
	`tenant_id` text NOT NULL,
	`received_at` integer NOT NULL,
	`outcome` text,
	PRIMARY KEY(`connection_id`, `key`)
);
