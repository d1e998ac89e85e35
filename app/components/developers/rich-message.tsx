import { Fragment, type ReactNode } from "react";

/**
 * A translated message with markup in it, as React nodes: `<name>words</name>` wraps the words in
 * `tags.name` (a link, a code span) and `{name}` is replaced by `values.name` (a code sample that
 * stays as it is in every language). The message is one sentence to the translator, the links and
 * code sit over the same words in every language, and no sentence is built from fragments.
 * Pass the message from `t(key)` without values, so its `{name}` placeholders reach this function.
 */
export function richMessage(
  message: string,
  tags: Readonly<Record<string, (words: ReactNode) => ReactNode>> = {},
  values: Readonly<Record<string, ReactNode>> = {},
): ReactNode {
  const nodes: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>|\{(\w+)\}/gs;
  let last = 0;
  for (const match of message.matchAll(pattern)) {
    const [whole, tag, words, value] = match;
    const at = match.index;
    if (at > last) nodes.push(message.slice(last, at));
    if (tag !== undefined && tags[tag]) nodes.push(tags[tag](words ?? ""));
    else if (value !== undefined && value in values) nodes.push(values[value]);
    else nodes.push(whole);
    last = at + whole.length;
  }
  if (last < message.length) nodes.push(message.slice(last));
  return nodes.map((node, i) => <Fragment key={i}>{node}</Fragment>);
}
