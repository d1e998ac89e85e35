// @ts-check
/**
 * A request answered before its body was read (a 413 from a size cap, a 403 from a CSRF check...)
 * leaves the unread rest of the body on the keep-alive connection, where the next request would
 * wait behind it forever. After such an answer the rest of the body is read and thrown away, up to
 * a bound in bytes and time, so the connection is ready for the next request; past the bound the
 * connection is closed. A body declared larger than the bound gets `Connection: close` at once.
 * (Closing straight away instead would reset a connection whose client is still sending, and the
 * client could lose the answer.)
 *
 * @param {{ drainBytes?: number; drainMs?: number }} [options]
 * @returns {import("express").RequestHandler}
 */
export function finishEarlyAnswers(options = {}) {
  const drainBytes = options.drainBytes ?? 64 * 1024 * 1024;
  const drainMs = options.drainMs ?? 10_000;
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (!(declared > 0) && req.headers["transfer-encoding"] === undefined) return next();
    if (declared > drainBytes) {
      const writeHead = res.writeHead;
      // @ts-expect-error: the overloads of writeHead are passed through unchanged
      res.writeHead = function (...args) {
        if (!req.complete) res.setHeader("Connection", "close");
        return writeHead.apply(this, args);
      };
    }
    res.on("finish", () => {
      if (req.complete || declared > drainBytes) return;
      // Whoever was reading has stopped: discard what still arrives, within bounds.
      let drained = 0;
      const giveUp = () => req.socket.destroy();
      const timer = setTimeout(giveUp, drainMs);
      timer.unref();
      req.unpipe();
      req.removeAllListeners("data");
      req.on("data", (chunk) => {
        drained += chunk.length;
        if (drained > drainBytes) giveUp();
      });
      req.on("end", () => clearTimeout(timer));
      req.on("close", () => clearTimeout(timer));
      req.resume();
    });
    next();
  };
}
