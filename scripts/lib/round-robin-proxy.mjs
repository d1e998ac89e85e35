// @ts-check
/**
 * A small round-robin load balancer for tests and load scripts: listens on 127.0.0.1, sends each
 * request to the next ready backend in turn (it polls each backend's /readyz every 100 ms, as a
 * real balancer's health check does), and when a backend refuses the connection (stopped or
 * restarting) sends that request to the next one instead — a request that reached no backend is
 * safe to retry. Requests already accepted by a backend are never retried. Headers pass through
 * unchanged, plus `X-Forwarded-For` and `X-Backend` (which backend answered) on the answer.
 * Types: round-robin-proxy.d.mts.
 */
import http from "node:http";

/**
 * @param {{ backends: string[]; port?: number }} options backends as origins ("http://127.0.0.1:3001")
 */
export async function startRoundRobinProxy(options) {
  const backends = options.backends.map((origin) => new URL(origin));
  let next = 0;
  const served = backends.map(() => 0);
  const ready = backends.map(() => true);
  const poll = setInterval(() => {
    backends.forEach((target, i) => {
      const probe = http.get({ host: target.hostname, port: target.port, path: "/readyz", agent: false, timeout: 500 }, (answer) => {
        ready[i] = answer.statusCode === 200;
        answer.resume();
      });
      probe.on("error", () => (ready[i] = false));
      probe.on("timeout", () => probe.destroy());
    });
  }, 100);
  poll.unref();
  let retried = 0;
  /** @type {Record<string, number>} */
  const failures = {};

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const candidates = backends.map((_, i) => i).filter((i) => ready[i]);
      const order = candidates.length ? candidates : backends.map((_, i) => i);
      const start = next++ % order.length;
      const attempt = (tries) => {
        const index = order[(start + tries) % order.length];
        const target = backends[index];
        const upstream = http.request(
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, "x-forwarded-for": req.socket.remoteAddress ?? "127.0.0.1", connection: "close" },
            agent: false,
          },
          (answer) => {
            served[index]++;
            res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-backend": String(index) });
            answer.pipe(res);
          },
        );
        upstream.setTimeout(60_000, () => upstream.destroy(new Error("backend timeout")));
        upstream.on("error", (error) => {
          const refused = /** @type {NodeJS.ErrnoException} */ (error).code === "ECONNREFUSED";
          if (refused && tries + 1 < order.length && !res.headersSent) {
            retried++;
            attempt(tries + 1);
          } else if (!res.headersSent) {
            const key = /** @type {NodeJS.ErrnoException} */ (error).code ?? error.message;
            failures[key] = (failures[key] ?? 0) + 1;
            res.writeHead(502, { "content-type": "text/plain" }).end(`proxy: ${error.message}\n`);
          } else res.destroy();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise((resolve) => server.listen(options.port ?? 0, "127.0.0.1", () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    port: address.port,
    /** Answers per backend, and requests sent on to another backend after a refused connection. */
    stats: () => ({ served: [...served], retried, failures: { ...failures } }),
    close: () =>
      new Promise((resolve) => {
        clearInterval(poll);
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
