import { describe, expect, it } from "vitest";
import { parseContact, plausiblePhone, siteUrlOrNothing } from "./schema.server";

const ORIGIN = "https://kathana.example";
const valid = { username: " Asha ", email: "asha@navya.example", phone: "+91 (981) 001-2345", companyname: "Navya", message: "Hello" };

describe("contact schema", () => {
  it("trims and accepts a valid enquiry; designation optional and empty means none", () => {
    const result = parseContact({ ...valid, designation: "" }, ORIGIN);
    expect(result).toMatchObject({ ok: true, input: { username: "Asha", designation: null, currentUrl: null } });
  });
  it("phone: digits, spaces, + - ( ), 7 to 20 digits", () => {
    expect(plausiblePhone("98100 12345")).toBe(true);
    expect(plausiblePhone("+1 (555) 010-9999")).toBe(true);
    expect(plausiblePhone("123456")).toBe(false);
    expect(plausiblePhone("1".repeat(21))).toBe(false);
    expect(plausiblePhone("98100x12345")).toBe(false);
  });
  it("currentUrl: only http(s) pages of this site are kept", () => {
    expect(siteUrlOrNothing("https://kathana.example/about?x=1", ORIGIN)).toBe("https://kathana.example/about?x=1");
    expect(siteUrlOrNothing("http://kathana.example/", ORIGIN)).toBeUndefined();
    expect(siteUrlOrNothing("https://kathana.example.evil.example/", ORIGIN)).toBeUndefined();
    expect(siteUrlOrNothing("javascript:alert(1)", ORIGIN)).toBeUndefined();
    expect(siteUrlOrNothing({}, ORIGIN)).toBeUndefined();
  });
  it("reports one message per field", () => {
    const result = parseContact({ email: "nope", phone: 5 }, ORIGIN);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      username: "Full name is required",
      email: "Enter a valid business email address",
      phone: "Phone must be text",
      companyname: "Company name is required",
      message: "Message is required",
    });
  });
  it("a field of invisible characters only is empty; lengths count characters as a person does", () => {
    const blank = parseContact({ ...valid, username: "\u200b\u200d", message: "\u3164\ufeff" }, ORIGIN);
    expect(blank).toMatchObject({ ok: false, errors: { username: "Full name is required", message: "Message is required" } });
    expect(parseContact({ ...valid, message: "😀".repeat(4000) }, ORIGIN).ok).toBe(true);
    expect(parseContact({ ...valid, message: "😀".repeat(4001) }, ORIGIN)).toMatchObject({
      ok: false,
      errors: { message: "Message must be at most 4000 characters long" },
    });
  });
});
