/**
 * Username + password (remix-auth-form's FormStrategy): argon2id verification that takes the same
 * time whether or not the user exists. Throws AuthenticationFailure (401) on wrong credentials.
 * Throttling is the caller's (`login` in accounts.server.ts), before this runs: it knows the client.
 */
import { sql } from "drizzle-orm";
import { FormStrategy } from "remix-auth-form";
import { getDb } from "~/db/db.server";
import { users } from "~/db/schema";
import { verifyPassword } from "../password.server";
import { usernameKey } from "../username.server";
import { AuthenticationFailure, type SignedInUser } from "./types";

export const PASSWORD_STRATEGY = "password";
export const INVALID_LOGIN = "Invalid username or password";

export const passwordStrategy = new FormStrategy<SignedInUser>(async ({ form }) => {
  const username = String(form.get("username") ?? "");
  const password = String(form.get("password") ?? "");
  // The exact username first (two old accounts may share a key), else its one spelling.
  const [user] = await getDb()
    .select({ id: users.id, passwordHash: users.passwordHash, username: users.username })
    .from(users)
    .where(sql`${users.username} = ${username} or ${users.usernameKey} = ${usernameKey(username)}`)
    .orderBy(sql`${users.username} = ${username} desc`)
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) throw new AuthenticationFailure(401, INVALID_LOGIN);
  return { id: user.id, username: user.username };
});
