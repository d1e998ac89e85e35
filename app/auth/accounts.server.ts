/**
 * The account operations behind both the JSON API (SPEC §7) and the account pages' form actions.
 * Each returns an Outcome (status + JSON body + cookies) so the two front doors answer alike.
 * Input is validated with zod here, on the server only.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { getConfig } from "~/config.server";
import { getDb, isUniqueViolation, type Database } from "~/db/db.server";
import { apiKeys, passwordResetTokens, sessions, users } from "~/db/schema";
import { DEFERRED_KIND_PREFIX, registerMailComposer } from "~/mail/composers.server";
import { enqueueMail, wakeMailSender } from "~/mail/outbox.server";
import { AUTH_LIMITS, enforceRateLimits, resetRateLimit } from "~/security/rate-limit.server";
import type { Fields } from "~/http/request.server";
import { textField } from "~/security/text-field.server";
import { PASSWORD_MAX, hashPassword, passwordProblems, verifyPassword } from "./password.server";
import { createSession, decoySessionCookie, destroyAllSessions, destroySession, getSessionUser } from "./session.server";
import { isSingleScriptName, MIXED_SCRIPTS, usernameKey, usernameSkeleton } from "./username.server";
import { existingAccountMail, passwordResetMail } from "./reset-mail.server";
import { AuthenticationFailure, authenticator, formRequestOf } from "./authenticator.server";
import { INVALID_LOGIN, PASSWORD_STRATEGY } from "./strategies/password.server";

export interface Outcome {
  status: number;
  body: { success?: string | boolean; error?: string; [key: string]: unknown };
  setCookies: string[];
}

export interface RequestInfo {
  request: Request;
  /** Client address for per-client rate limits. */
  client: string;
  db?: Database;
}

const INVALID_RESET_LINK = "The password reset link is invalid or has expired";
const RESET_REPLY = "If an account with that e-mail exists, we have sent it an e-mail with instructions to reset the password.";

const ok = (body: Outcome["body"], setCookies: string[] = [], status = 200): Outcome => ({ status, body, setCookies });
const fail = (status: number, error: string): Outcome => ({ status, body: { success: false, error }, setCookies: [] });

/** Each field's messages (issue 45): the page marks every field at once; `error` stays SPEC §7's one message. */
type FieldErrors = Partial<Record<string, string[]>>;
const failFields = (status: number, error: string, fieldErrors: FieldErrors): Outcome => ({
  status,
  body: { success: false, error, fieldErrors },
  setCookies: [],
});

function addError(errors: FieldErrors, field: string, message: string) {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

/** zod's issues by field (every field's, not only the first issue). */
function issuesByField(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) addError(errors, String(issue.path[0] ?? "form"), issue.message);
  return errors;
}

/**
 * A new password's messages: every rule it fails, and the confirmation when it differs, added to
 * `errors` (the sign-up, change and reset forms).
 */
async function newPasswordErrors(
  errors: FieldErrors,
  fields: Fields,
  context: { username?: unknown; email?: unknown },
  confirmField: string | null,
): Promise<FieldErrors> {
  const { password } = fields;
  if (typeof password !== "string" || password === "" || password.length > PASSWORD_MAX * 4) return errors;
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : undefined);
  for (const problem of await passwordProblems(password, { username: text(context.username), email: text(context.email) })) {
    addError(errors, "password", problem);
  }
  if (confirmField && fields[confirmField] !== password) addError(errors, confirmField, "Passwords do not match");
  return errors;
}

function str(field: string, label = field) {
  return textField(label, { wrongType: `${label} must be a string` });
}

const USERNAME = str("username", "User name")
  .trim()
  .min(1, "User name is required")
  .max(64, "User name must be at most 64 characters long")
  .regex(/^[\p{L}\p{N}_.@+-]+$/u, "User name may contain only letters, digits and . @ + - _")
  .refine(isSingleScriptName, MIXED_SCRIPTS);
const EMAIL = str("email", "Email")
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters long")
  .pipe(z.email("Enter a valid email address"));
// Length is checked by passwordProblem (with its own message); this only bounds the input.
const PASSWORD = str("password", "Password")
  .min(1, "Password is required")
  .max(PASSWORD_MAX * 4, "Password is too long");

const signupSchema = z.object({
  username: USERNAME,
  email: EMAIL,
  password: PASSWORD,
  re_password: str("re_password", "Confirm Password"),
});

const loginSchema = z.object({
  username: str("username", "User name").min(1, "User name is required").max(256, INVALID_LOGIN),
  password: PASSWORD,
  // JSON sends a boolean; the HTML form sends "on" when ticked (SPEC: the field is not sent by old clients).
  remember: z.union([z.boolean(), z.string().max(10)]).optional(),
});

const resetSchema = z.object({
  email: str("email", "Email").trim().min(1, "Please enter email to proceed").max(254, "Enter a valid email address"),
  link: textField("link", { wrongType: "link must be a string" }).max(2048, "link is too long").optional(),
});

const updateSchema = z.object({
  uid: str("uid").max(64, INVALID_RESET_LINK),
  token: str("token").max(128, INVALID_RESET_LINK),
  password: PASSWORD,
});

function parse<T extends z.ZodType>(schema: T, fields: Fields): { data: z.infer<T> } | { error: string; fieldErrors: FieldErrors } {
  const result = schema.safeParse(fields);
  if (result.success) return { data: result.data };
  return { error: result.error.issues[0]?.message ?? "Invalid input", fieldErrors: issuesByField(result.error.issues) };
}

export async function signup(fields: Fields, info: RequestInfo): Promise<Outcome> {
  const db = info.db ?? getDb();
  const context = { username: fields.username, email: fields.email };
  const result = signupSchema.safeParse(fields);
  if (!result.success) {
    const errors = await newPasswordErrors(issuesByField(result.error.issues), fields, context, "re_password");
    return failFields(400, result.error.issues[0]?.message ?? "Invalid input", errors);
  }
  const { username, email, password, re_password } = result.data;
  await enforceRateLimits([{ name: "signup:client", subject: info.client, ...AUTH_LIMITS.signupPerClient }], db);
  const errors = await newPasswordErrors({}, fields, { username, email }, "re_password");
  if (password !== re_password) return failFields(400, "Passwords do not match", errors);
  const problem = errors.password?.[0];
  if (problem) return failFields(400, problem, errors);

  const key = usernameKey(username);
  const skeleton = usernameSkeleton(username);
  const [nameTaken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.usernameKey} = ${key} or ${users.username} = ${username} or ${users.usernameSkeleton} = ${skeleton}`)
    .limit(1);
  if (nameTaken) return failFields(409, USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
  // Hashed before the e-mail check so both outcomes below cost the same.
  const passwordHash = await hashPassword(password);
  const [emailTaken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (emailTaken) return signupWithTakenEmail(email, username, db);
  let userId: string;
  try {
    const [row] = await db.insert(users).values({ username, usernameKey: key, usernameSkeleton: skeleton, email, passwordHash }).returning({ id: users.id });
    userId = row!.id;
  } catch (error) {
    // Two sign-ups racing: the unique constraints decide; the loser gets the same answers as above.
    if (["users_username_key", "users_username_key_key", "users_username_skeleton_key"].some((name) => isUniqueViolation(error, name))) {
      return failFields(409, USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
    }
    if (isUniqueViolation(error)) return signupWithTakenEmail(email, username, db);
    throw error;
  }
  // SPEC §4: a successful sign-up logs the user in.
  const cookie = await createSession(userId, false, db);
  return ok(signedUpBody(username), [cookie], 201);
}

const USERNAME_TAKEN = "A user with that username already exists";
const signedUpBody = (username: string) => ({ success: "Signed up successfully", username });

/**
 * A sign-up with an e-mail address that already has an account answers exactly like a new account
 * (201, the same body, a session cookie of the same shape that opens no session), so the call does
 * not tell whether the address is registered; the address's owner gets a mail saying so instead.
 */
async function signupWithTakenEmail(email: string, username: string, db: Database): Promise<Outcome> {
  await enqueueMail({ to: email, kind: "signup-existing-account", ...existingAccountMail(getConfig().publicOrigin) }, db);
  wakeMailSender();
  return ok(signedUpBody(username), [decoySessionCookie()], 201);
}

export async function login(fields: Fields, info: RequestInfo): Promise<Outcome> {
  const db = info.db ?? getDb();
  const parsed = parse(loginSchema, fields);
  if ("error" in parsed) return failFields(400, parsed.error, parsed.fieldErrors);
  const { username, password, remember } = parsed.data;
  // Counted per spelling-independent name, so changing case does not buy more guesses.
  const account = usernameKey(username);
  const accountRule = { name: "login:account-client", subject: `${account}\n${info.client}`, ...AUTH_LIMITS.loginPerAccountAndClient };
  await enforceRateLimits(
    [
      { name: "login:client", subject: info.client, ...AUTH_LIMITS.loginPerClient },
      accountRule,
      { name: "login:account", subject: account, ...AUTH_LIMITS.loginPerAccount },
    ],
    db,
  );
  let user;
  try {
    user = await authenticator.authenticate(PASSWORD_STRATEGY, formRequestOf(info.request, { username, password }));
  } catch (error) {
    if (error instanceof AuthenticationFailure) return fail(error.status, error.message);
    throw error;
  }
  await resetRateLimit(accountRule, db);
  // A new session id at every login (no fixation); an older session of this browser is dropped.
  const persistent = remember === true || remember === "on" || remember === "true";
  await destroySession(info.request, db);
  const cookie = await createSession(user.id, persistent, db);
  return ok({ success: "Logged in successfully", username: user.username }, [cookie]);
}

export async function logout(info: RequestInfo): Promise<Outcome> {
  const db = info.db ?? getDb();
  const user = await getSessionUser(info.request, db);
  const cookie = await destroySession(info.request, db);
  if (!user) return { ...fail(401, "You are not logged in"), setCookies: [cookie] };
  return ok({ success: true }, [cookie]);
}

export async function isAuthenticated(info: RequestInfo): Promise<Outcome> {
  const user = await getSessionUser(info.request, info.db ?? getDb());
  return ok(user ? { isAuthenticated: "true", username: user.username } : { isAuthenticated: "false" });
}

function tokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Every reset link of the account still open stops working (a password change by any path). */
async function endResetLinks(userId: string, db: Database): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

const RESET_REQUEST_KIND = `${DEFERRED_KIND_PREFIX}password-reset`;

/**
 * The reset mail for a placeholder row: the account of `email` gets a fresh single-use link (older
 * links stop working); an address without an account gets nothing.
 */
async function composeResetMail(email: string, db: Database) {
  const [user] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (!user) return null;
  // The link always points at the configured origin: the client's `link` field is not trusted,
  // or anyone could mail a victim a genuine token on a phishing host.
  const token = randomBytes(32).toString("base64url");
  const url = `${getConfig().publicOrigin}/reset-password/${user.id}/${token}`;
  const ttlMs = getConfig().auth.resetTokenSeconds * 1000;
  // Only the newest link works.
  await endResetLinks(user.id, db);
  await db.insert(passwordResetTokens).values({ userId: user.id, tokenHash: tokenDigest(token), expiresAt: new Date(Date.now() + ttlMs) });
  const mail = passwordResetMail({ username: user.username, url, validMinutes: Math.max(1, Math.round(ttlMs / 60_000)) });
  return { to: user.email, kind: "password-reset", ...mail };
}
registerMailComposer(RESET_REQUEST_KIND, composeResetMail);

/** Same reply, in the same time, whether or not the address belongs to an account (no enumeration). */
export async function requestPasswordReset(fields: Fields, info: RequestInfo): Promise<Outcome> {
  const db = info.db ?? getDb();
  const parsed = parse(resetSchema, fields);
  if ("error" in parsed) return failFields(400, parsed.error, parsed.fieldErrors);
  const email = parsed.data.email;
  await enforceRateLimits(
    [
      { name: "reset:client", subject: info.client, ...AUTH_LIMITS.resetPerClient },
      { name: "reset:email", subject: email, ...AUTH_LIMITS.resetPerEmail },
    ],
    db,
  );
  // The same work whether or not the address has an account: one placeholder row, composed by the
  // sender after this answer (composeResetMail), so neither the reply nor its timing tells.
  await enqueueMail({ to: email, kind: RESET_REQUEST_KIND, subject: "", text: "" }, db);
  wakeMailSender();
  return ok({ success: RESET_REPLY });
}

const changeSchema = z.object({
  current_password: str("current_password", "Current password")
    .min(1, "Current password is required")
    .max(PASSWORD_MAX * 4, "Password is too long"),
  password: PASSWORD,
  re_password: str("re_password", "Confirm Password"),
});

/** A logged-in user changes their password with the current one (ASVS 6.2.2 / 6.2.3). */
export async function changePassword(fields: Fields, info: RequestInfo): Promise<Outcome> {
  const db = info.db ?? getDb();
  const user = await getSessionUser(info.request, db);
  if (!user) return fail(401, "You are not logged in");
  const parsed = parse(changeSchema, fields);
  if ("error" in parsed) return failFields(400, parsed.error, parsed.fieldErrors);
  const { current_password, password, re_password } = parsed.data;
  await enforceRateLimits([{ name: "change-password:user", subject: user.id, ...AUTH_LIMITS.loginPerAccount }], db);
  const errors = await newPasswordErrors({}, fields, { username: user.username, email: user.email }, "re_password");
  if (password !== re_password) return failFields(400, "Passwords do not match", errors);
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!(await verifyPassword(row?.passwordHash ?? null, current_password))) {
    return failFields(400, "Current password is incorrect", { ...errors, current_password: ["Current password is incorrect"] });
  }
  const problem = errors.password?.[0];
  if (problem) return failFields(400, problem, errors);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    // Other browsers logged in with the old password are logged out; this one stays. A reset link
    // mailed before the change would let whoever read that mail undo it: every one ends here. The
    // API key stays (the owner just proved the password; the page says how to rotate it).
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)));
    await endResetLinks(user.id, tx as unknown as Database);
  });
  return ok({ success: "Password changed successfully" });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function updatePassword(fields: Fields, info: RequestInfo): Promise<Outcome> {
  const db = info.db ?? getDb();
  const parsed = parse(updateSchema, fields);
  if ("error" in parsed) return failFields(400, parsed.error, parsed.fieldErrors);
  const { uid, token, password } = parsed.data;
  await enforceRateLimits([{ name: "update-password:client", subject: info.client, ...AUTH_LIMITS.updatePasswordPerClient }], db);
  if (!UUID.test(uid) || !/^[A-Za-z0-9_-]{20,128}$/.test(token)) return fail(400, INVALID_RESET_LINK);
  const errors = await newPasswordErrors({}, fields, {}, null);
  const problem = errors.password?.[0];
  if (problem) return failFields(400, problem, errors);
  const passwordHash = await hashPassword(password);
  const updated = await db.transaction(async (tx) => {
    // Consuming the token and changing the password happen together or not at all: single use.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.userId, uid),
          eq(passwordResetTokens.tokenHash, tokenDigest(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (!used) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, uid));
    await endResetLinks(uid, tx as unknown as Database);
    // A reset means the old password may be known to someone else: end every session, and revoke
    // the developer API key, which whoever held the account could have read (decision 0022).
    await destroyAllSessions(uid, tx as unknown as Database);
    await tx.delete(apiKeys).where(eq(apiKeys.userId, uid));
    return true;
  });
  if (!updated) return fail(400, INVALID_RESET_LINK);
  return ok({ success: "Password updated successfully" });
}

/** Reset tokens a day past their expiry (kept that long so a late click still says "expired"). */
export async function sweepExpiredResetTokens(db: Database = getDb()): Promise<void> {
  await db.delete(passwordResetTokens).where(sql`${passwordResetTokens.expiresAt} < now() - interval '1 day'`);
}
