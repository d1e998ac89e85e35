/**
 * A test client's cookies, as a browser keeps them for one site: Set-Cookie stores, Max-Age=0 or
 * an empty value removes, and everything kept goes back as one Cookie header.
 */
export class CookieJar extends Map<string, string> {
  /** The Cookie request header ("" when the jar is empty). */
  header(): string {
    return [...this].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Applies a response's Set-Cookie lines (fetch's `getSetCookie()`, node:http's array) and returns them. */
  store(lines: readonly string[]): readonly string[] {
    for (const line of lines) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0/i.test(line) || value === "") this.delete(name);
      else this.set(name, value);
    }
    return lines;
  }
}
