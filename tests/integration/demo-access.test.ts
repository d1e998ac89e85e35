/** The demo APIs' gate: Bearer keys (no CSRF, per-key limit) and browser calls (CSRF, per-client limit). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAppError } from "~/http/app-error";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { users } from "~/db/schema";
import { getOrCreateApiKey, rotateApiKey } from "~/security/api-keys.server";
import { checkDemoAccess, type DemoLimits } from "~/security/demo-access.server";
import { Client, ORIGIN, configureTestEnv, dbTargets } from "../helpers/auth-harness";

configureTestEnv();

const LIMITS: DemoLimits = { name: "test", perClient: { limit: 2, windowMs: 60_000 }, perKey: { limit: 3, windowMs: 60_000 } };
const ctx = (ip: string) => ({ cspNonce: "", requestId: "t", clientIp: ip });

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (isAppError(error)) return error.status;
    throw error;
  }
}

describe.each(dbTargets())("demo access on $name", (target) => {
  beforeAll(() => target.setUp());
  afterAll(() => target.tearDown());

  it("accepts a valid Bearer key without CSRF, limits it per key, refuses unknown and rotated keys", async () => {
    const client = new Client();
    await client.csrf();
    const name = `demo${Date.now()}`;
    await client.call("POST", "/api/auth/signup", {
      json: { username: name, email: `${name}@example.com`, password: "correct horse battery", re_password: "correct horse battery" },
    });
    const [user] = await getDb().select().from(users).where(eq(users.username, name));
    const { key } = await getOrCreateApiKey(user!.id);
    const call = (k: string, ip: string) =>
      checkDemoAccess(new Request(`${ORIGIN}/api/demos/textdemo`, { method: "POST", headers: { authorization: `Bearer ${k}` } }), ctx(ip), LIMITS);

    const caller = await call(key!, "10.1.1.1");
    expect(caller).toMatchObject({ kind: "api-key", principal: { userId: user!.id } });
    expect(await statusOf(call(key!, "10.1.1.2"))).toBe(200);
    expect(await statusOf(call(key!, "10.1.1.3"))).toBe(200);
    // The fourth call in the window, from yet another address: the key's own limit.
    expect(await statusOf(call(key!, "10.1.1.4"))).toBe(429);
    expect(await statusOf(call("kth_" + "B".repeat(43), "10.1.1.5"))).toBe(401);
    expect(await statusOf(call("not-a-key", "10.1.1.6"))).toBe(401);
    await rotateApiKey(user!.id);
    expect(await statusOf(call(key!, "10.1.1.7"))).toBe(401);
  });

  it("requires CSRF from browsers and limits them per client address", async () => {
    const token = "c".repeat(43);
    const browser = (headers: Record<string, string>) =>
      new Request(`${ORIGIN}/api/demos/textdemo`, { method: "POST", headers: { origin: ORIGIN, ...headers } });
    expect(await statusOf(checkDemoAccess(browser({}), ctx("10.2.0.1"), LIMITS))).toBe(403);
    const ok = browser({ cookie: `csrftoken=${token}`, "x-csrftoken": token });
    expect(await checkDemoAccess(ok, ctx("10.2.0.2"), LIMITS)).toEqual({ kind: "browser", client: "10.2.0.2" });
    expect(await statusOf(checkDemoAccess(browser({ cookie: `csrftoken=${token}`, "x-csrftoken": token }), ctx("10.2.0.2"), LIMITS))).toBe(200);
    expect(await statusOf(checkDemoAccess(browser({ cookie: `csrftoken=${token}`, "x-csrftoken": token }), ctx("10.2.0.2"), LIMITS))).toBe(429);
  });
});
