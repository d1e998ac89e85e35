/**
 * UI strings in another language (decision 0180): the English text in the code is the message's
 * key (gettext's way), so the default language needs no catalogue at all and SPEC's texts stay
 * byte for byte where they are; a catalogue maps each English text to its translation. `{name}`
 * placeholders are filled after translating. Browser-safe and dependency-free: English pages ship
 * no catalogue and no library (the budget is 2 KB of first-load JavaScript).
 */

/** A language's catalogue: English text → translation. */
export type Messages = Readonly<Record<string, string>>;

export type MessageValues = Readonly<Record<string, string | number>>;

/** `{name}` in `text` replaced by `values.name`. */
export function interpolate(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** `key` in the catalogue's language (or as it is when the catalogue lacks it), placeholders filled. */
export function translate(messages: Messages | null, key: string, values?: MessageValues): string {
  return interpolate(messages?.[key] ?? key, values);
}

const templates = new WeakMap<Messages, { pattern: RegExp; names: string[]; key: string }[]>();

/**
 * A message made elsewhere (a server's validation message, an API's error) in the catalogue's
 * language: the text itself when the catalogue has it, else the first template it fits ("Full name
 * must be at most 100 characters long" fits "{label} must be at most {max} characters long"), its
 * values translated too; else the text as it came.
 */
export function translateMessage(messages: Messages | null, text: string): string {
  if (!messages) return text;
  if (messages[text] !== undefined) return messages[text]!;
  let list = templates.get(messages);
  if (!list) {
    list = Object.keys(messages)
      .filter((key) => /\{\w+\}/.test(key))
      .map((key) => {
        const names: string[] = [];
        const source = key.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{(\w+)\\?\}/g, (_m, name: string) => {
          names.push(name);
          return "(.+?)";
        });
        return { pattern: new RegExp(`^${source}$`, "s"), names, key };
      });
    templates.set(messages, list);
  }
  for (const { pattern, names, key } of list) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, translateMessage(messages, match[i + 1]!)]));
    return interpolate(messages[key]!, values);
  }
  return text;
}
