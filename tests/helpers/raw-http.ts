/**
 * A raw HTTP/1.1 client over a TCP socket, for tests that must send what no well-behaved client
 * would: lying or missing Content-Length, chunked bodies, truncated bodies, odd methods and targets.
 * One `RawConnection` is one keep-alive connection; `exchange` writes a request and reads one
 * response (Content-Length, chunked, or until close), within a time limit.
 */
import net from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** Every header line as sent, in order (a header sent twice is here twice). */
  rawHeaders: [string, string][];
  body: Buffer;
  ms: number;
  /** The server closed the connection after this answer (or instead of one: status 0). */
  closed: boolean;
}

export class RawConnection {
  private socket: net.Socket;
  private buffer = Buffer.alloc(0);
  private ended = false;
  private waiter: (() => void) | null = null;
  /** Settles when the previous request's bytes are all written (a next request must not interleave). */
  private written: Promise<void> = Promise.resolve();

  constructor(port: number) {
    this.socket = net.connect({ host: "127.0.0.1", port });
    this.socket.setNoDelay(true);
    this.socket.on("data", (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiter?.();
    });
    const end = () => {
      this.ended = true;
      this.waiter?.();
    };
    this.socket.on("end", end);
    this.socket.on("close", end);
    this.socket.on("error", end);
  }

  get isOpen(): boolean {
    return !this.ended && !this.socket.destroyed;
  }

  /**
   * Writes `head` then `body` in pieces, as an HTTP/1.1 client must: the whole body even when an
   * answer arrives first (only a closed connection stops it).
   */
  private write(head: Buffer, body: Buffer | Buffer[] | undefined, endAfter: boolean): Promise<void> {
    const parts = [head, ...(body === undefined ? [] : Array.isArray(body) ? body : [body])];
    return new Promise((resolve) => {
      let i = 0;
      const next = () => {
        while (i < parts.length && this.isOpen) {
          const ok = this.socket.write(parts[i++]!, () => undefined);
          if (!ok) {
            const onClose = () => resolve();
            this.socket.once("close", onClose);
            this.socket.once("drain", () => {
              this.socket.off("close", onClose);
              next();
            });
            return;
          }
        }
        if (endAfter && this.isOpen) this.socket.end();
        resolve();
      };
      next();
    });
  }

  private async waitFor(predicate: () => boolean, deadline: number): Promise<boolean> {
    while (!predicate()) {
      if (this.ended || Date.now() > deadline) return predicate();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
    return true;
  }

  /** One request and its answer; `status` 0 when the server closed without answering. */
  async exchange(head: string, body?: Buffer | Buffer[], options: { timeoutMs?: number; endAfterBody?: boolean } = {}): Promise<RawResponse> {
    const started = Date.now();
    const deadline = started + (options.timeoutMs ?? 5_000);
    await this.written;
    this.written = this.write(Buffer.from(head, "latin1"), body, options.endAfterBody ?? false);
    const headEnd = () => this.buffer.indexOf("\r\n\r\n");
    if (!(await this.waitFor(() => headEnd() >= 0, deadline))) {
      const timedOut = !this.ended;
      this.socket.destroy();
      return { status: timedOut ? -1 : 0, headers: {}, rawHeaders: [], body: Buffer.alloc(0), ms: Date.now() - started, closed: true };
    }
    const at = headEnd();
    const lines = this.buffer.subarray(0, at).toString("latin1").split("\r\n");
    const status = Number(lines[0]!.split(" ")[1]);
    const headers: Record<string, string> = {};
    const rawHeaders: [string, string][] = [];
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(":");
      if (colon <= 0) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = value;
      rawHeaders.push([name, value]);
    }
    this.buffer = this.buffer.subarray(at + 4);
    let bodyBytes: Buffer;
    const noBody = head.startsWith("HEAD ") || status === 204 || status === 304;
    if (noBody) bodyBytes = Buffer.alloc(0);
    else if (headers["content-length"] !== undefined) {
      const length = Number(headers["content-length"]);
      await this.waitFor(() => this.buffer.length >= length, deadline);
      bodyBytes = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
    } else if ((headers["transfer-encoding"] ?? "").includes("chunked")) {
      const chunks: Buffer[] = [];
      for (;;) {
        if (!(await this.waitFor(() => this.buffer.indexOf("\r\n") >= 0, deadline))) break;
        const lineEnd = this.buffer.indexOf("\r\n");
        const size = parseInt(this.buffer.subarray(0, lineEnd).toString("latin1"), 16);
        if (!Number.isFinite(size)) break;
        if (!(await this.waitFor(() => this.buffer.length >= lineEnd + 2 + size + 2, deadline))) break;
        chunks.push(this.buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
        this.buffer = this.buffer.subarray(lineEnd + 2 + size + 2);
        if (size === 0) break;
      }
      bodyBytes = Buffer.concat(chunks);
    } else {
      await this.waitFor(() => false, deadline);
      bodyBytes = this.buffer;
      this.buffer = Buffer.alloc(0);
    }
    const closed = (headers.connection ?? "").toLowerCase() === "close" || this.ended;
    return { status, headers, rawHeaders, body: bodyBytes, ms: Date.now() - started, closed };
  }

  close(): void {
    this.socket.destroy();
  }
}

/** The request head of `method path` with `headers` (Host added). */
export function requestHead(method: string, target: string, headers: Record<string, string | number | undefined>, port: number): string {
  const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`];
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) lines.push(`${name}: ${value}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
}

/** `body` as chunked transfer coding, in chunks of `size` bytes. */
export function chunked(body: Buffer, size = 64 * 1024): Buffer[] {
  const parts: Buffer[] = [];
  for (let at = 0; at < body.length; at += size) {
    const piece = body.subarray(at, at + size);
    parts.push(Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]));
  }
  parts.push(Buffer.from("0\r\n\r\n"));
  return parts;
}
