import { FormStrategy } from "remix-auth-form";
import { describe, expect, it } from "vitest";
import { authenticator, formRequestOf } from "./authenticator.server";
import { PASSWORD_STRATEGY } from "./strategies/password.server";

describe("authenticator (remix-auth)", () => {
  it("signs in with username and password through remix-auth-form's FormStrategy", () => {
    expect(authenticator.get(PASSWORD_STRATEGY)).toBeInstanceOf(FormStrategy);
  });

  it("hands already-read JSON fields to a form strategy as a form body", async () => {
    const request = new Request("http://127.0.0.1/api/auth/login", { method: "POST", body: "{}" });
    const form = await formRequestOf(request, { username: "asha", password: "p=a&s s", remember: true, skip: { nested: 1 } }).formData();
    expect(Object.fromEntries(form)).toEqual({ username: "asha", password: "p=a&s s", remember: "true" });
  });
});
