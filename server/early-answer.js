// @ts-check
/**
 * A request answered before its body was read (a 413 from a size cap, a 403 from a CSRF check...)
 * leaves the unread rest of the body on a keep-alive connection, where the next request would wait
 * behind it forever. Such an answer goes out with `Connection: close`: the client reads it, and its
 * next request opens a new connection. Unread bytes are then drained, up to a bound, so the close
 * does not turn into a reset that could swallow the answer.
 *
 * @param {{ drainBytes?: number; drainMs?: number }} [options]
 * @returns {import("express").RequestHandler}
 */
export function closeAfterEarlyAnswer(options = {}) {
  const drainBytes = options.drainBytes ?? 1024 * 1024;
  const drainMs = options.drainMs ?? 2_000;
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (!(declared > 0) && req.headers["transfer-encoding"] === undefined) return next();
    const writeHead = res.writeHead;
    // @ts-expect-error: the overloads of writeHead are passed through unchanged
    res.writeHead = function (...args) {
      if (!req.complete) res.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    };
    res.on("finish", () => {
      if (req.complete) return;
      // Whoever was reading has stopped: discard what still arrives, within bounds, then let go.
      let drained = 0;
      const stop = () => req.socket.destroy();
      const timer = setTimeout(stop, drainMs);
      timer.unref();
      req.unpipe();
      req.removeAllListeners("data");
      req.on("data", (chunk) => {
        drained += chunk.length;
        if (drained > drainBytes) stop();
      });
      req.on("end", () => clearTimeout(timer));
      req.resume();
    });
    next();
  };
}
