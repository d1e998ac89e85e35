/**
 * SSML input, sanitised: the text is parsed into a small tree of whitelisted elements and written
 * out again by us, so what reaches espeak-ng (`-m`) or the remote engine is never the caller's raw
 * markup.
 *
 * - Elements kept: speak, break, prosody, say-as, p, s, emphasis. Any other element (audio, voice,
 *   phoneme, mark, lexicon, script …) is dropped and its text content kept.
 * - Attributes: a whitelist per element, each value checked against a pattern; everything else
 *   is dropped (so no src=, no xml:lang voice switch).
 * - Entities: the five XML ones and numeric character references are decoded; any other `&name;`
 *   is kept as literal text. Document type declarations (`<!DOCTYPE`, `<!ENTITY`) are refused;
 *   comments and processing instructions are dropped; CDATA becomes text.
 * - Unclosed elements are closed at the end, stray end tags ignored, nesting limited to 16 levels.
 * - Size: the markup is capped (MAX_SSML_CHARS) and so is the spoken text (the engine's char cap).
 */
import { SpeechSynthesisError } from "./errors";

export type SsmlNode = { type: "text"; text: string } | SsmlElement;

export interface SsmlElement {
  type: "element";
  name: AllowedElement;
  attrs: Record<string, string>;
  children: SsmlNode[];
}

type AllowedElement = "speak" | "break" | "prosody" | "say-as" | "p" | "s" | "emphasis";

/** Raw SSML markup cap in characters (the spoken text has its own, smaller cap). */
export const MAX_SSML_CHARS = 16_000;
const MAX_DEPTH = 16;
const MAX_BREAK_MS = 5_000;

const RATE_WORDS = "x-slow|slow|medium|fast|x-fast|default";
const PITCH_WORDS = "x-low|low|medium|high|x-high|default";
const VOLUME_WORDS = "silent|x-soft|soft|medium|loud|x-loud|default";
const PERCENT = "[+-]?\\d{1,3}(?:\\.\\d{1,2})?%";

const ATTRIBUTES: Record<AllowedElement, Record<string, RegExp>> = {
  speak: {},
  p: {},
  s: {},
  break: {
    time: /^\d{1,5}(?:\.\d{1,3})?(?:ms|s)$/,
    strength: /^(?:none|x-weak|weak|medium|strong|x-strong)$/,
  },
  prosody: {
    rate: new RegExp(`^(?:${RATE_WORDS}|${PERCENT})$`),
    pitch: new RegExp(`^(?:${PITCH_WORDS}|${PERCENT})$`),
    volume: new RegExp(`^(?:${VOLUME_WORDS}|${PERCENT}|[+-]?\\d{1,2}(?:\\.\\d)?dB)$`),
  },
  "say-as": {
    "interpret-as": /^(?:characters|spell-out|cardinal|number|ordinal|digits|telephone|date|time|tts:char|tts:digits)$/,
    format: /^[a-z]{1,8}$/,
  },
  emphasis: { level: /^(?:strong|moderate|none|reduced)$/ },
};

const ALLOWED = new Set(Object.keys(ATTRIBUTES));
const VOID = new Set(["break"]);

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|lt|gt|amp|quot|apos);/g, (whole, name: string) => {
    switch (name) {
      case "lt":
        return "<";
      case "gt":
        return ">";
      case "amp":
        return "&";
      case "quot":
        return '"';
      case "apos":
        return "'";
    }
    const code = name.startsWith("#x") ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    // No control characters, surrogates or out-of-range code points.
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return " ";
    if ((code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff || (code >= 0x7f && code <= 0x9f)) return " ";
    return String.fromCodePoint(code);
  });
}

function parseAttributes(name: AllowedElement, source: string): Record<string, string> {
  const allowed = ATTRIBUTES[name];
  const attrs: Record<string, string> = {};
  const pattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  for (const m of source.matchAll(pattern)) {
    const key = (m[1] as string).toLowerCase();
    const value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "").trim();
    const check = Object.hasOwn(allowed, key) ? allowed[key] : undefined;
    if (!check || !check.test(value)) continue;
    if (name === "break" && key === "time") {
      const ms = value.endsWith("ms") ? Number(value.slice(0, -2)) : Number(value.slice(0, -1)) * 1000;
      attrs.time = `${Math.min(MAX_BREAK_MS, Math.round(ms))}ms`;
      continue;
    }
    attrs[key] = value;
  }
  return attrs;
}

/**
 * Parses SSML into a sanitised tree rooted at <speak>. Throws `too_long` over the markup cap and
 * `invalid_ssml` for DTDs / entity declarations. Never throws for merely malformed markup: that
 * is repaired (unclosed tags closed, stray end tags and stray "<" treated as text).
 */
export function parseSsml(input: string): SsmlElement {
  if (input.length > MAX_SSML_CHARS) {
    throw new SpeechSynthesisError(
      "too_long",
      `SSML input is limited to ${MAX_SSML_CHARS.toLocaleString("en")} characters (got ${input.length.toLocaleString("en")}).`,
    );
  }
  if (/<!\s*(?:DOCTYPE|ENTITY|ELEMENT|ATTLIST)/i.test(input)) {
    throw new SpeechSynthesisError("invalid_ssml", "SSML with a document type or entity declarations is not accepted.");
  }
  const root: SsmlElement = { type: "element", name: "speak", attrs: {}, children: [] };
  const stack: SsmlElement[] = [root];
  const current = () => stack[stack.length - 1] as SsmlElement;
  const addText = (text: string) => {
    if (!text) return;
    const siblings = current().children;
    const last = siblings[siblings.length - 1];
    if (last && last.type === "text") last.text += text;
    else siblings.push({ type: "text", text });
  };
  const token =
    /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)|<\?[\s\S]*?(?:\?>|$)|<\/\s*([A-Za-z][\w:.-]*)\s*>|<([A-Za-z][\w:.-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/g;
  let at = 0;
  let sawSpeak = false;
  for (const m of input.matchAll(token)) {
    addText(decodeEntities(input.slice(at, m.index)));
    at = (m.index ?? 0) + m[0].length;
    if (m[1] !== undefined) {
      addText(m[1]); // CDATA: literal text
      continue;
    }
    if (m[2] !== undefined) {
      const name = m[2].toLowerCase();
      const open = stack.findLastIndex((e) => e.name === name);
      if (open > 0) stack.length = open; // close it and anything left open inside it
      continue;
    }
    if (m[3] !== undefined) {
      const name = m[3].toLowerCase();
      if (!ALLOWED.has(name)) continue; // unknown element: dropped, its content kept
      const allowed = name as AllowedElement;
      if (allowed === "speak") {
        if (!sawSpeak && stack.length === 1) {
          sawSpeak = true;
          continue; // the root itself
        }
        continue; // nested <speak>: ignored
      }
      if (stack.length > MAX_DEPTH) continue;
      const element: SsmlElement = { type: "element", name: allowed, attrs: parseAttributes(allowed, m[4] ?? ""), children: [] };
      current().children.push(element);
      if (!VOID.has(allowed) && m[5] !== "/") stack.push(element);
    }
    // comments and processing instructions: dropped
  }
  addText(decodeEntities(input.slice(at)));
  return root;
}

/** A plain-text request as a tree (no markup is interpreted). */
export function plainText(text: string): SsmlElement {
  return { type: "element", name: "speak", attrs: {}, children: [{ type: "text", text }] };
}

/** The spoken text of a tree, whitespace collapsed (used for the length cap and empty check). */
export function spokenText(node: SsmlNode): string {
  if (node.type === "text") return node.text;
  return node.children.map(spokenText).join("");
}

/** Total pause requested by <break time> elements, in ms (for tests and estimates). */
export function breakMs(node: SsmlNode): number {
  if (node.type === "text") return 0;
  const own = node.name === "break" && node.attrs.time ? Number(node.attrs.time.replace("ms", "")) : 0;
  return own + node.children.reduce((sum, child) => sum + breakMs(child), 0);
}

/** Control characters (other than tab and newlines) become spaces: XML cannot carry them. */
function withoutControls(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    out += code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d ? " " : ch;
  }
  return out;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Writes a tree as SSML for the synthesiser, applying `transformText` to every text run (e.g. the
 * Indian English → Devanagari step) and `transformElement` to elements (return children to unwrap).
 */
export function serializeSsml(node: SsmlNode, transformText: (text: string, parent: SsmlElement) => string = (t) => t, parent?: SsmlElement): string {
  if (node.type === "text") {
    const text = transformText(withoutControls(node.text), parent as SsmlElement);
    return escapeXml(text);
  }
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join("");
  if (VOID.has(node.name)) return `<${node.name}${attrs}/>`;
  const inner = node.children.map((child) => serializeSsml(child, transformText, node)).join("");
  return `<${node.name}${attrs}>${inner}</${node.name}>`;
}
