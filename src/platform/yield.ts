/**
 * Gives the event loop a turn: the requests and I/O answers waiting on this isolate run before the
 * caller goes on. A long synchronous stretch (rendering a message's 25 PDFs, ≈ 50 ms with HTML)
 * otherwise holds every other request on the isolate until its next real I/O — locally, where one
 * workerd thread runs the API, the gates, both consumers and the queue broker, another tenant's
 * accept, its next batch's delivery and its gate's calls waited behind whole render messages. A
 * turn costs ≈ 10 µs when nothing waits (1,000 in 10 ms, measured in a queue consumer under
 * wrangler dev).
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
