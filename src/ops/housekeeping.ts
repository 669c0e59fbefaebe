/** The housekeeping cron (every minute). Filled in step by step by the reliability work. */
import { services } from "../context";

export async function handleScheduled(env: Env, scheduledTime: number): Promise<void> {
  const svc = services(env);
  svc.logger.info("housekeeping", { scheduled_time: scheduledTime });
}
