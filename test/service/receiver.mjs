// Test webhook receiver (an auxiliary worker). lote's outbound fetches are routed here in the
// service tests. Behaviour is chosen by the path:
//   /ok/…        → 200
//   /fail-N/…    → 500 for the first N requests to that exact path, then 200
//   /gone/…      → 410
//   /drop/…      → no HTTP answer: the receiver dies mid-request (the caller's fetch rejects)
// Every request is recorded; GET /__received?prefix=… returns them.
const received = [];
const counts = new Map();

export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === "/__received") {
      const prefix = url.searchParams.get("prefix") ?? "";
      return Response.json(received.filter((r) => r.path.startsWith(prefix)));
    }
    const body = await request.text();
    if (url.pathname.startsWith("/drop/")) throw new Error("receiver dropped the connection");
    const n = (counts.get(url.pathname) ?? 0) + 1;
    counts.set(url.pathname, n);
    let status = 200;
    const fail = /^\/fail-(\d+)\//.exec(url.pathname);
    if (fail && n <= Number(fail[1])) status = 500;
    if (url.pathname.startsWith("/gone/")) status = 410;
    received.push({
      path: url.pathname,
      status,
      n,
      headers: {
        "webhook-id": request.headers.get("webhook-id"),
        "webhook-timestamp": request.headers.get("webhook-timestamp"),
        "webhook-signature": request.headers.get("webhook-signature"),
        "content-type": request.headers.get("content-type"),
      },
      body,
    });
    return new Response(status === 200 ? "ok" : "nope", { status });
  },
};
