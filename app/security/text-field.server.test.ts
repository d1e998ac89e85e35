import { describe, expect, it } from "vitest";
import { hasControlCharacters, textField } from "./text-field.server";

describe("textField", () => {
  it("refuses NUL and other control characters with a message naming the field", () => {
    for (const bad of ["a\u0000b", "\u0007", "x\u001b[31m", "\u007f", "line\nbreak"]) {
      const result = textField("User name").safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("User name must not contain control characters");
    }
  });
  it("keeps tab and line breaks in multi-line fields, and ordinary Unicode everywhere", () => {
    expect(textField("Message", { multiline: true }).safeParse("line 1\r\nline 2\tend").success).toBe(true);
    expect(textField("Message", { multiline: true }).safeParse("nul\u0000").success).toBe(false);
    expect(textField("Name").safeParse("नमस्ते Zoë 😀").success).toBe(true);
    expect(hasControlCharacters("\u2028")).toBe(false);
  });
  it("names missing and mistyped values", () => {
    expect(textField("Email").safeParse(undefined).error?.issues[0]?.message).toBe("Email is required");
    expect(textField("Email").safeParse(5).error?.issues[0]?.message).toBe("Email must be text");
  });
});
