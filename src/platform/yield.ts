/**
 * Gives the event loop a turn: the requests and I/O answers waiting on this isolate run before the
 * caller goes on. A long synchronous stretch (rendering a message's 25 PDFs) otherwise holds every
 * other request on the isolate until its next real I/O — locally, where one workerd thread runs
 * the API and the consumers, an accept waited behind whole render messages.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
