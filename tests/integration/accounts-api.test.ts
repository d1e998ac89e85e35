/**
 * The SPEC §7 account calls end to end through the real route modules and database, on PGlite and
 * (with TEST_DATABASE_URL) PostgreSQL. docs/security.md links its ASVS rows to these tests.
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executeRows, getDb } from "~/db/db.server";
import { composeDeferredMail } from "~/mail/composers.server";
import { hashPassword } from "~/auth/password.server";
import { backfillUsernameKeys, usernameSkeleton } from "~/auth/username.server";
import { apiKeys, mailOutbox, passwordResetTokens, sessions, users } from "~/db/schema";
import { authenticateApiKey, rotateApiKey } from "~/security/api-keys.server";
import { Client, ORIGIN, configureTestEnv, dbTargets } from "../helpers/auth-harness";

configureTestEnv();

let seq = 0;
const unique = () => `u${process.pid}x${++seq}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = "correct horse battery";

async function signedUp(client = new Client(), name = unique(), password = PASSWORD) {
  await client.csrf();
  const reply = await client.call("POST", "/api/auth/signup", {
    json: { username: name, email: `${name}@example.com`, password, re_password: password },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { client, name, email: `${name}@example.com` };
}

function latestResetLink(text: string) {
  const match = /\/reset-password\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in ${text}`);
  return { uid: match[1]!, token: match[2]! };
}

/** The outbox rows to `email`, after the sender has composed the deferred ones (reset mails). */
async function outboxFor(email: string) {
  await composeDeferredMail(getDb());
  return getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

describe.each(dbTargets())("account calls on $name", (target) => {
  beforeAll(() => target.setUp());
  afterAll(() => target.tearDown());

  describe("CSRF", () => {
    it("csrf_cookie sets a script-readable SameSite=Lax csrftoken cookie once", async () => {
      const client = new Client();
      const first = await client.csrf();
      expect(first.status).toBe(200);
      const cookie = first.setCookies.find((c) => c.startsWith("csrftoken="))!;
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/HttpOnly/i);
      expect(client.cookies.get("csrftoken")).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const second = await client.csrf();
      expect(second.setCookies).toEqual([]);
    });

    it("refuses a state-changing call without the token, with a wrong token, or from another origin", async () => {
      const body = { username: unique(), email: "x@example.com", password: PASSWORD, re_password: PASSWORD };
      const noCookie = await new Client().call("POST", "/api/auth/signup", { json: body });
      expect(noCookie.status).toBe(403);
      expect(noCookie.body.error).toMatch(/CSRF/);

      const client = new Client();
      await client.csrf();
      const noHeader = await client.call("POST", "/api/auth/signup", { json: body, csrf: false });
      expect(noHeader.status).toBe(403);
      const wrong = await client.call("POST", "/api/auth/signup", { json: body, headers: { "x-csrftoken": "A".repeat(43) } });
      expect(wrong.status).toBe(403);
      expect(wrong.body.error).toMatch(/does not match/);
      const crossOrigin = await client.call("POST", "/api/auth/signup", { json: body, headers: { origin: "https://evil.example" } });
      expect(crossOrigin.status).toBe(403);
      const crossSite = await client.call("POST", "/api/auth/signup", { json: body, headers: { "sec-fetch-site": "cross-site" } });
      expect(crossSite.status).toBe(403);
      const [row] = await getDb().select().from(users).where(eq(users.username, body.username));
      expect(row).toBeUndefined();
    });

    it("accepts the hidden csrftoken form field of a plain form", async () => {
      const client = new Client();
      await client.csrf();
      const name = unique();
      const form = new URLSearchParams({
        username: name,
        email: `${name}@example.com`,
        password: PASSWORD,
        re_password: PASSWORD,
        csrftoken: client.cookies.get("csrftoken")!,
      });
      const reply = await client.call("POST", "/api/auth/signup", {
        body: form.toString(),
        contentType: "application/x-www-form-urlencoded",
        csrf: false,
      });
      expect(reply.status).toBe(201);
    });
  });

  describe("sign-up", () => {
    it("creates the user with an argon2id hash, logs them in with a browser-session cookie", async () => {
      const { client, name } = await signedUp();
      const [user] = await getDb().select().from(users).where(eq(users.username, name));
      expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(user!.passwordHash).not.toContain(PASSWORD);
      const sessionCookie = [...client.cookies.keys()].find((k) => k === "session");
      expect(sessionCookie).toBe("session");
      const auth = await client.call("GET", "/api/auth/isAuth");
      expect(auth.body).toEqual({ isAuthenticated: "true", username: name });
    });

    it("refuses a taken user name in any case or width, with a clear message", async () => {
      const { name, email } = await signedUp();
      for (const spelling of [name, name.toUpperCase(), name.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))]) {
        const client = new Client();
        await client.csrf();
        const sameName = await client.call("POST", "/api/auth/signup", {
          json: { username: spelling, email: `other-${unique()}-${email}`, password: PASSWORD, re_password: PASSWORD },
        });
        expect(sameName.status).toBe(409);
        expect(sameName.body).toEqual({
          success: false,
          error: "A user with that username already exists",
          fieldErrors: { username: ["A user with that username already exists"] },
        });
      }
    });

    it("refuses a look-alike written with letters of another script, and the look-alike does not log in as the owner", async () => {
      const { name } = await signedUp();
      // The probe's case: one Latin letter swapped for its Cyrillic twin (U+0430), and a Greek omicron.
      for (const lookAlike of [name.replace("u", "\u0446").replace(/^./, "\u0430"), `s\u0435ca_${name}`, `r\u03bfot_${name}`]) {
        const client = new Client();
        await client.csrf();
        const reply = await client.call("POST", "/api/auth/signup", {
          json: { username: lookAlike, email: `${unique()}@example.com`, password: PASSWORD, re_password: PASSWORD },
        });
        expect(reply.status, lookAlike).toBe(400);
        expect(reply.body.error).toMatch(/one alphabet/);
        const login = await client.call("POST", "/api/auth/login", { json: { username: lookAlike, password: PASSWORD } });
        expect(login.status, lookAlike).toBe(401);
      }
      const rows = await getDb()
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.username} like ${"%" + name}`);
      expect(rows).toHaveLength(1);
    });

    it("refuses a name that looks like a taken one in a single other script, and the database refuses it too (issue 41)", async () => {
      const digits = `${process.pid}${++seq}${Date.now() % 100_000}`;
      const pairs: [string, string][] = [
        [`scopex_${digits}`, `\u0455\u0441\u043e\u0440\u0435\u0445_${digits}`], // all Cyrillic: ѕсорех
        [`oxo_${digits}`, `\u03bf\u03c7\u03bf_${digits}`], // all Greek: οχο
        [`admin${digits}`, `adm\u0131n${digits}`], // a dotless ı
      ];
      for (const [owner, lookAlike] of pairs) {
        await signedUp(new Client(), owner);
        const client = new Client();
        await client.csrf();
        const reply = await client.call("POST", "/api/auth/signup", {
          json: { username: lookAlike, email: `${unique()}@example.com`, password: PASSWORD, re_password: PASSWORD },
        });
        expect(reply.status, lookAlike).toBe(409);
        expect(reply.body).toEqual({
          success: false,
          error: "A user with that username already exists",
          fieldErrors: { username: ["A user with that username already exists"] },
        });
        // A constraint, not only a check: a row written past the check is refused by the database.
        const hash = await hashPassword(PASSWORD);
        await expect(
          getDb()
            .insert(users)
            .values({ username: lookAlike, usernameSkeleton: usernameSkeleton(lookAlike), email: `${unique()}@example.com`, passwordHash: hash }),
        ).rejects.toThrow();
      }
    });

    it("migrates accounts made before the username key: clashing spellings both still log in, a third is refused", async () => {
      const base = unique();
      const older = `SECA_${base}`;
      const newer = `secA_${base}`;
      const hash = await hashPassword(PASSWORD);
      await getDb()
        .insert(users)
        .values({ username: older, email: `${older}@example.com`, passwordHash: hash, createdAt: new Date(Date.now() - 60_000) });
      await getDb()
        .insert(users)
        .values({ username: newer, email: `other-${newer}@example.com`, passwordHash: hash });
      const { clashes } = await backfillUsernameKeys(getDb());
      expect(clashes).toBeGreaterThanOrEqual(1);
      const rows = await getDb()
        .select()
        .from(users)
        .where(sql`${users.username} in (${older}, ${newer})`);
      expect(rows.find((r) => r.username === older)?.usernameKey).toBe(`seca_${base}`.toLowerCase());
      expect(rows.find((r) => r.username === newer)?.usernameKey).toMatch(/#/);
      for (const username of [older, newer]) {
        const client = new Client();
        await client.csrf();
        const login = await client.call("POST", "/api/auth/login", { json: { username, password: PASSWORD } });
        expect(login.status).toBe(200);
        expect(login.body.username).toBe(username);
      }
      const third = new Client();
      await third.csrf();
      const reply = await third.call("POST", "/api/auth/signup", {
        json: { username: `Seca_${base}`, email: `${unique()}@example.com`, password: PASSWORD, re_password: PASSWORD },
      });
      expect(reply.status).toBe(409);
    });

    it("does not tell whether an e-mail is registered: the same answer as a new account, and a mail to the owner", async () => {
      const { email, name } = await signedUp();
      const fresh = new Client();
      await fresh.csrf();
      const freshName = unique();
      const newAccount = await fresh.call("POST", "/api/auth/signup", {
        json: { username: freshName, email: `${unique()}@example.com`, password: PASSWORD, re_password: PASSWORD },
      });
      const probe = new Client();
      await probe.csrf();
      const probeName = unique();
      const taken = await probe.call("POST", "/api/auth/signup", {
        json: { username: probeName, email: email.toUpperCase(), password: PASSWORD, re_password: PASSWORD },
      });
      expect(taken.status).toBe(newAccount.status);
      expect(taken.body).toEqual({ ...newAccount.body, username: probeName });
      const cookieShape = (c: string[]) => c.map((line) => line.replace(/=[^;]*/, "=…"));
      expect(cookieShape(taken.setCookies)).toEqual(cookieShape(newAccount.setCookies));
      // no account was made, the owner's stays as it was, and the owner hears of the attempt
      const [row] = await getDb().select().from(users).where(eq(users.username, probeName));
      expect(row).toBeUndefined();
      const mails = await outboxFor(email.toUpperCase());
      expect(mails.some((m) => m.kind === "signup-existing-account" && /already has an account/.test(m.text))).toBe(true);
      const owner = new Client();
      await owner.csrf();
      expect((await owner.call("POST", "/api/auth/login", { json: { username: name, password: PASSWORD } })).status).toBe(200);
    });

    it("enforces 8 characters minimum, matching re_password, and refuses very common passwords", async () => {
      const client = new Client();
      await client.csrf();
      const base = { username: unique(), email: `${unique()}@example.com` };
      const short = await client.call("POST", "/api/auth/signup", { json: { ...base, password: "Abc12!x", re_password: "Abc12!x" } });
      expect(short.status).toBe(400);
      expect(short.body.error).toBe("Password must be at least 8 characters long");
      const mismatch = await client.call("POST", "/api/auth/signup", { json: { ...base, password: PASSWORD, re_password: `${PASSWORD}!` } });
      expect(mismatch.body.error).toBe("Passwords do not match");
      const common = await client.call("POST", "/api/auth/signup", { json: { ...base, password: "password123", re_password: "password123" } });
      expect(common.status).toBe(400);
      const eight = await client.call("POST", "/api/auth/signup", { json: { ...base, password: "Xk3#pq9Z", re_password: "Xk3#pq9Z" } });
      expect(eight.status).toBe(201);
    });

    it("hashes long passwords whole: no truncation", async () => {
      const long = `${"k".repeat(199)}Z`;
      const { name } = await signedUp(new Client(), unique(), long);
      const client = new Client();
      await client.csrf();
      const prefix = await client.call("POST", "/api/auth/login", { json: { username: name, password: long.slice(0, 199) } });
      expect(prefix.status).toBe(401);
      const whole = await client.call("POST", "/api/auth/login", { json: { username: name, password: long } });
      expect(whole.status).toBe(200);
    });
  });

  describe("login and logout", () => {
    it("answers the same generic message for a wrong password and an unknown user", async () => {
      const { name } = await signedUp();
      const client = new Client();
      await client.csrf();
      const wrong = await client.call("POST", "/api/auth/login", { json: { username: name, password: "wrong password" } });
      const unknown = await client.call("POST", "/api/auth/login", { json: { username: unique(), password: "wrong password" } });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ success: false, error: "Invalid username or password" });
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.setCookies.some((c) => c.startsWith("session="))).toBe(false);
    });

    it("Remember Me gives a 30-day cookie, without it a browser-session cookie; flags HttpOnly SameSite=Lax", async () => {
      const { name } = await signedUp();
      const a = new Client();
      await a.csrf();
      const remembered = await a.call("POST", "/api/auth/login", { json: { username: name, password: PASSWORD, remember: true } });
      const cookieA = remembered.setCookies.find((c) => c.startsWith("session="))!;
      expect(cookieA).toMatch(/Max-Age=2592000/);
      expect(cookieA).toMatch(/HttpOnly/);
      expect(cookieA).toMatch(/SameSite=Lax/);
      expect(cookieA).toMatch(/Path=\//);
      const b = new Client();
      await b.csrf();
      const plain = await b.call("POST", "/api/auth/login", { json: { username: name, password: PASSWORD } });
      const cookieB = plain.setCookies.find((c) => c.startsWith("session="))!;
      expect(cookieB).not.toMatch(/Max-Age|Expires/i);
    });

    it("issues a new session id at every login and stores only its hash", async () => {
      const { client, name } = await signedUp();
      const before = client.cookies.get("session")!;
      await client.call("POST", "/api/auth/login", { json: { username: name, password: PASSWORD } });
      const after = client.cookies.get("session")!;
      expect(after).not.toBe(before);
      const ids = (await getDb().select({ id: sessions.id }).from(sessions)).map((r) => r.id);
      expect(ids).toContain(createHash("sha256").update(after).digest("hex"));
      expect(ids).not.toContain(after);
      // The session the browser had before logging in again is gone (no fixation, no leftovers).
      expect(ids).not.toContain(createHash("sha256").update(before).digest("hex"));
    });

    it("logout deletes the session on the server: the old cookie stops working", async () => {
      const { client } = await signedUp();
      const old = client.cookies.get("session")!;
      const reply = await client.call("POST", "/api/auth/logout");
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ success: true });
      expect(reply.setCookies.find((c) => c.startsWith("session="))).toMatch(/Max-Age=0/);
      const replay = new Client();
      replay.cookies.set("session", old);
      expect((await replay.call("GET", "/api/auth/isAuth")).body).toEqual({ isAuthenticated: "false" });
      const again = await client.call("POST", "/api/auth/logout");
      expect(again.status).toBe(401);
      expect(again.body).toEqual({ success: false, error: "You are not logged in" });
    });

    it("isAuth says the string 'false' when there is no session or a forged one", async () => {
      const client = new Client();
      expect((await client.call("GET", "/api/auth/isAuth")).body).toEqual({ isAuthenticated: "false" });
      client.cookies.set("session", "A".repeat(43));
      expect((await client.call("GET", "/api/auth/isAuth")).body).toEqual({ isAuthenticated: "false" });
    });
  });

  describe("password reset", () => {
    it("mails a single-use link through the outbox, in the same reply as for unknown addresses", async () => {
      const { name, email } = await signedUp();
      const client = new Client();
      await client.csrf();
      const known = await client.call("POST", "/api/auth/reset_password", { json: { email: email.toUpperCase(), link: "https://evil.example" } });
      const unknown = await client.call("POST", "/api/auth/reset_password", { json: { email: `${unique()}@example.com`, link: ORIGIN } });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);

      const [mail] = await outboxFor(email);
      expect(mail!.status).toBe("pending");
      expect(mail!.html).toContain("/reset-password/");
      // The link uses the configured origin, never the client's `link`.
      expect(mail!.text).toContain(`${ORIGIN}/reset-password/`);
      expect(mail!.text).not.toContain("evil.example");
      const { uid, token } = latestResetLink(mail!.text);
      const [stored] = await getDb().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, uid));
      expect(stored!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
      expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
      expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeLessThanOrEqual(60 * 60_000 + 1000);

      const newPassword = "brand new passphrase";
      const update = await client.call("POST", "/api/auth/updatePassword", { json: { uid, token, password: newPassword } });
      expect(update.status).toBe(200);
      expect(update.body.success).toBeTruthy();
      const replay = await client.call("POST", "/api/auth/updatePassword", { json: { uid, token, password: "another passphrase" } });
      expect(replay.status).toBe(400);
      expect(replay.body.error).toBe("The password reset link is invalid or has expired");
      const login = await client.call("POST", "/api/auth/login", { json: { username: name, password: newPassword } });
      expect(login.status).toBe(200);
    });

    it("refuses an expired token and ends every session after a reset", async () => {
      const { client: owner, email } = await signedUp();
      const client = new Client();
      await client.csrf();
      await client.call("POST", "/api/auth/reset_password", { json: { email, link: ORIGIN } });
      const first = latestResetLink((await outboxFor(email))[0]!.text);
      await getDb().execute(sql`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ${first.uid}`);
      const expired = await client.call("POST", "/api/auth/updatePassword", { json: { ...first, password: "brand new passphrase" } });
      expect(expired.status).toBe(400);
      expect(expired.body.error).toBe("The password reset link is invalid or has expired");

      await client.call("POST", "/api/auth/reset_password", { json: { email, link: ORIGIN } });
      const mails = (await outboxFor(email)).sort((a, b) => +b.createdAt - +a.createdAt);
      const second = latestResetLink(mails[0]!.text);
      expect(second.token).not.toBe(first.token);
      const keyReply = await owner.call("GET", "/api/developers/GetAPIKey");
      const key = JSON.stringify(keyReply.body).match(/kth_[A-Za-z0-9_-]{43}/)?.[0];
      expect(key).toBeDefined();
      const bearer = () => new Request(`${ORIGIN}/api/demos/textdemo`, { headers: { authorization: `Bearer ${key}` } });
      expect(await authenticateApiKey(bearer())).not.toBeNull();
      const ok = await client.call("POST", "/api/auth/updatePassword", { json: { ...second, password: "brand new passphrase" } });
      expect(ok.status).toBe(200);
      expect((await owner.call("GET", "/api/auth/isAuth")).body.isAuthenticated).toBe("false");
      // The API key is revoked with the sessions (decision 0022).
      expect(await authenticateApiKey(bearer())).toBeNull();
    });

    it("refuses a weak new password without using up the token", async () => {
      const { email } = await signedUp();
      const client = new Client();
      await client.csrf();
      await client.call("POST", "/api/auth/reset_password", { json: { email } });
      const link = latestResetLink((await outboxFor(email))[0]!.text);
      const weak = await client.call("POST", "/api/auth/updatePassword", { json: { ...link, password: "short" } });
      expect(weak.status).toBe(400);
      const good = await client.call("POST", "/api/auth/updatePassword", { json: { ...link, password: "long enough now" } });
      expect(good.status).toBe(200);
    });
  });

  describe("change password (logged in)", () => {
    it("needs the session, CSRF and the current password; ends the other sessions, keeps this one", async () => {
      const { client, name } = await signedUp();
      const other = new Client();
      await other.csrf();
      await other.call("POST", "/api/auth/login", { json: { username: name, password: PASSWORD } });
      const body = { current_password: PASSWORD, password: "a changed passphrase", re_password: "a changed passphrase" };

      const anonymous = new Client();
      await anonymous.csrf();
      expect((await anonymous.call("POST", "/api/auth/changePassword", { json: body })).status).toBe(401);
      expect((await client.call("POST", "/api/auth/changePassword", { json: body, csrf: false })).status).toBe(403);
      const wrongCurrent = await client.call("POST", "/api/auth/changePassword", { json: { ...body, current_password: "not it at all" } });
      expect(wrongCurrent.status).toBe(400);
      expect(wrongCurrent.body.error).toBe("Current password is incorrect");
      const mismatch = await client.call("POST", "/api/auth/changePassword", { json: { ...body, re_password: "something else" } });
      expect(mismatch.body.error).toBe("Passwords do not match");
      const weak = await client.call("POST", "/api/auth/changePassword", { json: { ...body, password: "short", re_password: "short" } });
      expect(weak.status).toBe(400);

      const changed = await client.call("POST", "/api/auth/changePassword", { json: body });
      expect(changed.status).toBe(200);
      expect((await client.call("GET", "/api/auth/isAuth")).body.isAuthenticated).toBe("true");
      expect((await other.call("GET", "/api/auth/isAuth")).body.isAuthenticated).toBe("false");
      const fresh = new Client();
      await fresh.csrf();
      expect((await fresh.call("POST", "/api/auth/login", { json: { username: name, password: PASSWORD } })).status).toBe(401);
      expect((await fresh.call("POST", "/api/auth/login", { json: { username: name, password: body.password } })).status).toBe(200);
    });
  });

  describe("a password change ends what the old password opened", () => {
    it("a reset link mailed before a change no longer works; the other sessions end; the API key stays", async () => {
      const { client, name, email } = await signedUp();
      const keyReply = await client.call("GET", "/api/developers/GetAPIKey");
      const key = JSON.stringify(keyReply.body).match(/kth_[A-Za-z0-9_-]{43}/)?.[0];
      expect(key).toBeDefined();
      const stranger = new Client();
      await stranger.csrf();
      await stranger.call("POST", "/api/auth/reset_password", { json: { email } });
      const link = latestResetLink((await outboxFor(email))[0]!.text);

      const changed = await client.call("POST", "/api/auth/changePassword", {
        json: { current_password: PASSWORD, password: "the owner's new passphrase", re_password: "the owner's new passphrase" },
      });
      expect(changed.status).toBe(200);
      const late = await stranger.call("POST", "/api/auth/updatePassword", { json: { ...link, password: "the reader's passphrase" } });
      expect(late.status).toBe(400);
      expect(late.body.error).toBe("The password reset link is invalid or has expired");
      const login = await stranger.call("POST", "/api/auth/login", { json: { username: name, password: "the reader's passphrase" } });
      expect(login.status).toBe(401);
      // The owner's own session continues, and so does their key (they can rotate it on the key page).
      expect((await client.call("GET", "/api/auth/isAuth")).body.isAuthenticated).toBe("true");
      const bearer = new Request(`${ORIGIN}/api/demos/textdemo`, { headers: { authorization: `Bearer ${key}` } });
      expect(await authenticateApiKey(bearer)).not.toBeNull();
    });

    it("a reset ends every other open link too, and every session", async () => {
      const { client: owner, email } = await signedUp();
      const client = new Client();
      await client.csrf();
      await client.call("POST", "/api/auth/reset_password", { json: { email } });
      const link = latestResetLink((await outboxFor(email))[0]!.text);
      // A second token for the same account, as if a mail had been composed twice.
      await getDb()
        .insert(passwordResetTokens)
        .values({ userId: link.uid, tokenHash: createHash("sha256").update("B".repeat(43)).digest("hex"), expiresAt: new Date(Date.now() + 3600_000) });
      expect((await client.call("POST", "/api/auth/updatePassword", { json: { ...link, password: "reset passphrase one" } })).status).toBe(200);
      const other = await client.call("POST", "/api/auth/updatePassword", { json: { uid: link.uid, token: "B".repeat(43), password: "reset passphrase two" } });
      expect(other.status).toBe(400);
      expect((await owner.call("GET", "/api/auth/isAuth")).body.isAuthenticated).toBe("false");
    });
  });

  describe("rate limits", () => {
    it("locks one account for one address after 10 failures in 15 minutes (429, Retry-After); the owner elsewhere still logs in", async () => {
      const { name } = await signedUp();
      const stranger = new Client();
      await stranger.csrf();
      let last;
      for (let i = 0; i < 11; i++) {
        last = await stranger.call("POST", "/api/auth/login", { json: { username: name, password: "wrong password" } });
        if (i < 10) expect(last.status).toBe(401);
      }
      expect(last!.status).toBe(429);
      expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(800);
      expect(last!.body.error).toMatch(/Too many attempts/);
      const owner = new Client();
      await owner.csrf();
      expect((await owner.call("POST", "/api/auth/login", { json: { username: name, password: PASSWORD } })).status).toBe(200);
    });

    it("stops guessing spread over many addresses: 50 failures an hour per account from anywhere", async () => {
      const { name } = await signedUp();
      const statuses: number[] = [];
      for (let i = 0; i < 51; i++) {
        const client = new Client();
        await client.csrf();
        statuses.push((await client.call("POST", "/api/auth/login", { json: { username: name, password: "wrong password" } })).status);
      }
      expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
      expect(statuses[50]).toBe(429);
    }, 60_000);

    it("limits one client across accounts and ignores a spoofed X-Forwarded-For", async () => {
      const client = new Client();
      await client.csrf();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const reply = await client.call("POST", "/api/auth/login", {
          json: { username: unique(), password: "wrong password" },
          headers: { "x-forwarded-for": `192.0.2.${i}` },
        });
        statuses.push(reply.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
    });

    it("limits password reset requests per e-mail address", async () => {
      const email = `${unique()}@example.com`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const client = new Client();
        await client.csrf();
        statuses.push((await client.call("POST", "/api/auth/reset_password", { json: { email } })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });

  describe("bad input answers 4xx with a message, never 5xx", () => {
    const MB = "x".repeat(1024 * 1024);
    const calls: [string, Record<string, unknown>][] = [
      ["/api/auth/signup", { username: "a", email: "a@example.com", password: PASSWORD, re_password: PASSWORD }],
      ["/api/auth/login", { username: "a", password: PASSWORD }],
      ["/api/auth/reset_password", { email: "a@example.com", link: ORIGIN }],
      ["/api/auth/updatePassword", { uid: "00000000-0000-0000-0000-000000000000", token: "t".repeat(43), password: PASSWORD }],
      ["/api/auth/changePassword", { current_password: PASSWORD, password: PASSWORD, re_password: PASSWORD }],
    ];
    for (const [pathname, valid] of calls) {
      it(`${pathname}`, async () => {
        // changePassword needs a session, or every variant would stop at 401 before validation.
        const client = pathname === "/api/auth/changePassword" ? (await signedUp()).client : new Client();
        await client.csrf();
        const variants: { label: string; options: Parameters<Client["call"]>[2] }[] = [
          { label: "empty object", options: { json: {} } },
          { label: "JSON array", options: { json: [valid] } },
          { label: "JSON string", options: { json: "hello" } },
          { label: "null", options: { json: null } },
          { label: "malformed JSON", options: { body: '{"username": ', contentType: "application/json" } },
          { label: "text/plain", options: { body: JSON.stringify(valid), contentType: "text/plain" } },
          { label: "no content type", options: { body: JSON.stringify(valid) } },
          { label: "1 MB body", options: { json: Object.fromEntries(Object.keys(valid).map((k) => [k, MB])) } },
          {
            label: "1 MB form",
            options: {
              body: new URLSearchParams({
                ...Object.fromEntries(Object.keys(valid).map((k) => [k, MB])),
                csrftoken: client.cookies.get("csrftoken")!,
              }).toString(),
              contentType: "application/x-www-form-urlencoded",
            },
          },
        ];
        for (const key of Object.keys(valid)) {
          const { [key]: _omitted, ...rest } = valid;
          // `link` is optional: the mail's link uses the configured origin anyway.
          if (key !== "link") variants.push({ label: `missing ${key}`, options: { json: rest } });
          for (const wrong of key === "link" ? [42, true, ["x"], { a: 1 }] : [42, true, ["x"], { a: 1 }, null]) {
            variants.push({ label: `${key} = ${JSON.stringify(wrong)}`, options: { json: { ...valid, [key]: wrong } } });
          }
        }
        for (const { label, options } of variants) {
          // A fresh address each time, so the rate limits do not answer instead of the validation.
          client.ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
          const reply = await client.call("POST", pathname, options);
          expect(reply.status, `${label}: ${JSON.stringify(reply.body)}`).toBeGreaterThanOrEqual(400);
          expect(reply.status, label).toBeLessThan(500);
          expect(typeof reply.body.error, label).toBe("string");
          expect((reply.body.error as string).length, label).toBeGreaterThan(0);
          expect(reply.status, `${label}: must not stop at the session check`).not.toBe(401);
        }
      });
    }

    it("/api/auth/logout (empty body expected)", async () => {
      const { client } = await signedUp();
      for (const options of [
        { body: "{", contentType: "application/json" },
        { body: "x".repeat(1024 * 1024), contentType: "application/json" },
        { body: "hello", contentType: "text/plain" },
        { json: [1, 2] },
      ]) {
        const reply = await client.call("POST", "/api/auth/logout", options);
        expect(reply.status).toBeGreaterThanOrEqual(400);
        expect(reply.status).toBeLessThan(500);
        expect(typeof reply.body.error).toBe("string");
      }
      // None of that logged the user out.
      expect((await client.call("GET", "/api/auth/isAuth")).body.isAuthenticated).toBe("true");
    });

    it("answers 405 to GET on a POST-only call", async () => {
      const reply = await new Client().call("GET", "/api/auth/login");
      expect(reply.status).toBe(405);
      expect(reply.headers.get("allow")).toBe("POST");
    });
  });

  describe("developer API key", () => {
    it("needs a session and the CSRF header, shows the key once, then masked; stores only a hash", async () => {
      expect((await new Client().call("GET", "/api/developers/GetAPIKey")).status).toBe(401);
      const { client, name } = await signedUp();
      const noHeader = await client.call("GET", "/api/developers/GetAPIKey", { csrf: false });
      expect(noHeader.status).toBe(403);
      const first = await client.call("GET", "/api/developers/GetAPIKey");
      expect(first.status).toBe(200);
      const key = first.body.key as string;
      expect(key).toMatch(/^kth_[A-Za-z0-9_-]{43}$/);
      expect(first.body.created).toBe(true);
      const second = await client.call("GET", "/api/developers/GetAPIKey");
      expect(second.body.key).toBeNull();
      expect(second.body.masked).toBe(first.body.masked);
      expect(second.body.masked).not.toContain(key.slice(8, -4));

      const [user] = await getDb().select().from(users).where(eq(users.username, name));
      const rows = await executeRows<Record<string, unknown>>(getDb(), sql`select * from api_keys where user_id = ${user!.id}`);
      expect(JSON.stringify(rows)).not.toContain(key.slice(4));
      expect(rows[0]!.key_hash).toBe(createHash("sha256").update(key).digest("hex"));

      const bearer = (k: string) => new Request(`${ORIGIN}/api/demos/textdemo`, { headers: { authorization: `Bearer ${k}` } });
      expect(await authenticateApiKey(bearer(key))).toMatchObject({ userId: user!.id });
      const rotated = await rotateApiKey(user!.id);
      expect(await authenticateApiKey(bearer(key))).toBeNull();
      expect(await authenticateApiKey(bearer(rotated.key!))).toMatchObject({ userId: user!.id });
      expect(await authenticateApiKey(bearer("kth_" + "A".repeat(43)))).toBeNull();
      const [row] = await getDb().select().from(apiKeys).where(eq(apiKeys.userId, user!.id));
      expect(row!.lastUsedAt).not.toBeNull();
    });
  });
});
