import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { richMessage } from "./rich-message";

describe("richMessage", () => {
  it("wraps tagged words and fills placeholders with nodes, in the message's order", () => {
    const tags = { signup: (words: React.ReactNode) => <a href="/signup">{words}</a>, login: (words: React.ReactNode) => <a href="/login">{words}</a> };
    expect(renderToStaticMarkup(<p>{richMessage("<signup>Sign up</signup> for a free account, or <login>log in</login>.", tags)}</p>)).toBe(
      '<p><a href="/signup">Sign up</a> for a free account, or <a href="/login">log in</a>.</p>',
    );
    expect(renderToStaticMarkup(<p>{richMessage("मुफ़्त अकाउंट के लिए <signup>साइन अप करें</signup> या <login>लॉग इन करें</login>।", tags)}</p>)).toBe(
      '<p>मुफ़्त अकाउंट के लिए <a href="/signup">साइन अप करें</a> या <a href="/login">लॉग इन करें</a>।</p>',
    );
  });

  it("leaves unknown tags and placeholders as text, and a value may itself show braces", () => {
    expect(renderToStaticMarkup(<p>{richMessage("{n} stands for <x>a</x> {missing}", {}, { n: <code>{"{n}"}</code> })}</p>)).toBe(
      "<p><code>{n}</code> stands for &lt;x&gt;a&lt;/x&gt; {missing}</p>",
    );
  });
});
