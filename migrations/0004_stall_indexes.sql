CREATE INDEX `artifacts_status_updated_idx` ON `artifacts` (`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `items_status_updated_idx` ON `items` (`status`,`updated_at`);