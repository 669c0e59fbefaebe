import type { App } from "../types";
import { registerHealth } from "./health";

/** Every route of the API, in one list. */
export function registerRoutes(app: App): void {
  registerHealth(app);
}
