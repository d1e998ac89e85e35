/**
 * A configured public transliteration lookup service (TRANSLITERATION_URL), asked as the page's
 * original did: GET {url}?text=<word>&itc=hi-t-i0-und&num=<n>, answered with
 * ["SUCCESS", [[word, [options…], …]]]. Anything else is `unavailable`; no answer in time is
 * `timeout`. The typed word is always among the options returned.
 */
import { TransliterationError } from "./errors";
import type { TransliterationEngine } from "./types";

export interface RemoteTransliterationOptions {
  url: string;
  timeoutMs?: number;
}

/** Input-tools code: Hindi, transliterated from Latin input ("-t-i0-und"). */
const HINDI_LATIN_INPUT_CODE = "hi-t-i0-und";

function parseOptions(body: unknown): string[] | null {
  if (!Array.isArray(body) || body[0] !== "SUCCESS" || !Array.isArray(body[1])) return null;
  const entry: unknown = body[1][0];
  if (!Array.isArray(entry) || !Array.isArray(entry[1])) return null;
  const options = (entry[1] as unknown[]).filter((s): s is string => typeof s === "string" && s.length > 0 && s.length <= 200);
  return options;
}

export class RemoteTransliterationEngine implements TransliterationEngine {
  readonly kind = "remote" as const;
  private readonly timeoutMs: number;

  constructor(private readonly options: RemoteTransliterationOptions) {
    this.timeoutMs = options.timeoutMs ?? 3_000;
  }

  async suggest(text: string, num: number): Promise<string[]> {
    const url = new URL(this.options.url);
    url.searchParams.set("text", text);
    url.searchParams.set("itc", HINDI_LATIN_INPUT_CODE);
    url.searchParams.set("num", String(num));
    url.searchParams.set("cp", "0");
    url.searchParams.set("cs", "1");
    url.searchParams.set("ie", "utf-8");
    url.searchParams.set("oe", "utf-8");
    const signal = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: "application/json" }, signal });
    } catch (error) {
      if (signal.aborted)
        throw new TransliterationError("timeout", `The transliteration service did not answer within ${this.timeoutMs} ms.`, { cause: error });
      throw new TransliterationError("unavailable", "The transliteration service cannot be reached.", { cause: error });
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (signal.aborted)
        throw new TransliterationError("timeout", `The transliteration service did not answer within ${this.timeoutMs} ms.`, { cause: error });
      body = null;
    }
    const options = response.ok ? parseOptions(body) : null;
    if (!options) throw new TransliterationError("unavailable", `The transliteration service sent an unexpected answer (${response.status}).`);
    const out = options.filter((s) => s !== text).slice(0, Math.max(0, num - 1));
    out.push(text);
    return out;
  }
}
