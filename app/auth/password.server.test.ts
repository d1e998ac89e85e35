import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, verifyPassword } from "./password.server";

describe("passwords", () => {
  it("hashes with argon2id, salted, and verifies only the same password", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, "correct horse battery")).toBe(true);
    expect(await verifyPassword(a, "correct horse batterY")).toBe(false);
    expect(await verifyPassword(null, "correct horse battery")).toBe(false);
    expect(await verifyPassword("not a hash", "x")).toBe(false);
  });

  it("accepts 8 to 256 characters, any characters, and refuses common ones", async () => {
    expect(await passwordProblem("1234567")).toMatch(/at least 8/);
    expect(await passwordProblem("Xk3#pq9Z")).toBeNull();
    expect(await passwordProblem("пароль ✓ 密码 long")).toBeNull();
    expect(await passwordProblem("x".repeat(256))).toBeNull();
    expect(await passwordProblem("x".repeat(257))).toMatch(/at most 256/);
    expect(await passwordProblem("Password123")).toMatch(/too common/);
    // From the leaked-password list (not typed into this repository): refused whatever the case.
    for (const common of ["iloveyou1", "sunshine", "Football1", "qwertyuiop", "trustno1", "baseball1"]) {
      expect(await passwordProblem(common), common).toMatch(/too common/);
    }
    expect(await passwordProblem("alice-in-wonderland", { username: "Alice-in-Wonderland" })).toMatch(/username/);
  });
});
