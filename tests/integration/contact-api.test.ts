/**
 * POST /api/contact/contactus against a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL):
 * storage with its outbox mail in one transaction, idempotency, bot checks, rate limit, and bad input
 * of every kind answered with a 4xx and a message (never a 5xx), leaving nothing written.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { issueFormToken } from "~/contact/form-token.server";
import { getDb } from "~/db/db.server";
import { contactEnquiries, mailOutbox } from "~/db/schema";
import { Client, ORIGIN, configureTestEnv, dbTargets } from "../helpers/auth-harness";
import { ContactClient, validEnquiry } from "../helpers/contact-harness";

configureTestEnv({ SALES_EMAIL: "sales@kathana.example", CONTACT_MIN_FILL_MS: "3000", CONTACT_RATE_LIMIT: "10" });

async function counts() {
  const db = getDb();
  const [rows] = await db.select({ n: count() }).from(contactEnquiries);
  const [mails] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.kind, "contact-enquiry"));
  return { rows: Number(rows!.n), mails: Number(mails!.n) };
}

describe.each(dbTargets())("contact API on $name", (target) => {
  beforeAll(() => target.setUp());
  afterAll(() => target.tearDown());
  let before: { rows: number; mails: number };
  beforeEach(async () => {
    before = await counts();
  });

  it("stores one enquiry and one sales mail, and answers 200 with a data body", async () => {
    const client = new ContactClient();
    const input = validEnquiry();
    const reply = await client.post(input);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, data: { id: expect.any(String), receivedAt: expect.any(String) } });
    const [row] = await getDb()
      .select()
      .from(contactEnquiries)
      .where(eq(contactEnquiries.submissionId, input.submissionId as string));
    expect(row).toMatchObject({
      username: "Asha Verma",
      email: "asha.verma@navyabank.example",
      phone: "+91 98100 12345",
      companyname: "Navya Bank",
      designation: "Head of Customer Care",
      currentUrl: `${ORIGIN}/`,
      userAgent: "contact-test/1.0",
    });
    const [mail] = await getDb()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `contact:${input.submissionId as string}`));
    expect(mail).toMatchObject({ to: "sales@kathana.example", kind: "contact-enquiry", status: "pending" });
    expect(mail!.text).toContain("EMI reminders");
    expect(await counts()).toEqual({ rows: before.rows + 1, mails: before.mails + 1 });
  });

  it("accepts a form-encoded body with the hidden csrftoken field", async () => {
    const client = new ContactClient();
    const input = { ...validEnquiry(), csrftoken: client.csrf } as Record<string, string>;
    const reply = await client.post(input, { contentType: "application/x-www-form-urlencoded", headers: {} });
    expect(reply.status).toBe(200);
    expect(await counts()).toEqual({ rows: before.rows + 1, mails: before.mails + 1 });
  });

  it("is idempotent on the submission id: a retried request creates no second row or mail", async () => {
    const client = new ContactClient();
    const input = validEnquiry();
    const replies = await Promise.all([client.post(input), client.post(input), client.post(input)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const ids = new Set(replies.map((r) => (r.body.data as { id: string }).id));
    expect(ids.size).toBe(1);
    expect(await counts()).toEqual({ rows: before.rows + 1, mails: before.mails + 1 });
  });

  it("drops currentUrl that is not a page of this site", async () => {
    const client = new ContactClient();
    for (const currentUrl of ["https://evil.example/", "javascript:alert(1)", 42, `ftp://localhost:3999/`]) {
      const input = validEnquiry({ currentUrl });
      expect((await client.post(input)).status).toBe(200);
      const [row] = await getDb()
        .select()
        .from(contactEnquiries)
        .where(eq(contactEnquiries.submissionId, input.submissionId as string));
      expect(row!.currentUrl).toBeNull();
    }
  });

  it("escapes stored text in the mail's HTML part", async () => {
    const client = new ContactClient();
    const script = `<script>alert("x")</script>`;
    const input = validEnquiry({ username: `Eve ${script}`, companyname: `Evil & Co ${script}`, designation: script, message: `Hi ${script}\nbye` });
    expect((await client.post(input)).status).toBe(200);
    const [mail] = await getDb()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `contact:${input.submissionId as string}`));
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;");
    expect(mail!.html).toContain("Evil &#38; Co");
    // Stored as typed: escaping happens where it is rendered.
    const [row] = await getDb()
      .select()
      .from(contactEnquiries)
      .where(eq(contactEnquiries.submissionId, input.submissionId as string));
    expect(row!.username).toBe(`Eve ${script}`);
  });

  describe("bots get a 200-looking answer, and nothing is stored or mailed", () => {
    it("honeypot filled", async () => {
      const reply = await new ContactClient().post(validEnquiry({ website: "http://spam.example" }));
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ success: true, data: { id: expect.any(String) } });
      expect(await counts()).toEqual(before);
    });
    it("sent faster than the minimum fill time", async () => {
      const reply = await new ContactClient().post(validEnquiry({ formToken: issueFormToken(Date.now() - 500) }));
      expect(reply.status).toBe(200);
      expect(await counts()).toEqual(before);
    });
  });

  it("accepts an enquiry without a valid form token (a SPEC §7 client), marked unverified in its row and mail", async () => {
    const forged = `${Date.now() - 60_000}.${"A".repeat(43)}`;
    const expired = issueFormToken(Date.now() - 25 * 60 * 60_000);
    for (const formToken of [undefined, forged, expired, 5]) {
      const input = validEnquiry({ formToken });
      const reply = await new ContactClient().post(input);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ success: true, data: { id: expect.any(String) } });
      const [row] = await getDb()
        .select()
        .from(contactEnquiries)
        .where(eq(contactEnquiries.submissionId, input.submissionId as string));
      expect(row?.verified).toBe(false);
      const [mail] = await getDb()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `contact:${input.submissionId as string}`));
      expect(mail?.subject).toMatch(/^\[Unverified\] New enquiry: /);
      expect(mail?.text).toContain("Unverified: sent without the website form's token");
    }
    expect(await counts()).toEqual({ rows: before.rows + 4, mails: before.mails + 4 });
    const [verifiedRow] = await getDb().select().from(contactEnquiries).limit(1);
    expect(typeof verifiedRow?.verified).toBe("boolean");
  });

  it("limits unverified enquiries harder (3 per address per hour); the page's own form is unaffected", async () => {
    const client = new ContactClient();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post(validEnquiry({ formToken: undefined }))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await client.post(validEnquiry())).status).toBe(200);
    expect(await counts()).toEqual({ rows: before.rows + 4, mails: before.mails + 4 });
  });

  it("limits each client address (429 with Retry-After), other addresses unaffected", async () => {
    const client = new ContactClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await client.post(validEnquiry({ username: "" }))).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const limited = await client.post(validEnquiry());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await new ContactClient().post(validEnquiry())).status).toBe(200);
  });

  it("checks CSRF for browser calls", async () => {
    const noCookie = await new ContactClient().post(validEnquiry(), { csrf: false });
    expect(noCookie.status).toBe(403);
    const wrong = await new ContactClient().post(validEnquiry(), { headers: { "X-CSRFToken": "x".repeat(43) } });
    expect(wrong.status).toBe(403);
    const otherSite = await new ContactClient().post(validEnquiry(), { headers: { "sec-fetch-site": "cross-site" } });
    expect(otherSite.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  describe("the home page's plain form (JavaScript off): the page is public, so no token is in it", () => {
    /** A browser's plain form post to `/`: same-origin headers, no cookie, the page's form token. */
    async function plainPost(fields: Record<string, unknown>, headers: Record<string, string>) {
      const { action } = await import("~/routes/_index/data.server");
      const request = new Request(`${ORIGIN}/?index`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(fields as Record<string, string>).toString(),
      });
      const context = { cspNonce: "", requestId: "t", clientIp: `10.9.${Math.floor(Math.random() * 250)}.1` };
      const response = await action({ request, context, params: {} } as never);
      return { status: response.status, data: (await response.json()) as { state: string; error?: string } };
    }

    it("is accepted on the browser's Origin and Sec-Fetch-Site, stored verified, without a submission id", async () => {
      const { loader } = await import("~/routes/_index/data.server");
      const page = (await (await loader()).json()) as unknown as { contactForm: Record<string, unknown>; csrfToken?: unknown };
      expect(Object.keys(page.contactForm)).toEqual(["formToken"]);
      expect(page.csrfToken).toBeUndefined();
      const { submissionId: _none, formToken: _page, ...fields } = validEnquiry({ email: `plain.form.${Date.now()}@navyabank.example` });
      const reply = await plainPost({ ...fields, formToken: issueFormToken(Date.now() - 60_000) }, { origin: ORIGIN, "sec-fetch-site": "same-origin" });
      expect(reply).toEqual({ status: 200, data: { state: "thanks" } });
      const rows = await getDb()
        .select()
        .from(contactEnquiries)
        .where(eq(contactEnquiries.email, fields.email as string));
      expect(rows.map((row) => row.verified)).toEqual([true]);
      expect(await counts()).toEqual({ rows: before.rows + 1, mails: before.mails + 1 });
    });

    it("is refused from another site, from an opaque origin, or without Origin and token", async () => {
      const fields = validEnquiry();
      const refused: Record<string, string>[] = [
        { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        { origin: ORIGIN, "sec-fetch-site": "cross-site" },
        { origin: ORIGIN, "sec-fetch-site": "same-site" },
        { origin: "null" },
        {},
      ];
      for (const headers of refused) {
        const reply = await plainPost(fields, headers);
        expect(reply.status, JSON.stringify(headers)).toBe(403);
        expect(reply.data.state).toBe("error");
        expect(reply.data.error).toMatch(/CSRF check failed/);
      }
      expect(await counts()).toEqual(before);
    });

    it("the script asks GET /api/contact/form-token for this visitor's start time", async () => {
      const route = await import("~/routes/api.contact.form-token");
      const response = await route.loader({ request: new Request(`${ORIGIN}/api/contact/form-token`), context: {}, params: {} } as never);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const { formToken } = (await response.json()) as { formToken: string };
      const { checkFormToken } = await import("~/contact/form-token.server");
      expect(checkFormToken(formToken, Date.now() + 5_000)).toEqual({ kind: "ok" });
      expect(checkFormToken(formToken)).toEqual({ kind: "too-fast" });
      const post = await route.loader({ request: new Request(`${ORIGIN}/api/contact/form-token`, { method: "POST" }), context: {}, params: {} } as never);
      expect(post.status).toBe(405);
    });
  });

  it("accepts a developer API key (Bearer) without CSRF or form token, and refuses a bad key with 401", async () => {
    const user = new Client();
    await user.csrf();
    const name = `contact${Date.now()}`;
    const password = "correct horse battery";
    expect(
      (await user.call("POST", "/api/auth/signup", { json: { username: name, email: `${name}@example.com`, password, re_password: password } })).status,
    ).toBe(201);
    const keyReply = await user.call("GET", "/api/developers/GetAPIKey");
    const key = JSON.stringify(keyReply.body).match(/kth_[A-Za-z0-9_-]{43}/)?.[0];
    expect(key).toBeDefined();
    const { formToken: _unused, ...input } = validEnquiry();
    const ok = await new ContactClient().post(input, { csrf: false, headers: { authorization: `Bearer ${key}` } });
    expect(ok.status).toBe(200);
    const bad = await new ContactClient().post(input, { csrf: false, headers: { authorization: `Bearer kth_${"x".repeat(43)}` } });
    expect(bad.status).toBe(401);
  });

  describe("bad input: 4xx with a message, never 5xx, nothing written", () => {
    const required = ["username", "email", "phone", "companyname", "message"];
    for (const field of required) {
      it(`missing ${field}`, async () => {
        const input = validEnquiry();
        delete input[field];
        const reply = await new ContactClient().post(input);
        expect(reply.status).toBe(400);
        expect((reply.body.errors as Record<string, string>)[field]).toMatch(/required/);
      });
    }
    it("designation may be missing", async () => {
      const input = validEnquiry();
      delete input.designation;
      expect((await new ContactClient().post(input)).status).toBe(200);
      before.rows++;
      before.mails++;
    });
    it("wrong types", async () => {
      for (const [field, value] of [
        ["username", 5],
        ["email", ["a@b.example"]],
        ["phone", 9810012345],
        ["message", { text: "hi" }],
        ["companyname", true],
        ["designation", 3],
        ["submissionId", 12345678],
      ] as const) {
        const reply = await new ContactClient().post(validEnquiry({ [field]: value }));
        expect(reply.status, field).toBe(400);
        expect((reply.body.errors as Record<string, string>)[field], field).toMatch(/must be/);
      }
    });
    it("malformed e-mail and phone", async () => {
      for (const [field, value] of [
        ["email", "not-an-email"],
        ["email", "a@"],
        ["phone", "12345"],
        ["phone", "call me maybe"],
        ["phone", "1".repeat(21)],
      ] as const) {
        const reply = await new ContactClient().post(validEnquiry({ [field]: value }));
        expect(reply.status, `${field}=${value}`).toBe(400);
        expect((reply.body.errors as Record<string, string>)[field]).toBeTruthy();
      }
    });
    it("over-long fields and a 100 KB field", async () => {
      const long = await new ContactClient().post(validEnquiry({ message: "x".repeat(4001) }));
      expect(long.status).toBe(400);
      expect((long.body.errors as Record<string, string>).message).toMatch(/at most 4000/);
      const name = await new ContactClient().post(validEnquiry({ username: "x".repeat(101) }));
      expect(name.status).toBe(400);
      for (const field of required) {
        const huge = await new ContactClient().post(validEnquiry({ [field]: "x".repeat(100 * 1024) }));
        expect(huge.status).toBe(413);
        expect(huge.body.error).toMatch(/too large/);
      }
    });
    it("malformed JSON, a JSON array, an empty body", async () => {
      for (const raw of ["{username:", "[1,2]", "", "null"]) {
        const reply = await new ContactClient().post(undefined, { raw });
        expect(reply.status, raw).toBe(400);
        expect(reply.body.error).toBeTruthy();
      }
    });
    it("wrong content type and wrong method", async () => {
      const xml = await new ContactClient().post(undefined, { raw: "<a/>", contentType: "application/xml" });
      expect(xml.status).toBe(415);
      const text = await new ContactClient().post(undefined, { raw: "hello", contentType: "text/plain" });
      expect(text.status).toBe(415);
      const get = await new ContactClient().post(undefined, { method: "GET" });
      expect(get.status).toBe(405);
    });
    it("wrote nothing", async () => {
      expect(await counts()).toEqual(before);
    });
  });
});
